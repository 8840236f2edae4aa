-- accounts: Profiles, roles and verification, billing details; what an account may see of itself and others.
--
-- The current text of this subject (supabase/schemas/README.md). Change the database by editing
-- this file and running `npm run db:diff -- <name>`; the migration it writes is reviewed and
-- committed with it.
--
-- From 20261120000002_profiles_and_accounts.sql:
--   Profiles and accounts: who a user is (role, verification), their billing details, who the
--   policies of every other table take the caller to be, and how an admin verifies an account.
--
-- From 20261127300002_verification_needs_confirmed_email.sql:
--   Issue 27: an account becomes verified only once its email address is confirmed, whoever
--   writes (set_verification(), the service role, the database owner): a trigger on
--   profiles.verification_status. The console needs to know before it offers the button, so
--   profiles.email_confirmed_at follows auth.users (a copy kept by a trigger, as email is), named
--   to fire after on_auth_user_created (triggers of one event fire in name order).
--
-- From 20261129920001_applicant_website_and_team_inbox.sql:
--   Issue 33: the company website an applicant gives at registration (sign-up metadata website),
--   shown to the admin who verifies the account and editable on the profile page: profiles.website,
--   normalised by the database whoever writes (a missing scheme becomes https://, as the form
--   does: private.normalize_website()) and checked by a constraint (http or https, a host with a
--   domain, at most 200 characters), so a bad address is refused at sign-up and on update alike.

-- Types -------------------------------------------------------------------------------------------

create type public.app_role as enum (
  'admin',
  'scout',
  'investor',
  'company'
);
comment on type public.app_role is 'Role of a user. admin is never self-assigned; it is granted by the admin edge function.';

create type public.verification_status as enum (
  'pending',
  'verified',
  'rejected'
);
comment on type public.verification_status is 'Review state of a user account; only verified users use the marketplace.';

-- public.profiles ---------------------------------------------------------------------------------

create table public.profiles (
  id uuid not null,
  name text not null,
  email text not null,
  phone_number text,
  role public.app_role default 'scout'::public.app_role not null,
  profile_complete boolean default false not null,
  has_seen_profile_banner boolean default false not null,
  verification_status public.verification_status default 'pending'::public.verification_status not null,
  submitted_at timestamp with time zone default now() not null,
  verified_at timestamp with time zone,
  rejected_at timestamp with time zone,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  language public.app_language default 'en'::public.app_language not null,
  email_confirmed_at timestamp with time zone,
  terms_version text,
  privacy_version text,
  consented_at timestamp with time zone,
  website text,
  constraint profiles_pkey PRIMARY KEY (id),
  constraint profiles_email_length CHECK ((char_length(email) <= 320)),
  constraint profiles_name_length CHECK ((char_length(name) <= 200)),
  constraint profiles_name_not_blank CHECK ((name ~ '[^[:space:]]'::text)),
  constraint profiles_phone_number_length CHECK ((char_length(phone_number) <= 50)),
  -- The same pattern as the forms' (src/lib/website.ts): http(s), a host with a domain (letters
  -- beyond ASCII allowed), an optional port and path; no user info, no spaces.
  constraint profiles_website_form CHECK (char_length(website) <= 200 and website ~* '^https?://([a-z0-9\u00a1-\uffff]([a-z0-9\u00a1-\uffff-]*[a-z0-9\u00a1-\uffff])?\.)+[a-z\u00a1-\uffff]{2,63}(:[0-9]{1,5})?([/?#][^[:space:]]*)?$')
);
alter table public.profiles add constraint profiles_id_fkey FOREIGN KEY (id) REFERENCES auth.users(id) ON DELETE CASCADE;
alter table public.profiles enable row level security;
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
comment on column public.profiles.language is 'Language of the emails the user gets; taken from the sign-up metadata, changed with the language toggle (public.set_my_language()).';
comment on column public.profiles.terms_version is 'Version (effective date, YYYY-MM-DD) of the terms of use the user accepted at registration (sign-up metadata terms_version, checked by private.handle_new_user()); null for accounts created confirmed by the operator.';
comment on column public.profiles.privacy_version is 'Version (effective date, YYYY-MM-DD) of the privacy policy the user accepted at registration (sign-up metadata privacy_version).';
comment on column public.profiles.consented_at is 'When the user accepted terms_version and privacy_version (the sign-up).';
comment on column public.profiles.website is 'The company''s website as the user gave it at registration (sign-up metadata website) or on the profile page; normalised by private.normalize_website() (a missing scheme becomes https://) and checked by profiles_website_form. Read by the user and admins (the applicant''s details), as the rest of the profile.';
comment on column public.profiles.email_confirmed_at is 'When the account''s email address was confirmed (copy of auth.users.email_confirmed_at, kept by a trigger); null: not confirmed, the account cannot be verified.';
revoke all on table public.profiles from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.profiles from authenticated;
grant update (name, phone_number, has_seen_profile_banner, website) on table public.profiles to authenticated;

create index profiles_role_idx on public.profiles (role);

create index profiles_verification_status_idx on public.profiles (verification_status);

create or replace function private.is_admin() returns boolean
language plpgsql stable security definer set search_path = '' as $$
begin
  return coalesce((select auth.jwt()) ->> 'aal', '') = 'aal2'
    and exists (select 1 from public.profiles p where p.id = (select auth.uid()) and p.role = 'admin');
end;
$$;
comment on function private.is_admin() is 'True when the caller''s profile has the role admin and their token is aal2 (password and TOTP).';
revoke all on function private.is_admin() from public;
grant all on function private.is_admin() to authenticated, service_role;

