-- Core schema of the deal marketplace: enums (the business constants of spec section 9 live here
-- and reach the app through the generated types), tables, constraints, indexes and comments.
-- Grants, row-level security, triggers and RPCs follow in the next migrations.

-- Trigram search (listings.search_text). Present locally from stack/sql/bootstrap.sql; a hosted
-- project has to enable it.
create extension if not exists pg_trgm with schema extensions;

-- Enums ---------------------------------------------------------------------------------------
create type public.app_role as enum ('admin', 'scout', 'investor', 'company');
create type public.verification_status as enum ('pending', 'verified', 'rejected');
create type public.listing_type as enum ('sell', 'buy');
create type public.listing_status as enum ('active', 'closed');
create type public.inquiry_status as enum ('pending', 'read', 'answered', 'closed');
create type public.unlock_status as enum ('pending', 'approved', 'rejected');

create type public.industry as enum (
  'Technology', 'Manufacturing', 'Healthcare', 'E-Commerce', 'Real Estate', 'Services', 'Retail',
  'Energy', 'Finance'
);
create type public.revenue_range as enum (
  '0-500K', '500K-1M', '1M-2M', '2M-5M', '5M-10M', '10M-20M', '20M-50M', '50M-100M', '100M+'
);
create type public.employee_range as enum (
  '1-10', '11-50', '51-100', '101-250', '251-500', '501-1000', '1000+'
);
create type public.location as enum (
  'Germany', 'Austria', 'Switzerland', 'Netherlands', 'Belgium', 'Luxembourg', 'France', 'Italy',
  'Spain', 'United Kingdom', 'Ireland', 'Denmark', 'Sweden', 'Norway', 'Finland', 'Poland',
  'Czech Republic', 'Other EU Country', 'Non-EU Country'
);

comment on type public.app_role is 'Role of a user. admin is never self-assigned; it is granted by the admin edge function.';
comment on type public.verification_status is 'Review state of a user account; only verified users use the marketplace.';
comment on type public.listing_type is 'sell: a business for sale; buy: a buying interest.';
comment on type public.listing_status is 'active listings are in the public browse; closed ones stay with their owner.';
comment on type public.inquiry_status is 'Processing state of an inquiry, changed by the listing owner.';
comment on type public.unlock_status is 'State of a request to unlock the confidential details of a listing.';
comment on type public.industry is 'Industries (spec section 9), in display order.';
comment on type public.revenue_range is 'Annual revenue ranges in euro (spec section 9), in ascending order.';
comment on type public.employee_range is 'Employee count ranges (spec section 9), in ascending order.';
comment on type public.location is 'Locations (spec section 9), in display order.';

-- Profiles ------------------------------------------------------------------------------------
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  name text not null,
  email text not null,
  phone_number text,
  role public.app_role not null default 'scout',
  profile_complete boolean not null default false,
  has_seen_profile_banner boolean not null default false,
  verification_status public.verification_status not null default 'pending',
  submitted_at timestamptz not null default now(),
  verified_at timestamptz,
  rejected_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint profiles_name_not_blank check (btrim(name) <> ''),
  constraint profiles_name_length check (char_length(name) <= 200),
  constraint profiles_email_length check (char_length(email) <= 320),
  constraint profiles_phone_number_length check (char_length(phone_number) <= 50)
);
comment on table public.profiles is 'One row per auth user (same id), created by a trigger on auth.users at sign-up.';
comment on column public.profiles.email is 'Copy of auth.users.email, kept in sync by a trigger; not writable through the API.';
comment on column public.profiles.role is 'Taken from the sign-up metadata (scout, investor or company; default scout). admin only through the admin function.';
comment on column public.profiles.profile_complete is 'Maintained by the database: true once the billing info is complete (always true for admins).';
comment on column public.profiles.has_seen_profile_banner is 'The user dismissed the "complete your profile" banner.';
comment on column public.profiles.verification_status is 'Changed only by admins through public.set_verification().';
comment on column public.profiles.submitted_at is 'When the account was submitted for review (sign-up).';
comment on column public.profiles.verified_at is 'When an admin last verified the account.';
comment on column public.profiles.rejected_at is 'When an admin last rejected the account.';
comment on column public.profiles.updated_at is 'Set by the database on every update.';
create index profiles_role_idx on public.profiles (role);
create index profiles_verification_status_idx on public.profiles (verification_status);

