-- Audit trail: one append-only table the database writes itself (triggers and RPCs) for
-- verification decisions, role changes (admin grants), unlock requests and decisions, success fees,
-- NDA signatures and reads of confidential details. Nobody updates or deletes a row: no grant
-- allows it, and a trigger raises even for the table's owner.

-- NDA text version --------------------------------------------------------------------------------
-- The NDA text is shipped with the app; its version is stored with every signature so the audit
-- trail can say which text was signed.
alter table public.nda_signatures
  add column nda_version text not null default '2026-11-01';
alter table public.nda_signatures
  add constraint nda_signatures_nda_version_format check (nda_version ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$');
comment on column public.nda_signatures.nda_version is 'Version (publication date) of the NDA text the investor signed.';
grant insert (nda_version) on public.nda_signatures to authenticated;

-- The table --------------------------------------------------------------------------------------
create table public.audit_events (
  id bigint generated always as identity primary key,
  occurred_at timestamptz not null default now(),
  event_type text not null,
  actor_id uuid,
  subject_user_id uuid,
  listing_id uuid,
  detail jsonb not null default '{}'::jsonb,
  read_day date,
  constraint audit_events_event_type check (event_type in (
    'verification_decided', 'role_changed', 'unlock_requested', 'unlock_decided',
    'success_fee_recorded', 'nda_signed', 'details_read'
  )),
  constraint audit_events_read_day check ((event_type = 'details_read') = (read_day is not null))
);
comment on table public.audit_events is
  'Append-only audit trail written only by the database (triggers, RPCs). Admins read all rows; a '
  'listing owner reads the rows about their listings. No foreign keys: a record outlives what it names.';
comment on column public.audit_events.actor_id is 'Who caused the event (auth.uid()); null when the service role or a migration did.';
comment on column public.audit_events.subject_user_id is 'The account the event is about (verified user, requester, signer, reader).';
comment on column public.audit_events.detail is 'Event-specific facts: old/new values, NDA version and hash, fee.';
comment on column public.audit_events.read_day is 'UTC day of a details_read event: one row per reader, listing and day.';

create index audit_events_occurred_at_idx on public.audit_events (occurred_at desc, id desc);
create index audit_events_type_idx on public.audit_events (event_type, occurred_at desc);
create index audit_events_listing_idx on public.audit_events (listing_id, occurred_at desc);
create index audit_events_actor_idx on public.audit_events (actor_id);
create index audit_events_subject_idx on public.audit_events (subject_user_id);
create unique index audit_events_one_read_per_day_idx on public.audit_events (subject_user_id, listing_id, read_day)
  where event_type = 'details_read';

alter table public.audit_events enable row level security;
revoke all on public.audit_events from public, anon, authenticated, service_role;
grant select on public.audit_events to authenticated;

create policy "audit_events: admin or listing owner reads" on public.audit_events
  for select to authenticated
  using ((select private.is_admin()) or listing_id in (select private.owned_listing_ids()));

-- Append-only, for everybody ----------------------------------------------------------------------
create function private.audit_events_immutable() returns trigger
language plpgsql set search_path = '' as $$
begin
  raise exception 'The audit trail is append-only' using errcode = '42501';
end;
$$;
comment on function private.audit_events_immutable() is 'BEFORE UPDATE/DELETE/TRUNCATE on audit_events: always raises.';
create trigger audit_events_no_update_or_delete before update or delete on public.audit_events
  for each row execute function private.audit_events_immutable();
create trigger audit_events_no_truncate before truncate on public.audit_events
  for each statement execute function private.audit_events_immutable();

-- The one writer ---------------------------------------------------------------------------------
create function private.audit(
  p_event_type text, p_subject_user_id uuid, p_listing_id uuid, p_detail jsonb
) returns void
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.audit_events (event_type, actor_id, subject_user_id, listing_id, detail)
  values (p_event_type, (select auth.uid()), p_subject_user_id, p_listing_id, coalesce(p_detail, '{}'::jsonb));
end;
$$;
comment on function private.audit(text, uuid, uuid, jsonb) is 'Appends one audit event as the current caller.';
revoke all on function private.audit(text, uuid, uuid, jsonb) from public, anon, authenticated, service_role;

-- The caller's role claim: who acted when auth.uid() is null (service_role, the admin function).
create function private.request_role() returns text
language sql stable set search_path = '' as $$
  select coalesce(nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role', current_user)
$$;
comment on function private.request_role() is 'The JWT role of the request, else the database user.';

-- Triggers ---------------------------------------------------------------------------------------
create function private.audit_profile_changes() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.verification_status is distinct from old.verification_status then
    perform private.audit('verification_decided', new.id, null, jsonb_build_object(
      'from', old.verification_status, 'to', new.verification_status, 'via', private.request_role()));
  end if;
  if new.role is distinct from old.role then
    perform private.audit('role_changed', new.id, null, jsonb_build_object(
      'from', old.role, 'to', new.role, 'via', private.request_role()));
  end if;
  return null;
end;
$$;
comment on function private.audit_profile_changes() is 'AFTER UPDATE on profiles: verification decisions and role changes (admin grants) go to the audit trail, whatever path made them.';
create trigger profiles_audit after update of verification_status, role on public.profiles
  for each row execute function private.audit_profile_changes();

create function private.audit_unlock_requests() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    perform private.audit('unlock_requested', new.user_id, new.listing_id,
      jsonb_build_object('request_id', new.id, 'price_eur', new.price_eur));
  elsif new.status is distinct from old.status then
    perform private.audit('unlock_decided', new.user_id, new.listing_id, jsonb_build_object(
      'request_id', new.id, 'from', old.status, 'to', new.status, 'via', private.request_role()));
  end if;
  return null;
end;
$$;
comment on function private.audit_unlock_requests() is 'AFTER INSERT/UPDATE on unlock_requests: requests and access decisions go to the audit trail.';
create trigger unlock_requests_audit after insert or update of status on public.unlock_requests
  for each row execute function private.audit_unlock_requests();

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
create trigger listings_audit_success_fee after update of success_fee_eur, status on public.listings
  for each row execute function private.audit_success_fees();

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
create trigger nda_signatures_audit after insert on public.nda_signatures
  for each row execute function private.audit_nda_signatures();

revoke all on function private.audit_profile_changes(), private.audit_unlock_requests(),
  private.audit_success_fees(), private.audit_nda_signatures(), private.audit_events_immutable()
  from public, anon, authenticated;

-- Reads of confidential details ------------------------------------------------------------------
-- PostgREST reads cannot fire triggers. Opening a deal calls record_listing_view(); when the caller
-- may read the listing's confidential details (an unlocked investor, or an admin), that call also
-- records a details_read event, at most one per reader, listing and UTC day.
create or replace function public.record_listing_view(p_listing_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_uid uuid := (select auth.uid());
  v_listing public.listings;
begin
  if v_uid is null then
    raise exception 'User not authenticated' using errcode = '42501';
  end if;
  if not (select private.is_verified()) then
    raise exception 'Permission denied: verified account required' using errcode = '42501';
  end if;
  select * into v_listing from public.listings where id = p_listing_id;
  if not found or (v_listing.status <> 'active' and v_listing.user_id <> v_uid and not (select private.is_admin())) then
    raise exception 'Company not found' using errcode = 'PT404';
  end if;
  if v_listing.user_id = v_uid then
    return; -- owners looking at their own listing are neither views nor audited reads
  end if;
  if (select private.is_admin()) or p_listing_id in (select private.readable_detail_listing_ids()) then
    insert into public.audit_events (event_type, actor_id, subject_user_id, listing_id, read_day, detail)
    values ('details_read', v_uid, v_uid, p_listing_id, (now() at time zone 'UTC')::date,
      jsonb_build_object('role', (select private.current_app_role())))
    on conflict (subject_user_id, listing_id, read_day) where event_type = 'details_read' do nothing;
  end if;
  if exists (
    select 1 from public.listing_views v
    where v.user_id = v_uid and v.listing_id = p_listing_id and v.viewed_at > now() - interval '30 minutes'
  ) then
    return;
  end if;
  insert into public.listing_views (listing_id, user_id) values (p_listing_id, v_uid);
end;
$$;

-- Browsing ----------------------------------------------------------------------------------------
-- One page of the trail with the names behind the ids, for the admin console (all events) and a
-- listing owner's dashboard (events about their listings). Security definer to resolve names the
-- caller's RLS would hide; it applies the same rule as the table's policy itself.
create function public.audit_trail(
  p_event_type text default null,
  p_listing_id uuid default null,
  p_from timestamptz default null,
  p_to timestamptz default null,
  p_limit integer default 25,
  p_offset integer default 0
) returns table (
  id bigint, occurred_at timestamptz, event_type text, actor_id uuid, actor_name text,
  actor_email text, subject_user_id uuid, subject_name text, subject_email text, listing_id uuid,
  listing_title text, detail jsonb, total_count bigint
)
language plpgsql stable security definer set search_path = '' as $$
declare
  v_admin boolean := (select private.is_admin());
begin
  if (select auth.uid()) is null then
    raise exception 'User not authenticated' using errcode = '42501';
  end if;
  return query
  with visible as (
    select e.* from public.audit_events e
    where (v_admin or e.listing_id in (select private.owned_listing_ids()))
      and (p_event_type is null or e.event_type = p_event_type)
      and (p_listing_id is null or e.listing_id = p_listing_id)
      and (p_from is null or e.occurred_at >= p_from)
      and (p_to is null or e.occurred_at < p_to)
  )
  select v.id, v.occurred_at, v.event_type, v.actor_id, a.name, a.email, v.subject_user_id, s.name,
    s.email, v.listing_id, d.title, v.detail, count(*) over ()
  from visible v
  left join public.profiles a on a.id = v.actor_id
  left join public.profiles s on s.id = v.subject_user_id
  left join public.listing_details d on d.listing_id = v.listing_id
  order by v.occurred_at desc, v.id desc
  limit least(greatest(coalesce(p_limit, 25), 1), 100) offset greatest(coalesce(p_offset, 0), 0);
end;
$$;
comment on function public.audit_trail(text, uuid, timestamptz, timestamptz, integer, integer) is
  'A page of audit events with names: admins see all, listing owners the events about their listings.';
revoke all on function public.audit_trail(text, uuid, timestamptz, timestamptz, integer, integer) from public, anon;
grant execute on function public.audit_trail(text, uuid, timestamptz, timestamptz, integer, integer) to authenticated;