create policy "profiles: own or admin can read" on public.profiles
  for select to authenticated
  using (id = (select auth.uid()) or (select private.is_admin()));

create function private.is_verified() returns boolean
language plpgsql stable security definer set search_path = '' as $$
begin
  return exists (
    select 1 from public.profiles p
    where p.id = (select auth.uid()) and p.verification_status = 'verified'
  );
end;
$$;
comment on function private.is_verified() is 'True when the caller''s account is verified.';
revoke all on function private.is_verified() from public;
grant all on function private.is_verified() to authenticated, service_role;

create policy "profiles: verified owner updates own" on public.profiles
  for update to authenticated
  using (id = (select auth.uid()) and (select private.is_verified()))
  with check (id = (select auth.uid()));

create function private.notify_account_reviewed() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_reason jsonb := private.current_decision_reason();
  v_payload jsonb := '{}'::jsonb;
  v_id uuid;
begin
  if nullif(current_setting('dealbridge.decision_undone', true), '') is not null then
    return null; -- an undo: the account hears nothing (its decision's email was never sent)
  end if;
  if v_reason is not null then
    v_payload := jsonb_strip_nulls(jsonb_build_object('reason_code', v_reason ->> 'code', 'reason_note', v_reason ->> 'note'));
  end if;
  if new.verification_status = 'verified' then
    v_id := private.notify(new.id, 'account.verified', '/dashboard', v_payload);
  elsif new.verification_status = 'rejected' then
    v_id := private.notify(new.id, 'account.rejected', '/verification-pending', v_payload);
  else
    return null;
  end if;
  -- An admin's decision waits for its undo window before the email goes out.
  if v_reason is not null then
    update private.email_outbox o set due_at = now() + private.account_decision_undo_window()
    where o.notification_id = v_id and o.status = 'pending';
  end if;
  return null;
end;
$$;
comment on function private.notify_account_reviewed() is 'AFTER UPDATE OF verification_status on profiles: verified or rejected notifies the account (in the app and by email, with the reason); an admin''s decision (public.set_verification()) is emailed after its undo window; an undo notifies nobody.';
revoke all on function private.notify_account_reviewed() from public;

create trigger notify_account_reviewed after update of verification_status on public.profiles
  for each row when (old.verification_status is distinct from new.verification_status)
  execute function private.notify_account_reviewed();

create trigger profiles_audit after update of verification_status, role on public.profiles
  for each row execute function private.audit_profile_changes();

create or replace function private.guard_admin_role() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_via text := nullif(current_setting('dealbridge.admin_role_change', true), '');
begin
  if (old.role = 'admin') = (new.role = 'admin') then
    return new;
  end if;
  if v_via is null then
    -- Only the database owner (migrations, seeds, the SQL console) changes roles directly.
    if session_user not in ('postgres', 'supabase_admin') then
      raise exception 'The admin role is granted only by an admin in the console or to the configured admin account'
        using errcode = '42501';
    end if;
    v_via := 'database_owner';
  end if;
  if new.role = 'admin' and not exists (
    select 1 from auth.users u where u.id = new.id and u.email_confirmed_at is not null
  ) then
    raise exception 'Admin role refused: the account''s email address is not confirmed' using errcode = '42501';
  end if;
  insert into public.admin_role_changes (user_id, changed_by, granted, via)
  values (new.id, case when v_via = 'console' then (select auth.uid()) end, new.role = 'admin', v_via);
  return new;
end;
$$;
comment on function private.guard_admin_role() is 'BEFORE UPDATE OF role on profiles: a change to or from admin only through public.set_admin(), private.promote_configured_admin() or the database owner, only for confirmed email addresses; recorded in admin_role_changes.';

create trigger profiles_guard_admin_role before update of role on public.profiles
  for each row execute function private.guard_admin_role();

create trigger profiles_set_updated_at before update on public.profiles
  for each row execute function private.set_updated_at();

-- A website as people type it: trimmed of white space, empty is none, a missing scheme becomes https:// (what
-- the forms do too, src/lib/website.ts); anything else stays as given for the constraint to judge.
create function private.normalize_website(p_website text) returns text
language sql immutable set search_path = '' as $$
  select case
    when v is null then null
    when v ~ '://' then v
    else 'https://' || v
  end
  from (select nullif(regexp_replace(p_website, '^[[:space:]]+|[[:space:]]+$', '', 'g'), '') as v) x
$$;
comment on function private.normalize_website(p_website text) is 'A website as typed: trimmed, empty → null, without a scheme → https:// in front; the same rule as the forms (src/lib/website.ts). profiles_website_form then checks it.';
revoke all on function private.normalize_website(p_website text) from public;

create function private.profiles_normalize_website() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  new.website := private.normalize_website(new.website);
  return new;
end;
$$;
comment on function private.profiles_normalize_website() is 'BEFORE INSERT/UPDATE OF website on profiles: the website normalised (private.normalize_website()) whoever writes: the sign-up trigger, the profile page, a direct API update.';
revoke all on function private.profiles_normalize_website() from public;

create trigger profiles_normalize_website before insert or update of website on public.profiles
  for each row execute function private.profiles_normalize_website();

CREATE OR REPLACE FUNCTION private.guard_verification_needs_confirmed_email()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if new.verification_status = 'verified' and old.verification_status is distinct from 'verified'
     and not exists (select 1 from auth.users u where u.id = new.id and u.email_confirmed_at is not null) then
    raise exception 'Verification refused: the account''s email address is not confirmed' using errcode = '42501';
  end if;
  return new;
