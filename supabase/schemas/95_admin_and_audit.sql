-- admin and audit: Admin role and statistics, support messages, the audit trail.
--
-- The current text of this subject (supabase/schemas/README.md). Change the database by editing
-- this file and running `npm run db:diff -- <name>`; the migration it writes is reviewed and
-- committed with it.
--
-- From 20261120000005_admin_and_statistics.sql:
--   Statistics: listing views, each user's dashboard figures and the admin dashboard's figures.
--   (The admin actions live with their subject: set_verification with the accounts, close_listing
--   with the listings, decide_unlock_request with the deals.)
--
-- From 20261123100001_admin_grants_and_mfa.sql:
--   The admin role cannot be claimed, and admin power needs a second factor.
--     * private.is_admin() (behind every admin policy and private.require_admin(), hence every admin
--       RPC) is true only for an admin whose token is aal2: signed in with password and TOTP.
--     * profiles.role changes to or from admin only inside public.set_admin() (an aal2 admin grants or
--       revokes it for another verified, email-confirmed account) or private.promote_configured_admin()
--       (the admin edge function, for a configured address whose email is confirmed). Any other path,
--       the service role's PATCH included, is refused by a trigger. Migrations and seeds, run by the
--       database owner, are the exception.
--     * Every change of the admin role is recorded in public.admin_role_changes (who, whom, when).
--
-- From 20261123110001_audit_trail.sql:
--   Audit trail: one append-only table the database writes itself (triggers and RPCs) for
--   verification decisions, role changes (admin grants), unlock requests and decisions, success fees,
--   NDA signatures and reads of confidential details. Nobody updates or deletes a row: no grant
--   allows it, and a trigger raises even for the table's owner.

-- From 20261130200001_admin_search_capped_count_and_signup_address.sql:
--   admin_search_users() and admin_search_listings() take the filters, sort and page, run one
--   ordered, limited query and count at most 1,001 matches ({ total, more, rows }): they returned
--   every match, which PostgREST then sorted and counted (1.7x growth from 10k to 100k listings).
--   A trigger on auth.audit_log_entries keeps each account's first sign-up address
--   (private.signup_addresses); admin_applicant() returns it as signup_ip, admins only.

-- public.admin_role_changes -----------------------------------------------------------------------

create table public.admin_role_changes (
  id uuid default gen_random_uuid() not null,
  user_id uuid not null,
  changed_by uuid,
  granted boolean not null,
  via text not null,
  created_at timestamp with time zone default now() not null,
  constraint admin_role_changes_pkey PRIMARY KEY (id),
  constraint admin_role_changes_via_check CHECK ((via = ANY (ARRAY['console'::text, 'configured_admin'::text, 'database_owner'::text])))
);
alter table public.admin_role_changes add constraint admin_role_changes_changed_by_fkey FOREIGN KEY (changed_by) REFERENCES public.profiles(id) ON DELETE SET NULL;
alter table public.admin_role_changes add constraint admin_role_changes_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(id) ON DELETE CASCADE;
alter table public.admin_role_changes enable row level security;
comment on table public.admin_role_changes is 'Every grant (granted = true) or revocation of the admin role: whom (user_id), who (changed_by; null for the configured admin''s promotion and the database owner), when and through which path. Written by a trigger only; admins read it.';
revoke all on table public.admin_role_changes from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.admin_role_changes from authenticated;

create index admin_role_changes_changed_by_idx on public.admin_role_changes (changed_by);

create index admin_role_changes_user_id_idx on public.admin_role_changes (user_id, created_at desc);

create policy "admin_role_changes: admin reads" on public.admin_role_changes
  for select to authenticated
  using ((select private.is_admin()));

-- public.audit_events -----------------------------------------------------------------------------

create table public.audit_events (
  id bigint generated always as identity not null,
  occurred_at timestamp with time zone default now() not null,
  event_type text not null,
  actor_id uuid,
  subject_user_id uuid,
  listing_id uuid,
  detail jsonb default '{}'::jsonb not null,
  read_day date,
  constraint audit_events_pkey PRIMARY KEY (id),
  constraint audit_events_event_type CHECK ((event_type = ANY (ARRAY['verification_decided'::text, 'role_changed'::text, 'unlock_requested'::text, 'unlock_decided'::text, 'success_fee_recorded'::text, 'nda_signed'::text, 'details_read'::text, 'document_opened'::text, 'deal_marked_won'::text, 'success_fee_declined'::text, 'invoice_paid'::text, 'invoice_cancelled'::text, 'listing_edited'::text, 'verification_undone'::text, 'credit_note_issued'::text, 'scout_fee_paid'::text, 'team_role_changed'::text, 'account_note_added'::text, 'rejection_proposed'::text, 'rejection_withdrawn'::text, 'closing_step'::text]))),
  constraint audit_events_read_day CHECK (((event_type = 'details_read'::text) = (read_day IS NOT NULL)))
);
alter table public.audit_events enable row level security;
comment on table public.audit_events is 'Append-only audit trail written only by the database (triggers, RPCs). Admins read all rows; a listing owner reads the rows about their listings. No foreign keys: a record outlives what it names.';
comment on column public.audit_events.actor_id is 'Who caused the event (auth.uid()); null when the service role or a migration did.';
comment on column public.audit_events.subject_user_id is 'The account the event is about (verified user, requester, signer, reader).';
comment on column public.audit_events.detail is 'Event-specific facts: old/new values, NDA version and hash, fee.';
comment on column public.audit_events.read_day is 'UTC day of a details_read event: one row per reader, listing and day.';
revoke all on table public.audit_events from anon, service_role;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.audit_events from authenticated;

create index audit_events_actor_idx on public.audit_events (actor_id);

create index audit_events_listing_idx on public.audit_events (listing_id, occurred_at desc);

create index audit_events_occurred_at_idx on public.audit_events (occurred_at desc, id desc);

create unique index audit_events_one_read_per_day_idx on public.audit_events (subject_user_id, listing_id, read_day)
  where event_type = 'details_read';

create index audit_events_subject_idx on public.audit_events (subject_user_id);

create index audit_events_type_idx on public.audit_events (event_type, occurred_at desc);

create policy "audit_events: admin or listing owner reads" on public.audit_events
  for select to authenticated
  using ((( SELECT private.is_admin() AS is_admin) OR ((listing_id IN ( SELECT private.owned_listing_ids() AS owned_listing_ids)) AND ((event_type <> 'document_opened'::text) OR private.data_room_read_named(listing_id, subject_user_id, occurred_at)))));

create function private.audit_events_immutable() returns trigger
language plpgsql set search_path = '' as $$
begin
  raise exception 'The audit trail is append-only' using errcode = '42501';
end;
$$;
comment on function private.audit_events_immutable() is 'BEFORE UPDATE/DELETE/TRUNCATE on audit_events: always raises.';
revoke all on function private.audit_events_immutable() from public;

create trigger audit_events_no_truncate before truncate on public.audit_events
  for each statement execute function private.audit_events_immutable();

create trigger audit_events_no_update_or_delete before update or delete on public.audit_events
  for each row execute function private.audit_events_immutable();

-- public.messages ---------------------------------------------------------------------------------

