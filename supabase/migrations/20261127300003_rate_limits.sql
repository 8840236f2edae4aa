-- Issue 27, point 8 (rate limits): offers, messages and access requests each notify the other
-- side, and nothing stopped a user from sending thousands. Per-user limits, checked by the
-- database on every path (the RPCs, direct inserts, the inquiry that starts a thread):
--
--   what                              per                      limit   window   a real user...
--   offers (submit_deal_offer)        buyer and deal           10      24 h     improves a bid a few times a week
--   messages (deal_messages, the      sender and deal          100     1 h      writes a few dozen in a lively hour
--     inquiry's first one included)
--   access requests (unlock_requests, buyer and listing       3       7 days   asks, is declined, completes the
--     first and repeated after a                                                proof of funds and asks once more
--     decline)
--
-- A refusal is SQLSTATE PT429 (PostgREST answers HTTP 429 Too Many Requests) with an English
-- message, hint 'rate_limit:<offers|messages|access_requests>' and as detail a JSON object
-- {"limit", "window_hours", "retry_after"} from which the app writes its translated text.
-- The count is of the caller's rows in the window, under a transaction lock per user and deal or
-- listing, so concurrent requests cannot both take the last slot. The limits are on signed-in
-- users: writes without a user (the service role's imports and fixtures, migrations, the seed)
-- are not checked. The database's offer entries in
-- the thread (offer_event) are not messages people write and do not count.

create function private.check_rate_limit(
  p_kind text, p_limit integer, p_window interval, p_times timestamptz[]
) returns void
language plpgsql volatile set search_path = '' as $$
declare
  v_oldest timestamptz;
begin
  -- p_times: the caller's newest rows in the window, newest first, at most p_limit of them.
  if coalesce(cardinality(p_times), 0) < p_limit then
    return;
  end if;
  -- The slot frees when the oldest of those leaves the window.
  v_oldest := p_times[p_limit];
  raise exception 'Too many % (at most % per % hours); try again after %', replace(p_kind, '_', ' '),
      p_limit, extract(epoch from p_window)::integer / 3600,
      to_char((v_oldest + p_window) at time zone 'UTC', 'YYYY-MM-DD HH24:MI "UTC"')
    using errcode = 'PT429',
      hint = 'rate_limit:' || p_kind,
      detail = jsonb_build_object(
        'limit', p_limit,
        'window_hours', extract(epoch from p_window)::integer / 3600,
        'retry_after', v_oldest + p_window)::text;
end;
$$;
comment on function private.check_rate_limit(text, integer, interval, timestamptz[]) is
  'Raises PT429 (hint rate_limit:<kind>, detail {limit, window_hours, retry_after}) when p_times holds p_limit rows of the window already.';
revoke all on function private.check_rate_limit(text, integer, interval, timestamptz[]) from public, anon, authenticated;

-- Offers: 10 per buyer and deal in 24 hours.
create function private.rate_limit_offers() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if (select auth.uid()) is null then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('rate:offers:' || new.buyer_id || ':' || new.deal_id, 0));
  perform private.check_rate_limit('offers', 10, interval '24 hours', array(
    select o.created_at from public.deal_offers o
    where o.deal_id = new.deal_id and o.buyer_id = new.buyer_id and o.created_at > now() - interval '24 hours'
    order by o.created_at desc limit 10));
  return new;
end;
$$;
comment on function private.rate_limit_offers() is 'BEFORE INSERT on deal_offers: at most 10 offers per buyer and deal in 24 hours (PT429).';
revoke all on function private.rate_limit_offers() from public, anon, authenticated;
create trigger deal_offers_rate_limit before insert on public.deal_offers
  for each row execute function private.rate_limit_offers();

-- Messages: 100 per sender and deal in one hour. Fires after deal_messages_prepare (name order),
-- which has set the sender.
create function private.rate_limit_messages() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.offer_event is not null or new.sender_id is null or (select auth.uid()) is null then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('rate:messages:' || new.sender_id || ':' || new.deal_id, 0));
  perform private.check_rate_limit('messages', 100, interval '1 hour', array(
    select m.created_at from public.deal_messages m
    where m.deal_id = new.deal_id and m.sender_id = new.sender_id and m.offer_event is null
      and m.created_at > now() - interval '1 hour'
    order by m.created_at desc limit 100));
  return new;
end;
$$;
comment on function private.rate_limit_messages() is 'BEFORE INSERT on deal_messages: at most 100 messages per sender and deal in one hour (PT429); the offer entries the database writes do not count.';
revoke all on function private.rate_limit_messages() from public, anon, authenticated;
create trigger deal_messages_rate_limit before insert on public.deal_messages
  for each row execute function private.rate_limit_messages();
create index deal_messages_sender_deal_idx on public.deal_messages (sender_id, deal_id, created_at desc);

-- Access requests: 3 per buyer and listing in 7 days (the first and the repeats after a decline).
create function private.rate_limit_access_requests() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if (select auth.uid()) is null then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('rate:access:' || new.user_id || ':' || new.listing_id, 0));
  perform private.check_rate_limit('access_requests', 3, interval '7 days', array(
    select u.created_at from public.unlock_requests u
    where u.listing_id = new.listing_id and u.user_id = new.user_id and u.created_at > now() - interval '7 days'
    order by u.created_at desc limit 3));
  return new;
end;
$$;
comment on function private.rate_limit_access_requests() is 'BEFORE INSERT on unlock_requests: at most 3 access requests per buyer and listing in 7 days (PT429).';
revoke all on function private.rate_limit_access_requests() from public, anon, authenticated;
create trigger unlock_requests_rate_limit before insert on public.unlock_requests
  for each row execute function private.rate_limit_access_requests();
create index unlock_requests_user_listing_idx on public.unlock_requests (user_id, listing_id, created_at desc);
