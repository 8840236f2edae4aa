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

-- From 20261201000001_details_readers_plan_the_rule.sql:
--   private.running_exclusivities: the one definition of "in exclusivity now", as a view that
--   private.exclusivity_blocks() reads.
--
-- From 20261202000001_kept_detail_readers.sql:
--   private.held_exclusivities (deals in exclusivity, running or past): running_exclusivities are
--   the held ones before their end; private.listing_detail_readers (30_deals.sql) keeps the end.

-- Types -------------------------------------------------------------------------------------------

create type public.offer_financing as enum (
  'equity',
  'debt',
  'mixed'
);
comment on type public.offer_financing is 'How the buyer pays: own funds, borrowed funds, or both.';

create type public.offer_decline_reason as enum (
  'price',
  'structure',
  'financing',
  'timing',
  'other_buyer',
  'other'
);
comment on type public.offer_decline_reason is 'Why a party declined an offer version: the price, the structure (share/asset deal, earn-out, vendor loan), the financing, the timing, another buyer, or another reason (see the note).';

create type public.offer_earn_out_metric as enum (
  'revenue',
  'gross_profit',
  'ebitda',
  'other'
);
comment on type public.offer_earn_out_metric is 'What an earn-out is measured on.';

create type public.offer_milestone_kind as enum (
  'diligence_complete',
  'financing_confirmed',
  'spa_draft',
  'notary_appointment',
  'signing'
);
comment on type public.offer_milestone_kind is 'The milestones of an exclusivity, in their order: due diligence complete, financing confirmed, draft share/asset purchase agreement (SPA), notary appointment booked, signing before the notary.';

create type public.offer_retrade_reason as enum (
  'findings_in_diligence',
  'financing',
  'other'
);
comment on type public.offer_retrade_reason is 'Why the buyer changes terms that were already accepted (a retrade): findings in the due diligence, the financing, or another reason (see the text).';

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

create type public.exclusivity_extension_status as enum (
  'open',
  'agreed',
  'declined'
);
comment on type public.exclusivity_extension_status is 'open: awaiting the other party; agreed: the exclusivity was extended; declined: the other party said no.';

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
  price_cents bigint not null,
  closing_cents bigint not null,
  earn_out_cents bigint,
  earn_out_months integer,
  earn_out_metric public.offer_earn_out_metric,
  vendor_loan_cents bigint,
  vendor_loan_months integer,
  vendor_loan_interest_bp integer,
  holdback_cents bigint,
  holdback_months integer,
  financing_equity_cents bigint,
  financing_bank_cents bigint,
  financing_development_cents bigint,
  cond_due_diligence boolean default false not null,
  cond_financing boolean default false not null,
  cond_approvals boolean default false not null,
  conditions_note text,
  diligence_deadline date,
  target_signing_date date,
  version_no integer not null,
  proposed_by public.deal_side default 'buyer'::public.deal_side not null,
  previous_id uuid,
  amends_id uuid,
  decline_reason public.offer_decline_reason,
  decline_note text,
  retrade_reason public.offer_retrade_reason,
  retrade_note text,
  constraint deal_offers_pkey PRIMARY KEY (id),
  constraint deal_offers_price_cents_range CHECK (((price_cents >= 100) AND (price_cents <= '1000000000000'::bigint))),
  constraint deal_offers_price_eur_of_cents CHECK ((price_eur = (price_cents / 100))),
  constraint deal_offers_earn_out_eur_of_cents CHECK ((NOT (earn_out_eur IS DISTINCT FROM (earn_out_cents / 100)))),
  constraint deal_offers_parts_sum CHECK (((closing_cents >= 0) AND ((closing_cents + COALESCE(vendor_loan_cents, (0)::bigint)) = price_cents))),
  constraint deal_offers_earn_out_parts CHECK ((((earn_out_months IS NULL) OR ((earn_out_months >= 1) AND (earn_out_months <= 120) AND (earn_out_cents IS NOT NULL))) AND ((earn_out_metric IS NULL) OR (earn_out_cents IS NOT NULL)))),
  constraint deal_offers_vendor_loan_parts CHECK ((((vendor_loan_cents IS NULL) AND (vendor_loan_months IS NULL) AND (vendor_loan_interest_bp IS NULL)) OR ((vendor_loan_cents IS NOT NULL) AND (vendor_loan_months IS NOT NULL) AND (vendor_loan_interest_bp IS NOT NULL) AND (vendor_loan_cents >= 100) AND (vendor_loan_months >= 1) AND (vendor_loan_months <= 240) AND (vendor_loan_interest_bp >= 0) AND (vendor_loan_interest_bp <= 2000)))),
  constraint deal_offers_holdback_parts CHECK ((((holdback_cents IS NULL) AND (holdback_months IS NULL)) OR ((holdback_cents IS NOT NULL) AND (holdback_months IS NOT NULL) AND (holdback_cents >= 100) AND (holdback_cents <= closing_cents) AND (holdback_months >= 1) AND (holdback_months <= 60)))),
  constraint deal_offers_financing_parts CHECK (((COALESCE(financing_equity_cents, (0)::bigint) >= 0) AND (COALESCE(financing_bank_cents, (0)::bigint) >= 0) AND (COALESCE(financing_development_cents, (0)::bigint) >= 0) AND (((COALESCE(financing_equity_cents, (0)::bigint) + COALESCE(financing_bank_cents, (0)::bigint)) + COALESCE(financing_development_cents, (0)::bigint)) <= closing_cents))),
  constraint deal_offers_dates_order CHECK (((diligence_deadline IS NULL) OR (target_signing_date IS NULL) OR (diligence_deadline <= target_signing_date))),
  constraint deal_offers_conditions_note_length CHECK (((conditions_note IS NULL) OR (char_length(conditions_note) <= 2000))),
  constraint deal_offers_version_no_positive CHECK ((version_no >= 1)),
  constraint deal_offers_decline_reason_only_declined CHECK ((((decline_reason IS NULL) AND (decline_note IS NULL)) OR (status = 'declined'::public.offer_status))),
  constraint deal_offers_decline_note_length CHECK (((decline_note IS NULL) OR (char_length(decline_note) <= 2000))),
  constraint deal_offers_retrade_reason CHECK ((((retrade_reason IS NULL) AND (retrade_note IS NULL)) OR ((amends_id IS NOT NULL) AND (retrade_reason IS NOT NULL) AND (retrade_note IS NOT NULL) AND (char_length(retrade_note) >= 1) AND (char_length(retrade_note) <= 2000)))),
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
alter table public.deal_offers add constraint deal_offers_previous_id_fkey FOREIGN KEY (previous_id) REFERENCES public.deal_offers(id) ON DELETE SET NULL;
alter table public.deal_offers add constraint deal_offers_amends_id_fkey FOREIGN KEY (amends_id) REFERENCES public.deal_offers(id) ON DELETE SET NULL;
alter table public.deal_offers enable row level security;
comment on table public.deal_offers is 'The versions of a deal''s letter of intent (structured, non-binding terms: price in EUR cents, share or asset deal, closing payment, earn-out, vendor loan, holdback, financing, conditions, exclusivity, diligence deadline, target signing, valid until). Every offer, counter and change of accepted terms is a new version; a version''s terms never change (private.deal_offers_immutable()), only its status once. Written only by the offer RPCs (submit_loi, counter_loi, accept_loi, decline_loi and their older forms) and the deal''s stage changes; readable by the deal''s buyer, the listing''s owner and admins. At most one open version per deal.';
comment on column public.deal_offers.listing_id is 'The deal''s listing (copied from the deal by the database): the listing''s offers by one index.';
comment on column public.deal_offers.buyer_id is 'The deal''s buyer (copied from the deal by the database).';
comment on column public.deal_offers.price_eur is 'Offered price in whole EUR (1 to 10 billion).';
comment on column public.deal_offers.earn_out_eur is 'Optional earn-out on top of the price, in whole EUR.';
comment on column public.deal_offers.earn_out_terms is 'Optional description of the earn-out (at most 2000 characters).';
comment on column public.deal_offers.financing_note is 'Optional note on the financing (at most 2000 characters).';
comment on column public.deal_offers.exclusivity_days is 'Exclusivity the buyer asks for, in days (1 to 180), counted from acceptance.';
comment on column public.deal_offers.valid_until is 'Last day (Europe/Berlin) the offer can be accepted; after it the offer is expired.';
comment on column public.deal_offers.status is 'See type public.offer_status.';
comment on column public.deal_offers.price_cents is 'The purchase price in EUR cents (1 EUR to 10 billion EUR): what is paid at closing plus the vendor loan (deal_offers_parts_sum). An earn-out comes on top of it (contingent). price_eur is its whole-euro figure, filled by the database (private.deal_offers_fill()).';
comment on column public.deal_offers.closing_cents is 'Paid at closing, in cents: the price less the vendor loan (filled by the database when omitted). A holdback/escrow is kept from it; the financing sources (equity, bank, development loans) cover it and together may not exceed it.';
comment on column public.deal_offers.earn_out_cents is 'Earn-out on top of the price, in cents (at most this much, paid if the metric is reached over the period). earn_out_eur is its whole-euro figure.';
comment on column public.deal_offers.earn_out_months is 'The earn-out''s period in months (1 to 120).';
comment on column public.deal_offers.earn_out_metric is 'What the earn-out is measured on.';
comment on column public.deal_offers.vendor_loan_cents is 'Vendor loan (the seller lends part of the price), in cents; with its term in months (1 to 240) and interest in basis points (0 to 2000 = 20 %), all three or none.';
comment on column public.deal_offers.holdback_cents is 'Holdback/escrow kept from the closing payment, in cents, released after holdback_months (1 to 60); at most the closing payment.';
comment on column public.deal_offers.financing_equity_cents is 'Financing of the closing payment: the buyer''s own funds, in cents (equity, bank and development loans together at most the closing payment).';
comment on column public.deal_offers.financing_bank_cents is 'Financing of the closing payment: bank loans, in cents.';
comment on column public.deal_offers.financing_development_cents is 'Financing of the closing payment: KfW or other development loans, in cents.';
comment on column public.deal_offers.cond_due_diligence is 'Condition: subject to a satisfactory due diligence.';
comment on column public.deal_offers.cond_financing is 'Condition: subject to the financing being confirmed.';
comment on column public.deal_offers.cond_approvals is 'Condition: subject to approvals (boards, authorities, landlords, franchisors).';
comment on column public.deal_offers.conditions_note is 'Further conditions (at most 2000 characters).';
comment on column public.deal_offers.diligence_deadline is 'The day the due diligence is to be complete (the first milestone of the exclusivity).';
comment on column public.deal_offers.target_signing_date is 'The day the parties aim to sign (before the notary for a share deal); not before the diligence deadline.';
comment on column public.deal_offers.version_no is 'The version''s number in its deal''s offer thread (1, 2, …), set by the database.';
comment on column public.deal_offers.proposed_by is 'Who proposed this version: the buyer (an offer, a counter or a change of accepted terms) or the owner (a counter).';
comment on column public.deal_offers.previous_id is 'The version this one answers or replaces (null for a deal''s first offer).';
comment on column public.deal_offers.amends_id is 'For a change of accepted terms (a retrade) and its counters: the accepted version it would replace.';
comment on column public.deal_offers.decline_reason is 'Why the version was declined (only on declined versions; null when the deal''s end declined it).';
comment on column public.deal_offers.decline_note is 'The decliner''s note (at most 2000 characters).';
comment on column public.deal_offers.retrade_reason is 'A buyer''s change of accepted terms states why (with retrade_note, 1 to 2000 characters); only with amends_id.';
comment on column public.deal_offers.retrade_note is 'The buyer''s explanation of a retrade.';
comment on column public.deal_offers.decided_at is 'When the owner accepted or declined (or the deal ended it).';
comment on column public.deal_offers.decided_by is 'Who accepted or declined (the owner or an admin); null when the deal''s end declined it.';
revoke all on table public.deal_offers from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.deal_offers from authenticated;

