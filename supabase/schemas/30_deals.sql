-- deals: The deal between a buyer and a listing: inquiries, NDAs, access requests, stages, invoices, responsiveness.
--
-- The current text of this subject (supabase/schemas/README.md). Change the database by editing
-- this file and running `npm run db:diff -- <name>`; the migration it writes is reviewed and
-- committed with it.
--
-- From 20261120000004_deals_inquiries_ndas_unlocks.sql:
--   Deals: a verified user inquires about someone else's listing; a verified investor signs its
--   NDA and asks to unlock the details (500 EUR); an admin decides. The listing owner sees who is
--   interested (public.my_listing_counterparties()).
--
-- From 20261124100001_deals.sql:
--   Issue 16: a deal per listing and buyer, with a stage the database moves only as the rules allow.
--
--   * public.deals: one row per (listing, buyer), created by the database at the buyer's first step
--     (an inquiry, or the NDA signature). Nobody writes it through the API: the triggers below and
--     the RPCs of later migrations move its stage; a BEFORE trigger checks every transition, whoever
--     makes it (also the service role and security definer functions).
--   * public.deal_events: each deal's history (every stage change, who made it and when).
--   * The rule for reading a listing's confidential details becomes the deal's stage
--     (private.readable_detail_listing_ids()), so a revocation takes effect with the next read.
--   * inquiries, nda_signatures and unlock_requests stay as the records of those steps (the message,
--     the signature, each access request and its decision); existing rows become deals below.
--
-- From 20261124100002_deal_decisions_and_invoices.sql:
--   Issue 16: the listing's owner decides (admins in their place), the 500 EUR fee becomes a numbered
--   invoice at grant, and the reads of the deal page, the owner's pipeline and the buyer's search.
--
-- From 20261125500001_deal_reminder_kind.sql:
--   Issue 18, responsiveness: the reminder to a listing's owner about a request unanswered for 14
--   days. Its own file: a value added to an enum cannot be used in the transaction that adds it
--   (20261125500002 uses it).
--
-- From 20261125500002_deal_responsiveness.sql:
--   Issues 16 + 18: responsiveness made visible, and the bounded outbox.
--
--   * deals learn when the buyer first wrote and when the owner first answered (a trigger on
--     deal_messages, set once each), and carry the reminder and stale marks of the maintenance run.
--   * public.owner_response_times: each owner's median time to first reply over the last 90 days,
--     a small table refreshed by public.run_deal_maintenance(); the median exists only with at least
--     3 answered deals (a check constraint: the figure is never made up from too little data).
--   * public.run_deal_maintenance() (service role; the stack's scheduler, pg_cron on hosted
--     Supabase): a request unanswered for 14 days (an access request not decided, a first message
--     not answered) reminds the owner once (deal.reminder); still unanswered 7 days after the
--     reminder, the deal is marked stale for the buyer (stale_since), cleared as soon as the owner
--     answers or decides. It also refreshes the response times and deletes sent outbox emails
--     older than 30 days.
--   * deal_overview() returns stale_since (the deal page), and indexes serve the admin's list of
--     every deal by stage.
--
-- From 20261125500003_deal_maintenance_schedule.sql:
--   Issue 18: on hosted Supabase, pg_cron runs the deal maintenance (reminders after 14 days, stale
--   marks, response times, outbox cleanup: public.run_deal_maintenance()) every hour, inside the
--   database (no pg_net needed). Where pg_cron is not available or not preloaded (the local stack,
--   whose own scheduler calls the function), this does nothing.
--
-- From 20261125600001_deal_page_offers_and_stale.sql:
--   The deal page in one request, with everything the deal work of this round added to it.
--
--   Two migrations of the same round each recreated deal_overview() from the version before them:
--   20261125100003 (offers, exclusivity: the details stay hidden from a buyer paused by another
--   buyer's exclusivity) and 20261125500002 (stale_since of the responsiveness work), so the later
--   one lost the offers and the exclusivity rule. This is the function with both: the offers'
--   version plus stale_since.
--
-- From 20261127465001_deal_teams.sql and 20261127865001_deal_teams_member_deal_page_and_invited_accounts.sql:
--   Issue 34, deal teams: public.deal_members (invited by a side's principal or lead, joined by
--   accepting the NDA in one's own name, removed at once), private.my_deal_side() and
--   private.my_deal_role() (the rule every reading rule of the deal admits active members by), the
--   other side's members hidden until access is granted (private.deal_member_visible()).
--
-- From 20261129940001_deal_reads_planned_once.sql:
--   public.deal_overview() is planned once per connection (plan_cache_mode = force_generic_plan:
--   the custom plans of each statement's first five calls on every pooled connection cost more than
--   the reads) and joins the deal's invoices through invoices_deal_id_idx (the partial unique index
--   did not serve that join: every deal page read all invoices).

-- From 20261129920001_applicant_website_and_team_inbox.sql:
--   Issue 33, the "to decide" inbox of deal-team members: public.my_decision_inbox() also returns
--   what waits for the caller as an active member of a deal's team (private.member_decision_items()):
--   a lead what the side's principal decides there (access requests, the other side's open offers,
--   open questions, unanswered messages) plus the side's diligence requests nobody else took; a
--   contributor the open questions and requests of the side that nobody else took, and the
--   unanswered messages; a view member nothing. Each item carries team_role (null on the
--   principal's own items).

-- From 20261130000001_inbox_row_estimates.sql:
--   private.decision_items() and private.member_decision_items() say how many rows they return
--   (ROWS 50, ROWS 10): planned for the default 1,000, my_decision_inbox() hash-joined the whole of
--   listings and listing_details (460 ms before, 50 ms after for a caller with 96 items).
--
-- From 20261201000001_details_readers_plan_the_rule.sql:
--   private.access_stages() (the stages that grant access, a constant at planning) and
--   private.deals_reading_details (private.may_read_confidential() for the access tier as a view,
--   for the set-based readers of 20_listings.sql; tests/db/offers.test.ts checks they agree).
--
-- From 20261201000002_side_deals_as_a_set.sql:
--   private.my_side_deal_ids(): the deals the caller is a side of (private.my_deal_side() is not
--   null) as a set, asked once per statement by the policies of deal_events and the closing
--   tables, where a per-row call cost about 0.1 ms a row (tests/db/closing.test.ts checks that
--   set and function agree).
--
-- From 20261202000001_kept_detail_readers.sql:
--   private.deals_reading_details goes: the paths by which a user may read a listing's details
--   (owner, buyer, either side's team members; private.listing_detail_paths) are kept as rows,
--   private.listing_detail_readers, by statement triggers on listings, deals and deal_members,
--   with the end of another buyer's exclusivity stored and compared with the clock at read. The
--   listing_details policy built them on every request: 0.6-1.2 ms for a member of 50 deals,
--   1.3-1.6x the service role's request (bench: unread-member, unread-counts).

-- Types -------------------------------------------------------------------------------------------

create type public.deal_side as enum (
  'buyer',
  'owner'
);
comment on type public.deal_side is 'Which party of a deal wrote a message: its buyer or the listing''s owner (seller or scout).';

create type public.deal_stage as enum (
  'interested',
  'nda_signed',
  'access_requested',
  'access_granted',
  'offer_submitted',
  'in_exclusivity',
  'won',
  'declined',
  'withdrawn',
  'lost',
  'revoked'
);
comment on type public.deal_stage is 'Stage of a deal. Path: interested → nda_signed → access_requested → access_granted → offer_submitted → in_exclusivity → won. Ended: declined (owner refused access; the buyer may ask again), withdrawn (buyer left), lost (owner chose another buyer), revoked (owner took access back; the owner may grant it again).';

create type public.inquiry_status as enum (
  'pending',
  'read',
  'answered',
  'closed'
);
comment on type public.inquiry_status is 'Processing state of an inquiry, changed by the listing owner.';

create type public.unlock_status as enum (
  'pending',
  'approved',
  'rejected'
);
comment on type public.unlock_status is 'State of a request to unlock the confidential details of a listing.';

-- public.deals ------------------------------------------------------------------------------------

create table public.deals (
  id uuid default gen_random_uuid() not null,
  listing_id uuid not null,
  buyer_id uuid not null,
  stage public.deal_stage default 'interested'::public.deal_stage not null,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  stage_changed_at timestamp with time zone default now() not null,
  nda_signed_at timestamp with time zone,
  access_requested_at timestamp with time zone,
  access_decided_at timestamp with time zone,
  access_decided_by uuid,
  exclusive_until timestamp with time zone,
  buyer_first_message_at timestamp with time zone,
  owner_first_reply_at timestamp with time zone,
  message_reminded_at timestamp with time zone,
  access_reminded_at timestamp with time zone,
  stale_since timestamp with time zone,
  constraint deals_pkey PRIMARY KEY (id),
  constraint deals_one_per_listing_and_buyer UNIQUE (listing_id, buyer_id),
  -- The target of public.deal_reads' (deal_id, listing_id) key: a read state names its deal's listing.
  constraint deals_id_listing_id_key UNIQUE (id, listing_id)
);
alter table public.deals add constraint deals_access_decided_by_fkey FOREIGN KEY (access_decided_by) REFERENCES public.profiles(id) ON DELETE SET NULL;
alter table public.deals add constraint deals_buyer_id_fkey FOREIGN KEY (buyer_id) REFERENCES public.profiles(id) ON DELETE CASCADE;
alter table public.deals add constraint deals_listing_id_fkey FOREIGN KEY (listing_id) REFERENCES public.listings(id) ON DELETE CASCADE;
alter table public.deals enable row level security;
comment on table public.deals is 'One deal per listing and buyer, created by the database at the buyer''s first step (inquiry or NDA). Readable by the buyer, the listing''s owner, the active members of their teams (public.deal_members) and admins; changed only by the database (triggers and RPCs), every stage change checked by private.deals_check_stage().';
comment on column public.deals.buyer_id is 'The interested user (never the listing''s owner).';
comment on column public.deals.stage is 'Current stage; see type public.deal_stage. Moves only along the allowed transitions.';
comment on column public.deals.stage_changed_at is 'When the stage last changed (set by the database).';
comment on column public.deals.nda_signed_at is 'When the buyer signed the listing''s NDA.';
comment on column public.deals.access_requested_at is 'When the buyer last asked for access to the confidential details.';
comment on column public.deals.access_decided_at is 'When the owner (or an admin) last granted, declined or revoked access.';
comment on column public.deals.access_decided_by is 'Who last granted, declined or revoked access.';
comment on column public.deals.exclusive_until is 'End of the exclusivity granted by accepting this deal''s offer (set with the move to in_exclusivity). While the deal is in_exclusivity and now() is before it, every other buyer of the listing is paused (private.exclusivity_blocks()).';
comment on column public.deals.buyer_first_message_at is 'When the buyer first wrote in the conversation (the inquiry, if any). Set once by the database.';
comment on column public.deals.owner_first_reply_at is 'When the listing''s owner first answered after the buyer''s first message. Set once by the database.';
comment on column public.deals.message_reminded_at is 'When the owner was reminded of the unanswered first message (once per deal).';
comment on column public.deals.access_reminded_at is 'When the owner was last reminded of an undecided access request (once per request).';
comment on column public.deals.stale_since is 'Set when a request stayed unanswered a week after the owner''s reminder (shown to the buyer); cleared when the owner answers or the stage changes.';
revoke all on table public.deals from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.deals from authenticated;

create index deals_access_decided_by_idx on public.deals (access_decided_by);

-- The maintenance run's scans: open waits only.
create index deals_access_wait_idx on public.deals (access_requested_at) where stage = 'access_requested';

create index deals_buyer_id_idx on public.deals (buyer_id, stage_changed_at desc);

-- The response times: answered deals by the buyer's first message.
create index deals_first_reply_idx on public.deals (buyer_first_message_at, listing_id)
  where owner_first_reply_at is not null;

-- The helper looks up "an in_exclusivity deal of this listing" by this small partial index.
create index deals_listing_exclusivity_idx on public.deals (listing_id, exclusive_until)
  where stage = 'in_exclusivity';

create index deals_listing_stage_idx on public.deals (listing_id, stage, stage_changed_at desc);

create index deals_message_wait_idx on public.deals (buyer_first_message_at)
  where owner_first_reply_at is null and buyer_first_message_at is not null;

-- The admin's list of every deal, newest change first, optionally by stage.
create index deals_stage_changed_idx on public.deals (stage_changed_at desc, id desc);

create index deals_stage_stage_changed_idx on public.deals (stage, stage_changed_at desc, id desc);

create index deals_stale_idx on public.deals (stale_since) where stale_since is not null;

-- The buyer's own column first, the admin check last (as for listings, 20_listings.sql): a buyer's
-- deals never ask is_admin() or the owner's and member's sets.
create policy "deals: parties, their teams or admin read" on public.deals
  for select to authenticated
  using (
    (buyer_id = (select auth.uid()) and (select private.is_verified()))
    or listing_id in (select private.owned_listing_ids())
    or id in (select private.my_member_deal_ids())
    or (select private.is_admin())
  );

create trigger deals_check_capacity_band before update of stage on public.deals
  for each row execute function private.deals_check_capacity_band();

create trigger deals_check_offer_stage before update of stage on public.deals
  for each row execute function private.deals_check_offer_stage();

-- While a closing checklist runs, only public.close_deal() moves the deal to won (55_closing.sql).
create trigger deals_closing_guard_won before update of stage on public.deals
  for each row execute function private.closing_guard_won();

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
comment on function private.deal_transition_allowed(p_from public.deal_stage, p_to public.deal_stage) is 'The stage machine of deals: which stage may follow which. Checked on every update of deals.stage. offer_submitted → access_granted: the offer was declined; in_exclusivity → access_granted: the exclusivity lapsed; any open stage → lost: the listing''s deal was won by another buyer.';
revoke all on function private.deal_transition_allowed(p_from public.deal_stage, p_to public.deal_stage) from public;
grant all on function private.deal_transition_allowed(p_from public.deal_stage, p_to public.deal_stage) to authenticated, service_role;

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
comment on function private.deals_check_stage() is 'BEFORE INSERT/UPDATE on deals: the stage machine (private.deal_transition_allowed()), fixed listing and buyer, billing information before access is requested.';
revoke all on function private.deals_check_stage() from public;

create trigger deals_check_stage before insert or update on public.deals
  for each row execute function private.deals_check_stage();

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
revoke all on function private.deals_clear_stale() from public;

create trigger deals_clear_stale before update of stage on public.deals
  for each row execute function private.deals_clear_stale();

-- One document of the access fee with the next number of the year (gap-free: the counter row is
-- locked until the transaction ends): an invoice from the buyer's billing details now, or the
-- cancellation (Storno) of an invoice, which repeats it with negative amounts. The VAT treatment and
-- the amounts are decided here: reverse charge for a company whose VAT ID has the format of an EU
-- country other than Germany, 19 % German VAT otherwise (private buyers, German and non-EU
-- companies). The issuer is private.invoice_issuer as it is now.
create function private.create_invoice(p_deal_id uuid, p_cancels uuid default null) returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  v_deal public.deals;
  v_year integer := extract(year from (now() at time zone 'Europe/Berlin'))::integer;
  v_number integer;
  v_id uuid;
  v_original public.invoices;
  v_issuer private.invoice_issuer;
  v_vat_country text;
begin
  perform set_config('dealbridge.invoice_booking', 'issue', true);
  select * into v_issuer from private.invoice_issuer where id;
  insert into private.invoice_counters as c (year, last_number) values (v_year, 1)
  on conflict (year) do update set last_number = c.last_number + 1
  returning c.last_number into v_number;
  if p_cancels is not null then
    select * into v_original from public.invoices where id = p_cancels;
    insert into public.invoices (number, year, sequence_number, deal_id, buyer_id, listing_id, listing_title,
      company_name, company_email, responsible_person, phone_number, uid_number, street_address, city,
      postal_code, country, kind, cancels_invoice_id, buyer_kind, language, service_date, due_date,
      net_cents, vat_rate_percent, vat_cents, gross_cents, vat_treatment, status, issuer)
    values ('DB-' || v_year || '-' || lpad(v_number::text, 6, '0'), v_year, v_number, v_original.deal_id,
      v_original.buyer_id, v_original.listing_id, v_original.listing_title, v_original.company_name,
      v_original.company_email, v_original.responsible_person, v_original.phone_number,
      v_original.uid_number, v_original.street_address, v_original.city, v_original.postal_code,
      v_original.country, 'cancellation', v_original.id, v_original.buyer_kind, v_original.language,
      v_original.service_date, private.berlin_today(), -v_original.net_cents, v_original.vat_rate_percent,
      -v_original.vat_cents, -v_original.gross_cents, v_original.vat_treatment, 'cancelled',
      v_original.issuer)
    returning id into v_id;
    perform set_config('dealbridge.invoice_booking', '', true);
    return v_id;
  end if;
  select * into v_deal from public.deals where id = p_deal_id;
  insert into public.invoices (number, year, sequence_number, deal_id, buyer_id, listing_id, listing_title,
    company_name, company_email, responsible_person, phone_number, uid_number, street_address, city,
    postal_code, country, buyer_kind, language, service_date, due_date, net_cents, vat_rate_percent,
    vat_cents, gross_cents, vat_treatment, issuer)
  select 'DB-' || v_year || '-' || lpad(v_number::text, 6, '0'), v_year, v_number, v_deal.id,
    v_deal.buyer_id, v_deal.listing_id, coalesce(ld.title, ''),
    b.company_name, b.company_email, b.responsible_person, b.phone_number, b.uid_number,
    b.street_address, b.city, b.postal_code, b.country, coalesce(b.kind, 'company'), p.language,
    coalesce((v_deal.stage_changed_at at time zone 'Europe/Berlin')::date, private.berlin_today()),
    private.berlin_today() + v_issuer.payment_days,
    t.net, t.rate, round(t.net * t.rate / 100.0)::integer, t.net + round(t.net * t.rate / 100.0)::integer,
    t.treatment,
    to_jsonb(v_issuer) - 'id'
  from (select 1) one
  left join public.listing_details ld on ld.listing_id = v_deal.listing_id
  left join public.billing_info b on b.user_id = v_deal.buyer_id
  left join public.profiles p on p.id = v_deal.buyer_id
  cross join lateral (
    select 50000 as net,
      case when b.kind = 'company' and public.vat_id_is_eu(public.vat_id_country(b.uid_number))
        and public.vat_id_country(b.uid_number) <> 'DE' then 0 else 19 end as rate,
      case when b.kind = 'company' and public.vat_id_is_eu(public.vat_id_country(b.uid_number))
        and public.vat_id_country(b.uid_number) <> 'DE'
        then 'reverse_charge'::public.vat_treatment else 'domestic'::public.vat_treatment end as treatment
  ) t
  returning id into v_id;
  perform set_config('dealbridge.invoice_booking', '', true);
  return v_id;
end;
$$;
comment on function private.create_invoice(p_deal_id uuid, p_cancels uuid) is 'Issues the next numbered document: the deal''s access-fee invoice from the buyer''s billing details (VAT treatment and integer cents decided here, issuer from private.invoice_issuer, due after its payment_days), or with p_cancels the cancellation (Storno) of that invoice with negative amounts. Returns its id.';
revoke all on function private.create_invoice(p_deal_id uuid, p_cancels uuid) from public;

create function private.issue_invoice(p_deal_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
begin
  if exists (select 1 from public.invoices i where i.deal_id = p_deal_id and i.kind = 'invoice') then
    return; -- charged once per deal: granting again after a revocation costs nothing more
  end if;
  perform private.create_invoice(p_deal_id);
end;
$$;
comment on function private.issue_invoice(p_deal_id uuid) is 'Issues the deal''s access-fee invoice with the next number of the year, unless it ever had one.';
revoke all on function private.issue_invoice(p_deal_id uuid) from public;

create function private.deals_invoice_on_grant() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.stage = 'access_granted' and old.stage is distinct from 'access_granted' then
    perform private.issue_invoice(new.id);
  end if;
  return null;
end;
$$;
comment on function private.deals_invoice_on_grant() is 'AFTER UPDATE OF stage on deals: granting access issues the fee''s invoice (once per deal).';
revoke all on function private.deals_invoice_on_grant() from public;

create trigger deals_invoice_on_grant after update of stage on public.deals
  for each row execute function private.deals_invoice_on_grant();

create function private.deals_log_event() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    insert into public.deal_events (deal_id, from_stage, to_stage, actor_id)
    values (new.id, null, new.stage, (select auth.uid()));
  elsif new.stage is distinct from old.stage then
    insert into public.deal_events (deal_id, from_stage, to_stage, actor_id, reason_code, reason_note)
    values (new.id, old.stage, new.stage, (select auth.uid()),
      private.current_decision_reason() ->> 'code', private.current_decision_reason() ->> 'note');
  end if;
  return null;
end;
$$;
comment on function private.deals_log_event() is 'AFTER INSERT/UPDATE on deals: creation and stage changes go to deal_events, with the reason of the decision being made (private.current_decision_reason()).';
revoke all on function private.deals_log_event() from public;

create trigger deals_log_event after insert or update of stage on public.deals
  for each row execute function private.deals_log_event();

create trigger deals_offer_stage_effects after update of stage on public.deals
  for each row when (old.stage is distinct from new.stage)
  execute function private.deals_offer_stage_effects();

-- A closed deal's archive is kept from its closing (public.deal_archives, 55_closing.sql).
create trigger deals_closing_archive after update of stage on public.deals
  for each row when (old.stage is distinct from new.stage)
  execute function private.closing_record_archive();

-- public.deal_events ------------------------------------------------------------------------------

create table public.deal_events (
  id bigint generated always as identity not null,
  deal_id uuid not null,
  from_stage public.deal_stage,
  to_stage public.deal_stage not null,
  actor_id uuid,
  occurred_at timestamp with time zone default now() not null,
  reason_code text,
  reason_note text,
  constraint deal_events_pkey PRIMARY KEY (id),
  constraint deal_events_reason_code_length CHECK ((char_length(reason_code) <= 50)),
  constraint deal_events_reason_note_length CHECK ((char_length(reason_note) <= 1000))
);
alter table public.deal_events add constraint deal_events_actor_id_fkey FOREIGN KEY (actor_id) REFERENCES public.profiles(id) ON DELETE SET NULL;
alter table public.deal_events add constraint deal_events_deal_id_fkey FOREIGN KEY (deal_id) REFERENCES public.deals(id) ON DELETE CASCADE;
alter table public.deal_events enable row level security;
comment on table public.deal_events is 'History of each deal: its creation (from_stage null) and every stage change, written by the database.';
comment on column public.deal_events.actor_id is 'Who made the change (auth.uid()); null for the service role or a migration.';
comment on column public.deal_events.reason_code is 'Why the owner (or an admin in their place) decided so: required for a decline or a revocation and for every access decision an admin takes (private.decision_reason()); the buyer reads it on the deal page and in the email.';
comment on column public.deal_events.reason_note is 'The decider''s own words with the reason (contact details masked before access), shown and emailed to the buyer.';
revoke all on table public.deal_events from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.deal_events from authenticated;

create index deal_events_actor_id_idx on public.deal_events (actor_id);

create index deal_events_deal_id_idx on public.deal_events (deal_id, occurred_at, id);

-- The caller's deals as buyer: a set for `deal_id in (select private.my_deal_ids())` in policies.
create function private.my_deal_ids() returns setof uuid
language plpgsql stable security definer set search_path = '' as $$
begin
  return query select d.id from public.deals d
    where d.buyer_id = (select auth.uid()) and (select private.is_verified());
end;
$$;
comment on function private.my_deal_ids() is 'Deals of the verified caller as buyer.';
revoke all on function private.my_deal_ids() from public;
grant all on function private.my_deal_ids() to authenticated, service_role;

create policy "deal_events: parties of the deal read" on public.deal_events
  for select to authenticated
  using ((select private.is_admin()) or deal_id in (select private.my_side_deal_ids()));

-- Deal teams --------------------------------------------------------------------------------------
--
-- Issue 34: each side of a deal brings its colleagues and advisers. A principal (the deal's buyer,
-- the listing's owner) or a lead of their side invites by email (public.invite_deal_member(); the
-- deal-team edge function then creates the invitee's account with Auth's admin invite, or sends an
-- existing account a sign-in link). The invitee, signed in with that confirmed address, accepts
-- the NDA in their own name (public.accept_deal_invitation()) and becomes an active member of
-- that side. Roles: view (reads the thread, the deal page and the data room as their side does),
-- contribute (also writes in the thread), lead (also invites and removes members of their side).
-- Decisions (access, offers, acceptance) stay with the principals. Like every user of the
-- marketplace, a member reads only with a verified account. Removing a member (status removed)
-- ends their access with their next request: every rule asks for an active membership.

create type public.deal_member_role as enum (
  'view',
  'contribute',
  'lead'
);
comment on type public.deal_member_role is 'What a member of a deal team may do: view (read the thread, the deal page, the data room as their side does), contribute (also write in the thread), lead (also invite and remove members of their side). Principals (the deal''s buyer, the listing''s owner) count as lead.';

create type public.deal_member_status as enum (
  'invited',
  'active',
  'removed'
);
comment on type public.deal_member_status is 'A deal team member''s state: invited (waits for the invitee to accept the NDA), active (reads and, by role, writes), removed (no access, kept for the record).';

create table public.deal_members (
  id uuid default gen_random_uuid() not null,
  deal_id uuid not null,
  side public.deal_side not null,
  email text not null,
  user_id uuid,
  role public.deal_member_role default 'view'::public.deal_member_role not null,
  status public.deal_member_status default 'invited'::public.deal_member_status not null,
  invited_by uuid,
  invited_at timestamp with time zone default now() not null,
  accepted_at timestamp with time zone,
  nda_accepted_at timestamp with time zone,
  nda_signed_name text,
  removed_at timestamp with time zone,
  removed_by uuid,
  constraint deal_members_pkey PRIMARY KEY (id),
  constraint deal_members_email_form CHECK (char_length(email) >= 3 and char_length(email) <= 320 and email = lower(btrim(email)) and email ~ '^[^@[:space:]]+@[^@[:space:]]+$'),
  constraint deal_members_active_accepted CHECK ((status = 'invited'::public.deal_member_status) or (user_id is not null and accepted_at is not null and nda_accepted_at is not null and nda_signed_name is not null) or (status = 'removed'::public.deal_member_status and accepted_at is null)),
  constraint deal_members_removed CHECK (((status = 'removed'::public.deal_member_status) = (removed_at is not null))),
  constraint deal_members_nda_name_length CHECK (char_length(nda_signed_name) >= 1 and char_length(nda_signed_name) <= 200)
);
alter table public.deal_members add constraint deal_members_deal_id_fkey FOREIGN KEY (deal_id) REFERENCES public.deals(id) ON DELETE CASCADE;
alter table public.deal_members add constraint deal_members_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(id) ON DELETE CASCADE;
alter table public.deal_members add constraint deal_members_invited_by_fkey FOREIGN KEY (invited_by) REFERENCES public.profiles(id) ON DELETE SET NULL;
alter table public.deal_members add constraint deal_members_removed_by_fkey FOREIGN KEY (removed_by) REFERENCES public.profiles(id) ON DELETE SET NULL;
alter table public.deal_members enable row level security;
comment on table public.deal_members is 'The team of each side of a deal besides its principals (the buyer, the listing''s owner): colleagues and advisers invited by email. Written only by the RPCs (invite_deal_member, accept_deal_invitation, remove_deal_member); read by the member themselves, their own side, and the other side only once the deal granted access (private.deal_member_visible()).';
comment on column public.deal_members.side is 'The side the member works for: buyer or owner (seller or scout).';
comment on column public.deal_members.email is 'The address invited (lower case); only an account with this confirmed address may accept.';
comment on column public.deal_members.user_id is 'The account that accepted (null while invited).';
comment on column public.deal_members.role is 'view, contribute or lead (public.deal_member_role).';
comment on column public.deal_members.invited_by is 'The principal or lead who invited.';
comment on column public.deal_members.nda_accepted_at is 'When the member accepted the listing''s NDA in their own name.';
comment on column public.deal_members.nda_signed_name is 'The full name the member signed the NDA with.';
comment on column public.deal_members.removed_by is 'Who removed the member (a lead of their side, or the member leaving).';
revoke all on table public.deal_members from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.deal_members from authenticated;

create unique index deal_members_one_per_email on public.deal_members (deal_id, email) where status <> 'removed'::public.deal_member_status;

create unique index deal_members_one_per_user on public.deal_members (deal_id, user_id) where status <> 'removed'::public.deal_member_status;

-- The rules' lookup: the caller's active memberships.
create index deal_members_user_idx on public.deal_members (user_id, status, deal_id);

create index deal_members_deal_idx on public.deal_members (deal_id, side, status);

create index deal_members_invited_by_idx on public.deal_members (invited_by);

create index deal_members_removed_by_idx on public.deal_members (removed_by);

create index deal_members_email_idx on public.deal_members (email) where status = 'invited'::public.deal_member_status;

-- Who is on which side of a deal ------------------------------------------------------------------

-- THE rule "which side of this deal is the caller on": the principals (the deal's buyer, the
-- listing's owner; verified accounts) and the active members of each side's team. A member's
-- access rests on the membership and the NDA signed in their own name, not on the platform's
-- review: an invited adviser works on the deal while the account is pending (the marketplace and
-- every other deal stay closed to it); a rejected account is out. Called by the thread, the deal
-- page, the team's RPCs and the data room.
create function private.my_deal_side(p_deal_id uuid) returns public.deal_side
language plpgsql stable security definer set search_path = '' as $$
declare
  v_uid uuid := (select auth.uid());
  v_side public.deal_side;
begin
  if v_uid is null then
    return null;
  end if;
  if (select private.is_verified()) then
    select case when d.buyer_id = v_uid then 'buyer'::public.deal_side
                when l.user_id = v_uid then 'owner'::public.deal_side end
      into v_side
    from public.deals d join public.listings l on l.id = d.listing_id
    where d.id = p_deal_id;
    if v_side is not null then
      return v_side;
    end if;
  end if;
  select m.side into v_side from public.deal_members m
  join public.profiles p on p.id = m.user_id
  where m.deal_id = p_deal_id and m.user_id = v_uid and m.status = 'active'
    and p.verification_status <> 'rejected';
  return v_side;
end;
$$;
comment on function private.my_deal_side(p_deal_id uuid) is 'The side of the deal the caller is on: buyer (the deal''s verified buyer or an active member of their team), owner (the listing''s verified owner or an active member of their team), or null. Members count by their membership (NDA in their own name), verified or pending, not rejected.';
revoke all on function private.my_deal_side(p_deal_id uuid) from public;
grant all on function private.my_deal_side(p_deal_id uuid) to authenticated, service_role;

-- What the caller may do on their side: principals are leads.
create function private.my_deal_role(p_deal_id uuid) returns public.deal_member_role
language plpgsql stable security definer set search_path = '' as $$
declare
  v_uid uuid := (select auth.uid());
  v_role public.deal_member_role;
begin
  if v_uid is null then
    return null;
  end if;
  if (select private.is_verified()) and exists (
    select 1 from public.deals d join public.listings l on l.id = d.listing_id
    where d.id = p_deal_id and (d.buyer_id = v_uid or l.user_id = v_uid)
  ) then
    return 'lead';
  end if;
  select m.role into v_role from public.deal_members m
  join public.profiles p on p.id = m.user_id
  where m.deal_id = p_deal_id and m.user_id = v_uid and m.status = 'active'
    and p.verification_status <> 'rejected';
  return v_role;
end;
$$;
comment on function private.my_deal_role(p_deal_id uuid) is 'The caller''s role in the deal: lead for its verified principals (the buyer, the listing''s owner), the role of their active membership otherwise (verified or pending, not rejected: private.my_deal_side()), null for others.';
revoke all on function private.my_deal_role(p_deal_id uuid) from public;
grant all on function private.my_deal_role(p_deal_id uuid) to authenticated, service_role;

-- THE rule "may the caller decide for this side of the deal": its verified principal (the buyer,
-- the listing's owner) or a verified lead of its team. Access decisions (public.move_deal()) and
-- offers (submit, counter, accept, decline) ask it; view and contribute members are refused.
create function private.decides_for_side(p_deal_id uuid, p_side public.deal_side) returns boolean
language plpgsql stable security definer set search_path = '' as $$
begin
  return (select private.is_verified())
    and private.my_deal_side(p_deal_id) is not distinct from p_side
    and private.my_deal_role(p_deal_id) is not distinct from 'lead';
end;
$$;
comment on function private.decides_for_side(p_deal_id uuid, p_side public.deal_side) is 'The verified caller decides for this side of the deal: its principal (the buyer, the listing''s owner) or an active lead of its team (private.my_deal_side(), private.my_deal_role()).';
revoke all on function private.decides_for_side(p_deal_id uuid, p_side public.deal_side) from public;
grant all on function private.decides_for_side(p_deal_id uuid, p_side public.deal_side) to authenticated, service_role;

-- The deals the caller works on as an active team member (any side): a set for policies.
create function private.my_member_deal_ids() returns setof uuid
language plpgsql stable security definer set search_path = '' as $$
begin
  return query select m.deal_id from public.deal_members m
    join public.profiles p on p.id = m.user_id
    where m.user_id = (select auth.uid()) and m.status = 'active' and p.verification_status <> 'rejected';
end;
$$;
comment on function private.my_member_deal_ids() is 'Deals on which the caller is an active team member (either side; verified or pending, not rejected: private.my_deal_side()); use as `deal_id in (select private.my_member_deal_ids())`.';
revoke all on function private.my_member_deal_ids() from public;
grant all on function private.my_member_deal_ids() to authenticated, service_role;

-- The deals the caller is on a side of (private.my_deal_side() is not null) as a set, for the
-- policies of a deal's own rows (its history, its closing): `deal_id in (select
-- private.my_side_deal_ids())` is asked once per statement, where private.my_deal_side(deal_id)
-- in a policy ran once per row (about 0.1 ms each: a closing checklist's items cost 1.1 ms as the
-- buyer against 0.03 ms as the service role, bench case offers-closing). tests/db/closing.test.ts
-- checks that set and function agree for principals, members, removed and invited ones.
-- One query with the caller read once: composed of private.my_deal_ids(), owned_listing_ids() and
-- my_member_deal_ids() it took 0.45 ms for a buyer of 53 deals, asked once per embed of a request.
create function private.my_side_deal_ids() returns setof uuid
language plpgsql stable security definer set search_path = '' as $$
declare
  v_uid uuid := (select auth.uid());
  v_verified boolean := (select private.is_verified());
begin
  return query
  select d.id from public.deals d
    where d.buyer_id = v_uid and v_verified
  union all
  select d.id from public.deals d join public.listings l on l.id = d.listing_id
    where l.user_id = v_uid and v_verified
  union all
  select m.deal_id from public.deal_members m join public.profiles p on p.id = m.user_id
    where m.user_id = v_uid and m.status = 'active' and p.verification_status <> 'rejected';
end;
$$;
comment on function private.my_side_deal_ids() is 'Deals the caller is on a side of, as private.my_deal_side() says: as the verified buyer, as the verified listing owner, or as an active team member; use as `deal_id in (select private.my_side_deal_ids())`.';
revoke all on function private.my_side_deal_ids() from public;
grant all on function private.my_side_deal_ids() to authenticated, service_role;

-- THE rule "may the caller see this member": themselves, their own side, admins, and the other
-- side only once the deal granted access (private.buyer_contact_visible(), the rule for the
-- buyer's contact details): before that the owner learns only how many advisers the buyer has.
create function private.deal_member_visible(p_deal_id uuid, p_side public.deal_side, p_user_id uuid) returns boolean
language plpgsql stable security definer set search_path = '' as $$
declare
  v_side public.deal_side;
begin
  if p_user_id = (select auth.uid()) or (select private.is_admin()) then
    return true;
  end if;
  v_side := private.my_deal_side(p_deal_id);
  if v_side is null then
    return false;
  end if;
  return v_side = p_side or exists (
    select 1 from public.deals d where d.id = p_deal_id and private.buyer_contact_visible(d.id, d.stage)
  );
end;
$$;
comment on function private.deal_member_visible(p_deal_id uuid, p_side public.deal_side, p_user_id uuid) is 'May the caller see this member of a deal team: the member themselves, admins, the member''s own side, and the other side once the deal granted access (private.buyer_contact_visible()).';
revoke all on function private.deal_member_visible(p_deal_id uuid, p_side public.deal_side, p_user_id uuid) from public;
grant all on function private.deal_member_visible(p_deal_id uuid, p_side public.deal_side, p_user_id uuid) to authenticated, service_role;

create policy "deal_members: the member, their side, the other after access" on public.deal_members
  for select to authenticated
  using (private.deal_member_visible(deal_id, side, user_id));

-- A principal or lead invites to their own side. The email is lower-cased; principals of the deal
-- and addresses already on the team (invited or active) are refused.
create function public.invite_deal_member(p_deal_id uuid, p_email text, p_role public.deal_member_role default 'view')
returns public.deal_members
language plpgsql security definer set search_path = '' as $$
declare
  v_uid uuid := private.verified_caller();
  v_side public.deal_side := private.my_deal_side(p_deal_id);
  v_email text := lower(private.squish(coalesce(p_email, '')));
  v_row public.deal_members;
begin
  if v_side is null then
    raise exception 'Deal not found' using errcode = 'PT404';
  end if;
  if private.my_deal_role(p_deal_id) is distinct from 'lead' then
    raise exception 'Only the principal and leads of a side invite team members' using errcode = '42501';
  end if;
  if v_email !~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$' or char_length(v_email) > 320 then
    raise exception 'Invalid email address' using errcode = '22023';
  end if;
  if exists (
    select 1 from public.deals d join public.listings l on l.id = d.listing_id
    join public.profiles p on p.id in (d.buyer_id, l.user_id)
    where d.id = p_deal_id and lower(p.email) = v_email
  ) then
    raise exception 'This person is already a party to the deal' using errcode = '22023';
  end if;
  if exists (select 1 from public.deal_members m where m.deal_id = p_deal_id and m.email = v_email
             and m.status <> 'removed') then
    raise exception 'This person is already on a team of the deal' using errcode = '23505';
  end if;
  insert into public.deal_members (deal_id, side, email, role, invited_by)
  values (p_deal_id, v_side, v_email, coalesce(p_role, 'view'), v_uid)
  returning * into v_row;
  return v_row;
end;
$$;
comment on function public.invite_deal_member(p_deal_id uuid, p_email text, p_role public.deal_member_role) is 'A principal or lead of a side (private.my_deal_role() = lead) invites an email address to their side of the deal with a role. 404 for non-parties, 42501 for view/contribute members, 22023 for a bad address or a principal''s, 23505 when already invited or active. The deal-team edge function calls it with the caller''s token, then sends the invitation.';
revoke all on function public.invite_deal_member(p_deal_id uuid, p_email text, p_role public.deal_member_role) from public, anon;

-- The caller's open invitations: by their confirmed email address (pending accounts too, so a
-- new invitee can accept before an admin has verified the account).
create function public.my_deal_invitations()
returns table (id uuid, deal_id uuid, side public.deal_side, role public.deal_member_role, invited_at timestamptz,
  invited_by_name text, listing_type public.listing_type, industry public.industry, needs_terms boolean)
language plpgsql stable security definer set search_path = '' as $$
declare
  v_uid uuid := (select auth.uid());
  v_email text;
begin
  select lower(u.email) into v_email from auth.users u where u.id = v_uid and u.email_confirmed_at is not null;
  if v_email is null then
    return;
  end if;
  return query
  select m.id, m.deal_id, m.side, m.role, m.invited_at, inviter.name,
    l.type, l.industry,
    (select p.consented_at is null from public.profiles p where p.id = v_uid)
  from public.deal_members m
  join public.deals d on d.id = m.deal_id
  join public.listings l on l.id = d.listing_id
  left join public.profiles inviter on inviter.id = m.invited_by
  where m.email = v_email and m.status = 'invited'
  order by m.invited_at desc;
end;
$$;
comment on function public.my_deal_invitations() is 'The open deal-team invitations of the signed-in caller''s confirmed email address (verified or not): side, role, who invited, the listing''s type and industry (never its confidential title), and whether the caller must still accept the terms of use.';
revoke all on function public.my_deal_invitations() from public, anon;

-- The invitee accepts: signed in with the invited, confirmed address, accepting the NDA in their
-- own name (and the terms of use, if their account was created by the invitation).
create function public.accept_deal_invitation(p_member_id uuid, p_signed_name text, p_accept_nda boolean, p_accept_terms boolean default false)
returns public.deal_members
language plpgsql security definer set search_path = '' as $$
declare
  v_uid uuid := (select auth.uid());
  v_email text;
  v_row public.deal_members;
  v_name text := left(private.squish(coalesce(p_signed_name, '')), 201);
  v_profile public.profiles;
begin
  if v_uid is null then
    raise exception 'User not authenticated' using errcode = '42501';
  end if;
  select lower(u.email) into v_email from auth.users u where u.id = v_uid and u.email_confirmed_at is not null;
  if v_email is null then
    raise exception 'Confirm your email address first' using errcode = '42501';
  end if;
  select * into v_row from public.deal_members m where m.id = p_member_id for update;
  if not found or v_row.email <> v_email then
    raise exception 'Invitation not found' using errcode = 'PT404';
  end if;
  if v_row.status <> 'invited' then
    raise exception 'This invitation is no longer open' using errcode = '22023';
  end if;
  if not coalesce(p_accept_nda, false) then
    raise exception 'Accept the NDA to join the deal team' using errcode = '22023';
  end if;
  if char_length(v_name) not between 2 and 200 then
    raise exception 'Sign the NDA with your full name' using errcode = '22023';
  end if;
  if exists (
    select 1 from public.deals d join public.listings l on l.id = d.listing_id
    where d.id = v_row.deal_id and v_uid in (d.buyer_id, l.user_id)
  ) or exists (
    select 1 from public.deal_members m where m.deal_id = v_row.deal_id and m.user_id = v_uid and m.status = 'active'
  ) then
    raise exception 'You are already a party to this deal' using errcode = '22023';
  end if;
  select * into v_profile from public.profiles p where p.id = v_uid;
  if v_profile.consented_at is null then
    if not coalesce(p_accept_terms, false) then
      raise exception 'Accept the terms of use and the privacy policy to join' using errcode = '22023';
    end if;
    -- An account the invitation made has no name of its own yet: the NDA's signature gives it.
    update public.profiles set terms_version = private.current_terms_version(),
      privacy_version = private.current_privacy_version(), consented_at = now(), name = v_name
    where id = v_uid;
  end if;
  update public.deal_members set status = 'active', user_id = v_uid, accepted_at = now(),
    nda_accepted_at = now(), nda_signed_name = v_name
  where id = p_member_id
  returning * into v_row;
  return v_row;
end;
$$;
comment on function public.accept_deal_invitation(p_member_id uuid, p_signed_name text, p_accept_nda boolean, p_accept_terms boolean) is 'The invitee (signed in, with the invited address confirmed) accepts the NDA in their own name (p_signed_name, 2-200 characters) and joins the team; an account made by the invitation also accepts the terms of use here and takes the signed name as its name. 404 unless the invitation is for the caller''s address; 22023 when not open, without the NDA, or when the caller is already a party.';
revoke all on function public.accept_deal_invitation(p_member_id uuid, p_signed_name text, p_accept_nda boolean, p_accept_terms boolean) from public, anon;

-- Removal ends access at once (every rule asks for status active). A lead of the member's side (or
-- its principal) removes; a member may leave.
create function public.remove_deal_member(p_member_id uuid)
returns public.deal_members
language plpgsql security definer set search_path = '' as $$
declare
  v_uid uuid := (select auth.uid());
  v_row public.deal_members;
begin
  if v_uid is null then
    raise exception 'User not authenticated' using errcode = '42501';
  end if;
  select * into v_row from public.deal_members m where m.id = p_member_id for update;
  if not found or not (
    v_row.user_id is not distinct from v_uid
    or (private.my_deal_side(v_row.deal_id) is not distinct from v_row.side
        and private.my_deal_role(v_row.deal_id) is not distinct from 'lead')
  ) then
    raise exception 'Team member not found' using errcode = 'PT404';
  end if;
  if v_row.status = 'removed' then
    return v_row;
  end if;
  update public.deal_members set status = 'removed', removed_at = now(), removed_by = v_uid,
    accepted_at = case when status = 'invited' then null else accepted_at end
  where id = p_member_id
  returning * into v_row;
  -- Their unread messages of this deal go with them (the top bar counts no deal they left).
  if v_row.user_id is not null then
    delete from public.deal_reads r where r.deal_id = v_row.deal_id and r.user_id = v_row.user_id;
  end if;
  -- A member removed by someone else hears of it (the teaser facts only: they no longer read more).
  if v_row.user_id is not null and v_row.user_id <> v_uid then
    perform private.notify(v_row.user_id, 'team.removed', '/dashboard',
      private.listing_label((select d.listing_id from public.deals d where d.id = v_row.deal_id), false)
        || jsonb_build_object('deal_id', v_row.deal_id));
  end if;
  return v_row;
end;
$$;
comment on function public.remove_deal_member(p_member_id uuid) is 'A lead (or principal) of the member''s side removes them, or the member leaves: status removed, access ends with the next request and their read state of the deal''s thread (public.deal_reads: the unread badge) goes; a removed member hears of it (team.removed). 404 for anyone else.';
revoke all on function public.remove_deal_member(p_member_id uuid) from public, anon;

-- The principal of a side (the deal's buyer, the listing's owner) changes the role of a member of
-- their side, invited or active; audited (team_role_changed) and told to the member.
create function public.set_deal_member_role(p_member_id uuid, p_role public.deal_member_role)
returns public.deal_members
language plpgsql security definer set search_path = '' as $$
declare
  v_uid uuid := private.verified_caller();
  v_row public.deal_members;
  v_deal record;
  v_old public.deal_member_role;
begin
  if p_role is null then
    raise exception 'Choose a role' using errcode = '22023';
  end if;
  select * into v_row from public.deal_members m where m.id = p_member_id for update;
  if found then
    select d.id, d.listing_id, d.buyer_id, l.user_id as owner_id into v_deal
    from public.deals d join public.listings l on l.id = d.listing_id where d.id = v_row.deal_id;
  end if;
  if not found or v_uid is distinct from
     (case when v_row.side = 'buyer' then v_deal.buyer_id else v_deal.owner_id end) then
    raise exception 'Team member not found' using errcode = 'PT404';
  end if;
  if v_row.status = 'removed' then
    raise exception 'This member was removed' using errcode = '22023';
  end if;
  v_old := v_row.role;
  if v_old = p_role then
    return v_row;
  end if;
  update public.deal_members set role = p_role where id = p_member_id returning * into v_row;
  -- The listing's owner reads the audit events of their listing: a change on the buyer's team is
  -- for admins only (the owner learns of the buyer's team through private.deal_member_visible()).
  perform private.audit('team_role_changed', v_row.user_id,
    case when v_row.side = 'owner' then v_deal.listing_id end, jsonb_build_object(
    'deal_id', v_row.deal_id, 'member_id', v_row.id, 'email', v_row.email, 'side', v_row.side,
    'old_role', v_old, 'new_role', p_role));
  if v_row.user_id is not null and v_row.status = 'active' then
    perform private.notify(v_row.user_id, 'team.role_changed', '/deals/' || v_row.deal_id,
      private.listing_label(v_deal.listing_id, true)
        || jsonb_build_object('deal_id', v_row.deal_id, 'role', p_role));
  end if;
  return v_row;
end;
$$;
comment on function public.set_deal_member_role(p_member_id uuid, p_role public.deal_member_role) is 'The principal of the member''s side (the buyer, the listing''s owner) changes an invited or active member''s role: audited (team_role_changed), the active member is told (team.role_changed). 404 for anyone else (leads included), 22023 for a removed member.';
revoke all on function public.set_deal_member_role(p_member_id uuid, p_role public.deal_member_role) from public, anon;

-- Everyone who works on one side of a deal: its principal and the active members of its team (the
-- recipients of that side's notices).
create function private.deal_side_people(p_deal_id uuid, p_side public.deal_side) returns setof uuid
language sql stable security definer set search_path = '' as $$
  select case when p_side = 'buyer' then d.buyer_id else l.user_id end
  from public.deals d join public.listings l on l.id = d.listing_id
  where d.id = p_deal_id
  union
  select m.user_id from public.deal_members m
  where m.deal_id = p_deal_id and m.side = p_side and m.status = 'active'
$$;
comment on function private.deal_side_people(p_deal_id uuid, p_side public.deal_side) is 'The principal of a side of the deal (the buyer or the listing''s owner) and the active members of that side''s team.';
revoke all on function private.deal_side_people(p_deal_id uuid, p_side public.deal_side) from public;

-- The team panel in one request: the caller's side and role, their side's members, and the other
-- side's members once access is granted (before: only how many).
create function public.deal_team(p_deal_id uuid)
returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  v_side public.deal_side := private.my_deal_side(p_deal_id);
  v_admin boolean := (select private.is_admin());
  v_open boolean;
  v_deal record;
begin
  if v_side is null and not v_admin then
    raise exception 'Deal not found' using errcode = 'PT404';
  end if;
  select d.id, d.stage, d.buyer_id, l.user_id as owner_id into v_deal
  from public.deals d join public.listings l on l.id = d.listing_id where d.id = p_deal_id;
  v_open := v_admin or private.buyer_contact_visible(v_deal.id, v_deal.stage);
  return jsonb_build_object(
    'my_side', v_side,
    'my_role', case when v_admin and v_side is null then null else private.my_deal_role(p_deal_id) end,
    'is_principal', (select auth.uid()) in (v_deal.buyer_id, v_deal.owner_id),
    'other_side_visible', v_open,
    'members', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', m.id, 'side', m.side, 'email', m.email, 'name', p.name, 'role', m.role, 'status', m.status,
        'invited_at', m.invited_at, 'accepted_at', m.accepted_at, 'nda_signed_name', m.nda_signed_name,
        'is_me', m.user_id = (select auth.uid())
      ) order by m.side, m.invited_at, m.id)
      from public.deal_members m left join public.profiles p on p.id = m.user_id
      where m.deal_id = p_deal_id and m.status <> 'removed' and (v_open or m.side = v_side)
    ), '[]'::jsonb),
    'hidden_counts', case when v_open then '{}'::jsonb else coalesce((
      select jsonb_object_agg(x.side, x.n) from (
        select m.side, count(*) as n from public.deal_members m
        where m.deal_id = p_deal_id and m.status = 'active' and m.side <> v_side group by m.side
      ) x
    ), '{}'::jsonb) end
  );
end;
$$;
comment on function public.deal_team(p_deal_id uuid) is 'The deal''s teams as the caller may see them: my_side, my_role (private.my_deal_role()), is_principal, the members of the caller''s side and, once the deal granted access (private.buyer_contact_visible()), of the other side; before that hidden_counts gives only the number of the other side''s active members ("buyer + 2 advisers"). 404 for non-parties.';
revoke all on function public.deal_team(p_deal_id uuid) from public, anon;

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
  v_payload := jsonb_build_object('deal_id', new.deal_id)
    || jsonb_strip_nulls(jsonb_build_object('reason_code', new.reason_code, 'reason_note', new.reason_note));
  case new.to_stage
    when 'nda_signed', 'access_requested' then
      perform private.notify(
        v_owner,
        (case new.to_stage when 'nda_signed' then 'deal.nda_signed' else 'deal.access_requested' end)::public.notification_kind,
        '/deals/' || new.deal_id,
        private.listing_label(v_deal.listing_id, true) || v_payload
          || jsonb_build_object('from_name', private.profile_name(v_deal.buyer_id))
      );
      -- The buyer's own copy of what they signed (the email carries the PDF; before access the
      -- listing is named by its teaser only).
      if new.to_stage = 'nda_signed' then
        perform private.notify(v_deal.buyer_id, 'deal.nda_copy', '/deals/' || new.deal_id,
          private.listing_label(v_deal.listing_id, false) || v_payload);
      end if;
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
comment on function private.notify_deal_stage() is 'AFTER INSERT on deal_events: NDA signed and access requested tell the listing owner (the buyer''s name, never their contact details), NDA signed also gives the buyer their copy (deal.nda_copy); access granted (not the return after an offer or exclusivity), declined or revoked tell the buyer, with the decision''s reason. Offers and exclusivity notify from their own functions.';
revoke all on function private.notify_deal_stage() from public;

create trigger notify_deal_stage after insert on public.deal_events
  for each row execute function private.notify_deal_stage();

-- public.inquiries --------------------------------------------------------------------------------

create table public.inquiries (
  id uuid default gen_random_uuid() not null,
  user_id uuid default auth.uid() not null,
  listing_id uuid not null,
  message text not null,
  status public.inquiry_status default 'pending'::public.inquiry_status not null,
  unread_count integer default 0 not null,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  constraint inquiries_pkey PRIMARY KEY (id),
  constraint inquiries_message_length CHECK ((char_length(message) <= 5000)),
  constraint inquiries_message_not_blank CHECK ((message ~ '[^[:space:]]'::text)),
  constraint inquiries_unread_count_non_negative CHECK ((unread_count >= 0))
);
alter table public.inquiries add constraint inquiries_listing_id_fkey FOREIGN KEY (listing_id) REFERENCES public.listings(id) ON DELETE CASCADE;
alter table public.inquiries add constraint inquiries_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(id) ON DELETE CASCADE;
alter table public.inquiries enable row level security;
comment on table public.inquiries is 'Expression of interest by a verified user about a listing that is not their own.';
comment on column public.inquiries.user_id is 'Sender; always the signed-in user.';
comment on column public.inquiries.status is 'Starts pending; only the listing owner changes it.';
comment on column public.inquiries.unread_count is 'Unread replies in the conversation (starts 0).';
revoke all on table public.inquiries from anon;
revoke insert, update, truncate, references, trigger, maintain on table public.inquiries from authenticated;
grant insert (user_id, listing_id, message) on table public.inquiries to authenticated;
grant update (status) on table public.inquiries to authenticated;

create index inquiries_listing_id_idx on public.inquiries (listing_id, status);

create index inquiries_user_id_idx on public.inquiries (user_id);

create policy "inquiries: sender, listing owner or admin reads" on public.inquiries
  for select to authenticated
  using (
    (select private.is_admin())
    or ((select private.is_verified()) and user_id = (select auth.uid()))
    or listing_id in (select private.owned_listing_ids())
  );

create policy "inquiries: verified user sends as themselves" on public.inquiries
  for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and (select private.is_verified())
    and private.can_contact_listing(listing_id)
  );

create policy "inquiries: listing owner updates status" on public.inquiries
  for update to authenticated
  using (listing_id in (select private.owned_listing_ids()))
  with check (listing_id in (select private.owned_listing_ids()));

create policy "inquiries: admin deletes" on public.inquiries
  for delete to authenticated
  using ((select private.is_admin()));

create trigger inquiries_count_deleted after delete on public.inquiries
  referencing old table as deleted_rows for each statement execute function private.count_rows();
alter table public.inquiries enable always trigger inquiries_count_deleted;

create trigger inquiries_count_inserted after insert on public.inquiries
  referencing new table as inserted_rows for each statement execute function private.count_rows();
alter table public.inquiries enable always trigger inquiries_count_inserted;

create trigger inquiries_count_truncated after truncate on public.inquiries
  for each statement execute function private.count_rows();
alter table public.inquiries enable always trigger inquiries_count_truncated;

-- The stages that let a deal's buyer read the listing's confidential details, listed once. A
-- function of no arguments that is immutable: Postgres evaluates it while planning, so a query
-- over many deals filters `d.stage = any (private.access_stages())` as a constant list (index and
-- row estimates included) instead of calling private.stage_grants_access() per deal.
create function private.access_stages() returns public.deal_stage[]
language sql immutable set search_path = '' as $$
  select array['access_granted', 'offer_submitted', 'in_exclusivity', 'won']::public.deal_stage[]
$$;
comment on function private.access_stages() is 'The one list of deal stages that let the buyer read the listing''s confidential details (private.stage_grants_access() asks it per deal; set-based readers filter by it).';
revoke all on function private.access_stages() from public;
grant all on function private.access_stages() to authenticated, service_role;

create function private.stage_grants_access(p_stage public.deal_stage) returns boolean
language sql immutable set search_path = '' as $$
  select p_stage = any (private.access_stages())
$$;
comment on function private.stage_grants_access(p_stage public.deal_stage) is 'The one rule for the confidential details: a deal at this stage (one of private.access_stages()) lets its buyer read them.';
revoke all on function private.stage_grants_access(p_stage public.deal_stage) from public;
grant all on function private.stage_grants_access(p_stage public.deal_stage) to authenticated, service_role;

-- THE rule "this buyer may read the listing's confidential material (of this tier) now", written
-- once: the deal's stage reaches the tier (private.data_room_stage_tier(); for the listing's details
-- and the access tier that is private.stage_grants_access()) and, above the teaser, no other buyer's
-- running exclusivity pauses the buyer (private.exclusivity_blocks()). Called per deal by
-- search_listings()'s titles, the deal page (public.deal_overview()), the data room's rows and
-- bytes (private.data_room_tier_readable()) and who hears of a new document
-- (private.notify_document_added()). The details (private.readable_detail_listing_ids(): the
-- listing_details policy, listing_analytics()) ask the same rule over the caller's whole set of
-- deals through the kept paths private.listing_detail_readers (below). PL/pgSQL, as it runs once per deal row: it
-- keeps its plans per connection, where a SQL function with `set search_path` is planned again on
-- every call (about 30 times slower, measured over 50,000 rows). The access tier asks
-- private.stage_grants_access() directly, which private.data_room_stage_tier() maps to access
-- anyway, saving a nested call.
create function private.may_read_confidential(
  p_stage public.deal_stage,
  p_listing_id uuid,
  p_buyer_id uuid,
  p_tier public.data_room_tier default 'access'
) returns boolean
language plpgsql stable set search_path = '' as $$
begin
  return case p_tier
      when 'teaser' then true
      when 'access' then private.stage_grants_access(p_stage)
      else private.data_room_stage_tier(p_stage) >= p_tier
    end
    and (p_tier = 'teaser' or not private.exclusivity_blocks(p_listing_id, p_buyer_id));
end;
$$;
comment on function private.may_read_confidential(p_stage public.deal_stage, p_listing_id uuid, p_buyer_id uuid, p_tier public.data_room_tier) is 'The buyer of a deal at this stage may read the listing''s confidential material of this tier (default: access, the details) now: the stage reaches the tier and, above the teaser, no other buyer of the listing is in exclusivity. The one rule for the details, the deal page and the data room.';
revoke all on function private.may_read_confidential(p_stage public.deal_stage, p_listing_id uuid, p_buyer_id uuid, p_tier public.data_room_tier) from public;
grant all on function private.may_read_confidential(p_stage public.deal_stage, p_listing_id uuid, p_buyer_id uuid, p_tier public.data_room_tier) to authenticated, service_role;

-- Who may read a listing's confidential details, by path, as a relation: the listing's owner;
-- the buyer of a deal at a stage that grants access (private.access_stages()); an active member
-- of the owner's side of a deal; an active member of the buyer's side of a deal at such a stage.
-- The parts a write elsewhere does not change are left to the reader: the account (verified
-- owner and buyer, investor buyer, members not rejected: private.readable_detail_listing_ids(),
-- private.team_detail_listing_ids() in 20_listings.sql) and the clock. For the clock,
-- paused_until is the end of the last exclusivity another buyer of the listing holds
-- (private.held_exclusivities): a buyer's path reads while it is null or past, which is
-- private.may_read_confidential()'s "no other buyer's running exclusivity".
-- tests/db/offers.test.ts checks that the buyer's path and private.may_read_confidential() agree
-- on every deal.
create view private.listing_detail_paths as
  select l.user_id, l.id as listing_id, null::uuid as deal_id, 'owner'::text as path,
    null::timestamptz as paused_until
  from public.listings l
  union all
  select d.buyer_id, d.listing_id, d.id, 'buyer', p.paused_until
  from public.deals d
  cross join lateral (
    select max(e.exclusive_until) as paused_until from private.held_exclusivities e
    where e.listing_id = d.listing_id and e.holder_id is distinct from d.buyer_id
  ) p
  where d.stage = any (private.access_stages())
  union all
  select m.user_id, d.listing_id, d.id, 'owner_team', null
  from public.deal_members m
  join public.deals d on d.id = m.deal_id
  where m.status = 'active' and m.side = 'owner'
  union all
  select m.user_id, d.listing_id, d.id, 'buyer_team', p.paused_until
  from public.deal_members m
  join public.deals d on d.id = m.deal_id
  cross join lateral (
    select max(e.exclusive_until) as paused_until from private.held_exclusivities e
    where e.listing_id = d.listing_id and e.holder_id is distinct from d.buyer_id
  ) p
  where m.status = 'active' and m.side = 'buyer' and d.stage = any (private.access_stages());
comment on view private.listing_detail_paths is 'Who may read a listing''s confidential details and by which path (owner, buyer, owner_team, buyer_team), before the account check and the clock: a buyer''s path (and their team''s) reads while paused_until is null or past. Kept as private.listing_detail_readers. Read only by security definer functions.';
revoke all on table private.listing_detail_paths from anon, authenticated, service_role;

-- private.listing_detail_paths kept as rows. Asked by every request that reads a listing's title
-- or details (the listing_details policy), the paths cost 0.6-1.2 ms a request computed at read
-- for a member of 50 deals (bench: unread-member, unread-counts), near 0.05 ms kept. The
-- statement triggers below keep the rows of every listing whose paths a write may change
-- (listings' owner, deals' stage, buyer and exclusivity, members' status and side), always (also
-- under session_replication_role = replica, for bulk loads), so a revocation still takes effect
-- with the next read.
create table private.listing_detail_readers (
  user_id uuid not null,
  listing_id uuid not null,
  deal_id uuid,
  path text not null,
  paused_until timestamp with time zone,
  constraint listing_detail_readers_path CHECK ((path = any (array['owner', 'buyer', 'owner_team', 'buyer_team'])))
);
alter table private.listing_detail_readers add constraint listing_detail_readers_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(id) ON DELETE CASCADE;
alter table private.listing_detail_readers add constraint listing_detail_readers_listing_id_fkey FOREIGN KEY (listing_id) REFERENCES public.listings(id) ON DELETE CASCADE;
alter table private.listing_detail_readers add constraint listing_detail_readers_deal_id_fkey FOREIGN KEY (deal_id) REFERENCES public.deals(id) ON DELETE CASCADE;
comment on table private.listing_detail_readers is 'private.listing_detail_paths kept as rows by triggers on listings, deals and deal_members: who may read a listing''s confidential details, by path, before the account check and the clock. Read by private.readable_detail_listing_ids() and private.team_detail_listing_ids().';
revoke all on table private.listing_detail_readers from anon, authenticated, service_role;

create unique index listing_detail_readers_key on private.listing_detail_readers
  (user_id, path, listing_id, deal_id) nulls not distinct;

create index listing_detail_readers_listing_idx on private.listing_detail_readers (listing_id);

create index listing_detail_readers_deal_idx on private.listing_detail_readers (deal_id);

-- Writes the paths of these listings again. Concurrent writers of one listing take turns (an
-- advisory lock per listing, the next one reading what the first committed), so no stale path
-- survives two transactions that each saw half of the change; a bulk write of many listings
-- takes the one lock that every writer shares. Generic plans: the paths' four branches take about
-- 5 ms to plan and 0.5 ms to run for one listing, and a custom plan per call (Postgres's choice
-- for an array parameter) cost a member's removal 7 ms.
create function private.refresh_listing_detail_readers(p_listing_ids uuid[]) returns void
language plpgsql security definer set search_path = '' set plan_cache_mode = 'force_generic_plan' as $$
begin
  if p_listing_ids is null or cardinality(p_listing_ids) = 0 then
    return;
  end if;
  if cardinality(p_listing_ids) > 64 then
    perform pg_advisory_xact_lock(hashtextextended('listing_detail_readers', 0));
  else
    perform pg_advisory_xact_lock_shared(hashtextextended('listing_detail_readers', 0));
    perform pg_advisory_xact_lock(k.key)
    from (select distinct hashtextextended('listing_detail_readers:' || l, 0) as key
          from unnest(p_listing_ids) l order by 1) k;
  end if;
  -- Only what changed: the rows whose path went (or whose pause changed), then the new ones. A
  -- listing with many deals and members keeps its rows when one of them changes.
  delete from private.listing_detail_readers r
  where r.listing_id = any (p_listing_ids)
    and not exists (
      select 1 from private.listing_detail_paths p
      where p.listing_id = any (p_listing_ids)
        and p.listing_id = r.listing_id and p.user_id = r.user_id and p.path = r.path
        and p.deal_id is not distinct from r.deal_id
        and p.paused_until is not distinct from r.paused_until);
  insert into private.listing_detail_readers (user_id, listing_id, deal_id, path, paused_until)
  select p.user_id, p.listing_id, p.deal_id, p.path, p.paused_until
  from private.listing_detail_paths p
  where p.listing_id = any (p_listing_ids)
  on conflict do nothing;
end;
$$;
comment on function private.refresh_listing_detail_readers(p_listing_ids uuid[]) is 'Writes private.listing_detail_readers of these listings from private.listing_detail_paths, one writer per listing at a time.';
revoke all on function private.refresh_listing_detail_readers(p_listing_ids uuid[]) from public;

-- The listings whose paths a statement on listings, deals or deal_members may have changed: all
-- it inserted or deleted, and those of the rows whose owner, stage, buyer, exclusivity, listing,
-- member, side or status it updated.
create function private.listing_detail_readers_follow() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_listing_ids uuid[];
begin
  if tg_table_name = 'listings' then
    if tg_op = 'INSERT' then
      v_listing_ids := array(select n.id from new_rows n);
    else
      v_listing_ids := array(select n.id from new_rows n join old_rows o on o.id = n.id
        where n.user_id is distinct from o.user_id);
    end if;
  elsif tg_table_name = 'deals' then
    if tg_op = 'INSERT' then
      v_listing_ids := array(select distinct n.listing_id from new_rows n);
    elsif tg_op = 'DELETE' then
      v_listing_ids := array(select distinct o.listing_id from old_rows o);
    else
      v_listing_ids := array(
        select distinct x.listing_id from new_rows n join old_rows o on o.id = n.id
        cross join lateral (values (n.listing_id), (o.listing_id)) x(listing_id)
        where (n.stage, n.exclusive_until, n.buyer_id, n.listing_id)
          is distinct from (o.stage, o.exclusive_until, o.buyer_id, o.listing_id));
    end if;
  else
    if tg_op = 'INSERT' then
      v_listing_ids := array(select distinct d.listing_id from new_rows n
        join public.deals d on d.id = n.deal_id);
    elsif tg_op = 'DELETE' then
      v_listing_ids := array(select distinct d.listing_id from old_rows o
        join public.deals d on d.id = o.deal_id);
    else
      v_listing_ids := array(
        select distinct d.listing_id from new_rows n join old_rows o on o.id = n.id
        join public.deals d on d.id in (n.deal_id, o.deal_id)
        where (n.user_id, n.status, n.side, n.deal_id) is distinct from (o.user_id, o.status, o.side, o.deal_id));
    end if;
  end if;
  perform private.refresh_listing_detail_readers(v_listing_ids);
  return null;
end;
$$;
comment on function private.listing_detail_readers_follow() is 'AFTER statement trigger on listings, deals and deal_members: writes private.listing_detail_readers again for the listings whose paths the statement may have changed.';
revoke all on function private.listing_detail_readers_follow() from public;

create trigger listings_detail_readers_inserted after insert on public.listings
  referencing new table as new_rows for each statement execute function private.listing_detail_readers_follow();
alter table public.listings enable always trigger listings_detail_readers_inserted;

create trigger listings_detail_readers_updated after update on public.listings
  referencing old table as old_rows new table as new_rows for each statement execute function private.listing_detail_readers_follow();
alter table public.listings enable always trigger listings_detail_readers_updated;

create trigger deals_detail_readers_inserted after insert on public.deals
  referencing new table as new_rows for each statement execute function private.listing_detail_readers_follow();
alter table public.deals enable always trigger deals_detail_readers_inserted;

create trigger deals_detail_readers_updated after update on public.deals
  referencing old table as old_rows new table as new_rows for each statement execute function private.listing_detail_readers_follow();
alter table public.deals enable always trigger deals_detail_readers_updated;

create trigger deals_detail_readers_deleted after delete on public.deals
  referencing old table as old_rows for each statement execute function private.listing_detail_readers_follow();
alter table public.deals enable always trigger deals_detail_readers_deleted;

create trigger deal_members_detail_readers_inserted after insert on public.deal_members
  referencing new table as new_rows for each statement execute function private.listing_detail_readers_follow();
alter table public.deal_members enable always trigger deal_members_detail_readers_inserted;

create trigger deal_members_detail_readers_updated after update on public.deal_members
  referencing old table as old_rows new table as new_rows for each statement execute function private.listing_detail_readers_follow();
alter table public.deal_members enable always trigger deal_members_detail_readers_updated;

create trigger deal_members_detail_readers_deleted after delete on public.deal_members
  referencing old table as old_rows for each statement execute function private.listing_detail_readers_follow();
alter table public.deal_members enable always trigger deal_members_detail_readers_deleted;

-- The inquiry itself is masked as well (its listing's owner reads it), then posted into the
-- thread as the buyer's message after inquiries_open_deal has made the deal (triggers of one
-- event fire in name order).
create function private.inquiries_mask_contact_details() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if not exists (
    select 1 from public.deals d
    where d.listing_id = new.listing_id and d.buyer_id = new.user_id and private.stage_grants_access(d.stage)
  ) then
    new.message := private.mask_contact_details(new.message);
  end if;
  return new;
end;
$$;
comment on function private.inquiries_mask_contact_details() is 'BEFORE INSERT on inquiries: contact details in the message masked unless the sender''s deal grants access (the owner reads inquiries).';
revoke all on function private.inquiries_mask_contact_details() from public;

create trigger inquiries_mask_contact_details before insert on public.inquiries
  for each row execute function private.inquiries_mask_contact_details();

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
revoke all on function private.deals_from_inquiry() from public;

create trigger inquiries_open_deal after insert on public.inquiries
  for each row execute function private.deals_from_inquiry();

create trigger inquiries_set_updated_at before update on public.inquiries
  for each row execute function private.set_updated_at();

create function private.inquiries_start_thread() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.deal_messages (deal_id, sender_id, body, inquiry_id, created_at)
  select d.id, new.user_id, new.message, new.id, new.created_at
  from public.deals d where d.listing_id = new.listing_id and d.buyer_id = new.user_id;
  return null;
end;
$$;
comment on function private.inquiries_start_thread() is 'AFTER INSERT on inquiries: the inquiry becomes a message of the sender''s deal conversation.';
revoke all on function private.inquiries_start_thread() from public;

create trigger inquiries_start_thread after insert on public.inquiries
  for each row execute function private.inquiries_start_thread();

-- public.nda_signatures ---------------------------------------------------------------------------

create table public.nda_signatures (
  id uuid default gen_random_uuid() not null,
  listing_id uuid not null,
  user_id uuid default auth.uid() not null,
  signer_name text not null,
  signed_at timestamp with time zone default now() not null,
  nda_version text default '2026-11-01'::text not null,
  constraint nda_signatures_pkey PRIMARY KEY (id),
  constraint nda_signatures_one_per_user UNIQUE (listing_id, user_id),
  constraint nda_signatures_nda_version_format CHECK ((nda_version ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'::text)),
  constraint nda_signatures_signer_name_length CHECK ((char_length(signer_name) <= 200)),
  constraint nda_signatures_signer_name_not_blank CHECK ((signer_name ~ '[^[:space:]]'::text))
);
alter table public.nda_signatures add constraint nda_signatures_listing_id_fkey FOREIGN KEY (listing_id) REFERENCES public.listings(id) ON DELETE CASCADE;
alter table public.nda_signatures add constraint nda_signatures_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(id) ON DELETE CASCADE;
alter table public.nda_signatures enable row level security;
comment on table public.nda_signatures is 'Non-disclosure agreement signed by a verified investor for one listing (one per investor and listing).';
comment on column public.nda_signatures.signer_name is 'Name the investor typed as signature.';
comment on column public.nda_signatures.nda_version is 'Version (publication date) of the NDA text the investor signed.';
revoke all on table public.nda_signatures from anon;
revoke insert, update, truncate, references, trigger, maintain on table public.nda_signatures from authenticated;
grant insert (listing_id, user_id, signer_name, nda_version) on table public.nda_signatures to authenticated;

create index nda_signatures_user_id_idx on public.nda_signatures (user_id);

create policy "nda_signatures: signer, listing owner or admin reads" on public.nda_signatures
  for select to authenticated
  using (
    (select private.is_admin())
    or ((select private.is_verified()) and user_id = (select auth.uid()))
    or listing_id in (select private.owned_listing_ids())
  );

create policy "nda_signatures: verified investor signs for themselves" on public.nda_signatures
  for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and (select private.is_verified())
    and (select private.current_app_role()) = 'investor'
    and private.can_contact_listing(listing_id)
  );

create policy "nda_signatures: admin deletes" on public.nda_signatures
  for delete to authenticated
  using ((select private.is_admin()));

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
revoke all on function private.deals_from_nda() from public;

create trigger nda_signatures_advance_deal after insert on public.nda_signatures
  for each row execute function private.deals_from_nda();

create trigger nda_signatures_audit after insert on public.nda_signatures
  for each row execute function private.audit_nda_signatures();

-- public.unlock_requests --------------------------------------------------------------------------

create table public.unlock_requests (
  id uuid default gen_random_uuid() not null,
  listing_id uuid not null,
  user_id uuid default auth.uid() not null,
  status public.unlock_status default 'pending'::public.unlock_status not null,
  price_eur integer default 500 not null,
  created_at timestamp with time zone default now() not null,
  decided_at timestamp with time zone,
  decided_by uuid,
  constraint unlock_requests_pkey PRIMARY KEY (id),
  constraint unlock_requests_decision_consistent CHECK (((status = 'pending'::public.unlock_status) = (decided_at IS NULL))),
  constraint unlock_requests_price_eur CHECK ((price_eur = 500))
);
alter table public.unlock_requests add constraint unlock_requests_decided_by_fkey FOREIGN KEY (decided_by) REFERENCES public.profiles(id) ON DELETE SET NULL;
alter table public.unlock_requests add constraint unlock_requests_listing_id_fkey FOREIGN KEY (listing_id) REFERENCES public.listings(id) ON DELETE CASCADE;
alter table public.unlock_requests add constraint unlock_requests_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(id) ON DELETE CASCADE;
alter table public.unlock_requests enable row level security;
comment on table public.unlock_requests is 'Each request of an investor to read a listing''s confidential details (500 EUR at grant) and its decision by the listing''s owner or an admin. Inserting one moves the deal to access_requested; the deal''s stage decides who reads the details.';
comment on column public.unlock_requests.price_eur is 'Price of the unlock in euro (fixed 500).';
comment on column public.unlock_requests.decided_at is 'When an admin approved or rejected the request.';
comment on column public.unlock_requests.decided_by is 'Admin who decided the request.';
revoke all on table public.unlock_requests from anon;
revoke insert, update, truncate, references, trigger, maintain on table public.unlock_requests from authenticated;
grant insert (listing_id, user_id) on table public.unlock_requests to authenticated;

create index unlock_requests_decided_by_idx on public.unlock_requests (decided_by);

create index unlock_requests_listing_id_idx on public.unlock_requests (listing_id);

-- At most one open (pending) or granted (approved) request per investor and listing; after a
-- rejection the investor may ask again.
create unique index unlock_requests_one_open_idx on public.unlock_requests (listing_id, user_id)
  where status <> 'rejected';

create index unlock_requests_user_id_idx on public.unlock_requests (user_id, status);

create policy "unlock_requests: requester, listing owner or admin reads" on public.unlock_requests
  for select to authenticated
  using (
    (select private.is_admin())
    or ((select private.is_verified()) and user_id = (select auth.uid()))
    or listing_id in (select private.owned_listing_ids())
  );

create function private.has_signed_nda(p_listing_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.nda_signatures n
    where n.listing_id = p_listing_id and n.user_id = (select auth.uid())
  )
$$;
comment on function private.has_signed_nda(p_listing_id uuid) is 'The caller signed the NDA of this listing.';
revoke all on function private.has_signed_nda(p_listing_id uuid) from public;
grant all on function private.has_signed_nda(p_listing_id uuid) to authenticated, service_role;

create policy "unlock_requests: verified investor with NDA requests" on public.unlock_requests
  for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and (select private.is_verified())
    and (select private.current_app_role()) = 'investor'
    and private.has_signed_nda(listing_id)
    and private.can_contact_listing(listing_id)
  );

create policy "unlock_requests: admin deletes" on public.unlock_requests
  for delete to authenticated
  using ((select private.is_admin()));

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
comment on function private.deals_from_unlock_request() is 'AFTER INSERT on unlock_requests: the requester''s deal moves to access_requested (the stage machine checks the NDA step and the billing information).';
revoke all on function private.deals_from_unlock_request() from public;

create trigger unlock_requests_advance_deal after insert on public.unlock_requests
  for each row execute function private.deals_from_unlock_request();

create trigger unlock_requests_audit after insert or update of status on public.unlock_requests
  for each row execute function private.audit_unlock_requests();

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
comment on function private.deals_from_unlock_decision() is 'AFTER UPDATE OF status on unlock_requests: a decided request moves the deal to access_granted or declined.';
revoke all on function private.deals_from_unlock_decision() from public;

create trigger unlock_requests_decide_deal after update of status on public.unlock_requests
  for each row execute function private.deals_from_unlock_decision();

create index unlock_requests_user_listing_idx ON public.unlock_requests USING btree (user_id, listing_id, created_at DESC);

CREATE OR REPLACE FUNCTION private.rate_limit_access_requests()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
comment on function private.rate_limit_access_requests() is 'BEFORE INSERT on unlock_requests: at most 3 access requests per buyer and listing in 7 days (PT429).';
revoke all on function private.rate_limit_access_requests() from public;

create trigger unlock_requests_rate_limit BEFORE INSERT ON public.unlock_requests FOR EACH ROW EXECUTE FUNCTION private.rate_limit_access_requests();

-- public.invoices ---------------------------------------------------------------------------------

create type public.invoice_kind as enum (
  'invoice',
  'cancellation'
);
comment on type public.invoice_kind is 'invoice: the access fee; cancellation: the Storno of an invoice (negative amounts, own number).';

create type public.invoice_status as enum (
  'open',
  'paid',
  'overdue',
  'cancelled'
);
comment on type public.invoice_status is 'open → paid (an admin, by hand or from a bank statement) or → overdue (after the due date, the buyer is reminded once) → paid; cancelled: a cancellation invoice cancels it (and a cancellation document itself).';

create type public.vat_treatment as enum (
  'domestic',
  'reverse_charge'
);
comment on type public.vat_treatment is 'domestic: 19 % German VAT; reverse_charge: 0 %, the recipient (an EU business outside Germany) owes the VAT (§ 13b UStG).';

-- The issuer of invoices (one row): the operator as configured for production (README: the
-- operator's details). The values here are the demo operator's, the same as the Impressum's demo
-- (src/lib/operator.ts) and marked as demo; every invoice keeps a copy of the row at its issue.
create table private.invoice_issuer (
  id boolean default true not null,
  name text not null,
  street text not null,
  postal_code text not null,
  city text not null,
  country text not null,
  email text not null,
  tax_number text,
  vat_id text,
  register text,
  representative text,
  bank_name text not null,
  iban text not null,
  bic text not null,
  payment_days integer default 14 not null,
  is_demo boolean default true not null,
  constraint invoice_issuer_pkey PRIMARY KEY (id),
  constraint invoice_issuer_one_row CHECK (id),
  constraint invoice_issuer_tax_id CHECK (((tax_number IS NOT NULL) OR (vat_id IS NOT NULL))),
  constraint invoice_issuer_payment_days CHECK (((payment_days >= 0) AND (payment_days <= 90)))
);
comment on table private.invoice_issuer is 'The operator that issues invoices (§ 14 UStG: name, address, tax number and/or VAT ID) and its bank account; one row. is_demo: demo values, printed as such on every invoice.';

insert into private.invoice_issuer (id, name, street, postal_code, city, country, email, tax_number, vat_id,
  register, representative, bank_name, iban, bic, payment_days, is_demo)
values (true, 'DealBridge Demo GmbH', 'Friedrichstraße 68', '10117', 'Berlin', 'DE', 'contact@dealbridge.test',
  '37/000/00000 (Demo)', 'DE000000000 (Demo)', 'Amtsgericht Charlottenburg, HRB 000000 B (Demo)',
  'Anna Weber (Demo)', 'Demo Bank', 'DE89370400440532013000', 'COBADEFFXXX', 14, true)
on conflict (id) do nothing;

create table public.invoices (
  id uuid default gen_random_uuid() not null,
  number text not null,
  year integer not null,
  sequence_number integer not null,
  deal_id uuid,
  buyer_id uuid not null,
  listing_id uuid,
  listing_title text not null,
  amount_eur integer default 500 not null,
  issued_at timestamp with time zone default now() not null,
  company_name text,
  company_email text,
  responsible_person text,
  phone_number text,
  uid_number text,
  street_address text,
  city text,
  postal_code text,
  country text,
  kind public.invoice_kind default 'invoice'::public.invoice_kind not null,
  cancels_invoice_id uuid,
  buyer_kind public.billing_kind default 'company'::public.billing_kind not null,
  language public.app_language default 'en'::public.app_language not null,
  service_date date default ((now() AT TIME ZONE 'Europe/Berlin'::text))::date not null,
  due_date date default (((now() AT TIME ZONE 'Europe/Berlin'::text))::date + 14) not null,
  net_cents integer default 50000 not null,
  vat_rate_percent integer default 19 not null,
  vat_cents integer default 9500 not null,
  gross_cents integer default 59500 not null,
  vat_treatment public.vat_treatment default 'domestic'::public.vat_treatment not null,
  status public.invoice_status default 'open'::public.invoice_status not null,
  paid_at timestamp with time zone,
  paid_by uuid,
  payment_source text,
  reminded_at timestamp with time zone,
  cancelled_at timestamp with time zone,
  issuer jsonb default '{}'::jsonb not null,
  pdf_path text,
  pdf_sha256 text,
  receipt_path text,
  receipt_sha256 text,
  constraint invoices_pkey PRIMARY KEY (id),
  constraint invoices_number_unique UNIQUE (number),
  constraint invoices_year_sequence_unique UNIQUE (year, sequence_number),
  constraint invoices_amount_eur CHECK ((amount_eur = 500)),
  constraint invoices_number_format CHECK ((number = ((('DB-'::text || year) || '-'::text) || lpad((sequence_number)::text, 6, '0'::text)))),
  constraint invoices_cancellation CHECK (((kind = 'cancellation'::public.invoice_kind) = (cancels_invoice_id IS NOT NULL))),
  constraint invoices_net CHECK ((net_cents = CASE WHEN (kind = 'invoice'::public.invoice_kind) THEN 50000 ELSE '-50000'::integer END)),
  constraint invoices_vat_rate CHECK ((vat_rate_percent = CASE WHEN (vat_treatment = 'domestic'::public.vat_treatment) THEN 19 ELSE 0 END)),
  constraint invoices_vat_amount CHECK (((vat_cents = (round((((net_cents * vat_rate_percent))::numeric / 100.0)))::integer) AND (gross_cents = (net_cents + vat_cents)))),
  constraint invoices_reverse_charge_business CHECK (((vat_treatment = 'domestic'::public.vat_treatment) OR ((buyer_kind = 'company'::public.billing_kind) AND (uid_number IS NOT NULL)))),
  constraint invoices_paid CHECK (((status = 'paid'::public.invoice_status) = (paid_at IS NOT NULL))),
  constraint invoices_payment_source CHECK (((payment_source IS NULL) OR (payment_source = ANY (ARRAY['admin'::text, 'bank_statement'::text])))),
  constraint invoices_cancellation_status CHECK (((kind = 'invoice'::public.invoice_kind) OR (status = 'cancelled'::public.invoice_status))),
  constraint invoices_pdf CHECK ((((pdf_path IS NULL) = (pdf_sha256 IS NULL)) AND ((pdf_sha256 IS NULL) OR (pdf_sha256 ~ '^[0-9a-f]{64}$'::text)))),
  constraint invoices_receipt CHECK ((((receipt_path IS NULL) = (receipt_sha256 IS NULL)) AND ((receipt_sha256 IS NULL) OR (receipt_sha256 ~ '^[0-9a-f]{64}$'::text))))
);
alter table public.invoices add constraint invoices_buyer_id_fkey FOREIGN KEY (buyer_id) REFERENCES public.profiles(id) ON DELETE CASCADE;
alter table public.invoices add constraint invoices_deal_id_fkey FOREIGN KEY (deal_id) REFERENCES public.deals(id) ON DELETE SET NULL;
alter table public.invoices add constraint invoices_cancels_invoice_id_fkey FOREIGN KEY (cancels_invoice_id) REFERENCES public.invoices(id);
alter table public.invoices add constraint invoices_paid_by_fkey FOREIGN KEY (paid_by) REFERENCES public.profiles(id) ON DELETE SET NULL;
alter table public.invoices enable row level security;
comment on table public.invoices is 'The 500 EUR access fee (net; plus 19 % VAT or reverse charge), invoiced once per deal when the owner (or an admin) first grants access, and the cancellations (Storno) of such invoices; all numbered DB-<year>-<6 digits> without gaps. Written only by the database (private.create_invoice(), the admin RPCs); its content never changes (private.invoices_guard()). Readable by the buyer and admins. The billing and issuer fields are copies from the moment of issue.';
comment on column public.invoices.deal_id is 'The deal whose access was granted (null if the deal was deleted; the invoice stays).';
comment on column public.invoices.listing_id is 'The listing (no foreign key: the invoice outlives it).';
comment on column public.invoices.listing_title is 'Title of the listing when access was granted.';
comment on column public.invoices.language is 'The buyer''s language at issue: the PDF''s language.';
comment on column public.invoices.service_date is 'Date of the service (access granted), in Europe/Berlin.';
comment on column public.invoices.issuer is 'Copy of private.invoice_issuer at issue.';
comment on column public.invoices.pdf_path is 'The PDF in the bucket invoices, rendered once by the invoices edge function; pdf_sha256 its SHA-256 (hex). Set once, never changed.';
comment on column public.invoices.receipt_path is 'The payment receipt PDF (once paid), as pdf_path.';
comment on column public.invoices.payment_source is 'admin: marked paid by hand; bank_statement: matched in an imported bank statement.';
revoke all on table public.invoices from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.invoices from authenticated;

create index invoices_buyer_id_idx on public.invoices (buyer_id, issued_at desc);

create unique index invoices_one_per_deal on public.invoices (deal_id) where kind = 'invoice'::public.invoice_kind and status <> 'cancelled'::public.invoice_status;

-- A deal's invoices whatever their kind and status (public.deal_overview() joins them by deal: the
-- partial unique index above does not serve that join, which read every invoice per deal page;
-- private.buyer_contact_visible() asks by deal too, once per deal on the dashboards).
create index invoices_deal_id_idx on public.invoices (deal_id);

create unique index invoices_cancels_invoice_id_key on public.invoices (cancels_invoice_id);

create index invoices_paid_by_idx on public.invoices (paid_by);

create index invoices_due_idx on public.invoices (due_date) where status = 'open'::public.invoice_status;

create index invoices_issued_at_idx on public.invoices (issued_at desc);

create index invoices_status_issued_at_idx on public.invoices (status, issued_at desc);

-- The admin's finance list under RLS (issue 33). The policy reads buyer_id, and a status filter
-- is no index condition under RLS (enum equality is not leakproof; a partial index's predicate
-- is proven from it though): the list's count reads buyer_id from these small indexes instead of
-- every invoice row, and the overdue list pages through its own index.
create index invoices_buyer_only_idx on public.invoices (buyer_id);
comment on index public.invoices_buyer_only_idx is 'The admin finance list''s count under RLS: the policy''s column from a small (deduplicated) index.';
create index invoices_overdue_idx on public.invoices (issued_at desc, sequence_number desc) include (buyer_id)
  where status = 'overdue'::public.invoice_status;
comment on index public.invoices_overdue_idx is 'The admin finance list of overdue invoices under RLS: newest first with its count, the policy''s column included.';

create policy "invoices: buyer or admin reads" on public.invoices
  for select to authenticated
  using ((select private.is_admin()) or ((select private.is_verified()) and buyer_id = (select auth.uid())));

-- Invoices are inserted only by private.create_invoice() (numbered without gaps), and never change
-- once issued (§ 14 UStG, GoBD): only their payment status (through the
-- admin RPCs and the maintenance, which say so with the transaction-local setting
-- dealbridge.invoice_booking), its PDFs (set once), and deal_id when the deal is deleted.
create function private.invoices_guard() returns trigger
language plpgsql set search_path = '' as $$
declare
  v_free constant text[] := array['status', 'paid_at', 'paid_by', 'payment_source', 'reminded_at',
    'cancelled_at', 'pdf_path', 'pdf_sha256', 'receipt_path', 'receipt_sha256', 'deal_id'];
begin
  if tg_op = 'INSERT' then
    if coalesce(current_setting('dealbridge.invoice_booking', true), '') <> 'issue' then
      raise exception 'Invoices are issued by the database only (numbered, from the deal)' using errcode = '42501';
    end if;
    return new;
  end if;
  if tg_op = 'DELETE' then
    if exists (select 1 from public.profiles p where p.id = old.buyer_id) then
      raise exception 'Invoices are never deleted; cancel one with a cancellation invoice' using errcode = '42501';
    end if;
    return old;
  end if;
  if (to_jsonb(new) - v_free) is distinct from (to_jsonb(old) - v_free)
    or (new.deal_id is distinct from old.deal_id and new.deal_id is not null) then
    raise exception 'An issued invoice never changes; cancel it and issue a new one' using errcode = '42501';
  end if;
  if (old.pdf_sha256 is not null and new.pdf_sha256 is distinct from old.pdf_sha256)
    or (old.pdf_path is not null and new.pdf_path is distinct from old.pdf_path)
    or (old.receipt_sha256 is not null and new.receipt_sha256 is distinct from old.receipt_sha256)
    or (old.receipt_path is not null and new.receipt_path is distinct from old.receipt_path) then
    raise exception 'An invoice''s PDF is stored once and never replaced' using errcode = '42501';
  end if;
  if (new.status, new.paid_at, new.paid_by, new.payment_source, new.reminded_at, new.cancelled_at)
    is distinct from (old.status, old.paid_at, old.paid_by, old.payment_source, old.reminded_at, old.cancelled_at) then
    if coalesce(current_setting('dealbridge.invoice_booking', true), '') <> 'on' then
      raise exception 'Only an admin marks an invoice paid or cancels it (public.mark_invoice_paid, public.cancel_invoice)'
        using errcode = '42501';
    end if;
    if old.status <> new.status and not (
      (old.status = 'open' and new.status in ('paid', 'overdue', 'cancelled'))
      or (old.status = 'overdue' and new.status in ('paid', 'cancelled'))
      or (old.status = 'paid' and new.status = 'cancelled')
    ) then
      raise exception 'An invoice cannot move from % to %', old.status, new.status using errcode = '22023';
    end if;
  end if;
  return new;
end;
$$;
comment on function private.invoices_guard() is 'BEFORE INSERT/UPDATE/DELETE on invoices: only private.create_invoice() inserts (dealbridge.invoice_booking = issue); the content is immutable; status fields change only inside the admin RPCs and the maintenance (dealbridge.invoice_booking), along open → paid | overdue | cancelled, overdue → paid | cancelled, paid → cancelled; PDFs are set once; no deletion while the buyer exists. Applies to the service role too.';
revoke all on function private.invoices_guard() from public;

create trigger invoices_guard before insert or update or delete on public.invoices
  for each row execute function private.invoices_guard();

-- The PDFs: rendered once by the invoices edge function (service role), which records path and hash.
create function public.attach_invoice_document(p_invoice_id uuid, p_document text, p_path text, p_sha256 text)
returns void
language plpgsql security definer set search_path = '' as $$
begin
  if p_document = 'invoice' then
    update public.invoices set pdf_path = p_path, pdf_sha256 = p_sha256
    where id = p_invoice_id and pdf_sha256 is null;
  elsif p_document = 'receipt' then
    update public.invoices set receipt_path = p_path, receipt_sha256 = p_sha256
    where id = p_invoice_id and receipt_sha256 is null and status = 'paid';
  elsif p_document = 'credit_note' then
    update public.credit_notes set pdf_path = p_path, pdf_sha256 = p_sha256
    where id = p_invoice_id and pdf_sha256 is null;
  else
    raise exception 'Unknown document %', p_document using errcode = '22023';
  end if;
  if not found then
    raise exception 'The document is already stored (or the invoice is not paid)' using errcode = '23505';
  end if;
end;
$$;
comment on function public.attach_invoice_document(p_invoice_id uuid, p_document text, p_path text, p_sha256 text) is 'Service role only (the invoices edge function): records the stored PDF (invoice, receipt of a paid invoice, or credit_note: p_invoice_id is then the credit note''s id) and its SHA-256, once.';
revoke all on function public.attach_invoice_document(p_invoice_id uuid, p_document text, p_path text, p_sha256 text) from public, anon, authenticated;
grant all on function public.attach_invoice_document(p_invoice_id uuid, p_document text, p_path text, p_sha256 text) to service_role;

create function private.book_invoice_paid(p_invoice public.invoices, p_paid_at timestamptz, p_source text)
returns void
language plpgsql security definer set search_path = '' as $$
begin
  perform set_config('dealbridge.invoice_booking', 'on', true);
  update public.invoices set status = 'paid', paid_at = p_paid_at, paid_by = auth.uid(), payment_source = p_source
  where id = p_invoice.id;
  perform set_config('dealbridge.invoice_booking', '', true);
  perform private.audit('invoice_paid', p_invoice.buyer_id, p_invoice.listing_id,
    jsonb_build_object('invoice_id', p_invoice.id, 'number', p_invoice.number, 'source', p_source,
      'gross_cents', p_invoice.gross_cents));
end;
$$;
comment on function private.book_invoice_paid(p_invoice public.invoices, p_paid_at timestamp with time zone, p_source text) is 'Marks an open or overdue invoice paid (audited); for the admin RPCs only.';
revoke all on function private.book_invoice_paid(p_invoice public.invoices, p_paid_at timestamp with time zone, p_source text) from public;

create function public.mark_invoice_paid(p_invoice_id uuid, p_paid_on date default null)
returns public.invoices
language plpgsql security definer set search_path = '' as $$
declare
  v_invoice public.invoices;
begin
  if not private.is_admin() then
    raise exception 'Only an admin marks an invoice paid' using errcode = '42501';
  end if;
  select * into v_invoice from public.invoices where id = p_invoice_id for update;
  if not found then
    raise exception 'Invoice not found' using errcode = 'P0002';
  end if;
  if v_invoice.kind <> 'invoice' or v_invoice.status not in ('open', 'overdue') then
    raise exception 'Only an open or overdue invoice can be marked paid' using errcode = '22023';
  end if;
  perform private.book_invoice_paid(v_invoice,
    coalesce((p_paid_on::timestamp at time zone 'Europe/Berlin'), now()), 'admin');
  select * into v_invoice from public.invoices where id = p_invoice_id;
  return v_invoice;
end;
$$;
comment on function public.mark_invoice_paid(p_invoice_id uuid, p_paid_on date) is 'Admin only: an open or overdue invoice is paid (on p_paid_on, default now). 42501 for others, P0002 unknown, 22023 when not open/overdue.';
revoke all on function public.mark_invoice_paid(p_invoice_id uuid, p_paid_on date) from public, anon;
grant all on function public.mark_invoice_paid(p_invoice_id uuid, p_paid_on date) to authenticated, service_role;

-- A bank statement's credit lines, parsed from its CSV in the browser: [{ reference, amount_cents,
-- booked_on }]. A line matches an open or overdue invoice when its reference text contains the
-- invoice's number and its amount is the invoice's gross; a matched invoice is paid on booked_on.
create function public.import_bank_statement(p_lines jsonb)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_line jsonb;
  v_number text;
  v_invoice public.invoices;
  v_result jsonb := '[]'::jsonb;
  v_outcome text;
begin
  if not private.is_admin() then
    raise exception 'Only an admin imports bank statements' using errcode = '42501';
  end if;
  if jsonb_typeof(p_lines) <> 'array' or jsonb_array_length(p_lines) > 5000 then
    raise exception 'p_lines must be an array of at most 5000 lines' using errcode = '22023';
  end if;
  for v_line in select * from jsonb_array_elements(p_lines) loop
    v_number := substring(upper(coalesce(v_line ->> 'reference', '')) from 'DB-[0-9]{4}-[0-9]{6}');
    v_invoice := null;
    if v_number is not null then
      select * into v_invoice from public.invoices i where i.number = v_number and i.kind = 'invoice' for update;
    end if;
    v_outcome := case
      when v_number is null then 'no_reference'
      when v_invoice.id is null then 'unknown_invoice'
      when v_invoice.status = 'paid' then 'already_paid'
      when v_invoice.status = 'cancelled' then 'cancelled'
      when (v_line ->> 'amount_cents') is null or (v_line ->> 'amount_cents') !~ '^-?[0-9]+$'
        or (v_line ->> 'amount_cents')::bigint <> v_invoice.gross_cents then 'amount_differs'
      else 'paid'
    end;
    if v_outcome = 'paid' then
      perform private.book_invoice_paid(v_invoice,
        coalesce(((v_line ->> 'booked_on')::date::timestamp at time zone 'Europe/Berlin'), now()), 'bank_statement');
    end if;
    v_result := v_result || jsonb_build_object('reference', v_line ->> 'reference', 'number', v_number,
      'invoice_id', v_invoice.id, 'outcome', v_outcome);
  end loop;
  return v_result;
end;
$$;
comment on function public.import_bank_statement(p_lines jsonb) is 'Admin only: matches bank statement lines [{reference, amount_cents, booked_on}] to open/overdue invoices by the number in the reference and the gross amount; marks those paid. Returns one outcome per line: paid, already_paid, cancelled, amount_differs, unknown_invoice, no_reference.';
revoke all on function public.import_bank_statement(p_lines jsonb) from public, anon;
grant all on function public.import_bank_statement(p_lines jsonb) to authenticated, service_role;

-- A correction: the invoice is cancelled by a cancellation invoice (own number, negative amounts),
-- and with p_reissue a new invoice for the same deal from the buyer's billing details now.
create function public.cancel_invoice(p_invoice_id uuid, p_reissue boolean default true)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_invoice public.invoices;
  v_cancellation uuid;
  v_new uuid;
begin
  if not private.is_admin() then
    raise exception 'Only an admin cancels an invoice' using errcode = '42501';
  end if;
  select * into v_invoice from public.invoices where id = p_invoice_id for update;
  if not found then
    raise exception 'Invoice not found' using errcode = 'P0002';
  end if;
  if v_invoice.kind <> 'invoice' or v_invoice.status = 'cancelled' then
    raise exception 'Only an invoice that is not cancelled can be cancelled' using errcode = '22023';
  end if;
  if p_reissue and v_invoice.deal_id is null then
    raise exception 'The deal of this invoice no longer exists: nothing to reissue' using errcode = '22023';
  end if;
  perform set_config('dealbridge.invoice_booking', 'on', true);
  update public.invoices set status = 'cancelled', cancelled_at = now() where id = p_invoice_id;
  perform set_config('dealbridge.invoice_booking', '', true);
  v_cancellation := private.create_invoice(v_invoice.deal_id, p_invoice_id);
  if p_reissue then
    v_new := private.create_invoice(v_invoice.deal_id);
  end if;
  perform private.audit('invoice_cancelled', v_invoice.buyer_id, v_invoice.listing_id,
    jsonb_build_object('invoice_id', p_invoice_id, 'number', v_invoice.number,
      'cancellation_id', v_cancellation, 'new_invoice_id', v_new));
  return jsonb_build_object('cancellation_id', v_cancellation, 'new_invoice_id', v_new);
end;
$$;
comment on function public.cancel_invoice(p_invoice_id uuid, p_reissue boolean) is 'Admin only: cancels an invoice with a numbered cancellation invoice (Storno) and, with p_reissue, issues a new numbered invoice for the deal from the buyer''s current billing details. Returns {cancellation_id, new_invoice_id}.';
revoke all on function public.cancel_invoice(p_invoice_id uuid, p_reissue boolean) from public, anon;
grant all on function public.cancel_invoice(p_invoice_id uuid, p_reissue boolean) to authenticated, service_role;

-- Overdue: an open invoice after its due date (Berlin) becomes overdue and its buyer is reminded
-- once (invoice.overdue: in the app and by email, always). Called by public.run_deal_maintenance();
-- p_now and p_invoice_id exist for tests (a clock they control, one invoice of theirs).
create function public.run_invoice_maintenance(p_now timestamptz default now(), p_invoice_id uuid default null)
returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_invoice public.invoices;
  v_count integer := 0;
begin
  for v_invoice in
    select * from public.invoices i
    where i.status = 'open' and i.due_date < (p_now at time zone 'Europe/Berlin')::date
      and (p_invoice_id is null or i.id = p_invoice_id)
    order by i.due_date
    for update
  loop
    perform set_config('dealbridge.invoice_booking', 'on', true);
    update public.invoices set status = 'overdue', reminded_at = p_now where id = v_invoice.id;
    perform set_config('dealbridge.invoice_booking', '', true);
    perform private.notify(v_invoice.buyer_id, 'invoice.overdue', '/profile?tab=invoices',
      jsonb_build_object('invoice_id', v_invoice.id, 'number', v_invoice.number,
        'gross_cents', v_invoice.gross_cents, 'due_date', v_invoice.due_date,
        'iban', v_invoice.issuer ->> 'iban', 'bic', v_invoice.issuer ->> 'bic',
        'issuer_name', v_invoice.issuer ->> 'name'));
    v_count := v_count + 1;
  end loop;
  return v_count;
end;
$$;
comment on function public.run_invoice_maintenance(p_now timestamp with time zone, p_invoice_id uuid) is 'Service role only (called by run_deal_maintenance): open invoices past their due date become overdue and their buyers get one reminder (invoice.overdue). p_now and p_invoice_id exist for tests. Returns how many.';
revoke all on function public.run_invoice_maintenance(p_now timestamp with time zone, p_invoice_id uuid) from public, anon, authenticated;
grant all on function public.run_invoice_maintenance(p_now timestamp with time zone, p_invoice_id uuid) to service_role;

-- The admin's finance view: invoices and cancellations per status, with their sums in cents.
create function public.finance_summary()
returns table (kind public.invoice_kind, status public.invoice_status, invoices bigint,
  net_cents bigint, vat_cents bigint, gross_cents bigint)
language plpgsql stable security definer set search_path = '' as $$
begin
  if not private.is_admin() then
    raise exception 'Only an admin sees the finance summary' using errcode = '42501';
  end if;
  return query
    select i.kind, i.status, count(*), coalesce(sum(i.net_cents), 0)::bigint,
      coalesce(sum(i.vat_cents), 0)::bigint, coalesce(sum(i.gross_cents), 0)::bigint
    from public.invoices i
    group by i.kind, i.status
    order by i.kind, i.status;
end;
$$;
comment on function public.finance_summary() is 'Admin only: count and net / VAT / gross sums (cents) of invoices and cancellations per status.';
revoke all on function public.finance_summary() from public, anon;
grant all on function public.finance_summary() to authenticated, service_role;

-- Storage bucket invoices ---------------------------------------------------------------------------

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'invoices', 'invoices', false, 2097152,
  array[
    'application/pdf'
  ]
);

-- Objects are named `<buyer id>/<invoice id>[-receipt].pdf`, written only by the invoices edge
-- function (service role): no insert, update or delete policy.
create policy "invoices: the buyer and admins read the PDFs" on storage.objects
  for select to authenticated
  using (
    bucket_id = 'invoices'
    and (((storage.foldername(name))[1] = (select auth.uid())::text and (select private.is_verified()))
      or (select private.is_admin()))
  );

-- private.invoice_counters ------------------------------------------------------------------------

create table private.invoice_counters (
  year integer not null,
  last_number integer not null,
  constraint invoice_counters_pkey PRIMARY KEY (year),
  constraint invoice_counters_last_number_check CHECK ((last_number > 0))
);
comment on table private.invoice_counters is 'Last invoice number per year; incremented under its row lock so numbers have no gaps.';

-- public.owner_response_times ---------------------------------------------------------------------

create table public.owner_response_times (
  owner_id uuid not null,
  median_reply_seconds integer,
  replied_deals integer not null,
  window_days integer default 90 not null,
  computed_at timestamp with time zone default now() not null,
  constraint owner_response_times_pkey PRIMARY KEY (owner_id),
  constraint owner_response_times_enough_data CHECK (((replied_deals >= 3) = (median_reply_seconds IS NOT NULL))),
  constraint owner_response_times_non_negative CHECK (((replied_deals >= 0) AND (COALESCE(median_reply_seconds, 0) >= 0)))
);
alter table public.owner_response_times add constraint owner_response_times_owner_id_fkey FOREIGN KEY (owner_id) REFERENCES public.profiles(id) ON DELETE CASCADE;
alter table public.owner_response_times enable row level security;
comment on table public.owner_response_times is 'Each listing owner''s median time from a buyer''s first message to the owner''s first answer, over the deals whose first message is in the last window_days (90); refreshed by public.run_deal_maintenance(). The median is null below 3 answered deals. Verified users read it (listings show their owner''s figure).';
comment on column public.owner_response_times.median_reply_seconds is 'Median seconds to the first answer; null with fewer than 3 answered deals.';
comment on column public.owner_response_times.replied_deals is 'Answered deals in the window.';
revoke all on table public.owner_response_times from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.owner_response_times from authenticated;

create policy "owner_response_times: verified users read" on public.owner_response_times
  for select to authenticated
  using ((select private.is_verified()));

-- Functions ---------------------------------------------------------------------------------------

create function private.buyer_ref(p_listing_id uuid, p_buyer_id uuid) returns text
language sql stable security definer set search_path = '' as $$
  select encode(extensions.hmac(convert_to(p_listing_id::text || ':' || p_buyer_id::text, 'UTF8'), (select s.key from private.matching_secret s), 'sha256'), 'hex')
$$;
comment on function private.buyer_ref(p_listing_id uuid, p_buyer_id uuid) is 'Anonymised reference of a buyer for one listing (HMAC-SHA256, hex).';
revoke all on function private.buyer_ref(p_listing_id uuid, p_buyer_id uuid) from public;

-- Buyers whose deals touch a listing of the verified caller: they contacted the caller.
create function private.contacted_buyer_ids() returns setof uuid
language plpgsql stable security definer set search_path = '' as $$
begin
  return query
  select distinct d.buyer_id from public.deals d
  where d.listing_id in (select private.owned_listing_ids());
end;
$$;
comment on function private.contacted_buyer_ids() is 'Buyers with a deal on a listing of the verified caller (they contacted the caller); use as `user_id in (select private.contacted_buyer_ids())`.';
revoke all on function private.contacted_buyer_ids() from public;
grant all on function private.contacted_buyer_ids() to authenticated, service_role;

create function private.is_deal_owner(p_deal_id uuid) returns boolean
language plpgsql stable security definer set search_path = '' as $$
begin
  return exists (
    select 1 from public.deals d join public.listings l on l.id = d.listing_id
    where d.id = p_deal_id and l.user_id = (select auth.uid()) and (select private.is_verified())
  );
end;
$$;
comment on function private.is_deal_owner(p_deal_id uuid) is 'The caller (verified) owns the deal''s listing: the seller, or the scout who listed it.';
revoke all on function private.is_deal_owner(p_deal_id uuid) from public;
grant all on function private.is_deal_owner(p_deal_id uuid) to authenticated, service_role;

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
comment on function private.is_deal_party(p_deal_id uuid) is 'The caller is the deal''s buyer or the listing''s owner (verified), or an admin.';
revoke all on function private.is_deal_party(p_deal_id uuid) from public;
grant all on function private.is_deal_party(p_deal_id uuid) to authenticated, service_role;

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
comment on function private.refresh_owner_response_times(p_now timestamp with time zone) is 'Recomputes public.owner_response_times for the 90 days before p_now (rows that did not change stay untouched); returns the rows written or removed.';
revoke all on function private.refresh_owner_response_times(p_now timestamp with time zone) from public;

-- The deal page (every deal page, the listing card's dialog). Planned once per connection
-- (plan_cache_mode = force_generic_plan): its parameter is the deal's key, whose plan does not
-- change with the value, and the custom plans PL/pgSQL makes for each statement's first five calls
-- on every pooled connection cost more than the reads (as public.deal_diligence()).
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
  offers jsonb,
  stale_since timestamptz
)
language plpgsql stable security definer set search_path = '' set plan_cache_mode = force_generic_plan as $$
declare
  v_uid uuid := (select auth.uid());
  -- A team member sees the deal as their side does (private.my_deal_side()), verified or pending.
  v_side public.deal_side := private.my_deal_side(p_deal_id);
begin
  if v_uid is null then
    raise exception 'User not authenticated' using errcode = '42501';
  end if;
  if not (private.is_deal_party(p_deal_id) or v_side is not null) then
    raise exception 'Deal not found' using errcode = 'PT404';
  end if;
  return query
  select d.id, d.listing_id, d.buyer_id, d.stage, d.created_at, d.stage_changed_at, d.nda_signed_at,
    d.access_requested_at, d.access_decided_at,
    coalesce(v_side::text, 'admin'),
    case when d.buyer_id <> v_uid then p.name end,
    case when d.buyer_id <> v_uid and ((select private.is_admin()) or private.buyer_contact_visible(d.id, d.stage))
      then p.email end,
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
    ), '[]'::jsonb),
    d.stale_since
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
    select case
      when v_side is distinct from 'buyer' then true
      -- The buyer's own deal, as an investor; a member of the buyer's team by the buyer's deal.
      when d.buyer_id = v_uid then (select private.current_app_role()) = 'investor'
        and private.may_read_confidential(d.stage, d.listing_id, d.buyer_id)
      else private.may_read_confidential(d.stage, d.listing_id, d.buyer_id)
    end as ok
  ) readable
  where d.id = p_deal_id;
end;
$$;
comment on function public.deal_overview(p_deal_id uuid) is 'The deal page: the deal, its listing''s teaser, the title and details when the caller may read them (owner, admin, buyer whose stage grants access and who is not paused by another buyer''s exclusivity, and the active members of each side''s team as their side: viewer_role is the caller''s side, private.my_deal_side()), the buyer''s name for the owner and admins (the buyer''s email only once access was granted, private.buyer_contact_visible(); always for admins), the invoice for the buyer, the history, the deal''s offers (newest first), its exclusive_until while in exclusivity, paused_until: the end of another buyer''s running exclusivity, and since when a request is stale. Non-parties get 404.';
revoke all on function public.deal_overview(p_deal_id uuid) from public, anon;

-- THE rule "why this access decision": a decline or a revocation always says why (a code of its
-- short list), and an admin deciding in the owner's place (the owner decides access) says why and
-- in their own words. Returns the reason for private.current_decision_reason() (deal_events, the
-- buyer's notice and email, the audit trail), or null when none is needed nor given.
create function private.decision_reason(
  p_stage public.deal_stage, p_by_admin boolean, p_code text, p_note text
) returns jsonb
language plpgsql stable set search_path = '' as $$
declare
  v_note text := nullif(btrim(coalesce(p_note, '')), '');
  v_allowed text[] := case p_stage
    when 'declined' then array['profile_mismatch', 'capacity_insufficient', 'in_talks_with_others', 'information_incomplete', 'other']
    when 'revoked' then array['nda_breach', 'no_activity', 'in_talks_with_others', 'other']
    when 'access_granted' then array['owner_request', 'owner_unreachable', 'dispute_resolution', 'other']
  end;
begin
  if p_stage not in ('access_granted', 'declined', 'revoked') or (p_stage = 'access_granted' and not p_by_admin) then
    return null;
  end if;
  if p_code is null then
    raise exception 'Missing required fields: reason' using errcode = '22023';
  end if;
  if not (p_code = any (v_allowed)) then
    raise exception 'Unknown reason: %', p_code using errcode = '22023';
  end if;
  if p_by_admin and v_note is null then
    raise exception 'An admin deciding in the owner''s place must say why: note required' using errcode = '22023';
  end if;
  if char_length(v_note) > 1000 then
    raise exception 'The note is too long (at most 1000 characters)' using errcode = '22023';
  end if;
  return jsonb_build_object('code', p_code, 'note', private.mask_contact_details(v_note), 'by_admin', p_by_admin);
end;
$$;
comment on function private.decision_reason(p_stage public.deal_stage, p_by_admin boolean, p_code text, p_note text) is 'The reason an access decision needs: a decline (profile_mismatch, capacity_insufficient, in_talks_with_others, information_incomplete, other) or a revocation (nda_breach, no_activity, in_talks_with_others, other) always; an admin deciding in the owner''s place also a note (a grant by an admin: owner_request, owner_unreachable, dispute_resolution, other). Raises 22023 when missing or unknown; null when none is needed. The note is masked of contact details.';
revoke all on function private.decision_reason(p_stage public.deal_stage, p_by_admin boolean, p_code text, p_note text) from public;

-- THE rule "the listing's owner may see this buyer's contact details": only once the deal granted
-- access (the buyer paid the fee: the deal has its invoice, so a later revocation does not hide
-- what was revealed). Before that the owner sees the buyer's name and qualification, never the
-- email address or the phone. Admins see everything. Called wherever a buyer's contact reaches an
-- owner: deal_overview(), listing_pipeline(), my_listing_counterparties(), data_room_read_log(),
-- audit_trail().
create function private.buyer_contact_visible(p_deal_id uuid, p_stage public.deal_stage) returns boolean
language plpgsql stable security definer set search_path = '' as $$
begin
  return private.stage_grants_access(p_stage)
    or exists (select 1 from public.invoices i where i.deal_id = p_deal_id);
end;
$$;
comment on function private.buyer_contact_visible(p_deal_id uuid, p_stage public.deal_stage) is 'The owner of the deal''s listing may see its buyer''s email and phone: the stage grants access, or access was granted once (the deal has its invoice). Before access: name and qualification only.';
revoke all on function private.buyer_contact_visible(p_deal_id uuid, p_stage public.deal_stage) from public;
grant all on function private.buyer_contact_visible(p_deal_id uuid, p_stage public.deal_stage) to authenticated, service_role;

-- The owner's side of the listing (its owner or a lead of the owner's team on the buyer's deal:
-- private.decides_for_side()) or an admin decides a pending request; this replaces the admin-only
-- rule.
create or replace function public.decide_unlock_request(
  p_request_id uuid, p_approve boolean, p_reason_code text default null, p_reason_note text default null
)
returns public.unlock_requests
language plpgsql security definer set search_path = '' as $$
declare
  v_row public.unlock_requests;
  v_deal_id uuid;
  v_owner boolean;
begin
  if (select auth.uid()) is null then
    raise exception 'User not authenticated' using errcode = '42501';
  end if;
  if p_approve is null then
    raise exception 'Missing required fields: approve' using errcode = '22023';
  end if;
  select * into v_row from public.unlock_requests where id = p_request_id for update;
  if v_row.id is not null then
    select d.id into v_deal_id from public.deals d
    where d.listing_id = v_row.listing_id and d.buyer_id = v_row.user_id;
  end if;
  v_owner := v_row.id is not null and (v_row.listing_id in (select private.owned_listing_ids())
    or (v_deal_id is not null and private.decides_for_side(v_deal_id, 'owner')));
  if v_row.id is null or not ((select private.is_admin()) or v_owner) then
    -- The owner's members without the lead role (or a lead whose account is not verified) see
    -- the request on the deal page: they are refused, not left guessing. To the buyer's side, as
    -- to anyone else, the request does not exist here.
    if v_deal_id is not null and private.my_deal_side(v_deal_id) = 'owner' then
      raise exception 'Only the listing''s owner or a lead of the owner''s team can decide' using errcode = '42501';
    end if;
    raise exception 'Unlock request not found' using errcode = 'PT404';
  end if;
  if v_row.status <> 'pending' then
    raise exception 'Unlock request already decided' using errcode = '22023';
  end if;
  perform set_config('dealbridge.decision_reason', coalesce(private.decision_reason(
    case when p_approve then 'access_granted'::public.deal_stage else 'declined'::public.deal_stage end,
    not v_owner, p_reason_code, p_reason_note)::text, ''), true);
  update public.unlock_requests set
    status = case when p_approve then 'approved'::public.unlock_status else 'rejected'::public.unlock_status end,
    decided_at = now(),
    decided_by = (select auth.uid())
  where id = p_request_id
  returning * into v_row;
  perform set_config('dealbridge.decision_reason', '', true);
  return v_row;
end;
$$;
comment on function public.decide_unlock_request(p_request_id uuid, p_approve boolean, p_reason_code text, p_reason_note text) is 'The listing''s owner or a verified lead of the owner''s team on the buyer''s deal (private.decides_for_side()) approves or rejects a pending access request (a rejection with its reason, private.decision_reason()); an admin may do so in the owner''s place only with a reason and a note. The deal moves to access_granted (invoice issued) or declined; the reason goes to the deal''s history, the buyer''s notice and the audit trail. The owner''s view and contribute members (and a lead whose account is not verified) get 42501, everyone else (the buyer''s side too) 404.';
revoke all on function public.decide_unlock_request(p_request_id uuid, p_approve boolean, p_reason_code text, p_reason_note text) from public, anon;

-- Issue 33: the messages of one side that wait for the other side's answer: since the first
-- message written after the other side last wrote (offer entries written by the database do not
-- count as an answer, nor as a question). Null when nothing waits.
create function private.unanswered_since(p_deal_id uuid, p_side public.deal_side) returns timestamptz
language sql stable security definer set search_path = '' as $$
  select min(m.created_at) from public.deal_messages m
  where m.deal_id = p_deal_id and m.sender_side = p_side and m.offer_event is null
    and m.id > coalesce((
      select max(o.id) from public.deal_messages o
      where o.deal_id = p_deal_id and o.sender_side <> p_side and o.offer_event is null
    ), 0)
$$;
comment on function private.unanswered_since(p_deal_id uuid, p_side public.deal_side) is 'When the first message of side p_side that the other side has not answered yet was written (messages people write only); null when nothing waits. The caller checks who may learn it.';
revoke all on function private.unanswered_since(p_deal_id uuid, p_side public.deal_side) from public;

-- Issue 33: the owner's pipeline, the one source of every list and figure about an owner's buyers
-- (the pipeline of a listing, the dashboard's table and figures, the Kanban), so that counts agree
-- wherever they appear. The callers pass only listing ids they checked (the caller's own, or any
-- for an admin).
create function private.owner_pipeline(p_listing_ids uuid[])
returns table (
  deal_id uuid,
  listing_id uuid,
  buyer_id uuid,
  buyer_name text,
  buyer_email text,
  stage public.deal_stage,
  paused boolean,
  created_at timestamptz,
  stage_changed_at timestamptz,
  nda_signed_at timestamptz,
  access_requested_at timestamptz,
  access_decided_at timestamptz,
  unread integer,
  buyer_waiting_since timestamptz,
  last_activity_at timestamptz
)
language sql stable security definer set search_path = '' as $$
  select d.id, d.listing_id, d.buyer_id, p.name,
    case when (select private.is_admin()) or private.buyer_contact_visible(d.id, d.stage) then p.email end,
    d.stage,
    d.stage in ('interested', 'nda_signed', 'access_requested', 'access_granted', 'offer_submitted')
      and private.exclusivity_blocks(d.listing_id, d.buyer_id),
    d.created_at, d.stage_changed_at, d.nda_signed_at, d.access_requested_at, d.access_decided_at,
    coalesce(r.unread_count, 0),
    case when d.stage not in ('declined', 'withdrawn', 'lost', 'revoked', 'won')
      then private.unanswered_since(d.id, 'buyer') end,
    greatest(d.stage_changed_at, (select max(m.created_at) from public.deal_messages m where m.deal_id = d.id))
  from public.deals d
  join public.profiles p on p.id = d.buyer_id
  left join public.deal_reads r on r.deal_id = d.id and r.user_id = (select auth.uid())
  where d.listing_id = any (p_listing_ids)
$$;
comment on function private.owner_pipeline(p_listing_ids uuid[]) is 'The deals of the given listings as their owner sees them: the buyer''s name, their email only once access was granted (private.buyer_contact_visible(); always for admins), stage, whether another buyer''s exclusivity pauses the deal, the caller''s unread messages, since when a buyer''s message waits for an answer, and the last activity. The one source of public.listing_pipeline(), public.my_listings_overview() and the owner''s figures of public.my_dashboard_stats(); callers pass only listing ids the caller may read.';
revoke all on function private.owner_pipeline(p_listing_ids uuid[]) from public;

create function public.listing_pipeline(p_listing_id uuid)
returns table (
  deal_id uuid,
  buyer_id uuid,
  buyer_name text,
  buyer_email text,
  stage public.deal_stage,
  created_at timestamptz,
  stage_changed_at timestamptz,
  nda_signed_at timestamptz,
  access_requested_at timestamptz,
  access_decided_at timestamptz,
  paused boolean,
  unread integer,
  buyer_waiting_since timestamptz,
  last_activity_at timestamptz
)
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.verified_caller();
  if not ((select private.is_admin()) or p_listing_id in (select private.owned_listing_ids())) then
    raise exception 'Company not found' using errcode = 'PT404';
  end if;
  return query
  select o.deal_id, o.buyer_id, o.buyer_name, o.buyer_email, o.stage, o.created_at,
    o.stage_changed_at, o.nda_signed_at, o.access_requested_at, o.access_decided_at,
    o.paused, o.unread, o.buyer_waiting_since, o.last_activity_at
  from private.owner_pipeline(array[p_listing_id]) o
  order by o.stage_changed_at desc, o.deal_id;
end;
$$;
comment on function public.listing_pipeline(p_listing_id uuid) is 'The owner''s (or an admin''s) buyers of one listing, from private.owner_pipeline(): each deal with the buyer''s name, their email only once access was granted (always for admins), stage, paused, unread messages, since when a buyer''s message waits, dates; latest change first. Others get 404.';
revoke all on function public.listing_pipeline(p_listing_id uuid) from public, anon;

-- Issue 33: what waits for the user's decision or answer, across their listings and their deals
-- as a buyer. One source for the inbox and the dashboard's per-listing "waiting" figure.
create function private.decision_items(p_uid uuid)
returns table (
  kind text,
  deal_id uuid,
  listing_id uuid,
  side public.deal_side,
  item_id uuid,
  waiting_since timestamptz
)
-- rows 50: a caller has tens of items, not the 1,000 the planner assumes of a function; with that
-- guess my_decision_inbox() hash-joined whole listings and listing_details (460 ms at 100k).
language sql stable security definer set search_path = '' rows 50 as $$
  with owned as (
    select l.id from public.listings l where l.user_id = p_uid
  ),
  owner_deals as (
    select d.id, d.listing_id, d.stage, d.access_requested_at from public.deals d
    where d.listing_id in (select owned.id from owned)
  ),
  buyer_deals as (
    select d.id, d.listing_id from public.deals d
    where d.buyer_id = p_uid and d.stage not in ('declined', 'withdrawn', 'lost', 'revoked', 'won')
  )
  select 'access_request', od.id, od.listing_id, 'owner'::public.deal_side, null::uuid,
    coalesce(od.access_requested_at, now())
  from owner_deals od where od.stage = 'access_requested'
  union all
  select 'offer', o.deal_id, o.listing_id, 'owner', o.id, o.created_at
  from public.deal_offers o
  where o.listing_id in (select owned.id from owned) and o.status = 'open' and o.proposed_by = 'buyer'
  union all
  select 'question', q.deal_id, od.listing_id, 'owner', q.id, q.created_at
  from public.diligence_questions q join owner_deals od on od.id = q.deal_id
  where q.state in ('open', 'drafted')
  union all
  select 'message', od.id, od.listing_id, 'owner', null, w.since
  from owner_deals od
  cross join lateral (select private.unanswered_since(od.id, 'buyer') as since) w
  where od.stage not in ('declined', 'withdrawn', 'lost', 'revoked', 'won') and w.since is not null
  union all
  select 'offer', o.deal_id, o.listing_id, 'buyer', o.id, o.created_at
  from public.deal_offers o
  where o.buyer_id = p_uid and o.status = 'open' and o.proposed_by = 'owner'
    and o.deal_id in (select bd.id from buyer_deals bd)
  union all
  select 'message', bd.id, bd.listing_id, 'buyer', null, w.since
  from buyer_deals bd
  cross join lateral (select private.unanswered_since(bd.id, 'owner') as since) w
  where w.since is not null
$$;
comment on function private.decision_items(p_uid uuid) is 'What waits for p_uid: as a listing''s owner, access requests, buyers'' open offers, open diligence questions and unanswered buyer messages; as a buyer, the owner''s open counter-offers and unanswered owner messages of running deals. Each with the deal, the listing, the side the user acts on, the offer or question id and since when it waits. Callers pass the caller''s own id.';
revoke all on function private.decision_items(p_uid uuid) from public;

-- Issue 33: what waits for the caller as an active member of a deal's team, by role: a lead what
-- the side's principal would decide on that deal (access requests and the other side's offers as
-- private.decides_for_side() admits a lead; questions open or drafted, since a lead approves
-- drafts) and the side's diligence requests nobody else took; a contributor the side's open
-- questions and requests that nobody else took and the other side's unanswered messages; a view member nothing. Questions
-- and requests only while the caller reads the deal's diligence (private.diligence_open()).
-- Removed members and rejected accounts get nothing; callers pass the caller's own id (the
-- diligence rule asks auth.uid()).
create function private.member_decision_items(p_uid uuid)
returns table (
  kind text,
  deal_id uuid,
  listing_id uuid,
  side public.deal_side,
  item_id uuid,
  waiting_since timestamptz,
  team_role public.deal_member_role
)
-- rows 10: see private.decision_items().
language sql stable security definer set search_path = '' rows 10 as $$
  with mem as materialized (
    select m.deal_id, m.side, m.role, d.listing_id, d.stage, d.access_requested_at,
      d.stage not in ('declined', 'withdrawn', 'lost', 'revoked', 'won') as running,
      private.diligence_open(m.deal_id) as diligence
    from public.deal_members m
    join public.profiles p on p.id = m.user_id
    join public.deals d on d.id = m.deal_id
    where m.user_id = p_uid and m.status = 'active' and m.role in ('contribute', 'lead')
      and p.verification_status <> 'rejected'
  )
  select 'access_request', mem.deal_id, mem.listing_id, mem.side, null::uuid,
    coalesce(mem.access_requested_at, now()), mem.role
  from mem where mem.role = 'lead' and mem.side = 'owner' and mem.stage = 'access_requested'
  union all
  select 'offer', o.deal_id, mem.listing_id, mem.side, o.id, o.created_at, mem.role
  from mem join public.deal_offers o on o.deal_id = mem.deal_id
  where mem.role = 'lead' and mem.running and o.status = 'open'
    and o.proposed_by <> mem.side
  union all
  select 'question', q.deal_id, mem.listing_id, mem.side, q.id, q.created_at, mem.role
  from mem join public.diligence_questions q on q.deal_id = mem.deal_id
  where mem.side = 'owner' and mem.diligence
    and (case when mem.role = 'lead' then q.state in ('open', 'drafted')
              else q.state = 'open' and (q.owner_id is null or q.owner_id = p_uid) end)
  union all
  select 'request', r.deal_id, mem.listing_id, mem.side, r.id,
    case when mem.side = 'owner' then r.updated_at else coalesce(r.answered_at, r.updated_at) end, mem.role
  from mem join public.diligence_requests r on r.deal_id = mem.deal_id
  where mem.diligence
    and (case when mem.side = 'owner'
              then r.status in ('open', 'in_progress', 'reopened') and (r.assignee_id is null or r.assignee_id = p_uid)
              else r.status = 'answered' end)
  union all
  select 'message', mem.deal_id, mem.listing_id, mem.side, null, w.since, mem.role
  from mem
  cross join lateral (
    select private.unanswered_since(mem.deal_id, case when mem.side = 'owner' then 'buyer' else 'owner' end::public.deal_side) as since
  ) w
  where mem.running and w.since is not null
$$;
comment on function private.member_decision_items(p_uid uuid) is 'What waits for p_uid as an active member (contribute or lead; not rejected) of a deal''s team: a lead the access requests (owner''s side), the other side''s open offers, open and drafted questions (owner''s side), the side''s requests nobody else took and unanswered messages; a contributor the open questions and requests of their side nobody else took (owner''s side: open, in progress, reopened; buyer''s side: answered, to accept or reopen) and unanswered messages; view members nothing. Questions and requests only while private.diligence_open(). Each with the member''s role. Callers pass the caller''s own id.';
revoke all on function private.member_decision_items(p_uid uuid) from public;

create function public.my_decision_inbox()
returns table (
  kind text,
  deal_id uuid,
  listing_id uuid,
  side public.deal_side,
  item_id uuid,
  waiting_since timestamptz,
  listing_title text,
  listing_type public.listing_type,
  industry public.industry,
  location public.location,
  revenue public.revenue_range,
  counterpart_name text,
  owner_median_reply_seconds integer,
  team_role public.deal_member_role
)
language plpgsql stable security definer set search_path = '' as $$
declare
  v_uid uuid := private.verified_caller();
begin
  return query
  select i.kind, i.deal_id, i.listing_id, i.side, i.item_id, i.waiting_since,
    -- The title only where the caller may read it (own listing or the owner's team, access
    -- granted to the buyer or the buyer's team: private.may_read_confidential()).
    case when i.side = 'owner'
      or (i.team_role is null and i.listing_id in (select private.readable_detail_listing_ids()))
      or (i.team_role is not null and private.may_read_confidential(d.stage, d.listing_id, d.buyer_id))
      then ld.title end,
    l.type, l.industry, l.location, l.revenue,
    -- The owner's side learns who asks; a buyer's counterpart is the listing.
    case when i.side = 'owner' then p.name end,
    rt.median_reply_seconds,
    i.team_role
  from (
    select x.kind, x.deal_id, x.listing_id, x.side, x.item_id, x.waiting_since, null::public.deal_member_role as team_role
    from private.decision_items(v_uid) x
    union all
    select x.kind, x.deal_id, x.listing_id, x.side, x.item_id, x.waiting_since, x.team_role
    from private.member_decision_items(v_uid) x
  ) i
  join public.listings l on l.id = i.listing_id
  join public.deals d on d.id = i.deal_id
  join public.profiles p on p.id = d.buyer_id
  left join public.listing_details ld on ld.listing_id = i.listing_id
  left join public.owner_response_times rt on rt.owner_id = l.user_id
  order by i.waiting_since, i.deal_id, i.kind, i.item_id;
end;
$$;
comment on function public.my_decision_inbox() is 'The verified caller''s "to decide" inbox, oldest first: as principal (private.decision_items()) and as an active member of deal teams (private.member_decision_items(), team_role set): kind (access_request, offer, question, request, message), deal, listing, the side the caller acts on, the offer, question or request, since when it waits, the listing''s title where the caller may read it (else null: the teaser fields make an anonymous title), the buyer''s name for the owner''s side, the listing owner''s median reply time (null below 3 answered deals), and the caller''s team role (null on their own deals).';
revoke all on function public.my_decision_inbox() from public, anon;

-- Issue 33: the owner's dashboard table in one request: each own listing with its views and the
-- figures of its pipeline (private.owner_pipeline()) and of the inbox (private.decision_items()).
create function public.my_listings_overview()
returns table (
  listing_id uuid,
  views integer,
  deals integer,
  stage_counts jsonb,
  paused integer,
  unread integer,
  waiting integer,
  last_activity_at timestamptz
)
language plpgsql stable security definer set search_path = '' as $$
declare
  v_uid uuid := private.verified_caller();
  v_ids uuid[];
begin
  select coalesce(array_agg(l.id), '{}') into v_ids from public.listings l where l.user_id = v_uid;
  return query
  with pipe as (
    select * from private.owner_pipeline(v_ids)
  ),
  items as (
    select i.listing_id from private.decision_items(v_uid) i where i.side = 'owner'
  )
  select l.id,
    (select count(*) from public.listing_views v where v.listing_id = l.id)::integer,
    (select count(*) from pipe where pipe.listing_id = l.id)::integer,
    coalesce((select jsonb_object_agg(s.stage, s.n) from (
      select pipe.stage, count(*) as n from pipe where pipe.listing_id = l.id group by pipe.stage
    ) s), '{}'::jsonb),
    (select count(*) from pipe where pipe.listing_id = l.id and pipe.paused)::integer,
    (select coalesce(sum(pipe.unread), 0) from pipe where pipe.listing_id = l.id)::integer,
    (select count(*) from items where items.listing_id = l.id)::integer,
    greatest(l.created_at, l.changed_at, (select max(pipe.last_activity_at) from pipe where pipe.listing_id = l.id))
  from public.listings l
  where l.id = any (v_ids);
end;
$$;
comment on function public.my_listings_overview() is 'The verified caller''s own listings with their figures for the dashboard table: views, deals, deals per stage (a JSON object stage → count), paused deals and unread messages, all from private.owner_pipeline() (the pipeline''s own source), the items waiting for a decision (private.decision_items()) and the last activity. Others'' listings never appear.';
revoke all on function public.my_listings_overview() from public, anon;

-- Moves a deal along the stage machine as the caller may:
--   buyer:             access_requested (from nda_signed or declined), offer_submitted, withdrawn
--   owner or admin:    access_granted (a pending request, or again after a revocation), declined,
--                      revoked, in_exclusivity, lost, won
-- The stage machine (private.deals_check_stage()) refuses the transitions it does not know.
create function public.move_deal(
  p_deal_id uuid, p_stage public.deal_stage, p_reason_code text default null, p_reason_note text default null
)
returns public.deals
language plpgsql security definer set search_path = '' as $$
declare
  v_uid uuid := private.verified_caller();
  v_deal public.deals;
  v_owner boolean;
  v_by_admin boolean;
  v_request uuid;
  v_reason jsonb;
begin
  if p_stage is null then
    raise exception 'Missing required fields: stage' using errcode = '22023';
  end if;
  select * into v_deal from public.deals where id = p_deal_id for update;
  if not found or not (private.is_deal_party(p_deal_id) or private.my_deal_side(p_deal_id) is not null) then
    raise exception 'Deal not found' using errcode = 'PT404';
  end if;
  -- The owner's side decides by its principal or a lead of its team (private.decides_for_side());
  -- the buyer's own steps stay the buyer's.
  v_by_admin := not private.decides_for_side(p_deal_id, 'owner') and (select private.is_admin());
  v_owner := v_by_admin or private.decides_for_side(p_deal_id, 'owner');

  if p_stage in ('access_requested', 'offer_submitted', 'withdrawn') then
    if v_deal.buyer_id <> v_uid then
      raise exception 'Only the buyer can do this' using errcode = '42501';
    end if;
  elsif not v_owner then
    raise exception 'Only the listing''s owner can decide' using errcode = '42501';
  end if;
  -- Declines and revocations say why; an admin deciding access in the owner's place too.
  v_reason := private.decision_reason(p_stage, v_by_admin, p_reason_code, p_reason_note);
  perform set_config('dealbridge.decision_reason', coalesce(v_reason::text, ''), true);

  if p_stage = 'access_requested' then
    if (select private.current_app_role()) <> 'investor' then
      raise exception 'Only investors can ask for access' using errcode = '42501';
    end if;
    if not private.can_contact_listing(v_deal.listing_id) then
      raise exception 'Company not found' using errcode = 'PT404';
    end if;
    if v_deal.stage not in ('nda_signed', 'declined') then
      raise exception 'A deal cannot move from % to %', v_deal.stage, p_stage using errcode = '22023';
    end if;
    insert into public.unlock_requests (listing_id, user_id) values (v_deal.listing_id, v_deal.buyer_id);
  elsif p_stage in ('access_granted', 'declined') and v_deal.stage = 'access_requested' then
    select u.id into v_request from public.unlock_requests u
    where u.listing_id = v_deal.listing_id and u.user_id = v_deal.buyer_id and u.status = 'pending'
    for update;
    if v_request is null then
      -- Requests made before deals existed are all migrated with their row; this is a safeguard.
      raise exception 'Unlock request not found' using errcode = 'PT404';
    end if;
    update public.unlock_requests set
      status = case when p_stage = 'access_granted' then 'approved'::public.unlock_status else 'rejected'::public.unlock_status end,
      decided_at = now(), decided_by = v_uid
    where id = v_request;
  else
    update public.deals set stage = p_stage,
      access_decided_at = case when p_stage in ('revoked', 'access_granted') then now() else access_decided_at end,
      access_decided_by = case when p_stage in ('revoked', 'access_granted') then v_uid else access_decided_by end
    where id = p_deal_id;
    if p_stage in ('revoked', 'access_granted') then
      perform private.audit('unlock_decided', v_deal.buyer_id, v_deal.listing_id, jsonb_build_object(
        'deal_id', v_deal.id, 'from', v_deal.stage, 'to', p_stage, 'via', private.request_role(),
        'by_admin', v_by_admin)
        || jsonb_strip_nulls(jsonb_build_object('reason_code', v_reason ->> 'code', 'reason_note', v_reason ->> 'note')));
    end if;
  end if;
  perform set_config('dealbridge.decision_reason', '', true);

  select * into v_deal from public.deals where id = p_deal_id;
  return v_deal;
end;
$$;
comment on function public.move_deal(p_deal_id uuid, p_stage public.deal_stage, p_reason_code text, p_reason_note text) is 'Moves a deal: the buyer asks for access, submits an offer or withdraws; the listing''s owner grants, declines, revokes, takes into exclusivity, marks lost or won. A decline or revocation needs a reason code (private.decision_reason()); an admin deciding access in the owner''s place needs a reason code and a note. The reason goes to the deal''s history, the buyer''s notice and email, and the audit trail. A lead of the owner''s team decides as the owner (private.decides_for_side()); other team members get 42501. Non-parties get 404; the stage machine refuses transitions it does not allow (22023).';
revoke all on function public.move_deal(p_deal_id uuid, p_stage public.deal_stage, p_reason_code text, p_reason_note text) from public, anon;

-- my_dashboard_stats: successful deals and earnings are won deals only (withdrawn ≠ won).
create or replace function public.my_dashboard_stats()
returns table (
  role public.app_role,
  active_listings integer,
  successful_deals integer,
  total_earnings_eur integer,
  profile_views integer,
  interested_parties integer,
  new_messages integer,
  ndas_signed integer,
  interests integer,
  listings_viewed integer,
  ndas integer,
  views integer
)
language plpgsql stable security definer set search_path = '' as $$
declare
  v_uid uuid := (select auth.uid());
begin
  if v_uid is null then
    raise exception 'User not authenticated' using errcode = '42501';
  end if;
  if not (select private.is_verified()) then
    raise exception 'Permission denied: verified account required' using errcode = '42501';
  end if;
  return query
  with own as (
    select l.id, l.status, l.success_fee_eur, l.deal_won_at from public.listings l where l.user_id = v_uid
  )
  select
    (select p.role from public.profiles p where p.id = v_uid),
    (select count(*) from own where own.status = 'active')::integer,
    (select count(*) from own where own.deal_won_at is not null)::integer,
    (select coalesce(sum(own.success_fee_eur), 0) from own where own.deal_won_at is not null)::integer,
    (select count(*) from public.listing_views v where v.listing_id in (select own.id from own))::integer,
    -- The pipeline's own source (issue 32): every buyer with a deal, and their unread messages.
    (select count(distinct o.buyer_id) from private.owner_pipeline(array(select own.id from own)) o)::integer,
    (select coalesce(sum(o.unread), 0) from private.owner_pipeline(array(select own.id from own)) o)::integer,
    (select count(*) from public.nda_signatures n where n.listing_id in (select own.id from own))::integer,
    (select count(*) from public.inquiries i where i.user_id = v_uid)::integer,
    (select count(distinct v.listing_id) from public.listing_views v where v.user_id = v_uid)::integer,
    (select count(*) from public.nda_signatures n where n.user_id = v_uid)::integer,
    (select count(*) from public.listing_views v where v.user_id = v_uid)::integer;
end;
$$;
comment on function public.my_dashboard_stats() is 'Dashboard figures of the verified caller (one row). Scout: active_listings, successful_deals (own won deals, not withdrawn listings), total_earnings_eur (success fees of those deals), profile_views (views of own listings). Company: interested_parties (distinct buyers with a deal on own listings) and new_messages (unread buyer messages on own listings), both from private.owner_pipeline() as the pipeline shows them, ndas_signed (on own listings), profile_views. Investor: interests (own inquiries), listings_viewed (distinct listings opened), ndas (own signatures), views (own listing opens).';
revoke all on function public.my_dashboard_stats() from public, anon;

-- The seller sees who is interested. Profiles are readable by their owner and admins only, so a
-- listing owner could see the inquiries, NDAs and unlock requests on their listings but not who
-- sent them. This reads public.profiles as its owner (security definer) and therefore checks the
-- caller itself: verified account, and only listings whose user_id is the caller.
create function public.my_listing_counterparties()
returns table (
  listing_id uuid,
  user_id uuid,
  name text,
  email text,
  inquired boolean,
  nda_signed boolean,
  unlock_status public.unlock_status
)
language plpgsql stable security definer set search_path = '' as $$
declare
  v_uid uuid := private.verified_caller();
begin
  return query
  with own as (
    select l.id from public.listings l where l.user_id = v_uid
  ),
  parties as (
    select i.listing_id, i.user_id from public.inquiries i where i.listing_id in (select own.id from own)
    union
    select n.listing_id, n.user_id from public.nda_signatures n where n.listing_id in (select own.id from own)
    union
    select u.listing_id, u.user_id from public.unlock_requests u where u.listing_id in (select own.id from own)
  )
  select
    pa.listing_id,
    pa.user_id,
    p.name,
    case when exists (select 1 from public.deals d
                      where d.listing_id = pa.listing_id and d.buyer_id = pa.user_id
                        and private.buyer_contact_visible(d.id, d.stage))
      then p.email end,
    exists (select 1 from public.inquiries i where i.listing_id = pa.listing_id and i.user_id = pa.user_id),
    exists (select 1 from public.nda_signatures n where n.listing_id = pa.listing_id and n.user_id = pa.user_id),
    -- The latest request decides (after a rejection the investor may ask again).
    (select u.status from public.unlock_requests u
      where u.listing_id = pa.listing_id and u.user_id = pa.user_id
      order by u.created_at desc, u.id desc limit 1)
  from parties pa
  join public.profiles p on p.id = pa.user_id
  where pa.user_id <> v_uid
  order by pa.listing_id, p.name, pa.user_id;
end;
$$;
comment on function public.my_listing_counterparties() is 'Seller dashboard: for each of the verified caller''s own listings, the users who inquired, signed the NDA or requested an unlock, with their name, their email only once their deal was granted access (private.buyer_contact_visible(); null before), whether they inquired / signed, and the status of their latest unlock request (null if none). Other callers get an error (not verified) or no rows (no own listings).';
revoke all on function public.my_listing_counterparties() from public, anon;

create function public.run_deal_maintenance(p_now timestamptz default now())
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_deal record;
  v_reminded integer := 0;
  v_stale integer;
  v_response integer;
  v_outbox integer;
  v_invoices integer;
  v_diligence integer;
  v_milestones integer;
  v_closing integer;
  v_credit_notes integer;
  v_archives jsonb;
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

  v_invoices := public.run_invoice_maintenance(p_now);

  v_diligence := private.remind_overdue_diligence(p_now);
  -- The exclusivity clock's milestones: both sides hear before each date and when it passed.
  v_milestones := public.run_milestone_reminders(p_now);
  -- The closing checklist's steps likewise.
  v_closing := public.run_closing_reminders(p_now);
  -- Every confirmed fee has its credit note once its scout has a tax number or VAT ID.
  v_credit_notes := private.issue_missing_credit_notes();
  -- Closed deals' archives: notice before the retention ends, then the purge.
  v_archives := public.run_archive_retention(p_now);

  -- The outbox stays bounded: what went out a month ago is no longer needed.
  delete from private.email_outbox o where o.status = 'sent' and o.sent_at < p_now - v_keep_sent;
  get diagnostics v_outbox = row_count;

  return jsonb_build_object('reminded', v_reminded, 'stale', v_stale,
    'response_times_written', v_response, 'outbox_deleted', v_outbox, 'invoices_overdue', v_invoices,
    'diligence_overdue', v_diligence, 'milestone_reminders', v_milestones,
    'closing_reminders', v_closing, 'credit_notes_issued', v_credit_notes, 'archives', v_archives);
end;
$$;
comment on function public.run_deal_maintenance(p_now timestamp with time zone) is 'Service role only (the scheduler; pg_cron): reminds owners once of requests unanswered for 14 days (deal.reminder), marks them stale for the buyer 7 days later, refreshes owner_response_times, marks invoices overdue (public.run_invoice_maintenance()), reminds owners'' sides of overdue due-diligence requests (private.remind_overdue_diligence()), reminds both sides of exclusivity milestones due soon or overdue (public.run_milestone_reminders()) and of closing checklist steps (public.run_closing_reminders()), issues missing credit notes (private.issue_missing_credit_notes()), notifies and purges closed deals'' archives at the end of their retention (public.run_archive_retention()) and deletes sent outbox emails older than 30 days. p_now exists for tests. Returns what it did.';
revoke all on function public.run_deal_maintenance(p_now timestamp with time zone) from public, anon, authenticated;

-- Success fee: an admin confirms a won deal --------------------------------------------------
--
-- From 20261127300001_success_fee_confirmed_by_admin.sql (issue 27): the success fee is money the
-- marketplace owes, so only an admin books it. The owner (or an admin) marks a deal won: the other
-- buyers' deals end lost, the listing leaves the market (closed) and a pending
-- won_deal_confirmations row records the claim with the fee it would book (audit deal_marked_won).
-- An admin decides with public.decide_success_fee(): confirm books the fee and makes the listing a
-- won deal (deal_won_at); decline books nothing and leaves a withdrawn listing its owner may
-- reopen (not while the decision is pending). listings.success_fee_eur and deal_won_at change only
-- inside the admin RPCs (this one and public.close_listing()): a trigger refuses every other
-- writer but the database owner (migrations, seed).

create type public.success_fee_decision as enum (
  'pending',
  'confirmed',
  'declined'
);
comment on type public.success_fee_decision is 'An admin''s decision on a deal its owner marked won: pending until confirmed (fee booked) or declined.';

create table public.won_deal_confirmations (
  deal_id uuid not null,
  listing_id uuid not null,
  status public.success_fee_decision default 'pending'::public.success_fee_decision not null,
  proposed_fee_eur integer not null,
  fee_eur integer,
  marked_at timestamp with time zone default now() not null,
  marked_by uuid,
  decided_at timestamp with time zone,
  decided_by uuid,
  fee_cents integer generated always as ((fee_eur * 100)) stored,
  paid_at timestamp with time zone,
  paid_by uuid,
  constraint won_deal_confirmations_pkey PRIMARY KEY (deal_id),
  constraint won_deal_confirmations_decided CHECK (((status = 'pending'::public.success_fee_decision) = (decided_at IS NULL))),
  constraint won_deal_confirmations_fee_range CHECK (((fee_eur >= 0) AND (fee_eur <= 5000))),
  constraint won_deal_confirmations_fee_when_confirmed CHECK (((status = 'confirmed'::public.success_fee_decision) = (fee_eur IS NOT NULL))),
  constraint won_deal_confirmations_proposed_fee_range CHECK (((proposed_fee_eur >= 0) AND (proposed_fee_eur <= 5000))),
  constraint won_deal_confirmations_paid CHECK (((paid_at IS NULL) OR ((status = 'confirmed'::public.success_fee_decision) AND (fee_eur > 0))))
);
alter table public.won_deal_confirmations add constraint won_deal_confirmations_deal_id_fkey FOREIGN KEY (deal_id) REFERENCES public.deals(id) ON DELETE CASCADE;
alter table public.won_deal_confirmations add constraint won_deal_confirmations_decided_by_fkey FOREIGN KEY (decided_by) REFERENCES public.profiles(id) ON DELETE SET NULL;
alter table public.won_deal_confirmations add constraint won_deal_confirmations_listing_id_fkey FOREIGN KEY (listing_id) REFERENCES public.listings(id) ON DELETE CASCADE;
alter table public.won_deal_confirmations add constraint won_deal_confirmations_marked_by_fkey FOREIGN KEY (marked_by) REFERENCES public.profiles(id) ON DELETE SET NULL;
alter table public.won_deal_confirmations add constraint won_deal_confirmations_paid_by_fkey FOREIGN KEY (paid_by) REFERENCES public.profiles(id) ON DELETE SET NULL;
alter table public.won_deal_confirmations enable row level security;
comment on table public.won_deal_confirmations is 'A deal its owner (or an admin) marked won, waiting for an admin to confirm it (the success fee is booked, the listing becomes a won deal) or decline it; for a scout''s listing also the scout''s fee record: recorded (pending) → confirmed (a credit note is issued, public.credit_notes) → paid (public.mark_scout_fee_paid()). Written only by the database (the stage change to won, public.decide_success_fee(), public.close_listing(), public.mark_scout_fee_paid()); a decided row never changes but for its payment, set once (private.won_deal_confirmations_guard()). Admins and the listing''s owner read it.';
comment on column public.won_deal_confirmations.fee_cents is 'The booked fee in integer cents (net; plus VAT when the scout charges VAT, see the credit note).';
comment on column public.won_deal_confirmations.paid_at is 'When the marketplace paid the confirmed fee (an admin marked it); set once.';
comment on column public.won_deal_confirmations.paid_by is 'The admin who marked the fee paid.';
comment on column public.won_deal_confirmations.proposed_fee_eur is 'The fee a confirmation books: 5,000 EUR for a scout''s listing, 0 for a seller''s own.';
comment on column public.won_deal_confirmations.fee_eur is 'The fee booked when confirmed (null otherwise).';
comment on column public.won_deal_confirmations.marked_by is 'Who marked the deal won (the owner, or an admin in their place).';
comment on column public.won_deal_confirmations.decided_by is 'The admin who confirmed or declined.';
revoke all on table public.won_deal_confirmations from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.won_deal_confirmations from authenticated;

create index won_deal_confirmations_decided_by_idx ON public.won_deal_confirmations USING btree (decided_by);

create index won_deal_confirmations_marked_by_idx ON public.won_deal_confirmations USING btree (marked_by);

create index won_deal_confirmations_paid_by_idx ON public.won_deal_confirmations USING btree (paid_by);

create index won_deal_confirmations_marked_at_idx ON public.won_deal_confirmations USING btree (marked_at desc);

create index won_deal_confirmations_listing_marked_at_idx ON public.won_deal_confirmations USING btree (listing_id, marked_at desc);

create unique index won_deal_confirmations_one_per_listing_idx ON public.won_deal_confirmations USING btree (listing_id) WHERE (status <> 'declined'::public.success_fee_decision);

create index won_deal_confirmations_pending_idx ON public.won_deal_confirmations USING btree (status, marked_at);

create policy "won_deal_confirmations: admin or listing owner reads" on public.won_deal_confirmations
  for select to authenticated
  using ((( SELECT private.is_admin() AS is_admin) OR (listing_id IN ( SELECT private.owned_listing_ids() AS owned_listing_ids))));

CREATE OR REPLACE FUNCTION private.guard_pending_win_reopen()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if new.status = 'active' and old.status <> 'active' and exists (
    select 1 from public.won_deal_confirmations c where c.listing_id = new.id and c.status = 'pending'
  ) then
    raise exception 'A deal marked won is awaiting the admin''s confirmation: the listing cannot be reopened' using errcode = '22023';
  end if;
  return new;
end;
$function$;
comment on function private.guard_pending_win_reopen() is 'BEFORE UPDATE OF status on listings: no reopening while a deal of the listing is marked won and not yet decided by an admin.';
revoke all on function private.guard_pending_win_reopen() from public;

CREATE OR REPLACE FUNCTION private.guard_success_fee()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
comment on function private.guard_success_fee() is 'BEFORE INSERT/UPDATE on listings: success_fee_eur and deal_won_at change only inside the admin RPCs (decide_success_fee, close_listing) or as the database owner; the service role included.';
revoke all on function private.guard_success_fee() from public;

create trigger listings_guard_pending_win_reopen BEFORE UPDATE OF status ON public.listings FOR EACH ROW EXECUTE FUNCTION private.guard_pending_win_reopen();

create trigger listings_guard_success_fee BEFORE INSERT OR UPDATE OF success_fee_eur, deal_won_at ON public.listings FOR EACH ROW EXECUTE FUNCTION private.guard_success_fee();

CREATE OR REPLACE FUNCTION public.decide_success_fee(p_deal_id uuid, p_confirm boolean)
 RETURNS public.won_deal_confirmations
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
comment on function public.decide_success_fee(p_deal_id uuid, p_confirm boolean) is 'Admin only: confirm (books proposed_fee_eur as the listing''s success fee and makes it a won deal) or decline (no fee; the listing stays withdrawn) a deal its owner marked won. 404 when no such claim, 22023 when already decided.';
revoke all on function public.decide_success_fee(p_deal_id uuid, p_confirm boolean) from public, anon;

CREATE OR REPLACE FUNCTION public.pending_won_deals()
 RETURNS TABLE(deal_id uuid, listing_id uuid, listing_title text, owner_id uuid, owner_name text, owner_email text, owner_role public.app_role, buyer_name text, buyer_email text, offer_price_eur bigint, proposed_fee_eur integer, marked_at timestamp with time zone)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
comment on function public.pending_won_deals() is 'Admin only: deals marked won awaiting confirmation, oldest first, with listing title, owner, buyer, the accepted offer''s price and the fee a confirmation books.';
revoke all on function public.pending_won_deals() from public, anon;

-- Scout fees: recorded → confirmed → paid, each confirmed fee with its credit note ----------------
--
-- Issue 31: a scout's fee is the won_deal_confirmations row of the scout's listing (the won-deal
-- confirmation flow, extended): recorded when the deal is marked won (pending), confirmed by an
-- admin (public.decide_success_fee() or public.close_listing()), paid when an admin says the
-- marketplace transferred it (public.mark_scout_fee_paid()). A decided row never changes but for
-- its payment, set once, not even for the service role. Confirming a fee above 0 issues a credit
-- note (Gutschrift, § 14 Abs. 2 Satz 2 UStG: the marketplace bills itself in the scout's name)
-- from the scout's billing details, numbered GS-<year>-<6 digits> without gaps, never changed; the
-- invoices edge function renders it once (the same code as invoices) and stores it with its hash.

create function private.won_deal_confirmations_guard() returns trigger
language plpgsql set search_path = '' as $$
begin
  if old.status <> 'pending' and (
    (new.deal_id, new.listing_id, new.status, new.proposed_fee_eur, new.fee_eur, new.marked_at, new.decided_at)
      is distinct from (old.deal_id, old.listing_id, old.status, old.proposed_fee_eur, old.fee_eur, old.marked_at, old.decided_at)
    or (new.marked_by is distinct from old.marked_by and new.marked_by is not null)
    or (new.decided_by is distinct from old.decided_by and new.decided_by is not null)
  ) then
    raise exception 'A decided won deal and its fee never change' using errcode = '42501';
  end if;
  if new.paid_at is distinct from old.paid_at
    or (new.paid_by is distinct from old.paid_by and new.paid_by is not null) then
    if coalesce(current_setting('dealbridge.scout_fee_booking', true), '') <> 'paid' then
      raise exception 'Only an admin marks a scout''s fee paid (public.mark_scout_fee_paid)' using errcode = '42501';
    end if;
    if old.paid_at is not null then
      raise exception 'The fee is already paid' using errcode = '42501';
    end if;
  end if;
  return new;
end;
$$;
comment on function private.won_deal_confirmations_guard() is 'BEFORE UPDATE on won_deal_confirmations: a decided row never changes (its people may become null when their accounts go); paid_at and paid_by are set once, inside public.mark_scout_fee_paid() (dealbridge.scout_fee_booking). Applies to the service role too.';
revoke all on function private.won_deal_confirmations_guard() from public;

create trigger won_deal_confirmations_guard before update on public.won_deal_confirmations
  for each row execute function private.won_deal_confirmations_guard();

create type public.credit_note_vat as enum (
  'domestic',
  'reverse_charge',
  'small_business'
);
comment on type public.credit_note_vat is 'VAT of a scout''s fee: domestic (a German VAT ID or tax number: 19 %), reverse_charge (a VAT ID of another country: 0 %, the marketplace owes the VAT, § 13b UStG), small_business (the scout chose § 19 UStG in the billing details: no VAT shown).';

create table public.credit_notes (
  id uuid default gen_random_uuid() not null,
  number text not null,
  year integer not null,
  sequence_number integer not null,
  deal_id uuid,
  scout_id uuid not null,
  listing_id uuid,
  listing_title text not null,
  issued_at timestamp with time zone default now() not null,
  service_date date not null,
  language public.app_language default 'en'::public.app_language not null,
  scout_kind public.billing_kind default 'private'::public.billing_kind not null,
  company_name text,
  company_email text,
  responsible_person text,
  uid_number text,
  street_address text,
  city text,
  postal_code text,
  country text,
  net_cents integer not null,
  vat_rate_percent integer not null,
  vat_cents integer not null,
  gross_cents integer not null,
  vat_treatment public.credit_note_vat not null,
  issuer jsonb default '{}'::jsonb not null,
  pdf_path text,
  pdf_sha256 text,
  tax_number text,
  constraint credit_notes_pkey PRIMARY KEY (id),
  constraint credit_notes_number_unique UNIQUE (number),
  constraint credit_notes_year_sequence_unique UNIQUE (year, sequence_number),
  constraint credit_notes_deal_unique UNIQUE (deal_id),
  constraint credit_notes_number_format CHECK ((number = ((('GS-'::text || year) || '-'::text) || lpad((sequence_number)::text, 6, '0'::text)))),
  constraint credit_notes_net CHECK (((net_cents > 0) AND (net_cents <= 500000))),
  constraint credit_notes_vat_rate CHECK ((vat_rate_percent = CASE WHEN (vat_treatment = 'domestic'::public.credit_note_vat) THEN 19 ELSE 0 END)),
  constraint credit_notes_vat_amount CHECK (((vat_cents = (round((((net_cents * vat_rate_percent))::numeric / 100.0)))::integer) AND (gross_cents = (net_cents + vat_cents)))),
  constraint credit_notes_vat_id CHECK (((vat_treatment <> 'reverse_charge'::public.credit_note_vat) OR (uid_number IS NOT NULL))),
  constraint credit_notes_pdf CHECK ((((pdf_path IS NULL) = (pdf_sha256 IS NULL)) AND ((pdf_sha256 IS NULL) OR (pdf_sha256 ~ '^[0-9a-f]{64}$'::text))))
);
alter table public.credit_notes add constraint credit_notes_deal_id_fkey FOREIGN KEY (deal_id) REFERENCES public.won_deal_confirmations(deal_id) ON DELETE SET NULL;
alter table public.credit_notes add constraint credit_notes_scout_id_fkey FOREIGN KEY (scout_id) REFERENCES public.profiles(id) ON DELETE CASCADE;
alter table public.credit_notes enable row level security;
comment on table public.credit_notes is 'Credit notes (Gutschrift, § 14 Abs. 2 Satz 2 UStG): the marketplace bills itself, in the scout''s name, for a confirmed scout fee; one per fee, numbered GS-<year>-<6 digits> without gaps. The scout''s billing details, the VAT treatment and the issuer (the marketplace, recipient of the service) are copies from the moment of confirmation. Written only by the database (private.issue_credit_note()); never changes (private.credit_notes_guard()). Readable by the scout and admins.';
comment on column public.credit_notes.deal_id is 'The won deal whose fee this is (its won_deal_confirmations row; null if the deal was deleted).';
comment on column public.credit_notes.service_date is 'The day the admin confirmed the won deal (Europe/Berlin).';
comment on column public.credit_notes.language is 'The scout''s language at issue: the PDF''s language.';
comment on column public.credit_notes.net_cents is 'The confirmed fee in cents (net).';
comment on column public.credit_notes.tax_number is 'The scout''s German tax number at issue; with uid_number (VAT ID) the supplier''s tax identification the credit note must carry (§ 14 Abs. 4 Nr. 2 UStG): issued only with one of them (notes issued before 20261129200001 may have neither).';
comment on column public.credit_notes.pdf_path is 'The PDF in the bucket invoices (folder of the scout), rendered once by the invoices edge function; pdf_sha256 its SHA-256 (hex). Set once.';
revoke all on table public.credit_notes from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.credit_notes from authenticated;

create index credit_notes_scout_id_idx on public.credit_notes (scout_id, issued_at desc);

create index credit_notes_issued_at_idx on public.credit_notes (issued_at desc);

create policy "credit_notes: scout or admin reads" on public.credit_notes
  for select to authenticated
  using ((select private.is_admin()) or ((select private.is_verified()) and scout_id = (select auth.uid())));

create table private.credit_note_counters (
  year integer not null,
  last_number integer not null,
  constraint credit_note_counters_pkey PRIMARY KEY (year),
  constraint credit_note_counters_last_number_check CHECK ((last_number > 0))
);
comment on table private.credit_note_counters is 'Last credit note number per year; incremented under its row lock so numbers have no gaps.';

create function private.credit_notes_guard() returns trigger
language plpgsql set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    if coalesce(current_setting('dealbridge.credit_note_booking', true), '') <> 'issue' then
      raise exception 'Credit notes are issued by the database only (numbered, from the confirmed fee)' using errcode = '42501';
    end if;
    if new.uid_number is null and new.tax_number is null then
      raise exception 'A credit note carries the scout''s tax number or VAT ID (§ 14 Abs. 4 Nr. 2 UStG)' using errcode = '23514';
    end if;
    return new;
  end if;
  if tg_op = 'DELETE' then
    if exists (select 1 from public.profiles p where p.id = old.scout_id) then
      raise exception 'Credit notes are never deleted' using errcode = '42501';
    end if;
    return old;
  end if;
  if (to_jsonb(new) - array['pdf_path', 'pdf_sha256', 'deal_id']) is distinct from (to_jsonb(old) - array['pdf_path', 'pdf_sha256', 'deal_id'])
    or (new.deal_id is distinct from old.deal_id and new.deal_id is not null) then
    raise exception 'An issued credit note never changes' using errcode = '42501';
  end if;
  if (old.pdf_sha256 is not null and new.pdf_sha256 is distinct from old.pdf_sha256)
    or (old.pdf_path is not null and new.pdf_path is distinct from old.pdf_path) then
    raise exception 'A credit note''s PDF is stored once and never replaced' using errcode = '42501';
  end if;
  return new;
end;
$$;
comment on function private.credit_notes_guard() is 'BEFORE INSERT/UPDATE/DELETE on credit_notes: only private.issue_credit_note() inserts (dealbridge.credit_note_booking = issue), with the scout''s tax number or VAT ID; the content never changes, its PDF is set once, deal_id may only become null; no deletion while the scout exists. Applies to the service role too.';
revoke all on function private.credit_notes_guard() from public;

create trigger credit_notes_guard before insert or update or delete on public.credit_notes
  for each row execute function private.credit_notes_guard();

-- The credit note of a confirmed fee, from the scout's billing details now. It must carry the
-- scout's tax number or VAT ID (§ 14 Abs. 4 Nr. 2 UStG): without either it waits (null) until the
-- scout enters one (private.billing_info_issue_credit_notes()) or the maintenance run finds it.
-- VAT: the small-business rule chosen (§ 19 UStG) shows none; a VAT ID of another country reverse
-- charge (§ 13b UStG); a German VAT ID or tax number 19 %.
create function private.issue_credit_note(p_deal_id uuid) returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  v_fee public.won_deal_confirmations;
  v_year integer := extract(year from (now() at time zone 'Europe/Berlin'))::integer;
  v_number integer;
  v_id uuid;
  v_issuer private.invoice_issuer;
begin
  select * into v_fee from public.won_deal_confirmations where deal_id = p_deal_id;
  if v_fee.status is distinct from 'confirmed' or coalesce(v_fee.fee_eur, 0) = 0
    or exists (select 1 from public.credit_notes c where c.deal_id = p_deal_id)
    or not exists (select 1 from public.listings l join public.billing_info b on b.user_id = l.user_id
      where l.id = v_fee.listing_id and (b.uid_number is not null or b.tax_number is not null)) then
    return null;
  end if;
  select * into v_issuer from private.invoice_issuer where id;
  insert into private.credit_note_counters as c (year, last_number) values (v_year, 1)
  on conflict (year) do update set last_number = c.last_number + 1
  returning c.last_number into v_number;
  perform set_config('dealbridge.credit_note_booking', 'issue', true);
  insert into public.credit_notes (number, year, sequence_number, deal_id, scout_id, listing_id, listing_title,
    service_date, language, scout_kind, company_name, company_email, responsible_person, uid_number,
    street_address, city, postal_code, country, net_cents, vat_rate_percent, vat_cents, gross_cents,
    vat_treatment, issuer, tax_number)
  select 'GS-' || v_year || '-' || lpad(v_number::text, 6, '0'), v_year, v_number, v_fee.deal_id, l.user_id,
    l.id, coalesce(ld.title, ''),
    coalesce((v_fee.decided_at at time zone 'Europe/Berlin')::date, private.berlin_today()), p.language,
    coalesce(b.kind, 'private'), case when b.kind = 'company' then b.company_name end, b.company_email,
    coalesce(nullif(b.responsible_person, ''), p.name), t.uid, b.street_address, b.city, b.postal_code, b.country,
    v_fee.fee_cents, t.rate, round(v_fee.fee_cents * t.rate / 100.0)::integer,
    v_fee.fee_cents + round(v_fee.fee_cents * t.rate / 100.0)::integer, t.treatment,
    to_jsonb(v_issuer) - 'id', b.tax_number
  from public.listings l
  join public.profiles p on p.id = l.user_id
  left join public.listing_details ld on ld.listing_id = l.id
  join public.billing_info b on b.user_id = l.user_id
  cross join lateral (
    select v.uid, case when v.treatment = 'domestic' then 19 else 0 end as rate, v.treatment
    from (
      select b.uid_number as uid,
        case when b.small_business then 'small_business'::public.credit_note_vat
          when b.uid_number is not null and public.vat_id_country(b.uid_number) is distinct from 'DE'
            then 'reverse_charge'::public.credit_note_vat
          else 'domestic'::public.credit_note_vat end as treatment
    ) v
  ) t
  where l.id = v_fee.listing_id
  returning id into v_id;
  perform set_config('dealbridge.credit_note_booking', '', true);
  perform private.audit('credit_note_issued', (select l.user_id from public.listings l where l.id = v_fee.listing_id),
    v_fee.listing_id, jsonb_build_object('deal_id', p_deal_id, 'credit_note_id', v_id, 'fee_cents', v_fee.fee_cents));
  return v_id;
end;
$$;
comment on function private.issue_credit_note(p_deal_id uuid) is 'Issues the credit note (Gutschrift) of a confirmed fee above 0 with the next GS number of the year, from the scout''s billing details with their tax number and/or VAT ID (VAT: § 19 UStG chosen none, a foreign VAT ID reverse charge, a German VAT ID or tax number 19 %); once per fee. Returns its id (null when there is nothing to issue, or the scout has neither tax number nor VAT ID yet).';
revoke all on function private.issue_credit_note(p_deal_id uuid) from public;

-- Every confirmed fee gets its one credit note: fees confirmed before credit notes existed
-- (20261128400001) and fees whose scout had no tax number or VAT ID yet are issued here, oldest
-- confirmation first, numbered under the counter's lock like every other (no gaps).
create function private.issue_missing_credit_notes(p_scout_id uuid default null) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_deal uuid;
  v_issued integer := 0;
begin
  for v_deal in
    select c.deal_id
    from public.won_deal_confirmations c
    join public.listings l on l.id = c.listing_id
    where c.status = 'confirmed' and c.fee_eur > 0
      and (p_scout_id is null or l.user_id = p_scout_id)
      and not exists (select 1 from public.credit_notes n where n.deal_id = c.deal_id)
    order by c.decided_at nulls first, c.deal_id
  loop
    if private.issue_credit_note(v_deal) is not null then
      v_issued := v_issued + 1;
    end if;
  end loop;
  return v_issued;
end;
$$;
comment on function private.issue_missing_credit_notes(p_scout_id uuid) is 'Issues the credit note of every confirmed fee above 0 that has none (of one scout, or all), oldest confirmation first, when the scout has a tax number or VAT ID; returns how many. Called by the maintenance run, the billing details'' trigger and the migration 20261129200001.';
revoke all on function private.issue_missing_credit_notes(p_scout_id uuid) from public;

create function private.billing_info_issue_credit_notes() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.uid_number is not null or new.tax_number is not null then
    perform private.issue_missing_credit_notes(new.user_id);
  end if;
  return null;
end;
$$;
comment on function private.billing_info_issue_credit_notes() is 'AFTER INSERT/UPDATE on billing_info: a scout who now has a tax number or VAT ID gets the credit notes of their confirmed fees that waited for it.';
revoke all on function private.billing_info_issue_credit_notes() from public;

create trigger billing_info_issue_credit_notes after insert or update of uid_number, tax_number, small_business on public.billing_info
  for each row execute function private.billing_info_issue_credit_notes();

create function private.won_deal_confirmations_credit_note() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.status = 'confirmed' and old.status = 'pending' and new.fee_eur > 0 then
    perform private.issue_credit_note(new.deal_id);
  end if;
  return null;
end;
$$;
comment on function private.won_deal_confirmations_credit_note() is 'AFTER UPDATE OF status on won_deal_confirmations: a fee above 0 confirmed (decide_success_fee, close_listing) gets its credit note.';
revoke all on function private.won_deal_confirmations_credit_note() from public;

create trigger won_deal_confirmations_credit_note after update of status on public.won_deal_confirmations
  for each row execute function private.won_deal_confirmations_credit_note();

create function public.mark_scout_fee_paid(p_deal_id uuid, p_paid_on date default null)
returns public.won_deal_confirmations
language plpgsql security definer set search_path = '' as $$
declare
  v_row public.won_deal_confirmations;
begin
  perform private.require_admin();
  select * into v_row from public.won_deal_confirmations where deal_id = p_deal_id for update;
  if not found then
    raise exception 'Won deal not found' using errcode = 'PT404';
  end if;
  if v_row.status <> 'confirmed' or coalesce(v_row.fee_eur, 0) = 0 or v_row.paid_at is not null then
    raise exception 'Only a confirmed, unpaid fee can be marked paid' using errcode = '22023';
  end if;
  -- The payout's document and reference: no credit note (no tax number or VAT ID yet), no payment.
  if not exists (select 1 from public.credit_notes c where c.deal_id = p_deal_id) then
    raise exception 'The fee has no credit note yet: the scout''s billing details need a tax number or VAT ID'
      using errcode = '22023', hint = 'credit_note_missing';
  end if;
  perform set_config('dealbridge.scout_fee_booking', 'paid', true);
  update public.won_deal_confirmations set
    paid_at = coalesce(p_paid_on::timestamp at time zone 'Europe/Berlin', now()), paid_by = (select auth.uid())
  where deal_id = p_deal_id
  returning * into v_row;
  perform set_config('dealbridge.scout_fee_booking', '', true);
  perform private.audit('scout_fee_paid', (select l.user_id from public.listings l where l.id = v_row.listing_id),
    v_row.listing_id, jsonb_build_object('deal_id', p_deal_id, 'fee_cents', v_row.fee_cents));
  -- The scout hears of it (their notification preferences decide in the app and by email).
  perform private.notify(l.user_id, 'scout_fee.paid', '/dashboard',
    private.listing_label(l.id, true) || jsonb_build_object('deal_id', p_deal_id,
      'number', c.number, 'gross_cents', c.gross_cents,
      'paid_on', (v_row.paid_at at time zone 'Europe/Berlin')::date))
  from public.listings l
  join public.credit_notes c on c.deal_id = p_deal_id
  where l.id = v_row.listing_id;
  return v_row;
end;
$$;
comment on function public.mark_scout_fee_paid(p_deal_id uuid, p_paid_on date) is 'Admin only: the confirmed fee of a won deal is paid (on p_paid_on, default now), once, audited (scout_fee_paid), the scout notified (scout_fee.paid). 42501 for others, PT404 unknown, 22023 when not confirmed, 0, already paid or without its credit note (hint credit_note_missing).';
revoke all on function public.mark_scout_fee_paid(p_deal_id uuid, p_paid_on date) from public, anon;
grant all on function public.mark_scout_fee_paid(p_deal_id uuid, p_paid_on date) to authenticated, service_role;

-- The fees of scouts' listings (proposed above 0) with status and credit note, newest won first:
-- a scout's own (p_scout_id null or the caller), an admin's of every scout or of one. p_from and
-- p_until (Europe/Berlin days, until exclusive) select the deals marked won in a period: the
-- scout's statement.
create function public.scout_fees(p_scout_id uuid default null, p_from date default null,
  p_until date default null, p_limit integer default 200)
returns table (deal_id uuid, listing_id uuid, listing_title text, scout_id uuid, scout_name text,
  status text, fee_cents integer, gross_cents integer, marked_at timestamptz, decided_at timestamptz,
  paid_at timestamptz, credit_note_id uuid, credit_note_number text)
language plpgsql stable security definer set search_path = '' as $$
declare
  v_uid uuid := (select auth.uid());
  v_admin boolean := (select private.is_admin());
  v_from timestamptz := (p_from::timestamp at time zone 'Europe/Berlin');
  v_until timestamptz := (p_until::timestamp at time zone 'Europe/Berlin');
begin
  if not v_admin then
    if v_uid is null or not (select private.is_verified()) then
      raise exception 'Permission denied: verified account required' using errcode = '42501';
    end if;
    if p_scout_id is not null and p_scout_id <> v_uid then
      raise exception 'A scout sees only their own fees' using errcode = '42501';
    end if;
    p_scout_id := v_uid;
  end if;
  return query
  select c.deal_id, c.listing_id, coalesce(ld.title, cn.listing_title, ''), l.user_id, o.name,
    case when c.status = 'pending' then 'recorded' when c.status = 'declined' then 'declined'
      when c.paid_at is not null then 'paid' else 'confirmed' end,
    coalesce(c.fee_cents, c.proposed_fee_eur * 100), coalesce(cn.gross_cents, c.fee_cents, c.proposed_fee_eur * 100),
    c.marked_at, c.decided_at, c.paid_at, cn.id, cn.number
  from public.won_deal_confirmations c
  join public.listings l on l.id = c.listing_id
  join public.profiles o on o.id = l.user_id
  left join public.listing_details ld on ld.listing_id = c.listing_id
  left join public.credit_notes cn on cn.deal_id = c.deal_id
  where c.proposed_fee_eur > 0
    and (p_scout_id is null or l.user_id = p_scout_id)
    and (v_from is null or c.marked_at >= v_from)
    and (v_until is null or c.marked_at < v_until)
  order by c.marked_at desc, c.deal_id
  limit least(greatest(coalesce(p_limit, 200), 1), 1000);
end;
$$;
comment on function public.scout_fees(p_scout_id uuid, p_from date, p_until date, p_limit integer) is 'Scout fees (won deals of listings with a proposed fee above 0) with status recorded | confirmed | paid | declined, net fee and gross (with VAT, from the credit note) in cents, and the credit note: the verified caller''s own (another scout''s id: 42501), an admin''s of every scout or of p_scout_id. p_from/p_until: deals marked won in [from, until) (Europe/Berlin days). Newest first, at most p_limit (1-1000).';
revoke all on function public.scout_fees(p_scout_id uuid, p_from date, p_until date, p_limit integer) from public, anon;
grant all on function public.scout_fees(p_scout_id uuid, p_from date, p_until date, p_limit integer) to authenticated, service_role;

create function public.scout_fee_summary()
returns table (status text, fees bigint, net_cents bigint, gross_cents bigint)
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_admin();
  return query
    select s.status, count(*), coalesce(sum(s.net), 0)::bigint, coalesce(sum(s.gross), 0)::bigint
    from (
      select case when c.status = 'pending' then 'recorded' when c.status = 'declined' then 'declined'
          when c.paid_at is not null then 'paid' else 'confirmed' end as status,
        coalesce(c.fee_cents, c.proposed_fee_eur * 100) as net,
        coalesce(cn.gross_cents, c.fee_cents, c.proposed_fee_eur * 100) as gross
      from public.won_deal_confirmations c
      left join public.credit_notes cn on cn.deal_id = c.deal_id
      where c.proposed_fee_eur > 0
    ) s
    group by s.status
    order by s.status;
end;
$$;
comment on function public.scout_fee_summary() is 'Admin only: scout fees per status (recorded, confirmed = owed, paid, declined) with count and net / gross sums in cents.';
revoke all on function public.scout_fee_summary() from public, anon;
grant all on function public.scout_fee_summary() to authenticated, service_role;

-- The operator's details as printed on every document (the issuer of invoices and credit notes):
-- the head and footer of a scout's statement, which is rendered when asked for.
create function public.document_issuer() returns jsonb
language sql stable security definer set search_path = '' as $$
  select to_jsonb(i) - 'id' from private.invoice_issuer i where i.id
$$;
comment on function public.document_issuer() is 'The operator''s name, address, tax number / VAT ID, register and bank account as on its invoices (private.invoice_issuer), for the statements the invoices edge function renders. Public knowledge (every invoice prints it); signed-in users and the service role.';
revoke all on function public.document_issuer() from public, anon;
grant all on function public.document_issuer() to authenticated, service_role;
