-- Bench data generator (set-based, one transaction). Runs on top of the migrated + seeded bench
-- database. Scale comes from session settings that bench/run.mjs sets before running this file:
--   bench.users, bench.listings, bench.inquiries, bench.ndas, bench.unlocks, bench.views
-- Bump GENERATOR_VERSION in bench/run.mjs whenever this file changes (the database is reused
-- while the stamp in bench.generator matches).
--
-- Users go into auth.users (+ auth.identities) and the sign-up trigger creates their profiles,
-- exactly as for real sign-ups; the profiles then get their verification states. Listings go
-- through their BEFORE INSERT trigger (user_role and search_text come from the database). The
-- high-volume child tables (inquiries, NDAs, unlocks, views) are built valid by construction
-- (existing ids, unique pairs, decision consistency) and loaded with
-- session_replication_role = replica, which skips the per-row foreign-key triggers only.
--
-- Ids are deterministic (md5 of a name) and random() is seeded, so the same scale gives the same
-- data on every machine.

select setseed(0.4242);

create schema if not exists bench;
revoke all on schema bench from public;
create table if not exists bench.generator (
  version text not null,
  scale jsonb not null,
  generated_at timestamptz not null default now(),
  seconds numeric
);

create temporary table g_params on commit drop as
select
  current_setting('bench.users')::int as users,
  current_setting('bench.listings')::int as listings,
  current_setting('bench.inquiries')::int as inquiries,
  current_setting('bench.ndas')::int as ndas,
  current_setting('bench.unlocks')::int as unlocks,
  current_setting('bench.views')::int as views;

-- Users ------------------------------------------------------------------------------------------
-- User i (1..users): role by i % 10: 0-1 scout (20 %), 2-4 company (30 %), 5-9 investor (50 %).
-- One bcrypt hash (cost 4) for all: password Bench-Passw0rd!
create temporary table g_users on commit drop as
select
  i,
  md5('bench-user-' || i)::uuid as id,
  format('bench-user-%s@bench.test', i) as email,
  case when i % 10 < 2 then 'scout' when i % 10 < 5 then 'company' else 'investor' end as role,
  -- about 88 % verified, 8 % pending, 4 % rejected; users 1..10 (the measured ones) always verified
  case
    when i <= 10 then 'verified'
    when random() < 0.88 then 'verified'
    when random() < 0.66 then 'pending'
    else 'rejected'
  end as status,
  now() - (random() * interval '900 days') - interval '30 days' as created_at
from generate_series(1, (select users from g_params)) as i;

insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, email_change, email_change_token_new, recovery_token
)
select
  '00000000-0000-0000-0000-000000000000', u.id, 'authenticated', 'authenticated', u.email,
  h.hash, u.created_at,
  '{"provider": "email", "providers": ["email"]}'::jsonb,
  jsonb_build_object(
    'name', (array['Anna','Ben','Clara','David','Eva','Felix','Greta','Hans','Ines','Jonas','Katrin','Lukas',
                   'Mia','Noah','Olivia','Paul','Rosa','Simon','Tina','Uwe'])[1 + u.i % 20]
            || ' ' ||
            (array['Müller','Schmidt','Schneider','Fischer','Weber','Meyer','Wagner','Becker','Schulz','Hoffmann',
                   'Smith','Jones','Brown','Taylor','Wilson','Davies','Evans','Thomas','Roberts','Walker'])[1 + (u.i / 20) % 20],
    'phone_number', '+49 30 ' || lpad((u.i * 7919 % 10000000)::text, 7, '0'),
    'role', u.role),
  u.created_at, u.created_at, '', '', '', ''
from g_users u
cross join (select extensions.crypt('Bench-Passw0rd!', extensions.gen_salt('bf', 4)) as hash) h;

insert into auth.identities (id, user_id, provider_id, identity_data, provider, created_at, updated_at)
select u.id, u.id, u.id::text,
  jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
  'email', u.created_at, u.created_at
from g_users u;

update public.profiles p set
  verification_status = u.status::public.verification_status,
  submitted_at = u.created_at,
  verified_at = case when u.status = 'verified' then u.created_at + interval '2 days' end,
  rejected_at = case when u.status = 'rejected' then u.created_at + interval '2 days' end,
  has_seen_profile_banner = random() < 0.7,
  created_at = u.created_at
