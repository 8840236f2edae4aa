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

-- Types -------------------------------------------------------------------------------------------

create type public.listing_status as enum (
  'active',
  'closed'
);
comment on type public.listing_status is 'active listings are in the public browse; closed ones stay with their owner.';

create type public.listing_type as enum (
  'sell',
  'buy'
);
comment on type public.listing_type is 'sell: a business for sale; buy: a buying interest.';

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
  include (revenue, employees, type, user_id)
  where status = 'active';
comment on index public.listings_active_industry_location_idx is 'Recommendations: newest active listings per industry and location, covering the ranking''s columns.';

-- Text search with filters: one GIN index over the words (trigrams) and the filter columns, so
-- only listings that match everything are read (a trigram index alone found thousands of
-- candidates at 100,000 listings and read each one to check the filters).
create index listings_active_search_idx on public.listings
  using gin (search_text extensions.gin_trgm_ops, industry, revenue, location, type)
  where status = 'active';
comment on index public.listings_active_search_idx is 'Discover text search: the words (trigrams) and the filters of search_listings() in one index, active listings only.';

create index listings_industry_created_idx on public.listings (industry, status, created_at desc, id desc);

create index listings_location_created_idx on public.listings (location, status, created_at desc, id desc);

create index listings_revenue_created_idx on public.listings (revenue, status, created_at desc, id desc);

create index listings_status_created_idx on public.listings (status, created_at desc, id desc);

create index listings_user_id_idx on public.listings (user_id);

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
  new.search_text := lower(concat_ws(' ',
    new.anonymized_description, new.industry::text, new.location::text, new.market_position));
  return new;
end;
$$;
comment on function private.listings_before_write() is 'BEFORE INSERT/UPDATE on listings: user_role from the owner''s profile (never from the request), search_text from the teaser fields.';
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
revoke all on table public.listing_details from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.listing_details from authenticated;
grant update (title, description, full_details) on table public.listing_details to authenticated;

create or replace function private.readable_detail_listing_ids() returns setof uuid
language plpgsql stable security definer set search_path = '' as $$
begin
  return query
  select l.id from public.listings l
  where l.user_id = (select auth.uid()) and (select private.is_verified())
  union
  select d.listing_id from public.deals d
  where d.buyer_id = (select auth.uid())
    and (select private.is_verified())
    and (select private.current_app_role()) = 'investor'
    and private.may_read_confidential(d.stage, d.listing_id, d.buyer_id);
end;
$$;
comment on function private.readable_detail_listing_ids() is 'Listings whose confidential details the caller may read: own listings, and as verified investor those of their deals that private.may_read_confidential() admits (the stage grants access, no other buyer in exclusivity).';
revoke all on function private.readable_detail_listing_ids() from public;
grant all on function private.readable_detail_listing_ids() to authenticated, service_role;

create policy "listing_details: owner, admin or unlocked investor reads" on public.listing_details
  for select to authenticated
  using ((select private.is_admin()) or listing_id in (select private.readable_detail_listing_ids()));

create function private.owned_listing_ids() returns setof uuid
language sql stable security definer set search_path = '' as $$
  select l.id from public.listings l
  where l.user_id = (select auth.uid()) and (select private.is_verified())
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
comment on function public.create_listing(p_type public.listing_type, p_title text, p_industry public.industry, p_revenue public.revenue_range, p_employees public.employee_range, p_location public.location, p_price text, p_description text, p_anonymized_description text, p_market_position text, p_patents boolean, p_full_details text, p_asking_price_eur bigint) is 'Creates a listing of the verified scout or company caller: the teaser (with the optional asking price in EUR and a price note) and its confidential details.';
revoke all on function public.create_listing(p_type public.listing_type, p_title text, p_industry public.industry, p_revenue public.revenue_range, p_employees public.employee_range, p_location public.location, p_price text, p_description text, p_anonymized_description text, p_market_position text, p_patents boolean, p_full_details text, p_asking_price_eur bigint) from public;

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
create or replace function public.search_listings(
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
  v_text text := '';
  v_title text := '';
  v_word text;
  v_pattern text;
  v_title_ids uuid[];
begin
  if not (select private.is_verified()) then
    raise exception 'Permission denied: verified account required' using errcode = '42501';
  end if;
  if p_industry is not null then v_sql := v_sql || ' and l.industry = $1'; end if;
  if p_revenue is not null then v_sql := v_sql || ' and l.revenue = $2'; end if;
  if p_location is not null then v_sql := v_sql || ' and l.location = $3'; end if;
  if p_type is not null then v_sql := v_sql || ' and l.type = $4'; end if;
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
  if p_before_created_at is not null then
    v_sql := v_sql || ' and (l.created_at, l.id) < ($5, coalesce($6, ''ffffffff-ffff-ffff-ffff-ffffffffffff''::uuid))';
  end if;
  v_sql := v_sql || ' order by l.created_at desc, l.id desc limit $7';
  return query execute v_sql
    using p_industry, p_revenue, p_location, p_type, p_before_created_at, p_before_id,
      least(greatest(coalesce(p_limit, 24), 1), 100), v_title_ids;
end;
$$;
comment on function public.search_listings(p_search text, p_industry public.industry, p_revenue public.revenue_range, p_location public.location, p_type public.listing_type, p_limit integer, p_before_created_at timestamp with time zone, p_before_id uuid) is 'Discover: active listings for verified users, newest first, filtered by industry, revenue, location, type and words of the teaser text (anonymized description, industry, location, market position) or, for listings whose details the caller may read, of the title. p_limit 1-100 (default 24); next page: p_before_created_at/p_before_id of the last row. Title words match only for listings whose details the caller may read (own listings; an investor''s deals with access, unless paused by another buyer''s exclusivity).';
revoke all on function public.search_listings(p_search text, p_industry public.industry, p_revenue public.revenue_range, p_location public.location, p_type public.listing_type, p_limit integer, p_before_created_at timestamp with time zone, p_before_id uuid) from public, anon;

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

-- Added by issue 27 (data room promises, success fee, verification, rate limits) ------------

create trigger listings_guard_pending_win_reopen BEFORE UPDATE OF status ON public.listings FOR EACH ROW EXECUTE FUNCTION private.guard_pending_win_reopen();

create trigger listings_guard_success_fee BEFORE INSERT OR UPDATE OF success_fee_eur, deal_won_at ON public.listings FOR EACH ROW EXECUTE FUNCTION private.guard_success_fee();
