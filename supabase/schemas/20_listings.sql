-- listings: Listings and their confidential details: who may read which part, search, views and analytics.
--
-- The current text of this subject (supabase/schemas/README.md). Change the database by editing
-- this file and running `npm run db:diff -- <name>`; the migration it writes is reviewed and
-- committed with it.
--
-- From 20261120000003_listings_and_details.sql:
--   Listings and their details: the anonymous teaser every verified user browses, the confidential
--   details only the owner, admins and unlocked investors read, and every way to create, search,
--   change and close a listing. "Who may read a listing's details?" is answered here
--   (private.readable_detail_listing_ids()).
--
-- From 20261123120000_asking_price_and_won_deals.sql:
--   Issue 20: a listing's asking price as a comparable EUR amount, and won deals as their own state.
--
--   1. listings.asking_price_eur: an optional whole-euro amount (null = "on request"); the existing
--      free-text `price` stays beside it as a note ("plus stock", "CHF 8-10M").
--   2. listings.deal_won_at: set only by public.close_listing() (admins). A listing its owner closes
--      is withdrawn (status closed, deal_won_at null, no fee); a won deal is closed, has its time and
--      a success fee, and cannot be reopened. The scout's "successful deals" and earnings count only
--      won deals.
--
-- From 20261124100003_search_titles_by_index.sql:
--   Issue 16: search by title, cheaper. The title match of 20261124100002 went through
--   private.readable_detail_listing_ids() (a set function the planner guesses at 1,000 rows); this
--   reads the same two sources directly by their indexes (listings by owner, deals by buyer).
--
-- From 20261125400003_listing_analytics.sql:
--   Issue 19: seller analytics per listing, for its owner alone, from the data: views (the existing
--   public.listing_views, written by record_listing_view() when a verified user opens a teaser;
--   counted once per viewer and day), inquiries (deals created), NDAs, access granted and offers
--   (public.deal_events: to_stage nda_signed, access_granted, offer_submitted). A funnel (distinct
--   viewers and deals that reached each step, all time) and a weekly series (events per ISO week,
--   Monday to Sunday in UTC, the last p_weeks weeks including the current one).
--
-- From 20261129910001_leads_close_the_deal.sql:
--   Issue 34: a deal team's member reads the listing's title where the app names the deal (the top
--   bar's unread list, "My deals"), as the deal page already showed it: members of the owner's
--   side always, of the buyer's side once the buyer's deal may read the confidential material
--   (private.team_detail_listing_ids(), in the select policy of public.listing_details), and the
--   listing's teaser row of their deal (private.team_listing_ids(), in the select policy of
--   public.listings) while their account is under review or the listing is closed. Invited,
--   removed and rejected members and strangers read no title.

-- From 20261201000001_details_readers_plan_the_rule.sql:
--   The listing_details policy builds the caller's readable listings once per request; it called
--   private.may_read_confidential() once per deal of the caller. Now readable_detail_listing_ids()
--   and team_detail_listing_ids() plan private.deals_reading_details (30_deals.sql), the same rule
--   as a view, into their query, and owned_listing_ids() is PL/pgSQL (kept plans): 1.4-2.0 ms of
--   a request became 0.6-0.8 ms at 100k listings (bench: unread-counts, unread-member).
--
-- From 20261202000001_kept_detail_readers.sql:
--   readable_detail_listing_ids() and team_detail_listing_ids() read the kept paths
--   (private.listing_detail_readers, 30_deals.sql) and add the caller's account and the clock.
--
-- From 20261203000001_policy_helpers_once.sql:
--   The select policies of listings, listing_details, listing_facts, listing_financials and deals
--   check the row's own columns and the caller's sets before is_admin(), which Postgres then runs
--   only for rows the others refuse; readable_detail_listing_ids() and team_detail_listing_ids()
--   read the caller's profile in their one query instead of calling is_verified() and
--   current_app_role(). The top bar's unread request spent 0.1-0.2 ms less in the database.

-- Types -------------------------------------------------------------------------------------------

create type public.listing_status as enum (
  'active',
  'closed',
  'draft'
);
comment on type public.listing_status is 'active listings are in the public browse; closed ones stay with their owner; a draft is not yet published (its owner alone sees it; publishing makes it active, and a published listing never becomes a draft again).';

create type public.listing_type as enum (
  'sell',
  'buy'
);
comment on type public.listing_type is 'sell: a business for sale; buy: a buying interest.';

-- The structured facts of a listing (issue 30) ----------------------------------------------------

create type public.fact_visibility as enum (
  'teaser',
  'access'
);
comment on type public.fact_visibility is 'Who sees a fact of a listing: teaser = every verified user, as the band or value the database derives into the listing; access = only the owner, admins and buyers whose deal grants access (private.may_read_confidential()).';

create type public.legal_form as enum (
  'gmbh',
  'ug',
  'ag',
  'gmbh_co_kg',
  'kg',
  'ohg',
  'gbr',
  'sole_proprietor',
  'se',
  'other'
);
comment on type public.legal_form is 'Legal form of the business for sale (German/Austrian/Swiss forms; other for the rest).';

create type public.sale_reason as enum (
  'succession',
  'retirement',
  'strategic',
  'focus',
  'growth_partner',
  'health',
  'other'
);
comment on type public.sale_reason is 'Why the owner sells: succession (no successor in the family), retirement, strategic sale, focus on another business, a partner for growth, health, other.';

create type public.owner_dependence as enum (
  'low',
  'medium',
  'high'
);
comment on type public.owner_dependence is 'How much the business depends on its owner (customers, know-how, decisions).';

create type public.real_estate as enum (
  'included',
  'leased',
  'optional',
  'none'
);
comment on type public.real_estate is 'The business premises: owned and included in the sale, leased, purchasable separately, or none needed.';

create type public.region as enum (
  'DE-BW',
  'DE-BY',
  'DE-BE',
  'DE-BB',
  'DE-HB',
  'DE-HH',
  'DE-HE',
  'DE-MV',
  'DE-NI',
  'DE-NW',
  'DE-RP',
  'DE-SL',
  'DE-SN',
  'DE-ST',
  'DE-SH',
  'DE-TH',
  'AT-1',
  'AT-2',
  'AT-3',
  'AT-4',
  'AT-5',
  'AT-6',
  'AT-7',
  'AT-8',
  'AT-9',
  'CH-AG',
  'CH-AI',
  'CH-AR',
  'CH-BE',
  'CH-BL',
  'CH-BS',
  'CH-FR',
  'CH-GE',
  'CH-GL',
  'CH-GR',
  'CH-JU',
  'CH-LU',
  'CH-NE',
  'CH-NW',
  'CH-OW',
  'CH-SG',
  'CH-SH',
  'CH-SO',
  'CH-SZ',
  'CH-TG',
  'CH-TI',
  'CH-UR',
  'CH-VD',
  'CH-VS',
  'CH-ZG',
  'CH-ZH'
);
comment on type public.region is 'Region of a listing (ISO 3166-2): German Länder, Austrian Länder, Swiss cantons. The country stays in listings.location.';

create type public.margin_band as enum (
  'negative',
  '0-5',
  '5-10',
  '10-15',
  '15-20',
  '20-30',
  '30+'
);
comment on type public.margin_band is 'EBITDA margin in percent of revenue, as a band shown in the teaser (derived by the database from the latest actual year).';

create type public.growth_band as enum (
  'shrinking',
  '0-10',
  '10-25',
  '25+'
);
comment on type public.growth_band is 'Revenue growth in percent between the two latest actual years, as a band shown in the teaser.';

-- public.listings ---------------------------------------------------------------------------------