create index deal_offers_buyer_id_idx on public.deal_offers (buyer_id);

create index deal_offers_deal_id_idx on public.deal_offers (deal_id, created_at desc);

create index deal_offers_decided_by_idx on public.deal_offers (decided_by);

create index deal_offers_listing_id_idx on public.deal_offers (listing_id, status);

create unique index deal_offers_one_open_per_deal on public.deal_offers (deal_id) where status = 'open';

create unique index deal_offers_version_no_idx on public.deal_offers (deal_id, version_no);

create index deal_offers_previous_id_idx on public.deal_offers (previous_id);

create index deal_offers_amends_id_idx on public.deal_offers (amends_id);

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

CREATE OR REPLACE FUNCTION private.deal_offers_fill()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  -- Cents are the truth; the whole-euro figures follow (older writers give only those).
  new.price_cents := coalesce(new.price_cents, new.price_eur * 100);
  new.price_eur := new.price_cents / 100;
  new.earn_out_cents := coalesce(new.earn_out_cents, new.earn_out_eur * 100);
  new.earn_out_eur := new.earn_out_cents / 100;
  new.closing_cents := coalesce(new.closing_cents, new.price_cents - coalesce(new.vendor_loan_cents, 0));
  -- The deal's lock (the RPCs take it first anyway) keeps concurrent writers from taking the same
  -- number; rows inserted earlier by the same statement are seen.
  perform 1 from public.deals d where d.id = new.deal_id for update;
  new.version_no := coalesce(
    (select max(o.version_no) from public.deal_offers o where o.deal_id = new.deal_id), 0) + 1;
  return new;
end;
$function$;
comment on function private.deal_offers_fill() is 'BEFORE INSERT on deal_offers: price_cents from price_eur when only that is given (older writers), price_eur and earn_out_eur as the whole-euro figures of the cents, the closing payment as price less vendor loan when omitted, and the version''s number in the deal''s thread.';
revoke all on function private.deal_offers_fill() from public;

create trigger deal_offers_fill BEFORE INSERT ON public.deal_offers FOR EACH ROW EXECUTE FUNCTION private.deal_offers_fill();

CREATE OR REPLACE FUNCTION private.deal_offers_immutable()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_decision constant text[] := array['status', 'decided_at', 'decided_by', 'decline_reason', 'decline_note'];
begin
  if (to_jsonb(new) - v_decision) is distinct from (to_jsonb(old) - v_decision) then
    raise exception 'An offer version cannot be changed; propose a new version' using errcode = '42501';
  end if;
  if new.status is distinct from old.status
     and not (old.status = 'open' or (old.status = 'accepted' and new.status = 'superseded')) then
    raise exception 'The offer was already %', old.status using errcode = '22023';
  end if;
  return new;
end;
$function$;
comment on function private.deal_offers_immutable() is 'BEFORE UPDATE on deal_offers: a version''s terms never change (also not for the service role); its status changes once from open (an accepted version may later be superseded by an accepted change of terms), with when, who and why.';
revoke all on function private.deal_offers_immutable() from public;

create trigger deal_offers_immutable BEFORE UPDATE ON public.deal_offers FOR EACH ROW EXECUTE FUNCTION private.deal_offers_immutable();

-- public.deal_milestones --------------------------------------------------------------------------

