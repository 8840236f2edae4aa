-- Issue 19: matching, computed in the database, on the buyers' investment profiles
-- (20261125300001: industries, locations, revenue and employee ranges) and verified capacity
-- (private.verified_capacity_band()).
--
-- * public.recommended_listings(p_limit): "Recommended for you" for a buyer: active listings for
--   sale (not their own) in the profile's industries and locations (any when empty), revenue
--   within the profile's range, ranked by fit (each criterion the profile sets and the listing
--   meets counts, employees too) and then by recency, with the reasons. An index lookup per
--   (industry, location) pair, newest first, never a scan of all listings.
-- * public.listing_matching_buyers(p_listing_id): for a listing's owner, the verified buyers
--   whose profile accepts the listing: how many, and an anonymised list (a reference valid for
--   this listing only, the verified capacity band, what matches, the timeframe; no id, name or
--   contact), and whether each was invited.
-- * public.invite_matching_buyer(p_listing_id, p_buyer_ref): the owner invites one of them; the
--   buyer gets a 'listing.invitation' notification. Once per listing and buyer, at most 20
--   invitations per owner in 24 hours.

-- Per (industry, location) the newest active listings, with what the ranking reads.
create index listings_active_industry_location_idx on public.listings
  (industry, location, created_at desc, id desc)
  include (revenue, employees, type, user_id)
  where status = 'active';
comment on index public.listings_active_industry_location_idx is
  'Recommendations: newest active listings per industry and location, covering the ranking''s columns.';

-- The anonymised reference of a buyer for one listing: an HMAC with a key only the database
-- knows, so an owner cannot derive it for anyone or link the same buyer across listings.
create table private.matching_secret (
  id boolean primary key default true check (id),
  key bytea not null default extensions.gen_random_bytes(32)
);
comment on table private.matching_secret is 'Key of the anonymised buyer references of matching (one row, never exposed).';
insert into private.matching_secret default values;
alter table private.matching_secret enable row level security;
revoke all on table private.matching_secret from public, anon, authenticated;

create function private.buyer_ref(p_listing_id uuid, p_buyer_id uuid) returns text
language sql stable security definer set search_path = '' as $$
  select encode(extensions.hmac(convert_to(p_listing_id::text || ':' || p_buyer_id::text, 'UTF8'), (select s.key from private.matching_secret s), 'sha256'), 'hex')
$$;
comment on function private.buyer_ref(uuid, uuid) is 'Anonymised reference of a buyer for one listing (HMAC-SHA256, hex).';
revoke all on function private.buyer_ref(uuid, uuid) from public;

