-- Fix: the list of missing fields was built with `text[] || 'literal'`, which Postgres reads as an
-- array literal ("malformed array literal"). Same function, built with array_append.
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

  if nullif(btrim(p_title), '') is null then v_missing := array_append(v_missing, 'title'); end if;
  if p_type is null then v_missing := array_append(v_missing, 'type'); end if;
  if p_industry is null then v_missing := array_append(v_missing, 'industry'); end if;
  if p_revenue is null then v_missing := array_append(v_missing, 'revenue'); end if;
  if p_employees is null then v_missing := array_append(v_missing, 'employees'); end if;
  if p_location is null then v_missing := array_append(v_missing, 'location'); end if;
  if nullif(btrim(p_description), '') is null then v_missing := array_append(v_missing, 'description'); end if;
  if nullif(btrim(p_anonymized_description), '') is null then
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
    nullif(btrim(p_price), ''), btrim(p_anonymized_description), nullif(btrim(p_market_position), ''),
    coalesce(p_patents, false)
  ) returning id into v_id;

  insert into public.listing_details (listing_id, title, description, full_details)
  values (v_id, btrim(p_title), btrim(p_description), nullif(btrim(p_full_details), ''));

  return v_id;
end;
$$;
