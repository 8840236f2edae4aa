-- Listings and their details: the anonymous teaser every verified user browses, the confidential
-- details only the owner, admins and unlocked investors read, and every way to create, search,
-- change and close a listing. "Who may read a listing's details?" is answered here
-- (private.readable_detail_listing_ids()).

-- Types: the business constants of spec section 9 live here and reach the app through the
-- generated types (src/lib/database.types.ts).
create type public.listing_type as enum ('sell', 'buy');
create type public.listing_status as enum ('active', 'closed');
create type public.industry as enum (
  'Technology', 'Manufacturing', 'Healthcare', 'E-Commerce', 'Real Estate', 'Services', 'Retail',
  'Energy', 'Finance'
);
create type public.revenue_range as enum (
  '0-500K', '500K-1M', '1M-2M', '2M-5M', '5M-10M', '10M-20M', '20M-50M', '50M-100M', '100M+'
);
create type public.employee_range as enum (
  '1-10', '11-50', '51-100', '101-250', '251-500', '501-1000', '1000+'
);
create type public.location as enum (
  'Germany', 'Austria', 'Switzerland', 'Netherlands', 'Belgium', 'Luxembourg', 'France', 'Italy',
  'Spain', 'United Kingdom', 'Ireland', 'Denmark', 'Sweden', 'Norway', 'Finland', 'Poland',
  'Czech Republic', 'Other EU Country', 'Non-EU Country'
);
comment on type public.listing_type is 'sell: a business for sale; buy: a buying interest.';
comment on type public.listing_status is 'active listings are in the public browse; closed ones stay with their owner.';
comment on type public.industry is 'Industries (spec section 9), in display order.';
comment on type public.revenue_range is 'Annual revenue ranges in euro (spec section 9), in ascending order.';
comment on type public.employee_range is 'Employee count ranges (spec section 9), in ascending order.';
comment on type public.location is 'Locations (spec section 9), in display order.';

-- Listings (the teaser) ------------------------------------------------------------------------
create table public.listings (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  user_role public.app_role not null,
  type public.listing_type not null,
  industry public.industry not null,
  revenue public.revenue_range not null,
  employees public.employee_range not null,
  location public.location not null,
  price text,
  anonymized_description text not null,
  market_position text,
  patents boolean not null default false,
  status public.listing_status not null default 'active',
  success_fee_eur integer,
  search_text text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint listings_user_role_lister check (user_role in ('scout', 'company')),
  constraint listings_price_length check (char_length(price) <= 100),
  constraint listings_anonymized_description_not_blank check (anonymized_description ~ '[^[:space:]]'),
  constraint listings_anonymized_description_length check (char_length(anonymized_description) <= 5000),
  constraint listings_market_position_length check (char_length(market_position) <= 2000),
  constraint listings_success_fee_eur_range check (success_fee_eur between 0 and 5000)
);
comment on table public.listings is 'Deal teasers (anonymous part of a listing); verified users browse the active ones. Created with public.create_listing().';
comment on column public.listings.user_id is 'Owner (creator) of the listing.';
comment on column public.listings.user_role is 'Role of the creator when the listing was created, taken from the profile by the database.';
comment on column public.listings.price is 'Asking price or price idea as free text (optional).';
comment on column public.listings.anonymized_description is 'Public, anonymous description shown to every verified user.';
comment on column public.listings.status is 'active: in the public browse; closed: deal done or withdrawn, visible to the owner and admins only.';
comment on column public.listings.success_fee_eur is 'Fee earned on the closed deal (0-5,000 EUR); recorded by an admin through public.close_listing().';
comment on column public.listings.search_text is 'Lower-cased anonymized description, industry, location and market position, maintained by a trigger; searched by public.search_listings() (trigram index).';

create index listings_user_id_idx on public.listings (user_id);
create index listings_status_created_idx on public.listings (status, created_at desc, id desc);
create index listings_industry_created_idx on public.listings (industry, status, created_at desc, id desc);
create index listings_revenue_created_idx on public.listings (revenue, status, created_at desc, id desc);
create index listings_location_created_idx on public.listings (location, status, created_at desc, id desc);
-- Discover under RLS: a request's filters become index conditions only when their operators are
-- leakproof, and enum equality is not; a partial index's predicate can be proven from any qual,
-- though. So the first page of discover is an ordered scan of this index that stops after one
-- page, with the filters and the policy's columns checked from the index itself.
create index listings_active_created_idx on public.listings (created_at desc, id desc)
  include (user_id, status, industry, revenue, location)
  where status = 'active';
comment on index public.listings_active_created_idx is
  'Discover under RLS: active listings newest first, covering the policy and filter columns.';
-- Text search with filters: one GIN index over the words (trigrams) and the filter columns, so
-- only listings that match everything are read (a trigram index alone found thousands of
-- candidates at 100,000 listings and read each one to check the filters).
create index listings_active_search_idx on public.listings
  using gin (search_text extensions.gin_trgm_ops, industry, revenue, location, type)
  where status = 'active';
comment on index public.listings_active_search_idx is
  'Discover text search: the words (trigrams) and the filters of search_listings() in one index, active listings only.';

