-- Issue 27, point 3: the success fee is money the marketplace owes, so only an admin books it.
--
-- Before, the listing's owner closing a deal won (move_deal(…, 'won'), after accepting any offer,
-- even one of 1 EUR from a friend) closed the listing as a won deal with the scout's 5,000 EUR fee
-- (private.deals_offer_stage_effects()). Now:
-- * The owner (or an admin) still marks a deal won: the other buyers' deals end as lost as before,
--   the listing leaves the market (status closed) and a pending row of won_deal_confirmations
--   records the claim with the fee it would book. The audit trail gets deal_marked_won.
-- * An admin decides it with public.decide_success_fee(): confirm books the fee and makes the
--   listing a won deal (deal_won_at; audit success_fee_recorded by its trigger, deal.closed to the
--   owner); decline books nothing (audit success_fee_declined) and leaves a withdrawn listing,
--   which its owner may reopen. While the decision is pending the listing cannot be reopened.
-- * listings.success_fee_eur and deal_won_at change only inside the admin RPCs (this one and
--   public.close_listing(), replaced here to mark itself), whatever role writes: a trigger refuses
--   every other writer but the database owner (migrations, seed).
--
-- Replaces: private.deals_offer_stage_effects() (20261125100003_offer_rpcs.sql),
-- public.close_listing() (20261123120000_asking_price_and_won_deals.sql), the audit_events event
-- type check (20261125200002_data_room.sql).

create type public.success_fee_decision as enum ('pending', 'confirmed', 'declined');
comment on type public.success_fee_decision is 'An admin''s decision on a deal its owner marked won: pending until confirmed (fee booked) or declined.';

create table public.won_deal_confirmations (
  deal_id uuid primary key references public.deals (id) on delete cascade,
  listing_id uuid not null references public.listings (id) on delete cascade,
  status public.success_fee_decision not null default 'pending',
  proposed_fee_eur integer not null,
  fee_eur integer,
  marked_at timestamptz not null default now(),
  marked_by uuid references public.profiles (id) on delete set null,
  decided_at timestamptz,
  decided_by uuid references public.profiles (id) on delete set null,
  constraint won_deal_confirmations_proposed_fee_range check (proposed_fee_eur between 0 and 5000),
  constraint won_deal_confirmations_fee_range check (fee_eur between 0 and 5000),
  constraint won_deal_confirmations_decided check ((status = 'pending') = (decided_at is null)),
  constraint won_deal_confirmations_fee_when_confirmed check ((status = 'confirmed') = (fee_eur is not null))
);
comment on table public.won_deal_confirmations is
  'A deal its owner (or an admin) marked won, waiting for an admin to confirm it (the success fee is booked, the listing becomes a won deal) or decline it. '
  'Written only by the database (the stage change to won, public.decide_success_fee(), public.close_listing()); admins and the listing''s owner read it.';
comment on column public.won_deal_confirmations.proposed_fee_eur is 'The fee a confirmation books: 5,000 EUR for a scout''s listing, 0 for a seller''s own.';
comment on column public.won_deal_confirmations.fee_eur is 'The fee booked when confirmed (null otherwise).';
comment on column public.won_deal_confirmations.marked_by is 'Who marked the deal won (the owner, or an admin in their place).';
comment on column public.won_deal_confirmations.decided_by is 'The admin who confirmed or declined.';
-- A listing has one won deal at a time; a declined claim leaves room for a later one.
create unique index won_deal_confirmations_one_per_listing_idx on public.won_deal_confirmations (listing_id)
  where status <> 'declined';
create index won_deal_confirmations_pending_idx on public.won_deal_confirmations (status, marked_at);
create index won_deal_confirmations_marked_by_idx on public.won_deal_confirmations (marked_by);
create index won_deal_confirmations_decided_by_idx on public.won_deal_confirmations (decided_by);

alter table public.won_deal_confirmations enable row level security;
revoke all on table public.won_deal_confirmations from anon, authenticated;
grant select on public.won_deal_confirmations to authenticated;
create policy "won_deal_confirmations: admin or listing owner reads" on public.won_deal_confirmations
  for select to authenticated
  using ((select private.is_admin()) or listing_id in (select private.owned_listing_ids()));

-- The audit trail knows both steps.
alter table public.audit_events drop constraint audit_events_event_type;
alter table public.audit_events add constraint audit_events_event_type check (event_type in (
  'verification_decided', 'role_changed', 'unlock_requested', 'unlock_decided',
  'success_fee_recorded', 'nda_signed', 'details_read', 'document_opened',
  'deal_marked_won', 'success_fee_declined'
));