end;
$function$;
comment on function private.guard_verification_needs_confirmed_email() is 'BEFORE UPDATE OF verification_status on profiles: an account becomes verified only once its email address is confirmed (auth.users.email_confirmed_at), whatever path writes.';
revoke all on function private.guard_verification_needs_confirmed_email() from public;

create trigger profiles_guard_verification_email BEFORE UPDATE OF verification_status ON public.profiles FOR EACH ROW EXECUTE FUNCTION private.guard_verification_needs_confirmed_email();

-- public.billing_info -----------------------------------------------------------------------------

create type public.billing_kind as enum (
  'company',
  'private'
);
comment on type public.billing_kind is 'Who is billed: a company (company name, optional VAT ID) or a private person (name and address, no VAT ID).';

-- A VAT ID's country when it has the format of an EU member state (or Switzerland, the UK): the
-- patterns of the EU's VIES format list, on the ID without spaces, dots and hyphens. Null when the
-- format fits no country. The form checks the same patterns (src/features/profile/api/vat-id.ts;
-- tests/db/billing.test.ts compares both).
create function public.vat_id_country(p_vat_id text) returns text
language sql immutable set search_path = '' as $$
  with v as (select upper(regexp_replace(coalesce(p_vat_id, ''), '[[:space:].-]', '', 'g')) as id)
  select case
    when id ~ '^ATU[0-9]{8}$' then 'AT'
    when id ~ '^BE[01][0-9]{9}$' then 'BE'
    when id ~ '^BG[0-9]{9,10}$' then 'BG'
    when id ~ '^CY[0-9]{8}[A-Z]$' then 'CY'
    when id ~ '^CZ[0-9]{8,10}$' then 'CZ'
    when id ~ '^DE[0-9]{9}$' then 'DE'
    when id ~ '^DK[0-9]{8}$' then 'DK'
    when id ~ '^EE[0-9]{9}$' then 'EE'
    when id ~ '^EL[0-9]{9}$' then 'GR'
    when id ~ '^ES[0-9A-Z][0-9]{7}[0-9A-Z]$' then 'ES'
    when id ~ '^FI[0-9]{8}$' then 'FI'
    when id ~ '^FR[0-9A-HJ-NP-Z]{2}[0-9]{9}$' then 'FR'
    when id ~ '^HR[0-9]{11}$' then 'HR'
    when id ~ '^HU[0-9]{8}$' then 'HU'
    when id ~ '^IE([0-9]{7}[A-W][A-I]?|[0-9][A-Z+*][0-9]{5}[A-W])$' then 'IE'
    when id ~ '^IT[0-9]{11}$' then 'IT'
    when id ~ '^LT([0-9]{9}|[0-9]{12})$' then 'LT'
    when id ~ '^LU[0-9]{8}$' then 'LU'
    when id ~ '^LV[0-9]{11}$' then 'LV'
    when id ~ '^MT[0-9]{8}$' then 'MT'
    when id ~ '^NL[0-9]{9}B[0-9]{2}$' then 'NL'
    when id ~ '^PL[0-9]{10}$' then 'PL'
    when id ~ '^PT[0-9]{9}$' then 'PT'
    when id ~ '^RO[0-9]{2,10}$' then 'RO'
    when id ~ '^SE[0-9]{12}$' then 'SE'
    when id ~ '^SI[0-9]{8}$' then 'SI'
    when id ~ '^SK[0-9]{10}$' then 'SK'
    when id ~ '^XI([0-9]{9}|[0-9]{12}|GD[0-9]{3}|HA[0-9]{3})$' then 'XI'
    when id ~ '^CHE[0-9]{9}(MWST|TVA|IVA)?$' then 'CH'
    when id ~ '^GB([0-9]{9}|[0-9]{12})$' then 'GB'
  end
  from v
$$;
comment on function public.vat_id_country(p_vat_id text) is 'The country of a VAT ID whose format fits an EU member state''s pattern (GR for EL, XI for Northern Ireland), or Switzerland''s or the UK''s; null otherwise. Spaces, dots and hyphens are ignored.';
revoke all on function public.vat_id_country(p_vat_id text) from public;
grant all on function public.vat_id_country(p_vat_id text) to authenticated, service_role;

