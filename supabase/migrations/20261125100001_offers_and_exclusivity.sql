-- Issue 17 (offers and exclusivity), part 1: exclusivity pauses every other buyer.
--
-- * deals.exclusive_until: set when the owner accepts a buyer's offer (the deal moves to
--   in_exclusivity); the exclusivity holds while the deal is in_exclusivity and now() is before it.
-- * private.exclusivity_blocks(listing, buyer): THE rule for "another buyer is in exclusivity", used
--   by every reader of confidential material (listing details, the deal page, the data room). It
--   compares with now(), so when exclusive_until passes the others' access returns by itself.
-- * private.readable_detail_listing_ids() and private.deal_access_granted(): a paused buyer reads
--   no details at once; search by title no longer matches a paused buyer's confidential titles.
-- * public.deal_offers: the structured, non-binding offers (written only by the RPCs of a later
--   migration of this issue).

-- Exclusivity on the deal ----------------------------------------------------------------------------
alter table public.deals add column exclusive_until timestamptz;
comment on column public.deals.exclusive_until is
  'End of the exclusivity granted by accepting this deal''s offer (set with the move to in_exclusivity). '
  'While the deal is in_exclusivity and now() is before it, every other buyer of the listing is paused (private.exclusivity_blocks()).';

-- The helper looks up "an in_exclusivity deal of this listing" by this small partial index.
create index deals_listing_exclusivity_idx on public.deals (listing_id, exclusive_until)
  where stage = 'in_exclusivity';

create function private.exclusivity_blocks(p_listing_id uuid, p_buyer_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.deals d
    where d.listing_id = p_listing_id
      and d.stage = 'in_exclusivity'
      and d.exclusive_until > now()
      and d.buyer_id is distinct from p_buyer_id
  )
$$;
comment on function private.exclusivity_blocks(uuid, uuid) is
  'True when another buyer''s deal of the listing is in exclusivity now (stage in_exclusivity and exclusive_until in the future): '
  'that buyer (p_buyer_id) is paused and reads nothing confidential of the listing (details, deal page, data room).';
revoke all on function private.exclusivity_blocks(uuid, uuid) from public;
grant execute on function private.exclusivity_blocks(uuid, uuid) to authenticated, service_role;

-- The rule for the confidential details, now with the pause ------------------------------------------
create or replace function private.readable_detail_listing_ids() returns setof uuid
language plpgsql stable security definer set search_path = '' as $$
begin
  return query
  select l.id from public.listings l
  where l.user_id = (select auth.uid()) and (select private.is_verified())
  union
  select d.listing_id from public.deals d
  where d.buyer_id = (select auth.uid())
    and private.stage_grants_access(d.stage)
    and (select private.is_verified())
    and (select private.current_app_role()) = 'investor'
    and not private.exclusivity_blocks(d.listing_id, d.buyer_id);
end;
$$;
comment on function private.readable_detail_listing_ids() is
  'Listings whose confidential details the caller may read: own listings, and as verified investor those of their deals whose stage grants access (private.stage_grants_access()) '
  'unless another buyer of the listing is in exclusivity (private.exclusivity_blocks()).';

create or replace function private.deal_access_granted(p_deal_id uuid) returns boolean
language plpgsql stable security definer set search_path = '' as $$
begin
  return exists (
    select 1 from public.deals d
    where d.id = p_deal_id
      and private.stage_grants_access(d.stage)
      and not private.exclusivity_blocks(d.listing_id, d.buyer_id)
  );
end;
$$;
comment on function private.deal_access_granted(uuid) is
  'The deal''s buyer may read the confidential material now: the stage grants access (private.stage_grants_access()) and no other buyer of the listing is in exclusivity (private.exclusivity_blocks()).';

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
      || ' where $2 and d.buyer_id = $1 and private.stage_grants_access(d.stage)'
      || ' and not private.exclusivity_blocks(d.listing_id, d.buyer_id)'
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
comment on function public.search_listings(text, public.industry, public.revenue_range, public.location,
  public.listing_type, integer, timestamptz, uuid) is
  'Discover: active listings for verified users, newest first, filtered by industry, revenue, location, type and words of the teaser text (anonymized description, industry, location, market position) or, for listings whose details the caller may read, of the title. p_limit 1-100 (default 24); next page: p_before_created_at/p_before_id of the last row. Title words match only for listings whose details the caller may read (own listings; an investor''s deals with access, unless paused by another buyer''s exclusivity).';

