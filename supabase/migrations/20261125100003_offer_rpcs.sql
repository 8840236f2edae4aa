-- Issue 17 (offers and exclusivity), part 2: submitting and deciding offers, exclusivity's start
-- and end, closing the deal won, the offers in the deal's thread and page, and their notices.
--
-- Rules (decided here):
-- * One open offer per deal. A new offer of the buyer supersedes their open one (buyers improve
--   a bid while the owner has not decided; the owner always decides on the latest terms).
-- * A buyer offers while their deal grants access (access_granted, offer_submitted), the listing
--   is active and no other buyer is in exclusivity. The owner (or an admin) accepts an open,
--   unexpired offer while no other buyer is in exclusivity: the deal moves to in_exclusivity with
--   exclusive_until = now() + the offer's period. Other buyers' open offers stay open: their deals
--   pause (private.exclusivity_blocks()), they are not lost.
-- * Declining an offer moves the deal back to access_granted (the buyer may offer again).
-- * Exclusivity ends by closing the deal won (the other deals end as lost, their open offers are
--   declined, the listing is closed as a won deal with the scout's success fee, which tells the
--   scout: deal.closed), by the owner revoking or marking the exclusive buyer lost, by the buyer
--   withdrawing, or by lapsing: the pause ends by itself at exclusive_until (the helper compares
--   with now()); public.end_lapsed_exclusivities(), run by the notifications sender on its
--   schedule, then moves the lapsed deal back to access_granted and tells everyone concerned.
-- * The stage machine refuses offer_submitted without an open offer and in_exclusivity without
--   an offer accepted in the same transaction, so move_deal() cannot skip these RPCs.

-- The stage machine: back to access_granted after a declined offer or a lapsed exclusivity; a won
-- deal ends every other deal of the listing as lost, whatever its stage.
create or replace function private.deal_transition_allowed(p_from public.deal_stage, p_to public.deal_stage) returns boolean
language sql immutable set search_path = '' as $$
  select (p_from, p_to) in (
    ('interested'::public.deal_stage, 'nda_signed'::public.deal_stage),
    ('interested', 'withdrawn'),
    ('interested', 'lost'),
    ('nda_signed', 'access_requested'),
    ('nda_signed', 'withdrawn'),
    ('nda_signed', 'lost'),
    ('access_requested', 'access_granted'),
    ('access_requested', 'declined'),
    ('access_requested', 'withdrawn'),
    ('access_requested', 'lost'),
    ('declined', 'access_requested'),
    ('access_granted', 'offer_submitted'),
    ('access_granted', 'revoked'),
    ('access_granted', 'withdrawn'),
    ('access_granted', 'lost'),
    ('offer_submitted', 'in_exclusivity'),
    ('offer_submitted', 'access_granted'),
    ('offer_submitted', 'lost'),
    ('offer_submitted', 'revoked'),
    ('offer_submitted', 'withdrawn'),
    ('in_exclusivity', 'won'),
    ('in_exclusivity', 'access_granted'),
    ('in_exclusivity', 'lost'),
    ('in_exclusivity', 'revoked'),
    ('in_exclusivity', 'withdrawn'),
    ('revoked', 'access_granted')
  )
$$;
comment on function private.deal_transition_allowed(public.deal_stage, public.deal_stage) is
  'The stage machine of deals: which stage may follow which. Checked on every update of deals.stage. '
  'offer_submitted → access_granted: the offer was declined; in_exclusivity → access_granted: the exclusivity lapsed; any open stage → lost: the listing''s deal was won by another buyer.';