create table private.listing_invitations (
  listing_id uuid not null references public.listings (id) on delete cascade,
  buyer_id uuid not null references public.profiles (id) on delete cascade,
  invited_by uuid not null references public.profiles (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (listing_id, buyer_id)
);
comment on table private.listing_invitations is 'Invitations of matching buyers by a listing''s owner (once per listing and buyer); not exposed.';
create index listing_invitations_buyer_id_idx on private.listing_invitations (buyer_id);
create index listing_invitations_invited_by_idx on private.listing_invitations (invited_by, created_at desc);
alter table private.listing_invitations enable row level security;
revoke all on table private.listing_invitations from public, anon, authenticated;

-- Recommendations --------------------------------------------------------------------------------
create function public.recommended_listings(p_limit integer default 6)
returns table (
  id uuid,
  type public.listing_type,
  industry public.industry,
  revenue public.revenue_range,
  employees public.employee_range,
  location public.location,
  price text,
  anonymized_description text,
  created_at timestamptz,
  score integer,
  reasons text[]
)
language plpgsql stable security definer set search_path = '' as $$
declare
  v_uid uuid := (select private.verified_caller());
  v_profile public.investment_profiles;
  v_limit integer := least(greatest(coalesce(p_limit, 6), 1), 24);
  v_industries public.industry[];
  v_locations public.location[];
  v_per_pair integer;
begin
  select * into v_profile from public.investment_profiles ip where ip.user_id = v_uid;
  if not found then
    return; -- no profile, no recommendations (the dashboard invites the buyer to fill it in)
  end if;
  v_industries := coalesce(nullif(v_profile.industries, '{}'), enum_range(null::public.industry));
  v_locations := coalesce(nullif(v_profile.locations, '{}'), enum_range(null::public.location));
  -- Enough candidates per pair to rank, few enough that an open profile (9 × 19 pairs) stays fast.
  v_per_pair := greatest(v_limit, 400 / (cardinality(v_industries) * cardinality(v_locations)));
  return query
  with candidates as (
    select c.*
    from unnest(v_industries) i
    cross join unnest(v_locations) loc
    cross join lateral (
      select l.id, l.type, l.industry, l.revenue, l.employees, l.location, l.created_at
      from public.listings l
      where l.status = 'active' and l.industry = i and l.location = loc
        and l.type = 'sell' and l.user_id <> v_uid
        and (v_profile.revenue_min is null or l.revenue >= v_profile.revenue_min)
        and (v_profile.revenue_max is null or l.revenue <= v_profile.revenue_max)
      order by l.created_at desc, l.id desc
      limit v_per_pair
    ) c
  ),
  ranked as (
    select c.*,
      array_remove(array[
        case when cardinality(v_profile.industries) > 0 then 'industry' end,
        case when cardinality(v_profile.locations) > 0 then 'location' end,
        case when v_profile.revenue_min is not null or v_profile.revenue_max is not null then 'revenue' end,
        case when (v_profile.employees_min is not null or v_profile.employees_max is not null)
          and (v_profile.employees_min is null or c.employees >= v_profile.employees_min)
          and (v_profile.employees_max is null or c.employees <= v_profile.employees_max) then 'employees' end
      ], null) as why
    from candidates c
  ),
  top as (
    select r.* from ranked r
    order by cardinality(r.why) desc, r.created_at desc, r.id desc
    limit v_limit
  )
  select l.id, l.type, l.industry, l.revenue, l.employees, l.location, l.price,
    l.anonymized_description, l.created_at, cardinality(t.why), t.why
  from top t
  join public.listings l on l.id = t.id
  order by cardinality(t.why) desc, t.created_at desc, t.id desc;
end;
$$;
comment on function public.recommended_listings(integer) is
  'Recommended for you: active listings for sale matching the caller''s investment profile (industries, locations, revenue range), ranked by the criteria they meet (reasons: industry, location, revenue, employees), then newest; 1-24 (default 6). Empty without a profile.';
revoke all on function public.recommended_listings(integer) from public, anon, authenticated;
grant execute on function public.recommended_listings(integer) to authenticated, service_role;

-- Matching buyers of a listing -------------------------------------------------------------------
-- Verified buyers (investors) with an unexpired capacity band whose profile accepts the listing.
create function private.matching_buyers(p_listing public.listings)
returns table (buyer_id uuid, band public.capacity_band, timeframe public.investment_timeframe, reasons text[])
language sql stable security definer set search_path = '' as $$
  select ip.user_id, c.band, ip.timeframe,
    array_remove(array[
      case when cardinality(ip.industries) > 0 then 'industry' end,
      case when cardinality(ip.locations) > 0 then 'location' end,
      case when ip.revenue_min is not null or ip.revenue_max is not null then 'revenue' end,
      case when ip.employees_min is not null or ip.employees_max is not null then 'employees' end
    ], null)
  from public.investment_profiles ip
  join public.buying_capacity c on c.user_id = ip.user_id and c.expires_at > now()
  join public.profiles p on p.id = ip.user_id and p.verification_status = 'verified' and p.role = 'investor'
  where ip.user_id <> p_listing.user_id
    and (ip.industries = '{}' or ip.industries @> array[p_listing.industry])
    and (ip.locations = '{}' or ip.locations @> array[p_listing.location])
    and (ip.revenue_min is null or p_listing.revenue >= ip.revenue_min)
    and (ip.revenue_max is null or p_listing.revenue <= ip.revenue_max)
    and (ip.employees_min is null or p_listing.employees >= ip.employees_min)
    and (ip.employees_max is null or p_listing.employees <= ip.employees_max)
$$;
comment on function private.matching_buyers(public.listings) is
  'Verified investors with an unexpired capacity band whose investment profile accepts the listing (industry, location, revenue, employees), not its owner.';
revoke all on function private.matching_buyers(public.listings) from public;

create function private.owned_active_listing(p_listing_id uuid) returns public.listings
language plpgsql stable security definer set search_path = '' as $$
declare
  v_uid uuid := (select private.verified_caller());
  v_listing public.listings;
begin
  select * into v_listing from public.listings l where l.id = p_listing_id and l.user_id = v_uid;
  if not found then
    raise exception 'Company not found' using errcode = 'PT404';
  end if;
  return v_listing;
end;
$$;
comment on function private.owned_active_listing(uuid) is
  'The caller''s own listing, or PT404 (the same for one that does not exist and one of somebody else).';
revoke all on function private.owned_active_listing(uuid) from public;

create function public.listing_matching_buyers(p_listing_id uuid)
returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  v_listing public.listings := private.owned_active_listing(p_listing_id);
begin
  return (
    select jsonb_build_object(
      'count', count(*),
      'buyers', coalesce(jsonb_agg(jsonb_build_object(
          'ref', private.buyer_ref(v_listing.id, m.buyer_id),
          'band', m.band,
          'timeframe', m.timeframe,
          'reasons', to_jsonb(m.reasons),
          'invited', exists (select 1 from private.listing_invitations li
                             where li.listing_id = v_listing.id and li.buyer_id = m.buyer_id))
        order by m.band desc, private.buyer_ref(v_listing.id, m.buyer_id)) filter (where m.rn <= 50), '[]'::jsonb))
    from (
      select mb.*, row_number() over (order by mb.band desc, private.buyer_ref(v_listing.id, mb.buyer_id)) as rn
      from private.matching_buyers(v_listing) mb
    ) m
  );
end;
$$;
comment on function public.listing_matching_buyers(uuid) is
  'Owner of the listing only: how many verified buyers (unexpired capacity band) match it, and up to 50 of them anonymised: ref (valid for this listing), band, timeframe, reasons, invited.';
revoke all on function public.listing_matching_buyers(uuid) from public, anon, authenticated;
grant execute on function public.listing_matching_buyers(uuid) to authenticated, service_role;

create function public.invite_matching_buyer(p_listing_id uuid, p_buyer_ref text)
returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_listing public.listings := private.owned_active_listing(p_listing_id);
  v_buyer uuid;
begin
  if v_listing.status <> 'active' then
    raise exception 'Only an active listing can invite buyers' using errcode = '22023';
  end if;
  select mb.buyer_id into v_buyer from private.matching_buyers(v_listing) mb
  where private.buyer_ref(v_listing.id, mb.buyer_id) = p_buyer_ref;
  if v_buyer is null then
    raise exception 'Buyer not found' using errcode = 'PT404';
  end if;
  -- Serialises one owner's invitations, so the limit holds under concurrent calls.
  perform 1 from public.profiles p where p.id = v_listing.user_id for update;
  if (select count(*) from private.listing_invitations li
      where li.invited_by = v_listing.user_id and li.created_at > now() - interval '24 hours') >= 20 then
    raise exception 'You can invite at most 20 buyers a day' using errcode = '54000';
  end if;
  insert into private.listing_invitations (listing_id, buyer_id, invited_by)
  values (v_listing.id, v_buyer, v_listing.user_id)
  on conflict do nothing;
  if not found then
    raise exception 'This buyer is already invited' using errcode = '23505';
  end if;
  perform private.notify(v_buyer, 'listing.invitation',
    '/discover?industry=' || private.url_encode(v_listing.industry::text) || '&location=' || private.url_encode(v_listing.location::text),
    jsonb_build_object('listing_id', v_listing.id, 'listing_type', v_listing.type, 'industry', v_listing.industry,
      'location', v_listing.location, 'revenue', v_listing.revenue));
end;
$$;
comment on function public.invite_matching_buyer(uuid, text) is
  'Owner of an active listing invites one of its matching buyers (by the anonymised ref of listing_matching_buyers): a listing.invitation notification; once per listing and buyer, at most 20 a day per owner.';
revoke all on function public.invite_matching_buyer(uuid, text) from public, anon, authenticated;
grant execute on function public.invite_matching_buyer(uuid, text) to authenticated, service_role;
