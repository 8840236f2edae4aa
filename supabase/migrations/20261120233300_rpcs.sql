-- Remote procedures (PostgREST /rpc). Security definer functions check the caller explicitly and
-- pin `search_path = ''`; security invoker functions rely on the policies. Execute rights are
-- granted explicitly (Supabase's default grants every function to anon).

-- Listing creation: teaser and confidential details in one transaction ------------------------
create function public.create_listing(
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
  v_missing text[] := '{}';
  v_id uuid;
begin
  if v_uid is null then
    raise exception 'User not authenticated' using errcode = '42501';
  end if;

  if nullif(btrim(p_title), '') is null then v_missing := v_missing || 'title'; end if;
  if p_type is null then v_missing := v_missing || 'type'; end if;
  if p_industry is null then v_missing := v_missing || 'industry'; end if;
  if p_revenue is null then v_missing := v_missing || 'revenue'; end if;
  if p_employees is null then v_missing := v_missing || 'employees'; end if;
  if p_location is null then v_missing := v_missing || 'location'; end if;
  if nullif(btrim(p_description), '') is null then v_missing := v_missing || 'description'; end if;
  if nullif(btrim(p_anonymized_description), '') is null then
    v_missing := v_missing || 'anonymized description'::text;
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
comment on function public.create_listing(public.listing_type, text, public.industry, public.revenue_range,
  public.employee_range, public.location, text, text, text, text, boolean, text) is
  'Creates a listing (teaser + details) for the verified scout or company calling; user_role comes from the profile. Returns the new listing id.';

-- Owner (or admin): close or reopen a listing. Security invoker: the policies decide.
create function public.set_listing_status(p_listing_id uuid, p_status public.listing_status)
returns public.listings
language plpgsql security invoker set search_path = '' as $$
declare
  v_row public.listings;
begin
  update public.listings set status = p_status where id = p_listing_id returning * into v_row;
  if not found then
    raise exception 'Company not found' using errcode = 'P0002';
  end if;
  return v_row;
end;
$$;
comment on function public.set_listing_status(uuid, public.listing_status) is
  'Owner or admin closes (closed) or reopens (active) a listing, without a success fee.';

-- Admin actions -------------------------------------------------------------------------------
create function private.require_admin() returns void
language plpgsql stable security definer set search_path = '' as $$
begin
  if not (select private.is_admin()) then
    raise exception 'Permission denied: admin role required' using errcode = '42501';
  end if;
end;
$$;
comment on function private.require_admin() is 'Raises 42501 unless the caller is an admin.';
revoke all on function private.require_admin() from public;

create function public.set_verification(p_user_id uuid, p_status public.verification_status)
returns public.profiles
language plpgsql security definer set search_path = '' as $$
declare
  v_row public.profiles;
begin
  perform private.require_admin();
  if p_status is null then
    raise exception 'Missing required fields: status' using errcode = '22023';
  end if;
  update public.profiles p set
    verification_status = p_status,
    verified_at = case when p_status = 'verified' then now() else p.verified_at end,
    rejected_at = case when p_status = 'rejected' then now() else p.rejected_at end,
    submitted_at = case when p_status = 'pending' then now() else p.submitted_at end
  where p.id = p_user_id
  returning * into v_row;
  if not found then
    raise exception 'User not found' using errcode = 'P0002';
  end if;
  return v_row;
end;
$$;
comment on function public.set_verification(uuid, public.verification_status) is
  'Admin only: verify (sets verified_at) or reject (sets rejected_at) a user, or put them back to pending; updated_at follows.';

create function public.decide_unlock_request(p_request_id uuid, p_approve boolean)
returns public.unlock_requests
language plpgsql security definer set search_path = '' as $$
declare
  v_row public.unlock_requests;
begin
  perform private.require_admin();
  if p_approve is null then
    raise exception 'Missing required fields: approve' using errcode = '22023';
  end if;
  select * into v_row from public.unlock_requests where id = p_request_id for update;
  if not found then
    raise exception 'Unlock request not found' using errcode = 'P0002';
  end if;
  if v_row.status <> 'pending' then
    raise exception 'Unlock request already decided' using errcode = '22023';
  end if;
  update public.unlock_requests set
    status = case when p_approve then 'approved'::public.unlock_status else 'rejected'::public.unlock_status end,
    decided_at = now(),
    decided_by = (select auth.uid())
  where id = p_request_id
  returning * into v_row;
  return v_row;
end;
$$;
comment on function public.decide_unlock_request(uuid, boolean) is 'Admin only: approve or reject a pending unlock request.';

create function public.close_listing(p_listing_id uuid, p_success_fee_eur integer)
returns public.listings
language plpgsql security definer set search_path = '' as $$
declare
  v_row public.listings;
begin
  perform private.require_admin();
  if p_success_fee_eur is null or p_success_fee_eur not between 0 and 5000 then
    raise exception 'Success fee must be between 0 and 5,000 EUR' using errcode = '22023';
  end if;
  update public.listings set status = 'closed', success_fee_eur = p_success_fee_eur
  where id = p_listing_id
  returning * into v_row;
  if not found then
    raise exception 'Company not found' using errcode = 'P0002';
  end if;
  return v_row;
end;
$$;
comment on function public.close_listing(uuid, integer) is 'Admin only: close a listing as a successful deal and record the success fee (0-5,000 EUR).';

-- Newsletter ----------------------------------------------------------------------------------
create function public.subscribe_newsletter(p_email text) returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_email text := lower(btrim(coalesce(p_email, '')));
begin
  if v_email !~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$' or char_length(v_email) > 320 then
    raise exception 'Invalid email address' using errcode = '22023';
  end if;
  insert into public.newsletter_subscriptions (email) values (v_email) on conflict do nothing;
end;
$$;
comment on function public.subscribe_newsletter(text) is 'Subscribes an email to the blog newsletter (once; repeats are accepted silently). Callable by anyone.';

-- Listing views and dashboard figures ---------------------------------------------------------
create function public.record_listing_view(p_listing_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_uid uuid := (select auth.uid());
  v_listing public.listings;
begin
  if v_uid is null then
    raise exception 'User not authenticated' using errcode = '42501';
  end if;
  if not (select private.is_verified()) then
    raise exception 'Permission denied: verified account required' using errcode = '42501';
  end if;
  select * into v_listing from public.listings where id = p_listing_id;
  if not found or (v_listing.status <> 'active' and v_listing.user_id <> v_uid and not (select private.is_admin())) then
    raise exception 'Company not found' using errcode = 'P0002';
  end if;
  if v_listing.user_id = v_uid then
    return; -- owners looking at their own listing are not views
  end if;
  if exists (
    select 1 from public.listing_views v
    where v.user_id = v_uid and v.listing_id = p_listing_id and v.viewed_at > now() - interval '30 minutes'
  ) then
    return;
  end if;
  insert into public.listing_views (listing_id, user_id) values (p_listing_id, v_uid);
end;
$$;
comment on function public.record_listing_view(uuid) is
  'Records that the verified caller opened a listing (not their own; repeated opens within 30 minutes count once).';

create function public.my_dashboard_stats()
returns table (
  role public.app_role,
  active_listings integer,
  successful_deals integer,
  total_earnings_eur integer,
  profile_views integer,
  interested_parties integer,
  new_messages integer,
  ndas_signed integer,
  interests integer,
  listings_viewed integer,
  ndas integer,
  views integer
)
language plpgsql stable security definer set search_path = '' as $$
declare
  v_uid uuid := (select auth.uid());
begin
  if v_uid is null then
    raise exception 'User not authenticated' using errcode = '42501';
  end if;
  if not (select private.is_verified()) then
    raise exception 'Permission denied: verified account required' using errcode = '42501';
  end if;
  return query
  with own as (select l.id, l.status, l.success_fee_eur from public.listings l where l.user_id = v_uid)
  select
    (select p.role from public.profiles p where p.id = v_uid),
    (select count(*) from own where own.status = 'active')::integer,
    (select count(*) from own where own.status = 'closed')::integer,
    (select coalesce(sum(own.success_fee_eur), 0) from own where own.status = 'closed')::integer,
    (select count(*) from public.listing_views v where v.listing_id in (select own.id from own))::integer,
    (select count(distinct i.user_id) from public.inquiries i where i.listing_id in (select own.id from own))::integer,
    (select count(*) from public.inquiries i
      where i.listing_id in (select own.id from own) and i.status = 'pending')::integer,
    (select count(*) from public.nda_signatures n where n.listing_id in (select own.id from own))::integer,
    (select count(*) from public.inquiries i where i.user_id = v_uid)::integer,
    (select count(distinct v.listing_id) from public.listing_views v where v.user_id = v_uid)::integer,
    (select count(*) from public.nda_signatures n where n.user_id = v_uid)::integer,
    (select count(*) from public.listing_views v where v.user_id = v_uid)::integer;
end;
$$;
comment on function public.my_dashboard_stats() is
  'Dashboard figures of the verified caller (one row). Scout: active_listings, successful_deals (own closed listings), total_earnings_eur (their success fees), profile_views (views of own listings). '
  'Company: interested_parties (distinct users with inquiries on own listings), new_messages (pending inquiries on own listings), ndas_signed (on own listings), profile_views. '
  'Investor: interests (own inquiries), listings_viewed (distinct listings opened), ndas (own signatures), views (own listing opens).';

-- Execute rights --------------------------------------------------------------------------------
revoke all on function
  public.create_listing(public.listing_type, text, public.industry, public.revenue_range,
    public.employee_range, public.location, text, text, text, text, boolean, text),
  public.set_listing_status(uuid, public.listing_status),
  public.set_verification(uuid, public.verification_status),
  public.decide_unlock_request(uuid, boolean),
  public.close_listing(uuid, integer),
  public.subscribe_newsletter(text),
  public.record_listing_view(uuid),
  public.my_dashboard_stats()
  from public, anon, authenticated;

grant execute on function
  public.create_listing(public.listing_type, text, public.industry, public.revenue_range,
    public.employee_range, public.location, text, text, text, text, boolean, text),
  public.set_listing_status(uuid, public.listing_status),
  public.set_verification(uuid, public.verification_status),
  public.decide_unlock_request(uuid, boolean),
  public.close_listing(uuid, integer),
  public.record_listing_view(uuid),
  public.my_dashboard_stats()
  to authenticated, service_role;
grant execute on function public.subscribe_newsletter(text) to anon, authenticated, service_role;
-- Without a session the spec's message 'User not authenticated' is what the caller should see.
grant execute on function
  public.create_listing(public.listing_type, text, public.industry, public.revenue_range,
    public.employee_range, public.location, text, text, text, text, boolean, text)
  to anon;
