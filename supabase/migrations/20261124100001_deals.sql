-- Issue 16: a deal per listing and buyer, with a stage the database moves only as the rules allow.
--
-- * public.deals: one row per (listing, buyer), created by the database at the buyer's first step
--   (an inquiry, or the NDA signature). Nobody writes it through the API: the triggers below and
--   the RPCs of later migrations move its stage; a BEFORE trigger checks every transition, whoever
--   makes it (also the service role and security definer functions).
-- * public.deal_events: each deal's history (every stage change, who made it and when).
-- * The rule for reading a listing's confidential details becomes the deal's stage
--   (private.readable_detail_listing_ids()), so a revocation takes effect with the next read.
-- * inquiries, nda_signatures and unlock_requests stay as the records of those steps (the message,
--   the signature, each access request and its decision); existing rows become deals below.

-- Stages -------------------------------------------------------------------------------------------
create type public.deal_stage as enum (
  'interested', 'nda_signed', 'access_requested', 'access_granted', 'offer_submitted',
  'in_exclusivity', 'won', 'declined', 'withdrawn', 'lost', 'revoked'
);
comment on type public.deal_stage is
  'Stage of a deal. Path: interested → nda_signed → access_requested → access_granted → offer_submitted → in_exclusivity → won. '
  'Ended: declined (owner refused access; the buyer may ask again), withdrawn (buyer left), lost (owner chose another buyer), revoked (owner took access back; the owner may grant it again).';

-- The tables ---------------------------------------------------------------------------------------
create table public.deals (
  id uuid primary key default gen_random_uuid(),
  listing_id uuid not null references public.listings (id) on delete cascade,
  buyer_id uuid not null references public.profiles (id) on delete cascade,
  stage public.deal_stage not null default 'interested',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  stage_changed_at timestamptz not null default now(),
  nda_signed_at timestamptz,
  access_requested_at timestamptz,
  access_decided_at timestamptz,
  access_decided_by uuid references public.profiles (id) on delete set null,
  constraint deals_one_per_listing_and_buyer unique (listing_id, buyer_id)
);
comment on table public.deals is
  'One deal per listing and buyer, created by the database at the buyer''s first step (inquiry or NDA). '
  'Readable by the buyer, the listing''s owner and admins; changed only by the database (triggers and RPCs), every stage change checked by private.deals_check_stage().';
comment on column public.deals.buyer_id is 'The interested user (never the listing''s owner).';
comment on column public.deals.stage is 'Current stage; see type public.deal_stage. Moves only along the allowed transitions.';
comment on column public.deals.stage_changed_at is 'When the stage last changed (set by the database).';
comment on column public.deals.nda_signed_at is 'When the buyer signed the listing''s NDA.';
comment on column public.deals.access_requested_at is 'When the buyer last asked for access to the confidential details.';
comment on column public.deals.access_decided_at is 'When the owner (or an admin) last granted, declined or revoked access.';
comment on column public.deals.access_decided_by is 'Who last granted, declined or revoked access.';
create index deals_buyer_id_idx on public.deals (buyer_id, stage_changed_at desc);
create index deals_listing_stage_idx on public.deals (listing_id, stage, stage_changed_at desc);
create index deals_access_decided_by_idx on public.deals (access_decided_by);

create table public.deal_events (
  id bigint generated always as identity primary key,
  deal_id uuid not null references public.deals (id) on delete cascade,
  from_stage public.deal_stage,
  to_stage public.deal_stage not null,
  actor_id uuid references public.profiles (id) on delete set null,
  occurred_at timestamptz not null default now()
);
comment on table public.deal_events is 'History of each deal: its creation (from_stage null) and every stage change, written by the database.';
comment on column public.deal_events.actor_id is 'Who made the change (auth.uid()); null for the service role or a migration.';
create index deal_events_deal_id_idx on public.deal_events (deal_id, occurred_at, id);
create index deal_events_actor_id_idx on public.deal_events (actor_id);

-- Existing inquiries, NDAs and unlock requests become deals ---------------------------------------
-- Before the triggers exist: these rows describe what already happened. The latest unlock request
-- decides the stage (after a rejection an investor could ask again).
with parties as (
  select i.listing_id, i.user_id, i.created_at as at from public.inquiries i
  union all
  select n.listing_id, n.user_id, n.signed_at from public.nda_signatures n
  union all
  select u.listing_id, u.user_id, u.created_at from public.unlock_requests u
),
firsts as (
  select p.listing_id, p.user_id, min(p.at) as first_at
  from parties p
  join public.listings l on l.id = p.listing_id
  where p.user_id <> l.user_id
  group by p.listing_id, p.user_id
)
insert into public.deals (listing_id, buyer_id, stage, created_at, updated_at, stage_changed_at,
  nda_signed_at, access_requested_at, access_decided_at, access_decided_by)
