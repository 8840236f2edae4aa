-- Issue 27, point 6: verification needs a confirmed email address.
--
-- The admin console could verify an account whose email nobody confirmed (set_verification()
-- allowed it), handing marketplace access to an address nobody proved. Now a trigger on
-- profiles.verification_status refuses 'verified' while auth.users.email_confirmed_at is null,
-- whoever writes (set_verification(), the service role, the database owner): the rule lives where
-- every path passes. The console needs to know before it offers the button, and profiles are what
-- it lists: profiles.email_confirmed_at follows auth.users (a copy kept by a trigger, as email is).

alter table public.profiles add column email_confirmed_at timestamptz;
comment on column public.profiles.email_confirmed_at is
  'When the account''s email address was confirmed (copy of auth.users.email_confirmed_at, kept by a trigger); null: not confirmed, the account cannot be verified.';
update public.profiles p set email_confirmed_at = u.email_confirmed_at
from auth.users u where u.id = p.id and u.email_confirmed_at is not null;

create function private.sync_email_confirmed() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.profiles set email_confirmed_at = new.email_confirmed_at
  where id = new.id and email_confirmed_at is distinct from new.email_confirmed_at;
  return null;
end;
$$;
comment on function private.sync_email_confirmed() is
  'AFTER INSERT/UPDATE OF email_confirmed_at on auth.users: the profile''s copy follows (runs after on_auth_user_created, which makes the profile).';
revoke all on function private.sync_email_confirmed() from public, anon, authenticated;
-- Named to fire after on_auth_user_created (triggers of one event fire in name order).
create trigger on_auth_user_email_confirmed after insert or update of email_confirmed_at on auth.users
  for each row execute function private.sync_email_confirmed();

create function private.guard_verification_needs_confirmed_email() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.verification_status = 'verified' and old.verification_status is distinct from 'verified'
     and not exists (select 1 from auth.users u where u.id = new.id and u.email_confirmed_at is not null) then
    raise exception 'Verification refused: the account''s email address is not confirmed' using errcode = '42501';
  end if;
  return new;
end;
$$;
comment on function private.guard_verification_needs_confirmed_email() is
  'BEFORE UPDATE OF verification_status on profiles: an account becomes verified only once its email address is confirmed (auth.users.email_confirmed_at), whatever path writes.';
revoke all on function private.guard_verification_needs_confirmed_email() from public, anon, authenticated;
create trigger profiles_guard_verification_email before update of verification_status on public.profiles
  for each row execute function private.guard_verification_needs_confirmed_email();

comment on function public.set_verification(uuid, public.verification_status) is
  'Admin only: verify (sets verified_at; the account''s email must be confirmed, else 42501) or reject (sets rejected_at) a user, or put them back to pending; updated_at follows.';
