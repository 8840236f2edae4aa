-- Policy helpers and triggers. They live in the schema `private`, which PostgREST does not expose;
-- every function pins `search_path = ''` and names objects with their schema.

create schema if not exists private;
comment on schema private is 'Helpers for policies and triggers; not exposed through the API.';
revoke all on schema private from public;
grant usage on schema private to authenticated, service_role;

-- Who is calling ------------------------------------------------------------------------------
-- security definer: they read public.profiles without going through its own policies (which use
-- them), and return facts about the caller only.

create function private.is_admin() returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.profiles p where p.id = (select auth.uid()) and p.role = 'admin'
  )
$$;
comment on function private.is_admin() is 'True when the caller''s profile has the role admin.';

create function private.is_verified() returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.profiles p
    where p.id = (select auth.uid()) and p.verification_status = 'verified'
  )
$$;
comment on function private.is_verified() is 'True when the caller''s account is verified.';

create function private.current_app_role() returns public.app_role
language sql stable security definer set search_path = '' as $$
  select p.role from public.profiles p where p.id = (select auth.uid())
$$;
comment on function private.current_app_role() is 'Role of the caller (null without a profile).';

create function private.owned_listing_ids() returns setof uuid
language sql stable security definer set search_path = '' as $$
  select l.id from public.listings l
  where l.user_id = (select auth.uid()) and (select private.is_verified())
$$;
comment on function private.owned_listing_ids() is 'Listings of the verified caller; use as `listing_id in (select private.owned_listing_ids())`.';

create function private.readable_detail_listing_ids() returns setof uuid
language sql stable security definer set search_path = '' as $$
  select l.id from public.listings l
  where l.user_id = (select auth.uid()) and (select private.is_verified())
  union
  select u.listing_id
  from public.unlock_requests u
  join public.nda_signatures n on n.listing_id = u.listing_id and n.user_id = u.user_id
  where u.user_id = (select auth.uid())
    and u.status = 'approved'
    and (select private.is_verified())
    and (select private.current_app_role()) = 'investor'
$$;
comment on function private.readable_detail_listing_ids() is
  'Listings whose confidential details the caller may read: own listings, and as verified investor those with a signed NDA and an approved unlock.';

create function private.can_contact_listing(p_listing_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.listings l
    where l.id = p_listing_id and l.status = 'active' and l.user_id <> (select auth.uid())
  )
$$;
comment on function private.can_contact_listing(uuid) is 'The listing exists, is active and does not belong to the caller.';

create function private.has_signed_nda(p_listing_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.nda_signatures n
    where n.listing_id = p_listing_id and n.user_id = (select auth.uid())
  )
$$;
comment on function private.has_signed_nda(uuid) is 'The caller signed the NDA of this listing.';

revoke all on all functions in schema private from public;
grant execute on all functions in schema private to authenticated, service_role;

-- Triggers ------------------------------------------------------------------------------------

create function private.set_updated_at() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.updated_at := now();
  return new;
end;
$$;
comment on function private.set_updated_at() is 'BEFORE UPDATE trigger: updated_at is set by the database.';

create trigger profiles_set_updated_at before update on public.profiles
  for each row execute function private.set_updated_at();
create trigger billing_info_set_updated_at before update on public.billing_info
  for each row execute function private.set_updated_at();
create trigger listings_set_updated_at before update on public.listings
  for each row execute function private.set_updated_at();
create trigger listing_details_set_updated_at before update on public.listing_details
  for each row execute function private.set_updated_at();
create trigger inquiries_set_updated_at before update on public.inquiries
  for each row execute function private.set_updated_at();

-- Sign-up: the profile comes from the user metadata; the role is never admin.
create function private.handle_new_user() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  v_role public.app_role;
  v_name text := left(nullif(btrim(meta ->> 'name'), ''), 200);
  v_phone text := left(nullif(btrim(meta ->> 'phone_number'), ''), 50);
begin
  v_role := case meta ->> 'role'
    when 'investor' then 'investor'::public.app_role
    when 'company' then 'company'::public.app_role
    else 'scout'::public.app_role
  end;
  insert into public.profiles (id, name, email, phone_number, role, verification_status, submitted_at)
  values (
    new.id,
    coalesce(v_name, nullif(split_part(coalesce(new.email, ''), '@', 1), ''), 'User'),
    coalesce(new.email, ''),
    v_phone,
    v_role,
    'pending',
    now()
  );
  return new;
end;
$$;
comment on function private.handle_new_user() is
  'AFTER INSERT on auth.users: creates the profile from raw_user_meta_data (name, phone_number, role among scout/investor/company, default scout), pending.';

create trigger on_auth_user_created after insert on auth.users
  for each row execute function private.handle_new_user();

create function private.handle_user_email_change() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.profiles set email = coalesce(new.email, '') where id = new.id;
  return new;
end;
$$;
comment on function private.handle_user_email_change() is 'AFTER UPDATE OF email on auth.users: the profile email follows.';

create trigger on_auth_user_email_changed after update of email on auth.users
  for each row when (old.email is distinct from new.email)
  execute function private.handle_user_email_change();

-- profile_complete follows the billing info.
create function private.billing_info_is_complete(b public.billing_info) returns boolean
language sql immutable set search_path = '' as $$
  select coalesce(
    btrim(b.company_name) <> '' and btrim(b.company_email) <> '' and btrim(b.responsible_person) <> ''
    and btrim(b.phone_number) <> '' and btrim(b.uid_number) <> '' and btrim(b.street_address) <> ''
    and btrim(b.city) <> '' and btrim(b.postal_code) <> '' and btrim(b.country) <> '',
    false
  )
$$;
comment on function private.billing_info_is_complete(public.billing_info) is 'All nine billing fields are filled.';

create function private.sync_profile_complete() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_user uuid := case when tg_op = 'DELETE' then old.user_id else new.user_id end;
  v_complete boolean := case when tg_op = 'DELETE' then false else private.billing_info_is_complete(new) end;
begin
  update public.profiles p
  set profile_complete = (p.role = 'admin' or v_complete)
  where p.id = v_user and p.profile_complete is distinct from (p.role = 'admin' or v_complete);
  return null;
end;
$$;
comment on function private.sync_profile_complete() is 'AFTER INSERT/UPDATE/DELETE on billing_info: sets profiles.profile_complete.';

create trigger billing_info_sync_profile_complete after insert or update or delete on public.billing_info
  for each row execute function private.sync_profile_complete();

-- Listings: user_role comes from the owner's profile; search_text is derived.
create function private.listings_before_write() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'INSERT' or new.user_id is distinct from old.user_id then
    select p.role into new.user_role from public.profiles p where p.id = new.user_id;
  end if;
  new.search_text := lower(concat_ws(' ',
    new.anonymized_description, new.industry::text, new.location::text, new.market_position));
  return new;
end;
$$;
comment on function private.listings_before_write() is
  'BEFORE INSERT/UPDATE on listings: user_role from the owner''s profile (never from the request), search_text from the teaser fields.';

create trigger listings_before_write before insert or update on public.listings
  for each row execute function private.listings_before_write();

revoke all on all functions in schema private from public;
grant execute on function private.is_admin(), private.is_verified(), private.current_app_role(),
  private.owned_listing_ids(), private.readable_detail_listing_ids(), private.can_contact_listing(uuid),
  private.has_signed_nda(uuid)
  to authenticated, service_role;
