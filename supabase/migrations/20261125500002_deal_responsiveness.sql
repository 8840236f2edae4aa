-- Issues 16 + 18: responsiveness made visible, and the bounded outbox.
--
-- * deals learn when the buyer first wrote and when the owner first answered (a trigger on
--   deal_messages, set once each), and carry the reminder and stale marks of the maintenance run.
-- * public.owner_response_times: each owner's median time to first reply over the last 90 days,
--   a small table refreshed by public.run_deal_maintenance(); the median exists only with at least
--   3 answered deals (a check constraint: the figure is never made up from too little data).
-- * public.run_deal_maintenance() (service role; the stack's scheduler, pg_cron on hosted
--   Supabase): a request unanswered for 14 days (an access request not decided, a first message
--   not answered) reminds the owner once (deal.reminder); still unanswered 7 days after the
--   reminder, the deal is marked stale for the buyer (stale_since), cleared as soon as the owner
--   answers or decides. It also refreshes the response times and deletes sent outbox emails
--   older than 30 days.
-- * deal_overview() returns stale_since (the deal page), and indexes serve the admin's list of
--   every deal by stage.

-- What the deal knows of its waits ----------------------------------------------------------------
alter table public.deals
  add column buyer_first_message_at timestamptz,
  add column owner_first_reply_at timestamptz,
  add column message_reminded_at timestamptz,
  add column access_reminded_at timestamptz,
  add column stale_since timestamptz;
comment on column public.deals.buyer_first_message_at is 'When the buyer first wrote in the conversation (the inquiry, if any). Set once by the database.';
comment on column public.deals.owner_first_reply_at is 'When the listing''s owner first answered after the buyer''s first message. Set once by the database.';
comment on column public.deals.message_reminded_at is 'When the owner was reminded of the unanswered first message (once per deal).';
comment on column public.deals.access_reminded_at is 'When the owner was last reminded of an undecided access request (once per request).';
comment on column public.deals.stale_since is
  'Set when a request stayed unanswered a week after the owner''s reminder (shown to the buyer); cleared when the owner answers or the stage changes.';

-- The maintenance run's scans: open waits only.
create index deals_access_wait_idx on public.deals (access_requested_at) where stage = 'access_requested';
create index deals_message_wait_idx on public.deals (buyer_first_message_at)
  where owner_first_reply_at is null and buyer_first_message_at is not null;
create index deals_stale_idx on public.deals (stale_since) where stale_since is not null;
-- The response times: answered deals by the buyer's first message.
create index deals_first_reply_idx on public.deals (buyer_first_message_at, listing_id)
  where owner_first_reply_at is not null;
-- The admin's list of every deal, newest change first, optionally by stage.
create index deals_stage_changed_idx on public.deals (stage_changed_at desc, id desc);
create index deals_stage_stage_changed_idx on public.deals (stage, stage_changed_at desc, id desc);

-- Existing threads: the first buyer message and the first owner answer after it.
update public.deals d set
  buyer_first_message_at = f.first_buyer,
  owner_first_reply_at = (
    select min(m.created_at) from public.deal_messages m
    where m.deal_id = d.id and m.sender_side = 'owner' and m.created_at >= f.first_buyer
  )
from (
  select m.deal_id, min(m.created_at) as first_buyer from public.deal_messages m
  where m.sender_side = 'buyer' group by m.deal_id
) f
where f.deal_id = d.id;

-- AFTER INSERT on deal_messages: the buyer's first message starts the clock, the owner's first
-- message after it stops it (and ends a stale mark).
create function private.deal_messages_track_reply() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.sender_side = 'buyer' then
    update public.deals set buyer_first_message_at = new.created_at
    where id = new.deal_id and buyer_first_message_at is null;
  else
    update public.deals set owner_first_reply_at = new.created_at, stale_since = null
    where id = new.deal_id and owner_first_reply_at is null and buyer_first_message_at is not null;
  end if;
  return null;
end;
$$;
comment on function private.deal_messages_track_reply() is
  'AFTER INSERT on deal_messages: sets deals.buyer_first_message_at at the buyer''s first message and deals.owner_first_reply_at at the owner''s first answer after it (clearing a stale mark).';

-- BEFORE UPDATE on deals: a decision (any stage change) ends the wait the stale mark was about;
-- the next maintenance run marks the deal again if another wait is still open and old enough.
create function private.deals_clear_stale() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.stage is distinct from old.stage then
    new.stale_since := null;
  end if;
  return new;
end;
$$;
comment on function private.deals_clear_stale() is 'BEFORE UPDATE OF stage on deals: a stage change clears the stale mark.';
revoke all on function private.deal_messages_track_reply(), private.deals_clear_stale() from public;

create trigger deal_messages_track_reply after insert on public.deal_messages
  for each row execute function private.deal_messages_track_reply();
create trigger deals_clear_stale before update of stage on public.deals
  for each row execute function private.deals_clear_stale();

