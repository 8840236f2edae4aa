-- Issue 19, buyers worth a seller's time: each buyer's investment profile (what they look for, in
-- the listings' own vocabularies so that matching compares like with like) and their verified
-- buying capacity (a band an admin sets from a proof of funds, valid for six months).
--
-- * public.investment_profiles: one row per user, written by that user only; read by the user,
--   admins, and the owners of listings the user has contacted (a deal exists).
-- * public.buying_capacity: one row per user, the current band. Nobody writes it through the API
--   (no insert/update/delete grant): an admin's review RPC of a later migration sets it.
-- * private.verified_capacity_band(user): the band while it is unexpired, else null. The one rule
--   for "is this buyer verified, and how far" (access requests, matching, the owner's views).
-- * public.listings.required_capacity_band: the minimum verified band an owner asks of those who
--   request access to a listing (enforced by a later migration's trigger on deals).

-- Vocabularies --------------------------------------------------------------------------------------
create type public.capacity_band as enum ('under_500k', '500k_2m', '2m_10m', 'over_10m');
comment on type public.capacity_band is
  'Verified buying capacity in EUR, ascending: under 500k, 500k-2M, 2M-10M, over 10M. Set by an admin from a proof of funds.';

create type public.investment_deal_type as enum (
  'full_takeover', 'majority_stake', 'minority_stake', 'succession', 'asset_deal'
);
comment on type public.investment_deal_type is
  'Kinds of transaction a buyer considers: the whole company, a majority or minority stake, a succession (Nachfolge), an asset deal.';

create type public.investment_timeframe as enum (
  'immediately', 'within_6_months', 'within_12_months', 'over_12_months'
);
comment on type public.investment_timeframe is 'When a buyer means to close, ascending.';

-- Helpers ---------------------------------------------------------------------------------------------
-- Buyers whose deals touch a listing of the verified caller: they contacted the caller.
create function private.contacted_buyer_ids() returns setof uuid
language plpgsql stable security definer set search_path = '' as $$
begin
  return query
  select distinct d.buyer_id from public.deals d
  where d.listing_id in (select private.owned_listing_ids());
end;
$$;
comment on function private.contacted_buyer_ids() is
  'Buyers with a deal on a listing of the verified caller (they contacted the caller); use as `user_id in (select private.contacted_buyer_ids())`.';

revoke all on function private.contacted_buyer_ids() from public;
grant execute on function private.contacted_buyer_ids() to authenticated, service_role;

-- Investment profiles -------------------------------------------------------------------------------
create table public.investment_profiles (
  user_id uuid primary key references public.profiles (id) on delete cascade,
  industries public.industry[] not null default '{}',
  locations public.location[] not null default '{}',
  deal_types public.investment_deal_type[] not null default '{}',
  revenue_min public.revenue_range,
  revenue_max public.revenue_range,
  employees_min public.employee_range,
  employees_max public.employee_range,
  ticket_min_eur bigint,
  ticket_max_eur bigint,
  -- For matching: the ticket as one range ('[min, max]', unbounded where a side is missing).
  ticket_range int8range generated always as (int8range(ticket_min_eur, ticket_max_eur, '[]')) stored,
  equity_share_percent smallint,
  timeframe public.investment_timeframe,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint investment_profiles_industries_count check (cardinality(industries) <= 9),
  constraint investment_profiles_locations_count check (cardinality(locations) <= 19),
  constraint investment_profiles_deal_types_count check (cardinality(deal_types) <= 5),
  constraint investment_profiles_no_null_elements check (
    array_position(industries, null) is null and array_position(locations, null) is null
    and array_position(deal_types, null) is null
  ),
  constraint investment_profiles_revenue_order check (revenue_min <= revenue_max),
  constraint investment_profiles_employees_order check (employees_min <= employees_max),
  constraint investment_profiles_ticket_min_range check (ticket_min_eur between 0 and 10000000000),
  constraint investment_profiles_ticket_max_range check (ticket_max_eur between 0 and 10000000000),
  constraint investment_profiles_ticket_order check (ticket_min_eur <= ticket_max_eur),
  constraint investment_profiles_equity_share_range check (equity_share_percent between 0 and 100)
);
comment on table public.investment_profiles is
  'What a buyer looks for (one row per user), in the listings'' vocabularies for matching. Written by the user; read by the user, admins and owners of listings the user contacted.';
comment on column public.investment_profiles.industries is 'Industries of interest (empty: any).';
comment on column public.investment_profiles.locations is 'Locations of interest (empty: any).';
comment on column public.investment_profiles.deal_types is 'Kinds of transaction considered (empty: any).';
comment on column public.investment_profiles.revenue_min is 'Lowest annual revenue range of interest (null: no lower bound).';
comment on column public.investment_profiles.revenue_max is 'Highest annual revenue range of interest (null: no upper bound).';
comment on column public.investment_profiles.employees_min is 'Lowest employee range of interest (null: no lower bound).';
comment on column public.investment_profiles.employees_max is 'Highest employee range of interest (null: no upper bound).';
comment on column public.investment_profiles.ticket_min_eur is 'Smallest ticket (purchase price) in EUR the buyer considers.';
comment on column public.investment_profiles.ticket_max_eur is 'Largest ticket (purchase price) in EUR the buyer considers.';
comment on column public.investment_profiles.ticket_range is 'ticket_min_eur..ticket_max_eur as an inclusive range (generated), for overlap searches.';
comment on column public.investment_profiles.equity_share_percent is 'Share of the ticket the buyer brings as own equity, in percent.';
comment on column public.investment_profiles.timeframe is 'When the buyer means to close.';

-- Matching asks "which profiles accept this industry / location / deal type" (array containment,
-- GIN), and "which ranges hold this revenue / employee count / ticket" (btree on the bounds, GiST
-- on the ticket range).
create index investment_profiles_industries_idx on public.investment_profiles using gin (industries);
create index investment_profiles_locations_idx on public.investment_profiles using gin (locations);
create index investment_profiles_deal_types_idx on public.investment_profiles using gin (deal_types);
create index investment_profiles_revenue_idx on public.investment_profiles (revenue_min, revenue_max);
create index investment_profiles_employees_idx on public.investment_profiles (employees_min, employees_max);
create index investment_profiles_ticket_range_idx on public.investment_profiles using gist (ticket_range);

create trigger investment_profiles_set_updated_at before update on public.investment_profiles
  for each row execute function private.set_updated_at();

alter table public.investment_profiles enable row level security;
revoke all on table public.investment_profiles from anon, authenticated;
grant select, delete on public.investment_profiles to authenticated;
grant insert (user_id, industries, locations, deal_types, revenue_min, revenue_max, employees_min,
  employees_max, ticket_min_eur, ticket_max_eur, equity_share_percent, timeframe)
  on public.investment_profiles to authenticated;
grant update (industries, locations, deal_types, revenue_min, revenue_max, employees_min,
  employees_max, ticket_min_eur, ticket_max_eur, equity_share_percent, timeframe)
  on public.investment_profiles to authenticated;

create policy "investment_profiles: owner, admin or contacted listing owner reads" on public.investment_profiles
  for select to authenticated
  using (
    user_id = (select auth.uid())
    or (select private.is_admin())
    or user_id in (select private.contacted_buyer_ids())
  );
create policy "investment_profiles: the verified user writes their own" on public.investment_profiles
  for insert to authenticated
  with check (user_id = (select auth.uid()) and (select private.is_verified()));
create policy "investment_profiles: the verified user changes their own" on public.investment_profiles
  for update to authenticated
  using (user_id = (select auth.uid()) and (select private.is_verified()))
  with check (user_id = (select auth.uid()) and (select private.is_verified()));
create policy "investment_profiles: the user deletes their own" on public.investment_profiles
  for delete to authenticated
  using (user_id = (select auth.uid()));

-- Buying capacity -----------------------------------------------------------------------------------
create table public.buying_capacity (
  user_id uuid primary key references public.profiles (id) on delete cascade,
  band public.capacity_band not null,
  verified_at timestamptz not null default now(),
  verified_by uuid references public.profiles (id) on delete set null,
  expires_at timestamptz not null,
  constraint buying_capacity_expires_after_verification check (expires_at > verified_at)
);
comment on table public.buying_capacity is
  'The verified buying capacity of a user (one row per user): the band an admin set from a proof of funds and until when it counts. '
  'Written only by the admin review RPC; read by the user, admins and owners of listings the user contacted (never the proof itself).';
comment on column public.buying_capacity.band is 'Capacity band the admin verified.';
comment on column public.buying_capacity.verified_at is 'When the admin decided.';
comment on column public.buying_capacity.verified_by is 'The admin who set the band.';
comment on column public.buying_capacity.expires_at is 'Six months after the decision; from then on the band counts as none (private.verified_capacity_band()).';
create index buying_capacity_verified_by_idx on public.buying_capacity (verified_by);
create index buying_capacity_band_expires_idx on public.buying_capacity (band, expires_at);

alter table public.buying_capacity enable row level security;
revoke all on table public.buying_capacity from anon, authenticated;
grant select on public.buying_capacity to authenticated;

create policy "buying_capacity: owner, admin or contacted listing owner reads" on public.buying_capacity
  for select to authenticated
  using (
    user_id = (select auth.uid())
    or (select private.is_admin())
    or user_id in (select private.contacted_buyer_ids())
  );

create function private.verified_capacity_band(p_user_id uuid) returns public.capacity_band
language plpgsql stable security definer set search_path = '' as $$
begin
  return (
    select c.band from public.buying_capacity c
    where c.user_id = p_user_id and c.expires_at > now()
  );
end;
$$;
comment on function private.verified_capacity_band(uuid) is
  'The user''s verified buying capacity band while it has not expired; null when unverified or expired.';
revoke all on function private.verified_capacity_band(uuid) from public;
grant execute on function private.verified_capacity_band(uuid) to authenticated, service_role;

-- The owner's requirement per listing -----------------------------------------------------------------
alter table public.listings add column required_capacity_band public.capacity_band;
comment on column public.listings.required_capacity_band is
  'Minimum verified buying capacity band (unexpired) a buyer needs to ask for access to the details; null: none required. Set by the owner.';
grant update (required_capacity_band) on public.listings to authenticated;