-- The guard: fee and won state only through the admin RPCs ----------------------------------------
create function private.guard_success_fee() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'UPDATE' and new.success_fee_eur is not distinct from old.success_fee_eur
     and new.deal_won_at is not distinct from old.deal_won_at then
    return new;
  end if;
  if tg_op = 'INSERT' and new.success_fee_eur is null and new.deal_won_at is null then
    return new;
  end if;
  -- Set (transaction-locally) by public.decide_success_fee() and public.close_listing() only;
  -- PostgREST exposes no way to set it. The database owner (migrations, seed) may write directly.
  if coalesce(current_setting('dealbridge.success_fee_booking', true), '') <> 'admin'
     and session_user not in ('postgres', 'supabase_admin') then
    raise exception 'The success fee is booked only by an admin confirming the won deal' using errcode = '42501';
  end if;
  return new;
end;
$$;
comment on function private.guard_success_fee() is
  'BEFORE INSERT/UPDATE on listings: success_fee_eur and deal_won_at change only inside the admin RPCs (decide_success_fee, close_listing) or as the database owner; the service role included.';
revoke all on function private.guard_success_fee() from public, anon, authenticated;
create trigger listings_guard_success_fee before insert or update of success_fee_eur, deal_won_at on public.listings
  for each row execute function private.guard_success_fee();

-- A claim waiting for the admin keeps the listing off the market.
create function private.guard_pending_win_reopen() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.status = 'active' and old.status <> 'active' and exists (
    select 1 from public.won_deal_confirmations c where c.listing_id = new.id and c.status = 'pending'
  ) then
    raise exception 'A deal marked won is awaiting the admin''s confirmation: the listing cannot be reopened' using errcode = '22023';
  end if;
  return new;
end;
$$;
comment on function private.guard_pending_win_reopen() is
  'BEFORE UPDATE OF status on listings: no reopening while a deal of the listing is marked won and not yet decided by an admin.';
revoke all on function private.guard_pending_win_reopen() from public, anon, authenticated;
create trigger listings_guard_pending_win_reopen before update of status on public.listings
  for each row execute function private.guard_pending_win_reopen();

-- The admin decides -----------------------------------------------------------------------------------
create function public.decide_success_fee(p_deal_id uuid, p_confirm boolean)
returns public.won_deal_confirmations
language plpgsql security definer set search_path = '' as $$
declare
  v_row public.won_deal_confirmations;
begin
  perform private.require_admin();
  if p_confirm is null then
    raise exception 'Missing required fields: confirm' using errcode = '22023';
  end if;
  select * into v_row from public.won_deal_confirmations where deal_id = p_deal_id for update;
  if not found then
    raise exception 'Won deal not found' using errcode = 'PT404';
  end if;
  if v_row.status <> 'pending' then
    raise exception 'The won deal was already decided' using errcode = '22023';
  end if;
  if p_confirm then
    perform set_config('dealbridge.success_fee_booking', 'admin', true);
    -- deal_won_at tells the owner (deal.closed); the fee goes to the audit trail by its trigger.
    update public.listings set status = 'closed', deal_won_at = now(), success_fee_eur = v_row.proposed_fee_eur
    where id = v_row.listing_id;
    perform set_config('dealbridge.success_fee_booking', '', true);
  else
    perform private.audit('success_fee_declined',
      (select l.user_id from public.listings l where l.id = v_row.listing_id), v_row.listing_id,
      jsonb_build_object('deal_id', v_row.deal_id, 'proposed_fee_eur', v_row.proposed_fee_eur,
        'via', private.request_role()));
  end if;
  update public.won_deal_confirmations set
    status = case when p_confirm then 'confirmed'::public.success_fee_decision else 'declined'::public.success_fee_decision end,
    fee_eur = case when p_confirm then proposed_fee_eur end,
    decided_at = now(),
    decided_by = (select auth.uid())
  where deal_id = p_deal_id
  returning * into v_row;
  return v_row;
end;
$$;
comment on function public.decide_success_fee(uuid, boolean) is
  'Admin only: confirm (books proposed_fee_eur as the listing''s success fee and makes it a won deal) or decline (no fee; the listing stays withdrawn) a deal its owner marked won. 404 when no such claim, 22023 when already decided.';
revoke all on function public.decide_success_fee(uuid, boolean) from public, anon;
grant execute on function public.decide_success_fee(uuid, boolean) to authenticated;

-- What the admin console lists: the claims waiting, oldest first, with what the admin needs to judge.
create function public.pending_won_deals()
returns table (
  deal_id uuid,
  listing_id uuid,
  listing_title text,
  owner_id uuid,
  owner_name text,
  owner_email text,
  owner_role public.app_role,
  buyer_name text,
  buyer_email text,
  offer_price_eur bigint,
  proposed_fee_eur integer,
  marked_at timestamptz
)
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_admin();
  return query
  select c.deal_id, c.listing_id, ld.title, o.id, o.name, o.email, o.role, b.name, b.email,
    (select x.price_eur from public.deal_offers x
      where x.deal_id = c.deal_id and x.status = 'accepted' order by x.decided_at desc limit 1),
    c.proposed_fee_eur, c.marked_at
  from public.won_deal_confirmations c
  join public.listings l on l.id = c.listing_id
  join public.profiles o on o.id = l.user_id
  join public.deals d on d.id = c.deal_id
  join public.profiles b on b.id = d.buyer_id
  left join public.listing_details ld on ld.listing_id = c.listing_id
  where c.status = 'pending'
  order by c.marked_at, c.deal_id;