-- Response times -------------------------------------------------------------------------------------
create table public.owner_response_times (
  owner_id uuid primary key references public.profiles (id) on delete cascade,
  median_reply_seconds integer,
  replied_deals integer not null,
  window_days integer not null default 90,
  computed_at timestamptz not null default now(),
  constraint owner_response_times_enough_data check ((replied_deals >= 3) = (median_reply_seconds is not null)),
  constraint owner_response_times_non_negative check (replied_deals >= 0 and coalesce(median_reply_seconds, 0) >= 0)
);
comment on table public.owner_response_times is
  'Each listing owner''s median time from a buyer''s first message to the owner''s first answer, over the deals whose first message is in the last window_days (90); '
  'refreshed by public.run_deal_maintenance(). The median is null below 3 answered deals. Verified users read it (listings show their owner''s figure).';
comment on column public.owner_response_times.median_reply_seconds is 'Median seconds to the first answer; null with fewer than 3 answered deals.';
comment on column public.owner_response_times.replied_deals is 'Answered deals in the window.';

alter table public.owner_response_times enable row level security;
revoke all on table public.owner_response_times from anon, authenticated;
grant select on public.owner_response_times to authenticated;
create policy "owner_response_times: verified users read" on public.owner_response_times
  for select to authenticated
  using ((select private.is_verified()));

create function private.refresh_owner_response_times(p_now timestamptz default now()) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_changed integer;
begin
  -- One statement: the delete sees the table as it was before the upsert, and the two touch
  -- different owners.
  with figures as (
    select l.user_id as owner_id,
      percentile_cont(0.5) within group (
        order by extract(epoch from d.owner_first_reply_at - d.buyer_first_message_at))::integer as median,
      count(*)::integer as replied
    from public.deals d join public.listings l on l.id = d.listing_id
    where d.owner_first_reply_at is not null
      and d.buyer_first_message_at >= p_now - interval '90 days'
    group by l.user_id
  ),
  written as (
    insert into public.owner_response_times as o (owner_id, median_reply_seconds, replied_deals, computed_at)
    select f.owner_id, case when f.replied >= 3 then f.median end, f.replied, p_now from figures f
    on conflict (owner_id) do update
      set median_reply_seconds = excluded.median_reply_seconds, replied_deals = excluded.replied_deals,
          computed_at = excluded.computed_at
      where (o.median_reply_seconds, o.replied_deals) is distinct from (excluded.median_reply_seconds, excluded.replied_deals)
    returning 1
  ),
  removed as (
    delete from public.owner_response_times o
    where not exists (select 1 from figures f where f.owner_id = o.owner_id)
    returning 1
  )
  select (select count(*) from written) + (select count(*) from removed) into v_changed;
  return v_changed;
end;
$$;
comment on function private.refresh_owner_response_times(timestamptz) is
  'Recomputes public.owner_response_times for the 90 days before p_now (rows that did not change stay untouched); returns the rows written or removed.';
revoke all on function private.refresh_owner_response_times(timestamptz) from public;

-- The maintenance run ----------------------------------------------------------------------------------
create function public.run_deal_maintenance(p_now timestamptz default now())
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_deal record;
  v_reminded integer := 0;
  v_stale integer;
  v_response integer;
  v_outbox integer;
  v_remind_after constant interval := interval '14 days';
  v_stale_after constant interval := interval '7 days';
  v_keep_sent constant interval := interval '30 days';
begin
  -- Reminders: once per unanswered first message, once per undecided access request.
  for v_deal in
    select d.id, d.listing_id, d.buyer_id, l.user_id as owner_id, 'access' as waiting,
      d.access_requested_at as since
    from public.deals d join public.listings l on l.id = d.listing_id
    where d.stage = 'access_requested' and d.access_requested_at <= p_now - v_remind_after
      and (d.access_reminded_at is null or d.access_reminded_at < d.access_requested_at)
    union all
    select d.id, d.listing_id, d.buyer_id, l.user_id, 'message', d.buyer_first_message_at
    from public.deals d join public.listings l on l.id = d.listing_id
    where d.owner_first_reply_at is null and d.buyer_first_message_at is not null
      and d.buyer_first_message_at <= p_now - v_remind_after
      and d.message_reminded_at is null
      and d.stage not in ('declined', 'withdrawn', 'lost', 'revoked', 'won')
    order by since
  loop
    if v_deal.waiting = 'access' then
      update public.deals set access_reminded_at = p_now where id = v_deal.id;
    else
      update public.deals set message_reminded_at = p_now where id = v_deal.id;
    end if;
    perform private.notify(
      v_deal.owner_id, 'deal.reminder', '/deals/' || v_deal.id,
      private.listing_label(v_deal.listing_id, true) || jsonb_build_object(
        'deal_id', v_deal.id,
        'waiting', v_deal.waiting,
        'from_name', private.profile_name(v_deal.buyer_id),
        'days', floor(extract(epoch from p_now - v_deal.since) / 86400)::integer
      )
    );
    v_reminded := v_reminded + 1;
  end loop;

  -- Stale: a wait still open a week after its reminder.
  update public.deals d set stale_since = p_now
  where d.stale_since is null and (
    (d.stage = 'access_requested' and d.access_reminded_at >= d.access_requested_at
      and d.access_reminded_at <= p_now - v_stale_after)
    or (d.owner_first_reply_at is null and d.buyer_first_message_at is not null
      and d.message_reminded_at <= p_now - v_stale_after
      and d.stage not in ('declined', 'withdrawn', 'lost', 'revoked', 'won'))
  );
  get diagnostics v_stale = row_count;

  v_response := private.refresh_owner_response_times(p_now);

  -- The outbox stays bounded: what went out a month ago is no longer needed.
  delete from private.email_outbox o where o.status = 'sent' and o.sent_at < p_now - v_keep_sent;
  get diagnostics v_outbox = row_count;

  return jsonb_build_object('reminded', v_reminded, 'stale', v_stale,
    'response_times_written', v_response, 'outbox_deleted', v_outbox);