from g_users u
where p.id = u.id;

-- Verified listers (scouts, companies) and verified investors, numbered from 0.
create temporary table g_listers on commit drop as
select (row_number() over (order by i) - 1)::int as n, id from g_users
where role in ('scout', 'company') and status = 'verified';
create unique index on g_listers (n);
create temporary table g_investors on commit drop as
select (row_number() over (order by i) - 1)::int as n, id from g_users
where role = 'investor' and status = 'verified';
create unique index on g_investors (n);
create temporary table g_verified on commit drop as
select (row_number() over (order by i) - 1)::int as n, id, role from g_users where status = 'verified';
create unique index on g_verified (n);
analyze g_listers, g_investors, g_verified;

-- Listings ---------------------------------------------------------------------------------------
-- Listing k (1..listings) has id md5('bench-listing-k'). Teaser text is German or English (about
-- half each), built from industry-specific phrases; industries, ranges and locations cover every
-- enum value (locations weighted towards the DACH region, as on the real platform).
create temporary table g_listings on commit drop as
select
  k,
  md5('bench-listing-' || k)::uuid as id,
  o.id as user_id,
  ind,
  (enum_range(null::public.revenue_range))[1 + floor(random() * 9)::int] as revenue,
  (enum_range(null::public.employee_range))[1 + floor(random() * 7)::int] as employees,
  case
    when r_loc < 0.30 then 'Germany'::public.location
    when r_loc < 0.42 then 'Austria'
    when r_loc < 0.54 then 'Switzerland'
    else (enum_range(null::public.location))[4 + floor(random() * 16)::int]
  end as location,
  german,
  random() < 0.3 as patents,
  case when random() < 0.92 then 'active' else 'closed' end::public.listing_status as status,
  now() - (random() * interval '720 days') as created_at,
  floor(random() * 5)::int as v1,
  floor(random() * 5)::int as v2,
  floor(random() * 5)::int as v3
from (
  select k,
    (enum_range(null::public.industry))[1 + floor(random() * 9)::int] as ind,
    random() as r_loc,
    random() < 0.5 as german
  from generate_series(1, (select listings from g_params)) as k
) s
join g_listers o on o.n = (s.k * 7919) % (select count(*) from g_listers);