create table public.messages (
  id uuid default gen_random_uuid() not null,
  user_id uuid default auth.uid(),
  email text not null,
  subject text not null,
  body text not null,
  created_at timestamp with time zone default now() not null,
  constraint messages_pkey PRIMARY KEY (id),
  constraint messages_body_length CHECK ((char_length(body) <= 5000)),
  constraint messages_body_not_blank CHECK ((body ~ '[^[:space:]]'::text)),
  constraint messages_email_format CHECK (((email ~* '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$'::text) AND (char_length(email) <= 320))),
  constraint messages_email_plain_address CHECK ((email ~ '^[A-Za-z0-9._+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$'::text)),
  constraint messages_subject_length CHECK ((char_length(subject) <= 200)),
  constraint messages_subject_not_blank CHECK ((subject ~ '[^[:space:]]'::text))
);
alter table public.messages add constraint messages_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(id) ON DELETE SET NULL;
alter table public.messages enable row level security;
comment on table public.messages is 'Support and contact messages; any signed-in user writes as themselves, only admins read them.';
comment on column public.messages.user_id is 'Sender; null once the sender''s account is deleted.';
comment on column public.messages.email is 'Reply address given by the sender.';
comment on constraint messages_email_plain_address on public.messages is 'Reply address without query or header characters (it becomes a mailto: link in the admin console).';
revoke all on table public.messages from anon;
revoke insert, update, truncate, references, trigger, maintain on table public.messages from authenticated;
grant insert (user_id, email, subject, body) on table public.messages to authenticated;

create index messages_created_at_idx on public.messages (created_at desc);

create index messages_user_id_idx on public.messages (user_id);

create policy "messages: admin reads" on public.messages
  for select to authenticated
  using ((select private.is_admin()));

create policy "messages: signed-in user writes as themselves" on public.messages
  for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "messages: admin deletes" on public.messages
  for delete to authenticated
  using ((select private.is_admin()));

-- public.account_notes ----------------------------------------------------------------------------

-- What admins note about an account while they review it (issue 33): internal, never shown to the
-- account; append-only (a note is corrected by another note), each one in the audit trail.
create table public.account_notes (
  id uuid default gen_random_uuid() not null,
  user_id uuid not null,
  author_id uuid default auth.uid(),
  body text not null,
  created_at timestamp with time zone default now() not null,
  constraint account_notes_pkey PRIMARY KEY (id),
  constraint account_notes_body_length CHECK ((char_length(body) <= 2000)),
  constraint account_notes_body_not_blank CHECK ((body ~ '[^[:space:]]'::text))
);
alter table public.account_notes add constraint account_notes_author_id_fkey FOREIGN KEY (author_id) REFERENCES public.profiles(id) ON DELETE SET NULL;
alter table public.account_notes add constraint account_notes_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(id) ON DELETE CASCADE;
alter table public.account_notes enable row level security;
comment on table public.account_notes is 'Internal notes of admins about an account (verification review): admins read and add them (as themselves), nobody else sees them; no update or delete (a note is corrected by another); each note goes to the audit trail (account_note_added).';
comment on column public.account_notes.author_id is 'The admin who wrote it (auth.uid(), checked by the insert policy); null once their account is deleted.';
revoke all on table public.account_notes from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.account_notes from authenticated;
grant insert (user_id, body) on table public.account_notes to authenticated;

create index account_notes_author_id_idx on public.account_notes (author_id);

create index account_notes_user_id_idx on public.account_notes (user_id, created_at desc);

create policy "account_notes: admin reads" on public.account_notes
  for select to authenticated
  using ((select private.is_admin()));

create policy "account_notes: admin writes as themselves" on public.account_notes
  for insert to authenticated
  with check ((select private.is_admin()) and author_id = (select auth.uid()));

create function private.account_notes_audit() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.audit('account_note_added', new.user_id, null,
    jsonb_build_object('note_id', new.id, 'length', char_length(new.body)));
  return null;
end;
$$;
comment on function private.account_notes_audit() is 'AFTER INSERT on account_notes: the note (its id and length, not its text) goes to the audit trail.';
revoke all on function private.account_notes_audit() from public;

create trigger account_notes_audit after insert on public.account_notes
  for each row execute function private.account_notes_audit();

-- public.account_rejection_proposals -------------------------------------------------------------

-- Four eyes on account rejections (issue 33): while two or more admins exist, one admin proposes a
-- rejection (public.propose_account_rejection()) and another confirms it
-- (public.confirm_account_rejection()); public.set_verification() refuses a rejection that no
-- other admin proposed. With a single admin the proposal rejects at once.
create table public.account_rejection_proposals (
  id uuid default gen_random_uuid() not null,
  user_id uuid not null,
  proposed_by uuid,
  reason_code text not null,
  reason_note text,
  proposed_at timestamp with time zone default now() not null,
  status text default 'open'::text not null,
  closed_by uuid,
  closed_at timestamp with time zone,
  constraint account_rejection_proposals_pkey PRIMARY KEY (id),
  constraint account_rejection_proposals_reason_code CHECK ((reason_code = ANY (ARRAY['identity_unverified'::text, 'information_incomplete'::text, 'not_eligible'::text, 'duplicate_account'::text, 'other'::text]))),
  constraint account_rejection_proposals_reason_note_length CHECK ((char_length(reason_note) <= 1000)),
  constraint account_rejection_proposals_status CHECK ((status = ANY (ARRAY['open'::text, 'confirmed'::text, 'withdrawn'::text]))),
  constraint account_rejection_proposals_closed CHECK (((status = 'open'::text) = (closed_at IS NULL))),
  constraint account_rejection_proposals_other_confirms CHECK (((status <> 'confirmed'::text) OR (closed_by IS DISTINCT FROM proposed_by)))
);
alter table public.account_rejection_proposals add constraint account_rejection_proposals_closed_by_fkey FOREIGN KEY (closed_by) REFERENCES public.profiles(id) ON DELETE SET NULL;
alter table public.account_rejection_proposals add constraint account_rejection_proposals_proposed_by_fkey FOREIGN KEY (proposed_by) REFERENCES public.profiles(id) ON DELETE SET NULL;
alter table public.account_rejection_proposals add constraint account_rejection_proposals_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(id) ON DELETE CASCADE;
alter table public.account_rejection_proposals enable row level security;
comment on table public.account_rejection_proposals is 'Proposed rejections of accounts waiting for a second admin (four eyes): open until another admin confirms (the account is rejected with this reason) or an admin withdraws it (also when the account is verified). Written only by the RPCs; admins read it.';
comment on column public.account_rejection_proposals.reason_code is 'The reason the rejection will carry (account_decisions.reason_code''s list).';
comment on column public.account_rejection_proposals.closed_by is 'Who confirmed (never the proposer: constraint) or withdrew it.';
revoke all on table public.account_rejection_proposals from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.account_rejection_proposals from authenticated;

create index account_rejection_proposals_closed_by_idx on public.account_rejection_proposals (closed_by);

create unique index account_rejection_proposals_one_open_idx on public.account_rejection_proposals (user_id)
  where status = 'open';
comment on index public.account_rejection_proposals_one_open_idx is 'At most one open proposal per account.';

create index account_rejection_proposals_open_idx on public.account_rejection_proposals (proposed_at)
  where status = 'open';
comment on index public.account_rejection_proposals_open_idx is 'admin_queues(): open proposals, oldest first.';

create index account_rejection_proposals_proposed_by_idx on public.account_rejection_proposals (proposed_by);

create index account_rejection_proposals_user_id_idx on public.account_rejection_proposals (user_id, proposed_at desc);

create policy "account_rejection_proposals: admin reads" on public.account_rejection_proposals
  for select to authenticated
  using ((select private.is_admin()));

-- private.row_counts ------------------------------------------------------------------------------

create table private.row_counts (
  table_name text not null,
  row_count bigint not null,
  constraint row_counts_pkey PRIMARY KEY (table_name),
  constraint row_counts_row_count_check CHECK ((row_count >= 0))
);
comment on table private.row_counts is 'Exact row counts of large tables for the admin statistics, kept by triggers (private.count_rows).';

-- Functions ---------------------------------------------------------------------------------------

