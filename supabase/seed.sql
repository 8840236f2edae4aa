-- Demo data for `supabase start` / `supabase db reset` and the local stack (`npm run stack:reset`).
--
-- Demo accounts, one password for all: Demo-Passw0rd!
--
--   email                         role      state                         id
--   admin@dealbridge.test         admin     verified (ADMIN_EMAILS),      a0000000-0000-4000-8000-000000000001
--                                           TOTP secret DEMOADMINTOTPSECRETDEALBRIDGE234
--   scout@dealbridge.test         scout     verified, owns 26 listings    a0000000-0000-4000-8000-000000000002
--   investor@dealbridge.test      investor  verified, NDA + APPROVED      a0000000-0000-4000-8000-000000000003
--                                           unlock for listing ...0001
--   seller@dealbridge.test        company   verified, owns 14 listings    a0000000-0000-4000-8000-000000000004
--   investor2@dealbridge.test     investor  verified, NDA + PENDING       a0000000-0000-4000-8000-000000000005
--                                           unlock for listing ...0001
--   investor3@dealbridge.test     investor  verified, no NDA, no billing  a0000000-0000-4000-8000-000000000006
--   pending@dealbridge.test       investor  pending review                a0000000-0000-4000-8000-000000000007
--   rejected@dealbridge.test      company   rejected                      a0000000-0000-4000-8000-000000000008
--
-- Fixed ids: listings b0000000-0000-4000-8000-0000000000NN (NN = 01..40; 01 is seller's
-- "CloudTax" listing with the NDAs and unlocks; 02 is scout's; 38 and 39 are scout's closed deals
-- with success fees 4,500 and 3,000 EUR; 40 is seller's closed listing without fee), inquiries
-- c0000000-…-0000000000NN, NDA signatures d0000000-…, unlock requests e0000000-…
-- (e…01 approved for investor@, e…02 pending for investor2@), messages f0000000-….
--
-- Users are inserted into auth.users (bcrypt via pgcrypto's crypt()) with an auth.identities row,
-- as Supabase's own seeds do; the sign-up trigger creates the profiles, which are then updated to
-- their verification states.

-- Users ---------------------------------------------------------------------------------------
create temporary table seed_users (id uuid, email text, name text, phone text, role text);
insert into seed_users values
  ('a0000000-0000-4000-8000-000000000001', 'admin@dealbridge.test', 'Dana Admin', '+49 30 1234567', 'scout'),
  ('a0000000-0000-4000-8000-000000000002', 'scout@dealbridge.test', 'Stefan Scout', '+49 89 2345678', 'scout'),
  ('a0000000-0000-4000-8000-000000000003', 'investor@dealbridge.test', 'Ingrid Investor', '+41 44 3456789', 'investor'),
  ('a0000000-0000-4000-8000-000000000004', 'seller@dealbridge.test', 'Sabine Seller', '+49 711 4567890', 'company'),
  ('a0000000-0000-4000-8000-000000000005', 'investor2@dealbridge.test', 'Ivo Investor', '+43 1 5678901', 'investor'),
  ('a0000000-0000-4000-8000-000000000006', 'investor3@dealbridge.test', 'Iris Neumann', '+31 20 6789012', 'investor'),
  ('a0000000-0000-4000-8000-000000000007', 'pending@dealbridge.test', 'Paul Pending', '+49 40 7890123', 'investor'),
  ('a0000000-0000-4000-8000-000000000008', 'rejected@dealbridge.test', 'Rita Rejected', '+49 221 8901234', 'company');

insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, last_sign_in_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, email_change, email_change_token_new, recovery_token
)
select
  '00000000-0000-0000-0000-000000000000', u.id, 'authenticated', 'authenticated', u.email,
  extensions.crypt('Demo-Passw0rd!', extensions.gen_salt('bf', 10)),
  now() - interval '60 days', null,
  '{"provider": "email", "providers": ["email"]}'::jsonb,
  jsonb_build_object('name', u.name, 'phone_number', u.phone, 'role', u.role),
  now() - interval '60 days', now() - interval '60 days',
  '', '', '', ''
from seed_users u;

insert into auth.identities (id, user_id, provider_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select
  u.id, u.id, u.id::text,
  jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
  'email', null, now() - interval '60 days', now() - interval '60 days'
from seed_users u;

-- Verification states (profiles were created by the sign-up trigger) --------------------------
update public.profiles set created_at = now() - interval '60 days', submitted_at = now() - interval '60 days'
where id in (select id from seed_users);

update public.profiles set role = 'admin', verification_status = 'verified',
  verified_at = now() - interval '59 days', profile_complete = true, has_seen_profile_banner = true
where id = 'a0000000-0000-4000-8000-000000000001';

-- The demo admin's authenticator (TOTP, SHA-1, 6 digits, 30 s), so the console's second factor can
-- be passed locally: add the secret DEMOADMINTOTPSECRETDEALBRIDGE234 to an authenticator app, or
-- compute a code with tests/support/totp.ts. Local demo data only, never for a real project.
insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
values ('a1000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000001', 'Demo authenticator',
        'totp', 'verified', now() - interval '59 days', now() - interval '59 days',
        'DEMOADMINTOTPSECRETDEALBRIDGE234');

update public.profiles set verification_status = 'verified', verified_at = now() - interval '58 days',
  has_seen_profile_banner = true
where id in ('a0000000-0000-4000-8000-000000000002', 'a0000000-0000-4000-8000-000000000003',
             'a0000000-0000-4000-8000-000000000004', 'a0000000-0000-4000-8000-000000000005');

update public.profiles set verification_status = 'verified', verified_at = now() - interval '20 days'
where id = 'a0000000-0000-4000-8000-000000000006';

update public.profiles set verification_status = 'rejected', rejected_at = now() - interval '30 days'
where id = 'a0000000-0000-4000-8000-000000000008';

-- Billing info (complete ones make profile_complete true through the trigger) -----------------
insert into public.billing_info (user_id, company_name, company_email, responsible_person, phone_number,
  uid_number, street_address, city, postal_code, country) values
  ('a0000000-0000-4000-8000-000000000002', 'Scout Advisory Stefan Berger', 'office@scout-advisory.example',
   'Stefan Berger, Geschäftsführer', '+49 89 2345678', 'DE312345678', 'Leopoldstraße 12', 'München', '80802', 'Germany'),
  ('a0000000-0000-4000-8000-000000000003', 'Alpine Capital Partners AG', 'deals@alpine-capital.example',
   'Ingrid Keller, Partner', '+41 44 3456789', 'CHE-123.456.789 MWST', 'Bahnhofstrasse 45', 'Zürich', '8001', 'Switzerland'),
  ('a0000000-0000-4000-8000-000000000004', 'CloudTax GmbH', 'finance@cloudtax.example',
   'Sabine Hofmann, CFO', '+49 711 4567890', 'DE298765432', 'Königstraße 1', 'Stuttgart', '70173', 'Germany'),
  ('a0000000-0000-4000-8000-000000000005', 'Danube Invest GmbH', 'ivo@danube-invest.example',
   'Ivo Horvath, Managing Director', '+43 1 5678901', 'ATU12345678', 'Ringstraße 8', 'Wien', '1010', 'Austria');

-- Listings ------------------------------------------------------------------------------------
create temporary table seed_listings (
  n int, owner char(1), type public.listing_type, industry public.industry, revenue public.revenue_range,
  employees public.employee_range, location public.location, price text, patents boolean,
  title text, anonymized_description text, description text, market_position text, full_details text
);

insert into seed_listings values
(1, 'C', 'sell', 'Technology', '2M-5M', '11-50', 'Germany', '4,5 Mio. EUR', true,
 'CloudTax GmbH – SaaS für Steuerkanzleien',
 'Etablierter SaaS-Anbieter für Kanzleisoftware in Süddeutschland: über 1.200 zahlende Kunden, 92 % wiederkehrende Umsätze. Der Gründer sucht eine Nachfolgeregelung.',
 'CloudTax GmbH (Stuttgart) entwickelt eine cloudbasierte Mandantenplattform für Steuerberater. Die Gründerin möchte sich innerhalb von 18 Monaten zurückziehen.',
 'Top-3-Anbieter im DACH-Nischenmarkt für Kanzlei-Workflows',
 'EBITDA 2024: 1,1 Mio. EUR; ARR 3,8 Mio. EUR; Churn unter 4 %; zwei Patente zur Belegerkennung; Datenraum mit Jahresabschlüssen 2021-2024.'),
(2, 'S', 'sell', 'Manufacturing', '10M-20M', '101-250', 'Austria', 'Auf Anfrage', false,
 'Präzisionsteile Steiner GmbH',
 'CNC-Zulieferer für Automotive und Medizintechnik in Oberösterreich, ISO 13485 zertifiziert, moderner Maschinenpark mit 5-Achs-Zentren.',
 'Präzisionsteile Steiner GmbH, Wels: Familienunternehmen in zweiter Generation, Inhaber 64 Jahre, keine familieninterne Nachfolge.',
 'Langjährige Rahmenverträge mit drei Tier-1-Zulieferern',
 'Umsatz 2024: 14,2 Mio. EUR, EBIT-Marge 9 %; Immobilie im Eigentum (optional mit zu erwerben).'),
(3, 'S', 'sell', 'Healthcare', '5M-10M', '51-100', 'Switzerland', 'CHF 8-10 Mio.', false,
 'PhysioPlus Kliniken AG',
 'Chain of nine physiotherapy clinics in German-speaking Switzerland with strong referral network and above-average utilisation.',
 'PhysioPlus Kliniken AG, headquartered in Basel; the two founders want to sell 100 % and stay on for a transition period.',
 'Largest independent physiotherapy group in its canton',
 'Revenue CHF 7.9M, EBITDA CHF 1.4M; leases run until 2031; 68 therapists employed.'),
(4, 'C', 'sell', 'E-Commerce', '1M-2M', '1-10', 'Netherlands', 'EUR 1.2M', false,
 'GreenLeaf Plants Online B.V.',
 'Profitable direct-to-consumer online shop for indoor plants and accessories, 45,000 customers, own fulfilment near Amsterdam.',
 'GreenLeaf Plants Online B.V., Amstelveen. Owner relocating abroad.',
 'Strong brand on Instagram with 120k followers',
 'Net margin 14 %, repeat purchase rate 38 %, Shopify Plus stack, 2 employees plus seasonal staff.'),
(5, 'S', 'buy', 'Real Estate', '20M-50M', '11-50', 'Belgium', 'Budget up to EUR 30M', false,
 'Buy-side mandate: property manager Benelux',
 'Family office seeks a residential property management company in Belgium or the Netherlands with at least 3,000 units under management.',
 'Mandate of a Brussels-based family office; decision makers available for calls after NDA.',
 'Investor with long-term hold strategy',
 'Target EBITDA EUR 2-4M; majority or full acquisition; management continuation welcome.'),
(6, 'S', 'sell', 'Services', '500K-1M', '11-50', 'Luxembourg', 'EUR 900k', false,
 'Lux Facility Services S.à r.l.',
 'Office cleaning and facility service provider with recurring contracts from banks and public institutions in Luxembourg.',
 'Lux Facility Services S.à r.l., Luxembourg City; founder retiring.',
 'Recurring contracts with an average duration of 4 years',
 'Revenue EUR 870k; 24 employees; top-5 clients 55 % of revenue.'),
(7, 'C', 'sell', 'Retail', '5M-10M', '51-100', 'France', 'EUR 6M', false,
 'Maison Dubois – fine food stores',
 'Regional chain of six delicatessen stores in the Lyon area with its own catering service and private label products.',
 'Maison Dubois SAS, Lyon: the Dubois family sells after 40 years.',
 'Premium positioning, loyal customer base',
 'Revenue EUR 7.4M, EBITDA EUR 850k; store leases transferable.'),
(8, 'S', 'sell', 'Energy', '2M-5M', '11-50', 'Italy', 'EUR 3.5M', true,
 'SolareTech S.r.l.',
 'Installer of commercial rooftop solar systems in Northern Italy with patented mounting system and a strong project pipeline.',
 'SolareTech S.r.l., Verona; the founders look for a strategic partner or full sale.',
 'Patented mounting system cuts installation time by 30 %',
 'Pipeline EUR 6M for 2025; 2 granted patents (EU); order backlog 7 months.'),
(9, 'S', 'buy', 'Finance', '1M-2M', '1-10', 'Spain', 'Up to EUR 2M', false,
 'Buy-side: insurance brokerage in Spain',
 'Consolidation platform looks for independent insurance brokers in Spain with a focus on SME commercial lines.',
 'Mandate of a pan-European broker consolidation platform backed by private equity.',
 'Buyer with 14 completed acquisitions',
 'Commission income EUR 0.5-2M; earn-out possible; owner may stay as partner.'),
(10, 'C', 'sell', 'Technology', '500K-1M', '1-10', 'United Kingdom', 'GBP 750k', false,
 'ShiftPlan Ltd – rota software',
 'B2B SaaS for staff scheduling in hospitality, 300 customers in the UK, low churn, lean team.',
 'ShiftPlan Ltd, Manchester; founder wants to focus on a new venture.',
 'Niche leader for independent restaurants',
 'MRR GBP 62k; gross margin 86 %; codebase in TypeScript, hosted on AWS.'),
(11, 'S', 'sell', 'Manufacturing', '20M-50M', '251-500', 'Ireland', 'On request', true,
 'Emerald Packaging Ltd',
 'Manufacturer of sustainable food packaging with two plants and long-term supply agreements with retailers.',
 'Emerald Packaging Ltd, Cork; private equity owner exits after seven years.',
 'Market leader for compostable trays in Ireland',
 'Revenue EUR 31M, EBITDA EUR 4.6M; 3 patents on compostable coatings.'),
(12, 'S', 'sell', 'Healthcare', '2M-5M', '11-50', 'Denmark', 'DKK 25M', false,
 'Nordic Dental Lab ApS',
 'Dental laboratory with digital workflow (CAD/CAM, 3D printing) serving 250 clinics across Denmark.',
 'Nordic Dental Lab ApS, Aarhus; owner seeks succession.',
 'Fully digital lab, fast turnaround',
 'Revenue DKK 28M, EBITDA margin 18 %; 32 technicians.'),
(13, 'C', 'sell', 'E-Commerce', '5M-10M', '11-50', 'Sweden', 'SEK 70M', false,
 'Scandi Outdoor AB',
 'Online retailer of outdoor equipment with own brand, strong presence in Scandinavia and growing sales in Germany.',
 'Scandi Outdoor AB, Gothenburg; the founders want to sell a majority stake.',
 'Own brand with 40 % of sales',
 'Revenue SEK 86M, EBITDA SEK 9M; warehouse lease until 2028.'),
(14, 'S', 'sell', 'Real Estate', '1M-2M', '1-10', 'Norway', 'NOK 15M', false,
 'Fjord Property Services AS',
 'Small real estate agency and rental management business on the Norwegian west coast with a stable rental portfolio.',
 'Fjord Property Services AS, Bergen.',
 'Manages 420 rental units',
 'Revenue NOK 14M; 6 employees; management contracts renew yearly.'),
(15, 'S', 'sell', 'Services', '10M-20M', '101-250', 'Finland', 'EUR 12M', false,
 'Suomi IT Services Oy',
 'Managed IT services provider for mid-sized companies and municipalities in Finland, 85 % recurring revenue.',
 'Suomi IT Services Oy, Helsinki; owners open to a full sale.',
 'Public-sector framework agreements',
 'Revenue EUR 16M, EBITDA EUR 2.2M; 140 employees.'),
(16, 'C', 'buy', 'Retail', '2M-5M', '11-50', 'Poland', 'PLN 10-20M', false,
 'Buy-side: specialty retail chain in Poland',
 'Strategic buyer looks for a specialty retail chain with 5-20 stores in Poland, ideally in home and garden.',
 'Mandate of a German home-and-garden retailer expanding east.',
 'Strategic buyer with synergies in purchasing',
 'Target revenue PLN 10-25M; stores in good locations; management may stay.'),
(17, 'S', 'sell', 'Energy', '50M-100M', '101-250', 'Czech Republic', 'On request', false,
 'Bohemia Biogas a.s.',
 'Operator of twelve biogas plants with long-term feed-in tariffs and its own feedstock supply.',
 'Bohemia Biogas a.s., Prague; sale of 100 % of the shares by a holding company.',
 'Top-5 biogas operator in the country',
 'Revenue EUR 58M, EBITDA EUR 14M; tariffs guaranteed until 2032-2036.'),
(18, 'S', 'sell', 'Finance', '5M-10M', '11-50', 'Other EU Country', 'EUR 9M', false,
 'Baltic Leasing Partners',
 'Equipment leasing company for SMEs in the Baltic states with a clean portfolio and low default rates.',
 'Baltic Leasing Partners UAB, Vilnius.',
 'Default rate below 1 %',
 'Portfolio EUR 60M; equity ratio 18 %; licensed by the central bank.'),
(19, 'C', 'sell', 'Technology', '10M-20M', '51-100', 'Non-EU Country', 'USD 25M', true,
 'SecureID Systems',
 'Provider of identity verification software for banks with proprietary biometric algorithms and clients in 20 countries.',
 'SecureID Systems Inc., Toronto; founders seek a strategic acquirer.',
 'Patented liveness detection',
 'ARR USD 14M, growth 35 % per year; 4 granted patents.'),
(20, 'S', 'sell', 'Manufacturing', '1M-2M', '11-50', 'Germany', '1,4 Mio. EUR', false,
 'Holzmanufaktur Brandt',
 'Schreinerei für hochwertigen Innenausbau und Ladenbau in Nordrhein-Westfalen mit Stammkunden aus Handel und Gastronomie.',
 'Holzmanufaktur Brandt e.K., Münster; Inhaber geht in den Ruhestand.',
 'Volle Auftragsbücher für 6 Monate',
 'Umsatz 1,6 Mio. EUR; 18 Mitarbeitende; Werkstatt gemietet.'),
(21, 'S', 'sell', 'Healthcare', '0-500K', '1-10', 'Austria', '280.000 EUR', false,
 'Ordination für Ergotherapie',
 'Etablierte Praxis für Ergotherapie im Großraum Wien mit Kassenverträgen und eingespieltem Team.',
 'Ergotherapie Praxis Mag. Huber, Wien 19.',
 'Kassenverträge mit allen großen Versicherern',
 'Umsatz 420.000 EUR; 5 Therapeutinnen; Mietvertrag bis 2030.'),
(22, 'C', 'sell', 'E-Commerce', '500K-1M', '1-10', 'Switzerland', 'CHF 650.000', false,
 'Kaffee-Abo Onlineshop',
 'Onlineshop für Spezialitätenkaffee im Abonnement mit eigener Rösterei-Partnerschaft und 4.000 aktiven Abos.',
 'BohnenPost GmbH, Zürich.',
 'Hohe Kundenbindung durch Abo-Modell',
 'Umsatz CHF 880.000; Abo-Kündigungsrate 3 % pro Monat.'),
(23, 'S', 'sell', 'Real Estate', '100M+', '11-50', 'Netherlands', 'On request', false,
 'Dutch logistics real estate portfolio',
 'Portfolio of modern logistics properties along the Rotterdam-Venlo corridor, fully let to international tenants.',
 'Holland Logistics Properties B.V.; sale by an institutional investor.',
 'Prime logistics locations, WAULT 7.5 years',
 'Rental income EUR 12M per year; 9 properties; green building certificates.'),
(24, 'S', 'buy', 'Services', '2M-5M', '11-50', 'Belgium', 'EUR 2-5M', false,
 'Buy-side: engineering consultancy',
 'Engineering group looks for a technical consultancy (HVAC, building services) in Belgium to expand its service offering.',
 'Mandate of a Dutch engineering group.',
 'Buyer with strong balance sheet',
 'Target revenue EUR 2-6M; team of 15-50 engineers.'),
(25, 'C', 'sell', 'Retail', '1M-2M', '11-50', 'Luxembourg', 'EUR 1.1M', false,
 'Optique Moderne',
 'Three optician stores in Luxembourg with loyal customers and an in-house workshop.',
 'Optique Moderne S.A., Esch-sur-Alzette.',
 'Established for 30 years',
 'Revenue EUR 1.9M; 12 employees.'),
(26, 'S', 'sell', 'Energy', '5M-10M', '11-50', 'France', 'EUR 7M', false,
 'Énergie Vent Services',
 'Maintenance service provider for onshore wind turbines in France with multi-year service contracts.',
 'Énergie Vent Services SARL, Nantes.',
 'Service contracts for 210 turbines',
 'Revenue EUR 8.3M; EBITDA EUR 1.5M.'),
(27, 'S', 'sell', 'Finance', '2M-5M', '11-50', 'Italy', 'EUR 4M', false,
 'Consulenza Patrimoniale',
 'Independent wealth management firm in Milan with EUR 450M assets under advice and a loyal client base.',
 'Consulenza Patrimoniale S.r.l., Milano.',
 'Client retention above 95 %',
 'Fee income EUR 3.6M; 4 partners, 20 staff.'),
(28, 'C', 'sell', 'Technology', '20M-50M', '251-500', 'Spain', 'On request', false,
 'Iberia Cloud Hosting',
 'Data centre and cloud hosting provider with two Tier III sites and 1,800 business customers.',
 'Iberia Cloud Hosting S.L., Madrid.',
 'Largest independent hosting provider in Spain',
 'Revenue EUR 34M, EBITDA EUR 11M.'),
(29, 'S', 'sell', 'Manufacturing', '50M-100M', '501-1000', 'United Kingdom', 'On request', true,
 'Midlands Components Group',
 'Manufacturer of precision components for aerospace and defence with AS9100 certification and long-term contracts.',
 'Midlands Components Group Ltd, Coventry.',
 'Approved supplier to major aerospace OEMs',
 'Revenue GBP 72M; 6 patents; two plants.'),
(30, 'S', 'sell', 'Healthcare', '10M-20M', '101-250', 'Ireland', 'EUR 15M', false,
 'CarePoint Home Care',
 'Home care provider with HSE contracts across the Irish midlands and a strong recruitment engine.',
 'CarePoint Home Care Ltd, Athlone.',
 'HSE approved provider',
 'Revenue EUR 13M; 900 clients.'),
(31, 'C', 'sell', 'E-Commerce', '2M-5M', '11-50', 'Denmark', 'DKK 30M', false,
 'Hygge Home Online',
 'Danish online shop for Scandinavian design furniture with its own showroom and B2B sales.',
 'Hygge Home ApS, Copenhagen.',
 'Exclusive distribution for three design brands',
 'Revenue DKK 34M; EBITDA DKK 4M.'),
(32, 'S', 'sell', 'Real Estate', '5M-10M', '1-10', 'Sweden', 'SEK 90M', false,
 'Stockholm residential block',
 'Residential property with 64 apartments in a growing Stockholm suburb, recently renovated.',
 'Bostad Söder AB.',
 'Full occupancy for 5 years',
 'Rental income SEK 7.1M per year.'),
(33, 'S', 'sell', 'Services', '1M-2M', '11-50', 'Norway', 'NOK 12M', false,
 'Nordic Translation Bureau',
 'Translation and localisation agency specialised in legal and technical documents, 300 corporate clients.',
 'Nordic Translation Bureau AS, Oslo.',
 'ISO 17100 certified',
 'Revenue NOK 16M; network of 400 freelance translators.'),
(34, 'C', 'sell', 'Retail', '10M-20M', '101-250', 'Finland', 'EUR 11M', false,
 'Lapland Sports Retail',
 'Chain of sports and outdoor stores in Finnish ski resorts with rental business and online shop.',
 'Lapland Sports Oy, Rovaniemi.',
 'Present in the five largest ski resorts',
 'Revenue EUR 14M; strong winter seasonality.'),
(35, 'S', 'sell', 'Energy', '1M-2M', '11-50', 'Poland', 'PLN 6M', false,
 'Heat pump installer',
 'Installer of heat pumps and PV systems for homeowners in southern Poland with growing order intake.',
 'EkoTerm Sp. z o.o., Kraków.',
 'Certified partner of two leading heat pump brands',
 'Revenue PLN 7.5M; 22 employees.'),
(36, 'S', 'sell', 'Finance', '500K-1M', '1-10', 'Czech Republic', 'CZK 15M', false,
 'Accounting and payroll firm',
 'Accounting and payroll service firm in Brno serving 180 SMEs, high share of recurring monthly fees.',
 'Účetnictví Brno s.r.o.',
 'Monthly retainers make up 90 % of revenue',
 'Revenue CZK 21M; 9 employees.'),
(37, 'C', 'sell', 'Technology', '100M+', '1000+', 'Germany', 'Auf Anfrage', true,
 'Industrie-Software-Gruppe',
 'Anbieter von ERP- und MES-Software für den Mittelstand mit über 3.000 Industriekunden in Europa; Carve-out eines Konzernbereichs.',
 'Carve-out der Software-Sparte eines börsennotierten Industriekonzerns, Sitz Hannover.',
 'Marktführer für MES im deutschen Maschinenbau',
 'Umsatz 240 Mio. EUR; 1.400 Mitarbeitende; 11 Patente.'),
(38, 'S', 'sell', 'Manufacturing', '5M-10M', '51-100', 'Germany', '5 Mio. EUR', false,
 'Metallbau Krüger GmbH',
 'Metallbauunternehmen für Stahl- und Glasfassaden in Norddeutschland mit Referenzen im Gewerbebau.',
 'Metallbau Krüger GmbH, Bremen – erfolgreich an einen strategischen Käufer verkauft.',
 'Regional führend im Fassadenbau',
 'Umsatz 8,1 Mio. EUR; Abschluss im Frühjahr.'),
(39, 'S', 'sell', 'Services', '2M-5M', '11-50', 'Austria', '2,8 Mio. EUR', false,
 'Steuerberatungskanzlei Graz',
 'Etablierte Steuerberatungskanzlei in der Steiermark mit 600 Mandanten und digitalem Arbeitsplatz.',
 'Kanzlei Dr. Pichler, Graz – an eine Kanzleigruppe übergeben.',
 'Digitale Kanzlei mit hoher Mandantenbindung',
 'Umsatz 2,9 Mio. EUR.'),
(40, 'C', 'sell', 'Retail', '500K-1M', '11-50', 'Germany', '600.000 EUR', false,
 'Fahrradladen mit Werkstatt',
 'Fahrradfachgeschäft mit Werkstatt und E-Bike-Leasing-Partnerschaften in einer Universitätsstadt.',
 'Radhaus Freiburg GmbH – Verkauf zurückgezogen.',
 'Starke Position im E-Bike-Leasing',
 'Umsatz 950.000 EUR.');

insert into public.listings (id, user_id, user_role, type, industry, revenue, employees, location, price,
  anonymized_description, market_position, patents, status, success_fee_eur, deal_won_at, created_at, updated_at)
select
  ('b0000000-0000-4000-8000-' || lpad(s.n::text, 12, '0'))::uuid,
  case s.owner when 'C' then 'a0000000-0000-4000-8000-000000000004'::uuid
               else 'a0000000-0000-4000-8000-000000000002'::uuid end,
  case s.owner when 'C' then 'company'::public.app_role else 'scout'::public.app_role end,
  s.type, s.industry, s.revenue, s.employees, s.location, s.price,
  s.anonymized_description, s.market_position, s.patents,
  case when s.n >= 38 then 'closed'::public.listing_status else 'active'::public.listing_status end,
  case s.n when 38 then 4500 when 39 then 3000 else null end,
  -- 38 and 39 are won deals; 40 was withdrawn by its owner (closed, no deal, no fee).
  case when s.n in (38, 39) then now() - make_interval(days => 41 - s.n) else null end,
  now() - make_interval(days => 41 - s.n, hours => s.n),
  now() - make_interval(days => 41 - s.n, hours => s.n)
from seed_listings s;

-- Asking prices as comparable EUR amounts (null: on request); the free-text note keeps what an
-- amount cannot say (another currency, a range, a budget). The seed's own corrections are no
-- edits of a published listing: without triggers, so no versions (listing_versions) are written.
set session_replication_role = replica;
update public.listings l set asking_price_eur = a.amount, price = a.note
from (values
  (1, 4500000, null), (2, null, null), (3, 9200000, 'CHF 8–10M'),
  (4, 1200000, null), (5, 30000000, 'Budget'), (6, 900000, null), (7, 6000000, null),
  (8, 3500000, null), (9, 2000000, 'Budget'), (10, 870000, 'GBP 750k'), (11, null, null),
  (12, 3350000, 'DKK 25M'), (13, 6100000, 'SEK 70M'), (14, 1280000, 'NOK 15M'),
  (15, 12000000, null), (16, 3500000, 'Budget PLN 10–20M'), (17, null, null), (18, 9000000, null),
  (19, 23000000, 'USD 25M'), (20, 1400000, null), (21, 280000, null), (22, 690000, 'CHF 650k'),
  (23, null, null), (24, 5000000, 'Budget EUR 2–5M'), (25, 1100000, null), (26, 7000000, null),
  (27, 4000000, null), (28, null, null), (29, null, null), (30, 15000000, null),
  (31, 4000000, 'DKK 30M'), (32, 7800000, 'SEK 90M'), (33, 1020000, 'NOK 12M'),
  (34, 11000000, null), (35, 1400000, 'PLN 6M'), (36, 600000, 'CZK 15M'), (37, null, null),
  (38, 5000000, null), (39, 2800000, null), (40, 600000, null)
) as a(n, amount, note)
where l.id = ('b0000000-0000-4000-8000-' || lpad(a.n::text, 12, '0'))::uuid;

insert into public.listing_details (listing_id, title, description, full_details, created_at, updated_at)
select
  ('b0000000-0000-4000-8000-' || lpad(s.n::text, 12, '0'))::uuid,
  s.title, s.description, s.full_details,
  now() - make_interval(days => 41 - s.n, hours => s.n),
  now() - make_interval(days => 41 - s.n, hours => s.n)
from seed_listings s;

-- Structured facts and figures (issue 30): revenue of the last three years and this year's plan
-- around the middle of each listing's revenue range, growth and EBITDA margin varying by listing;
-- regions for the German, Austrian and Swiss listings. Most show their financials in the teaser
-- (bands derived below); every fifth keeps them for buyers with access.
insert into public.listing_facts (listing_id, staff_count, founded_year, legal_form, region,
  sale_reason, owner_dependence, real_estate, financials_visibility, founded_year_visibility)
select
  ('b0000000-0000-4000-8000-' || lpad(s.n::text, 12, '0'))::uuid,
  case s.employees when '1-10' then 8 when '11-50' then 30 when '51-100' then 75 when '101-250' then 180
    when '251-500' then 380 when '501-1000' then 700 else 1500 end,
  1950 + (s.n * 7) % 70,
  (array['gmbh', 'gmbh_co_kg', 'ag', 'gmbh', 'kg', 'ug', 'gmbh'])[1 + s.n % 7]::public.legal_form,
  case s.location
    when 'Germany' then (array['DE-BY', 'DE-BW', 'DE-NW', 'DE-HE', 'DE-NI', 'DE-SN', 'DE-HH', 'DE-BE'])[1 + s.n % 8]
    when 'Austria' then (array['AT-9', 'AT-6', 'AT-4', 'AT-5'])[1 + s.n % 4]
    when 'Switzerland' then (array['CH-ZH', 'CH-BE', 'CH-GE', 'CH-BS', 'CH-LU'])[1 + s.n % 5]
  end::public.region,
  (array['succession', 'strategic', 'retirement', 'focus', 'growth_partner', 'succession', 'other'])[1 + s.n % 7]::public.sale_reason,
  (array['low', 'medium', 'high'])[1 + s.n % 3]::public.owner_dependence,
  (array['leased', 'included', 'leased', 'none', 'optional'])[1 + s.n % 5]::public.real_estate,
  case when s.n % 5 = 0 then 'access' else 'teaser' end::public.fact_visibility,
  'teaser'
from seed_listings s;

insert into public.listing_financials (listing_id, year, is_plan, revenue_eur, ebitda_eur)
select
  ('b0000000-0000-4000-8000-' || lpad(s.n::text, 12, '0'))::uuid,
  y.year, y.back = 0,
  round(base.revenue * power(1 + (s.n % 4 - 1) * 0.06, 3 - y.back))::bigint,
  round(base.revenue * power(1 + (s.n % 4 - 1) * 0.06, 3 - y.back)
    * (array[-0.02, 0.04, 0.08, 0.12, 0.17, 0.22, 0.32])[1 + s.n % 7])::bigint
from seed_listings s
cross join lateral (select case s.revenue when '0-500K' then 300000 when '500K-1M' then 750000
  when '1M-2M' then 1500000 when '2M-5M' then 3500000 when '5M-10M' then 7000000
  when '10M-20M' then 14000000 when '20M-50M' then 32000000 when '50M-100M' then 70000000
  else 150000000 end::numeric * 0.85 as revenue) base
cross join lateral (select b as back, extract(year from private.berlin_today())::int - b as year
  from generate_series(0, 3) b) y;

select private.listing_teaser_refresh(l.id) from public.listings l;
set session_replication_role = origin;

-- Inquiries -----------------------------------------------------------------------------------
insert into public.inquiries (id, user_id, listing_id, message, status, created_at, updated_at) values
  ('c0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000003', 'b0000000-0000-4000-8000-000000000001',
   'Guten Tag, wir sind eine Schweizer Beteiligungsgesellschaft und sehr an Ihrem Unternehmen interessiert. Können wir einen Termin vereinbaren?',
   'answered', now() - interval '12 days', now() - interval '10 days'),
  ('c0000000-0000-4000-8000-000000000002', 'a0000000-0000-4000-8000-000000000003', 'b0000000-0000-4000-8000-000000000002',
   'We would like to learn more about the customer structure and the order backlog.',
   'read', now() - interval '9 days', now() - interval '8 days'),
  ('c0000000-0000-4000-8000-000000000003', 'a0000000-0000-4000-8000-000000000005', 'b0000000-0000-4000-8000-000000000001',
   'Sehr interessantes Profil. Wie hoch ist der Anteil der Top-10-Kunden am Umsatz?',
   'pending', now() - interval '5 days', now() - interval '5 days'),
  ('c0000000-0000-4000-8000-000000000004', 'a0000000-0000-4000-8000-000000000006', 'b0000000-0000-4000-8000-000000000003',
   'Is the seller open to a partial sale with an earn-out?',
   'pending', now() - interval '3 days', now() - interval '3 days'),
  ('c0000000-0000-4000-8000-000000000005', 'a0000000-0000-4000-8000-000000000002', 'b0000000-0000-4000-8000-000000000007',
   'I represent a buyer from southern Germany who is looking for exactly this kind of business.',
   'pending', now() - interval '2 days', now() - interval '2 days'),
  ('c0000000-0000-4000-8000-000000000006', 'a0000000-0000-4000-8000-000000000004', 'b0000000-0000-4000-8000-000000000002',
   'Wir prüfen eine Übernahme als strategische Ergänzung. Gibt es Informationen zur Immobilie?',
   'pending', now() - interval '1 day', now() - interval '1 day'),
  ('c0000000-0000-4000-8000-000000000007', 'a0000000-0000-4000-8000-000000000005', 'b0000000-0000-4000-8000-000000000013',
   'Thank you for the call – we decided not to pursue this one.',
   'closed', now() - interval '20 days', now() - interval '15 days');

-- NDAs and unlock requests --------------------------------------------------------------------
insert into public.nda_signatures (id, listing_id, user_id, signer_name, signed_at) values
  ('d0000000-0000-4000-8000-000000000001', 'b0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000003', 'Ingrid Keller', now() - interval '11 days'),
  ('d0000000-0000-4000-8000-000000000002', 'b0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000005', 'Ivo Horvath', now() - interval '4 days'),
  ('d0000000-0000-4000-8000-000000000003', 'b0000000-0000-4000-8000-000000000002', 'a0000000-0000-4000-8000-000000000003', 'Ingrid Keller', now() - interval '8 days');

insert into public.unlock_requests (id, listing_id, user_id, status, price_eur, created_at, decided_at, decided_by) values
  ('e0000000-0000-4000-8000-000000000001', 'b0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000003',
   'approved', 500, now() - interval '11 days', now() - interval '10 days', 'a0000000-0000-4000-8000-000000000001'),
  ('e0000000-0000-4000-8000-000000000002', 'b0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000005',
   'pending', 500, now() - interval '4 days', null, null);

-- Listing views -------------------------------------------------------------------------------
insert into public.listing_views (listing_id, user_id, viewed_at) values
  ('b0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000003', now() - interval '12 days'),
  ('b0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000003', now() - interval '10 days'),
  ('b0000000-0000-4000-8000-000000000002', 'a0000000-0000-4000-8000-000000000003', now() - interval '9 days'),
  ('b0000000-0000-4000-8000-000000000003', 'a0000000-0000-4000-8000-000000000003', now() - interval '7 days'),
  ('b0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000005', now() - interval '5 days'),
  ('b0000000-0000-4000-8000-000000000013', 'a0000000-0000-4000-8000-000000000005', now() - interval '20 days'),
  ('b0000000-0000-4000-8000-000000000003', 'a0000000-0000-4000-8000-000000000006', now() - interval '3 days'),
  ('b0000000-0000-4000-8000-000000000007', 'a0000000-0000-4000-8000-000000000002', now() - interval '2 days');

-- Support messages and newsletter -------------------------------------------------------------
insert into public.messages (id, user_id, email, subject, body, created_at) values
  ('f0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000007', 'pending@dealbridge.test',
   'Wann wird mein Konto freigeschaltet?', 'Ich habe mich vor drei Tagen registriert. Wie lange dauert die Prüfung noch?', now() - interval '2 days'),
  ('f0000000-0000-4000-8000-000000000002', 'a0000000-0000-4000-8000-000000000008', 'rejected@dealbridge.test',
   'Account rejected – why?', 'My account was rejected. Could you tell me which information was missing?', now() - interval '29 days'),
  ('f0000000-0000-4000-8000-000000000003', 'a0000000-0000-4000-8000-000000000002', 'scout@dealbridge.test',
   'Rechnung für Erfolgshonorar', 'Bitte senden Sie mir die Abrechnung für den Abschluss Metallbau Krüger.', now() - interval '6 days');

insert into public.newsletter_subscriptions (email, created_at) values
  ('leser@example.com', now() - interval '14 days'),
  ('reader@example.org', now() - interval '7 days');

drop table seed_users, seed_listings;