create function public.vat_id_is_eu(p_country text) returns boolean
language sql immutable set search_path = '' as $$
  select p_country = any (array['AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'GR', 'ES', 'FI', 'FR', 'HR',
    'HU', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK', 'XI'])
$$;
comment on function public.vat_id_is_eu(p_country text) is 'The VAT country (public.vat_id_country()) is in the EU VAT area (XI: Northern Ireland for goods, kept as EU).';
revoke all on function public.vat_id_is_eu(p_country text) from public;
grant all on function public.vat_id_is_eu(p_country text) to authenticated, service_role;

-- A German tax number (Steuernummer) as the tax offices write it: 10 to 13 digits (the state's
-- format, e.g. 21/815/08150, or the federal 13-digit form), digits grouped by single slashes or
-- spaces. The form checks the same rule (src/features/profile/api/tax-number.ts; tests/db/billing.test.ts
-- compares both).
create function public.tax_number_is_valid(p_tax_number text) returns boolean
language sql immutable set search_path = '' as $$
  select coalesce(btrim(p_tax_number) ~ '^[0-9]+([ /][0-9]+)*$'
    and char_length(regexp_replace(p_tax_number, '[^0-9]', '', 'g')) between 10 and 13, false)
$$;
comment on function public.tax_number_is_valid(p_tax_number text) is 'A German tax number (Steuernummer): 10 to 13 digits, grouped by single slashes or spaces (e.g. 21/815/08150, 2181508150, 1121081508150).';
revoke all on function public.tax_number_is_valid(p_tax_number text) from public;
grant all on function public.tax_number_is_valid(p_tax_number text) to authenticated, service_role;

create table public.billing_info (
  user_id uuid not null,
  company_name text,
  company_email text,
  responsible_person text,
  phone_number text,
  uid_number text,
  street_address text,
  city text,
  postal_code text,
  country text,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  kind public.billing_kind default 'company'::public.billing_kind not null,
  tax_number text,
  small_business boolean default false not null,
  constraint billing_info_pkey PRIMARY KEY (user_id),
  constraint billing_info_city_length CHECK ((char_length(city) <= 100)),
  constraint billing_info_company_email_format CHECK (((company_email ~* '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$'::text) AND (char_length(company_email) <= 320))),
  constraint billing_info_company_name_length CHECK ((char_length(company_name) <= 200)),
  constraint billing_info_country_length CHECK ((char_length(country) <= 100)),
  constraint billing_info_phone_number_length CHECK ((char_length(phone_number) <= 50)),
  constraint billing_info_postal_code_length CHECK ((char_length(postal_code) <= 20)),
  constraint billing_info_responsible_person_length CHECK ((char_length(responsible_person) <= 200)),
  constraint billing_info_street_address_length CHECK ((char_length(street_address) <= 200)),
  constraint billing_info_tax_number_length CHECK ((char_length(tax_number) <= 30)),
  constraint billing_info_uid_number_length CHECK ((char_length(uid_number) <= 50))
);
alter table public.billing_info add constraint billing_info_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(id) ON DELETE CASCADE;
alter table public.billing_info enable row level security;
comment on table public.billing_info is 'Billing details of a user; readable by its owner and admins only. Complete (profile_complete) per private.billing_info_is_complete(): a company needs its name, a private person none; the VAT ID is optional.';
comment on column public.billing_info.kind is 'company: billed to company_name (VAT ID optional); private: billed to responsible_person, no company name and no VAT ID.';
comment on column public.billing_info.responsible_person is 'A company''s contact person; a private buyer''s full name.';
comment on column public.billing_info.uid_number is 'Optional VAT ID (USt-IdNr.) of a company, stored upper-case; its format must fit public.vat_id_country().';
comment on column public.billing_info.tax_number is 'Optional German tax number (Steuernummer) of a person or company, format per public.tax_number_is_valid(); a scout''s credit note carries it or the VAT ID (§ 14 Abs. 4 Nr. 2 UStG).';
comment on column public.billing_info.small_business is 'The holder is a small business under § 19 UStG (Kleinunternehmer, no VAT charged): a scout''s credit notes then show no VAT. Not with a VAT ID of another country.';
revoke all on table public.billing_info from anon;
revoke insert, update, truncate, references, trigger, maintain on table public.billing_info from authenticated;
grant insert (user_id, company_name, company_email, responsible_person, phone_number, uid_number, street_address, city, postal_code, country, kind, tax_number, small_business) on table public.billing_info to authenticated;
grant update (company_name, company_email, responsible_person, phone_number, uid_number, street_address, city, postal_code, country, kind, tax_number, small_business) on table public.billing_info to authenticated;

create policy "billing_info: owner or admin can read" on public.billing_info
  for select to authenticated
  using ((select private.is_admin()) or (user_id = (select auth.uid()) and (select private.is_verified())));

create policy "billing_info: verified owner inserts own" on public.billing_info
  for insert to authenticated
  with check (user_id = (select auth.uid()) and (select private.is_verified()));

create policy "billing_info: owner or admin updates" on public.billing_info
  for update to authenticated
  using ((select private.is_admin()) or (user_id = (select auth.uid()) and (select private.is_verified())))
  with check ((select private.is_admin()) or (user_id = (select auth.uid()) and (select private.is_verified())));

create policy "billing_info: owner or admin deletes" on public.billing_info
  for delete to authenticated
  using ((select private.is_admin()) or (user_id = (select auth.uid()) and (select private.is_verified())));

create trigger billing_info_set_updated_at before update on public.billing_info
  for each row execute function private.set_updated_at();

-- The form's rules, for every writer: a private person has no company name and no VAT ID; a VAT ID
-- is stored trimmed and upper-case and must have a known country's format; a tax number (people
-- and companies) is stored trimmed and must be a German tax number's format; the small-business
-- rule of § 19 UStG is German: not with another country's VAT ID. (Length limits are the table's
-- constraints.)
create function private.billing_info_check() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.uid_number := nullif(upper(btrim(new.uid_number)), '');
  new.company_name := nullif(btrim(new.company_name), '');
  new.tax_number := nullif(btrim(new.tax_number), '');
  if new.tax_number is not null and char_length(new.tax_number) <= 30
    and not public.tax_number_is_valid(new.tax_number) then
    raise exception 'billing_info_tax_number_format: % is not a German tax number (10 to 13 digits, e.g. 21/815/08150)', new.tax_number
      using errcode = '23514';
  end if;
  if new.small_business and new.uid_number is not null
    and public.vat_id_country(new.uid_number) is distinct from 'DE' then
    raise exception 'billing_info_small_business_vat_id: the small-business rule (§ 19 UStG) needs a German VAT ID or none'
      using errcode = '23514';
  end if;
  if new.kind = 'private' then
    if new.company_name is not null or new.uid_number is not null then
      raise exception 'billing_info_private_person: a private buyer has no company name and no VAT ID'
        using errcode = '23514';
    end if;
  elsif new.uid_number is not null and char_length(new.uid_number) <= 50
    and public.vat_id_country(new.uid_number) is null then
    raise exception 'billing_info_vat_id_format: % is not a VAT ID of an EU country (e.g. DE123456789)', new.uid_number
      using errcode = '23514';
  end if;
  return new;
