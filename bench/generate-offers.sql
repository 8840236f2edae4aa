-- Bench data of the offers and exclusivity (issue 17), run by bench/lib/dataset.mjs after
-- generate.sql and generate-conversation.sql in the same transaction.
--
-- * One deal with access in four has offers: an earlier one the owner declined and an open one
--   (stage offer_submitted): about 5,000 offers at 100,000 listings, 600 at 10,000.
-- * On one listing in ten of those, one buyer's offer was accepted: that deal is in_exclusivity
--   for 30 more days, so the listing's other buyers are paused.
-- * The measured users: 30 deals of bench-user-5 (investor) and 30 deals on the listings of
--   bench-user-2 (company) are moved to offer_submitted with their two offers; of the investor's,
--   those on a listing with another buyer (up to 5) are paused by that buyer's exclusivity.
-- Loaded with session_replication_role = replica: the stage machine and the offers' triggers do not
-- fire; the columns they would fill (listing_id, buyer_id, decided_*) are written here.

set local session_replication_role = replica;

create temporary table g_offer_deals on commit drop as
with measured as (
  (select d.id from public.deals d
    where d.buyer_id = md5('bench-user-5')::uuid and d.stage not in ('declined', 'withdrawn', 'lost', 'revoked', 'won')
    order by d.id limit 30)
  union
  (select d.id from public.deals d join public.listings l on l.id = d.listing_id
    where l.user_id = md5('bench-user-2')::uuid and d.stage not in ('declined', 'withdrawn', 'lost', 'revoked', 'won')
    order by d.id limit 30)
),
sampled as (
  select d.id from public.deals d
  where d.stage = 'access_granted' and hashtext(d.id::text) % 4 = 0
)
select d.id, d.listing_id, d.buyer_id, l.user_id as owner_id, d.created_at,
  d.id in (select id from measured) as measured
from public.deals d join public.listings l on l.id = d.listing_id
where d.id in (select id from measured union select id from sampled);

-- The measured deals that were not past access yet: the steps that lead to an offer.
update public.deals d set
  nda_signed_at = coalesce(d.nda_signed_at, d.created_at + interval '1 day'),
  access_requested_at = coalesce(d.access_requested_at, d.created_at + interval '2 days'),
  access_decided_at = coalesce(d.access_decided_at, d.created_at + interval '3 days'),
  access_decided_by = coalesce(d.access_decided_by, g.owner_id)
from g_offer_deals g where g.id = d.id;

-- Two offers per deal: the declined first one and the open one (valid for 30 days from today).
insert into public.deal_offers (deal_id, listing_id, buyer_id, price_eur, price_cents, closing_cents, version_no,
  structure, earn_out_eur, earn_out_terms,
  financing, financing_note, exclusivity_days, valid_until, status, created_at, decided_at, decided_by)
select g.id, g.listing_id, g.buyer_id, p.eur, p.eur * 100, p.eur * 100, 1, 'share_deal', null, null,
  'equity', null, 60, ((now() - interval '20 days') at time zone 'Europe/Berlin')::date + 14, 'declined',
  now() - interval '20 days', now() - interval '18 days', g.owner_id
from g_offer_deals g cross join lateral (select 900000 + (abs(hashtext(g.id::text)) % 50) * 10000 as eur) p;