create table public.deal_milestones (
  id uuid default gen_random_uuid() not null,
  deal_id uuid not null,
  listing_id uuid not null,
  buyer_id uuid not null,
  offer_id uuid not null,
  kind public.offer_milestone_kind not null,
  owner_side public.deal_side not null,
  due_on date not null,
  done_at timestamp with time zone,
  done_by uuid,
  created_at timestamp with time zone default now() not null,
  reminded_at timestamp with time zone,
  overdue_notified_at timestamp with time zone,
  constraint deal_milestones_pkey PRIMARY KEY (id),
  constraint deal_milestones_done CHECK (((done_at IS NULL) = (done_by IS NULL)))
);
alter table public.deal_milestones add constraint deal_milestones_buyer_id_fkey FOREIGN KEY (buyer_id) REFERENCES public.profiles(id) ON DELETE CASCADE;
alter table public.deal_milestones add constraint deal_milestones_deal_id_fkey FOREIGN KEY (deal_id) REFERENCES public.deals(id) ON DELETE CASCADE;
alter table public.deal_milestones add constraint deal_milestones_done_by_fkey FOREIGN KEY (done_by) REFERENCES public.profiles(id) ON DELETE SET NULL;
alter table public.deal_milestones add constraint deal_milestones_listing_id_fkey FOREIGN KEY (listing_id) REFERENCES public.listings(id) ON DELETE CASCADE;
alter table public.deal_milestones add constraint deal_milestones_offer_id_fkey FOREIGN KEY (offer_id) REFERENCES public.deal_offers(id) ON DELETE CASCADE;
alter table public.deal_milestones enable row level security;
comment on table public.deal_milestones is 'The exclusivity clock''s milestones, made from the accepted version''s terms when it is accepted (diligence complete and financing confirmed by the diligence deadline, SPA draft, notary appointment and signing towards the target signing date), each with the side that owns it and its date. Only that side marks it done (public.complete_deal_milestone()); a missed one (due date passed, not done) lets the owner end the exclusivity early (public.end_exclusivity_early()). Readable by the deal''s buyer, the listing''s owner, the active members of both sides'' teams (they see the clock, only the principals act on it) and admins.';
comment on column public.deal_milestones.offer_id is 'The accepted version whose terms made the milestone.';
comment on column public.deal_milestones.owner_side is 'Who must reach the milestone and marks it done: the buyer or the listing''s owner.';
comment on column public.deal_milestones.due_on is 'The day (Europe/Berlin) by which it is due; after it and not done it is missed.';
comment on column public.deal_milestones.done_at is 'When its owner marked it done.';
comment on column public.deal_milestones.reminded_at is 'When both sides were reminded that it is due soon (public.run_milestone_reminders(); once per due date: moving the date clears it).';
comment on column public.deal_milestones.overdue_notified_at is 'When both sides were told that it is overdue (once per due date: moving the date clears it).';
revoke all on table public.deal_milestones from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.deal_milestones from authenticated;

create unique index deal_milestones_offer_kind_idx on public.deal_milestones (offer_id, kind);

create index deal_milestones_deal_id_idx on public.deal_milestones (deal_id, due_on);

create index deal_milestones_buyer_id_idx on public.deal_milestones (buyer_id);

create index deal_milestones_listing_id_idx on public.deal_milestones (listing_id);

create index deal_milestones_done_by_idx on public.deal_milestones (done_by);

create policy "deal_milestones: parties, their teams or admin read" on public.deal_milestones
  for select to authenticated
  using (
    (select private.is_admin())
    or ((select private.is_verified()) and buyer_id = (select auth.uid()))
    or listing_id in (select private.owned_listing_ids())
    or deal_id in (select private.my_member_deal_ids())
  );

-- public.exclusivity_extensions -------------------------------------------------------------------

create table public.exclusivity_extensions (
  id uuid default gen_random_uuid() not null,
  deal_id uuid not null,
  listing_id uuid not null,
  buyer_id uuid not null,
  requested_by public.deal_side not null,
  requested_by_user uuid,
  days integer not null,
  note text,
  status public.exclusivity_extension_status default 'open'::public.exclusivity_extension_status not null,
  created_at timestamp with time zone default now() not null,
  decided_at timestamp with time zone,
  decided_by uuid,
  constraint exclusivity_extensions_pkey PRIMARY KEY (id),
  constraint exclusivity_extensions_days_range CHECK (((days >= 1) AND (days <= 90))),
  constraint exclusivity_extensions_note_length CHECK (((note IS NULL) OR (char_length(note) <= 2000))),
  constraint exclusivity_extensions_decision CHECK (((status = 'open'::public.exclusivity_extension_status) = (decided_at IS NULL)))
);
alter table public.exclusivity_extensions add constraint exclusivity_extensions_buyer_id_fkey FOREIGN KEY (buyer_id) REFERENCES public.profiles(id) ON DELETE CASCADE;
alter table public.exclusivity_extensions add constraint exclusivity_extensions_deal_id_fkey FOREIGN KEY (deal_id) REFERENCES public.deals(id) ON DELETE CASCADE;
alter table public.exclusivity_extensions add constraint exclusivity_extensions_decided_by_fkey FOREIGN KEY (decided_by) REFERENCES public.profiles(id) ON DELETE SET NULL;
alter table public.exclusivity_extensions add constraint exclusivity_extensions_listing_id_fkey FOREIGN KEY (listing_id) REFERENCES public.listings(id) ON DELETE CASCADE;
alter table public.exclusivity_extensions add constraint exclusivity_extensions_requested_by_user_fkey FOREIGN KEY (requested_by_user) REFERENCES public.profiles(id) ON DELETE SET NULL;
alter table public.exclusivity_extensions enable row level security;
comment on table public.exclusivity_extensions is 'Requests to extend a running exclusivity: one side asks (public.request_exclusivity_extension()), only the other side agrees or declines (public.answer_exclusivity_extension()); agreeing moves deals.exclusive_until by the days. At most one open request per deal. Readable by the deal''s buyer, the listing''s owner, the active members of both sides'' teams and admins.';
comment on column public.exclusivity_extensions.requested_by is 'The side that asked: the other side decides.';
comment on column public.exclusivity_extensions.days is 'Days added to the exclusivity when agreed (1 to 90).';
revoke all on table public.exclusivity_extensions from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.exclusivity_extensions from authenticated;

create unique index exclusivity_extensions_one_open_idx on public.exclusivity_extensions (deal_id) where status = 'open';

create index exclusivity_extensions_deal_id_idx on public.exclusivity_extensions (deal_id, created_at desc);

create index exclusivity_extensions_buyer_id_idx on public.exclusivity_extensions (buyer_id);

create index exclusivity_extensions_listing_id_idx on public.exclusivity_extensions (listing_id);

create index exclusivity_extensions_decided_by_idx on public.exclusivity_extensions (decided_by);

create index exclusivity_extensions_requested_by_user_idx on public.exclusivity_extensions (requested_by_user);

create policy "exclusivity_extensions: parties, their teams or admin read" on public.exclusivity_extensions
  for select to authenticated
  using (
    (select private.is_admin())
    or ((select private.is_verified()) and buyer_id = (select auth.uid()))
    or listing_id in (select private.owned_listing_ids())
    or deal_id in (select private.my_member_deal_ids())
  );

-- Functions ---------------------------------------------------------------------------------------

-- The exclusivities held, defined once: a deal in exclusivity, with its end (exclusive_until).
-- While one runs (private.running_exclusivities, before its end) every other buyer of its listing
-- is paused. The kept readers of the details (private.listing_detail_readers, 30_deals.sql) store
-- the end of a pause and compare it with the clock when read, so they read the held ones.
create view private.held_exclusivities as
  select d.listing_id, d.buyer_id as holder_id, d.exclusive_until
  from public.deals d
  where d.stage = 'in_exclusivity';
comment on view private.held_exclusivities is 'Deals in exclusivity (stage in_exclusivity): the listing, the buyer holding it and its end, running or past. Read only by security definer functions.';
revoke all on table private.held_exclusivities from anon, authenticated, service_role;

-- The exclusivities running now: held and before their end. private.exclusivity_blocks() asks it
-- for one buyer; a view, so that it plans into the function's query.
create view private.running_exclusivities as
  select e.listing_id, e.holder_id, e.exclusive_until
  from private.held_exclusivities e
  where e.exclusive_until > now();
comment on view private.running_exclusivities is 'Exclusivities running now (deal in_exclusivity, exclusive_until in the future): the listing, the buyer holding it and its end. Read only by security definer functions.';
revoke all on table private.running_exclusivities from anon, authenticated, service_role;

