-- Issue 19: saved searches and alerts. A verified user saves the search and filters of /discover
-- (the route's search params: q, industry, revenue, location) under a name. When a listing is
-- published (inserted active by create_listing(), or reopened: the moments a listing becomes
-- visible to verified users), the database finds the saved searches it matches and notifies their
-- owners ('search.match') in the same transaction: in the app and by email as their preferences
-- say, but at most one email per saved search in 24 hours (later matches of that day reach the
-- bell only; the email's link opens /discover with the search, where every new match is listed).
--
-- Matching is an index lookup, not a scan of every saved search: the filters of a search are
-- folded into one key, `filter_key` = industry|revenue|location with '*' for "any". A listing
-- matches exactly the searches whose key is one of its 2^3 = 8 keys (each filter either the
-- listing's value or '*'), so the candidates come from one btree probe per key; only their words
-- are then checked against the listing's search_text, the same text and the same rule as
-- search_listings() (every word occurs, taken literally).

create table public.saved_searches (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  name text not null,
  query text,
  industry public.industry,
  revenue public.revenue_range,
  location public.location,
  words text[] not null default '{}',
  filter_key text not null default '*|*|*',
  last_emailed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint saved_searches_name_not_blank check (name ~ '[^[:space:]]'),
  constraint saved_searches_name_length check (char_length(name) <= 80),
  constraint saved_searches_query_length check (char_length(query) <= 200),
  constraint saved_searches_name_unique unique (user_id, name)
);
comment on table public.saved_searches is
  'Searches of /discover a verified user saved under a name; a newly published listing that matches notifies the owner (search.match). Readable and changeable by their owner alone.';
comment on column public.saved_searches.query is 'The words of the search box (every word must occur in the listing''s teaser text).';
comment on column public.saved_searches.words is 'The query split into lower-case words, set by the database; matched against listings.search_text.';
comment on column public.saved_searches.filter_key is
  'industry|revenue|location with * for any filter, set by the database: a new listing finds its searches by its 8 possible keys.';
comment on column public.saved_searches.last_emailed_at is 'When this search last caused an email (at most one per 24 hours).';

create index saved_searches_filter_key_idx on public.saved_searches (filter_key);
-- The unique constraint's index (user_id, name) serves the owner's list, the policies and the FK.

-- Which search was alerted about which listing: a listing closed and reopened does not alert the
-- same search twice. Not exposed (private schema); read by the tests as the database owner.
create table private.saved_search_matches (
  saved_search_id uuid not null references public.saved_searches (id) on delete cascade,
  listing_id uuid not null references public.listings (id) on delete cascade,
  emailed boolean not null,
  matched_at timestamptz not null default now(),
  primary key (saved_search_id, listing_id)
);
comment on table private.saved_search_matches is
  'Alerts given: one per saved search and listing (a reopened listing does not alert twice); emailed says whether this one went out by email.';
create index saved_search_matches_listing_id_idx on private.saved_search_matches (listing_id);
alter table private.saved_search_matches enable row level security;
revoke all on table private.saved_search_matches from public, anon, authenticated;

-- Derived columns and limits ---------------------------------------------------------------------
create function private.saved_searches_before_write() returns trigger
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
comment on function private.saved_searches_before_write() is
  'BEFORE INSERT/UPDATE on saved_searches: trims the name and query, derives words and filter_key, at most 50 searches per user.';
revoke all on function private.saved_searches_before_write() from public;

-- Not on the alerts' own write of last_emailed_at (hundreds of rows in one publication).
create trigger saved_searches_before_write
  before insert or update of name, query, industry, revenue, location on public.saved_searches
  for each row execute function private.saved_searches_before_write();
create trigger saved_searches_set_updated_at before update of name on public.saved_searches
  for each row execute function private.set_updated_at();

-- Grants and policies ----------------------------------------------------------------------------
-- Insert the search; afterwards only the name changes (a changed search is saved anew).
alter table public.saved_searches enable row level security;
revoke all on table public.saved_searches from anon, authenticated;
grant select, delete on public.saved_searches to authenticated;
grant insert (name, query, industry, revenue, location) on public.saved_searches to authenticated;
grant update (name) on public.saved_searches to authenticated;

create policy "saved_searches: owner reads" on public.saved_searches
  for select to authenticated
  using (user_id = (select auth.uid()));
create policy "saved_searches: verified owner inserts" on public.saved_searches
  for insert to authenticated
  with check (user_id = (select auth.uid()) and (select private.is_verified()));
create policy "saved_searches: owner renames" on public.saved_searches
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
create policy "saved_searches: owner deletes" on public.saved_searches
  for delete to authenticated
  using (user_id = (select auth.uid()));

-- The link of an alert: /discover with the search in the URL ------------------------------------
create function private.url_encode(p_text text) returns text
language sql immutable strict set search_path = '' as $$
  select coalesce(string_agg(
    case when t.ch ~ '^[A-Za-z0-9_.~-]$' then t.ch
      else upper(regexp_replace(encode(convert_to(t.ch, 'UTF8'), 'hex'), '(..)', '%\1', 'g')) end,
    '' order by t.i), '')
  from regexp_split_to_table(p_text, '') with ordinality as t (ch, i)
$$;
comment on function private.url_encode(text) is 'Percent-encodes text for a URL query (RFC 3986 unreserved characters stay); null stays null.';
revoke all on function private.url_encode(text) from public;

create function private.saved_search_link(p_search public.saved_searches) returns text
language sql stable set search_path = '' as $$
  select '/discover' || coalesce('?' || nullif(concat_ws('&',
    'q=' || private.url_encode(p_search.query),
    'industry=' || private.url_encode(p_search.industry::text),
    'revenue=' || private.url_encode(p_search.revenue::text),
    'location=' || private.url_encode(p_search.location::text)), ''), '')
$$;
comment on function private.saved_search_link(public.saved_searches) is
  'The app path of /discover with a saved search''s query and filters (the route''s search params).';
revoke all on function private.saved_search_link(public.saved_searches) from public;

-- Matching ---------------------------------------------------------------------------------------
-- The saved searches a listing matches: candidates by the 8 filter keys (index), then the words.
-- Only verified owners (they see active listings), never the listing's own owner.
create function private.saved_searches_matching(p_listing public.listings)
returns setof public.saved_searches
language sql stable security definer set search_path = '' as $$
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
$$;
comment on function private.saved_searches_matching(public.listings) is
  'Saved searches of verified users (not the owner) that a listing matches: same filters (or any), every word in its search_text.';
revoke all on function private.saved_searches_matching(public.listings) from public;

-- The alerts of one publication, set-based (a listing may match hundreds of searches): each
-- search once per listing (a reopened listing does not alert twice); the bell as the owners'
-- preferences say (no row: on); an email where the preferences allow it and the search sent none
-- in the last 24 hours (the update's row lock decides between concurrent publications). Later
-- matches of that day reach the bell only.
create function private.listings_alert_saved_searches() returns trigger
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
    select m.id, m.user_id, m.name, private.saved_search_link(m) as link,
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
  mailable as (
    update public.saved_searches s set last_emailed_at = now()
    from payloads p
    where s.id = p.id and p.email
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
comment on function private.listings_alert_saved_searches() is
  'AFTER a listing becomes active (created, or reopened): alerts the saved searches it matches, in the same transaction: once per search and listing, bell per preferences, email per preferences and at most once per search in 24 hours.';
revoke all on function private.listings_alert_saved_searches() from public;

create trigger listings_alert_saved_searches_on_insert after insert on public.listings
  for each row when (new.status = 'active')
  execute function private.listings_alert_saved_searches();
create trigger listings_alert_saved_searches_on_reopen after update of status on public.listings
  for each row when (new.status = 'active' and old.status is distinct from 'active')
  execute function private.listings_alert_saved_searches();