-- (Since issue 35 a letter of intent: 200,000 EUR of the price as a vendor loan, an earn-out on
-- top, the owner's counter answering the declined first offer.)
insert into public.deal_offers (deal_id, listing_id, buyer_id, price_eur, price_cents, closing_cents, version_no,
  proposed_by, structure, earn_out_eur, earn_out_cents, earn_out_months, earn_out_metric, earn_out_terms,
  vendor_loan_cents, vendor_loan_months, vendor_loan_interest_bp,
  financing, financing_equity_cents, financing_bank_cents, financing_note, cond_due_diligence, cond_financing,
  exclusivity_days, diligence_deadline, target_signing_date, valid_until, status, created_at)
select g.id, g.listing_id, g.buyer_id, p.eur, p.eur * 100, (p.eur - 200000) * 100, 2,
  'owner', 'asset_deal', 150000, 15000000, 24, 'revenue',
  'Paid out after two years if revenue holds above the last year''s.', 20000000, 36, 450,
  'mixed', 30000000, (p.eur - 500000) * 100, 'Bank loan confirmed in principle.', true, true,
  45, ((now() - interval '5 days') at time zone 'Europe/Berlin')::date + 40,
  ((now() - interval '5 days') at time zone 'Europe/Berlin')::date + 60,
  ((now() - interval '5 days') at time zone 'Europe/Berlin')::date + 30, 'open', now() - interval '5 days'
from g_offer_deals g cross join lateral (select 1100000 + (abs(hashtext(g.id::text)) % 50) * 10000 as eur) p;

update public.deals d set stage = 'offer_submitted', stage_changed_at = now() - interval '5 days', updated_at = now() - interval '5 days'
from g_offer_deals g where g.id = d.id;

-- Exclusivity: on one listing in ten of the sampled ones, and on up to five listings of the
-- measured investor's deals another buyer's accepted offer pauses the investor.
create temporary table g_exclusive on commit drop as
select distinct on (g.listing_id) g.id, g.owner_id, g.listing_id
from g_offer_deals g
where not g.measured and hashtext(g.listing_id::text) % 10 = 0
order by g.listing_id, g.id;

insert into g_exclusive (id, owner_id, listing_id)
select x.id, x.owner_id, x.listing_id from (
  select distinct on (d.listing_id) o.id, l.user_id as owner_id, d.listing_id
  from public.deals d
  join public.listings l on l.id = d.listing_id
  join public.deals o on o.listing_id = d.listing_id and o.buyer_id <> d.buyer_id
    and o.stage not in ('declined', 'withdrawn', 'lost', 'revoked', 'won')
  where d.buyer_id = md5('bench-user-5')::uuid and d.id in (select id from g_offer_deals)
    and d.listing_id not in (select listing_id from g_exclusive)
  order by d.listing_id, o.id
) x
order by x.listing_id limit 5;

insert into public.deal_offers (deal_id, listing_id, buyer_id, price_eur, price_cents, closing_cents, version_no,
  structure, financing, exclusivity_days, valid_until, status, created_at, decided_at, decided_by)
select d.id, d.listing_id, d.buyer_id, 1500000, 150000000, 150000000,
  (select count(*) + 1 from public.deal_offers x where x.deal_id = d.id), 'share_deal', 'equity', 45,
  ((now() - interval '3 days') at time zone 'Europe/Berlin')::date + 30, 'accepted',
  now() - interval '3 days', now() - interval '2 days', e.owner_id
from g_exclusive e join public.deals d on d.id = e.id
where not exists (select 1 from public.deal_offers o where o.deal_id = d.id and o.status = 'open');

update public.deal_offers o set status = 'accepted', decided_at = now() - interval '2 days', decided_by = e.owner_id
from g_exclusive e where o.deal_id = e.id and o.status = 'open';

update public.deals d set stage = 'in_exclusivity', exclusive_until = now() + interval '30 days',
  nda_signed_at = coalesce(d.nda_signed_at, d.created_at + interval '1 day'),
  access_requested_at = coalesce(d.access_requested_at, d.created_at + interval '2 days'),
  access_decided_at = coalesce(d.access_decided_at, d.created_at + interval '3 days'),
  stage_changed_at = now() - interval '2 days', updated_at = now() - interval '2 days'
from g_exclusive e where e.id = d.id;

-- The exclusivity clock (issue 35): five milestones of every deal with offers, from its latest
-- version (the same rows the acceptance makes; the clock's read is the same whether it runs),
-- one done; an extension request on the exclusive deals.
insert into public.deal_milestones (deal_id, listing_id, buyer_id, offer_id, kind, owner_side, due_on, done_at, done_by)
select o.deal_id, o.listing_id, o.buyer_id, o.id, k.kind, k.side::public.deal_side,
  (now() at time zone 'Europe/Berlin')::date + k.days,
  case when k.kind = 'diligence_complete' then now() - interval '1 day' end,
  case when k.kind = 'diligence_complete' then o.buyer_id end
from (
  select distinct on (x.deal_id) x.* from public.deal_offers x
  where x.deal_id in (select id from g_offer_deals union select id from g_exclusive)
  order by x.deal_id, x.version_no desc
) o
cross join (values
  ('diligence_complete'::public.offer_milestone_kind, 'buyer', 10),
  ('financing_confirmed'::public.offer_milestone_kind, 'buyer', 10),
  ('spa_draft'::public.offer_milestone_kind, 'buyer', 16),
  ('notary_appointment'::public.offer_milestone_kind, 'owner', 23),
  ('signing'::public.offer_milestone_kind, 'owner', 30)
) as k(kind, side, days);

insert into public.exclusivity_extensions (deal_id, listing_id, buyer_id, requested_by, requested_by_user, days, note)
select d.id, d.listing_id, d.buyer_id, 'buyer', d.buyer_id, 14, 'The bank needs two more weeks.'
from g_exclusive e join public.deals d on d.id = e.id;

-- The closing checklist (issue 35): every deal with offers has one, started from its latest
-- version, with its template's items (the same rows public.start_closing_checklist() makes), the
-- first two settled. The checklist's read is the same whatever the deal's stage.
insert into public.closing_checklists (deal_id, listing_id, buyer_id, structure, offer_id, started_by)
select o.deal_id, o.listing_id, o.buyer_id, o.structure, o.id, o.buyer_id
from (
  select distinct on (x.deal_id) x.* from public.deal_offers x
  where x.deal_id in (select id from g_offer_deals union select id from g_exclusive)
  order by x.deal_id, x.version_no desc
) o;
insert into public.closing_items (deal_id, position, title_key, owner_side, required, due_on, status, decided_at, decided_by, created_by)
select c.deal_id, t.pos, t.title_key, t.owner_side, t.required,
  (now() at time zone 'Europe/Berlin')::date + 20 + t.offset_days,
  case when t.pos <= 2 then 'done'::public.closing_item_status else 'open'::public.closing_item_status end,
  case when t.pos <= 2 then now() - interval '1 day' end,
  case when t.pos <= 2 then c.buyer_id end,
  c.buyer_id
from public.closing_checklists c
cross join lateral (
  select row_number() over () as pos, x.* from private.closing_template(c.structure) x
) t;

-- The history the stage machine would have written (the moves to offer_submitted and in_exclusivity).
insert into public.deal_events (deal_id, from_stage, to_stage, actor_id, occurred_at)
select g.id, 'access_granted', 'offer_submitted', g.buyer_id, now() - interval '5 days' from g_offer_deals g;
insert into public.deal_events (deal_id, from_stage, to_stage, actor_id, occurred_at)
select e.id, 'offer_submitted', 'in_exclusivity', e.owner_id, now() - interval '2 days' from g_exclusive e;

-- The archives of closed deals (issue 35): what private.closing_record_archive() records when a deal
-- is won, or ends after its access was granted (the same rows as the migration's backfill).
insert into public.deal_archives (deal_id, closed_at, closed_as)
select d.id, d.stage_changed_at, d.stage
from public.deals d
where d.stage = 'won' or (d.stage in ('lost', 'withdrawn', 'revoked') and exists (
  select 1 from public.deal_events e where e.deal_id = d.id and e.to_stage = 'access_granted'))
on conflict (deal_id) do nothing;

set local session_replication_role = origin;