create table public.listings (
  id uuid default gen_random_uuid() not null,
  user_id uuid not null,
  user_role public.app_role not null,
  type public.listing_type not null,
  industry public.industry not null,
  revenue public.revenue_range not null,
  employees public.employee_range not null,
  location public.location not null,
  price text,
  anonymized_description text not null,
  market_position text,
  patents boolean default false not null,
  status public.listing_status default 'active'::public.listing_status not null,
  success_fee_eur integer,
  search_text text default ''::text not null,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  asking_price_eur bigint,
  deal_won_at timestamp with time zone,
  required_capacity_band public.capacity_band,
  changed_at timestamp with time zone,
  ebitda_margin_band public.margin_band,
  revenue_growth_band public.growth_band,
  ebitda_band_min_eur bigint,
  ebitda_band_max_eur bigint,
  founded_decade smallint,
  legal_form public.legal_form,
  region public.region,
  sale_reason public.sale_reason,
  owner_dependence public.owner_dependence,
  real_estate public.real_estate,
  constraint listings_pkey PRIMARY KEY (id),
  constraint listings_anonymized_description_length CHECK ((char_length(anonymized_description) <= 5000)),
  constraint listings_anonymized_description_not_blank CHECK ((anonymized_description ~ '[^[:space:]]'::text)),
  constraint listings_asking_price_eur_range CHECK (((asking_price_eur >= 1000) AND (asking_price_eur <= '100000000000'::bigint))),
  constraint listings_market_position_length CHECK ((char_length(market_position) <= 2000)),
  constraint listings_price_length CHECK ((char_length(price) <= 100)),
  constraint listings_success_fee_eur_range CHECK (((success_fee_eur >= 0) AND (success_fee_eur <= 5000))),
  constraint listings_success_fee_only_for_won_deal CHECK (((success_fee_eur IS NULL) = (deal_won_at IS NULL))),
  constraint listings_user_role_lister CHECK ((user_role = ANY (ARRAY['scout'::public.app_role, 'company'::public.app_role]))),
  constraint listings_won_deal_is_closed CHECK (((deal_won_at IS NULL) OR (status = 'closed'::public.listing_status)))
);
alter table public.listings add constraint listings_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(id) ON DELETE CASCADE;
alter table public.listings enable row level security;
comment on table public.listings is 'Deal teasers (anonymous part of a listing); verified users browse the active ones. Created with public.create_listing().';
comment on column public.listings.user_id is 'Owner (creator) of the listing.';
comment on column public.listings.user_role is 'Role of the creator when the listing was created, taken from the profile by the database.';
comment on column public.listings.price is 'Free-text note on the price (optional), shown beside asking_price_eur, e.g. "plus stock" or a price in another currency.';
comment on column public.listings.anonymized_description is 'Public, anonymous description shown to every verified user.';
comment on column public.listings.status is 'active: in the public browse; closed: withdrawn by the owner, or a won deal (deal_won_at set); visible to the owner and admins only.';
comment on column public.listings.success_fee_eur is 'Fee earned on a won deal (0-5,000 EUR), set together with deal_won_at by public.close_listing(); null otherwise.';
comment on column public.listings.search_text is 'Lower-cased anonymized description, industry, location and market position, maintained by a trigger; searched by public.search_listings() (trigram index).';
comment on column public.listings.asking_price_eur is 'Asking price in whole euros, 1,000 to 100,000,000,000 (the range the forms accept; optional, null is shown as "on request"). The comparable figure of the listing.';
comment on column public.listings.deal_won_at is 'When an admin closed the listing as a won deal (public.close_listing()); null for active and withdrawn listings. A won deal stays closed.';
comment on column public.listings.changed_at is 'When the owner last changed what every verified user sees of the published listing (a new public.listing_versions row with teaser changes); null if never. Set by the database.';
comment on column public.listings.ebitda_margin_band is 'Teaser: EBITDA margin band of the latest actual year, when the owner shows financials in the teaser; derived from listing_financials by the database.';
comment on column public.listings.revenue_growth_band is 'Teaser: revenue growth band between the two latest actual years, when the owner shows financials in the teaser; derived by the database.';
comment on column public.listings.ebitda_band_min_eur is 'Teaser: lower bound of the EBITDA band of the latest actual year (e.g. 1,000,000 for 1-2 Mio. EUR), when financials are shown in the teaser; derived by the database.';
comment on column public.listings.ebitda_band_max_eur is 'Teaser: upper bound of that EBITDA band (exclusive; null: open-ended, or a loss band below 0 when min is null).';
comment on column public.listings.founded_decade is 'Teaser: the decade the business was founded (1990 for 1994), when the owner shows it; derived from listing_facts.';
comment on column public.listings.legal_form is 'Teaser: legal form, when the owner shows it; copied from listing_facts by the database.';
comment on column public.listings.region is 'Teaser: region (Land, canton), when the owner shows it; copied from listing_facts by the database.';
comment on column public.listings.sale_reason is 'Teaser: reason for the sale, when the owner shows it; copied from listing_facts by the database.';
comment on column public.listings.owner_dependence is 'Teaser: owner dependence, when the owner shows it; copied from listing_facts by the database.';
comment on column public.listings.real_estate is 'Teaser: real estate included, leased, optional or none, when the owner shows it; copied from listing_facts by the database.';
comment on column public.listings.required_capacity_band is 'Minimum verified buying capacity band (unexpired) a buyer needs to ask for access to the details; null: none required. Set by the owner.';
revoke all on table public.listings from anon;
revoke insert, update, truncate, references, trigger, maintain on table public.listings from authenticated;
grant update (type, industry, revenue, employees, location, price, anonymized_description, market_position, patents, status, asking_price_eur, required_capacity_band) on table public.listings to authenticated;

-- Discover under RLS: a request's filters become index conditions only when their operators are
-- leakproof, and enum equality is not; a partial index's predicate can be proven from any qual,
-- though. So the first page of discover is an ordered scan of this index that stops after one
-- page, with the filters and the policy's columns checked from the index itself.
create index listings_active_created_idx on public.listings (created_at desc, id desc)
  include (user_id, status, industry, revenue, location)
  where status = 'active';
comment on index public.listings_active_created_idx is 'Discover under RLS: active listings newest first, covering the policy and filter columns.';

-- Per (industry, location) the newest active listings, with what the ranking reads.
create index listings_active_industry_location_idx on public.listings
  (industry, location, created_at desc, id desc)
  include (revenue, employees, type, user_id, asking_price_eur)
  where status = 'active';
comment on index public.listings_active_industry_location_idx is 'Recommendations: newest active listings per industry and location, covering the ranking''s columns.';

-- Text search with filters: one GIN index over the words (trigrams) and the filter columns, so
-- only listings that match everything are read (a trigram index alone found thousands of
-- candidates at 100,000 listings and read each one to check the filters).
create index listings_active_search_idx on public.listings
  using gin (search_text extensions.gin_trgm_ops, industry, revenue, location, type)
  where status = 'active';
comment on index public.listings_active_search_idx is 'Discover text search: the words (trigrams) and the filters of search_listings() in one index, active listings only.';

-- Discover on the facts. A region is a small share of the listings: newest first per region from
-- its own index (the newest-first scan would read past thousands of other regions' rows). The
-- other facts filters match a large share (margin or growth "at least", a price range) and stay
-- filters of the newest-first scan. The three sort orders page through their own index by the
-- same expression search_listings() orders by (missing values last).
create index listings_active_region_idx on public.listings (region, created_at desc, id desc)
  where status = 'active' and region is not null;
comment on index public.listings_active_region_idx is 'Discover: active listings of a region, newest first.';

create index listings_active_price_asc_idx on public.listings
  ((coalesce(asking_price_eur, 9223372036854775807)), id)
  where status = 'active';
comment on index public.listings_active_price_asc_idx is 'Discover sorted by price, lowest first (prices on request last).';

create index listings_active_price_desc_idx on public.listings
  ((coalesce(asking_price_eur, -1)), id)
  where status = 'active';
comment on index public.listings_active_price_desc_idx is 'Discover sorted by price, highest first (read backwards; prices on request last).';

create index listings_active_ebitda_idx on public.listings
  ((coalesce(ebitda_band_min_eur, -9223372036854775808)), id)
  where status = 'active';
comment on index public.listings_active_ebitda_idx is 'Discover sorted by EBITDA band, highest first (read backwards; no band in the teaser last).';

create index listings_industry_created_idx on public.listings (industry, status, created_at desc, id desc);

create index listings_location_created_idx on public.listings (location, status, created_at desc, id desc);

create index listings_revenue_created_idx on public.listings (revenue, status, created_at desc, id desc);

create index listings_status_created_idx on public.listings (status, created_at desc, id desc);

create index listings_user_id_idx on public.listings (user_id);

-- The listings of the deals the caller works on as a deal team's member (either side; verified or
-- pending accounts, not rejected: private.my_deal_side()): their teaser row, as the deal page shows
-- it, also while the account is under review and once the listing is closed.
create function private.team_listing_ids() returns setof uuid
language plpgsql stable security definer set search_path = '' as $$
begin
  return query
  select d.listing_id from public.deal_members m
  join public.profiles p on p.id = m.user_id
  join public.deals d on d.id = m.deal_id
  where m.user_id = (select auth.uid()) and m.status = 'active'
    and p.verification_status <> 'rejected';
end;
$$;
comment on function private.team_listing_ids() is 'Listings of the deals on which the caller is an active team member (either side; verified or pending, not rejected: private.my_deal_side()); use as `id in (select private.team_listing_ids())`.';
revoke all on function private.team_listing_ids() from public;
grant all on function private.team_listing_ids() to authenticated, service_role;

-- The row's own columns first, the admin check last: Postgres runs a policy's (select …) helpers
-- only when the OR and AND reach them, so a verified user's rows never ask is_admin().
create policy "listings: verified users read active, owners and teams theirs" on public.listings
  for select to authenticated
  using (
    ((status = 'active' or user_id = (select auth.uid())) and (select private.is_verified()))
    or id in (select private.team_listing_ids())
    or (select private.is_admin())
  );

create policy "listings: owner or admin updates" on public.listings
  for update to authenticated
  using ((select private.is_admin()) or ((select private.is_verified()) and user_id = (select auth.uid())))
  with check ((select private.is_admin()) or ((select private.is_verified()) and user_id = (select auth.uid())));

create policy "listings: owner or admin deletes" on public.listings
  for delete to authenticated
  using ((select private.is_admin()) or ((select private.is_verified()) and user_id = (select auth.uid())));

create trigger listings_alert_saved_searches_on_insert after insert on public.listings
  for each row when (new.status = 'active')
  execute function private.listings_alert_saved_searches();

create trigger listings_alert_saved_searches_on_reopen after update of status on public.listings
  for each row when (new.status = 'active' and old.status is distinct from 'active')
  execute function private.listings_alert_saved_searches();

create trigger listings_audit_success_fee after update of success_fee_eur, status on public.listings
  for each row execute function private.audit_success_fees();

-- user_role comes from the owner's profile; search_text is derived from the teaser.
create function private.listings_before_write() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'INSERT' or new.user_id is distinct from old.user_id then
    select p.role into new.user_role from public.profiles p where p.id = new.user_id;
  end if;
  if tg_op = 'UPDATE' and new.status = 'draft' and old.status <> 'draft' then
    raise exception 'A published listing cannot become a draft again' using errcode = '22023';
  end if;
  new.search_text := lower(concat_ws(' ',
    new.anonymized_description, new.industry::text, new.location::text, new.market_position));
  return new;