create temporary table g_phrases (ind public.industry, german boolean, business text[]) on commit drop;
insert into g_phrases values
  ('Technology', false, array['SaaS company for accounting software', 'IT service provider for managed cloud hosting', 'software house building ERP integrations', 'cybersecurity consultancy', 'developer of industrial IoT platforms']),
  ('Technology', true, array['SaaS-Anbieter für Buchhaltungssoftware', 'IT-Dienstleister für Cloud-Hosting', 'Softwarehaus für ERP-Schnittstellen', 'Beratung für IT-Sicherheit', 'Entwickler von IoT-Plattformen für die Industrie']),
  ('Manufacturing', false, array['precision engineering company', 'manufacturer of stainless steel components', 'plastics injection moulding plant', 'special machinery builder', 'metal processing business with CNC production']),
  ('Manufacturing', true, array['Maschinenbaubetrieb für Präzisionsteile', 'Hersteller von Edelstahlkomponenten', 'Kunststoffspritzguss-Werk', 'Sondermaschinenbauer', 'Metallverarbeitung mit CNC-Fertigung']),
  ('Healthcare', false, array['physiotherapy practice group', 'medical device distributor', 'outpatient care service', 'dental laboratory', 'specialist pharmacy network']),
  ('Healthcare', true, array['Physiotherapie-Praxisgruppe', 'Medizintechnik-Händler', 'ambulanter Pflegedienst', 'Dentallabor', 'Apothekenverbund mit Spezialversorgung']),
  ('E-Commerce', false, array['online shop for outdoor equipment', 'marketplace seller of home textiles', 'direct-to-consumer coffee brand', 'subscription box business', 'online retailer for pet supplies']),
  ('E-Commerce', true, array['Onlineshop für Outdoor-Ausrüstung', 'Marktplatzhändler für Heimtextilien', 'Direktvertriebsmarke für Kaffee', 'Abo-Box-Geschäft', 'Onlinehändler für Tierbedarf']),
  ('Real Estate', false, array['property management company', 'real estate brokerage', 'facility management provider', 'student housing operator', 'commercial property developer']),
  ('Real Estate', true, array['Hausverwaltung', 'Immobilienmakler', 'Facility-Management-Anbieter', 'Betreiber von Studentenwohnheimen', 'Projektentwickler für Gewerbeimmobilien']),
  ('Services', false, array['tax advisory firm', 'cleaning services company', 'logistics and courier service', 'engineering consultancy', 'staffing agency']),
  ('Services', true, array['Steuerberatungskanzlei', 'Gebäudereinigungsunternehmen', 'Logistik- und Kurierdienst', 'Ingenieurbüro', 'Personaldienstleister']),
  ('Retail', false, array['chain of bakery shops', 'regional furniture retailer', 'optician with three stores', 'bicycle shop with workshop', 'organic food store']),
  ('Retail', true, array['Bäckereikette', 'regionaler Möbelhändler', 'Optiker mit drei Filialen', 'Fahrradgeschäft mit Werkstatt', 'Bio-Lebensmittelmarkt']),
  ('Energy', false, array['solar installation company', 'heat pump installer', 'wind farm service provider', 'energy consulting firm', 'biogas plant operator']),
  ('Energy', true, array['Solarteur für Photovoltaikanlagen', 'Installateur für Wärmepumpen', 'Servicedienstleister für Windparks', 'Energieberatung', 'Betreiber einer Biogasanlage']),
  ('Finance', false, array['insurance brokerage', 'independent asset manager', 'leasing company', 'payment services provider', 'accounting firm']),
  ('Finance', true, array['Versicherungsmakler', 'unabhängiger Vermögensverwalter', 'Leasinggesellschaft', 'Zahlungsdienstleister', 'Buchhaltungsbüro']);

-- No saved search exists yet (they come below), so the alert trigger would match nothing; it still
-- costs a planned query per listing (minutes at 100,000), so it is off for the bulk insert.
alter table public.listings disable trigger listings_alert_saved_searches_on_insert;
insert into public.listings (
  id, user_id, type, industry, revenue, employees, location, price, anonymized_description,
  market_position, patents, status, success_fee_eur, deal_won_at, created_at, updated_at,
  asking_price_eur, region, sale_reason, ebitda_band_min_eur, ebitda_band_max_eur,
  ebitda_margin_band, revenue_growth_band
)
select
  l.id, l.user_id,
  case when l.k % 7 = 0 then 'buy' else 'sell' end::public.listing_type,
  l.ind, l.revenue, l.employees, l.location,
  case when l.k % 3 = 0 then null else format('%s EUR', to_char(500000 + (l.k * 7919 % 200) * 50000, 'FM999G999G999')) end,
  case when l.german then
    format('%s %s in %s mit %s Mitarbeitern und %s Umsatz. %s %s',
      (array['Etablierter', 'Profitabler', 'Wachsender', 'Familiengeführter', 'Spezialisierter'])[1 + l.v1],
      p.business[1 + l.v2], l.location, l.employees, l.revenue,
      (array['Nachfolgeregelung gesucht.', 'Inhaber sucht strategischen Partner.', 'Langjähriger Kundenstamm und stabile Margen.',
             'Übernahme des Teams möglich.', 'Wachstumskapital für Expansion gesucht.'])[1 + l.v3],
      case when l.patents then 'Eigene Patente vorhanden.' else 'Keine Schulden.' end)
  else
    format('%s %s in %s with %s employees and %s revenue. %s %s',
      (array['Established', 'Profitable', 'Fast-growing', 'Family-owned', 'Specialised'])[1 + l.v1],
      p.business[1 + l.v2], l.location, l.employees, l.revenue,
      (array['Owner seeks a successor.', 'Owner looks for a strategic partner.', 'Loyal customer base and stable margins.',
             'Team willing to stay after the sale.', 'Growth capital sought for expansion.'])[1 + l.v3],
      case when l.patents then 'Own patents in place.' else 'Debt-free.' end)
  end,
  case when l.k % 4 = 0 then null
       when l.german then 'Marktführer in der Region mit wiederkehrenden Umsätzen.'
       else 'Regional market leader with recurring revenue.' end,
  l.patents, l.status,
  case when l.status = 'closed' and l.k % 2 = 0 then 1000 + (l.k * 31 % 40) * 100 end,
  -- A success fee belongs to a won deal (listings_success_fee_only_for_won_deal).
  case when l.status = 'closed' and l.k % 2 = 0 then l.created_at + interval '60 days' end,
  l.created_at, l.created_at,
  -- The teaser's facts as the database derives them from listing_facts (private.
  -- listing_teaser_refresh()): a price on two listings of three (the same as the price text), a
  -- region on 80 % of the DACH listings, a reason for sale on 70 %, EBITDA, margin and growth
  -- bands on 60 % (the owner shows the financials), the rest kept for buyers with access.
  case when l.k % 3 = 0 then null else 500000 + (l.k * 7919 % 200) * 50000 end,
  case when l.k % 5 <> 0 then case l.location
    when 'Germany' then (array['DE-BW','DE-BY','DE-BE','DE-BB','DE-HB','DE-HH','DE-HE','DE-MV',
      'DE-NI','DE-NW','DE-RP','DE-SL','DE-SN','DE-ST','DE-SH','DE-TH'])[1 + l.k % 16]
    when 'Austria' then 'AT-' || (1 + l.k % 9)
    when 'Switzerland' then (array['CH-AG','CH-BE','CH-BS','CH-GE','CH-LU','CH-SG','CH-TI','CH-VD',
      'CH-ZG','CH-ZH'])[1 + l.k % 10]
  end end::public.region,
  case when l.k % 10 < 7 then (enum_range(null::public.sale_reason))[1 + (l.k * 13) % 7] end,
  case when f.shown then f.band[1] end,
  case when f.shown then f.band[2] end,
  case when f.shown then (enum_range(null::public.margin_band))[1 + (l.k * 17) % 7] end,
  case when f.shown then (enum_range(null::public.growth_band))[1 + (l.k * 19) % 4] end