-- Billing info --------------------------------------------------------------------------------
create table public.billing_info (
  user_id uuid primary key references public.profiles (id) on delete cascade,
  company_name text,
  company_email text,
  responsible_person text,
  phone_number text,
  uid_number text,
  street_address text,
  city text,
  postal_code text,
  country text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint billing_info_company_name_length check (char_length(company_name) <= 200),
  constraint billing_info_company_email_format check (
    company_email ~* '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$' and char_length(company_email) <= 320
  ),
  constraint billing_info_responsible_person_length check (char_length(responsible_person) <= 200),
  constraint billing_info_phone_number_length check (char_length(phone_number) <= 50),
  constraint billing_info_uid_number_length check (char_length(uid_number) <= 50),
  constraint billing_info_street_address_length check (char_length(street_address) <= 200),
  constraint billing_info_city_length check (char_length(city) <= 100),
  constraint billing_info_postal_code_length check (char_length(postal_code) <= 20),
  constraint billing_info_country_length check (char_length(country) <= 100)
);
comment on table public.billing_info is 'Billing details of a user; readable by its owner and admins only. All nine fields filled = profile complete.';
comment on column public.billing_info.responsible_person is 'Contact person name and details.';
comment on column public.billing_info.uid_number is 'VAT id (UID) or tax number.';

-- Listings (the teaser) -----------------------------------------------------------------------
create table public.listings (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  user_role public.app_role not null,
  type public.listing_type not null,
  industry public.industry not null,
  revenue public.revenue_range not null,
  employees public.employee_range not null,
  location public.location not null,
  price text,
  anonymized_description text not null,
  market_position text,
  patents boolean not null default false,
  status public.listing_status not null default 'active',
  success_fee_eur integer,
  search_text text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint listings_user_role_lister check (user_role in ('scout', 'company')),
  constraint listings_price_length check (char_length(price) <= 100),
  constraint listings_anonymized_description_not_blank check (btrim(anonymized_description) <> ''),
  constraint listings_anonymized_description_length check (char_length(anonymized_description) <= 5000),
  constraint listings_market_position_length check (char_length(market_position) <= 2000),
  constraint listings_success_fee_eur_range check (success_fee_eur between 0 and 5000)
);
comment on table public.listings is 'Deal teasers (anonymous part of a listing); verified users browse the active ones. Created with public.create_listing().';
comment on column public.listings.user_id is 'Owner (creator) of the listing.';
comment on column public.listings.user_role is 'Role of the creator when the listing was created, taken from the profile by the database.';
comment on column public.listings.price is 'Asking price or price idea as free text (optional).';
comment on column public.listings.anonymized_description is 'Public, anonymous description shown to every verified user.';
comment on column public.listings.status is 'active: in the public browse; closed: deal done or withdrawn, visible to the owner and admins only.';
comment on column public.listings.success_fee_eur is 'Fee earned on the closed deal (0-5,000 EUR); recorded by an admin through public.close_listing().';
comment on column public.listings.search_text is 'Lower-cased anonymized description, industry, location and market position, maintained by a trigger; search with ilike (pg_trgm index).';

create index listings_user_id_idx on public.listings (user_id);
create index listings_status_created_idx on public.listings (status, created_at desc, id desc);
create index listings_industry_created_idx on public.listings (industry, status, created_at desc, id desc);
create index listings_revenue_created_idx on public.listings (revenue, status, created_at desc, id desc);
create index listings_location_created_idx on public.listings (location, status, created_at desc, id desc);
create index listings_search_text_trgm_idx on public.listings using gin (search_text extensions.gin_trgm_ops);

-- Listing details (the confidential part) -----------------------------------------------------
create table public.listing_details (
  listing_id uuid primary key references public.listings (id) on delete cascade,
  title text not null,
  description text not null,
  full_details text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint listing_details_title_not_blank check (btrim(title) <> ''),
  constraint listing_details_title_length check (char_length(title) <= 200),
  constraint listing_details_description_not_blank check (btrim(description) <> ''),
  constraint listing_details_description_length check (char_length(description) <= 10000),
  constraint listing_details_full_details_length check (char_length(full_details) <= 50000)
);
comment on table public.listing_details is 'Confidential part of a listing: readable by its owner, admins and investors with a signed NDA and an approved unlock.';
comment on column public.listing_details.description is 'Public description of the form (names the company); confidential.';
comment on column public.listing_details.full_details is 'Full deal details for unlocked investors (optional).';

-- Inquiries -----------------------------------------------------------------------------------
create table public.inquiries (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  listing_id uuid not null references public.listings (id) on delete cascade,
  message text not null,
  status public.inquiry_status not null default 'pending',
  unread_count integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint inquiries_message_not_blank check (btrim(message) <> ''),
  constraint inquiries_message_length check (char_length(message) <= 5000),
  constraint inquiries_unread_count_non_negative check (unread_count >= 0)
);
comment on table public.inquiries is 'Expression of interest by a verified user about a listing that is not their own.';
comment on column public.inquiries.user_id is 'Sender; always the signed-in user.';
comment on column public.inquiries.status is 'Starts pending; only the listing owner changes it.';
comment on column public.inquiries.unread_count is 'Unread replies in the conversation (starts 0).';
create index inquiries_user_id_idx on public.inquiries (user_id);
create index inquiries_listing_id_idx on public.inquiries (listing_id, status);