create function private.exclusivity_blocks(p_listing_id uuid, p_buyer_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from private.running_exclusivities e
    where e.listing_id = p_listing_id and e.holder_id is distinct from p_buyer_id
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
  -- (The owner moving an offer_submitted deal back to access_granted declines its offer; an
  -- exclusivity that lapses or ends declines an open change of the accepted terms.)
  if new.stage in ('withdrawn', 'revoked', 'lost', 'won')
     or (old.stage in ('offer_submitted', 'in_exclusivity') and new.stage = 'access_granted') then
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
comment on function private.deals_offer_stage_effects() is 'AFTER UPDATE OF stage on deals: an ended deal''s open offer is withdrawn (declined when lost, when the owner moves it back to access granted, or when its exclusivity lapses or ends); winning ends the other deals as lost, takes the listing off the market and asks an admin to confirm the won deal and its success fee (won_deal_confirmations); an exclusivity that lapses or ends tells its buyer and the paused buyers (exclusivity.ended).';
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
    'version_no', p_offer.version_no,
    'proposed_by', p_offer.proposed_by,
    'price_eur', p_offer.price_eur,
    'price_cents', p_offer.price_cents,
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
begin
  if p_accept is null then
    raise exception 'Missing required fields: accept' using errcode = '22023';
  end if;
  if p_accept then
    return public.accept_loi(p_offer_id);
  end if;
  return public.decline_loi(p_offer_id, 'other', null);
end;
$$;
comment on function public.decide_deal_offer(p_offer_id uuid, p_accept boolean) is 'Older form of public.accept_loi() / public.decline_loi() (reason other, no note). The listing''s owner (or an admin) accepts or declines an open offer. Accepting (not after valid_until, not while another buyer is in exclusivity) moves the deal to in_exclusivity until now() + the offer''s period and pauses the other buyers (exclusivity.started); declining moves it back to access_granted. The thread shows the decision; the buyer is notified (offer.accepted / offer.declined). Non-parties get 404, the buyer 42501.';
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
begin
  return private.buyer_proposes(p_deal_id, jsonb_strip_nulls(jsonb_build_object(
    'price_cents', p_price_eur * 100, 'structure', p_structure, 'financing', p_financing,
    'exclusivity_days', p_exclusivity_days, 'valid_until', p_valid_until,
    'earn_out_cents', p_earn_out_eur * 100, 'earn_out_terms', p_earn_out_terms,
    'financing_note', p_financing_note)), null, null, false);
end;
$$;
comment on function public.submit_deal_offer(p_deal_id uuid, p_price_eur bigint, p_structure public.offer_structure, p_financing public.offer_financing, p_exclusivity_days integer, p_valid_until date, p_earn_out_eur bigint, p_earn_out_terms text, p_financing_note text) is 'Older form of public.submit_loi() (whole euros, no diligence deadline or signing date; no changes of accepted terms). The deal''s buyer (verified investor, access granted, listing active, no other buyer in exclusivity) submits a non-binding offer: price 1-10,000,000,000 EUR, share or asset deal, financing, exclusivity 1-180 days, valid until a date in the next 365 days (Europe/Berlin), optional earn-out and notes (2000 characters). A newer offer supersedes the open one. The deal moves to offer_submitted, the thread shows the offer and the owner is notified (offer.received). Non-parties get 404.';
revoke all on function public.submit_deal_offer(p_deal_id uuid, p_price_eur bigint, p_structure public.offer_structure, p_financing public.offer_financing, p_exclusivity_days integer, p_valid_until date, p_earn_out_eur bigint, p_earn_out_terms text, p_financing_note text) from public, anon;

-- Letters of intent: versions, counters, decisions ------------------------------------------------

create function private.insert_offer_version(
  p_deal public.deals,
  p_side public.deal_side,
  p_terms jsonb,
  p_previous_id uuid,
  p_amends_id uuid,
  p_retrade_reason public.offer_retrade_reason,
  p_retrade_note text,
  p_full_loi boolean
) returns public.deal_offers
language plpgsql security definer set search_path = '' as $$
declare
  v_t public.deal_offers;
  v_missing text[] := array[]::text[];
  v_offer public.deal_offers;
  v_financing public.offer_financing;
  v_debt bigint;
  v_equity bigint;
begin
  if p_terms is null or jsonb_typeof(p_terms) <> 'object' then
    raise exception 'Missing required fields: terms' using errcode = '22023';
  end if;
  v_t := jsonb_populate_record(null::public.deal_offers, p_terms);
  v_equity := coalesce(v_t.financing_equity_cents, 0);
  v_debt := coalesce(v_t.financing_bank_cents, 0) + coalesce(v_t.financing_development_cents, 0);
  v_financing := coalesce(v_t.financing, case
    when v_equity > 0 and v_debt > 0 then 'mixed'::public.offer_financing
    when v_debt > 0 then 'debt'::public.offer_financing
    when v_equity > 0 then 'equity'::public.offer_financing end);

  if v_t.price_cents is null then v_missing := array_append(v_missing, 'price'); end if;
  if v_t.structure is null then v_missing := array_append(v_missing, 'structure'); end if;
  if v_financing is null then v_missing := array_append(v_missing, 'financing'); end if;
  if v_t.exclusivity_days is null then v_missing := array_append(v_missing, 'exclusivity period'); end if;
  if v_t.valid_until is null then v_missing := array_append(v_missing, 'valid until'); end if;
  if p_full_loi and v_t.diligence_deadline is null then v_missing := array_append(v_missing, 'diligence deadline'); end if;
  if p_full_loi and v_t.target_signing_date is null then v_missing := array_append(v_missing, 'target signing date'); end if;
  if v_t.earn_out_cents is not null and (v_t.earn_out_months is null or v_t.earn_out_metric is null) and p_full_loi then
    v_missing := array_append(v_missing, 'earn-out period and metric');
  end if;
  if cardinality(v_missing) > 0 then
    raise exception 'Missing required fields: %', array_to_string(v_missing, ', ') using errcode = '22023';
  end if;
  if v_t.price_cents not between 100 and 1000000000000 then
    raise exception 'The price must be between 1 and 10,000,000,000 EUR' using errcode = '22023';
  end if;
  if v_t.earn_out_cents is not null and v_t.earn_out_cents not between 100 and 1000000000000 then
    raise exception 'The earn-out must be between 1 and 10,000,000,000 EUR' using errcode = '22023';
  end if;
  if coalesce(v_t.vendor_loan_cents, 0) > v_t.price_cents
     or (v_t.closing_cents is not null and v_t.closing_cents + coalesce(v_t.vendor_loan_cents, 0) <> v_t.price_cents) then
    raise exception 'The closing payment and the vendor loan must add up to the price' using errcode = '22023';
  end if;
  if v_t.holdback_cents is not null
     and v_t.holdback_cents > coalesce(v_t.closing_cents, v_t.price_cents - coalesce(v_t.vendor_loan_cents, 0)) then
    raise exception 'The holdback cannot exceed the closing payment' using errcode = '22023';
  end if;
  if v_equity + v_debt > coalesce(v_t.closing_cents, v_t.price_cents - coalesce(v_t.vendor_loan_cents, 0)) then
    raise exception 'The financing sources cannot exceed the closing payment' using errcode = '22023';
  end if;
  if v_t.exclusivity_days not between 1 and 180 then
    raise exception 'The exclusivity period must be between 1 and 180 days' using errcode = '22023';
  end if;
  if v_t.valid_until <= private.berlin_today() or v_t.valid_until > private.berlin_today() + 365 then
    raise exception 'The offer must be valid until a date in the next 365 days' using errcode = '22023';
  end if;
  if v_t.diligence_deadline is not null and v_t.diligence_deadline <= private.berlin_today() then
    raise exception 'The diligence deadline must be in the future' using errcode = '22023';
  end if;
  if v_t.diligence_deadline > v_t.target_signing_date then
    raise exception 'The target signing date cannot be before the diligence deadline' using errcode = '22023';
  end if;
  -- A change of accepted terms (and the owner's counter to it) keeps the exclusivity's length
  -- (extending needs both sides: public.request_exclusivity_extension()) and may move the
  -- milestones' dates only within the running exclusivity (accepting it moves the open milestones).
  if p_amends_id is not null then
    if v_t.exclusivity_days <> (select o.exclusivity_days from public.deal_offers o where o.id = p_amends_id) then
      raise exception 'A change of terms keeps the exclusivity period; an extension needs both sides' using errcode = '22023';
    end if;
    if greatest(v_t.diligence_deadline, v_t.target_signing_date) > (p_deal.exclusive_until at time zone 'Europe/Berlin')::date then
      raise exception 'The dates of a change must lie within the exclusivity (until %)',
        (p_deal.exclusive_until at time zone 'Europe/Berlin')::date using errcode = '22023';
    end if;
  end if;
  if char_length(coalesce(v_t.earn_out_terms, '')) > 2000 or char_length(coalesce(v_t.financing_note, '')) > 2000
     or char_length(coalesce(v_t.conditions_note, '')) > 2000 then
    raise exception 'A note has at most 2000 characters' using errcode = '22023';
  end if;

  insert into public.deal_offers (deal_id, listing_id, buyer_id, price_cents, closing_cents, structure,
    earn_out_cents, earn_out_months, earn_out_metric, earn_out_terms,
    vendor_loan_cents, vendor_loan_months, vendor_loan_interest_bp, holdback_cents, holdback_months,
    financing, financing_equity_cents, financing_bank_cents, financing_development_cents, financing_note,
    cond_due_diligence, cond_financing, cond_approvals, conditions_note,
    exclusivity_days, diligence_deadline, target_signing_date, valid_until,
    proposed_by, previous_id, amends_id, retrade_reason, retrade_note)
  values (p_deal.id, p_deal.listing_id, p_deal.buyer_id, v_t.price_cents, v_t.closing_cents, v_t.structure,
    v_t.earn_out_cents, v_t.earn_out_months, v_t.earn_out_metric, nullif(private.squish(v_t.earn_out_terms), ''),
    v_t.vendor_loan_cents, v_t.vendor_loan_months, v_t.vendor_loan_interest_bp, v_t.holdback_cents, v_t.holdback_months,
    v_financing, v_t.financing_equity_cents, v_t.financing_bank_cents, v_t.financing_development_cents,
    nullif(private.squish(v_t.financing_note), ''),
    coalesce(v_t.cond_due_diligence, false), coalesce(v_t.cond_financing, false), coalesce(v_t.cond_approvals, false),
    nullif(private.squish(v_t.conditions_note), ''),
    v_t.exclusivity_days, v_t.diligence_deadline, v_t.target_signing_date, v_t.valid_until,
    p_side, p_previous_id, p_amends_id, p_retrade_reason, nullif(private.squish(p_retrade_note), ''))
  returning * into v_offer;
  return v_offer;
end;
$$;
comment on function private.insert_offer_version(p_deal public.deals, p_side public.deal_side, p_terms jsonb, p_previous_id uuid, p_amends_id uuid, p_retrade_reason public.offer_retrade_reason, p_retrade_note text, p_full_loi boolean) is 'Checks a version''s terms (a JSON object with deal_offers'' term columns) and inserts it: price, structure, financing (or its sources), exclusivity days and valid until are required, for a full letter of intent also the diligence deadline, the target signing date and an earn-out''s period and metric; the constraints of deal_offers check the sums. A change of accepted terms (p_amends_id) keeps the amended version''s exclusivity days and its diligence deadline and target signing date lie within the running exclusivity. The callers lock the deal and decide who may propose.';
revoke all on function private.insert_offer_version(p_deal public.deals, p_side public.deal_side, p_terms jsonb, p_previous_id uuid, p_amends_id uuid, p_retrade_reason public.offer_retrade_reason, p_retrade_note text, p_full_loi boolean) from public;

-- The buyer's offer, counter or change of accepted terms (one entry point, older and newer forms).
create function private.buyer_proposes(
  p_deal_id uuid,
  p_terms jsonb,
  p_retrade_reason public.offer_retrade_reason,
  p_retrade_note text,
  p_full_loi boolean
) returns public.deal_offers
language plpgsql security definer set search_path = '' as $$
declare
  v_uid uuid := private.verified_caller();
  v_deal public.deals;
  v_until timestamptz;
  v_open public.deal_offers;
  v_accepted public.deal_offers;
  v_offer public.deal_offers;
  v_retrade boolean;
begin
  select * into v_deal from public.deals where id = p_deal_id for update;
  if not found or not (private.is_deal_party(p_deal_id) or private.my_deal_side(p_deal_id) is not null) then
    raise exception 'Deal not found' using errcode = 'PT404';
  end if;
  -- The buyer or a lead of the buyer's team (private.decides_for_side()).
  if not private.decides_for_side(p_deal_id, 'buyer') then
    raise exception 'Only the buyer can do this' using errcode = '42501';
  end if;
  -- (The older form, submit_deal_offer(), makes no changes of accepted terms.)
  v_retrade := p_full_loi and v_deal.stage = 'in_exclusivity' and v_deal.exclusive_until > now();
  if v_deal.stage not in ('access_granted', 'offer_submitted') and not v_retrade then
    raise exception 'An offer needs access to the details (the deal is %)', v_deal.stage using errcode = '22023';
  end if;
  if (select p.role from public.profiles p where p.id = v_deal.buyer_id) <> 'investor' then
    raise exception 'Only investors can make offers' using errcode = '42501';
  end if;
  if not exists (select 1 from public.listings l where l.id = v_deal.listing_id and l.status = 'active') then
    raise exception 'The listing is closed' using errcode = '22023';
  end if;
  if not v_retrade then
    select max(d.exclusive_until) into v_until from public.deals d
    where d.listing_id = v_deal.listing_id and d.stage = 'in_exclusivity' and d.exclusive_until > now()
      and d.id <> v_deal.id;
    if v_until is not null then
      raise exception 'Another buyer is in exclusivity until %', to_char(v_until at time zone 'Europe/Berlin', 'YYYY-MM-DD HH24:MI')
        using errcode = '22023';
    end if;
    if p_retrade_reason is not null or p_retrade_note is not null then
      raise exception 'A reason for a change is only given for accepted terms' using errcode = '22023';
    end if;
  else
    select * into v_accepted from public.deal_offers o
    where o.deal_id = v_deal.id and o.status = 'accepted' order by o.version_no desc limit 1;
    if p_retrade_reason is null or nullif(private.squish(p_retrade_note), '') is null then
      raise exception 'Changing accepted terms needs a reason and an explanation' using errcode = '22023';
    end if;
  end if;

  -- The newer version replaces the open one: the buyer's own (improving a bid) or the owner's
  -- counter (answered by this counter).
  select * into v_open from public.deal_offers o where o.deal_id = v_deal.id and o.status = 'open' for update;
  if found then
    update public.deal_offers set status = 'superseded',
      decided_at = case when v_open.proposed_by = 'owner' then now() end,
      decided_by = case when v_open.proposed_by = 'owner' then v_uid end
    where id = v_open.id;
  end if;
  v_offer := private.insert_offer_version(v_deal, 'buyer', p_terms, coalesce(v_open.id, v_accepted.id),
    v_accepted.id, p_retrade_reason, p_retrade_note, p_full_loi);
  if v_deal.stage = 'access_granted' then
    update public.deals set stage = 'offer_submitted' where id = v_deal.id;
  end if;

  insert into public.deal_messages (deal_id, sender_side, body, offer_id, offer_event)
  values (v_deal.id, 'buyer', 'Offer submitted: ' || v_offer.price_eur || ' EUR', v_offer.id, 'submitted');

  perform private.notify(
    (select l.user_id from public.listings l where l.id = v_deal.listing_id),
    'offer.received', '/deals/' || v_deal.id,
    private.listing_label(v_deal.listing_id, true) || private.offer_facts(v_offer)
      || jsonb_build_object('deal_id', v_deal.id, 'from_name', private.profile_name(v_deal.buyer_id),
        'retrade_reason', v_offer.retrade_reason)
  );
  return v_offer;
end;
$$;
comment on function private.buyer_proposes(p_deal_id uuid, p_terms jsonb, p_retrade_reason public.offer_retrade_reason, p_retrade_note text, p_full_loi boolean) is 'The deal''s buyer proposes a version: before exclusivity an offer or a counter to the owner''s counter (verified investor, access granted, listing active, no other buyer in exclusivity), during their own exclusivity a change of the accepted terms with a reason and text (a retrade). The open version is superseded, the deal moves to offer_submitted, the thread shows it and the owner is notified (offer.received). Non-parties get 404.';
revoke all on function private.buyer_proposes(p_deal_id uuid, p_terms jsonb, p_retrade_reason public.offer_retrade_reason, p_retrade_note text, p_full_loi boolean) from public;

create function public.submit_loi(
  p_deal_id uuid,
  p_terms jsonb,
  p_retrade_reason public.offer_retrade_reason default null,
  p_retrade_note text default null
) returns public.deal_offers
language plpgsql security definer set search_path = '' as $$
begin
  return private.buyer_proposes(p_deal_id, p_terms, p_retrade_reason, p_retrade_note, true);
end;
$$;
comment on function public.submit_loi(p_deal_id uuid, p_terms jsonb, p_retrade_reason public.offer_retrade_reason, p_retrade_note text) is 'The deal''s buyer submits a letter of intent (terms: a JSON object of deal_offers'' term columns, money in cents), counters the owner''s counter, or, during their exclusivity, changes the accepted terms with a reason (findings_in_diligence, financing, other) and text. See private.buyer_proposes().';
revoke all on function public.submit_loi(p_deal_id uuid, p_terms jsonb, p_retrade_reason public.offer_retrade_reason, p_retrade_note text) from public, anon;

create function public.counter_loi(p_offer_id uuid, p_terms jsonb)
returns public.deal_offers
language plpgsql security definer set search_path = '' as $$
declare
  v_uid uuid := private.verified_caller();
  v_offer public.deal_offers;
  v_deal public.deals;
  v_counter public.deal_offers;
begin
  select * into v_offer from public.deal_offers where id = p_offer_id;
  if not found or not (private.is_deal_party(v_offer.deal_id) or private.my_deal_side(v_offer.deal_id) is not null) then
    raise exception 'Offer not found' using errcode = 'PT404';
  end if;
  if not ((select private.is_admin()) or private.decides_for_side(v_offer.deal_id, 'owner')) then
    raise exception 'Only the listing''s owner can counter' using errcode = '42501';
  end if;
  select * into v_deal from public.deals where id = v_offer.deal_id for update;
  select * into v_offer from public.deal_offers where id = p_offer_id for update;
  if v_offer.status <> 'open' then
    raise exception 'The offer was already %', v_offer.status using errcode = '22023';
  end if;
  if v_offer.proposed_by <> 'buyer' then
    raise exception 'The buyer answers this counter' using errcode = '42501';
  end if;
  if not exists (select 1 from public.listings l where l.id = v_deal.listing_id and l.status = 'active') then
    raise exception 'The listing is closed' using errcode = '22023';
  end if;
  update public.deal_offers set status = 'superseded', decided_at = now(), decided_by = v_uid where id = v_offer.id;
  v_counter := private.insert_offer_version(v_deal, 'owner', p_terms, v_offer.id, v_offer.amends_id, null, null, true);

  insert into public.deal_messages (deal_id, sender_side, body, offer_id, offer_event)
  values (v_deal.id, 'owner', 'Counter-offer: ' || v_counter.price_eur || ' EUR', v_counter.id, 'submitted');
  perform private.notify(v_deal.buyer_id, 'offer.countered', '/deals/' || v_deal.id,
    private.listing_label(v_deal.listing_id, true) || private.offer_facts(v_counter)
      || jsonb_build_object('deal_id', v_deal.id));
  return v_counter;
end;
$$;
comment on function public.counter_loi(p_offer_id uuid, p_terms jsonb) is 'The listing''s owner (or an admin) answers the buyer''s open version with changed terms: a new version proposed by the owner (the answered one is superseded); the buyer may accept it or counter again. Also answers a change of accepted terms. The buyer is notified (offer.countered). Non-parties get 404, the buyer 42501.';
revoke all on function public.counter_loi(p_offer_id uuid, p_terms jsonb) from public, anon;

create function private.milestone_dates(p_deal public.deals, p_offer public.deal_offers)
returns table (kind public.offer_milestone_kind, owner_side public.deal_side, due_on date)
language plpgsql stable set search_path = '' as $$
declare
  v_end date := (p_deal.exclusive_until at time zone 'Europe/Berlin')::date;
  v_diligence date := coalesce(p_offer.diligence_deadline, v_end);
  v_signing date := greatest(coalesce(p_offer.target_signing_date, v_end), v_diligence);
begin
  return query values
    ('diligence_complete'::public.offer_milestone_kind, 'buyer'::public.deal_side, v_diligence),
    ('financing_confirmed', 'buyer', v_diligence),
    ('spa_draft', 'buyer', greatest(v_diligence, v_signing - 14)),
    ('notary_appointment', 'owner', greatest(v_diligence, v_signing - 7)),
    ('signing', 'owner', v_signing);
end;
$$;
comment on function private.milestone_dates(p_deal public.deals, p_offer public.deal_offers) is 'The exclusivity clock''s milestones from a version''s terms: diligence complete and financing confirmed (buyer) by the diligence deadline, the SPA draft (buyer) two weeks and the notary appointment (owner) one week before the target signing date (not before the diligence deadline), signing (owner) on it; without dates, at the exclusivity''s end.';
revoke all on function private.milestone_dates(p_deal public.deals, p_offer public.deal_offers) from public;

create function private.create_milestones(p_deal public.deals, p_offer public.deal_offers) returns void
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.deal_milestones (deal_id, listing_id, buyer_id, offer_id, kind, owner_side, due_on)
  select p_deal.id, p_deal.listing_id, p_deal.buyer_id, p_offer.id, d.kind, d.owner_side, d.due_on
  from private.milestone_dates(p_deal, p_offer) d;
end;
$$;
comment on function private.create_milestones(p_deal public.deals, p_offer public.deal_offers) is 'The exclusivity clock from the accepted terms (private.milestone_dates()).';
revoke all on function private.create_milestones(p_deal public.deals, p_offer public.deal_offers) from public;

create function private.move_milestones(p_deal public.deals, p_offer public.deal_offers) returns void
language plpgsql security definer set search_path = '' as $$
begin
  update public.deal_milestones m
  set offer_id = p_offer.id,
      due_on = case when m.done_at is null then d.due_on else m.due_on end,
      reminded_at = case when m.done_at is null and d.due_on <> m.due_on then null else m.reminded_at end,
      overdue_notified_at = case when m.done_at is null and d.due_on <> m.due_on then null else m.overdue_notified_at end
  from private.milestone_dates(p_deal, p_offer) d
  where m.deal_id = p_deal.id and m.kind = d.kind;
end;
$$;
comment on function private.move_milestones(p_deal public.deals, p_offer public.deal_offers) is 'An accepted change of terms moves the clock: the milestones not yet done get the dates of the new terms (private.milestone_dates()) and, when their date moved, are reminded again; the done ones keep theirs; all now belong to the new accepted version.';
revoke all on function private.move_milestones(p_deal public.deals, p_offer public.deal_offers) from public;

create function public.accept_loi(p_offer_id uuid)
returns public.deal_offers
language plpgsql security definer set search_path = '' as $$
declare
  v_uid uuid := private.verified_caller();
  v_offer public.deal_offers;
  v_deal public.deals;
  v_until timestamptz;
  v_paused public.deals;
  v_other uuid;
begin
  select * into v_offer from public.deal_offers where id = p_offer_id;
  if not found or not (private.is_deal_party(v_offer.deal_id) or private.my_deal_side(v_offer.deal_id) is not null) then
    raise exception 'Offer not found' using errcode = 'PT404';
  end if;
  -- The other side of who proposed it decides.
  if v_offer.proposed_by = 'buyer' and not ((select private.is_admin()) or private.decides_for_side(v_offer.deal_id, 'owner')) then
    raise exception 'Only the listing''s owner can decide' using errcode = '42501';
  end if;
  if v_offer.proposed_by = 'owner' and not private.decides_for_side(v_offer.deal_id, 'buyer') then
    raise exception 'Only the buyer can accept a counter' using errcode = '42501';
  end if;
  -- Lock order: the deal, then the offer (as the proposing functions).
  select * into v_deal from public.deals where id = v_offer.deal_id for update;
  select * into v_offer from public.deal_offers where id = p_offer_id for update;
  if v_offer.status <> 'open' then
    raise exception 'The offer was already %', v_offer.status using errcode = '22023';
  end if;
  if v_offer.valid_until < private.berlin_today() then
    raise exception 'The offer expired on %', v_offer.valid_until using errcode = '22023';
  end if;
  v_other := case when v_offer.proposed_by = 'buyer' then v_deal.buyer_id
    else (select l.user_id from public.listings l where l.id = v_deal.listing_id) end;

  if v_offer.amends_id is not null then
    -- A change of accepted terms: the new terms replace the accepted ones, the clock runs on with
    -- the open milestones at the new terms' dates.
    if v_deal.stage <> 'in_exclusivity' or v_deal.exclusive_until <= now() then
      raise exception 'The exclusivity has ended' using errcode = '22023';
    end if;
    update public.deal_offers set status = 'superseded' where deal_id = v_deal.id and status = 'accepted';
    update public.deal_offers set status = 'accepted', decided_at = now(), decided_by = v_uid
    where id = v_offer.id returning * into v_offer;
    perform private.move_milestones(v_deal, v_offer);
    insert into public.deal_messages (deal_id, sender_side, body, offer_id, offer_event)
    values (v_deal.id, case when v_offer.proposed_by = 'buyer' then 'owner' else 'buyer' end::public.deal_side,
      'Offer accepted', v_offer.id, 'accepted');
    perform private.notify(v_other, 'offer.accepted', '/deals/' || v_deal.id,
      private.listing_label(v_deal.listing_id, true) || private.offer_facts(v_offer)
        || jsonb_build_object('deal_id', v_deal.id, 'exclusive_until', v_deal.exclusive_until));
    return v_offer;
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
  perform private.create_milestones(v_deal, v_offer);
  insert into public.deal_messages (deal_id, sender_side, body, offer_id, offer_event)
  values (v_deal.id, case when v_offer.proposed_by = 'buyer' then 'owner' else 'buyer' end::public.deal_side,
    'Offer accepted', v_offer.id, 'accepted');

  perform private.notify(v_other, 'offer.accepted', '/deals/' || v_deal.id,
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
comment on function public.accept_loi(p_offer_id uuid) is 'The other side of who proposed an open version accepts it: the listing''s owner (or an admin) the buyer''s, the buyer the owner''s counter (nobody accepts their own). Before exclusivity (not after valid_until, not while another buyer is in exclusivity) the deal moves to in_exclusivity for the version''s days, the clock''s milestones are made from its terms and the other buyers are paused (exclusivity.started); a change of accepted terms replaces the accepted version and the clock runs on (its open milestones move to the new terms'' dates, private.move_milestones()). The proposer is notified (offer.accepted). Non-parties get 404.';
revoke all on function public.accept_loi(p_offer_id uuid) from public, anon;

create function public.decline_loi(p_offer_id uuid, p_reason public.offer_decline_reason, p_note text default null)
returns public.deal_offers
language plpgsql security definer set search_path = '' as $$
declare
  v_uid uuid := private.verified_caller();
  v_offer public.deal_offers;
  v_deal public.deals;
  v_other uuid;
begin
  select * into v_offer from public.deal_offers where id = p_offer_id;
  if not found or not (private.is_deal_party(v_offer.deal_id) or private.my_deal_side(v_offer.deal_id) is not null) then
    raise exception 'Offer not found' using errcode = 'PT404';
  end if;
  if v_offer.proposed_by = 'buyer' and not ((select private.is_admin()) or private.decides_for_side(v_offer.deal_id, 'owner')) then
    raise exception 'Only the listing''s owner can decide' using errcode = '42501';
  end if;
  if v_offer.proposed_by = 'owner' and not private.decides_for_side(v_offer.deal_id, 'buyer') then
    raise exception 'Only the buyer can decline a counter' using errcode = '42501';
  end if;
  if p_reason is null then
    raise exception 'Missing required fields: reason' using errcode = '22023';
  end if;
  if char_length(coalesce(p_note, '')) > 2000 then
    raise exception 'A note has at most 2000 characters' using errcode = '22023';
  end if;
  select * into v_deal from public.deals where id = v_offer.deal_id for update;
  select * into v_offer from public.deal_offers where id = p_offer_id for update;
  if v_offer.status <> 'open' then
    raise exception 'The offer was already %', v_offer.status using errcode = '22023';
  end if;
  v_other := case when v_offer.proposed_by = 'buyer' then v_deal.buyer_id
    else (select l.user_id from public.listings l where l.id = v_deal.listing_id) end;

  update public.deal_offers set status = 'declined', decided_at = now(), decided_by = v_uid,
    decline_reason = p_reason, decline_note = nullif(private.squish(p_note), '')
  where id = v_offer.id returning * into v_offer;
  -- Before exclusivity the deal goes back to access granted; a declined change of accepted terms
  -- leaves the accepted terms in force.
  if v_deal.stage = 'offer_submitted' then
    update public.deals set stage = 'access_granted' where id = v_deal.id;
  end if;
  insert into public.deal_messages (deal_id, sender_side, body, offer_id, offer_event)
  values (v_deal.id, case when v_offer.proposed_by = 'buyer' then 'owner' else 'buyer' end::public.deal_side,
    'Offer declined', v_offer.id, 'declined');
  perform private.notify(v_other, 'offer.declined', '/deals/' || v_deal.id,
    private.listing_label(v_deal.listing_id, true) || private.offer_facts(v_offer)
      || jsonb_build_object('deal_id', v_deal.id, 'decline_reason', v_offer.decline_reason));
  return v_offer;
end;
$$;
comment on function public.decline_loi(p_offer_id uuid, p_reason public.offer_decline_reason, p_note text) is 'The other side of who proposed an open version declines it with a reason and an optional note (2000 characters): the owner (or an admin) the buyer''s, the buyer the owner''s counter. Before exclusivity the deal goes back to access_granted (the buyer may offer again); a declined change of accepted terms leaves the accepted terms in force. The proposer is notified (offer.declined). Non-parties get 404.';
revoke all on function public.decline_loi(p_offer_id uuid, p_reason public.offer_decline_reason, p_note text) from public, anon;

-- The exclusivity clock ---------------------------------------------------------------------------

create function public.complete_deal_milestone(p_milestone_id uuid)
returns public.deal_milestones
language plpgsql security definer set search_path = '' as $$
declare
  v_uid uuid := private.verified_caller();
  v_m public.deal_milestones;
  v_deal public.deals;
begin
  select * into v_m from public.deal_milestones where id = p_milestone_id;
  if not found or not (private.is_deal_party(v_m.deal_id) or private.my_deal_side(v_m.deal_id) is not null) then
    raise exception 'Milestone not found' using errcode = 'PT404';
  end if;
  -- The side that owns the milestone decides: its principal or a lead of its team.
  if not private.decides_for_side(v_m.deal_id, v_m.owner_side) then
    raise exception 'Only the milestone''s owner can mark it done' using errcode = '42501';
  end if;
  select * into v_deal from public.deals where id = v_m.deal_id for update;
  if v_deal.stage <> 'in_exclusivity' or v_deal.exclusive_until <= now() then
    raise exception 'The exclusivity has ended' using errcode = '22023';
  end if;
  update public.deal_milestones set done_at = now(), done_by = v_uid
  where id = v_m.id and done_at is null returning * into v_m;
  if not found then
    raise exception 'The milestone is already done' using errcode = '22023';
  end if;
  return v_m;
end;
$$;
comment on function public.complete_deal_milestone(p_milestone_id uuid) is 'The side that owns a milestone (the buyer, or the listing''s owner, or a verified lead of their team: private.decides_for_side()) marks it done while the exclusivity runs; once. Non-parties get 404, the other side and members without the lead role 42501.';
revoke all on function public.complete_deal_milestone(p_milestone_id uuid) from public, anon;

create function public.request_exclusivity_extension(p_deal_id uuid, p_days integer, p_note text default null)
returns public.exclusivity_extensions
language plpgsql security definer set search_path = '' as $$
declare
  v_uid uuid := private.verified_caller();
  v_deal public.deals;
  v_side public.deal_side;
  v_ext public.exclusivity_extensions;
begin
  v_side := private.my_deal_side(p_deal_id);
  if not (private.is_deal_party(p_deal_id) or v_side is not null) then
    raise exception 'Deal not found' using errcode = 'PT404';
  end if;
  select * into v_deal from public.deals where id = p_deal_id for update;
  -- A side asks by its principal or a lead of its team.
  if v_side is null or not private.decides_for_side(p_deal_id, v_side) then
    raise exception 'Only the buyer, the listing''s owner or a lead of their team can ask' using errcode = '42501';
  end if;
  if v_deal.stage <> 'in_exclusivity' or v_deal.exclusive_until <= now() then
    raise exception 'The exclusivity has ended' using errcode = '22023';
  end if;
  if p_days is null or p_days not between 1 and 90 then
    raise exception 'An extension is between 1 and 90 days' using errcode = '22023';
  end if;
  if char_length(coalesce(p_note, '')) > 2000 then
    raise exception 'A note has at most 2000 characters' using errcode = '22023';
  end if;
  if exists (select 1 from public.exclusivity_extensions x where x.deal_id = p_deal_id and x.status = 'open') then
    raise exception 'An extension request is already open' using errcode = '22023';
  end if;
  insert into public.exclusivity_extensions (deal_id, listing_id, buyer_id, requested_by, requested_by_user, days, note)
  values (v_deal.id, v_deal.listing_id, v_deal.buyer_id, v_side, v_uid, p_days, nullif(private.squish(p_note), ''))
  returning * into v_ext;
  perform private.notify(
    case when v_side = 'buyer' then (select l.user_id from public.listings l where l.id = v_deal.listing_id)
      else v_deal.buyer_id end,
    'exclusivity.extension_requested', '/deals/' || v_deal.id,
    private.listing_label(v_deal.listing_id, true)
      || jsonb_build_object('deal_id', v_deal.id, 'days', p_days, 'exclusive_until', v_deal.exclusive_until));
  return v_ext;
end;
$$;
comment on function public.request_exclusivity_extension(p_deal_id uuid, p_days integer, p_note text) is 'The buyer or the listing''s owner (or a verified lead of their team: private.decides_for_side()) asks to extend the running exclusivity by 1 to 90 days (one open request per deal); the other side''s principal is notified (exclusivity.extension_requested) and that side decides. Non-parties get 404, members without the lead role 42501.';
revoke all on function public.request_exclusivity_extension(p_deal_id uuid, p_days integer, p_note text) from public, anon;

create function public.answer_exclusivity_extension(p_extension_id uuid, p_agree boolean)
returns public.exclusivity_extensions
language plpgsql security definer set search_path = '' as $$
declare
  v_uid uuid := private.verified_caller();
  v_ext public.exclusivity_extensions;
  v_deal public.deals;
begin
  select * into v_ext from public.exclusivity_extensions where id = p_extension_id;
  if not found or not (private.is_deal_party(v_ext.deal_id) or private.my_deal_side(v_ext.deal_id) is not null) then
    raise exception 'Extension not found' using errcode = 'PT404';
  end if;
  if p_agree is null then
    raise exception 'Missing required fields: agree' using errcode = '22023';
  end if;
  -- Only the other side, by its principal or a lead of its team: the owner's side answers the
  -- buyer's request, the buyer's side the owner's.
  if not private.decides_for_side(v_ext.deal_id,
      case when v_ext.requested_by = 'buyer' then 'owner'::public.deal_side else 'buyer'::public.deal_side end) then
    raise exception 'Only the other side can answer' using errcode = '42501';
  end if;
  select * into v_deal from public.deals where id = v_ext.deal_id for update;
  select * into v_ext from public.exclusivity_extensions where id = p_extension_id for update;
  if v_ext.status <> 'open' then
    raise exception 'The request was already %', v_ext.status using errcode = '22023';
  end if;
  if p_agree and (v_deal.stage <> 'in_exclusivity' or v_deal.exclusive_until <= now()) then
    raise exception 'The exclusivity has ended' using errcode = '22023';
  end if;
  update public.exclusivity_extensions set status = case when p_agree then 'agreed' else 'declined' end::public.exclusivity_extension_status,
    decided_at = now(), decided_by = v_uid
  where id = v_ext.id returning * into v_ext;
  if p_agree then
    update public.deals set exclusive_until = exclusive_until + make_interval(days => v_ext.days)
    where id = v_deal.id returning * into v_deal;
  end if;
  perform private.notify(v_ext.requested_by_user, 'exclusivity.extended', '/deals/' || v_deal.id,
    private.listing_label(v_deal.listing_id, true)
      || jsonb_build_object('deal_id', v_deal.id, 'agreed', p_agree, 'days', v_ext.days,
        'exclusive_until', v_deal.exclusive_until));
  return v_ext;
end;
$$;
comment on function public.answer_exclusivity_extension(p_extension_id uuid, p_agree boolean) is 'The other side of an open extension request (its principal or a verified lead of its team: private.decides_for_side()) agrees (the exclusivity''s end moves by its days) or declines; the requester is notified (exclusivity.extended, with agreed true or false). Non-parties get 404, the requesting side and members without the lead role 42501.';
revoke all on function public.answer_exclusivity_extension(p_extension_id uuid, p_agree boolean) from public, anon;

create function public.end_exclusivity_early(p_deal_id uuid)
returns public.deals
language plpgsql security definer set search_path = '' as $$
declare
  v_deal public.deals;
begin
  if not (private.is_deal_party(p_deal_id) or private.my_deal_side(p_deal_id) is not null) then
    raise exception 'Deal not found' using errcode = 'PT404';
  end if;
  -- The owner's side ends it: the listing's owner or a lead of the owner's team (or an admin).
  if not ((select private.is_admin()) or private.decides_for_side(p_deal_id, 'owner')) then
    raise exception 'Only the listing''s owner can end the exclusivity' using errcode = '42501';
  end if;
  select * into v_deal from public.deals where id = p_deal_id for update;
  if v_deal.stage <> 'in_exclusivity' or v_deal.exclusive_until <= now() then
    raise exception 'The exclusivity has ended' using errcode = '22023';
  end if;
  if not exists (
    select 1 from public.deal_milestones m
    where m.deal_id = p_deal_id and m.done_at is null and m.due_on < private.berlin_today()
  ) and not exists (
    select 1 from public.deal_offers o
    where o.deal_id = p_deal_id and o.status = 'open' and o.amends_id is not null
  ) then
    raise exception 'The exclusivity can end early only after a missed milestone or a change of the accepted terms'
      using errcode = '22023';
  end if;
  -- The stage change ends the pause at once (private.exclusivity_blocks() looks at the stage),
  -- declines an open change of terms and tells the buyer and the paused buyers (exclusivity.ended).
  update public.deals set stage = 'access_granted' where id = p_deal_id returning * into v_deal;
  return v_deal;
end;
$$;
comment on function public.end_exclusivity_early(p_deal_id uuid) is 'The listing''s owner, a verified lead of the owner''s team (private.decides_for_side()) or an admin ends a running exclusivity before its end when a milestone was missed (its date passed, not done) or the buyer proposed a change of the accepted terms: the deal goes back to access_granted, the other buyers'' paused access returns and everyone concerned is told (exclusivity.ended, reason ended). Non-parties get 404, the buyer''s side and the owner''s members without the lead role 42501.';
revoke all on function public.end_exclusivity_early(p_deal_id uuid) from public, anon;

-- Reminders ---------------------------------------------------------------------------------------

-- Granted to the service role alone (run by public.run_deal_maintenance(), the scheduler's job).
create function public.run_milestone_reminders(p_now timestamptz default now(), p_deal_id uuid default null)
returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_today date := (p_now at time zone 'Europe/Berlin')::date;
  v_days_before constant integer := 3;
  v_m record;
  v_sent integer := 0;
begin
  for v_m in
    select m.id, m.deal_id, m.kind, m.owner_side, m.due_on, d.listing_id, d.buyer_id,
      l.user_id as owner_id, m.due_on < v_today as overdue
    from public.deal_milestones m
    join public.deals d on d.id = m.deal_id
    join public.listings l on l.id = d.listing_id
    where m.done_at is null
      and (p_deal_id is null or m.deal_id = p_deal_id)
      and d.stage = 'in_exclusivity' and d.exclusive_until > p_now
      and ((m.due_on < v_today and m.overdue_notified_at is null)
        or (m.due_on between v_today and v_today + v_days_before and m.reminded_at is null))
    order by m.due_on, m.id
    for update of m
  loop
    if v_m.overdue then
      update public.deal_milestones set overdue_notified_at = p_now where id = v_m.id;
    else
      update public.deal_milestones set reminded_at = p_now where id = v_m.id;
    end if;
    -- Both sides: the owner of the milestone must act, the other side waits on it.
    perform private.notify(r.user_id,
      case when v_m.overdue then 'exclusivity.milestone_overdue' else 'exclusivity.milestone_due' end::public.notification_kind,
      '/deals/' || v_m.deal_id,
      private.listing_label(v_m.listing_id, true) || jsonb_build_object(
        'deal_id', v_m.deal_id, 'milestone', v_m.kind, 'owner_side', v_m.owner_side,
        'due_date', v_m.due_on, 'days', v_m.due_on - v_today,
        'yours', r.side = v_m.owner_side))
    from (values (v_m.buyer_id, 'buyer'::public.deal_side), (v_m.owner_id, 'owner'::public.deal_side)) as r(user_id, side);
    v_sent := v_sent + 1;
  end loop;
  return v_sent;
end;
$$;
comment on function public.run_milestone_reminders(p_now timestamp with time zone, p_deal_id uuid) is 'Service role only (called by public.run_deal_maintenance()): for running exclusivities, tells both sides of each milestone not yet done once when it is due within 3 days (exclusivity.milestone_due) and once when its date passed (exclusivity.milestone_overdue), Europe/Berlin days. p_now and p_deal_id exist for tests. Returns how many milestones were announced.';
revoke all on function public.run_milestone_reminders(p_now timestamp with time zone, p_deal_id uuid) from public, anon, authenticated;