from g_listings l
join g_phrases p on p.ind = l.ind and p.german = l.german
cross join lateral (
  select l.k % 5 < 3 as shown, private.amount_band_bounds((l.k::bigint * 104729 % 3000000) - 200000) as band
) f
order by l.created_at; -- rows arrive in time order, as on a live system (index correlation)
alter table public.listings enable trigger listings_alert_saved_searches_on_insert;

insert into public.listing_details (listing_id, title, description, full_details, created_at, updated_at)
select l.id,
  format('%s #%s', initcap(p.business[1 + l.v2]), l.k),
  case when l.german then format('Die Firma %s GmbH ist ein %s mit Sitz in %s.', 'Bench' || l.k, p.business[1 + l.v2], l.location)
       else format('Bench%s Ltd is a %s based in %s.', l.k, p.business[1 + l.v2], l.location) end,
  case when l.k % 2 = 0 then repeat('Financials, customer list and contracts are available in the data room. ', 8) end,
  l.created_at, l.created_at
from g_listings l
join g_phrases p on p.ind = l.ind and p.german = l.german;

-- Active listings numbered from 0, for picking targets of inquiries, NDAs and views.
create temporary table g_active on commit drop as
select (row_number() over (order by k) - 1)::int as n, id, created_at from g_listings where status = 'active';
create unique index on g_active (n);
analyze g_active;

set local session_replication_role = replica;