-- NDA signatures ------------------------------------------------------------------------------
create table public.nda_signatures (
  id uuid primary key default gen_random_uuid(),
  listing_id uuid not null references public.listings (id) on delete cascade,
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  signer_name text not null,
  signed_at timestamptz not null default now(),
  constraint nda_signatures_one_per_user unique (listing_id, user_id),
  constraint nda_signatures_signer_name_not_blank check (btrim(signer_name) <> ''),
  constraint nda_signatures_signer_name_length check (char_length(signer_name) <= 200)
);
comment on table public.nda_signatures is 'Non-disclosure agreement signed by a verified investor for one listing (one per investor and listing).';
comment on column public.nda_signatures.signer_name is 'Name the investor typed as signature.';
create index nda_signatures_user_id_idx on public.nda_signatures (user_id);

-- Unlock requests -----------------------------------------------------------------------------
create table public.unlock_requests (
  id uuid primary key default gen_random_uuid(),
  listing_id uuid not null references public.listings (id) on delete cascade,
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  status public.unlock_status not null default 'pending',
  price_eur integer not null default 500,
  created_at timestamptz not null default now(),
  decided_at timestamptz,
  decided_by uuid references public.profiles (id) on delete set null,
  constraint unlock_requests_price_eur check (price_eur = 500),
  constraint unlock_requests_decision_consistent check ((status = 'pending') = (decided_at is null))
);
comment on table public.unlock_requests is 'Request by an investor who signed the NDA to unlock a listing''s details (500 EUR); decided by admins only.';
comment on column public.unlock_requests.price_eur is 'Price of the unlock in euro (fixed 500).';
comment on column public.unlock_requests.decided_at is 'When an admin approved or rejected the request.';
comment on column public.unlock_requests.decided_by is 'Admin who decided the request.';
-- At most one open (pending) or granted (approved) request per investor and listing; after a
-- rejection the investor may ask again.
create unique index unlock_requests_one_open_idx on public.unlock_requests (listing_id, user_id)
  where status <> 'rejected';
create index unlock_requests_listing_id_idx on public.unlock_requests (listing_id);
create index unlock_requests_user_id_idx on public.unlock_requests (user_id, status);
create index unlock_requests_decided_by_idx on public.unlock_requests (decided_by);

-- Support and contact messages ----------------------------------------------------------------
create table public.messages (
  id uuid primary key default gen_random_uuid(),
  user_id uuid default auth.uid() references public.profiles (id) on delete set null,
  email text not null,
  subject text not null,
  body text not null,
  created_at timestamptz not null default now(),
  constraint messages_email_format check (
    email ~* '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$' and char_length(email) <= 320
  ),
  constraint messages_subject_not_blank check (btrim(subject) <> ''),
  constraint messages_subject_length check (char_length(subject) <= 200),
  constraint messages_body_not_blank check (btrim(body) <> ''),
  constraint messages_body_length check (char_length(body) <= 5000)
);
comment on table public.messages is 'Support and contact messages; any signed-in user writes as themselves, only admins read them.';
comment on column public.messages.user_id is 'Sender; null once the sender''s account is deleted.';
comment on column public.messages.email is 'Reply address given by the sender.';
create index messages_user_id_idx on public.messages (user_id);
create index messages_created_at_idx on public.messages (created_at desc);

-- Listing views -------------------------------------------------------------------------------
create table public.listing_views (
  id bigint generated always as identity primary key,
  listing_id uuid not null references public.listings (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  viewed_at timestamptz not null default now()
);
comment on table public.listing_views is 'A verified user opened a listing (recorded by public.record_listing_view(); repeated opens within 30 minutes count once). Feeds the dashboard figures.';
create index listing_views_listing_id_idx on public.listing_views (listing_id);
create index listing_views_user_id_idx on public.listing_views (user_id, listing_id, viewed_at desc);

-- Newsletter ----------------------------------------------------------------------------------
create table public.newsletter_subscriptions (
  email text primary key,
  created_at timestamptz not null default now(),
  constraint newsletter_subscriptions_email_lower check (email = lower(email)),
  constraint newsletter_subscriptions_email_format check (
    email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$' and char_length(email) <= 320
  )
);
comment on table public.newsletter_subscriptions is 'Blog newsletter subscribers (lower-cased email); written through public.subscribe_newsletter(), read by admins only.';
