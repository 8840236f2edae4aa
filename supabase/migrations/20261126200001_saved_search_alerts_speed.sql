-- Issue 19, the publish bench: publishing a listing that matched ~380 of the bench's 10,000 saved
-- searches took 200 ms (p95, 100k listings). EXPLAIN ANALYZE of the alerts trigger showed where:
-- * 85 of those ms were the alerts' links: private.saved_search_link() percent-encodes the search
--   character by character (a regular expression per character), once per matched search and
--   publication. A search's filters never change after it is saved (only its name may), so the
--   link is now computed once, when the search is saved, and stored on the row like words and
--   filter_key.
-- * The planner took the matched searches for 1,000 rows (the default of a set-returning
--   function), so the update of last_emailed_at hashed all of saved_searches (a sequential scan)
--   and the outbox insert all of profiles. A listing matches a few dozen searches: told so
--   (ROWS 50), it probes both by primary key; and the update probes only the searches whose
--   last email (as matched) is more than a day old, not every matched one.

-- The default only stands in until the before-write trigger sets the row's own link.
alter table public.saved_searches add column link text not null default '/discover';
comment on column public.saved_searches.link is
  'The app path of the alert (/discover with the search''s query and filters), set by the database when the search is saved.';
update public.saved_searches s set link = private.saved_search_link(s);

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
comment on function private.saved_searches_before_write() is
  'BEFORE INSERT/UPDATE on saved_searches: trims the name and query, derives words, filter_key and link, at most 50 searches per user.';

-- A new listing matches a few dozen saved searches (bench/README.md), not the default 1,000 rows.
alter function private.saved_searches_matching(public.listings) rows 50;

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