create function private.audit(
  p_event_type text, p_subject_user_id uuid, p_listing_id uuid, p_detail jsonb
) returns void
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.audit_events (event_type, actor_id, subject_user_id, listing_id, detail)
  values (p_event_type, (select auth.uid()), p_subject_user_id, p_listing_id, coalesce(p_detail, '{}'::jsonb));
end;
$$;
comment on function private.audit(p_event_type text, p_subject_user_id uuid, p_listing_id uuid, p_detail jsonb) is 'Appends one audit event as the current caller.';
revoke all on function private.audit(p_event_type text, p_subject_user_id uuid, p_listing_id uuid, p_detail jsonb) from public;

create function private.audit_nda_signatures() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_signed jsonb := jsonb_build_object(
    'listing_id', new.listing_id, 'user_id', new.user_id, 'signer_name', new.signer_name,
    'nda_version', new.nda_version, 'signed_at', new.signed_at);
begin
  perform private.audit('nda_signed', new.user_id, new.listing_id, jsonb_build_object(
    'signature_id', new.id, 'nda_version', new.nda_version, 'signer_name', new.signer_name,
    -- sha256 over the signature as signed (jsonb text has a canonical key order).
    'sha256', encode(pg_catalog.sha256(convert_to(v_signed::text, 'UTF8')), 'hex')));
  return null;
end;
$$;
comment on function private.audit_nda_signatures() is 'AFTER INSERT on nda_signatures: the signature, its NDA version and a sha256 of what was signed go to the audit trail.';
revoke all on function private.audit_nda_signatures() from public;

create function private.audit_profile_changes() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.verification_status is distinct from old.verification_status then
    if nullif(current_setting('dealbridge.decision_undone', true), '') is not null then
      perform private.audit('verification_undone', new.id, null, jsonb_build_object(
        'from', old.verification_status, 'to', new.verification_status, 'via', private.request_role(),
        'decision_id', current_setting('dealbridge.decision_undone', true)));
    else
      perform private.audit('verification_decided', new.id, null, jsonb_build_object(
        'from', old.verification_status, 'to', new.verification_status, 'via', private.request_role())
        || jsonb_strip_nulls(jsonb_build_object(
          'reason_code', private.current_decision_reason() ->> 'code',
          'reason_note', private.current_decision_reason() ->> 'note',
          'proposed_by', private.current_decision_reason() ->> 'proposed_by')));
    end if;
  end if;
  if new.role is distinct from old.role then
    perform private.audit('role_changed', new.id, null, jsonb_build_object(
      'from', old.role, 'to', new.role, 'via', private.request_role()));
  end if;
  return null;
end;
$$;
comment on function private.audit_profile_changes() is 'AFTER UPDATE on profiles: verification decisions (with their reason and, for a four-eyes rejection, who proposed it) and their undoing, and role changes (admin grants) go to the audit trail, whatever path made them.';
revoke all on function private.audit_profile_changes() from public;

create function private.audit_success_fees() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.success_fee_eur is distinct from old.success_fee_eur
     or (new.status = 'closed' and old.status <> 'closed' and new.success_fee_eur is not null) then
    perform private.audit('success_fee_recorded', new.user_id, new.id, jsonb_build_object(
      'from', old.success_fee_eur, 'to', new.success_fee_eur, 'status', new.status,
      'via', private.request_role()));
  end if;
  return null;
end;
$$;
comment on function private.audit_success_fees() is 'AFTER UPDATE on listings: success fees recorded or changed go to the audit trail.';
revoke all on function private.audit_success_fees() from public;

create function private.audit_unlock_requests() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    perform private.audit('unlock_requested', new.user_id, new.listing_id,
      jsonb_build_object('request_id', new.id, 'price_eur', new.price_eur));
  elsif new.status is distinct from old.status then
    perform private.audit('unlock_decided', new.user_id, new.listing_id, jsonb_build_object(
      'request_id', new.id, 'from', old.status, 'to', new.status, 'via', private.request_role())
      || jsonb_strip_nulls(jsonb_build_object(
        'by_admin', (private.current_decision_reason() ->> 'by_admin')::boolean,
        'reason_code', private.current_decision_reason() ->> 'code',
        'reason_note', private.current_decision_reason() ->> 'note')));
  end if;
  return null;
end;
$$;
comment on function private.audit_unlock_requests() is 'AFTER INSERT/UPDATE on unlock_requests: requests and access decisions (with the decision''s reason and whether an admin took it) go to the audit trail.';
revoke all on function private.audit_unlock_requests() from public;

create function private.count_rows() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_change bigint := 0;
begin
  -- Each trigger below declares only the transition table of its own event; PL/pgSQL plans a
  -- statement when it first runs, so the other branch's table is never looked up.
  if tg_op = 'INSERT' then
    select count(*) into v_change from inserted_rows;
  elsif tg_op = 'DELETE' then
    select -count(*) into v_change from deleted_rows;
  end if;
  update private.row_counts
     set row_count = case when tg_op = 'TRUNCATE' then 0 else row_count + v_change end
   where table_name = tg_table_name;
  return null;
end;
$$;
comment on function private.count_rows() is 'AFTER INSERT/DELETE/TRUNCATE (per statement): keeps the table''s count in private.row_counts.';
revoke all on function private.count_rows() from public;

create or replace function private.promote_configured_admin(p_user_id uuid)
returns public.profiles
language plpgsql security definer set search_path = '' as $$
declare
  v_row public.profiles;
begin
  if not exists (select 1 from auth.users u where u.id = p_user_id and u.email_confirmed_at is not null) then
    raise exception 'Admin role refused: the account''s email address is not confirmed' using errcode = '42501';
  end if;
  perform set_config('dealbridge.admin_role_change', 'configured_admin', true);
  update public.profiles p set
    role = 'admin',
    verification_status = 'verified',
    verified_at = case when p.verification_status = 'verified' and p.verified_at is not null then p.verified_at else now() end,
    profile_complete = true
  where p.id = p_user_id
  returning * into v_row;
  perform set_config('dealbridge.admin_role_change', '', true);
  if not found then
    raise exception 'User not found' using errcode = 'P0002';
  end if;
  return v_row;
end;
$$;
comment on function private.promote_configured_admin(p_user_id uuid) is 'For the admin edge function (service role), which checks ADMIN_EMAILS: makes the account an admin, verified and complete, if its email is confirmed.';
revoke all on function private.promote_configured_admin(p_user_id uuid) from public;
grant all on function private.promote_configured_admin(p_user_id uuid) to service_role;

-- For the admin actions (set_verification here, close_listing, decide_unlock_request): they are
-- security definer and check the caller with this first.
create function private.require_admin() returns void
language plpgsql stable security definer set search_path = '' as $$
begin
  if not (select private.is_admin()) then
    raise exception 'Permission denied: admin role required' using errcode = '42501';
  end if;
end;
$$;
comment on function private.require_admin() is 'Raises 42501 unless the caller is an admin.';
revoke all on function private.require_admin() from public;

-- The figures of the admin dashboard in one call (the admin function's "stats" action forwards
-- the admin's token here). Profiles are counted directly (one pass over a table of accounts, not
-- of deals); listings and inquiries come from private.row_counts.
create function public.admin_stats()
returns table (
  total_users bigint,
  total_scouts bigint,
  total_investors bigint,
  total_companies bigint,
  total_listings bigint,
  total_inquiries bigint,
  verified_users bigint,
  pending_users bigint,
  rejected_users bigint
)
language plpgsql stable security definer rows 1 set search_path = '' as $$
begin
  if (select auth.uid()) is null then
    raise exception 'User not authenticated' using errcode = '42501';
  end if;
  if not (select private.is_admin()) then
    raise exception 'Forbidden: admin role required' using errcode = '42501';
  end if;
  return query
  select
    count(*),
    count(*) filter (where p.role = 'scout'),
    count(*) filter (where p.role = 'investor'),
    count(*) filter (where p.role = 'company'),
    (select c.row_count from private.row_counts c where c.table_name = 'listings'),
    (select c.row_count from private.row_counts c where c.table_name = 'inquiries'),
    count(*) filter (where p.verification_status = 'verified'),
    count(*) filter (where p.verification_status = 'pending'),
    count(*) filter (where p.verification_status = 'rejected')
  from public.profiles p;