select f.listing_id, f.user_id,
  case
    when u.status = 'approved' then 'access_granted'::public.deal_stage
    when u.status = 'pending' then 'access_requested'::public.deal_stage
    when u.status = 'rejected' then 'declined'::public.deal_stage
    when n.signed_at is not null then 'nda_signed'::public.deal_stage
    else 'interested'::public.deal_stage
  end,
  f.first_at, now(),
  greatest(f.first_at, coalesce(u.decided_at, u.created_at, n.signed_at, f.first_at)),
  n.signed_at, u.created_at, u.decided_at, u.decided_by
from firsts f
left join public.nda_signatures n on n.listing_id = f.listing_id and n.user_id = f.user_id
left join lateral (
  select r.status, r.created_at, r.decided_at, r.decided_by from public.unlock_requests r
  where r.listing_id = f.listing_id and r.user_id = f.user_id
  order by r.created_at desc, r.id desc limit 1
) u on true;

-- Their history, as far as the records tell it.
insert into public.deal_events (deal_id, from_stage, to_stage, actor_id, occurred_at)
select d.id, null::public.deal_stage, 'interested'::public.deal_stage, d.buyer_id, d.created_at from public.deals d
union all
select d.id, 'interested'::public.deal_stage, 'nda_signed'::public.deal_stage, d.buyer_id, d.nda_signed_at from public.deals d
where d.nda_signed_at is not null
union all
select d.id, 'nda_signed'::public.deal_stage, 'access_requested'::public.deal_stage, d.buyer_id, d.access_requested_at from public.deals d
where d.access_requested_at is not null
union all
select d.id, 'access_requested'::public.deal_stage, d.stage, d.access_decided_by, d.access_decided_at from public.deals d
where d.access_decided_at is not null and d.stage in ('access_granted', 'declined');

-- Rules of the stages ------------------------------------------------------------------------------
create function private.stage_grants_access(p_stage public.deal_stage) returns boolean
language sql immutable set search_path = '' as $$
  select p_stage in ('access_granted', 'offer_submitted', 'in_exclusivity', 'won')
$$;
comment on function private.stage_grants_access(public.deal_stage) is
  'The one rule for the confidential details: a deal at this stage lets its buyer read them.';

create function private.deal_transition_allowed(p_from public.deal_stage, p_to public.deal_stage) returns boolean
language sql immutable set search_path = '' as $$
  select (p_from, p_to) in (
    ('interested'::public.deal_stage, 'nda_signed'::public.deal_stage),
    ('interested', 'withdrawn'),
    ('nda_signed', 'access_requested'),
    ('nda_signed', 'withdrawn'),
    ('access_requested', 'access_granted'),
    ('access_requested', 'declined'),
    ('access_requested', 'withdrawn'),
    ('declined', 'access_requested'),
    ('access_granted', 'offer_submitted'),
    ('access_granted', 'revoked'),
    ('access_granted', 'withdrawn'),
    ('access_granted', 'lost'),
    ('offer_submitted', 'in_exclusivity'),
    ('offer_submitted', 'lost'),
    ('offer_submitted', 'revoked'),
    ('offer_submitted', 'withdrawn'),
    ('in_exclusivity', 'won'),
    ('in_exclusivity', 'lost'),
    ('in_exclusivity', 'revoked'),
    ('in_exclusivity', 'withdrawn'),
    ('revoked', 'access_granted')
  )
$$;
comment on function private.deal_transition_allowed(public.deal_stage, public.deal_stage) is
  'The stage machine of deals: which stage may follow which. Checked on every update of deals.stage.';

revoke all on function private.stage_grants_access(public.deal_stage),
  private.deal_transition_allowed(public.deal_stage, public.deal_stage) from public;
grant execute on function private.stage_grants_access(public.deal_stage),
  private.deal_transition_allowed(public.deal_stage, public.deal_stage) to authenticated, service_role;

