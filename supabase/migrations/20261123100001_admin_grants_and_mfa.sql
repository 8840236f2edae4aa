-- The admin role cannot be claimed, and admin power needs a second factor.
--   * private.is_admin() (behind every admin policy and private.require_admin(), hence every admin
--     RPC) is true only for an admin whose token is aal2: signed in with password and TOTP.
--   * profiles.role changes to or from admin only inside public.set_admin() (an aal2 admin grants or
--     revokes it for another verified, email-confirmed account) or private.promote_configured_admin()
--     (the admin edge function, for a configured address whose email is confirmed). Any other path,
--     the service role's PATCH included, is refused by a trigger. Migrations and seeds, run by the
--     database owner, are the exception.
--   * Every change of the admin role is recorded in public.admin_role_changes (who, whom, when).

create or replace function private.is_admin() returns boolean
language plpgsql stable security definer set search_path = '' as $$
begin
  return coalesce((select auth.jwt()) ->> 'aal', '') = 'aal2'
    and exists (select 1 from public.profiles p where p.id = (select auth.uid()) and p.role = 'admin');
end;
$$;
comment on function private.is_admin() is
  'True when the caller''s profile has the role admin and their token is aal2 (password and TOTP).';

-- The journal -----------------------------------------------------------------------------------
create table public.admin_role_changes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  changed_by uuid references public.profiles (id) on delete set null,
  granted boolean not null,
  via text not null check (via in ('console', 'configured_admin', 'database_owner')),
  created_at timestamptz not null default now()
);
comment on table public.admin_role_changes is
  'Every grant (granted = true) or revocation of the admin role: whom (user_id), who (changed_by; null for the configured admin''s promotion and the database owner), when and through which path. Written by a trigger only; admins read it.';
create index admin_role_changes_user_id_idx on public.admin_role_changes (user_id, created_at desc);
create index admin_role_changes_changed_by_idx on public.admin_role_changes (changed_by);

alter table public.admin_role_changes enable row level security;
revoke all on table public.admin_role_changes from anon, authenticated;
grant select on public.admin_role_changes to authenticated;
create policy "admin_role_changes: admin reads" on public.admin_role_changes
  for select to authenticated
  using ((select private.is_admin()));

-- The guard -------------------------------------------------------------------------------------
create or replace function private.guard_admin_role() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_via text := nullif(current_setting('dealbridge.admin_role_change', true), '');
begin
  if (old.role = 'admin') = (new.role = 'admin') then
    return new;
  end if;
  if v_via is null then
    -- Only the database owner (migrations, seeds, the SQL console) changes roles directly.
    if session_user not in ('postgres', 'supabase_admin') then
      raise exception 'The admin role is granted only by an admin in the console or to the configured admin account'
        using errcode = '42501';
    end if;
    v_via := 'database_owner';
  end if;
  if new.role = 'admin' and not exists (
    select 1 from auth.users u where u.id = new.id and u.email_confirmed_at is not null
  ) then
    raise exception 'Admin role refused: the account''s email address is not confirmed' using errcode = '42501';
  end if;
  insert into public.admin_role_changes (user_id, changed_by, granted, via)
  values (new.id, case when v_via = 'console' then (select auth.uid()) end, new.role = 'admin', v_via);
  return new;
end;
$$;
comment on function private.guard_admin_role() is
  'BEFORE UPDATE OF role on profiles: a change to or from admin only through public.set_admin(), private.promote_configured_admin() or the database owner, only for confirmed email addresses; recorded in admin_role_changes.';

create trigger profiles_guard_admin_role before update of role on public.profiles
  for each row execute function private.guard_admin_role();

-- The role a revoked admin returns to: the one they signed up with (as private.handle_new_user()).
create or replace function private.signup_role(p_user_id uuid) returns public.app_role
language sql stable security definer set search_path = '' as $$
  select case u.raw_user_meta_data ->> 'role'
    when 'investor' then 'investor'::public.app_role
    when 'company' then 'company'::public.app_role
    else 'scout'::public.app_role
  end
  from auth.users u where u.id = p_user_id
$$;
comment on function private.signup_role(uuid) is 'The role a user chose at sign-up (scout, investor or company).';
revoke all on function private.signup_role(uuid) from public, anon, authenticated;

-- The two paths -------------------------------------------------------------------------------
create or replace function public.set_admin(p_user_id uuid, p_admin boolean)
returns public.profiles
language plpgsql security definer set search_path = '' as $$
declare
  v_row public.profiles;
begin
  perform private.require_admin();
  if p_user_id is null or p_admin is null then
    raise exception 'Missing required fields: user_id, admin' using errcode = '22023';
  end if;
  if p_user_id = (select auth.uid()) then
    raise exception 'Admins cannot change their own admin role' using errcode = '22023';
  end if;
  select * into v_row from public.profiles where id = p_user_id for update;
  if not found then
    raise exception 'User not found' using errcode = 'P0002';
  end if;
  if p_admin and v_row.verification_status <> 'verified' then
    raise exception 'Only verified accounts can become admins' using errcode = '22023';
  end if;
  if (v_row.role = 'admin') = p_admin then
    return v_row;
  end if;
  perform set_config('dealbridge.admin_role_change', 'console', true);
  update public.profiles set
    role = case when p_admin then 'admin'::public.app_role else private.signup_role(p_user_id) end,
    profile_complete = case when p_admin then true else profile_complete end
  where id = p_user_id
  returning * into v_row;
  perform set_config('dealbridge.admin_role_change', '', true);
  return v_row;
end;
$$;
comment on function public.set_admin(uuid, boolean) is
  'Admin (aal2) only: grant (true) or revoke (false) the admin role of another verified account with a confirmed email; recorded in admin_role_changes.';
revoke all on function public.set_admin(uuid, boolean) from public, anon;
grant execute on function public.set_admin(uuid, boolean) to authenticated;

create or replace function private.promote_configured_admin(p_user_id uuid)
returns public.profiles
language plpgsql security definer set search_path = '' as $$
declare
  v_row public.profiles;
begin
  if not exists (select 1 from auth.users u where u.id = p_user_id and u.email_confirmed_at is not null) then
    raise exception 'Admin role refused: the account''s email address is not confirmed' using errcode = '42501';
  end if;
  perform set_config('dealbridge.admin_role_change', 'configured_admin', true);
  update public.profiles p set
    role = 'admin',
    verification_status = 'verified',
    verified_at = case when p.verification_status = 'verified' and p.verified_at is not null then p.verified_at else now() end,
    profile_complete = true
  where p.id = p_user_id
  returning * into v_row;
  perform set_config('dealbridge.admin_role_change', '', true);
  if not found then
    raise exception 'User not found' using errcode = 'P0002';
  end if;
  return v_row;
end;
$$;
comment on function private.promote_configured_admin(uuid) is
  'For the admin edge function (service role), which checks ADMIN_EMAILS: makes the account an admin, verified and complete, if its email is confirmed.';
revoke all on function private.promote_configured_admin(uuid) from public, anon, authenticated;
grant execute on function private.promote_configured_admin(uuid) to service_role;

-- PostgREST exposes only public: the edge function calls this wrapper, executable by the service role only.
create or replace function public.promote_configured_admin(p_user_id uuid)
returns public.profiles
language sql security definer set search_path = '' as $$
  select * from private.promote_configured_admin(p_user_id)
$$;
comment on function public.promote_configured_admin(uuid) is
  'Service role only (the admin edge function): see private.promote_configured_admin().';
revoke all on function public.promote_configured_admin(uuid) from public, anon, authenticated;
grant execute on function public.promote_configured_admin(uuid) to service_role;