-- Inquiries: sent by verified investors (95 %) and verified listers (5 %; the rare inquiry on the
-- sender's own listing is dropped).
insert into public.inquiries (user_id, listing_id, message, status, unread_count, created_at, updated_at)
select s.user_id, a.id,
  case when s.q % 2 = 0 then 'Wir haben Interesse an diesem Unternehmen und bitten um weitere Informationen.'
       else 'We are interested in this business and would like to learn more about it.' end,
  (array['pending', 'pending', 'pending', 'read', 'answered', 'closed'])[1 + s.q % 6]::public.inquiry_status,
  (s.q % 3)::int,
  a.created_at + (now() - a.created_at) * s.r,
  a.created_at + (now() - a.created_at) * s.r
from (
  select q.q, case when q.q % 20 = 0 then o.id else i.id end as user_id, q.target, q.r
  from (
    select q, floor(random() * c.active)::int as target, random() as r, c.listers, c.investors
    from generate_series(1, (select inquiries from g_params)) as q
    cross join (select (select count(*) from g_active) as active, (select count(*) from g_listers) as listers,
                       (select count(*) from g_investors) as investors) c
  ) q
  join g_listers o on o.n = (q.q::bigint * 104729 % q.listers)::int
  join g_investors i on i.n = (q.q::bigint * 7907 % q.investors)::int
) s
join g_active a on a.n = s.target
join public.listings l on l.id = a.id
where l.user_id <> s.user_id
order by 6;

-- Notifications: the listing owner's notice of each inquiry (what the inquiry trigger writes,
-- which replica mode skips here), two in three of them read, as the bell reads them.
insert into public.notifications (user_id, kind, payload, link, read_at, created_at)
select l.user_id, 'deal.message', jsonb_build_object('listing_id', l.id, 'from_name', 'Bench buyer'), '/dashboard',
  case when row_number() over (order by i.created_at) % 3 <> 0 then i.created_at + interval '1 hour' end,
  i.created_at
from public.inquiries i
join public.listings l on l.id = i.listing_id;

-- NDA signatures: unique (listing, investor) pairs by construction: pair q uses investor q mod I
-- and active listing (q * 7919) mod A, injective in q for q < A (7919 is prime, A is not a multiple).
insert into public.nda_signatures (listing_id, user_id, signer_name, signed_at)
select a.id, i.id, p.name, a.created_at + (now() - a.created_at) * random()
from generate_series(0, (select ndas from g_params) - 1) as q
join g_investors i on i.n = q % (select count(*) from g_investors)
join g_active a on a.n = (q::bigint * 7919 % (select count(*) from g_active))::int
join public.profiles p on p.id = i.id;

-- Unlock requests: for the first NDA pairs (one request per pair): 50 % approved, 35 % pending,
-- 15 % rejected; decided by the demo admin.
insert into public.unlock_requests (listing_id, user_id, status, created_at, decided_at, decided_by)
select n.listing_id, n.user_id, st::public.unlock_status,
  n.signed_at + interval '1 hour',
  case when st <> 'pending' then n.signed_at + interval '1 day' end,
  case when st <> 'pending' then 'a0000000-0000-4000-8000-000000000001'::uuid end
from (
  select n.*, case when random() < 0.5 then 'approved' when random() < 0.7 then 'pending' else 'rejected' end as st
  from public.nda_signatures n
  where n.user_id in (select id from g_investors)
  order by n.signed_at
  limit (select unlocks from g_params)
) n;

-- Deals (issue 16): one per (listing, buyer) of the inquiries, NDAs and unlock requests above, at
-- the stage they imply, as the migration 20261124100001 builds them (the triggers that create deals
-- do not fire under session_replication_role = replica). Their creation is their history.
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
  f.first_at, f.first_at, coalesce(u.decided_at, u.created_at, n.signed_at, f.first_at),
  n.signed_at, u.created_at, u.decided_at, u.decided_by
from (
  select p.listing_id, p.user_id, min(p.at) as first_at
  from (
    select i.listing_id, i.user_id, i.created_at as at from public.inquiries i
    union all
    select n.listing_id, n.user_id, n.signed_at from public.nda_signatures n
  ) p
  group by p.listing_id, p.user_id
) f
left join public.nda_signatures n on n.listing_id = f.listing_id and n.user_id = f.user_id
left join public.unlock_requests u on u.listing_id = f.listing_id and u.user_id = f.user_id
order by f.first_at
on conflict (listing_id, buyer_id) do nothing; -- the seed's deals exist already

insert into public.deal_events (deal_id, from_stage, to_stage, actor_id, occurred_at)
select d.id, null, 'interested', d.buyer_id, d.created_at from public.deals d
where not exists (select 1 from public.deal_events e where e.deal_id = d.id);