-- Party helpers ------------------------------------------------------------------------------------
-- security definer: they read deals and listings as their owner (the caller's policies use them).
create function private.is_deal_party(p_deal_id uuid) returns boolean
language plpgsql stable security definer set search_path = '' as $$
begin
  return (select private.is_admin()) or exists (
    select 1 from public.deals d join public.listings l on l.id = d.listing_id
    where d.id = p_deal_id
      and (select private.is_verified())
      and (d.buyer_id = (select auth.uid()) or l.user_id = (select auth.uid()))
  );
end;
$$;
comment on function private.is_deal_party(uuid) is 'The caller is the deal''s buyer or the listing''s owner (verified), or an admin.';

create function private.is_deal_owner(p_deal_id uuid) returns boolean
language plpgsql stable security definer set search_path = '' as $$
begin
  return exists (
    select 1 from public.deals d join public.listings l on l.id = d.listing_id
    where d.id = p_deal_id and l.user_id = (select auth.uid()) and (select private.is_verified())
  );
end;
$$;
comment on function private.is_deal_owner(uuid) is 'The caller (verified) owns the deal''s listing: the seller, or the scout who listed it.';

create function private.deal_access_granted(p_deal_id uuid) returns boolean
language plpgsql stable security definer set search_path = '' as $$
begin
  return exists (
    select 1 from public.deals d where d.id = p_deal_id and private.stage_grants_access(d.stage)
  );
end;
$$;
comment on function private.deal_access_granted(uuid) is 'The deal''s stage lets its buyer read the confidential details (private.stage_grants_access()).';

-- The caller's deals as buyer: a set for `deal_id in (select private.my_deal_ids())` in policies.
create function private.my_deal_ids() returns setof uuid
language plpgsql stable security definer set search_path = '' as $$
begin
  return query select d.id from public.deals d
    where d.buyer_id = (select auth.uid()) and (select private.is_verified());
end;
$$;
comment on function private.my_deal_ids() is 'Deals of the verified caller as buyer.';

revoke all on function private.is_deal_party(uuid), private.is_deal_owner(uuid),
  private.deal_access_granted(uuid), private.my_deal_ids() from public;
grant execute on function private.is_deal_party(uuid), private.is_deal_owner(uuid),
  private.deal_access_granted(uuid), private.my_deal_ids() to authenticated, service_role;

-- The rule for the confidential details: own listings, and as verified investor the listings of
-- the caller's deals whose stage grants access. A revoked deal drops out at once.
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
    and (select private.current_app_role()) = 'investor';
end;
$$;
comment on function private.readable_detail_listing_ids() is
  'Listings whose confidential details the caller may read: own listings, and as verified investor those of their deals whose stage grants access (private.stage_grants_access()).';

-- Grants and policies ------------------------------------------------------------------------------
alter table public.deals enable row level security;
alter table public.deal_events enable row level security;
revoke all on table public.deals, public.deal_events from anon, authenticated;
grant select on public.deals, public.deal_events to authenticated;

create policy "deals: buyer, listing owner or admin reads" on public.deals
  for select to authenticated
  using (
    (select private.is_admin())
    or ((select private.is_verified()) and buyer_id = (select auth.uid()))
    or listing_id in (select private.owned_listing_ids())
  );
create policy "deal_events: parties of the deal read" on public.deal_events
  for select to authenticated
  using (
    (select private.is_admin())
    or deal_id in (select private.my_deal_ids())
    or deal_id in (select d.id from public.deals d where d.listing_id in (select private.owned_listing_ids()))
  );

-- The stage machine --------------------------------------------------------------------------------
-- BEFORE INSERT/UPDATE: a new deal starts at interested or nda_signed; a stage change must be an
-- allowed transition; asking for access needs complete billing information (the invoice is made
-- from it when access is granted). Applies to every writer, the service role included.
create function private.deals_check_stage() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    if new.stage not in ('interested', 'nda_signed') then
      raise exception 'A deal starts as interested or with the NDA signed' using errcode = '22023';
    end if;
    if exists (select 1 from public.listings l where l.id = new.listing_id and l.user_id = new.buyer_id) then
      raise exception 'You cannot start a deal on your own listing' using errcode = '42501';
    end if;
    new.stage_changed_at := now();
    return new;
  end if;
  if new.listing_id is distinct from old.listing_id or new.buyer_id is distinct from old.buyer_id then
    raise exception 'The listing and the buyer of a deal never change' using errcode = '42501';
  end if;
  if new.stage is distinct from old.stage then
    if not private.deal_transition_allowed(old.stage, new.stage) then
      raise exception 'A deal cannot move from % to %', old.stage, new.stage using errcode = '22023';
    end if;
    if new.stage = 'access_requested' and not exists (
      select 1 from public.profiles p where p.id = new.buyer_id and p.profile_complete
    ) then
      raise exception 'Billing information required: complete your billing details before asking for access'
        using errcode = '22023';
    end if;
    new.stage_changed_at := now();
  end if;
  new.updated_at := now();
  return new;
end;
$$;
comment on function private.deals_check_stage() is
  'BEFORE INSERT/UPDATE on deals: the stage machine (private.deal_transition_allowed()), fixed listing and buyer, billing information before access is requested.';

create function private.deals_log_event() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    insert into public.deal_events (deal_id, from_stage, to_stage, actor_id)
    values (new.id, null, new.stage, (select auth.uid()));
  elsif new.stage is distinct from old.stage then
    insert into public.deal_events (deal_id, from_stage, to_stage, actor_id)
    values (new.id, old.stage, new.stage, (select auth.uid()));
  end if;
  return null;
end;
$$;
comment on function private.deals_log_event() is 'AFTER INSERT/UPDATE on deals: creation and stage changes go to deal_events.';

revoke all on function private.deals_check_stage(), private.deals_log_event() from public;

create trigger deals_check_stage before insert or update on public.deals
  for each row execute function private.deals_check_stage();
create trigger deals_log_event after insert or update of stage on public.deals
  for each row execute function private.deals_log_event();

-- The buyer's steps create and move the deal ------------------------------------------------------
-- An inquiry opens the deal (interested) unless one exists; signing the NDA opens it at nda_signed
-- or moves interested → nda_signed; an unlock request (the access request) moves it to
-- access_requested, which the stage machine allows only after the NDA (or after a decline) and
-- with complete billing information. The steps' own policies decide who may take them.
create function private.deals_from_inquiry() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.deals (listing_id, buyer_id) values (new.listing_id, new.user_id)
  on conflict (listing_id, buyer_id) do nothing;
  return null;
end;
$$;
comment on function private.deals_from_inquiry() is 'AFTER INSERT on inquiries: the sender''s deal exists (interested).';

create function private.deals_from_nda() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.deals (listing_id, buyer_id, stage, nda_signed_at)
  values (new.listing_id, new.user_id, 'nda_signed', new.signed_at)
  on conflict (listing_id, buyer_id) do update
    set stage = 'nda_signed', nda_signed_at = excluded.nda_signed_at
    where public.deals.stage = 'interested';
  return null;
end;
$$;
comment on function private.deals_from_nda() is 'AFTER INSERT on nda_signatures: the signer''s deal is at nda_signed (created, or moved on from interested).';

create function private.deals_from_unlock_request() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.deals set stage = 'access_requested', access_requested_at = new.created_at
  where listing_id = new.listing_id and buyer_id = new.user_id;
  if not found then
    raise exception 'Sign the NDA before asking for access' using errcode = '22023';
  end if;
  -- Only the service role can insert a request already decided (seed data, imports).
  if new.status <> 'pending' then
    update public.deals set
      stage = case when new.status = 'approved' then 'access_granted'::public.deal_stage
                   else 'declined'::public.deal_stage end,
      access_decided_at = coalesce(new.decided_at, now()),
      access_decided_by = new.decided_by
    where listing_id = new.listing_id and buyer_id = new.user_id;
  end if;
  return null;
end;
$$;
comment on function private.deals_from_unlock_request() is
  'AFTER INSERT on unlock_requests: the requester''s deal moves to access_requested (the stage machine checks the NDA step and the billing information).';

-- A decision on the request (public.decide_unlock_request(), and the owner's RPCs that write it)
-- moves the deal: approved → access_granted, rejected → declined.
create function private.deals_from_unlock_decision() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if old.status = 'pending' and new.status <> 'pending' then
    update public.deals set
      stage = case when new.status = 'approved' then 'access_granted'::public.deal_stage
                   else 'declined'::public.deal_stage end,
      access_decided_at = coalesce(new.decided_at, now()),
      access_decided_by = new.decided_by
    where listing_id = new.listing_id and buyer_id = new.user_id;
  end if;
  return null;
end;
$$;
comment on function private.deals_from_unlock_decision() is
  'AFTER UPDATE OF status on unlock_requests: a decided request moves the deal to access_granted or declined.';

revoke all on function private.deals_from_inquiry(), private.deals_from_nda(),
  private.deals_from_unlock_request(), private.deals_from_unlock_decision() from public;

create trigger inquiries_open_deal after insert on public.inquiries
  for each row execute function private.deals_from_inquiry();
create trigger nda_signatures_advance_deal after insert on public.nda_signatures
  for each row execute function private.deals_from_nda();
create trigger unlock_requests_advance_deal after insert on public.unlock_requests
  for each row execute function private.deals_from_unlock_request();
create trigger unlock_requests_decide_deal after update of status on public.unlock_requests
  for each row execute function private.deals_from_unlock_decision();

comment on table public.unlock_requests is
  'Each request of an investor to read a listing''s confidential details (500 EUR at grant) and its decision by the listing''s owner or an admin. Inserting one moves the deal to access_requested; the deal''s stage decides who reads the details.';