-- Listing details (the confidential part) ------------------------------------------------------
create table public.listing_details (
  listing_id uuid primary key references public.listings (id) on delete cascade,
  title text not null,
  description text not null,
  full_details text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint listing_details_title_not_blank check (title ~ '[^[:space:]]'),
  constraint listing_details_title_length check (char_length(title) <= 200),
  constraint listing_details_description_not_blank check (description ~ '[^[:space:]]'),
  constraint listing_details_description_length check (char_length(description) <= 10000),
  constraint listing_details_full_details_length check (char_length(full_details) <= 50000)
);
comment on table public.listing_details is 'Confidential part of a listing: readable by its owner, admins and investors with a signed NDA and an approved unlock.';
comment on column public.listing_details.description is 'Public description of the form (names the company); confidential.';
comment on column public.listing_details.full_details is 'Full deal details for unlocked investors (optional).';

-- Policy helpers -------------------------------------------------------------------------------
create function private.owned_listing_ids() returns setof uuid
language sql stable security definer set search_path = '' as $$
  select l.id from public.listings l
  where l.user_id = (select auth.uid()) and (select private.is_verified())
$$;
comment on function private.owned_listing_ids() is 'Listings of the verified caller; use as `listing_id in (select private.owned_listing_ids())`.';

-- Reads the deal tables of 20261120000004 (PL/pgSQL resolves them when it runs). PL/pgSQL keeps
-- the union's plan per connection; as a SQL function it was planned at every call (0.6 ms on
-- every request that reads listing_details, such as the discover cards).
create function private.readable_detail_listing_ids() returns setof uuid
language plpgsql stable security definer set search_path = '' as $$
begin
  return query
  select l.id from public.listings l
  where l.user_id = (select auth.uid()) and (select private.is_verified())
  union
  select u.listing_id
  from public.unlock_requests u
  join public.nda_signatures n on n.listing_id = u.listing_id and n.user_id = u.user_id
  where u.user_id = (select auth.uid())
    and u.status = 'approved'
    and (select private.is_verified())
    and (select private.current_app_role()) = 'investor';
end;
$$;
comment on function private.readable_detail_listing_ids() is
  'Listings whose confidential details the caller may read: own listings, and as verified investor those with a signed NDA and an approved unlock.';

revoke all on function private.owned_listing_ids(), private.readable_detail_listing_ids() from public;
grant execute on function private.owned_listing_ids(), private.readable_detail_listing_ids()
  to authenticated, service_role;

-- Grants and policies --------------------------------------------------------------------------
alter table public.listings enable row level security;
alter table public.listing_details enable row level security;
revoke all on table public.listings, public.listing_details from anon, authenticated;

-- Listings: verified users read the active ones, owners also their closed ones, admins all.
-- Created only through public.create_listing(); owners change the teaser and the status
-- (close/reopen), never user_id, user_role or success_fee_eur (public.close_listing(), admins).
grant select, delete on public.listings to authenticated;
grant update (type, industry, revenue, employees, location, price, anonymized_description,
  market_position, patents, status) on public.listings to authenticated;

create policy "listings: verified users read active, owners their own" on public.listings
  for select to authenticated
  using (
    (select private.is_admin())
    or ((select private.is_verified()) and (status = 'active' or user_id = (select auth.uid())))
  );
create policy "listings: owner or admin updates" on public.listings
  for update to authenticated
  using ((select private.is_admin()) or ((select private.is_verified()) and user_id = (select auth.uid())))
  with check ((select private.is_admin()) or ((select private.is_verified()) and user_id = (select auth.uid())));
create policy "listings: owner or admin deletes" on public.listings
  for delete to authenticated
  using ((select private.is_admin()) or ((select private.is_verified()) and user_id = (select auth.uid())));

-- Listing details: owner, admins, and investors with a signed NDA and an approved unlock.
grant select on public.listing_details to authenticated;
grant update (title, description, full_details) on public.listing_details to authenticated;

create policy "listing_details: owner, admin or unlocked investor reads" on public.listing_details
  for select to authenticated
  using ((select private.is_admin()) or listing_id in (select private.readable_detail_listing_ids()));
create policy "listing_details: owner or admin updates" on public.listing_details
  for update to authenticated
  using ((select private.is_admin()) or listing_id in (select private.owned_listing_ids()))
  with check ((select private.is_admin()) or listing_id in (select private.owned_listing_ids()));

-- Triggers -------------------------------------------------------------------------------------
create trigger listings_set_updated_at before update on public.listings
  for each row execute function private.set_updated_at();
create trigger listing_details_set_updated_at before update on public.listing_details
  for each row execute function private.set_updated_at();

-- user_role comes from the owner's profile; search_text is derived from the teaser.
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
revoke all on function private.listings_before_write() from public;

create trigger listings_before_write before insert or update on public.listings
  for each row execute function private.listings_before_write();

-- RPCs -----------------------------------------------------------------------------------------
-- Teaser and confidential details in one transaction. Whitespace-only input counts as missing.
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
comment on function public.create_listing(public.listing_type, text, public.industry, public.revenue_range,
  public.employee_range, public.location, text, text, text, text, boolean, text) is
  'Creates a listing (teaser + details) for the verified scout or company calling; user_role comes from the profile. Returns the new listing id.';