-- Offers drive offer_submitted and in_exclusivity --------------------------------------------------
create function private.deals_check_offer_stage() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.stage is not distinct from old.stage then
    return new;
  end if;
  if new.stage = 'offer_submitted' and not exists (
    select 1 from public.deal_offers o where o.deal_id = new.id and o.status = 'open'
  ) then
    raise exception 'Submit an offer with its terms to move the deal to offer submitted' using errcode = '22023';
  end if;
  if new.stage = 'in_exclusivity' then
    if not exists (
      select 1 from public.deal_offers o
      where o.deal_id = new.id and o.status = 'accepted' and o.decided_at = now()
    ) or new.exclusive_until is null or new.exclusive_until <= now() then
      raise exception 'Accept an offer to start exclusivity' using errcode = '22023';
    end if;
    if private.exclusivity_blocks(new.listing_id, new.buyer_id) then
      raise exception 'Another buyer is in exclusivity for this listing' using errcode = '22023';
    end if;
  end if;
  return new;
end;
$$;
comment on function private.deals_check_offer_stage() is
  'BEFORE UPDATE on deals: offer_submitted needs an open offer, in_exclusivity an offer accepted in this transaction, a future exclusive_until and no other buyer in exclusivity.';
revoke all on function private.deals_check_offer_stage() from public;
create trigger deals_check_offer_stage before update of stage on public.deals
  for each row execute function private.deals_check_offer_stage();