-- Offers ---------------------------------------------------------------------------------------------
create type public.offer_structure as enum ('share_deal', 'asset_deal');
comment on type public.offer_structure is 'How the business changes hands: its shares, or its assets.';
create type public.offer_financing as enum ('equity', 'debt', 'mixed');
comment on type public.offer_financing is 'How the buyer pays: own funds, borrowed funds, or both.';
create type public.offer_status as enum ('open', 'accepted', 'declined', 'superseded', 'withdrawn');
comment on type public.offer_status is
  'open: awaiting the owner''s decision (expired once valid_until has passed); accepted: the deal went into exclusivity; '
  'declined: the owner said no, or the listing''s deal went to another buyer; superseded: the buyer made a newer offer; withdrawn: the buyer left the deal or lost access.';

create table public.deal_offers (
  id uuid primary key default gen_random_uuid(),
  deal_id uuid not null references public.deals (id) on delete cascade,
  listing_id uuid not null references public.listings (id) on delete cascade,
  buyer_id uuid not null references public.profiles (id) on delete cascade,
  price_eur bigint not null,
  structure public.offer_structure not null,
  earn_out_eur bigint,
  earn_out_terms text,
  financing public.offer_financing not null,
  financing_note text,
  exclusivity_days integer not null,
  valid_until date not null,
  status public.offer_status not null default 'open',
  created_at timestamptz not null default now(),
  decided_at timestamptz,
  decided_by uuid references public.profiles (id) on delete set null,
  constraint deal_offers_price_range check (price_eur between 1 and 10000000000),
  constraint deal_offers_earn_out_range check (earn_out_eur is null or earn_out_eur between 1 and 10000000000),
  constraint deal_offers_earn_out_terms_length check (earn_out_terms is null or char_length(earn_out_terms) <= 2000),
  constraint deal_offers_financing_note_length check (financing_note is null or char_length(financing_note) <= 2000),
  constraint deal_offers_exclusivity_days_range check (exclusivity_days between 1 and 180),
  constraint deal_offers_valid_until_range check (valid_until between (created_at at time zone 'Europe/Berlin')::date
    and (created_at at time zone 'Europe/Berlin')::date + 365),
  constraint deal_offers_decision check ((status in ('open', 'superseded', 'withdrawn')) or decided_at is not null)
);
comment on table public.deal_offers is
  'Structured, non-binding offers of a deal''s buyer (price in EUR, share or asset deal, earn-out, financing, exclusivity period, valid until). '
  'Written only by public.submit_deal_offer() and public.decide_deal_offer() (and the deal''s stage changes); readable by the deal''s buyer, the listing''s owner and admins. At most one open offer per deal.';
comment on column public.deal_offers.listing_id is 'The deal''s listing (copied from the deal by the database): the listing''s offers by one index.';
comment on column public.deal_offers.buyer_id is 'The deal''s buyer (copied from the deal by the database).';
comment on column public.deal_offers.price_eur is 'Offered price in whole EUR (1 to 10 billion).';
comment on column public.deal_offers.earn_out_eur is 'Optional earn-out on top of the price, in whole EUR.';
comment on column public.deal_offers.earn_out_terms is 'Optional description of the earn-out (at most 2000 characters).';
comment on column public.deal_offers.financing_note is 'Optional note on the financing (at most 2000 characters).';
comment on column public.deal_offers.exclusivity_days is 'Exclusivity the buyer asks for, in days (1 to 180), counted from acceptance.';
comment on column public.deal_offers.valid_until is 'Last day (Europe/Berlin) the offer can be accepted; after it the offer is expired.';
comment on column public.deal_offers.status is 'See type public.offer_status.';
comment on column public.deal_offers.decided_at is 'When the owner accepted or declined (or the deal ended it).';
comment on column public.deal_offers.decided_by is 'Who accepted or declined (the owner or an admin); null when the deal''s end declined it.';

create unique index deal_offers_one_open_per_deal on public.deal_offers (deal_id) where status = 'open';
create index deal_offers_deal_id_idx on public.deal_offers (deal_id, created_at desc);
create index deal_offers_listing_id_idx on public.deal_offers (listing_id, status);
create index deal_offers_buyer_id_idx on public.deal_offers (buyer_id);
create index deal_offers_decided_by_idx on public.deal_offers (decided_by);

alter table public.deal_offers enable row level security;
revoke all on table public.deal_offers from anon, authenticated;
grant select on public.deal_offers to authenticated;

create policy "deal_offers: buyer, listing owner or admin reads" on public.deal_offers
  for select to authenticated
  using (
    (select private.is_admin())
    or ((select private.is_verified()) and buyer_id = (select auth.uid()))
    or listing_id in (select private.owned_listing_ids())
  );