end;
$$;
comment on function public.pending_won_deals() is
  'Admin only: deals marked won awaiting confirmation, oldest first, with listing title, owner, buyer, the accepted offer''s price and the fee a confirmation books.';
revoke all on function public.pending_won_deals() from public, anon;
grant execute on function public.pending_won_deals() to authenticated;

-- close_listing: the admin's direct path; it also settles a claim waiting for confirmation.
create or replace function public.close_listing(p_listing_id uuid, p_success_fee_eur integer)
returns public.listings
language plpgsql security definer set search_path = '' as $$
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
$$;
comment on function public.close_listing(uuid, integer) is
  'Admin only: close a listing as a won deal (deal_won_at) and record the success fee (0-5,000 EUR); a deal of it marked won and pending is confirmed with that fee.';

-- Winning no longer books the fee --------------------------------------------------------------------
create or replace function private.deals_offer_stage_effects() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_other public.deals;
  v_reason text;
  v_owner public.profiles;
begin
  -- An ended deal leaves no open offer: the buyer withdrew or lost access, or another buyer won.
  -- (The owner moving an offer_submitted deal back to access_granted declines its offer.)
  if new.stage in ('withdrawn', 'revoked', 'lost', 'won')
     or (old.stage = 'offer_submitted' and new.stage = 'access_granted') then
    update public.deal_offers set
      status = case when new.stage in ('lost', 'access_granted') then 'declined'::public.offer_status
                    else 'withdrawn'::public.offer_status end,
      decided_at = now()
    where deal_id = new.id and status = 'open';
  end if;

  if old.stage = 'in_exclusivity' and new.stage = 'won' then
    -- The other deals end; the paused buyers hear why.
    for v_other in
      select * from public.deals d
      where d.listing_id = new.listing_id and d.id <> new.id
        and d.stage not in ('won', 'declined', 'withdrawn', 'lost', 'revoked')
      for update
    loop
      update public.deals set stage = 'lost' where id = v_other.id;
      if private.stage_grants_access(v_other.stage) then
        perform private.notify(v_other.buyer_id, 'exclusivity.ended', '/deals/' || v_other.id,
          private.listing_label(new.listing_id, false)
            || jsonb_build_object('deal_id', v_other.id, 'reason', 'closed'));
      end if;
    end loop;
    -- The owner says the deal is won; the marketplace books the fee only when an admin confirms
    -- it (public.decide_success_fee()). Until then the listing is off the market (closed, not
    -- reopenable) but not a won deal (deal_won_at and success_fee_eur stay null). The fee proposed
    -- is the one the marketplace promises scouts, 5,000 EUR, none for a seller's own listing.
    select p.* into v_owner from public.profiles p join public.listings l on l.user_id = p.id where l.id = new.listing_id;
    update public.listings set status = 'closed' where id = new.listing_id and status <> 'closed';
    insert into public.won_deal_confirmations (deal_id, listing_id, proposed_fee_eur, marked_by)
    values (new.id, new.listing_id, case when v_owner.role = 'scout' then 5000 else 0 end, (select auth.uid()));
    perform private.audit('deal_marked_won', v_owner.id, new.listing_id, jsonb_build_object(
      'deal_id', new.id, 'buyer_id', new.buyer_id,
      'proposed_fee_eur', case when v_owner.role = 'scout' then 5000 else 0 end,
      'via', private.request_role()));
  elsif old.stage = 'in_exclusivity' then
    v_reason := case when new.exclusive_until <= now() then 'lapsed' else 'ended' end;
    -- (A revoked or lost buyer hears of that by its own notice, a withdrawn one left.)
    if new.stage = 'access_granted' then
      perform private.notify(new.buyer_id, 'exclusivity.ended', '/deals/' || new.id,
        private.listing_label(new.listing_id, true)
          || jsonb_build_object('deal_id', new.id, 'reason', v_reason, 'exclusive_until', new.exclusive_until));
    end if;
    for v_other in select * from private.paused_deals(new.listing_id, new.id) loop
      perform private.notify(v_other.buyer_id, 'exclusivity.ended', '/deals/' || v_other.id,
        private.listing_label(new.listing_id, true)
          || jsonb_build_object('deal_id', v_other.id, 'reason', v_reason, 'exclusive_until', new.exclusive_until));
    end loop;
  end if;
  return null;
end;
$$;
comment on function private.deals_offer_stage_effects() is
  'AFTER UPDATE OF stage on deals: an ended deal''s open offer is withdrawn (declined when lost); winning ends the other deals as lost, takes the listing off the market and asks an admin to confirm the won deal and its success fee (won_deal_confirmations); '
  'an exclusivity that lapses or ends tells its buyer and the paused buyers (exclusivity.ended).';
revoke all on function private.deals_offer_stage_effects() from public;
