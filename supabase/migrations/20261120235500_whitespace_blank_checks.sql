-- Fix: "not blank" checks used btrim(), which trims spaces only, so a value of newlines or tabs
-- passed as not blank. They now require a non-whitespace character. create_listing and the
-- sign-up trigger treat whitespace-only input as missing and trim all whitespace.
-- The new checks are NOT VALID: enforced on every insert and update from now on, without failing
-- on a whitespace-only row an existing database may already hold.

create function private.squish(p_value text) returns text
language sql immutable set search_path = '' as $$
  select regexp_replace(p_value, '^[[:space:]]+|[[:space:]]+$', '', 'g')
$$;
comment on function private.squish(text) is 'Trims all leading and trailing whitespace (not only spaces).';
revoke all on function private.squish(text) from public;

alter table public.profiles drop constraint profiles_name_not_blank,
  add constraint profiles_name_not_blank check (name ~ '[^[:space:]]') not valid;
alter table public.listings drop constraint listings_anonymized_description_not_blank,
  add constraint listings_anonymized_description_not_blank check (anonymized_description ~ '[^[:space:]]') not valid;
alter table public.listing_details drop constraint listing_details_title_not_blank,
  add constraint listing_details_title_not_blank check (title ~ '[^[:space:]]') not valid;
alter table public.listing_details drop constraint listing_details_description_not_blank,
  add constraint listing_details_description_not_blank check (description ~ '[^[:space:]]') not valid;
alter table public.inquiries drop constraint inquiries_message_not_blank,
  add constraint inquiries_message_not_blank check (message ~ '[^[:space:]]') not valid;
alter table public.nda_signatures drop constraint nda_signatures_signer_name_not_blank,
  add constraint nda_signatures_signer_name_not_blank check (signer_name ~ '[^[:space:]]') not valid;
alter table public.messages drop constraint messages_subject_not_blank,
  add constraint messages_subject_not_blank check (subject ~ '[^[:space:]]') not valid;
alter table public.messages drop constraint messages_body_not_blank,
  add constraint messages_body_not_blank check (body ~ '[^[:space:]]') not valid;

create or replace function private.handle_new_user() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  v_role public.app_role;
  v_name text := left(nullif(private.squish(meta ->> 'name'), ''), 200);
  v_phone text := left(nullif(private.squish(meta ->> 'phone_number'), ''), 50);
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

create or replace function public.create_listing(
  p_type public.listing_type default null,
  p_title text default null,
  p_industry public.industry default null,
  p_revenue public.revenue_range default null,
  p_employees public.employee_range default null,
  p_location public.location default null,
  p_price text default null,
  p_description text default null,
  p_anonymized_description text default null,
  p_market_position text default null,
  p_patents boolean default false,
  p_full_details text default null
) returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  v_uid uuid := (select auth.uid());
  v_profile public.profiles;
  v_missing text[] := array[]::text[];
  v_id uuid;
begin
  if v_uid is null then
    raise exception 'User not authenticated' using errcode = '42501';
  end if;

  if coalesce(p_title, '') !~ '[^[:space:]]' then v_missing := array_append(v_missing, 'title'); end if;
  if p_type is null then v_missing := array_append(v_missing, 'type'); end if;
  if p_industry is null then v_missing := array_append(v_missing, 'industry'); end if;
  if p_revenue is null then v_missing := array_append(v_missing, 'revenue'); end if;
  if p_employees is null then v_missing := array_append(v_missing, 'employees'); end if;
  if p_location is null then v_missing := array_append(v_missing, 'location'); end if;
  if coalesce(p_description, '') !~ '[^[:space:]]' then v_missing := array_append(v_missing, 'description'); end if;
  if coalesce(p_anonymized_description, '') !~ '[^[:space:]]' then
    v_missing := array_append(v_missing, 'anonymized description');
  end if;
  if cardinality(v_missing) > 0 then
    raise exception 'Missing required fields: %', array_to_string(v_missing, ', ')
      using errcode = '22023';
  end if;

  select * into v_profile from public.profiles where id = v_uid;
  if not found or v_profile.verification_status <> 'verified' then
    raise exception 'Only verified users can create listings' using errcode = '42501';
  end if;
  if v_profile.role not in ('scout', 'company') then
    raise exception 'Only scouts and companies can create listings' using errcode = '42501';
  end if;

  insert into public.listings (
    user_id, user_role, type, industry, revenue, employees, location, price,
    anonymized_description, market_position, patents
  ) values (
    v_uid, v_profile.role, p_type, p_industry, p_revenue, p_employees, p_location,
    nullif(private.squish(p_price), ''), private.squish(p_anonymized_description), nullif(private.squish(p_market_position), ''),
    coalesce(p_patents, false)
  ) returning id into v_id;

  insert into public.listing_details (listing_id, title, description, full_details)
  values (v_id, private.squish(p_title), private.squish(p_description), nullif(private.squish(p_full_details), ''));

  return v_id;
end;
$$;