end;
$$;
comment on function public.run_deal_maintenance(timestamptz) is
  'Service role only (the scheduler; pg_cron): reminds owners once of requests unanswered for 14 days (deal.reminder), marks them stale for the buyer 7 days later, '
  'refreshes owner_response_times and deletes sent outbox emails older than 30 days. p_now exists for tests. Returns what it did.';
revoke all on function public.run_deal_maintenance(timestamptz) from public, anon, authenticated;
grant execute on function public.run_deal_maintenance(timestamptz) to service_role;

create index email_outbox_sent_at_idx on private.email_outbox (sent_at) where status = 'sent';

-- The deal page tells the buyer (and the owner) that a request went stale -------------------------
drop function public.deal_overview(uuid);
create function public.deal_overview(p_deal_id uuid)
returns table (
  id uuid,
  listing_id uuid,
  buyer_id uuid,
  stage public.deal_stage,
  created_at timestamptz,
  stage_changed_at timestamptz,
  nda_signed_at timestamptz,
  access_requested_at timestamptz,
  access_decided_at timestamptz,
  viewer_role text,
  buyer_name text,
  buyer_email text,
  listing_type public.listing_type,
  industry public.industry,
  revenue public.revenue_range,
  location public.location,
  asking_price_eur bigint,
  anonymized_description text,
  listing_status public.listing_status,
  title text,
  description text,
  full_details text,
  invoice_id uuid,
  invoice_number text,
  events jsonb,
  stale_since timestamptz
)
language plpgsql stable security definer set search_path = '' as $$
declare
  v_uid uuid := private.verified_caller();
begin
  if not private.is_deal_party(p_deal_id) then
    raise exception 'Deal not found' using errcode = 'PT404';
  end if;
  return query
  select d.id, d.listing_id, d.buyer_id, d.stage, d.created_at, d.stage_changed_at, d.nda_signed_at,
    d.access_requested_at, d.access_decided_at,
    case when d.buyer_id = v_uid then 'buyer' when l.user_id = v_uid then 'owner' else 'admin' end,
    case when d.buyer_id <> v_uid then p.name end,
    case when d.buyer_id <> v_uid then p.email end,
    l.type, l.industry, l.revenue, l.location, l.asking_price_eur, l.anonymized_description, l.status,
    case when readable.ok then ld.title end,
    case when readable.ok then ld.description end,
    case when readable.ok then ld.full_details end,
    case when d.buyer_id = v_uid or (select private.is_admin()) then i.id end,
    case when d.buyer_id = v_uid or (select private.is_admin()) then i.number end,
    coalesce((
      select jsonb_agg(jsonb_build_object('from', e.from_stage, 'to', e.to_stage, 'at', e.occurred_at)
        order by e.occurred_at, e.id)
      from public.deal_events e where e.deal_id = d.id
    ), '[]'::jsonb),
    d.stale_since
  from public.deals d
  join public.listings l on l.id = d.listing_id
  join public.profiles p on p.id = d.buyer_id
  left join public.listing_details ld on ld.listing_id = d.listing_id
  left join public.invoices i on i.deal_id = d.id
  cross join lateral (
    select (d.buyer_id <> v_uid) or (private.stage_grants_access(d.stage)
      and (select private.current_app_role()) = 'investor') as ok
  ) readable
  where d.id = p_deal_id;
end;
$$;
comment on function public.deal_overview(uuid) is
  'The deal page: the deal, its listing''s teaser, the title and details when the caller may read them (owner, admin, buyer whose stage grants access), the buyer''s name for the owner and admins, the invoice for the buyer, the history, and since when a request is stale. Non-parties get 404.';
revoke all on function public.deal_overview(uuid) from public, anon, authenticated;
grant execute on function public.deal_overview(uuid) to authenticated, service_role;
