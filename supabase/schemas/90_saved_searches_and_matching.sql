-- saved searches and matching: Saved searches and their alerts, matching buyers to listings, invitations.
--
-- The current text of this subject (supabase/schemas/README.md). Change the database by editing
-- this file and running `npm run db:diff -- <name>`; the migration it writes is reviewed and
-- committed with it.
--
-- From 20261125400001_search_match_kind.sql:
--   Issue 19: a new listing that matches a saved search notifies the search's owner. The kind is
--   added in its own migration: a value added to an enum cannot be used in the transaction that
--   adds it (20261125400002 uses it).
--
-- From 20261125400002_saved_searches.sql:
--   Issue 19: saved searches and alerts. A verified user saves the search and filters of /discover
--   (the route's search params: q, industry, revenue, location) under a name. When a listing is
--   published (inserted active by create_listing(), or reopened: the moments a listing becomes
--   visible to verified users), the database finds the saved searches it matches and notifies their
--   owners ('search.match') in the same transaction: in the app and by email as their preferences
--   say, but at most one email per saved search in 24 hours (later matches of that day reach the
--   bell only; the email's link opens /discover with the search, where every new match is listed).
--
--   Matching is an index lookup, not a scan of every saved search: the filters of a search are
--   folded into one key, `filter_key` = industry|revenue|location with '*' for "any". A listing
--   matches exactly the searches whose key is one of its 2^3 = 8 keys (each filter either the
--   listing's value or '*'), so the candidates come from one btree probe per key; only their words
--   are then checked against the listing's search_text, the same text and the same rule as
--   search_listings() (every word occurs, taken literally).
--
-- From 20261125400004_invitation_kind.sql:
--   Issue 19: a listing's owner invites a matching verified buyer; the buyer is notified. The kind
--   is added in its own migration (20261125400005 uses it).
--
-- From 20261125400005_matching.sql:
--   Issue 19: matching, computed in the database, on the buyers' investment profiles
--   (20261125300001: industries, locations, revenue and employee ranges) and verified capacity
--   (private.verified_capacity_band()).
--
--   * public.recommended_listings(p_limit): "Recommended for you" for a buyer: active listings for
--     sale (not their own) in the profile's industries and locations (any when empty), revenue
--     within the profile's range, ranked by fit (each criterion the profile sets and the listing
--     meets counts, employees too) and then by recency, with the reasons. An index lookup per
--     (industry, location) pair, newest first, never a scan of all listings.
--   * public.listing_matching_buyers(p_listing_id): for a listing's owner, the verified buyers
--     whose profile accepts the listing: how many, and an anonymised list (a reference valid for
--     this listing only, the verified capacity band, what matches, the timeframe; no id, name or
--     contact), and whether each was invited.
--   * public.invite_matching_buyer(p_listing_id, p_buyer_ref): the owner invites one of them; the
--     buyer gets a 'listing.invitation' notification. Once per listing and buyer, at most 20
--     invitations per owner in 24 hours.
--
-- From 20261126200001_saved_search_alerts_speed.sql:
--   Issue 19, the publish bench: publishing a listing that matched ~380 of the bench's 10,000 saved
--   searches took 200 ms (p95, 100k listings). EXPLAIN ANALYZE of the alerts trigger showed where:
--   * 85 of those ms were the alerts' links: private.saved_search_link() percent-encodes the search
--     character by character (a regular expression per character), once per matched search and
--     publication. A search's filters never change after it is saved (only its name may), so the
--     link is now computed once, when the search is saved, and stored on the row like words and
--     filter_key.
--   * The planner took the matched searches for 1,000 rows (the default of a set-returning
--     function), so the update of last_emailed_at hashed all of saved_searches (a sequential scan)
--     and the outbox insert all of profiles. A listing matches a few dozen searches: told so
--     (ROWS 50), it probes both by primary key; and the update probes only the searches whose
--     last email (as matched) is more than a day old, not every matched one.

-- public.saved_searches ---------------------------------------------------------------------------

create table public.saved_searches (
  id uuid default gen_random_uuid() not null,
  user_id uuid default auth.uid() not null,
  name text not null,
  query text,
  industry public.industry,
  revenue public.revenue_range,
  location public.location,
  words text[] default '{}'::text[] not null,
  filter_key text default '*|*|*'::text not null,
  last_emailed_at timestamp with time zone,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  link text default '/discover'::text not null,
  constraint saved_searches_pkey PRIMARY KEY (id),
  constraint saved_searches_name_unique UNIQUE (user_id, name),
  constraint saved_searches_name_length CHECK ((char_length(name) <= 80)),
  constraint saved_searches_name_not_blank CHECK ((name ~ '[^[:space:]]'::text)),
  constraint saved_searches_query_length CHECK ((char_length(query) <= 200))
);
alter table public.saved_searches add constraint saved_searches_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(id) ON DELETE CASCADE;
alter table public.saved_searches enable row level security;
comment on table public.saved_searches is 'Searches of /discover a verified user saved under a name; a newly published listing that matches notifies the owner (search.match). Readable and changeable by their owner alone.';
comment on column public.saved_searches.query is 'The words of the search box (every word must occur in the listing''s teaser text).';
comment on column public.saved_searches.words is 'The query split into lower-case words, set by the database; matched against listings.search_text.';
comment on column public.saved_searches.filter_key is 'industry|revenue|location with * for any filter, set by the database: a new listing finds its searches by its 8 possible keys.';
comment on column public.saved_searches.last_emailed_at is 'When this search last caused an email (at most one per 24 hours).';
comment on column public.saved_searches.link is 'The app path of the alert (/discover with the search''s query and filters), set by the database when the search is saved.';
revoke all on table public.saved_searches from anon;
revoke insert, update, truncate, references, trigger, maintain on table public.saved_searches from authenticated;
grant insert (name, query, industry, revenue, location) on table public.saved_searches to authenticated;
grant update (name) on table public.saved_searches to authenticated;

create index saved_searches_filter_key_idx on public.saved_searches (filter_key);

create policy "saved_searches: owner reads" on public.saved_searches
  for select to authenticated
  using (user_id = (select auth.uid()));

-- Saved searches (and their alerts) are a buyer's: sellers and scouts search without saving.
create policy "saved_searches: verified investor inserts" on public.saved_searches
  for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and (select private.is_verified())
    and (select private.current_app_role()) = 'investor'
  );

create policy "saved_searches: owner renames" on public.saved_searches
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "saved_searches: owner deletes" on public.saved_searches
  for delete to authenticated
  using (user_id = (select auth.uid()));

create function private.saved_search_link(p_search public.saved_searches) returns text
language sql stable set search_path = '' as $$
  select '/discover' || coalesce('?' || nullif(concat_ws('&',
    'q=' || private.url_encode(p_search.query),
    'industry=' || private.url_encode(p_search.industry::text),
    'revenue=' || private.url_encode(p_search.revenue::text),
    'location=' || private.url_encode(p_search.location::text)), ''), '')
$$;
comment on function private.saved_search_link(p_search public.saved_searches) is 'The app path of /discover with a saved search''s query and filters (the route''s search params).';
revoke all on function private.saved_search_link(p_search public.saved_searches) from public;

create or replace function private.saved_searches_before_write() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  new.name := private.squish(new.name);
  new.query := nullif(private.squish(new.query), '');
  new.words := coalesce(
    (select array_agg(distinct w) from regexp_split_to_table(lower(coalesce(new.query, '')), '[[:space:]]+') w
      where w <> ''),
    '{}');
  new.filter_key := concat_ws('|',
    coalesce(new.industry::text, '*'), coalesce(new.revenue::text, '*'), coalesce(new.location::text, '*'));
  new.link := private.saved_search_link(new);
  if tg_op = 'INSERT' then
    -- Serialises a user's concurrent inserts, so the limit holds.
    perform 1 from public.profiles p where p.id = new.user_id for update;
    if (select count(*) from public.saved_searches s where s.user_id = new.user_id) >= 50 then
      raise exception 'You can save at most 50 searches' using errcode = '23514';
    end if;
  end if;
  return new;
end;
$$;
comment on function private.saved_searches_before_write() is 'BEFORE INSERT/UPDATE on saved_searches: trims the name and query, derives words, filter_key and link, at most 50 searches per user.';
revoke all on function private.saved_searches_before_write() from public;

-- Not on the alerts' own write of last_emailed_at (hundreds of rows in one publication).
create trigger saved_searches_before_write
  before insert or update of name, query, industry, revenue, location on public.saved_searches
  for each row execute function private.saved_searches_before_write();

create trigger saved_searches_set_updated_at before update of name on public.saved_searches
  for each row execute function private.set_updated_at();

-- private.saved_search_matches --------------------------------------------------------------------

create table private.saved_search_matches (
  saved_search_id uuid not null,
  listing_id uuid not null,
  emailed boolean not null,
  matched_at timestamp with time zone default now() not null,
  constraint saved_search_matches_pkey PRIMARY KEY (saved_search_id, listing_id)
);
alter table private.saved_search_matches add constraint saved_search_matches_listing_id_fkey FOREIGN KEY (listing_id) REFERENCES public.listings(id) ON DELETE CASCADE;
alter table private.saved_search_matches add constraint saved_search_matches_saved_search_id_fkey FOREIGN KEY (saved_search_id) REFERENCES public.saved_searches(id) ON DELETE CASCADE;
alter table private.saved_search_matches enable row level security;
comment on table private.saved_search_matches is 'Alerts given: one per saved search and listing (a reopened listing does not alert twice); emailed says whether this one went out by email.';

create index saved_search_matches_listing_id_idx on private.saved_search_matches (listing_id);

-- private.listing_invitations ---------------------------------------------------------------------

create table private.listing_invitations (
  listing_id uuid not null,
  buyer_id uuid not null,
  invited_by uuid not null,
  created_at timestamp with time zone default now() not null,
  constraint listing_invitations_pkey PRIMARY KEY (listing_id, buyer_id)
);
alter table private.listing_invitations add constraint listing_invitations_buyer_id_fkey FOREIGN KEY (buyer_id) REFERENCES public.profiles(id) ON DELETE CASCADE;
alter table private.listing_invitations add constraint listing_invitations_invited_by_fkey FOREIGN KEY (invited_by) REFERENCES public.profiles(id) ON DELETE CASCADE;
alter table private.listing_invitations add constraint listing_invitations_listing_id_fkey FOREIGN KEY (listing_id) REFERENCES public.listings(id) ON DELETE CASCADE;
alter table private.listing_invitations enable row level security;
comment on table private.listing_invitations is 'Invitations of matching buyers by a listing''s owner (once per listing and buyer); not exposed.';

create index listing_invitations_buyer_id_idx on private.listing_invitations (buyer_id);

create index listing_invitations_invited_by_idx on private.listing_invitations (invited_by, created_at desc);

-- private.matching_secret -------------------------------------------------------------------------

create table private.matching_secret (
  id boolean default true not null,
  key bytea default extensions.gen_random_bytes(32) not null,
  constraint matching_secret_pkey PRIMARY KEY (id),
  constraint matching_secret_id_check CHECK (id)
);
alter table private.matching_secret enable row level security;
comment on table private.matching_secret is 'Key of the anonymised buyer references of matching (one row, never exposed).';

-- Functions ---------------------------------------------------------------------------------------

CREATE OR REPLACE FUNCTION private.saved_searches_matching(p_listing public.listings)
 RETURNS SETOF public.saved_searches
 LANGUAGE sql
 STABLE SECURITY DEFINER ROWS 50
 SET search_path TO ''
AS $function$
  select s.*
  from public.saved_searches s
  join public.profiles p on p.id = s.user_id and p.verification_status = 'verified'
  where s.filter_key = any (array(
      select concat_ws('|', i, r, l)
      from unnest(array[p_listing.industry::text, '*']) i,
        unnest(array[p_listing.revenue::text, '*']) r,
        unnest(array[p_listing.location::text, '*']) l))
    and s.user_id <> p_listing.user_id
    and not exists (select 1 from unnest(s.words) w where strpos(p_listing.search_text, w) = 0)
$function$;
comment on function private.saved_searches_matching(p_listing public.listings) is 'Saved searches of verified users (not the owner) that a listing matches: same filters (or any), every word in its search_text.';
revoke all on function private.saved_searches_matching(p_listing public.listings) from public;

-- As in 20261125400002_saved_searches.sql, reading the stored link.
create or replace function private.listings_alert_saved_searches() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_emailed uuid[];
begin
  with matched as (
    select s.* from private.saved_searches_matching(new) s
  ),
  fresh as (
    insert into private.saved_search_matches (saved_search_id, listing_id, emailed)
    select m.id, new.id, false from matched m
    on conflict do nothing
    returning saved_search_id
  ),
  alerts as (
    select m.id, m.user_id, m.name, m.link, m.last_emailed_at,
      coalesce(np.in_app, true) as in_app, coalesce(np.email, true) as email
    from matched m
    join fresh f on f.saved_search_id = m.id
    left join public.notification_preferences np on np.user_id = m.user_id and np.kind = 'search.match'
  ),
  payloads as (
    select a.*, jsonb_build_object(
      'search_id', a.id, 'search_name', a.name, 'listing_id', new.id, 'listing_type', new.type,
      'industry', new.industry, 'location', new.location, 'revenue', new.revenue) as payload
    from alerts a
  ),
  bell as (
    insert into public.notifications (user_id, kind, payload, link)
    select p.user_id, 'search.match', p.payload, p.link from payloads p where p.in_app
    returning id, user_id, (payload ->> 'search_id')::uuid as search_id
  ),
  -- Only the searches that sent no email in 24 hours as read are probed; the condition is
  -- checked again on the locked row (a concurrent publication may have just emailed).
  mailable as (
    update public.saved_searches s set last_emailed_at = now()
    from payloads p
    where s.id = p.id and p.email
      and (p.last_emailed_at is null or p.last_emailed_at <= now() - interval '24 hours')
      and (s.last_emailed_at is null or s.last_emailed_at <= now() - interval '24 hours')
    returning s.id
  ),
  mails as (
    insert into private.email_outbox (notification_id, user_id, recipient, language, kind, payload)
    select b.id, p.user_id, pr.email, pr.language, 'search.match',
      p.payload || jsonb_build_object('link', p.link, 'name', pr.name)
    from payloads p
    join mailable ml on ml.id = p.id
    join public.profiles pr on pr.id = p.user_id and pr.email <> ''
    left join bell b on b.search_id = p.id
    returning (payload ->> 'search_id')::uuid as search_id
  )
  select coalesce(array_agg(mails.search_id), '{}') into v_emailed from mails;
  -- A statement apart: the rows inserted above are not visible within their own statement.
  if cardinality(v_emailed) > 0 then
    update private.saved_search_matches sm set emailed = true
    where sm.listing_id = new.id and sm.saved_search_id = any (v_emailed);
  end if;
  return null;
end;
$$;
comment on function private.listings_alert_saved_searches() is 'AFTER a listing becomes active (created, or reopened): alerts the saved searches it matches, in the same transaction: once per search and listing, bell per preferences, email per preferences and at most once per search in 24 hours.';
revoke all on function private.listings_alert_saved_searches() from public;

-- Verified buyers (investors) with an unexpired capacity band whose profile accepts the listing,
-- its asking price within their ticket (issue 32), and who have no deal on it yet: a buyer already
-- talking to the owner is no one to invite, and counting them made "1 buyer matches" a promise
-- the owner could not use.
create function private.matching_buyers(p_listing public.listings)
returns table (buyer_id uuid, band public.capacity_band, timeframe public.investment_timeframe, reasons text[])
language sql stable security definer set search_path = '' as $$
  select ip.user_id, c.band, ip.timeframe,
    array_remove(array[
      case when cardinality(ip.industries) > 0 then 'industry' end,
      case when cardinality(ip.locations) > 0 then 'location' end,
      case when ip.revenue_min is not null or ip.revenue_max is not null then 'revenue' end,
      case when ip.employees_min is not null or ip.employees_max is not null then 'employees' end,
      case when p_listing.asking_price_eur is not null
        and (ip.ticket_min_eur is not null or ip.ticket_max_eur is not null) then 'ticket' end
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
    -- A price on request fits every ticket; an unbounded ticket range contains every price.
    and (p_listing.asking_price_eur is null or ip.ticket_range @> p_listing.asking_price_eur)
    and not exists (select 1 from public.deals d where d.listing_id = p_listing.id and d.buyer_id = ip.user_id)
$$;
comment on function private.matching_buyers(p_listing public.listings) is 'Verified investors with an unexpired capacity band whose investment profile accepts the listing (industry, location, revenue, employees, the asking price within their ticket), not its owner and without a deal on it.';
revoke all on function private.matching_buyers(p_listing public.listings) from public;

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
comment on function public.invite_matching_buyer(p_listing_id uuid, p_buyer_ref text) is 'Owner of an active listing invites one of its matching buyers (by the anonymised ref of listing_matching_buyers): a listing.invitation notification; once per listing and buyer, at most 20 a day per owner.';
revoke all on function public.invite_matching_buyer(p_listing_id uuid, p_buyer_ref text) from public, anon;

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
comment on function public.listing_matching_buyers(p_listing_id uuid) is 'Owner of the listing only: how many verified buyers (unexpired capacity band) match it, and up to 50 of them anonymised: ref (valid for this listing), band, timeframe, reasons, invited.';
revoke all on function public.listing_matching_buyers(p_listing_id uuid) from public, anon;

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
      select l.id, l.type, l.industry, l.revenue, l.employees, l.location, l.created_at, l.asking_price_eur
      from public.listings l
      where l.status = 'active' and l.industry = i and l.location = loc
        and l.type = 'sell' and l.user_id <> v_uid
        and (v_profile.revenue_min is null or l.revenue >= v_profile.revenue_min)
        and (v_profile.revenue_max is null or l.revenue <= v_profile.revenue_max)
        -- The asking price within the buyer's ticket (a price on request fits every ticket).
        and (l.asking_price_eur is null or v_profile.ticket_range @> l.asking_price_eur)
        -- Listings the buyer already has a deal on are no news to them.
        and not exists (select 1 from public.deals d where d.listing_id = l.id and d.buyer_id = v_uid)
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
          and (v_profile.employees_max is null or c.employees <= v_profile.employees_max) then 'employees' end,
        case when c.asking_price_eur is not null
          and (v_profile.ticket_min_eur is not null or v_profile.ticket_max_eur is not null) then 'ticket' end
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
comment on function public.recommended_listings(p_limit integer) is 'Recommended for you: active listings for sale matching the caller''s investment profile (industries, locations, revenue range, the asking price within the ticket), without those the caller has a deal on, ranked by the criteria they meet (reasons: industry, location, revenue, employees, ticket), then newest; 1-24 (default 6). Empty without a profile.';
revoke all on function public.recommended_listings(p_limit integer) from public, anon;