end;
$$;
comment on function private.listings_before_write() is 'BEFORE INSERT/UPDATE on listings: user_role from the owner''s profile (never from the request), search_text from the teaser fields; a published listing never becomes a draft again.';
revoke all on function private.listings_before_write() from public;

create trigger listings_before_write before insert or update on public.listings
  for each row execute function private.listings_before_write();

create trigger listings_count_deleted after delete on public.listings
  referencing old table as deleted_rows for each statement execute function private.count_rows();
alter table public.listings enable always trigger listings_count_deleted;

create trigger listings_count_inserted after insert on public.listings
  referencing new table as inserted_rows for each statement execute function private.count_rows();
alter table public.listings enable always trigger listings_count_inserted;

create trigger listings_count_truncated after truncate on public.listings
  for each statement execute function private.count_rows();
alter table public.listings enable always trigger listings_count_truncated;

create trigger listings_set_updated_at before update on public.listings
  for each row execute function private.set_updated_at();

-- The real title for those who may read it (the owner; a buyer whose access was granted), else
-- the teaser's facts (industry, location, revenue), which every verified user sees.
create function private.listing_label(p_listing_id uuid, p_with_title boolean) returns jsonb
language sql stable security definer set search_path = '' as $$
  select jsonb_build_object(
    'listing_id', l.id,
    'listing_title', case when p_with_title then d.title end,
    'industry', l.industry,
    'location', l.location,
    'revenue', l.revenue,
    'listing_type', l.type
  )
  from public.listings l
  left join public.listing_details d on d.listing_id = l.id
  where l.id = p_listing_id
$$;
comment on function private.listing_label(p_listing_id uuid, p_with_title boolean) is 'Listing facts for a notification: id, teaser facts, and the title only when the recipient may read it.';
revoke all on function private.listing_label(p_listing_id uuid, p_with_title boolean) from public;

create function private.notify_deal_closed() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.notify(new.user_id, 'deal.closed', '/dashboard',
    private.listing_label(new.id, true) || jsonb_build_object('success_fee_eur', new.success_fee_eur));
  return null;
end;
$$;
revoke all on function private.notify_deal_closed() from public;

create trigger notify_deal_closed after update of deal_won_at on public.listings
  for each row when (old.deal_won_at is null and new.deal_won_at is not null)
  execute function private.notify_deal_closed();

-- public.listing_details --------------------------------------------------------------------------

create table public.listing_details (
  listing_id uuid not null,
  title text not null,
  description text not null,
  full_details text,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  changed_at timestamp with time zone,
  constraint listing_details_pkey PRIMARY KEY (listing_id),
  constraint listing_details_description_length CHECK ((char_length(description) <= 10000)),
  constraint listing_details_description_not_blank CHECK ((description ~ '[^[:space:]]'::text)),
  constraint listing_details_full_details_length CHECK ((char_length(full_details) <= 50000)),
  constraint listing_details_title_length CHECK ((char_length(title) <= 200)),
  constraint listing_details_title_not_blank CHECK ((title ~ '[^[:space:]]'::text))
);
alter table public.listing_details add constraint listing_details_listing_id_fkey FOREIGN KEY (listing_id) REFERENCES public.listings(id) ON DELETE CASCADE;
alter table public.listing_details enable row level security;
comment on table public.listing_details is 'Confidential part of a listing: readable by its owner, admins and investors with a signed NDA and an approved unlock.';
comment on column public.listing_details.description is 'Public description of the form (names the company); confidential.';
comment on column public.listing_details.full_details is 'Full deal details for unlocked investors (optional).';
comment on column public.listing_details.changed_at is 'When the owner last changed confidential material of the published listing (details, exact facts and figures: a public.listing_versions row with access-tier changes); null if never. Readable as this row is.';
revoke all on table public.listing_details from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.listing_details from authenticated;
grant update (title, description, full_details) on table public.listing_details to authenticated;

-- One query, one read of the caller's profile: the policies ask this once per request, and a
-- nested helper call (is_verified(), current_app_role()) costs 45-70 µs as the first call of a
-- statement (bench/README.md, "RLS on small requests").
create or replace function private.readable_detail_listing_ids() returns setof uuid
language plpgsql stable security definer set search_path = '' as $$
begin
  return query
  select r.listing_id from private.listing_detail_readers r
  join public.profiles p on p.id = r.user_id
  where r.user_id = (select auth.uid()) and p.verification_status = 'verified'
    and (r.path = 'owner'
      or (r.path = 'buyer' and p.role = 'investor'
        and (r.paused_until is null or r.paused_until <= now())));
end;
$$;
comment on function private.readable_detail_listing_ids() is 'Listings whose confidential details the caller may read: own listings, and as verified investor those of their deals that private.may_read_confidential() admits (the kept paths private.listing_detail_readers: the stage grants access, no other buyer in exclusivity now).';
revoke all on function private.readable_detail_listing_ids() from public;
grant all on function private.readable_detail_listing_ids() to authenticated, service_role;

-- A deal team's members read the listing's title and details as their side does on the deal page
-- (public.deal_overview()): an active member of the owner's side always, a member of the buyer's
-- side once the buyer's deal may read the confidential material. Only this table: the exact facts
-- and figures keep private.readable_detail_listing_ids() (principals).
create function private.team_detail_listing_ids() returns setof uuid
language plpgsql stable security definer set search_path = '' as $$
begin
  return query
  select r.listing_id from private.listing_detail_readers r
  join public.profiles p on p.id = r.user_id
  where r.user_id = (select auth.uid()) and p.verification_status <> 'rejected'
    and (r.path = 'owner_team'
      or (r.path = 'buyer_team' and (r.paused_until is null or r.paused_until <= now())));
end;
$$;
comment on function private.team_detail_listing_ids() is 'Listings whose title and details (public.listing_details) the caller reads as a deal team member, as public.deal_overview() shows them: active memberships (verified or pending accounts, not rejected: private.my_deal_side()) of the owner''s side, and of the buyer''s side once private.may_read_confidential() admits the buyer''s deal (the kept paths private.listing_detail_readers). Invited, removed and rejected members: none.';
revoke all on function private.team_detail_listing_ids() from public;
grant all on function private.team_detail_listing_ids() to authenticated, service_role;

create policy "listing_details: owner, admin, unlocked investor or team reads" on public.listing_details
  for select to authenticated
  using (
    listing_id in (select private.readable_detail_listing_ids())
    or listing_id in (select private.team_detail_listing_ids())
    or (select private.is_admin())
  );

-- PL/pgSQL, as 22 policies ask it once per request: it keeps its plan per connection, where a SQL
-- function with its own search_path plans its query again on every request (about 0.2 ms).
create function private.owned_listing_ids() returns setof uuid
language plpgsql stable security definer set search_path = '' as $$
begin
  return query
  select l.id from public.listings l
  where l.user_id = (select auth.uid()) and (select private.is_verified());
end;
$$;
comment on function private.owned_listing_ids() is 'Listings of the verified caller; use as `listing_id in (select private.owned_listing_ids())`.';
revoke all on function private.owned_listing_ids() from public;
grant all on function private.owned_listing_ids() to authenticated, service_role;

create policy "listing_details: owner or admin updates" on public.listing_details
  for update to authenticated
  using ((select private.is_admin()) or listing_id in (select private.owned_listing_ids()))
  with check ((select private.is_admin()) or listing_id in (select private.owned_listing_ids()));

create trigger listing_details_set_updated_at before update on public.listing_details
  for each row execute function private.set_updated_at();

-- public.listing_facts ----------------------------------------------------------------------------
-- The structured facts of a listing as the owner entered them, each with its visibility. The
-- exact values are confidential (read as listing_details is read); what the owner shows in the
-- teaser the database copies into the listing as a band or value (private.listing_teaser_refresh()).

create table public.listing_facts (
  listing_id uuid not null,
  staff_count integer,
  founded_year smallint,
  legal_form public.legal_form,
  region public.region,
  sale_reason public.sale_reason,
  owner_dependence public.owner_dependence,
  real_estate public.real_estate,
  financials_visibility public.fact_visibility default 'teaser'::public.fact_visibility not null,
  founded_year_visibility public.fact_visibility default 'teaser'::public.fact_visibility not null,
  legal_form_visibility public.fact_visibility default 'teaser'::public.fact_visibility not null,
  region_visibility public.fact_visibility default 'teaser'::public.fact_visibility not null,
  sale_reason_visibility public.fact_visibility default 'teaser'::public.fact_visibility not null,
  owner_dependence_visibility public.fact_visibility default 'access'::public.fact_visibility not null,
  real_estate_visibility public.fact_visibility default 'teaser'::public.fact_visibility not null,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  constraint listing_facts_pkey PRIMARY KEY (listing_id),
  constraint listing_facts_staff_count_range CHECK (((staff_count >= 0) AND (staff_count <= 1000000))),
  constraint listing_facts_founded_year_range CHECK (((founded_year >= 1600) AND (founded_year <= 2100)))
);
alter table public.listing_facts add constraint listing_facts_listing_id_fkey FOREIGN KEY (listing_id) REFERENCES public.listings(id) ON DELETE CASCADE;
alter table public.listing_facts enable row level security;
comment on table public.listing_facts is 'Structured facts of a listing (staff, founding year, legal form, region, reason for sale, owner dependence, real estate) and the visibility the owner chose for each; confidential like listing_details. Written by public.create_listing()/public.update_listing().';
comment on column public.listing_facts.financials_visibility is 'teaser: EBITDA band, margin band and growth band go into the listing; access: the figures only for buyers with access.';
revoke all on table public.listing_facts from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.listing_facts from authenticated;