-- Invoices (issue 31): one per deal with access, numbered in the deals' order in a year of their
-- own (the guard trigger does not fire in replica mode; the app issues them through
-- private.create_invoice()). Private buyers pay 19 % VAT, every fourth buyer is an Austrian company
-- (reverse charge); a third of them are paid, some overdue.
insert into public.invoices (number, year, sequence_number, deal_id, buyer_id, listing_id, listing_title,
  issued_at, responsible_person, buyer_kind, company_name, uid_number, service_date, due_date, net_cents,
  vat_rate_percent, vat_cents, gross_cents, vat_treatment, status, paid_at)
select 'DB-2025-' || lpad(x.n::text, 6, '0'), 2025, x.n, x.id, x.buyer_id, x.listing_id, 'Bench listing',
  x.at, 'Bench Buyer', case when x.rc then 'company'::public.billing_kind else 'private'::public.billing_kind end,
  case when x.rc then 'Donau Bench GmbH' end, case when x.rc then 'ATU12345678' end,
  x.at::date, x.at::date + 14, 50000, case when x.rc then 0 else 19 end,
  case when x.rc then 0 else 9500 end, case when x.rc then 50000 else 59500 end,
  case when x.rc then 'reverse_charge'::public.vat_treatment else 'domestic'::public.vat_treatment end,
  case when x.n % 3 = 0 then 'paid'::public.invoice_status when x.n % 7 = 0 then 'overdue'::public.invoice_status
    else 'open'::public.invoice_status end,
  case when x.n % 3 = 0 then x.at + interval '5 days' end
from (
  select d.id, d.buyer_id, d.listing_id, d.stage_changed_at as at, (hashtext(d.buyer_id::text) % 4 = 0) as rc,
    row_number() over (order by d.stage_changed_at, d.id) as n
  from public.deals d
  where d.stage = 'access_granted'
    and not exists (select 1 from public.invoices i where i.deal_id = d.id) -- the seed's have theirs
) x;

-- Listing views: by verified users of every role (investors most), spread over the listing's life.
insert into public.listing_views (listing_id, user_id, viewed_at)
select a.id, case when s.pick < 0.8 then i.id else v.id end, a.created_at + (now() - a.created_at) * s.r
from (
  select random() as pick, floor(random() * c.investors)::int as ni, floor(random() * c.verified)::int as nv,
    floor(random() * c.active)::int as target, random() as r
  from generate_series(1, (select views from g_params))
  cross join (select (select count(*) from g_active) as active, (select count(*) from g_investors) as investors,
                     (select count(*) from g_verified) as verified) c
) s
join g_investors i on i.n = s.ni
join g_verified v on v.n = s.nv
join g_active a on a.n = s.target
order by 3;

set local session_replication_role = origin;