-- Discover. Under RLS, Postgres checks a query's own filters only after the policy unless their
-- operators are leakproof (enum equality and ILIKE are not), so a plain PostgREST query scanned
-- every row. This function applies the listings policy's rule itself (verified caller, active
-- listings) and builds the query from the filters given, so filters and order use the indexes
-- above. Keyset pagination: pass created_at and id of the previous page's last row. `rows 25`:
-- one page, not the 1,000 rows assumed for a set-returning function, so the planner looks up
-- what PostgREST embeds (the cards' listing_details) by key.
create function public.search_listings(
  p_search text default null,
  p_industry public.industry default null,
  p_revenue public.revenue_range default null,
  p_location public.location default null,
  p_type public.listing_type default null,
  p_limit integer default 24,
  p_before_created_at timestamptz default null,
  p_before_id uuid default null
) returns setof public.listings
language plpgsql stable security definer rows 25 set search_path = '' as $$
declare
  v_sql text := 'select l.* from public.listings l where l.status = ''active''';
  v_word text;
begin
  if not (select private.is_verified()) then
    raise exception 'Permission denied: verified account required' using errcode = '42501';
  end if;
  if p_industry is not null then v_sql := v_sql || ' and l.industry = $1'; end if;
  if p_revenue is not null then v_sql := v_sql || ' and l.revenue = $2'; end if;
  if p_location is not null then v_sql := v_sql || ' and l.location = $3'; end if;
  if p_type is not null then v_sql := v_sql || ' and l.type = $4'; end if;
  -- Every word must occur in the teaser text; LIKE wildcards in the input are taken literally.
  for v_word in
    select w from regexp_split_to_table(lower(left(coalesce(p_search, ''), 200)), '[[:space:]]+') w where w <> ''
  loop
    v_sql := v_sql || format(' and l.search_text like %L',
      '%' || replace(replace(replace(v_word, '\', '\\'), '%', '\%'), '_', '\_') || '%');
  end loop;
  if p_before_created_at is not null then
    v_sql := v_sql || ' and (l.created_at, l.id) < ($5, coalesce($6, ''ffffffff-ffff-ffff-ffff-ffffffffffff''::uuid))';
  end if;
  v_sql := v_sql || ' order by l.created_at desc, l.id desc limit $7';
  return query execute v_sql
    using p_industry, p_revenue, p_location, p_type, p_before_created_at, p_before_id,
      least(greatest(coalesce(p_limit, 24), 1), 100);
end;
$$;
comment on function public.search_listings(text, public.industry, public.revenue_range, public.location,
  public.listing_type, integer, timestamptz, uuid) is
  'Discover: active listings for verified users, newest first, filtered by industry, revenue, location, type and words of the teaser text (anonymized description, industry, location, market position). p_limit 1-100 (default 24); next page: p_before_created_at/p_before_id of the last row.';

-- Owner (or admin): close or reopen a listing. Security invoker: the policies decide.
create function public.set_listing_status(p_listing_id uuid, p_status public.listing_status)
returns public.listings
language plpgsql security invoker set search_path = '' as $$
declare
  v_row public.listings;
begin
  update public.listings set status = p_status where id = p_listing_id returning * into v_row;
  if not found then
    raise exception 'Company not found' using errcode = 'PT404';
  end if;
  return v_row;
end;
$$;
comment on function public.set_listing_status(uuid, public.listing_status) is
  'Owner or admin closes (closed) or reopens (active) a listing, without a success fee.';

-- Admins record a closed deal and its success fee (owners cannot write success_fee_eur).
-- PT404: PostgREST answers it with HTTP 404 (P0002 would be a 500).
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
    raise exception 'Company not found' using errcode = 'PT404';
  end if;
  return v_row;
end;
$$;
comment on function public.close_listing(uuid, integer) is 'Admin only: close a listing as a successful deal and record the success fee (0-5,000 EUR).';

revoke all on function
  public.create_listing(public.listing_type, text, public.industry, public.revenue_range,
    public.employee_range, public.location, text, text, text, text, boolean, text),
  public.search_listings(text, public.industry, public.revenue_range, public.location,
    public.listing_type, integer, timestamptz, uuid),
  public.set_listing_status(uuid, public.listing_status),
  public.close_listing(uuid, integer)
  from public, anon, authenticated;
grant execute on function
  public.create_listing(public.listing_type, text, public.industry, public.revenue_range,
    public.employee_range, public.location, text, text, text, text, boolean, text),
  public.search_listings(text, public.industry, public.revenue_range, public.location,
    public.listing_type, integer, timestamptz, uuid),
  public.set_listing_status(uuid, public.listing_status),
  public.close_listing(uuid, integer)
  to authenticated, service_role;
-- Without a session the spec's message 'User not authenticated' is what the caller should see.
grant execute on function
  public.create_listing(public.listing_type, text, public.industry, public.revenue_range,
    public.employee_range, public.location, text, text, text, text, boolean, text)
  to anon;
