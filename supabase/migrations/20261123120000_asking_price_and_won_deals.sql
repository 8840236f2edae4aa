-- Issue 20: a listing's asking price as a comparable EUR amount, and won deals as their own state.
--
-- 1. listings.asking_price_eur: an optional whole-euro amount (null = "on request"); the existing
--    free-text `price` stays beside it as a note ("plus stock", "CHF 8-10M").
-- 2. listings.deal_won_at: set only by public.close_listing() (admins). A listing its owner closes
--    is withdrawn (status closed, deal_won_at null, no fee); a won deal is closed, has its time and
--    a success fee, and cannot be reopened. The scout's "successful deals" and earnings count only
--    won deals.

-- Data before the constraints: fees recorded on listings that were reopened afterwards were never
-- deals; fees on closed listings were recorded by close_listing() and are won deals.
alter table public.listings add column asking_price_eur bigint, add column deal_won_at timestamptz;
update public.listings set success_fee_eur = null where status = 'active' and success_fee_eur is not null;
update public.listings set deal_won_at = updated_at where status = 'closed' and success_fee_eur is not null;

alter table public.listings
  add constraint listings_asking_price_eur_range check (asking_price_eur between 1 and 100000000000),
  add constraint listings_won_deal_is_closed check (deal_won_at is null or status = 'closed'),
  add constraint listings_success_fee_only_for_won_deal check ((success_fee_eur is null) = (deal_won_at is null));

comment on column public.listings.price is 'Free-text note on the price (optional), shown beside asking_price_eur, e.g. "plus stock" or a price in another currency.';
comment on column public.listings.asking_price_eur is 'Asking price in whole euros (optional; null is shown as "on request"). The comparable figure of the listing.';
comment on column public.listings.deal_won_at is 'When an admin closed the listing as a won deal (public.close_listing()); null for active and withdrawn listings. A won deal stays closed.';
comment on column public.listings.status is 'active: in the public browse; closed: withdrawn by the owner, or a won deal (deal_won_at set); visible to the owner and admins only.';
comment on column public.listings.success_fee_eur is 'Fee earned on a won deal (0-5,000 EUR), set together with deal_won_at by public.close_listing(); null otherwise.';

-- Owners may change the amount like the other teaser fields; deal_won_at and the fee stay admin-only.
grant update (asking_price_eur) on public.listings to authenticated;

-- close_listing: a won deal.
create or replace function public.close_listing(p_listing_id uuid, p_success_fee_eur integer)
returns public.listings
language plpgsql security definer set search_path = '' as $$
declare
  v_row public.listings;
begin
  perform private.require_admin();
  if p_success_fee_eur is null or p_success_fee_eur not between 0 and 5000 then
    raise exception 'Success fee must be between 0 and 5,000 EUR' using errcode = '22023';
  end if;
  update public.listings
  set status = 'closed', success_fee_eur = p_success_fee_eur, deal_won_at = coalesce(deal_won_at, now())
  where id = p_listing_id
  returning * into v_row;
  if not found then
    raise exception 'Company not found' using errcode = 'PT404';
  end if;
  return v_row;
end;
$$;
comment on function public.close_listing(uuid, integer) is
  'Admin only: close a listing as a won deal (deal_won_at) and record the success fee (0-5,000 EUR).';

-- set_listing_status: owners close (withdraw) and reopen; a won deal stays closed (the check
-- constraint enforces it for direct updates too; this gives the caller a readable reason).
create or replace function public.set_listing_status(p_listing_id uuid, p_status public.listing_status)
returns public.listings
language plpgsql security invoker set search_path = '' as $$
declare
  v_row public.listings;
begin
  if p_status <> 'closed' and exists (
    select 1 from public.listings l where l.id = p_listing_id and l.deal_won_at is not null
  ) then
    raise exception 'A won deal cannot be reopened' using errcode = '22023';
  end if;
  update public.listings set status = p_status where id = p_listing_id returning * into v_row;
  if not found then
    raise exception 'Company not found' using errcode = 'PT404';
  end if;
  return v_row;
end;
$$;

-- my_dashboard_stats: successful deals and earnings are won deals only (withdrawn ≠ won).
create or replace function public.my_dashboard_stats()
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
  with own as (
    select l.id, l.status, l.success_fee_eur, l.deal_won_at from public.listings l where l.user_id = v_uid
  )
  select
    (select p.role from public.profiles p where p.id = v_uid),
    (select count(*) from own where own.status = 'active')::integer,
    (select count(*) from own where own.deal_won_at is not null)::integer,
    (select coalesce(sum(own.success_fee_eur), 0) from own where own.deal_won_at is not null)::integer,
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
  'Dashboard figures of the verified caller (one row). Scout: active_listings, successful_deals (own won deals, not withdrawn listings), total_earnings_eur (success fees of those deals), profile_views (views of own listings). '
  'Company: interested_parties (distinct users with inquiries on own listings), new_messages (pending inquiries on own listings), ndas_signed (on own listings), profile_views. '
  'Investor: interests (own inquiries), listings_viewed (distinct listings opened), ndas (own signatures), views (own listing opens).';

-- create_listing takes the asking price amount (a new signature; the old one is dropped so that
-- named calls are never ambiguous).
drop function public.create_listing(public.listing_type, text, public.industry, public.revenue_range,
  public.employee_range, public.location, text, text, text, text, boolean, text);

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
  p_full_details text default null,
  p_asking_price_eur bigint default null
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
    user_id, user_role, type, industry, revenue, employees, location, price, asking_price_eur,
    anonymized_description, market_position, patents
  ) values (
    v_uid, v_profile.role, p_type, p_industry, p_revenue, p_employees, p_location,
    nullif(private.squish(p_price), ''), p_asking_price_eur,
    private.squish(p_anonymized_description), nullif(private.squish(p_market_position), ''),
    coalesce(p_patents, false)
  ) returning id into v_id;

  insert into public.listing_details (listing_id, title, description, full_details)
  values (v_id, private.squish(p_title), private.squish(p_description), nullif(private.squish(p_full_details), ''));

  return v_id;
end;
$$;
comment on function public.create_listing(public.listing_type, text, public.industry, public.revenue_range,
  public.employee_range, public.location, text, text, text, text, boolean, text, bigint) is
  'Creates a listing of the verified scout or company caller: the teaser (with the optional asking price in EUR and a price note) and its confidential details.';

revoke all on function public.create_listing(public.listing_type, text, public.industry, public.revenue_range,
  public.employee_range, public.location, text, text, text, text, boolean, text, bigint) from public;
-- Without a session the spec's message 'User not authenticated' is what the caller should see.
grant execute on function public.create_listing(public.listing_type, text, public.industry, public.revenue_range,
  public.employee_range, public.location, text, text, text, text, boolean, text, bigint)
  to anon, authenticated, service_role;