-- Offers in the conversation -------------------------------------------------------------------------
-- Each submitted, accepted or declined offer is an entry of the deal's thread, written by the
-- database on the side of who acted (the owner's side for an admin deciding in their place). The
-- columns are not granted to users, so only the database writes such entries.
alter table public.deal_messages
  add column offer_id uuid references public.deal_offers (id) on delete set null,
  add column offer_event text,
  add constraint deal_messages_offer_event check (offer_event in ('submitted', 'accepted', 'declined'));
comment on column public.deal_messages.offer_id is 'For an offer entry written by the database: the offer.';
comment on column public.deal_messages.offer_event is 'For an offer entry: submitted, accepted or declined (null for messages people write).';
create index deal_messages_offer_id_idx on public.deal_messages (offer_id);

create or replace function private.deal_messages_prepare() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_buyer uuid;
  v_owner uuid;
  v_stage public.deal_stage;
  v_masked text;
begin
  select d.buyer_id, l.user_id, d.stage into v_buyer, v_owner, v_stage
  from public.deals d join public.listings l on l.id = d.listing_id
  where d.id = new.deal_id;
  if not found then
    raise exception 'Deal not found' using errcode = '23503';
  end if;
  -- Offer entries come only from the offer RPCs (users have no grant on offer_event): they set the
  -- side of the party who acted and a text of their own.
  if new.offer_event is not null then
    new.sender_id := case when new.sender_side = 'buyer' then v_buyer else v_owner end;
    new.masked := false;
    return new;
  end if;
  if (select auth.uid()) is not null then
    new.sender_id := (select auth.uid());
  end if;
  if new.sender_id is not distinct from v_buyer then
    new.sender_side := 'buyer';
  elsif new.sender_id is not distinct from v_owner then
    new.sender_side := 'owner';
  else
    raise exception 'Only the buyer and the listing''s owner write in a deal''s conversation' using errcode = '42501';
  end if;
  if char_length(new.body) > 5000 then
    raise exception 'A message has at most 5000 characters' using errcode = '23514';
  end if;
  new.masked := false;
  if not private.stage_grants_access(v_stage) then
    v_masked := private.mask_contact_details(new.body);
    -- An inquiry arrives masked already (its own trigger): the marks tell.
    new.masked := v_masked is distinct from new.body or v_masked ~ '\[(email|phone|link) hidden\]';
    new.body := v_masked;
  end if;
  return new;
end;
$$;
comment on function private.deal_messages_prepare() is
  'BEFORE INSERT on deal_messages: sender is the caller, side from the deal (buyer or listing owner, nobody else), length of what was typed, contact details masked unless the deal''s stage grants access. '
  'Offer entries (offer_event, written only by the offer RPCs) are on the side of who acted, as that party.';

-- An offer entry is no message to notify about: its own kinds (offer.*) tell.
drop trigger notify_deal_message on public.deal_messages;
create trigger notify_deal_message after insert on public.deal_messages
  for each row when (new.offer_event is null) execute function private.notify_deal_message();

-- The stage notices: back to access_granted after an offer or exclusivity is no new grant.
create or replace function private.notify_deal_stage() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_deal public.deals;
  v_owner uuid;
  v_payload jsonb;
begin
  select d.* into v_deal from public.deals d where d.id = new.deal_id;
  select l.user_id into v_owner from public.listings l where l.id = v_deal.listing_id;
  v_payload := jsonb_build_object('deal_id', new.deal_id);
  case new.to_stage
    when 'nda_signed', 'access_requested' then
      perform private.notify(
        v_owner,
        (case new.to_stage when 'nda_signed' then 'deal.nda_signed' else 'deal.access_requested' end)::public.notification_kind,
        '/deals/' || new.deal_id,
        private.listing_label(v_deal.listing_id, true) || v_payload
          || jsonb_build_object('from_name', private.profile_name(v_deal.buyer_id))
      );
    when 'access_granted' then
      if new.from_stage is null or new.from_stage not in ('offer_submitted', 'in_exclusivity') then
        perform private.notify(v_deal.buyer_id, 'deal.access_granted', '/deals/' || new.deal_id,
          private.listing_label(v_deal.listing_id, true) || v_payload);
      end if;
    when 'declined' then
      perform private.notify(v_deal.buyer_id, 'deal.access_declined', '/deals/' || new.deal_id,
        private.listing_label(v_deal.listing_id, false) || v_payload);
    when 'revoked' then
      perform private.notify(v_deal.buyer_id, 'deal.access_revoked', '/deals/' || new.deal_id,
        private.listing_label(v_deal.listing_id, false) || v_payload);
    else
      null;
  end case;
  return null;
end;
$$;
comment on function private.notify_deal_stage() is
  'AFTER INSERT on deal_events: NDA signed and access requested tell the listing owner; access granted (not the return after an offer or exclusivity), declined or revoked tell the buyer. Offers and exclusivity notify from their own functions.';

-- Helpers ------------------------------------------------------------------------------------------
-- Today in the marketplace's time zone: an offer is valid through its valid_until day.
create function private.berlin_today() returns date
language sql stable set search_path = '' as $$
  select (now() at time zone 'Europe/Berlin')::date
$$;
comment on function private.berlin_today() is 'Today''s date in Europe/Berlin (offers are valid through their valid_until day there).';
revoke all on function private.berlin_today() from public;

create function private.offer_facts(p_offer public.deal_offers) returns jsonb
language sql immutable set search_path = '' as $$
  select jsonb_build_object(
    'offer_id', p_offer.id,
    'price_eur', p_offer.price_eur,
    'structure', p_offer.structure,
    'earn_out_eur', p_offer.earn_out_eur,
    'financing', p_offer.financing,
    'exclusivity_days', p_offer.exclusivity_days,
    'valid_until', p_offer.valid_until,
    'status', p_offer.status
  )
$$;
comment on function private.offer_facts(public.deal_offers) is 'The facts of an offer for notices and thread entries (no free texts).';
revoke all on function private.offer_facts(public.deal_offers) from public;

-- The buyers a running exclusivity pauses: other deals of the listing whose stage grants access.
create function private.paused_deals(p_listing_id uuid, p_exclusive_deal_id uuid) returns setof public.deals
language sql stable security definer set search_path = '' as $$
  select d.* from public.deals d
  where d.listing_id = p_listing_id and d.id <> p_exclusive_deal_id
    and d.stage in ('access_granted', 'offer_submitted')
$$;
comment on function private.paused_deals(uuid, uuid) is 'Deals of the listing that another deal''s exclusivity pauses (their stage grants access).';
revoke all on function private.paused_deals(uuid, uuid) from public;

-- Submitting ---------------------------------------------------------------------------------------
create function public.submit_deal_offer(
  p_deal_id uuid,
  p_price_eur bigint,
  p_structure public.offer_structure,
  p_financing public.offer_financing,
  p_exclusivity_days integer,
  p_valid_until date,
  p_earn_out_eur bigint default null,
  p_earn_out_terms text default null,
  p_financing_note text default null
) returns public.deal_offers
language plpgsql security definer set search_path = '' as $$
declare
  v_uid uuid := private.verified_caller();
  v_deal public.deals;
  v_missing text[] := array[]::text[];
  v_until timestamptz;
  v_offer public.deal_offers;
begin
  select * into v_deal from public.deals where id = p_deal_id for update;
  if not found or not private.is_deal_party(p_deal_id) then
    raise exception 'Deal not found' using errcode = 'PT404';
  end if;
  if v_deal.buyer_id <> v_uid then
    raise exception 'Only the buyer can do this' using errcode = '42501';
  end if;
  if v_deal.stage not in ('access_granted', 'offer_submitted') then
    raise exception 'An offer needs access to the details (the deal is %)', v_deal.stage using errcode = '22023';
  end if;
  if (select private.current_app_role()) <> 'investor' then
    raise exception 'Only investors can make offers' using errcode = '42501';
  end if;
  if not exists (select 1 from public.listings l where l.id = v_deal.listing_id and l.status = 'active') then
    raise exception 'The listing is closed' using errcode = '22023';
  end if;
  select max(d.exclusive_until) into v_until from public.deals d
  where d.listing_id = v_deal.listing_id and d.stage = 'in_exclusivity' and d.exclusive_until > now()
    and d.id <> v_deal.id;
  if v_until is not null then
    raise exception 'Another buyer is in exclusivity until %', to_char(v_until at time zone 'Europe/Berlin', 'YYYY-MM-DD HH24:MI')
      using errcode = '22023';
  end if;

  if p_price_eur is null then v_missing := array_append(v_missing, 'price'); end if;
  if p_structure is null then v_missing := array_append(v_missing, 'structure'); end if;
  if p_financing is null then v_missing := array_append(v_missing, 'financing'); end if;
  if p_exclusivity_days is null then v_missing := array_append(v_missing, 'exclusivity period'); end if;
  if p_valid_until is null then v_missing := array_append(v_missing, 'valid until'); end if;
  if cardinality(v_missing) > 0 then
    raise exception 'Missing required fields: %', array_to_string(v_missing, ', ') using errcode = '22023';
  end if;
  if p_price_eur not between 1 and 10000000000 then
    raise exception 'The price must be between 1 and 10,000,000,000 EUR' using errcode = '22023';
  end if;
  if p_earn_out_eur is not null and p_earn_out_eur not between 1 and 10000000000 then
    raise exception 'The earn-out must be between 1 and 10,000,000,000 EUR' using errcode = '22023';
  end if;
  if p_exclusivity_days not between 1 and 180 then
    raise exception 'The exclusivity period must be between 1 and 180 days' using errcode = '22023';
  end if;
  if p_valid_until <= private.berlin_today() or p_valid_until > private.berlin_today() + 365 then
    raise exception 'The offer must be valid until a date in the next 365 days' using errcode = '22023';
  end if;
  if char_length(coalesce(p_earn_out_terms, '')) > 2000 or char_length(coalesce(p_financing_note, '')) > 2000 then
    raise exception 'A note has at most 2000 characters' using errcode = '22023';
  end if;

  -- The newer offer replaces the open one.
  update public.deal_offers set status = 'superseded' where deal_id = v_deal.id and status = 'open';
  insert into public.deal_offers (deal_id, listing_id, buyer_id, price_eur, structure, earn_out_eur,
    earn_out_terms, financing, financing_note, exclusivity_days, valid_until)
  values (v_deal.id, v_deal.listing_id, v_deal.buyer_id, p_price_eur, p_structure, p_earn_out_eur,
    nullif(private.squish(p_earn_out_terms), ''), p_financing, nullif(private.squish(p_financing_note), ''),
    p_exclusivity_days, p_valid_until)
  returning * into v_offer;
  if v_deal.stage = 'access_granted' then
    update public.deals set stage = 'offer_submitted' where id = v_deal.id;
  end if;

  insert into public.deal_messages (deal_id, sender_side, body, offer_id, offer_event)
  values (v_deal.id, 'buyer', 'Offer submitted: ' || v_offer.price_eur || ' EUR', v_offer.id, 'submitted');

  perform private.notify(
    (select l.user_id from public.listings l where l.id = v_deal.listing_id),
    'offer.received', '/deals/' || v_deal.id,
    private.listing_label(v_deal.listing_id, true) || private.offer_facts(v_offer)
      || jsonb_build_object('deal_id', v_deal.id, 'from_name', private.profile_name(v_deal.buyer_id))
  );
  return v_offer;
end;
$$;
comment on function public.submit_deal_offer(uuid, bigint, public.offer_structure, public.offer_financing,
  integer, date, bigint, text, text) is
  'The deal''s buyer (verified investor, access granted, listing active, no other buyer in exclusivity) submits a non-binding offer: price 1-10,000,000,000 EUR, share or asset deal, financing, '
  'exclusivity 1-180 days, valid until a date in the next 365 days (Europe/Berlin), optional earn-out and notes (2000 characters). A newer offer supersedes the open one. '
  'The deal moves to offer_submitted, the thread shows the offer and the owner is notified (offer.received). Non-parties get 404.';

-- Deciding -----------------------------------------------------------------------------------------
create function public.decide_deal_offer(p_offer_id uuid, p_accept boolean)
returns public.deal_offers
language plpgsql security definer set search_path = '' as $$
declare
  v_uid uuid := private.verified_caller();
  v_offer public.deal_offers;
  v_deal public.deals;
  v_until timestamptz;
  v_paused public.deals;
begin
  if p_accept is null then
    raise exception 'Missing required fields: accept' using errcode = '22023';
  end if;
  select * into v_offer from public.deal_offers where id = p_offer_id;
  if not found or not private.is_deal_party(v_offer.deal_id) then
    raise exception 'Offer not found' using errcode = 'PT404';
  end if;
  if not ((select private.is_admin()) or private.is_deal_owner(v_offer.deal_id)) then
    raise exception 'Only the listing''s owner can decide' using errcode = '42501';
  end if;
  -- Lock order: the deal, then the offer (as submit_deal_offer).
  select * into v_deal from public.deals where id = v_offer.deal_id for update;
  select * into v_offer from public.deal_offers where id = p_offer_id for update;
  if v_offer.status <> 'open' then
    raise exception 'The offer was already %', v_offer.status using errcode = '22023';
  end if;

  if not p_accept then
    update public.deal_offers set status = 'declined', decided_at = now(), decided_by = v_uid
    where id = v_offer.id returning * into v_offer;
    if v_deal.stage = 'offer_submitted' then
      update public.deals set stage = 'access_granted' where id = v_deal.id;
    end if;
    insert into public.deal_messages (deal_id, sender_side, body, offer_id, offer_event)
    values (v_deal.id, 'owner', 'Offer declined', v_offer.id, 'declined');
    perform private.notify(v_deal.buyer_id, 'offer.declined', '/deals/' || v_deal.id,
      private.listing_label(v_deal.listing_id, true) || private.offer_facts(v_offer)
        || jsonb_build_object('deal_id', v_deal.id));
    return v_offer;
  end if;

  if v_offer.valid_until < private.berlin_today() then
    raise exception 'The offer expired on %', v_offer.valid_until using errcode = '22023';
  end if;
  if v_deal.stage <> 'offer_submitted' then
    raise exception 'A deal cannot move from % to in_exclusivity', v_deal.stage using errcode = '22023';
  end if;
  if not exists (select 1 from public.listings l where l.id = v_deal.listing_id and l.status = 'active') then
    raise exception 'The listing is closed' using errcode = '22023';
  end if;
  -- A lapsed exclusivity of another buyer ends now; a running one refuses.
  perform private.end_lapsed_exclusivities(v_deal.listing_id);
  select max(d.exclusive_until) into v_until from public.deals d
  where d.listing_id = v_deal.listing_id and d.stage = 'in_exclusivity' and d.id <> v_deal.id;
  if v_until is not null then
    raise exception 'Another buyer is in exclusivity until %', to_char(v_until at time zone 'Europe/Berlin', 'YYYY-MM-DD HH24:MI')
      using errcode = '22023';
  end if;

  update public.deal_offers set status = 'accepted', decided_at = now(), decided_by = v_uid
  where id = v_offer.id returning * into v_offer;
  update public.deals set stage = 'in_exclusivity', exclusive_until = now() + make_interval(days => v_offer.exclusivity_days)
  where id = v_deal.id returning * into v_deal;
  insert into public.deal_messages (deal_id, sender_side, body, offer_id, offer_event)
  values (v_deal.id, 'owner', 'Offer accepted', v_offer.id, 'accepted');

  perform private.notify(v_deal.buyer_id, 'offer.accepted', '/deals/' || v_deal.id,
    private.listing_label(v_deal.listing_id, true) || private.offer_facts(v_offer)
      || jsonb_build_object('deal_id', v_deal.id, 'exclusive_until', v_deal.exclusive_until));
  for v_paused in select * from private.paused_deals(v_deal.listing_id, v_deal.id) loop
    perform private.notify(v_paused.buyer_id, 'exclusivity.started', '/deals/' || v_paused.id,
      private.listing_label(v_deal.listing_id, true)
        || jsonb_build_object('deal_id', v_paused.id, 'exclusive_until', v_deal.exclusive_until));
  end loop;
  return v_offer;
end;
$$;
comment on function public.decide_deal_offer(uuid, boolean) is
  'The listing''s owner (or an admin) accepts or declines an open offer. Accepting (not after valid_until, not while another buyer is in exclusivity) moves the deal to in_exclusivity until now() + the offer''s period '
  'and pauses the other buyers (exclusivity.started); declining moves it back to access_granted. The thread shows the decision; the buyer is notified (offer.accepted / offer.declined). Non-parties get 404, the buyer 42501.';

-- Lapsing ------------------------------------------------------------------------------------------
-- Access already returned at exclusive_until (the helper compares with now()); this moves the
-- lapsed deal back to access_granted, which tells the buyers (trigger below).
create function private.end_lapsed_exclusivities(p_listing_id uuid default null) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_count integer;
begin
  update public.deals set stage = 'access_granted'
  where stage = 'in_exclusivity' and exclusive_until <= now()
    and (p_listing_id is null or listing_id = p_listing_id);
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;
comment on function private.end_lapsed_exclusivities(uuid) is
  'Moves deals whose exclusivity has lapsed (exclusive_until passed) back to access_granted, of one listing or all; returns how many.';
revoke all on function private.end_lapsed_exclusivities(uuid) from public;

-- Granted to the service role alone.
create function public.end_lapsed_exclusivities() returns integer
language plpgsql security definer set search_path = '' as $$
begin
  return private.end_lapsed_exclusivities(null);
end;
$$;
comment on function public.end_lapsed_exclusivities() is
  'Service role only (the notifications sender calls it on its schedule): deals whose exclusivity lapsed go back to access_granted and everyone concerned is told (exclusivity.ended).';
revoke all on function public.end_lapsed_exclusivities() from public, anon, authenticated;
grant execute on function public.end_lapsed_exclusivities() to service_role;

-- What a stage change means for offers, the other buyers and the listing ----------------------------
create function private.deals_offer_stage_effects() returns trigger
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
    -- The listing is a won deal: closed, with the success fee of its scout (the fee the
    -- marketplace promises scouts, 5,000 EUR; an admin may correct it with close_listing()), none
    -- for a seller's own listing. Setting deal_won_at tells the owner (deal.closed).
    select p.* into v_owner from public.profiles p join public.listings l on l.user_id = p.id where l.id = new.listing_id;
    update public.listings set
      status = 'closed',
      deal_won_at = coalesce(deal_won_at, now()),
      success_fee_eur = coalesce(success_fee_eur, case when v_owner.role = 'scout' then 5000 else 0 end)
    where id = new.listing_id;
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
  'AFTER UPDATE OF stage on deals: an ended deal''s open offer is withdrawn (declined when lost); winning ends the other deals as lost and closes the listing as a won deal with the scout''s success fee; '
  'an exclusivity that lapses or ends tells its buyer and the paused buyers (exclusivity.ended).';
revoke all on function private.deals_offer_stage_effects() from public;
create trigger deals_offer_stage_effects after update of stage on public.deals
  for each row when (old.stage is distinct from new.stage)
  execute function private.deals_offer_stage_effects();

-- The thread: offer entries carry their offer's facts --------------------------------------------------
create or replace function public.deal_thread(p_deal_id uuid, p_before_id bigint default null, p_limit integer default 50)
returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  v_me uuid := (select auth.uid());
  v_deal record;
  v_side public.deal_side;
  v_access boolean;
  v_limit integer := least(greatest(coalesce(p_limit, 50), 1), 100);
  v_messages jsonb;
  v_count integer;
  v_mine public.deal_reads;
  v_other_read bigint;
begin
  if v_me is null or not private.is_deal_party(p_deal_id) then
    raise exception 'Deal not found' using errcode = 'P0002';
  end if;
  select d.id, d.buyer_id, d.stage, l.user_id as owner_id into v_deal
  from public.deals d join public.listings l on l.id = d.listing_id where d.id = p_deal_id;
  v_side := case when v_me = v_deal.buyer_id then 'buyer'::public.deal_side
                 when v_me = v_deal.owner_id then 'owner'::public.deal_side end;
  v_access := private.stage_grants_access(v_deal.stage);

  select coalesce(jsonb_agg(jsonb_build_object(
           'id', m.id, 'sender_side', m.sender_side, 'body', m.body, 'masked', m.masked,
           'client_id', case when m.sender_id = v_me then m.client_id end,
           'created_at', m.created_at,
           'offer_event', m.offer_event,
           'offer', case when o.id is not null then private.offer_facts(o) end) order by m.id desc), '[]'::jsonb),
         count(*)
    into v_messages, v_count
  from (
    select * from public.deal_messages m
    where m.deal_id = p_deal_id and (p_before_id is null or m.id < p_before_id)
    order by m.id desc
    limit v_limit + 1
  ) m
  left join public.deal_offers o on o.id = m.offer_id;
  -- One more than the page tells whether older messages exist.
  if v_count > v_limit then
    v_messages := v_messages - v_limit;
  end if;

  select * into v_mine from public.deal_reads r where r.deal_id = p_deal_id and r.user_id = v_me;
  select r.last_read_message_id into v_other_read from public.deal_reads r
  where r.deal_id = p_deal_id
    and r.user_id = case v_side when 'buyer' then v_deal.owner_id when 'owner' then v_deal.buyer_id end;

  return jsonb_build_object(
    'deal_id', p_deal_id,
    'my_side', v_side,
    'access_granted', v_access,
    'buyer_name', (select p.name from public.profiles p where p.id = v_deal.buyer_id),
    'owner_name', case when v_side is distinct from 'buyer' or v_access
                       then (select p.name from public.profiles p where p.id = v_deal.owner_id) end,
    'my_last_read_id', v_mine.last_read_message_id,
    'unread_count', coalesce(v_mine.unread_count, 0),
    'other_last_read_id', v_other_read,
    'has_more', v_count > v_limit,
    'messages', v_messages
  );
end;
$$;
comment on function public.deal_thread(uuid, bigint, integer) is
  'A page of a deal''s conversation, newest first (the last p_limit messages, at most 100, or those before p_before_id: keyset paging), for its buyer, the listing''s owner or an admin, '
  'with the caller''s side and read state, how far the other side has read, and the names the caller may see (the owner''s only once access is granted). '
  'Offer entries (offer_event submitted/accepted/declined) carry the offer''s facts. Others: error P0002.';

-- The deal page: its offers and the exclusivity, in the same request --------------------------------
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
  exclusive_until timestamptz,
  paused_until timestamptz,
  offers jsonb
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
    case when d.stage = 'in_exclusivity' then d.exclusive_until end,
    pause.until,
    coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', o.id, 'price_eur', o.price_eur, 'structure', o.structure, 'earn_out_eur', o.earn_out_eur,
        'earn_out_terms', o.earn_out_terms, 'financing', o.financing, 'financing_note', o.financing_note,
        'exclusivity_days', o.exclusivity_days, 'valid_until', o.valid_until, 'status', o.status,
        'expired', o.status = 'open' and o.valid_until < private.berlin_today(),
        'created_at', o.created_at, 'decided_at', o.decided_at) order by o.created_at desc, o.id)
      from public.deal_offers o where o.deal_id = d.id
    ), '[]'::jsonb)
  from public.deals d
  join public.listings l on l.id = d.listing_id
  join public.profiles p on p.id = d.buyer_id
  left join public.listing_details ld on ld.listing_id = d.listing_id
  left join public.invoices i on i.deal_id = d.id
  cross join lateral (
    select max(x.exclusive_until) as until from public.deals x
    where x.listing_id = d.listing_id and x.stage = 'in_exclusivity' and x.exclusive_until > now()
      and x.buyer_id <> d.buyer_id
  ) pause
  cross join lateral (
    select (d.buyer_id <> v_uid) or (private.stage_grants_access(d.stage)
      and (select private.current_app_role()) = 'investor' and pause.until is null) as ok
  ) readable
  where d.id = p_deal_id;
