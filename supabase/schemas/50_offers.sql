-- offers: Offers on a deal and the exclusivity an accepted offer grants.
--
-- The current text of this subject (supabase/schemas/README.md). Change the database by editing
-- this file and running `npm run db:diff -- <name>`; the migration it writes is reviewed and
-- committed with it.
--
-- From 20261125100001_offers_and_exclusivity.sql:
--   Issue 17 (offers and exclusivity), part 1: exclusivity pauses every other buyer.
--
--   * deals.exclusive_until: set when the owner accepts a buyer's offer (the deal moves to
--     in_exclusivity); the exclusivity holds while the deal is in_exclusivity and now() is before it.
--   * private.exclusivity_blocks(listing, buyer): THE rule for "another buyer is in exclusivity", used
--     by every reader of confidential material (listing details, the deal page, the data room). It
--     compares with now(), so when exclusive_until passes the others' access returns by itself.
--   * private.readable_detail_listing_ids() and private.deal_access_granted(): a paused buyer reads
--     no details at once; search by title no longer matches a paused buyer's confidential titles.
--   * public.deal_offers: the structured, non-binding offers (written only by the RPCs of a later
--     migration of this issue).
--
-- From 20261125100002_offer_notification_kinds.sql:
--   Issues 17 + 18: the notices of offers and exclusivity. Their own file: an enum value added in a
--   transaction cannot be used in that transaction (20261125100003 uses them).
--     offer.received        the listing's owner: a buyer submitted an offer
--     offer.accepted        the buyer: the owner accepted the offer (exclusivity starts)
--     offer.declined        the buyer: the owner declined the offer
--     exclusivity.started   the other buyers with access: paused until the exclusivity ends
--     exclusivity.ended     the paused buyers and the exclusive buyer: it lapsed or ended (or the
--                           listing's deal was closed with another buyer)
--
-- From 20261125100003_offer_rpcs.sql:
--   Issue 17 (offers and exclusivity), part 2: submitting and deciding offers, exclusivity's start
--   and end, closing the deal won, the offers in the deal's thread and page, and their notices.
--
--   Rules (decided here):
--   * One open offer per deal. A new offer of the buyer supersedes their open one (buyers improve
--     a bid while the owner has not decided; the owner always decides on the latest terms).
--   * A buyer offers while their deal grants access (access_granted, offer_submitted), the listing
--     is active and no other buyer is in exclusivity. The owner (or an admin) accepts an open,
--     unexpired offer while no other buyer is in exclusivity: the deal moves to in_exclusivity with
--     exclusive_until = now() + the offer's period. Other buyers' open offers stay open: their deals
--     pause (private.exclusivity_blocks()), they are not lost.
--   * Declining an offer moves the deal back to access_granted (the buyer may offer again).
--   * Exclusivity ends by closing the deal won (the other deals end as lost, their open offers are
--     declined, the listing is closed as a won deal with the scout's success fee, which tells the
--     scout: deal.closed), by the owner revoking or marking the exclusive buyer lost, by the buyer
--     withdrawing, or by lapsing: the pause ends by itself at exclusive_until (the helper compares
--     with now()); public.end_lapsed_exclusivities(), run by the notifications sender on its
--     schedule, then moves the lapsed deal back to access_granted and tells everyone concerned.
--   * The stage machine refuses offer_submitted without an open offer and in_exclusivity without
--     an offer accepted in the same transaction, so move_deal() cannot skip these RPCs.
--
-- From 20261126100001_offers_realtime.sql:
--   Issue 17: the deal page's offers update live. public.deal_offers joins the supabase_realtime
--   publication: an offer submitted, accepted, declined or withdrawn (also by a deal's stage change)
--   reaches the deal page's subscribers as an INSERT or UPDATE. Realtime hands a row only to a
--   subscriber whom the table's select policy lets read it (the deal's buyer, the listing's owner,
--   admins), so no one hears of another buyer's offers.

-- Types -------------------------------------------------------------------------------------------

create type public.offer_financing as enum (
  'equity',
  'debt',
  'mixed'
);
comment on type public.offer_financing is 'How the buyer pays: own funds, borrowed funds, or both.';

create type public.offer_status as enum (
  'open',
  'accepted',
  'declined',
  'superseded',
  'withdrawn'
);
comment on type public.offer_status is 'open: awaiting the owner''s decision (expired once valid_until has passed); accepted: the deal went into exclusivity; declined: the owner said no, or the listing''s deal went to another buyer; superseded: the buyer made a newer offer; withdrawn: the buyer left the deal or lost access.';

create type public.offer_structure as enum (
  'share_deal',
  'asset_deal'
);
comment on type public.offer_structure is 'How the business changes hands: its shares, or its assets.';

-- public.deal_offers ------------------------------------------------------------------------------

create table public.deal_offers (
  id uuid default gen_random_uuid() not null,
  deal_id uuid not null,
  listing_id uuid not null,
  buyer_id uuid not null,
  price_eur bigint not null,
  structure public.offer_structure not null,
  earn_out_eur bigint,
  earn_out_terms text,
  financing public.offer_financing not null,
  financing_note text,
  exclusivity_days integer not null,
  valid_until date not null,
  status public.offer_status default 'open'::public.offer_status not null,
  created_at timestamp with time zone default now() not null,
  decided_at timestamp with time zone,
  decided_by uuid,
  constraint deal_offers_pkey PRIMARY KEY (id),
  constraint deal_offers_decision CHECK (((status = ANY (ARRAY['open'::public.offer_status, 'superseded'::public.offer_status, 'withdrawn'::public.offer_status])) OR (decided_at IS NOT NULL))),
  constraint deal_offers_earn_out_range CHECK (((earn_out_eur IS NULL) OR ((earn_out_eur >= 1) AND (earn_out_eur <= '10000000000'::bigint)))),
  constraint deal_offers_earn_out_terms_length CHECK (((earn_out_terms IS NULL) OR (char_length(earn_out_terms) <= 2000))),
  constraint deal_offers_exclusivity_days_range CHECK (((exclusivity_days >= 1) AND (exclusivity_days <= 180))),
  constraint deal_offers_financing_note_length CHECK (((financing_note IS NULL) OR (char_length(financing_note) <= 2000))),
  constraint deal_offers_price_range CHECK (((price_eur >= 1) AND (price_eur <= '10000000000'::bigint))),
  constraint deal_offers_valid_until_range CHECK (((valid_until >= ((created_at AT TIME ZONE 'Europe/Berlin'::text))::date) AND (valid_until <= (((created_at AT TIME ZONE 'Europe/Berlin'::text))::date + 365))))
);
alter table public.deal_offers add constraint deal_offers_buyer_id_fkey FOREIGN KEY (buyer_id) REFERENCES public.profiles(id) ON DELETE CASCADE;
alter table public.deal_offers add constraint deal_offers_deal_id_fkey FOREIGN KEY (deal_id) REFERENCES public.deals(id) ON DELETE CASCADE;
alter table public.deal_offers add constraint deal_offers_decided_by_fkey FOREIGN KEY (decided_by) REFERENCES public.profiles(id) ON DELETE SET NULL;
alter table public.deal_offers add constraint deal_offers_listing_id_fkey FOREIGN KEY (listing_id) REFERENCES public.listings(id) ON DELETE CASCADE;
alter table public.deal_offers enable row level security;
comment on table public.deal_offers is 'Structured, non-binding offers of a deal''s buyer (price in EUR, share or asset deal, earn-out, financing, exclusivity period, valid until). Written only by public.submit_deal_offer() and public.decide_deal_offer() (and the deal''s stage changes); readable by the deal''s buyer, the listing''s owner and admins. At most one open offer per deal.';
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
revoke all on table public.deal_offers from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.deal_offers from authenticated;

create index deal_offers_buyer_id_idx on public.deal_offers (buyer_id);

create index deal_offers_deal_id_idx on public.deal_offers (deal_id, created_at desc);

create index deal_offers_decided_by_idx on public.deal_offers (decided_by);

create index deal_offers_listing_id_idx on public.deal_offers (listing_id, status);

create unique index deal_offers_one_open_per_deal on public.deal_offers (deal_id) where status = 'open';

create policy "deal_offers: buyer, listing owner or admin reads" on public.deal_offers
  for select to authenticated
  using (
    (select private.is_admin())
    or ((select private.is_verified()) and buyer_id = (select auth.uid()))
    or listing_id in (select private.owned_listing_ids())
  );

-- Live: Realtime streams this table's changes (supabase_realtime), each row only to the
-- subscribers whose select policy above admits it.
alter publication supabase_realtime add table public.deal_offers;

CREATE OR REPLACE FUNCTION private.rate_limit_offers()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
comment on function private.rate_limit_offers() is 'BEFORE INSERT on deal_offers: at most 10 offers per buyer and deal in 24 hours (PT429).';
revoke all on function private.rate_limit_offers() from public;

create trigger deal_offers_rate_limit BEFORE INSERT ON public.deal_offers FOR EACH ROW EXECUTE FUNCTION private.rate_limit_offers();

-- Functions ---------------------------------------------------------------------------------------

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
comment on function private.exclusivity_blocks(p_listing_id uuid, p_buyer_id uuid) is 'True when another buyer''s deal of the listing is in exclusivity now (stage in_exclusivity and exclusive_until in the future): that buyer (p_buyer_id) is paused and reads nothing confidential of the listing (details, deal page, data room).';
revoke all on function private.exclusivity_blocks(p_listing_id uuid, p_buyer_id uuid) from public;
grant all on function private.exclusivity_blocks(p_listing_id uuid, p_buyer_id uuid) to authenticated, service_role;

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
comment on function private.deals_check_offer_stage() is 'BEFORE UPDATE on deals: offer_submitted needs an open offer, in_exclusivity an offer accepted in this transaction, a future exclusive_until and no other buyer in exclusivity.';
revoke all on function private.deals_check_offer_stage() from public;

-- The buyers a running exclusivity pauses: other deals of the listing whose stage grants access.
create function private.paused_deals(p_listing_id uuid, p_exclusive_deal_id uuid) returns setof public.deals
language sql stable security definer set search_path = '' as $$
  select d.* from public.deals d
  where d.listing_id = p_listing_id and d.id <> p_exclusive_deal_id
    and d.stage in ('access_granted', 'offer_submitted')
$$;
comment on function private.paused_deals(p_listing_id uuid, p_exclusive_deal_id uuid) is 'Deals of the listing that another deal''s exclusivity pauses (their stage grants access).';
revoke all on function private.paused_deals(p_listing_id uuid, p_exclusive_deal_id uuid) from public;

CREATE OR REPLACE FUNCTION private.deals_offer_stage_effects()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
comment on function private.deals_offer_stage_effects() is 'AFTER UPDATE OF stage on deals: an ended deal''s open offer is withdrawn (declined when lost); winning ends the other deals as lost, takes the listing off the market and asks an admin to confirm the won deal and its success fee (won_deal_confirmations); an exclusivity that lapses or ends tells its buyer and the paused buyers (exclusivity.ended).';
revoke all on function private.deals_offer_stage_effects() from public;

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
comment on function private.end_lapsed_exclusivities(p_listing_id uuid) is 'Moves deals whose exclusivity has lapsed (exclusive_until passed) back to access_granted, of one listing or all; returns how many.';
revoke all on function private.end_lapsed_exclusivities(p_listing_id uuid) from public;

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
comment on function private.offer_facts(p_offer public.deal_offers) is 'The facts of an offer for notices and thread entries (no free texts).';
revoke all on function private.offer_facts(p_offer public.deal_offers) from public;

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
comment on function public.decide_deal_offer(p_offer_id uuid, p_accept boolean) is 'The listing''s owner (or an admin) accepts or declines an open offer. Accepting (not after valid_until, not while another buyer is in exclusivity) moves the deal to in_exclusivity until now() + the offer''s period and pauses the other buyers (exclusivity.started); declining moves it back to access_granted. The thread shows the decision; the buyer is notified (offer.accepted / offer.declined). Non-parties get 404, the buyer 42501.';
revoke all on function public.decide_deal_offer(p_offer_id uuid, p_accept boolean) from public, anon;

-- Granted to the service role alone.
create function public.end_lapsed_exclusivities() returns integer
language plpgsql security definer set search_path = '' as $$
begin
  return private.end_lapsed_exclusivities(null);
end;
$$;
comment on function public.end_lapsed_exclusivities() is 'Service role only (the notifications sender calls it on its schedule): deals whose exclusivity lapsed go back to access_granted and everyone concerned is told (exclusivity.ended).';
revoke all on function public.end_lapsed_exclusivities() from public, anon, authenticated;

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
comment on function public.listing_exclusivity_pause(p_listing_id uuid) is 'For a buyer with an open deal on the listing: until when another buyer''s exclusivity pauses it (null when none, or for anyone else).';
revoke all on function public.listing_exclusivity_pause(p_listing_id uuid) from public, anon;

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
comment on function public.submit_deal_offer(p_deal_id uuid, p_price_eur bigint, p_structure public.offer_structure, p_financing public.offer_financing, p_exclusivity_days integer, p_valid_until date, p_earn_out_eur bigint, p_earn_out_terms text, p_financing_note text) is 'The deal''s buyer (verified investor, access granted, listing active, no other buyer in exclusivity) submits a non-binding offer: price 1-10,000,000,000 EUR, share or asset deal, financing, exclusivity 1-180 days, valid until a date in the next 365 days (Europe/Berlin), optional earn-out and notes (2000 characters). A newer offer supersedes the open one. The deal moves to offer_submitted, the thread shows the offer and the owner is notified (offer.received). Non-parties get 404.';
revoke all on function public.submit_deal_offer(p_deal_id uuid, p_price_eur bigint, p_structure public.offer_structure, p_financing public.offer_financing, p_exclusivity_days integer, p_valid_until date, p_earn_out_eur bigint, p_earn_out_terms text, p_financing_note text) from public, anon;