end;
$$;
comment on function private.billing_info_check() is 'BEFORE INSERT/UPDATE on billing_info: private buyers carry no company name or VAT ID; a VAT ID is normalised and must fit public.vat_id_country(); a tax number is trimmed and must fit public.tax_number_is_valid(); § 19 UStG (small_business) not with a foreign VAT ID.';
revoke all on function private.billing_info_check() from public;

create trigger billing_info_check before insert or update on public.billing_info
  for each row execute function private.billing_info_check();

-- profile_complete follows the billing info.
create function private.billing_info_is_complete(b public.billing_info) returns boolean
language sql immutable set search_path = '' as $$
  select coalesce(
    (b.kind = 'private' or btrim(b.company_name) <> '') and btrim(b.company_email) <> ''
    and btrim(b.responsible_person) <> '' and btrim(b.phone_number) <> '' and btrim(b.street_address) <> ''
    and btrim(b.city) <> '' and btrim(b.postal_code) <> '' and btrim(b.country) <> '',
    false
  )
$$;
comment on function private.billing_info_is_complete(b public.billing_info) is 'Email, name (contact person), phone and address filled, and for a company its name; the VAT ID is optional.';
revoke all on function private.billing_info_is_complete(b public.billing_info) from public;

create function private.sync_profile_complete() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_user uuid := case when tg_op = 'DELETE' then old.user_id else new.user_id end;
  v_complete boolean := case when tg_op = 'DELETE' then false else private.billing_info_is_complete(new) end;
begin
  update public.profiles p
  set profile_complete = (p.role = 'admin' or v_complete)
  where p.id = v_user and p.profile_complete is distinct from (p.role = 'admin' or v_complete);
  return null;
end;
$$;
comment on function private.sync_profile_complete() is 'AFTER INSERT/UPDATE/DELETE on billing_info: sets profiles.profile_complete.';
revoke all on function private.sync_profile_complete() from public;

create trigger billing_info_sync_profile_complete after insert or update or delete on public.billing_info
  for each row execute function private.sync_profile_complete();

-- Triggers on auth.users --------------------------------------------------------------------------

create function private.notify_account_confirmed() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.notify(new.id, 'account.confirmed', '/verification-pending');
  return null;
end;
$$;
revoke all on function private.notify_account_confirmed() from public;

create trigger notify_account_confirmed after update of email_confirmed_at on auth.users
  for each row when (old.email_confirmed_at is null and new.email_confirmed_at is not null)
  execute function private.notify_account_confirmed();

-- The versions (effective dates) of the legal texts a registration must accept; the app sends
-- the same (src/lib/legal-versions.ts). A new version of a text changes its function.
create function private.current_terms_version() returns text
language sql immutable set search_path = '' as $$ select '2024-12-10' $$;
comment on function private.current_terms_version() is 'Version (effective date) of the terms of use that a sign-up must accept.';
revoke all on function private.current_terms_version() from public;

create function private.current_privacy_version() returns text
language sql immutable set search_path = '' as $$ select '2024-12-10' $$;
comment on function private.current_privacy_version() is 'Version (effective date) of the privacy policy that a sign-up must accept.';
revoke all on function private.current_privacy_version() from public;

-- Sign-up: the language of the registration form (metadata `language`) becomes the profile's.
create or replace function private.handle_new_user() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  v_role public.app_role;
  v_name text := left(nullif(private.squish(meta ->> 'name'), ''), 200);
  v_phone text := left(nullif(private.squish(meta ->> 'phone_number'), ''), 50);
  -- Not cut to length: a bad website refuses the sign-up (profiles_website_form).
  v_website text := private.normalize_website(meta ->> 'website');
  v_language public.app_language := case meta ->> 'language' when 'de' then 'de' else 'en' end;
  v_terms text := meta ->> 'terms_version';
  v_privacy text := meta ->> 'privacy_version';
  v_consented boolean;
begin
  -- A self-service sign-up arrives unconfirmed (confirmations are on) and must carry the accepted
  -- versions of the current terms and privacy policy; an account the operator creates already
  -- confirmed (admin API, seed) had no form to accept.
  v_consented := v_terms = private.current_terms_version()
    and v_privacy = private.current_privacy_version();
  -- An account made by a deal team's invitation (Auth's admin invite, for an address with an open
  -- invitation) had no form either: its owner accepts the terms with the invitation
  -- (public.accept_deal_invitation()).
  if new.email_confirmed_at is null and not coalesce(v_consented, false) and not exists (
    select 1 from public.deal_members m
    where m.email = lower(new.email) and m.status = 'invited'::public.deal_member_status
  ) then
    raise exception 'consent_required: the terms of use (%) and the privacy policy (%) must be accepted',
      private.current_terms_version(), private.current_privacy_version()
      using errcode = 'check_violation';
  end if;
  v_role := case meta ->> 'role'
    when 'investor' then 'investor'::public.app_role
    when 'company' then 'company'::public.app_role
    else 'scout'::public.app_role
  end;
  insert into public.profiles (id, name, email, phone_number, website, role, verification_status, submitted_at,
    language, terms_version, privacy_version, consented_at)
  values (
    new.id,
    coalesce(v_name, nullif(split_part(coalesce(new.email, ''), '@', 1), ''), 'User'),
    coalesce(new.email, ''),
    v_phone,
    v_website,
    v_role,
    'pending',
    now(),
    v_language,
    case when v_consented then v_terms end,
    case when v_consented then v_privacy end,
    case when v_consented then now() end
  );
  return new;