-- Saved searches (issue 19): 10,000 at every scale, owned by verified users (at most 50 each: the
-- database's limit), inserted with their triggers (words and filter_key come from the database).
-- Filters as buyers set them for an alert (bench/README.md, "Saved searches"): an industry on 97 %,
-- a region on 90 % (DACH-weighted), a size (revenue) on 80 %, a keyword on 70 % (a word of the
-- teasers' vocabulary, or one that occurs in none). A new listing then matches a few dozen of them
-- (about 30 on average for the bench's publications, 70 for a German one; alerts in its transaction).
insert into public.saved_searches (user_id, name, query, industry, revenue, location, created_at)
select v.id, format('Bench search %s', s.k),
  case when s.r_words < 0.7 then
    (array['software', 'cloud', 'solar', 'praxis', 'logistik', 'hersteller', 'onlineshop', 'immobilien',
           'patents', 'patente', 'cnc', 'erp', 'hosting', 'wärmepumpen', 'makler', 'bakery', 'zahnarzt',
           'quantum', 'brauerei', 'franchise'])[1 + floor(random() * 20)::int]
    || case when s.r_words < 0.1 then ' ' || (array['family', 'growth', 'debt-free', 'nachfolge'])[1 + floor(random() * 4)::int] else '' end
  end,
  case when random() < 0.97 then (enum_range(null::public.industry))[1 + floor(random() * 9)::int] end,
  case when random() < 0.8 then (enum_range(null::public.revenue_range))[1 + floor(random() * 9)::int] end,
  case when s.r_loc < 0.35 then 'Germany'::public.location
       when s.r_loc < 0.5 then 'Austria'
       when s.r_loc < 0.65 then 'Switzerland'
       when s.r_loc < 0.9 then (enum_range(null::public.location))[1 + floor(random() * 19)::int] end,
  now() - random() * interval '300 days'
from (select k, random() as r_words, random() as r_loc from generate_series(1, 10000) k) s
join g_verified v on v.n = s.k % (select count(*) from g_verified);
analyze public.saved_searches;

-- Investment profiles (issue 19): every verified investor has one (industries 1-3, locations DACH
-- or any, a revenue range of two to four steps, a third with an employee range); the measured
-- investor (bench-user-5) looks for Technology, Services or Healthcare in Germany, Austria or
-- Switzerland, 1M-10M revenue, 11-250 employees. Their capacity bands: half verified.
insert into public.investment_profiles (user_id, industries, locations, revenue_min, revenue_max,
  employees_min, employees_max, timeframe)
select i.id,
  case when i.id = md5('bench-user-5')::uuid then array['Technology', 'Services', 'Healthcare']::public.industry[]
       else (select array_agg(distinct (enum_range(null::public.industry))[1 + floor(random() * 9)::int])
             from generate_series(1, 1 + (i.n % 3))) end,
  case when i.id = md5('bench-user-5')::uuid or i.n % 2 = 0 then array['Germany', 'Austria', 'Switzerland']::public.location[]
       else '{}' end,
  (enum_range(null::public.revenue_range))[1 + i.n % 5],
  (enum_range(null::public.revenue_range))[3 + i.n % 5 + (i.n % 3)],
  case when i.id = md5('bench-user-5')::uuid or i.n % 3 = 0 then '11-50'::public.employee_range end,
  case when i.id = md5('bench-user-5')::uuid or i.n % 3 = 0 then '101-250'::public.employee_range end,
  (enum_range(null::public.investment_timeframe))[1 + i.n % 4]
from g_investors i;
update public.investment_profiles set revenue_min = '1M-2M', revenue_max = '5M-10M'
where user_id = md5('bench-user-5')::uuid;
insert into public.buying_capacity (user_id, band, verified_at, expires_at)
select i.id, (enum_range(null::public.capacity_band))[1 + i.n % 4], now() - interval '10 days', now() + interval '170 days'
from g_investors i where i.n % 2 = 0
on conflict (user_id) do nothing;
-- The measured investor has a band (the band requirement's case reads it).
insert into public.buying_capacity (user_id, band, verified_at, expires_at)
values (md5('bench-user-5')::uuid, '2m_10m', now() - interval '10 days', now() + interval '170 days')
on conflict (user_id) do nothing;
-- Each band came from an approved proof of funds (the buyer's profile lists their proofs), and one
-- buyer in ten without a band has a proof waiting for review.
insert into public.capacity_proofs (user_id, object_name, file_name, content_type, size_bytes, status,
  submitted_at, decided_at, band)
select c.user_id, c.user_id || '/bench-proof.pdf', 'Finanzierungsbestaetigung.pdf', 'application/pdf', 250000,
  'approved', c.verified_at - interval '2 days', c.verified_at, c.band
from public.buying_capacity c;
insert into public.capacity_proofs (user_id, object_name, file_name, content_type, size_bytes, submitted_at)
select i.id, i.id || '/bench-proof.pdf', 'Bank letter.pdf', 'application/pdf', 180000, now() - interval '1 day'
from g_investors i where i.n % 2 = 1 and i.n % 5 = 0;
update public.buying_capacity c set proof_id = p.id from public.capacity_proofs p where p.user_id = c.user_id;
analyze public.investment_profiles, public.buying_capacity, public.capacity_proofs;

-- Required bands (issue 19): one active listing in five admits access requests only from buyers
-- with a verified capacity of at least its band (the band requirement's bench case opens deals on
-- them as a buyer). Written without the listings' row triggers (nothing else changes).
set local session_replication_role = replica;
update public.listings l
set required_capacity_band = (enum_range(null::public.capacity_band))[1 + (hashtext(l.id::text) & 3)]
where l.status = 'active' and abs(hashtext(l.id::text)) % 5 = 0;
set local session_replication_role = origin;

insert into bench.generator (version, scale)
select current_setting('bench.version'), to_jsonb(p) from g_params p;