create policy "listing_facts: owner, admin or unlocked investor reads" on public.listing_facts
  for select to authenticated
  using (listing_id in (select private.readable_detail_listing_ids()) or (select private.is_admin()));

create trigger listing_facts_set_updated_at before update on public.listing_facts
  for each row execute function private.set_updated_at();

-- public.listing_financials -----------------------------------------------------------------------

create table public.listing_financials (
  listing_id uuid not null,
  year smallint not null,
  is_plan boolean default false not null,
  revenue_eur bigint,
  ebitda_eur bigint,
  constraint listing_financials_pkey PRIMARY KEY (listing_id, year),
  constraint listing_financials_revenue_range CHECK (((revenue_eur >= 0) AND (revenue_eur <= '100000000000'::bigint))),
  constraint listing_financials_ebitda_range CHECK (((ebitda_eur >= '-100000000000'::bigint) AND (ebitda_eur <= '100000000000'::bigint))),
  constraint listing_financials_year_range CHECK (((year >= 2000) AND (year <= 2100))),
  constraint listing_financials_some_figure CHECK (((revenue_eur IS NOT NULL) OR (ebitda_eur IS NOT NULL)))
);
alter table public.listing_financials add constraint listing_financials_listing_id_fkey FOREIGN KEY (listing_id) REFERENCES public.listings(id) ON DELETE CASCADE;
alter table public.listing_financials enable row level security;
comment on table public.listing_financials is 'Revenue and EBITDA in whole euros per year: up to the last three actual years and the plan of the current year (is_plan). Confidential like listing_details; the teaser gets bands (private.listing_teaser_refresh()) when the owner shows financials.';
revoke all on table public.listing_financials from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.listing_financials from authenticated;

create policy "listing_financials: owner, admin or unlocked investor reads" on public.listing_financials
  for select to authenticated
  using (listing_id in (select private.readable_detail_listing_ids()) or (select private.is_admin()));

-- public.listing_versions -------------------------------------------------------------------------
-- Every change of what a buyer can see of a published listing, one row per transaction: which
-- fields, their tier (teaser: every verified user; access: buyers with access) and the values
-- before and after. Written by triggers, whatever path changed the listing; never changed.

create table public.listing_versions (
  id bigint generated always as identity not null,
  listing_id uuid not null,
  changed_at timestamp with time zone default now() not null,
  changed_by uuid,
  tx_id bigint default txid_current() not null,
  changes jsonb default '[]'::jsonb not null,
  constraint listing_versions_pkey PRIMARY KEY (id)
);
alter table public.listing_versions add constraint listing_versions_listing_id_fkey FOREIGN KEY (listing_id) REFERENCES public.listings(id) ON DELETE CASCADE;
alter table public.listing_versions enable row level security;
comment on table public.listing_versions is 'Versions of a published listing: each transaction that changed buyer-visible fields, with [{field, tier, from, to}] (tier teaser or access). The owner and admins read them here; a buyer reads the changes of the tiers they may read through public.listing_changes_for_deal(). Immutable.';
comment on column public.listing_versions.changed_by is 'Who changed it (auth.uid()); no foreign key: a version outlives its author.';
comment on column public.listing_versions.tx_id is 'The transaction: changes of one edit (teaser, details, facts, figures) are one version.';
revoke all on table public.listing_versions from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.listing_versions from authenticated;

create unique index listing_versions_listing_tx_idx on public.listing_versions (listing_id, tx_id);

create index listing_versions_listing_changed_idx on public.listing_versions (listing_id, changed_at desc, id desc);

create policy "listing_versions: owner or admin reads" on public.listing_versions
  for select to authenticated
  using ((select private.is_admin()) or listing_id in (select private.owned_listing_ids()));

create function private.listing_versions_immutable() returns trigger
language plpgsql set search_path = '' as $$
begin
  -- The transaction that wrote a version may add its further changes (one version per edit).
  if old.tx_id = txid_current() and new.id = old.id and new.listing_id = old.listing_id
     and new.tx_id = old.tx_id and new.changed_by is not distinct from old.changed_by
     and new.changes @> old.changes then
    return new;
  end if;
  raise exception 'Listing versions cannot be changed' using errcode = '42501';
end;
$$;
comment on function private.listing_versions_immutable() is 'BEFORE UPDATE on listing_versions: raises (a version is history), except that the transaction that wrote a version appends its further changes.';
revoke all on function private.listing_versions_immutable() from public;

create trigger listing_versions_no_update before update on public.listing_versions
  for each row execute function private.listing_versions_immutable();