end;
$$;
comment on function private.handle_new_user() is 'AFTER INSERT on auth.users: creates the profile from raw_user_meta_data (name, phone_number, website: normalised and checked, a bad one refuses the sign-up; role among scout/investor/company, default scout; language en/de, default en; terms_version and privacy_version, required to equal the current versions for an unconfirmed self sign-up unless the address has an open deal-team invitation, whose acceptance records them), pending.';
revoke all on function private.handle_new_user() from public;

create trigger on_auth_user_created after insert on auth.users
  for each row execute function private.handle_new_user();

create function private.handle_user_email_change() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.profiles set email = coalesce(new.email, '') where id = new.id;
  return new;
end;
$$;
comment on function private.handle_user_email_change() is 'AFTER UPDATE OF email on auth.users: the profile email follows.';
revoke all on function private.handle_user_email_change() from public;

create trigger on_auth_user_email_changed after update of email on auth.users
  for each row when (old.email is distinct from new.email)
  execute function private.handle_user_email_change();

CREATE OR REPLACE FUNCTION private.sync_email_confirmed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  update public.profiles set email_confirmed_at = new.email_confirmed_at
  where id = new.id and email_confirmed_at is distinct from new.email_confirmed_at;
  return null;
end;
$function$;
comment on function private.sync_email_confirmed() is 'AFTER INSERT/UPDATE OF email_confirmed_at on auth.users: the profile''s copy follows (runs after on_auth_user_created, which makes the profile).';
revoke all on function private.sync_email_confirmed() from public;

create trigger on_auth_user_email_confirmed AFTER INSERT OR UPDATE OF email_confirmed_at ON auth.users FOR EACH ROW EXECUTE FUNCTION private.sync_email_confirmed();

-- Functions ---------------------------------------------------------------------------------------

create function private.current_app_role() returns public.app_role
language plpgsql stable security definer set search_path = '' as $$
begin
  return (select p.role from public.profiles p where p.id = (select auth.uid()));
end;
$$;
comment on function private.current_app_role() is 'Role of the caller (null without a profile).';
revoke all on function private.current_app_role() from public;
grant all on function private.current_app_role() to authenticated, service_role;

create function private.profile_name(p_user_id uuid) returns text
language sql stable security definer set search_path = '' as $$
  select p.name from public.profiles p where p.id = p_user_id
$$;
comment on function private.profile_name(p_user_id uuid) is 'Display name of a user, for the texts of a notification.';
revoke all on function private.profile_name(p_user_id uuid) from public;