end;
$$;
comment on function public.deal_overview(uuid) is
  'The deal page: the deal, its listing''s teaser, the title and details when the caller may read them (owner, admin, buyer whose stage grants access and who is not paused by another buyer''s exclusivity), '
  'the buyer''s name for the owner and admins, the invoice for the buyer, the history, the deal''s offers (newest first), its exclusive_until while in exclusivity, and paused_until: the end of another buyer''s running exclusivity. Non-parties get 404.';
revoke all on function public.deal_overview(uuid) from public, anon;
grant execute on function public.deal_overview(uuid) to authenticated, service_role;

-- The listing: why a buyer with access reads no details now ------------------------------------------
create function public.listing_exclusivity_pause(p_listing_id uuid) returns timestamptz
language plpgsql stable security definer set search_path = '' as $$
declare
  v_uid uuid := private.verified_caller();
begin
  -- Only a buyer whose own deal is open learns of another buyer's exclusivity.
  if not exists (
    select 1 from public.deals d
    where d.listing_id = p_listing_id and d.buyer_id = v_uid
      and d.stage not in ('declined', 'withdrawn', 'lost', 'revoked', 'won', 'in_exclusivity')
  ) then
    return null;
  end if;
  return (
    select max(d.exclusive_until) from public.deals d
    where d.listing_id = p_listing_id and d.stage = 'in_exclusivity' and d.exclusive_until > now()
      and d.buyer_id <> v_uid
  );
end;
$$;
comment on function public.listing_exclusivity_pause(uuid) is
  'For a buyer with an open deal on the listing: until when another buyer''s exclusivity pauses it (null when none, or for anyone else).';
revoke all on function public.listing_exclusivity_pause(uuid) from public, anon;
grant execute on function public.listing_exclusivity_pause(uuid) to authenticated, service_role;

revoke all on function public.submit_deal_offer(uuid, bigint, public.offer_structure, public.offer_financing,
  integer, date, bigint, text, text), public.decide_deal_offer(uuid, boolean) from public, anon;
grant execute on function public.submit_deal_offer(uuid, bigint, public.offer_structure, public.offer_financing,
  integer, date, bigint, text, text), public.decide_deal_offer(uuid, boolean) to authenticated, service_role;