end;
$$;
comment on function public.admin_stats() is 'Admin dashboard figures: users by role and verification status, listings and inquiries. Admins only (42501 otherwise).';
revoke all on function public.admin_stats() from public, anon;

-- The operator's KPIs (issue 33): per week (Monday to Sunday, Europe/Berlin) of the last p_weeks
-- up to p_until, what the console charts; each figure is a count of rows the admin lists show, so
-- it can be checked against the database. p_until exists so that a test can ask for weeks in which
-- only its own rows exist; the console passes nothing (now). Every range reads an index on its
-- timestamp (the indexes below; the invoices' invoices_issued_at_idx is in 30_deals.sql), so a
-- week's figures cost the rows of that week, not of the table.
-- The sign-ups' and listings' indexes also serve the admin lists a figure opens under RLS (newest
-- first, then id): they hold the columns the policies read, so a period's count reads the index
-- alone (a status filter is no index condition under RLS: enum equality is not leakproof).
create index profiles_created_at_idx on public.profiles (created_at desc, id) include (verification_status);
comment on index public.profiles_created_at_idx is 'admin_kpis(): sign-ups per week; the admin users list newest first and a period''s sign-ups with their count (policy column id, status filter from the index).';
create index profiles_pending_created_idx on public.profiles (created_at desc, id)
  where verification_status = 'pending'::public.verification_status;
comment on index public.profiles_pending_created_idx is 'The admin users list of pending accounts under RLS: newest first with its count.';
create index profiles_verified_at_idx on public.profiles (verified_at) where verified_at is not null;
comment on index public.profiles_verified_at_idx is 'admin_kpis(): verifications per week and the time they took.';
create index listings_created_at_idx on public.listings (created_at desc, id) include (status, user_id);
comment on index public.listings_created_at_idx is 'admin_kpis(): listings published per week (every status); the admin listings list newest first and a period''s listings with their count (policy columns status and user_id from the index).';
create index unlock_requests_decided_at_idx on public.unlock_requests (decided_at) where decided_at is not null;
comment on index public.unlock_requests_decided_at_idx is 'admin_kpis(): access decisions per week and the time from request to decision.';
create index deal_events_occurred_at_idx on public.deal_events (occurred_at, to_stage);
comment on index public.deal_events_occurred_at_idx is 'admin_kpis(): the funnel, deals reaching each stage in the window.';
create index listing_views_viewed_at_idx on public.listing_views (viewed_at);
comment on index public.listing_views_viewed_at_idx is 'admin_kpis(): teaser views in the window, the funnel''s first step.';

create function public.admin_kpis(p_weeks integer default 12, p_until timestamp with time zone default null)
returns jsonb
-- enable_seqscan off: every figure has its index (comments on them below), and counting all
-- deals reads the narrow stage index rather than the table, which the planner underrates.
language plpgsql stable security definer set search_path = '' set enable_seqscan = off as $$
declare
  v_until timestamptz := coalesce(p_until, now());
  v_weeks integer := least(greatest(coalesce(p_weeks, 12), 1), 52);
  v_first timestamp;
  v_from timestamptz;
begin
  perform private.require_admin();
  -- Monday 00:00 in Berlin of the first week; the last week is the one v_until falls in.
  v_first := date_trunc('week', v_until at time zone 'Europe/Berlin') - (v_weeks - 1) * interval '1 week';
  v_from := v_first at time zone 'Europe/Berlin';
  return jsonb_build_object(
    'from', v_from,
    'until', v_until,
    'weeks', (
      select jsonb_agg(jsonb_build_object(
        'week_start', w.week_start::date,
        -- The week's bounds as instants, so that each figure opens the list of the rows it counts.
        'starts', w.starts,
        'ends', w.ends,
        'signups', (select count(*) from public.profiles p
                    where p.created_at >= w.starts and p.created_at < w.ends),
        'verified', (select count(*) from public.profiles p
                     where p.verified_at >= w.starts and p.verified_at < w.ends),
        'median_hours_to_verification', (
          select round((percentile_cont(0.5) within group (
                   order by extract(epoch from p.verified_at - p.created_at)) / 3600)::numeric, 1)
          from public.profiles p where p.verified_at >= w.starts and p.verified_at < w.ends),
        'listings_published', (select count(*) from public.listings l
                               where l.created_at >= w.starts and l.created_at < w.ends),
        'access_decisions', (select count(*) from public.unlock_requests u
                             where u.decided_at >= w.starts and u.decided_at < w.ends),
        'median_hours_to_access_decision', (
          select round((percentile_cont(0.5) within group (
                   order by extract(epoch from u.decided_at - u.created_at)) / 3600)::numeric, 1)
          from public.unlock_requests u where u.decided_at >= w.starts and u.decided_at < w.ends)
      ) order by w.week_start)
      from (
        select d as week_start,
               d at time zone 'Europe/Berlin' as starts,
               least((d + interval '1 week') at time zone 'Europe/Berlin', v_until) as ends
        from generate_series(v_first, v_first + (v_weeks - 1) * interval '1 week', interval '1 week') d
      ) w),
    -- From a teaser view to a won deal, in the whole window: deals that reached each stage.
    'funnel', jsonb_build_object(
      'views', (select count(*) from public.listing_views v where v.viewed_at >= v_from and v.viewed_at < v_until),
      'stages', (
        select coalesce(jsonb_object_agg(x.stage, x.deals), '{}'::jsonb)
        from (
          select e.to_stage as stage, count(distinct e.deal_id) as deals
          from public.deal_events e
          where e.occurred_at >= v_from and e.occurred_at < v_until
            and e.to_stage in ('interested', 'nda_signed', 'access_requested', 'access_granted',
                               'offer_submitted', 'in_exclusivity', 'won')
          group by e.to_stage) x)),
    -- Where the deals stand now: every deal counted once, in one index-only pass over
    -- deals_stage_stage_changed_idx grouped by its first column (a count per stage made the
    -- planner read the whole table once per stage: eleven sequential scans of deals).
    'stages_now', (
      select coalesce(jsonb_object_agg(s.stage, s.deals), '{}'::jsonb)
      from (select d.stage, count(*) as deals from public.deals d group by d.stage) s),
    'access_fees', (
      select jsonb_build_object('count', count(*), 'amount_eur', coalesce(sum(i.amount_eur), 0))
      from public.invoices i where i.issued_at >= v_from and i.issued_at < v_until)
      || (select jsonb_build_object('paid', count(*), 'paid_eur', coalesce(sum(i.amount_eur), 0))
          from public.invoices i where i.paid_at >= v_from and i.paid_at < v_until),
    'success_fees', (
      select jsonb_build_object('pending', count(*), 'pending_eur', coalesce(sum(c.proposed_fee_eur), 0))
      from public.won_deal_confirmations c where c.status = 'pending')
      || (select jsonb_build_object('confirmed', count(*), 'confirmed_eur', coalesce(sum(c.fee_eur), 0))
          from public.won_deal_confirmations c
          where c.status = 'confirmed' and c.decided_at >= v_from and c.decided_at < v_until),
    -- Scout fees: owed now (confirmed above 0, not paid), paid in the window.
    'scout_fees', (
      select jsonb_build_object('owed', count(*), 'owed_eur', coalesce(sum(c.fee_eur), 0))
      from public.won_deal_confirmations c where c.status = 'confirmed' and c.paid_at is null and c.fee_eur > 0)
      || (select jsonb_build_object('paid', count(*), 'paid_eur', coalesce(sum(c.fee_eur), 0))
          from public.won_deal_confirmations c where c.paid_at >= v_from and c.paid_at < v_until)
  );
end;
$$;
comment on function public.admin_kpis(p_weeks integer, p_until timestamp with time zone) is 'The operator console''s KPIs for the last p_weeks (1-52, default 12) weeks up to p_until (default now), weeks from Monday in Europe/Berlin (each with its bounds, starts and ends, as instants): sign-ups, verifications and the median hours they took, listings published, access decisions and the median hours from request to decision; the funnel (teaser views, deals reaching each stage), deals per stage now, access fees invoiced and paid, success fees pending and confirmed, scout fees owed (now) and paid. Admins only (42501).';
revoke all on function public.admin_kpis(p_weeks integer, p_until timestamp with time zone) from public, anon;

-- The operator console's decisions on accounts (issue 33): the applicant's details, the four-eyes
-- rejection and the queues.

create function private.admin_count() returns bigint
language sql stable security definer set search_path = '' as $$
  select count(*) from public.profiles p where p.role = 'admin'
$$;
comment on function private.admin_count() is 'How many admins exist: from two on, an account rejection needs a second admin (four eyes).';
revoke all on function private.admin_count() from public;

create function public.propose_account_rejection(p_user_id uuid, p_reason_code text, p_reason_note text default null)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_note text := nullif(btrim(coalesce(p_reason_note, '')), '');
  v_status public.verification_status;
  v_id uuid;
begin
  perform private.require_admin();
  if p_user_id is null or p_reason_code is null then
    raise exception 'Missing required fields: user_id, reason' using errcode = '22023';
  end if;
  if p_reason_code not in ('identity_unverified', 'information_incomplete', 'not_eligible', 'duplicate_account', 'other') then
    raise exception 'Unknown reason: %', p_reason_code using errcode = '22023';
  end if;
  if char_length(v_note) > 1000 then
    raise exception 'The note is too long (at most 1000 characters)' using errcode = '22023';
  end if;
  if p_user_id = (select auth.uid()) then
    raise exception 'Admins cannot reject their own account' using errcode = '22023';
  end if;
  select p.verification_status into v_status from public.profiles p where p.id = p_user_id for update;
  if not found then
    raise exception 'User not found' using errcode = 'PT404';
  end if;
  if v_status = 'rejected' then
    raise exception 'The account is already rejected' using errcode = '22023';
  end if;
  if private.admin_count() < 2 then
    -- A single admin: nobody could confirm, the rejection is decided now.
    perform public.set_verification(p_user_id, 'rejected', p_reason_code, v_note);
    return jsonb_build_object('outcome', 'rejected');
  end if;
  if exists (select 1 from public.account_rejection_proposals r where r.user_id = p_user_id and r.status = 'open') then
    raise exception 'A rejection of this account is already proposed' using errcode = '22023';
  end if;
  insert into public.account_rejection_proposals (user_id, proposed_by, reason_code, reason_note)
  values (p_user_id, (select auth.uid()), p_reason_code, v_note)
  returning id into v_id;
  perform private.audit('rejection_proposed', p_user_id, null, jsonb_strip_nulls(jsonb_build_object(
    'proposal_id', v_id, 'reason_code', p_reason_code, 'reason_note', v_note)));
  return jsonb_build_object('outcome', 'proposed', 'proposal_id', v_id);
end;
$$;
comment on function public.propose_account_rejection(p_user_id uuid, p_reason_code text, p_reason_note text) is 'Admin only: proposes to reject an account with a reason code (account_decisions'' list) and an optional note. With two or more admins the proposal waits for another admin (confirm_account_rejection()): {outcome: proposed, proposal_id}; with a single admin the account is rejected now (set_verification()): {outcome: rejected}. 22023: unknown reason, already rejected, already proposed, own account; PT404 unknown account.';
revoke all on function public.propose_account_rejection(p_user_id uuid, p_reason_code text, p_reason_note text) from public, anon;

create function public.confirm_account_rejection(p_proposal_id uuid) returns public.profiles
language plpgsql security definer set search_path = '' as $$
declare
  v_proposal public.account_rejection_proposals;
  v_row public.profiles;
begin
  perform private.require_admin();
  select * into v_proposal from public.account_rejection_proposals r where r.id = p_proposal_id for update;
  if not found then
    raise exception 'Proposal not found' using errcode = 'PT404';
  end if;
  if v_proposal.status <> 'open' then
    raise exception 'This proposal was already confirmed or withdrawn' using errcode = '22023';
  end if;
  if v_proposal.proposed_by = (select auth.uid()) then
    raise exception 'Four eyes: another admin must confirm the rejection you proposed' using errcode = '42501';
  end if;
  perform set_config('dealbridge.rejection_proposal', p_proposal_id::text, true);
  v_row := public.set_verification(v_proposal.user_id, 'rejected', v_proposal.reason_code, v_proposal.reason_note);
  perform set_config('dealbridge.rejection_proposal', '', true);
  update public.account_rejection_proposals set status = 'confirmed', closed_by = (select auth.uid()), closed_at = now()
  where id = p_proposal_id;
  return v_row;
end;
$$;
comment on function public.confirm_account_rejection(p_proposal_id uuid) is 'Admin only, not the proposer (42501): rejects the account with the proposal''s reason and note (set_verification(): account_decisions, audit trail with proposed_by, the email in the account''s language after the undo window). 22023 when the proposal is no longer open, PT404 unknown.';
revoke all on function public.confirm_account_rejection(p_proposal_id uuid) from public, anon;

create function public.withdraw_account_rejection(p_proposal_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_proposal public.account_rejection_proposals;
begin
  perform private.require_admin();
  select * into v_proposal from public.account_rejection_proposals r where r.id = p_proposal_id for update;
  if not found then
    raise exception 'Proposal not found' using errcode = 'PT404';
  end if;
  if v_proposal.status <> 'open' then
    raise exception 'This proposal was already confirmed or withdrawn' using errcode = '22023';
  end if;
  update public.account_rejection_proposals set status = 'withdrawn', closed_by = (select auth.uid()), closed_at = now()
  where id = p_proposal_id;
  perform private.audit('rejection_withdrawn', v_proposal.user_id, null, jsonb_build_object('proposal_id', p_proposal_id));
end;
$$;
comment on function public.withdraw_account_rejection(p_proposal_id uuid) is 'Admin only (the proposer or another admin who does not agree): withdraws an open rejection proposal; audited (rejection_withdrawn). 22023 when no longer open, PT404 unknown.';
revoke all on function public.withdraw_account_rejection(p_proposal_id uuid) from public, anon;

-- The address an account signed up from (issue 33: "IP country where known"). The gateway sets
-- X-Forwarded-For from the connection's peer (a client's own header is dropped), Auth writes it to
-- auth.audit_log_entries.ip_address, and this trigger keeps the first sign-up's address per
-- account, so the verification screen reads one row instead of searching the audit log (which
-- grows with every sign-in). Supabase's hosted Auth leaves ip_address empty on sign-ups: there
-- nothing is recorded and the screen says "unknown". Only admins read it (admin_applicant()).
create table private.signup_addresses (
  user_id uuid not null,
  ip_address text not null,
  recorded_at timestamp with time zone default now() not null,
  constraint signup_addresses_pkey PRIMARY KEY (user_id)
);
alter table private.signup_addresses add constraint signup_addresses_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;
alter table private.signup_addresses enable row level security;
comment on table private.signup_addresses is 'The client address of each account''s sign-up request, as Auth recorded it (the first user_signedup audit entry with an address). Read by admin_applicant() only.';

create function private.record_signup_address() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  -- The actor of a sign-up entry is the new account; anything else is no account's address.
  if coalesce(new.payload ->> 'actor_id', '') !~* '^[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}$' then
    return null;
  end if;
  insert into private.signup_addresses (user_id, ip_address)
  select u.id, left(new.ip_address, 64) from auth.users u where u.id = (new.payload ->> 'actor_id')::uuid
  on conflict (user_id) do nothing;
  return null;
end;
$$;
comment on function private.record_signup_address() is 'AFTER INSERT on auth.audit_log_entries (user_signedup with an IPv4 or IPv6 address): keeps the first sign-up address of the account in private.signup_addresses.';
revoke all on function private.record_signup_address() from public;

create trigger record_signup_address after insert on auth.audit_log_entries
  for each row when (new.payload ->> 'action' = 'user_signedup' and new.ip_address ~ '^[0-9A-Fa-f:.]{2,45}$')
  execute function private.record_signup_address();

-- Everything the verification screen shows about one account. signup_ip is the sign-up's address
-- (null when none was recorded); its country is looked up by the admin edge function
-- (action "ip-country"), which bundles the IP-to-country data the database does not hold.
create function public.admin_applicant(p_user_id uuid) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  v_uid uuid := (select auth.uid());
  v_result jsonb;
begin
  perform private.require_admin();
  select jsonb_build_object(
    'id', p.id, 'name', p.name, 'email', p.email, 'phone_number', p.phone_number, 'website', p.website, 'role', p.role,
    'verification_status', p.verification_status, 'language', p.language,
    'created_at', p.created_at, 'submitted_at', p.submitted_at, 'email_confirmed_at', p.email_confirmed_at,
    'verified_at', p.verified_at, 'rejected_at', p.rejected_at, 'consented_at', p.consented_at,
    'signup_ip', (select a.ip_address from private.signup_addresses a where a.user_id = p.id),
    -- What the registration form sent (name, role, phone).
    'registration', (
      select jsonb_strip_nulls(jsonb_build_object(
        'name', u.raw_user_meta_data ->> 'name', 'role', u.raw_user_meta_data ->> 'role',
        'phone_number', u.raw_user_meta_data ->> 'phone_number',
        'website', u.raw_user_meta_data ->> 'website'))
      from auth.users u where u.id = p.id),
    'billing', (
      select jsonb_build_object('kind', b.kind, 'company_name', b.company_name, 'company_email', b.company_email,
        'responsible_person', b.responsible_person, 'phone_number', b.phone_number, 'uid_number', b.uid_number,
        'city', b.city, 'country', b.country)
      from public.billing_info b where b.user_id = p.id),
    'investment_profile', (
      select to_jsonb(i) - 'user_id' - 'ticket_range' - 'created_at'
      from public.investment_profiles i where i.user_id = p.id),
    'listings', jsonb_build_object(
      'count', (select count(*) from public.listings l where l.user_id = p.id),
      'recent', (
        select coalesce(jsonb_agg(jsonb_build_object('id', x.id, 'title', x.title, 'status', x.status,
                 'industry', x.industry, 'location', x.location, 'revenue', x.revenue, 'created_at', x.created_at)
                 order by x.created_at desc), '[]'::jsonb)
        from (select l.id, d.title, l.status, l.industry, l.location, l.revenue, l.created_at
              from public.listings l left join public.listing_details d on d.listing_id = l.id
              where l.user_id = p.id order by l.created_at desc limit 5) x)),
    'notes', (
      select coalesce(jsonb_agg(jsonb_build_object('id', n.id, 'body', n.body, 'created_at', n.created_at,
               'author_id', n.author_id, 'author_name', a.name) order by n.created_at desc, n.id), '[]'::jsonb)
      from public.account_notes n left join public.profiles a on a.id = n.author_id
      where n.user_id = p.id),
    'open_proposal', (
      select jsonb_build_object('id', r.id, 'reason_code', r.reason_code, 'reason_note', r.reason_note,
        'proposed_at', r.proposed_at, 'proposed_by', r.proposed_by, 'proposed_by_name', a.name,
        'mine', r.proposed_by = v_uid)
      from public.account_rejection_proposals r left join public.profiles a on a.id = r.proposed_by
      where r.user_id = p.id and r.status = 'open'),
    'decisions', (
      select coalesce(jsonb_agg(jsonb_build_object('id', x.id, 'to_status', x.to_status, 'reason_code', x.reason_code,
               'reason_note', x.reason_note, 'decided_at', x.decided_at, 'decided_by_name', x.by_name,
               'undone_at', x.undone_at) order by x.decided_at desc), '[]'::jsonb)
      from (select d.*, a.name as by_name from public.account_decisions d
            left join public.profiles a on a.id = d.decided_by
            where d.user_id = p.id order by d.decided_at desc limit 10) x),
    'admin_count', private.admin_count())
  into v_result
  from public.profiles p where p.id = p_user_id;
  if v_result is null then
    raise exception 'User not found' using errcode = 'PT404';
  end if;
  return v_result;
end;
$$;
comment on function public.admin_applicant(p_user_id uuid) is 'Admin only: an account''s details for the verification screen: profile (role, phone, website, language, sign-up, email confirmation, decisions'' dates), what the registration form sent, billing details (company), investment profile, listings (count and newest five), internal notes, the open rejection proposal, the last decisions, the number of admins (four eyes from two), the sign-up''s client address (signup_ip, null when unknown). 42501 for others, PT404 unknown.';
revoke all on function public.admin_applicant(p_user_id uuid) from public, anon;

-- The queues an admin works through, each with its size and its oldest item (partial indexes, so
-- a queue costs its own rows). Listings are published without review: there is no listing queue.
create index profiles_pending_idx on public.profiles (submitted_at) where verification_status = 'pending';
comment on index public.profiles_pending_idx is 'admin_queues(): accounts waiting for verification, oldest first.';
create index won_deal_confirmations_unpaid_idx on public.won_deal_confirmations (decided_at)
  where status = 'confirmed' and paid_at is null and fee_eur > 0;
comment on index public.won_deal_confirmations_unpaid_idx is 'admin_queues() and admin_kpis(): scout fees owed (confirmed, not paid).';
create index won_deal_confirmations_paid_at_idx on public.won_deal_confirmations (paid_at) where paid_at is not null;
comment on index public.won_deal_confirmations_paid_at_idx is 'admin_kpis(): scout fees paid in the window.';
create index won_deal_confirmations_decided_at_idx on public.won_deal_confirmations (decided_at) where status = 'confirmed';
comment on index public.won_deal_confirmations_decided_at_idx is 'admin_kpis(): success fees confirmed in the window.';
create index invoices_paid_at_idx on public.invoices (paid_at) where paid_at is not null;
comment on index public.invoices_paid_at_idx is 'admin_kpis(): access fees paid in the window.';

-- The users list searches names and addresses in the database (ilike '%…%' on either).
create index profiles_name_trgm_idx on public.profiles using gin (name extensions.gin_trgm_ops);
comment on index public.profiles_name_trgm_idx is 'The admin users list: search by name.';
create index profiles_email_trgm_idx on public.profiles using gin (email extensions.gin_trgm_ops);
comment on index public.profiles_email_trgm_idx is 'The admin users list: search by email address.';
create index listings_search_text_trgm_idx on public.listings using gin (search_text extensions.gin_trgm_ops);
comment on index public.listings_search_text_trgm_idx is 'The admin listings list: search in the teaser text, every status (listings_active_search_idx holds active listings only).';

-- The admin console's searches (issue 33). Under row-level security a filter becomes an index
-- condition only when its operator is leakproof, and LIKE/ILIKE are not: through PostgREST the
-- users list searched by name or email, and the listings list searched in the teaser text, read
-- every row and match each (a sequential scan of profiles and of listings). These functions run
-- the match as their owner, on the trigram indexes, for admins only.
-- They filter, sort and page in the database and count at most 1,001 matches past the page's
-- start: a set-returning security-definer function is not inlined, so PostgREST's order, limit
-- and exact count over its rows read, sort and count every match (the bench: 1.67x slower at
-- ten times the data). Here the page is one ordered, limited query (an index in the sort order
-- can stop after the page) and the count stops at the cap: the console says "more than 1,000"
-- and its pager grows as the admin pages on (each page counts 1,001 past its own start).
-- Statements are built with format() for the whitelisted sort and period columns and executed
-- each time (EXECUTE plans with the actual pattern, whose selectivity decides between the
-- trigram index and the index in the sort order).
create function private.search_pattern(p_text text) returns text
language sql immutable set search_path = '' as $$
  select '%' || replace(replace(replace(p_text, '\', '\\'), '%', '\%'), '_', '\_') || '%'
$$;
comment on function private.search_pattern(p_text text) is 'The LIKE pattern "contains the text literally": LIKE''s wildcards and escape character in the text are escaped.';
revoke all on function private.search_pattern(p_text text) from public;

create function private.search_page(p_offset integer, p_limit integer) returns void
language plpgsql immutable set search_path = '' as $$
begin
  if p_offset is null or p_offset < 0 or p_offset > 1000000 or p_limit is null or p_limit < 1 or p_limit > 100 then
    raise exception 'Invalid page: offset 0 to 1000000, limit 1 to 100' using errcode = '22023';
  end if;
end;
$$;
comment on function private.search_page(p_offset integer, p_limit integer) is 'Raises 22023 unless the page of a search is an offset of 0 to 1,000,000 and a limit of 1 to 100.';
revoke all on function private.search_page(p_offset integer, p_limit integer) from public;

create function public.admin_search_users(
  p_search text,
  p_status public.verification_status default null,
  p_period_field text default null,
  p_from timestamptz default null,
  p_until timestamptz default null,
  p_sort text default 'created_at',
  p_ascending boolean default false,
  p_offset integer default 0,
  p_limit integer default 20
) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  v_text text := btrim(left(coalesce(p_search, ''), 200));
  v_where text;
  v_order text;
  v_rows jsonb;
  v_count integer;
  v_total bigint;
begin
  perform private.require_admin();
  if v_text = '' then
    raise exception 'Search text required' using errcode = '22023';
  end if;
  perform private.search_page(p_offset, p_limit);
  if coalesce(p_sort, '') not in ('created_at', 'name', 'email') then
    raise exception 'Sort by created_at, name or email' using errcode = '22023';
  end if;
  if p_period_field is not null and p_period_field not in ('created_at', 'verified_at') then
    raise exception 'A period of created_at or verified_at' using errcode = '22023';
  end if;
  v_where := 'where (p.name ilike $1 or p.email ilike $1)'
    || case when p_status is not null then ' and p.verification_status = $2' else '' end
    || case when p_period_field is not null
         then format(' and p.%1$I >= $3 and p.%1$I < $4', p_period_field) else '' end;
  v_order := format('%I %s, id', p_sort, case when p_ascending then 'asc' else 'desc' end);
  execute format(
    'select coalesce(jsonb_agg(to_jsonb(r) order by r.%s), ''[]''::jsonb), count(*)
       from (select p.id, p.name, p.email, p.role, p.verification_status, p.email_confirmed_at,
                    p.created_at, p.verified_at
               from public.profiles p %s order by p.%s limit $5 offset $6) r',
    v_order, v_where, v_order)
    into v_rows, v_count
    using private.search_pattern(v_text), p_status, p_from, p_until, p_limit, p_offset;
  -- A part page (not empty past the start) is the end of the matches: no count needed.
  if v_count < p_limit and (v_count > 0 or p_offset = 0) then
    v_total := p_offset + v_count;
  else
    execute format('select count(*) from (select 1 from public.profiles p %s limit $5) m', v_where)
      into v_total
      using private.search_pattern(v_text), p_status, p_from, p_until, p_offset + 1001;
  end if;
  return jsonb_build_object('total', least(v_total, p_offset + 1000), 'more', v_total > p_offset + 1000, 'rows', v_rows);
end;
$$;
comment on function public.admin_search_users(p_search text, p_status public.verification_status, p_period_field text, p_from timestamptz, p_until timestamptz, p_sort text, p_ascending boolean, p_offset integer, p_limit integer) is 'Admin only (42501 otherwise): one page of the profiles whose name or email address contains the text (case-insensitive, taken literally; 22023 when empty), on the trigram indexes profiles_name_trgm_idx and profiles_email_trgm_idx; optionally of one verification status and with created_at or verified_at in [p_from, p_until); sorted by created_at, name or email (then id). { total, more, rows }: total counts at most 1,000 matches past the page''s start, more says there are more.';
revoke all on function public.admin_search_users(p_search text, p_status public.verification_status, p_period_field text, p_from timestamptz, p_until timestamptz, p_sort text, p_ascending boolean, p_offset integer, p_limit integer) from public, anon;

create function public.admin_search_listings(
  p_search text,
  p_status public.listing_status default null,
  p_from timestamptz default null,
  p_until timestamptz default null,
  p_offset integer default 0,
  p_limit integer default 20
) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  v_text text := btrim(lower(left(coalesce(p_search, ''), 200)));
  v_where text;
  v_rows jsonb;
  v_count integer;
  v_total bigint;
begin
  perform private.require_admin();
  if v_text = '' then
    raise exception 'Search text required' using errcode = '22023';
  end if;
  perform private.search_page(p_offset, p_limit);
  v_where := 'where l.search_text like $1'
    || case when p_status is not null then ' and l.status = $2' else '' end
    || case when p_from is not null or p_until is not null
         then ' and l.created_at >= $3 and l.created_at < $4' else '' end;
  -- The page's ids first (newest first), then their title and owner: joined before the limit,
  -- every match would be.
  execute format(
    'select coalesce(jsonb_agg(jsonb_build_object(''id'', l.id, ''type'', l.type,
              ''industry'', l.industry, ''location'', l.location, ''status'', l.status,
              ''success_fee_eur'', l.success_fee_eur, ''user_role'', l.user_role,
              ''created_at'', l.created_at, ''title'', d.title, ''owner_name'', o.name)
              order by l.created_at desc, l.id), ''[]''::jsonb), count(*)
       from (select l.* from public.listings l %s
              order by l.created_at desc, l.id limit $5 offset $6) l
       left join public.listing_details d on d.listing_id = l.id
       left join public.profiles o on o.id = l.user_id', v_where)
    into v_rows, v_count
    using private.search_pattern(v_text), p_status,
      coalesce(p_from, '-infinity'::timestamptz), coalesce(p_until, 'infinity'::timestamptz),
      p_limit, p_offset;
  if v_count < p_limit and (v_count > 0 or p_offset = 0) then
    v_total := p_offset + v_count;
  else
    execute format('select count(*) from (select 1 from public.listings l %s limit $5) m', v_where)
      into v_total
      using private.search_pattern(v_text), p_status,
        coalesce(p_from, '-infinity'::timestamptz), coalesce(p_until, 'infinity'::timestamptz),
        p_offset + 1001;
  end if;
  return jsonb_build_object('total', least(v_total, p_offset + 1000), 'more', v_total > p_offset + 1000, 'rows', v_rows);
end;
$$;
comment on function public.admin_search_listings(p_search text, p_status public.listing_status, p_from timestamptz, p_until timestamptz, p_offset integer, p_limit integer) is 'Admin only (42501 otherwise): one page (newest first) of the listings of every status whose teaser text (listings.search_text: description, industry, location, market position, lower-cased) contains the text (case-insensitive, taken literally; 22023 when empty), on the trigram index listings_search_text_trgm_idx; optionally of one status and published in [p_from, p_until); with title and owner name. { total, more, rows }: total counts at most 1,000 matches past the page''s start, more says there are more.';
revoke all on function public.admin_search_listings(p_search text, p_status public.listing_status, p_from timestamptz, p_until timestamptz, p_offset integer, p_limit integer) from public, anon;

create function public.admin_queues() returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  v_uid uuid := (select auth.uid());
begin
  perform private.require_admin();
  return (
    select coalesce(jsonb_agg(to_jsonb(q) order by q.oldest_at nulls last, q.queue), '[]'::jsonb)
    from (
      select 'verifications' as queue, count(*) as count, min(p.submitted_at) as oldest_at, null::bigint as waiting_for_me
      from public.profiles p where p.verification_status = 'pending'
      union all
      select 'rejection_proposals', count(*), min(r.proposed_at),
        count(*) filter (where r.proposed_by is distinct from v_uid)
      from public.account_rejection_proposals r where r.status = 'open'
      union all
      select 'success_fees', count(*), min(c.marked_at), null
      from public.won_deal_confirmations c where c.status = 'pending'
      union all
      select 'scout_fees_owed', count(*), min(c.decided_at), null
      from public.won_deal_confirmations c where c.status = 'confirmed' and c.paid_at is null and c.fee_eur > 0
      union all
      select 'capacity_proofs', count(*), min(c.submitted_at), null
      from public.capacity_proofs c where c.status = 'pending'
      union all
      select 'access_requests', count(*), min(d.access_requested_at), null
      from public.deals d where d.stage = 'access_requested'
      union all
      select 'invoices_overdue', count(*), min(i.due_date::timestamp at time zone 'Europe/Berlin'), null
      from public.invoices i where i.status = 'open' and i.due_date < (now() at time zone 'Europe/Berlin')::date
    ) q);
end;
$$;
comment on function public.admin_queues() is 'Admin only: the console''s queues, oldest item first: accounts waiting for verification, rejections proposed (waiting_for_me: proposed by another admin), success fees to decide, scout fees owed, capacity proofs to review, access requests waiting for their owner, open invoices past due; each with count and oldest_at.';
revoke all on function public.admin_queues() from public, anon;

-- One page of the trail with the names behind the ids, for the admin console (all events) and a
-- listing owner's dashboard (events about their listings). Security definer to resolve names the
-- caller's RLS would hide; it applies the same rule as the table's policy itself.
CREATE OR REPLACE FUNCTION public.audit_trail(p_event_type text DEFAULT NULL::text, p_listing_id uuid DEFAULT NULL::uuid, p_from timestamp with time zone DEFAULT NULL::timestamp with time zone, p_to timestamp with time zone DEFAULT NULL::timestamp with time zone, p_limit integer DEFAULT 25, p_offset integer DEFAULT 0)
 RETURNS TABLE(id bigint, occurred_at timestamp with time zone, event_type text, actor_id uuid, actor_name text, actor_email text, subject_user_id uuid, subject_name text, subject_email text, listing_id uuid, listing_title text, detail jsonb, total_count bigint)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_admin boolean := (select private.is_admin());
begin
  if (select auth.uid()) is null then
    raise exception 'User not authenticated' using errcode = '42501';
  end if;
  return query
  with visible as (
    select e.* from public.audit_events e
    where (v_admin or (e.listing_id in (select private.owned_listing_ids())
                       and (e.event_type <> 'document_opened'
                            or private.data_room_read_named(e.listing_id, e.subject_user_id, e.occurred_at))))
      and (p_event_type is null or e.event_type = p_event_type)
      and (p_listing_id is null or e.listing_id = p_listing_id)
      and (p_from is null or e.occurred_at >= p_from)
      and (p_to is null or e.occurred_at < p_to)
  )
  select v.id, v.occurred_at, v.event_type, v.actor_id, a.name,
    case when v_admin or v.actor_id = (select auth.uid()) or exists (
      select 1 from public.deals x where x.listing_id = v.listing_id and x.buyer_id = v.actor_id
        and private.buyer_contact_visible(x.id, x.stage)) then a.email end,
    v.subject_user_id, s.name,
    case when v_admin or v.subject_user_id = (select auth.uid()) or exists (
      select 1 from public.deals x where x.listing_id = v.listing_id and x.buyer_id = v.subject_user_id
        and private.buyer_contact_visible(x.id, x.stage)) then s.email end,
    v.listing_id, d.title, v.detail, count(*) over ()
  from visible v
  left join public.profiles a on a.id = v.actor_id
  left join public.profiles s on s.id = v.subject_user_id
  left join public.listing_details d on d.listing_id = v.listing_id
  order by v.occurred_at desc, v.id desc
  limit least(greatest(coalesce(p_limit, 25), 1), 100) offset greatest(coalesce(p_offset, 0), 0);
end;
$function$;
comment on function public.audit_trail(p_event_type text, p_listing_id uuid, p_from timestamp with time zone, p_to timestamp with time zone, p_limit integer, p_offset integer) is 'A page of audit events with names: admins see all, listing owners the events about their listings except data-room opens by readers not named to them (private.data_room_read_named()); a buyer''s email only once their deal was granted access (private.buyer_contact_visible()).';
revoke all on function public.audit_trail(p_event_type text, p_listing_id uuid, p_from timestamp with time zone, p_to timestamp with time zone, p_limit integer, p_offset integer) from public, anon;

-- PostgREST exposes only public: the edge function calls this wrapper, executable by the service role only.
create or replace function public.promote_configured_admin(p_user_id uuid)
returns public.profiles
language sql security definer set search_path = '' as $$
  select * from private.promote_configured_admin(p_user_id)
$$;
comment on function public.promote_configured_admin(p_user_id uuid) is 'Service role only (the admin edge function): see private.promote_configured_admin().';
revoke all on function public.promote_configured_admin(p_user_id uuid) from public, anon, authenticated;

create or replace function public.set_admin(p_user_id uuid, p_admin boolean)
returns public.profiles
language plpgsql security definer set search_path = '' as $$
declare
  v_row public.profiles;
begin
  perform private.require_admin();
  if p_user_id is null or p_admin is null then
    raise exception 'Missing required fields: user_id, admin' using errcode = '22023';
  end if;
  if p_user_id = (select auth.uid()) then
    raise exception 'Admins cannot change their own admin role' using errcode = '22023';
  end if;
  select * into v_row from public.profiles where id = p_user_id for update;
  if not found then
    raise exception 'User not found' using errcode = 'P0002';
  end if;
  if p_admin and v_row.verification_status <> 'verified' then
    raise exception 'Only verified accounts can become admins' using errcode = '22023';
  end if;
  if (v_row.role = 'admin') = p_admin then
    return v_row;
  end if;
  perform set_config('dealbridge.admin_role_change', 'console', true);
  update public.profiles set
    role = case when p_admin then 'admin'::public.app_role else private.signup_role(p_user_id) end,
    profile_complete = case when p_admin then true else profile_complete end
  where id = p_user_id
  returning * into v_row;
  perform set_config('dealbridge.admin_role_change', '', true);
  return v_row;
end;
$$;
comment on function public.set_admin(p_user_id uuid, p_admin boolean) is 'Admin (aal2) only: grant (true) or revoke (false) the admin role of another verified account with a confirmed email; recorded in admin_role_changes.';
revoke all on function public.set_admin(p_user_id uuid, p_admin boolean) from public, anon;