-- The caller's role claim: who acted when auth.uid() is null (service_role, the admin function).
create function private.request_role() returns text
language sql stable set search_path = '' as $$
  select coalesce(nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role', current_user)
$$;
comment on function private.request_role() is 'The JWT role of the request, else the database user.';

-- The role a revoked admin returns to: the one they signed up with (as private.handle_new_user()).
create or replace function private.signup_role(p_user_id uuid) returns public.app_role
language sql stable security definer set search_path = '' as $$
  select case u.raw_user_meta_data ->> 'role'
    when 'investor' then 'investor'::public.app_role
    when 'company' then 'company'::public.app_role
    else 'scout'::public.app_role
  end
  from auth.users u where u.id = p_user_id
$$;
comment on function private.signup_role(p_user_id uuid) is 'The role a user chose at sign-up (scout, investor or company).';
revoke all on function private.signup_role(p_user_id uuid) from public;

-- For the RPCs of verified users (dashboard figures, listing views, counterparties): they are
-- security definer, so they check the caller with this first and use the id it returns.
create function private.verified_caller() returns uuid
language plpgsql stable security definer set search_path = '' as $$
begin
  if (select auth.uid()) is null then
    raise exception 'User not authenticated' using errcode = '42501';
  end if;
  if not (select private.is_verified()) then
    raise exception 'Permission denied: verified account required' using errcode = '42501';
  end if;
  return (select auth.uid());
end;
$$;
comment on function private.verified_caller() is 'The caller''s id; raises 42501 without a session (User not authenticated) or without a verified account.';
revoke all on function private.verified_caller() from public;

-- Any signed-in user (pending ones too: they get the approval email) sets their own language.
create function public.set_my_language(p_language public.app_language) returns void
language plpgsql security definer set search_path = '' as $$
begin
  if (select auth.uid()) is null then
    raise exception 'User not authenticated' using errcode = '42501';
  end if;
  if p_language is null then
    raise exception 'Missing required fields: language' using errcode = '22023';
  end if;
  update public.profiles set language = p_language
  where id = (select auth.uid()) and language is distinct from p_language;
end;
$$;
comment on function public.set_my_language(p_language public.app_language) is 'Sets the caller''s language (emails are written in it). Any signed-in user, verified or not.';
revoke all on function public.set_my_language(p_language public.app_language) from public, anon;

-- public.account_decisions -----------------------------------------------------------------------

-- An admin's verification or rejection of an account, with its reason, undoable for a few minutes:
-- the decision's email waits in the outbox until undo_until (private.notify_account_reviewed()), and
-- public.undo_account_decision() takes the decision and its unsent email back before then.
create table public.account_decisions (
  id uuid default gen_random_uuid() not null,
  user_id uuid not null,
  decided_by uuid,
  from_status public.verification_status not null,
  to_status public.verification_status not null,
  reason_code text,
  reason_note text,
  previous_verified_at timestamp with time zone,
  previous_rejected_at timestamp with time zone,
  decided_at timestamp with time zone default now() not null,
  undo_until timestamp with time zone not null,
  undone_at timestamp with time zone,
  undone_by uuid,
  constraint account_decisions_pkey PRIMARY KEY (id),
  constraint account_decisions_to_status CHECK ((to_status = ANY (ARRAY['verified'::public.verification_status, 'rejected'::public.verification_status]))),
  constraint account_decisions_reason_code CHECK (((reason_code IS NULL) OR (reason_code = ANY (ARRAY['identity_unverified'::text, 'information_incomplete'::text, 'not_eligible'::text, 'duplicate_account'::text, 'other'::text])))),
  constraint account_decisions_rejection_has_reason CHECK (((to_status <> 'rejected'::public.verification_status) OR (reason_code IS NOT NULL))),
  constraint account_decisions_reason_note_length CHECK ((char_length(reason_note) <= 1000)),
  constraint account_decisions_undone_consistent CHECK (((undone_at IS NULL) = (undone_by IS NULL)))
);
alter table public.account_decisions add constraint account_decisions_decided_by_fkey FOREIGN KEY (decided_by) REFERENCES public.profiles(id) ON DELETE SET NULL;
alter table public.account_decisions add constraint account_decisions_undone_by_fkey FOREIGN KEY (undone_by) REFERENCES public.profiles(id) ON DELETE SET NULL;
alter table public.account_decisions add constraint account_decisions_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(id) ON DELETE CASCADE;
alter table public.account_decisions enable row level security;
comment on table public.account_decisions is 'Each verification or rejection of an account by an admin (public.set_verification()), with the reason (required for a rejection) that the account''s email carries. Until undo_until the email waits in the outbox and public.undo_account_decision() takes the decision back. Written only by the database; admins read it.';
comment on column public.account_decisions.reason_code is 'Why (a rejection): identity_unverified, information_incomplete, not_eligible, duplicate_account or other; the app and the email word it in the account''s language.';
comment on column public.account_decisions.reason_note is 'The admin''s own words to the applicant (optional), sent with the email.';
comment on column public.account_decisions.undo_until is 'The decision''s email is due then; before it, the decision can be undone (private.account_decision_undo_window()).';
comment on column public.account_decisions.undone_at is 'When an admin took the decision back (its email was never sent).';
revoke all on table public.account_decisions from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.account_decisions from authenticated;

create index account_decisions_decided_by_idx on public.account_decisions (decided_by);

create index account_decisions_undone_by_idx on public.account_decisions (undone_by);

create index account_decisions_user_id_idx on public.account_decisions (user_id, decided_at desc);

-- The admin console's "can still be undone" list.
create index account_decisions_open_idx on public.account_decisions (undo_until) where undone_at is null;

create policy "account_decisions: admin reads" on public.account_decisions
  for select to authenticated
  using ((select private.is_admin()));

create function private.account_decision_undo_window() returns interval
language sql stable set search_path = '' as $$
  select coalesce(nullif(current_setting('app.account_decision_undo_window', true), '')::interval, interval '5 minutes')
$$;
comment on function private.account_decision_undo_window() is 'How long an account decision can be undone before its email goes out (5 minutes; the database setting app.account_decision_undo_window overrides it).';
revoke all on function private.account_decision_undo_window() from public;

-- The decision being written in this transaction (set by public.set_verification(), read by the
-- triggers that notify and audit it), or null.
create function private.current_decision_reason() returns jsonb
language sql stable set search_path = '' as $$
  select nullif(current_setting('dealbridge.decision_reason', true), '')::jsonb
$$;
comment on function private.current_decision_reason() is 'The reason of the decision this transaction is making ({code, note, by_admin}), set by the deciding RPC for the triggers that audit and notify it; null when none.';
revoke all on function private.current_decision_reason() from public;

CREATE OR REPLACE FUNCTION public.set_verification(p_user_id uuid, p_status public.verification_status, p_reason_code text DEFAULT NULL::text, p_reason_note text DEFAULT NULL::text)
 RETURNS public.profiles
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_row public.profiles;
  v_old public.profiles;
  v_note text := nullif(btrim(coalesce(p_reason_note, '')), '');
  v_proposed_by uuid;
begin
  perform private.require_admin();
  if p_status is null then
    raise exception 'Missing required fields: status' using errcode = '22023';
  end if;
  if p_status = 'rejected' and p_reason_code is null then
    raise exception 'Missing required fields: reason' using errcode = '22023';
  end if;
  if p_reason_code is not null and p_reason_code not in
     ('identity_unverified', 'information_incomplete', 'not_eligible', 'duplicate_account', 'other') then
    raise exception 'Unknown reason: %', p_reason_code using errcode = '22023';
  end if;
  if char_length(v_note) > 1000 then
    raise exception 'The note is too long (at most 1000 characters)' using errcode = '22023';
  end if;
  select * into v_old from public.profiles p where p.id = p_user_id for update;
  if not found then
    raise exception 'User not found' using errcode = 'PT404';
  end if;
  -- Four eyes (issue 33): with two or more admins, a rejection is the confirmation of another
  -- admin's proposal (public.confirm_account_rejection() names it for this transaction).
  if p_status = 'rejected' and v_old.verification_status <> 'rejected' and private.admin_count() >= 2 then
    select r.proposed_by into v_proposed_by from public.account_rejection_proposals r
    where r.id = nullif(current_setting('dealbridge.rejection_proposal', true), '')::uuid
      and r.user_id = p_user_id and r.status = 'open' and r.proposed_by is distinct from (select auth.uid())
      and r.reason_code = p_reason_code;
    if not found then
      raise exception 'Four eyes: with two or more admins a rejection is proposed by one admin (propose_account_rejection) and confirmed by another' using errcode = '42501';
    end if;
  end if;
  perform set_config('dealbridge.decision_reason', case when p_status in ('verified', 'rejected')
    then jsonb_strip_nulls(jsonb_build_object('code', p_reason_code, 'note', v_note, 'by_admin', true,
      'proposed_by', v_proposed_by))::text else '' end, true);
  update public.profiles p set
    verification_status = p_status,
    verified_at = case when p_status = 'verified' then now() else p.verified_at end,
    rejected_at = case when p_status = 'rejected' then now() else p.rejected_at end,
    submitted_at = case when p_status = 'pending' then now() else p.submitted_at end
  where p.id = p_user_id
  returning * into v_row;
  perform set_config('dealbridge.decision_reason', '', true);
  if p_status in ('verified', 'rejected') and v_old.verification_status is distinct from p_status then
    insert into public.account_decisions (user_id, decided_by, from_status, to_status, reason_code, reason_note,
      previous_verified_at, previous_rejected_at, undo_until)
    values (p_user_id, (select auth.uid()), v_old.verification_status, p_status, p_reason_code, v_note,
      v_old.verified_at, v_old.rejected_at, now() + private.account_decision_undo_window());
  end if;
  if p_status = 'verified' then
    -- A verified account is no longer proposed for rejection.
    update public.account_rejection_proposals r set status = 'withdrawn', closed_by = (select auth.uid()), closed_at = now()
    where r.user_id = p_user_id and r.status = 'open';
  end if;
  return v_row;
end;
$function$;
comment on function public.set_verification(p_user_id uuid, p_status public.verification_status, p_reason_code text, p_reason_note text) is 'Admin only: verify (sets verified_at; the account''s email must be confirmed, else 42501) or reject (sets rejected_at; a reason code is required, a note optional; with two or more admins only as the confirmation of another admin''s proposal, public.confirm_account_rejection(), else 42501) a user, or put them back to pending (an open rejection proposal is withdrawn when verified); updated_at follows. A verification or rejection is recorded in account_decisions with its reason (audit trail, email) and can be undone until its email is due (public.undo_account_decision()).';
revoke all on function public.set_verification(p_user_id uuid, p_status public.verification_status, p_reason_code text, p_reason_note text) from public, anon;

-- Takes an account decision back while its email still waits: the account returns to its former
-- status, the unsent email and the in-app notice are removed, the audit trail records the undo.
create function public.undo_account_decision(p_decision_id uuid) returns public.profiles
language plpgsql security definer set search_path = '' as $$
declare
  v_decision public.account_decisions;
  v_row public.profiles;
begin
  perform private.require_admin();
  select * into v_decision from public.account_decisions d where d.id = p_decision_id for update;
  if not found then
    raise exception 'Decision not found' using errcode = 'PT404';
  end if;
  if v_decision.undone_at is not null then
    raise exception 'This decision was already undone' using errcode = '22023';
  end if;
  if now() >= v_decision.undo_until then
    raise exception 'Too late to undo: the email about this decision has gone out' using errcode = '22023';
  end if;
  if exists (select 1 from public.account_decisions d
             where d.user_id = v_decision.user_id and d.decided_at > v_decision.decided_at and d.undone_at is null) then
    raise exception 'A later decision about this account replaced this one' using errcode = '22023';
  end if;
  -- The email: still waiting and not claimed by a sender (the claim holds a lease), else too late.
  perform 1 from private.email_outbox o
  where o.user_id = v_decision.user_id and o.kind = 'account.' || v_decision.to_status::text
    and o.created_at = v_decision.decided_at
  for update;
  if exists (select 1 from private.email_outbox o
             where o.user_id = v_decision.user_id and o.kind = 'account.' || v_decision.to_status::text
               and o.created_at = v_decision.decided_at
               and not (o.status = 'pending' and (o.lease_until is null or o.lease_until < now()))) then
    raise exception 'Too late to undo: the email about this decision has gone out' using errcode = '22023';
  end if;
  delete from private.email_outbox o
  where o.user_id = v_decision.user_id and o.kind = 'account.' || v_decision.to_status::text
    and o.created_at = v_decision.decided_at;
  delete from public.notifications n
  where n.user_id = v_decision.user_id and n.kind = ('account.' || v_decision.to_status::text)::public.notification_kind
    and n.created_at = v_decision.decided_at;
  update public.account_decisions set undone_at = now(), undone_by = (select auth.uid()) where id = p_decision_id;
  perform set_config('dealbridge.decision_undone', p_decision_id::text, true);
  update public.profiles p set
    verification_status = v_decision.from_status,
    verified_at = v_decision.previous_verified_at,
    rejected_at = v_decision.previous_rejected_at
  where p.id = v_decision.user_id
  returning * into v_row;
  perform set_config('dealbridge.decision_undone', '', true);
  return v_row;
end;
$$;
comment on function public.undo_account_decision(p_decision_id uuid) is 'Admin only: takes back a verification or rejection before its email is due (account_decisions.undo_until) and while no sender holds it: the account returns to its former status and timestamps, the queued email and the in-app notice are deleted, the audit trail records verification_undone. 22023 when too late, already undone or replaced by a later decision; 404 for an unknown decision.';
revoke all on function public.undo_account_decision(p_decision_id uuid) from public, anon;