-- One version per transaction and listing; the changes of a published listing only (a draft has
-- no buyers; the listing's own creation is no change), and each recorded change also goes to the
-- audit trail (who changed which fields).
create function private.listing_versions_record(p_listing_id uuid, p_changes jsonb) returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_listing public.listings;
  v_id bigint;
begin
  if p_changes is null or jsonb_array_length(p_changes) = 0 then
    return;
  end if;
  select * into v_listing from public.listings where id = p_listing_id;
  if not found or v_listing.status = 'draft' or v_listing.created_at = now() then
    return;
  end if;
  insert into public.listing_versions (listing_id, changed_by, changes)
  values (p_listing_id, (select auth.uid()), p_changes)
  on conflict (listing_id, tx_id) do update set changes = public.listing_versions.changes || excluded.changes
  returning id into v_id;
  perform private.audit('listing_edited', (select auth.uid()), p_listing_id, jsonb_build_object(
    'version_id', v_id,
    'fields', (select jsonb_agg(c->>'field') from jsonb_array_elements(p_changes) c),
    'via', private.request_role()));
  if exists (select 1 from jsonb_array_elements(p_changes) c where c->>'tier' = 'access') then
    update public.listing_details set changed_at = now() where listing_id = p_listing_id;
  end if;
end;
$$;
comment on function private.listing_versions_record(p_listing_id uuid, p_changes jsonb) is 'Appends changes [{field, tier, from, to}] of a published listing to this transaction''s version (one per listing and transaction), audits them (listing_edited) and stamps listing_details.changed_at for access-tier changes.';
revoke all on function private.listing_versions_record(p_listing_id uuid, p_changes jsonb) from public;

-- The fields of a row that changed, as [{field, tier, from, to}].
create function private.listing_changed_fields(p_old jsonb, p_new jsonb, p_fields text[], p_tier text, p_prefix text default '')
returns jsonb
language sql immutable set search_path = '' as $$
  select coalesce(jsonb_agg(jsonb_build_object(
      'field', p_prefix || f.name, 'tier', p_tier, 'from', p_old -> f.name, 'to', p_new -> f.name)
    order by f.ord), '[]'::jsonb)
  from unnest(p_fields) with ordinality as f(name, ord)
  where coalesce(p_old -> f.name, 'null'::jsonb) is distinct from coalesce(p_new -> f.name, 'null'::jsonb)
$$;
comment on function private.listing_changed_fields(p_old jsonb, p_new jsonb, p_fields text[], p_tier text, p_prefix text) is 'The named fields whose values differ between two rows, as [{field, tier, from, to}].';
revoke all on function private.listing_changed_fields(p_old jsonb, p_new jsonb, p_fields text[], p_tier text, p_prefix text) from public;

create function private.listings_version_teaser() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_changes jsonb := private.listing_changed_fields(to_jsonb(old), to_jsonb(new), array[
    'type', 'industry', 'revenue', 'employees', 'location', 'asking_price_eur', 'price',
    'anonymized_description', 'market_position', 'patents', 'required_capacity_band',
    'ebitda_margin_band', 'revenue_growth_band', 'ebitda_band_min_eur', 'ebitda_band_max_eur',
    'founded_decade', 'legal_form', 'region', 'sale_reason', 'owner_dependence', 'real_estate'], 'teaser');
begin
  if old.status <> 'draft' and jsonb_array_length(v_changes) > 0 then
    new.changed_at := now();
    perform private.listing_versions_record(new.id, v_changes);
  end if;
  return new;
end;
$$;
comment on function private.listings_version_teaser() is 'BEFORE UPDATE on listings: the teaser fields that changed on a published listing become (part of) a version; stamps changed_at.';
revoke all on function private.listings_version_teaser() from public;

create trigger listings_version_teaser before update on public.listings
  for each row execute function private.listings_version_teaser();

create function private.listing_details_version() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.listing_versions_record(new.listing_id, private.listing_changed_fields(
    to_jsonb(old), to_jsonb(new), array['title', 'description', 'full_details'], 'access'));
  return null;
end;
$$;
comment on function private.listing_details_version() is 'AFTER UPDATE on listing_details: changed details of a published listing become (part of) a version, tier access.';
revoke all on function private.listing_details_version() from public;

create trigger listing_details_version after update of title, description, full_details on public.listing_details
  for each row execute function private.listing_details_version();

create function private.listing_facts_version() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.listing_versions_record(new.listing_id, private.listing_changed_fields(
    case when tg_op = 'INSERT' then '{}'::jsonb else to_jsonb(old) end, to_jsonb(new),
    array['staff_count', 'founded_year', 'legal_form', 'region', 'sale_reason', 'owner_dependence',
      'real_estate'], 'access'));
  return null;
end;
$$;
comment on function private.listing_facts_version() is 'AFTER INSERT/UPDATE on listing_facts: changed exact facts of a published listing become (part of) a version, tier access (their teaser bands are versioned on the listing).';
revoke all on function private.listing_facts_version() from public;

create trigger listing_facts_version after insert or update on public.listing_facts
  for each row execute function private.listing_facts_version();

create function private.listing_financials_version() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_old jsonb := case when tg_op = 'INSERT' then '{}'::jsonb else to_jsonb(old) end;
  v_new jsonb := case when tg_op = 'DELETE' then '{}'::jsonb else to_jsonb(new) end;
  v_listing uuid := case when tg_op = 'DELETE' then old.listing_id else new.listing_id end;
  v_year smallint := case when tg_op = 'DELETE' then old.year else new.year end;
begin
  perform private.listing_versions_record(v_listing, private.listing_changed_fields(
    v_old, v_new, array['revenue_eur', 'ebitda_eur', 'is_plan'], 'access', 'financials.' || v_year || '.'));
  return null;
end;
$$;
comment on function private.listing_financials_version() is 'AFTER INSERT/UPDATE/DELETE on listing_financials: changed figures of a published listing become (part of) a version, tier access, as financials.<year>.<field>.';
revoke all on function private.listing_financials_version() from public;

create trigger listing_financials_version after insert or update or delete on public.listing_financials
  for each row execute function private.listing_financials_version();

-- The teaser's bands and values from the facts and figures, as the owner chose to show them.
create function private.amount_band_bounds(p_amount bigint) returns bigint[]
language sql immutable set search_path = '' as $$
  select case
    when p_amount is null then null
    when p_amount < 0 then array[null, 0]::bigint[]
    else (select array[b.lo, b.hi] from (values
        (0::bigint, 250000::bigint), (250000, 500000), (500000, 1000000), (1000000, 2000000),
        (2000000, 5000000), (5000000, 10000000), (10000000, 20000000), (20000000, 50000000),
        (50000000, 100000000), (100000000, null)) as b(lo, hi)
      where p_amount >= b.lo and (b.hi is null or p_amount < b.hi))
  end
$$;
comment on function private.amount_band_bounds(p_amount bigint) is 'The band of an amount in EUR as [lower, upper) bounds (0-250k, 250k-500k, 500k-1M, 1-2M, 2-5M, 5-10M, 10-20M, 20-50M, 50-100M, 100M+; a loss is [null, 0)).';
revoke all on function private.amount_band_bounds(p_amount bigint) from public;

create function private.listing_teaser_refresh(p_listing_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_facts public.listing_facts;
  v_last public.listing_financials;
  v_prev public.listing_financials;
  v_margin numeric;
  v_growth numeric;
  v_band bigint[];
  v_show boolean;
begin
  select * into v_facts from public.listing_facts where listing_id = p_listing_id;
  select * into v_last from public.listing_financials
    where listing_id = p_listing_id and not is_plan order by year desc limit 1;
  select * into v_prev from public.listing_financials
    where listing_id = p_listing_id and not is_plan and year < v_last.year order by year desc limit 1;
  v_show := coalesce(v_facts.financials_visibility = 'teaser', false);
  if v_show and v_last.revenue_eur > 0 and v_last.ebitda_eur is not null then
    v_margin := 100.0 * v_last.ebitda_eur / v_last.revenue_eur;
  end if;
  if v_show and v_prev.revenue_eur > 0 and v_last.revenue_eur is not null then
    v_growth := 100.0 * (v_last.revenue_eur - v_prev.revenue_eur) / v_prev.revenue_eur;
  end if;
  v_band := case when v_show then private.amount_band_bounds(v_last.ebitda_eur) end;
  update public.listings l set
    ebitda_margin_band = case
      when v_margin is null then null
      when v_margin < 0 then 'negative'
      when v_margin < 5 then '0-5'
      when v_margin < 10 then '5-10'
      when v_margin < 15 then '10-15'
      when v_margin < 20 then '15-20'
      when v_margin < 30 then '20-30'
      else '30+' end::public.margin_band,
    revenue_growth_band = case
      when v_growth is null then null
      when v_growth < 0 then 'shrinking'
      when v_growth < 10 then '0-10'
      when v_growth < 25 then '10-25'
      else '25+' end::public.growth_band,
    ebitda_band_min_eur = v_band[1],
    ebitda_band_max_eur = v_band[2],
    founded_decade = case when v_facts.founded_year_visibility = 'teaser' then (v_facts.founded_year / 10) * 10 end,
    legal_form = case when v_facts.legal_form_visibility = 'teaser' then v_facts.legal_form end,
    region = case when v_facts.region_visibility = 'teaser' then v_facts.region end,
    sale_reason = case when v_facts.sale_reason_visibility = 'teaser' then v_facts.sale_reason end,
    owner_dependence = case when v_facts.owner_dependence_visibility = 'teaser' then v_facts.owner_dependence end,
    real_estate = case when v_facts.real_estate_visibility = 'teaser' then v_facts.real_estate end
  where l.id = p_listing_id;
end;
$$;
comment on function private.listing_teaser_refresh(p_listing_id uuid) is 'Copies into the listing what its owner shows in the teaser: EBITDA, margin and growth bands of the latest actual years (financials_visibility teaser), the founding decade, legal form, region, reason for sale, owner dependence and real estate (each when its visibility is teaser); nulls the rest.';
revoke all on function private.listing_teaser_refresh(p_listing_id uuid) from public;

create function private.listing_facts_refresh_teaser() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.listing_teaser_refresh(case when tg_op = 'DELETE' then old.listing_id else new.listing_id end);
  return null;
end;
$$;
comment on function private.listing_facts_refresh_teaser() is 'AFTER a change of listing_facts or listing_financials: refreshes the listing''s teaser bands.';
revoke all on function private.listing_facts_refresh_teaser() from public;

create trigger listing_facts_refresh_teaser after insert or update on public.listing_facts
  for each row execute function private.listing_facts_refresh_teaser();

create trigger listing_financials_refresh_teaser after insert or update or delete on public.listing_financials
  for each row execute function private.listing_facts_refresh_teaser();

-- Writes the facts and figures of a listing (the caller's right was checked by the RPC): facts
-- as given (null clears), figures replaced by the given years. Years: the last three before the
-- current one (actual) and the current one (plan).
create function private.listing_facts_save(p_listing_id uuid, p_facts jsonb, p_financials jsonb) returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_this_year integer := extract(year from private.berlin_today())::integer;
  v_row jsonb;
  v_year integer;
  v_years integer[] := array[]::integer[];
  v_f jsonb := coalesce(p_facts, '{}'::jsonb);
begin
  if jsonb_typeof(coalesce(p_financials, '[]'::jsonb)) <> 'array' or jsonb_typeof(v_f) <> 'object' then
    raise exception 'Invalid facts' using errcode = '22023';
  end if;
  insert into public.listing_facts as f (listing_id, staff_count, founded_year, legal_form, region,
    sale_reason, owner_dependence, real_estate, financials_visibility, founded_year_visibility,
    legal_form_visibility, region_visibility, sale_reason_visibility, owner_dependence_visibility,
    real_estate_visibility)
  values (p_listing_id, (v_f->>'staff_count')::integer, (v_f->>'founded_year')::smallint,
    (v_f->>'legal_form')::public.legal_form, (v_f->>'region')::public.region,
    (v_f->>'sale_reason')::public.sale_reason, (v_f->>'owner_dependence')::public.owner_dependence,
    (v_f->>'real_estate')::public.real_estate,
    coalesce((v_f->>'financials_visibility')::public.fact_visibility, 'teaser'),
    coalesce((v_f->>'founded_year_visibility')::public.fact_visibility, 'teaser'),
    coalesce((v_f->>'legal_form_visibility')::public.fact_visibility, 'teaser'),
    coalesce((v_f->>'region_visibility')::public.fact_visibility, 'teaser'),
    coalesce((v_f->>'sale_reason_visibility')::public.fact_visibility, 'teaser'),
    coalesce((v_f->>'owner_dependence_visibility')::public.fact_visibility, 'access'),
    coalesce((v_f->>'real_estate_visibility')::public.fact_visibility, 'teaser'))
  on conflict (listing_id) do update set
    staff_count = excluded.staff_count, founded_year = excluded.founded_year,
    legal_form = excluded.legal_form, region = excluded.region, sale_reason = excluded.sale_reason,
    owner_dependence = excluded.owner_dependence, real_estate = excluded.real_estate,
    financials_visibility = excluded.financials_visibility,
    founded_year_visibility = excluded.founded_year_visibility,
    legal_form_visibility = excluded.legal_form_visibility, region_visibility = excluded.region_visibility,
    sale_reason_visibility = excluded.sale_reason_visibility,
    owner_dependence_visibility = excluded.owner_dependence_visibility,
    real_estate_visibility = excluded.real_estate_visibility
  where (f.staff_count, f.founded_year, f.legal_form, f.region, f.sale_reason, f.owner_dependence,
      f.real_estate, f.financials_visibility, f.founded_year_visibility, f.legal_form_visibility,
      f.region_visibility, f.sale_reason_visibility, f.owner_dependence_visibility,
      f.real_estate_visibility)
    is distinct from (excluded.staff_count, excluded.founded_year, excluded.legal_form,
      excluded.region, excluded.sale_reason, excluded.owner_dependence, excluded.real_estate,
      excluded.financials_visibility, excluded.founded_year_visibility,
      excluded.legal_form_visibility, excluded.region_visibility, excluded.sale_reason_visibility,
      excluded.owner_dependence_visibility, excluded.real_estate_visibility);

  for v_row in select * from jsonb_array_elements(coalesce(p_financials, '[]'::jsonb)) loop
    v_year := (v_row->>'year')::integer;
    if v_year is null or v_year < v_this_year - 3 or v_year > v_this_year or v_year = any(v_years) then
      raise exception 'Figures are for the last three years and the plan of this year, once each'
        using errcode = '22023';
    end if;
    v_years := v_years || v_year;
    if v_row->>'revenue_eur' is null and v_row->>'ebitda_eur' is null then
      continue;
    end if;
    insert into public.listing_financials as x (listing_id, year, is_plan, revenue_eur, ebitda_eur)
    values (p_listing_id, v_year, v_year = v_this_year, (v_row->>'revenue_eur')::bigint, (v_row->>'ebitda_eur')::bigint)
    on conflict (listing_id, year) do update set
      is_plan = excluded.is_plan, revenue_eur = excluded.revenue_eur, ebitda_eur = excluded.ebitda_eur
    where (x.is_plan, x.revenue_eur, x.ebitda_eur) is distinct from (excluded.is_plan, excluded.revenue_eur, excluded.ebitda_eur);
  end loop;
  delete from public.listing_financials x
  where x.listing_id = p_listing_id and not exists (
    select 1 from jsonb_array_elements(coalesce(p_financials, '[]'::jsonb)) r
    where (r->>'year')::integer = x.year and (r->>'revenue_eur' is not null or r->>'ebitda_eur' is not null));
end;
$$;
comment on function private.listing_facts_save(p_listing_id uuid, p_facts jsonb, p_financials jsonb) is 'Writes a listing''s facts ({staff_count, founded_year, legal_form, region, sale_reason, owner_dependence, real_estate, <fact>_visibility}) and replaces its figures ([{year, revenue_eur, ebitda_eur}]: the last three years, actual, and this year, plan). For create_listing() and update_listing(), which check the caller.';
revoke all on function private.listing_facts_save(p_listing_id uuid, p_facts jsonb, p_financials jsonb) from public;

-- public.listing_views ----------------------------------------------------------------------------

create table public.listing_views (
  id bigint generated always as identity not null,
  listing_id uuid not null,
  user_id uuid not null,
  viewed_at timestamp with time zone default now() not null,
  constraint listing_views_pkey PRIMARY KEY (id)
);
alter table public.listing_views add constraint listing_views_listing_id_fkey FOREIGN KEY (listing_id) REFERENCES public.listings(id) ON DELETE CASCADE;
alter table public.listing_views add constraint listing_views_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(id) ON DELETE CASCADE;
alter table public.listing_views enable row level security;
comment on table public.listing_views is 'A verified user opened a listing (recorded by public.record_listing_view(); repeated opens within 30 minutes count once). Feeds the dashboard figures.';
revoke all on table public.listing_views from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.listing_views from authenticated;

create index listing_views_listing_id_idx on public.listing_views (listing_id);

create index listing_views_user_id_idx on public.listing_views (user_id, listing_id, viewed_at desc);

create policy "listing_views: own or admin reads" on public.listing_views
  for select to authenticated
  using ((select private.is_admin()) or ((select private.is_verified()) and user_id = (select auth.uid())));

-- Functions ---------------------------------------------------------------------------------------

-- security definer: a caller may contact a listing they cannot read in full (its owner's closed
-- listings are hidden from them), so the checks read the tables as their owner.
create function private.can_contact_listing(p_listing_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.listings l
    where l.id = p_listing_id and l.status = 'active' and l.user_id <> (select auth.uid())
  )
$$;
comment on function private.can_contact_listing(p_listing_id uuid) is 'The listing exists, is active and does not belong to the caller.';
revoke all on function private.can_contact_listing(p_listing_id uuid) from public;
grant all on function private.can_contact_listing(p_listing_id uuid) to authenticated, service_role;

-- Order matters: email addresses first (their domain is no link of its own), then links, then
-- phone numbers (seven or more digits, joined by spaces, dashes, slashes or brackets; amounts
-- written with dots or commas such as 1.200.000 stay readable).
CREATE OR REPLACE FUNCTION private.mask_contact_details(p_text text)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
declare
  -- A dot between name parts: ".", " . ", " dot ", " punkt ", "(dot)", "[punkt]" …
  -- (a spaced dot only with spaces on both sides: "at Berlin. It" is a sentence, not an address)
  c_dot constant text := '(?:\.|\s+\.\s+|\s+(?:dot|punkt)\s+|\s*[\(\[\{<]\s*(?:dot|punkt)\s*[\)\]\}>]\s*)';
  -- "@", " @ ", " at ", " ät ", "(at)", "[at]", "{ät}" …
  c_at constant text := '(?:\s*@\s*|\s+(?:at|ät)\s+|\s*[\(\[\{<]\s*(?:at|ät|@)\s*[\)\]\}>]\s*)';
  c_tld constant text := '(?:com|de|net|org|io|eu|at|ch|info|biz|co|app|dev|me|uk|us|fr|it|nl|es|be|pl|online|shop|site|xyz|ly|to|tv|ai|gmbh|link|page|cc)';
  -- Digits joined by spaces, dashes, slashes, brackets or dots (seven digits or more).
  c_digits constant text := '\+?\(?\d(?:[- /().]{0,3}\d){6,}';
  v text := p_text;
  v_run text;
  v_rest text;
begin
  -- name@domain.tld, then the written-out forms ending in a known top-level domain, then
  -- "name (at) domain" without one (brackets are deliberate enough).
  v := regexp_replace(v, '[[:alnum:]._%+-]+@[[:alnum:]-]+(\.[[:alnum:]-]+)*\.[[:alpha:]]{2,}', '[email hidden]', 'g');
  v := regexp_replace(v,
    '[[:alnum:]_%+-]+(?:(?:\.|\s+(?:dot|punkt)\s+|\s*[\(\[\{<]\s*(?:dot|punkt)\s*[\)\]\}>]\s*)[[:alnum:]_%+-]+)*'
      || c_at || '[[:alnum:]-]+(?:' || c_dot || '[[:alnum:]-]+)*' || c_dot || c_tld || '\M',
    '[email hidden]', 'gi');
  v := regexp_replace(v, '[[:alnum:]._%+-]+\s*[\(\[\{<]\s*(at|ät|@)\s*[\)\]\}>]\s*[[:alnum:]-]+', '[email hidden]', 'gi');
  -- URLs and bare domains of common top-level domains
  v := regexp_replace(v, '(https?://|www\.)[^[:space:]]+', '[link hidden]', 'gi');
  v := regexp_replace(v,
    '\m[[:alnum:]-]+(\.[[:alnum:]-]+)*\.' || c_tld || '\M(/[^[:space:]]*)?',
    '[link hidden]', 'gi');
  -- Phone numbers, longest runs first (a shorter run may be part of a longer one).
  for v_run in
    select r.run from (select distinct m[1] as run from regexp_matches(v, '(' || c_digits || ')', 'g') as m) r
    order by char_length(r.run) desc, r.run
  loop
    v_rest := regexp_replace(v_run, '\m\d{1,2}\.\d{1,2}\.(?:\d{4}|\d{2})\M', '|', 'g');
    v_rest := regexp_replace(v_rest, '\m\d{1,3}(?:\.\d{3})+\M', '|', 'g');
    if v_rest ~ c_digits then
      v := replace(v, v_run, '[phone hidden]');
    end if;
  end loop;
  return v;
end;
$function$;
comment on function private.mask_contact_details(p_text text) is 'Replaces email addresses (also written out: "max dot mueller at gmx dot de", "max @ firma . de", "(at)", "ät", "punkt"), links and phone numbers (digits joined by spaces, dashes, slashes, brackets or dots; not amounts like 1.200.000 or dates) in a text by [email hidden], [link hidden], [phone hidden] (deal messages before access is granted).';
revoke all on function private.mask_contact_details(p_text text) from public;
grant all on function private.mask_contact_details(p_text text) to authenticated, service_role;

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
comment on function private.owned_active_listing(p_listing_id uuid) is 'The caller''s own listing, or PT404 (the same for one that does not exist and one of somebody else).';
revoke all on function private.owned_active_listing(p_listing_id uuid) from public;

-- close_listing: a won deal.
CREATE OR REPLACE FUNCTION public.close_listing(p_listing_id uuid, p_success_fee_eur integer)
 RETURNS public.listings
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_row public.listings;
begin
  perform private.require_admin();
  if p_success_fee_eur is null or p_success_fee_eur not between 0 and 5000 then
    raise exception 'Success fee must be between 0 and 5,000 EUR' using errcode = '22023';
  end if;
  perform set_config('dealbridge.success_fee_booking', 'admin', true);
  update public.listings
  set status = 'closed', success_fee_eur = p_success_fee_eur, deal_won_at = coalesce(deal_won_at, now())
  where id = p_listing_id
  returning * into v_row;
  -- (Checked before perform, which resets FOUND.)
  if v_row.id is null then
    raise exception 'Company not found' using errcode = 'PT404';
  end if;
  perform set_config('dealbridge.success_fee_booking', '', true);
  update public.won_deal_confirmations set status = 'confirmed', fee_eur = p_success_fee_eur,
    decided_at = now(), decided_by = (select auth.uid())
  where listing_id = p_listing_id and status = 'pending';
  return v_row;
end;
$function$;
comment on function public.close_listing(p_listing_id uuid, p_success_fee_eur integer) is 'Admin only: close a listing as a won deal (deal_won_at) and record the success fee (0-5,000 EUR); a deal of it marked won and pending is confirmed with that fee.';
revoke all on function public.close_listing(p_listing_id uuid, p_success_fee_eur integer) from public, anon;

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
  p_asking_price_eur bigint default null,
  p_publish boolean default true,
  p_facts jsonb default null,
  p_financials jsonb default null
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
    anonymized_description, market_position, patents, status
  ) values (
    v_uid, v_profile.role, p_type, p_industry, p_revenue, p_employees, p_location,
    nullif(private.squish(p_price), ''), p_asking_price_eur,
    private.squish(p_anonymized_description), nullif(private.squish(p_market_position), ''),
    coalesce(p_patents, false),
    case when coalesce(p_publish, true) then 'active' else 'draft' end::public.listing_status
  ) returning id into v_id;

  insert into public.listing_details (listing_id, title, description, full_details)
  values (v_id, private.squish(p_title), private.squish(p_description), nullif(private.squish(p_full_details), ''));

  perform private.listing_facts_save(v_id, p_facts, p_financials);

  return v_id;
end;
$$;
comment on function public.create_listing(p_type public.listing_type, p_title text, p_industry public.industry, p_revenue public.revenue_range, p_employees public.employee_range, p_location public.location, p_price text, p_description text, p_anonymized_description text, p_market_position text, p_patents boolean, p_full_details text, p_asking_price_eur bigint, p_publish boolean, p_facts jsonb, p_financials jsonb) is 'Creates a listing of the verified scout or company caller: the teaser (with the optional asking price in EUR and a price note), its confidential details, its facts and figures (see private.listing_facts_save()); published at once, or a draft when p_publish is false.';
revoke all on function public.create_listing(p_type public.listing_type, p_title text, p_industry public.industry, p_revenue public.revenue_range, p_employees public.employee_range, p_location public.location, p_price text, p_description text, p_anonymized_description text, p_market_position text, p_patents boolean, p_full_details text, p_asking_price_eur bigint, p_publish boolean, p_facts jsonb, p_financials jsonb) from public;

-- The owner (or an admin) changes every field of a draft or a published listing in one
-- transaction: one version for the buyers (the triggers of each table record what changed).
create function public.update_listing(
  p_listing_id uuid,
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
  p_asking_price_eur bigint default null,
  p_facts jsonb default null,
  p_financials jsonb default null
) returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_uid uuid := (select private.verified_caller());
  v_missing text[] := array[]::text[];
begin
  if not exists (
    select 1 from public.listings l
    where l.id = p_listing_id and (l.user_id = v_uid or (select private.is_admin()))
  ) then
    raise exception 'Company not found' using errcode = 'PT404';
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

  update public.listings set
    type = p_type, industry = p_industry, revenue = p_revenue, employees = p_employees,
    location = p_location, price = nullif(private.squish(p_price), ''),
    asking_price_eur = p_asking_price_eur,
    anonymized_description = private.squish(p_anonymized_description),
    market_position = nullif(private.squish(p_market_position), ''),
    patents = coalesce(p_patents, false)
  where id = p_listing_id;

  update public.listing_details set
    title = private.squish(p_title), description = private.squish(p_description),
    full_details = nullif(private.squish(p_full_details), '')
  where listing_id = p_listing_id;

  perform private.listing_facts_save(p_listing_id, p_facts, p_financials);
end;
$$;
comment on function public.update_listing(p_listing_id uuid, p_type public.listing_type, p_title text, p_industry public.industry, p_revenue public.revenue_range, p_employees public.employee_range, p_location public.location, p_price text, p_description text, p_anonymized_description text, p_market_position text, p_patents boolean, p_full_details text, p_asking_price_eur bigint, p_facts jsonb, p_financials jsonb) is 'The owner (verified) or an admin replaces every field of a listing, draft or published: teaser, details, facts and figures, in one transaction (one version of the listing for its buyers). PT404 for a listing that does not exist or is somebody else''s.';
revoke all on function public.update_listing(p_listing_id uuid, p_type public.listing_type, p_title text, p_industry public.industry, p_revenue public.revenue_range, p_employees public.employee_range, p_location public.location, p_price text, p_description text, p_anonymized_description text, p_market_position text, p_patents boolean, p_full_details text, p_asking_price_eur bigint, p_facts jsonb, p_financials jsonb) from public, anon;

-- What changed of a listing since a deal began, as its reader may know it: the owner and admins
-- every change; the buyer the teaser changes, and the access-tier changes only while
-- private.may_read_confidential() admits them (the one rule of the details).
create function public.listing_changes_for_deal(p_deal_id uuid)
returns table (id bigint, changed_at timestamptz, changes jsonb)
language plpgsql stable security definer set search_path = '' as $$
declare
  v_uid uuid := (select private.verified_caller());
  v_deal public.deals;
  v_all boolean;
begin
  if not private.is_deal_party(p_deal_id) then
    raise exception 'Deal not found' using errcode = 'PT404';
  end if;
  select * into v_deal from public.deals d where d.id = p_deal_id;
  v_all := v_deal.buyer_id <> v_uid
    or private.may_read_confidential(v_deal.stage, v_deal.listing_id, v_deal.buyer_id);
  return query
  select v.id, v.changed_at, f.visible
  from public.listing_versions v
  cross join lateral (
    select jsonb_agg(c.change order by c.ord) as visible
    from jsonb_array_elements(v.changes) with ordinality as c(change, ord)
    where v_all or c.change->>'tier' = 'teaser'
  ) f
  where v.listing_id = v_deal.listing_id and v.changed_at >= v_deal.created_at and f.visible is not null
  order by v.changed_at desc, v.id desc
  limit 50;
end;
$$;
comment on function public.listing_changes_for_deal(p_deal_id uuid) is 'Versions of the deal''s listing since the deal began (newest first, at most 50), each with the changes [{field, tier, from, to}] the caller may read: everything for the owner and admins; for the buyer the teaser tier, and the access tier while private.may_read_confidential() admits the buyer. PT404 for non-parties.';
revoke all on function public.listing_changes_for_deal(p_deal_id uuid) from public, anon;

create function public.listing_analytics(p_listing_id uuid, p_weeks integer default 12)
returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  v_uid uuid := (select private.verified_caller());
  v_weeks integer := least(greatest(coalesce(p_weeks, 12), 1), 52);
  v_first date := (date_trunc('week', now() at time zone 'UTC') - make_interval(weeks => v_weeks - 1))::date;
  v_funnel jsonb;
  v_series jsonb;
begin
  -- Owner only (not even admins: these are the seller's figures). The same answer for a listing
  -- that does not exist and one of somebody else, so ids cannot be probed.
  if not exists (select 1 from public.listings l where l.id = p_listing_id and l.user_id = v_uid) then
    raise exception 'Company not found' using errcode = 'PT404';
  end if;

  with deal_steps as (
    select e.deal_id, e.to_stage, e.from_stage, e.occurred_at
    from public.deals d
    join public.deal_events e on e.deal_id = d.id
    where d.listing_id = p_listing_id
  )
  select jsonb_build_object(
    'views', (select count(distinct (v.user_id, (v.viewed_at at time zone 'UTC')::date))
      from public.listing_views v where v.listing_id = p_listing_id),
    'viewers', (select count(distinct v.user_id) from public.listing_views v where v.listing_id = p_listing_id),
    'inquiries', (select count(*) from public.deals d where d.listing_id = p_listing_id),
    'ndas', (select count(distinct s.deal_id) from deal_steps s where s.to_stage = 'nda_signed'),
    'access', (select count(distinct s.deal_id) from deal_steps s where s.to_stage = 'access_granted'),
    'offers', (select count(distinct s.deal_id) from deal_steps s where s.to_stage = 'offer_submitted')
  ) into v_funnel;

  with weeks as (
    select w::date as week from generate_series(v_first, (now() at time zone 'UTC')::date, interval '1 week') w
  ),
  view_days as (
    select distinct v.user_id, (v.viewed_at at time zone 'UTC')::date as day
    from public.listing_views v
    where v.listing_id = p_listing_id and v.viewed_at >= v_first::timestamp at time zone 'UTC'
  ),
  steps as (
    select e.to_stage, e.from_stage, (e.occurred_at at time zone 'UTC')::date as day
    from public.deals d
    join public.deal_events e on e.deal_id = d.id
    where d.listing_id = p_listing_id and e.occurred_at >= v_first::timestamp at time zone 'UTC'
  )
  select jsonb_agg(jsonb_build_object(
      'week', w.week,
      'views', (select count(*) from view_days vd where vd.day >= w.week and vd.day < w.week + 7),
      'inquiries', (select count(*) from steps s where s.from_stage is null and s.day >= w.week and s.day < w.week + 7),
      'ndas', (select count(*) from steps s where s.to_stage = 'nda_signed' and s.day >= w.week and s.day < w.week + 7),
      'access', (select count(*) from steps s where s.to_stage = 'access_granted' and s.day >= w.week and s.day < w.week + 7),
      'offers', (select count(*) from steps s where s.to_stage = 'offer_submitted' and s.day >= w.week and s.day < w.week + 7)
    ) order by w.week)
  into v_series
  from weeks w;

  return jsonb_build_object('funnel', v_funnel, 'weeks', coalesce(v_series, '[]'::jsonb));
end;
$$;
comment on function public.listing_analytics(p_listing_id uuid, p_weeks integer) is 'Owner of the listing only: funnel (views once per viewer and day, viewers, inquiries = deals, NDAs, access granted, offers; distinct deals) and the same per week for the last p_weeks (1-52, default 12) ISO weeks in UTC.';
revoke all on function public.listing_analytics(p_listing_id uuid, p_weeks integer) from public, anon;

-- PostgREST reads cannot fire triggers. Opening a deal calls record_listing_view(); when the caller
-- may read the listing's confidential details (an unlocked investor, or an admin), that call also
-- records a details_read event, at most one per reader, listing and UTC day.
create or replace function public.record_listing_view(p_listing_id uuid) returns void
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
    raise exception 'Company not found' using errcode = 'PT404';
  end if;
  if v_listing.user_id = v_uid then
    return; -- owners looking at their own listing are neither views nor audited reads
  end if;
  if (select private.is_admin()) or p_listing_id in (select private.readable_detail_listing_ids()) then
    insert into public.audit_events (event_type, actor_id, subject_user_id, listing_id, read_day, detail)
    values ('details_read', v_uid, v_uid, p_listing_id, (now() at time zone 'UTC')::date,
      jsonb_build_object('role', (select private.current_app_role())))
    on conflict (subject_user_id, listing_id, read_day) where event_type = 'details_read' do nothing;
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
comment on function public.record_listing_view(p_listing_id uuid) is 'Records that the verified caller opened a listing (not their own; repeated opens within 30 minutes count once).';
revoke all on function public.record_listing_view(p_listing_id uuid) from public, anon;

-- Search by title: the readable titles of a paused buyer are not readable (same rule as above).
-- The facts filters read the teaser columns the database derived (bands, region, reason), never
-- listing_facts: a fact the owner keeps for buyers with access is null in the teaser, so a
-- filter on it tells nothing about it. Sorting by price or EBITDA pages by the last card's id:
-- its sort value is read from its row, so the client needs no rules for missing values.
create or replace function public.search_listings(
  p_search text default null,
  p_industry public.industry default null,
  p_revenue public.revenue_range default null,
  p_location public.location default null,
  p_type public.listing_type default null,
  p_limit integer default 24,
  p_before_created_at timestamptz default null,
  p_before_id uuid default null,
  p_region public.region default null,
  p_sale_reason public.sale_reason default null,
  p_margin_min public.margin_band default null,
  p_growth_min public.growth_band default null,
  p_ebitda_min_eur bigint default null,
  p_price_min_eur bigint default null,
  p_price_max_eur bigint default null,
  p_sort text default 'newest'
) returns setof public.listings
language plpgsql stable security definer rows 25 set search_path = '' as $$
declare
  v_sql text := 'select l.* from public.listings l where l.status = ''active''';
  v_text text := '';
  v_title text := '';
  v_word text;
  v_pattern text;
  v_title_ids uuid[];
  -- The sort key of each order (missing values last: a price "on request", no EBITDA band in the
  -- teaser), as the partial indexes listings_active_price_asc_idx, _price_desc_idx and
  -- _ebitda_idx hold it.
  v_key text := case coalesce(p_sort, 'newest')
    when 'price_asc' then 'coalesce(l.asking_price_eur, 9223372036854775807)'
    when 'price_desc' then 'coalesce(l.asking_price_eur, -1)'
    when 'ebitda_desc' then 'coalesce(l.ebitda_band_min_eur, -9223372036854775808)'
  end;
begin
  if not (select private.is_verified()) then
    raise exception 'Permission denied: verified account required' using errcode = '42501';
  end if;
  if coalesce(p_sort, 'newest') not in ('newest', 'price_asc', 'price_desc', 'ebitda_desc') then
    raise exception 'Unknown sort order: %', left(p_sort, 40) using errcode = '22023';
  end if;
  if p_price_min_eur > p_price_max_eur then
    raise exception 'Price range: the minimum is above the maximum' using errcode = '22023';
  end if;
  if p_industry is not null then v_sql := v_sql || ' and l.industry = $1'; end if;
  if p_revenue is not null then v_sql := v_sql || ' and l.revenue = $2'; end if;
  if p_location is not null then v_sql := v_sql || ' and l.location = $3'; end if;
  if p_type is not null then v_sql := v_sql || ' and l.type = $4'; end if;
  if p_region is not null then v_sql := v_sql || ' and l.region = $9'; end if;
  if p_sale_reason is not null then v_sql := v_sql || ' and l.sale_reason = $10'; end if;
  if p_margin_min is not null then v_sql := v_sql || ' and l.ebitda_margin_band >= $11'; end if;
  if p_growth_min is not null then v_sql := v_sql || ' and l.revenue_growth_band >= $12'; end if;
  if p_ebitda_min_eur is not null then v_sql := v_sql || ' and l.ebitda_band_min_eur >= $13'; end if;
  if p_price_min_eur is not null then v_sql := v_sql || ' and l.asking_price_eur >= $14'; end if;
  if p_price_max_eur is not null then v_sql := v_sql || ' and l.asking_price_eur <= $15'; end if;
  -- Every word must occur; LIKE wildcards in the input are taken literally.
  for v_word in
    select w from regexp_split_to_table(lower(left(coalesce(p_search, ''), 200)), '[[:space:]]+') w where w <> ''
  loop
    v_pattern := '%' || replace(replace(replace(v_word, '\', '\\'), '%', '\%'), '_', '\_') || '%';
    v_text := v_text || format(' and l.search_text like %L', v_pattern);
    v_title := v_title || format(' and lower(ld.title) like %L', v_pattern);
  end loop;
  if v_text <> '' then
    -- The readable titles are few (own listings, and an investor's deals whose stage grants
    -- access and who is not paused by another buyer's exclusivity: the rule of
    -- private.readable_detail_listing_ids()), found through the owner's and the buyer's indexes,
    -- matched first, then taken by id.
    execute 'select coalesce(array_agg(t.listing_id), ''{}'') from ('
      || 'select ld.listing_id, ld.title from public.listings l'
      || ' join public.listing_details ld on ld.listing_id = l.id where l.user_id = $1'
      || ' union all '
      || 'select ld.listing_id, ld.title from public.deals d'
      || ' join public.listing_details ld on ld.listing_id = d.listing_id'
      || ' where $2 and d.buyer_id = $1'
      || ' and private.may_read_confidential(d.stage, d.listing_id, d.buyer_id)'
      || ') t where true' || replace(v_title, 'ld.title', 't.title')
      into v_title_ids
      using (select auth.uid()), (select private.current_app_role()) = 'investor';
    v_sql := v_sql || ' and ((true' || v_text || ') or l.id = any($8))';
  end if;
  if v_key is null then
    if p_before_created_at is not null then
      v_sql := v_sql || ' and (l.created_at, l.id) < ($5, coalesce($6, ''ffffffff-ffff-ffff-ffff-ffffffffffff''::uuid))';
    end if;
    v_sql := v_sql || ' order by l.created_at desc, l.id desc limit $7';
  elsif p_sort = 'price_asc' then
    if p_before_id is not null then
      v_sql := v_sql || format(' and (%1$s, l.id) > (select %1$s, l.id from public.listings l where l.id = $6)', v_key);
    end if;
    v_sql := v_sql || format(' order by %s, l.id limit $7', v_key);
  else
    if p_before_id is not null then
      v_sql := v_sql || format(' and (%1$s, l.id) < (select %1$s, l.id from public.listings l where l.id = $6)', v_key);
    end if;
    v_sql := v_sql || format(' order by %s desc, l.id desc limit $7', v_key);
  end if;
  return query execute v_sql
    using p_industry, p_revenue, p_location, p_type, p_before_created_at, p_before_id,
      least(greatest(coalesce(p_limit, 24), 1), 100), v_title_ids,
      p_region, p_sale_reason, p_margin_min, p_growth_min, p_ebitda_min_eur, p_price_min_eur, p_price_max_eur;
end;
$$;
comment on function public.search_listings(p_search text, p_industry public.industry, p_revenue public.revenue_range, p_location public.location, p_type public.listing_type, p_limit integer, p_before_created_at timestamp with time zone, p_before_id uuid, p_region public.region, p_sale_reason public.sale_reason, p_margin_min public.margin_band, p_growth_min public.growth_band, p_ebitda_min_eur bigint, p_price_min_eur bigint, p_price_max_eur bigint, p_sort text) is 'Discover: active listings for verified users, newest first, filtered by industry, revenue, location, type and words of the teaser text (anonymized description, industry, location, market position) or, for listings whose details the caller may read, of the title. Facts (teaser columns): region, reason for sale, minimum EBITDA margin band, minimum growth band, minimum EBITDA band, asking price range (prices on request are left out of a range). p_sort: newest (default), price_asc, price_desc, ebitda_desc (missing values last). p_limit 1-100 (default 24); next page: p_before_created_at/p_before_id of the last row (p_before_id alone for the other orders). Title words match only for listings whose details the caller may read (own listings; an investor''s deals with access, unless paused by another buyer''s exclusivity).';
revoke all on function public.search_listings(p_search text, p_industry public.industry, p_revenue public.revenue_range, p_location public.location, p_type public.listing_type, p_limit integer, p_before_created_at timestamp with time zone, p_before_id uuid, p_region public.region, p_sale_reason public.sale_reason, p_margin_min public.margin_band, p_growth_min public.growth_band, p_ebitda_min_eur bigint, p_price_min_eur bigint, p_price_max_eur bigint, p_sort text) from public, anon;

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
comment on function public.set_listing_status(p_listing_id uuid, p_status public.listing_status) is 'Owner or admin closes (closed) or reopens (active) a listing, without a success fee.';
revoke all on function public.set_listing_status(p_listing_id uuid, p_status public.listing_status) from public, anon;
