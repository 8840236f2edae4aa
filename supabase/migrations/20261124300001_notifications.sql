-- Issue 18: notifications. Events that others must learn about are written by the database in the
-- same transaction as their cause (private.notify(), called by the triggers of
-- 20261124300002_notification_events.sql): a row in public.notifications for the bell (readable by
-- its recipient alone, streamed by Realtime) and, when the recipient wants it by email, a row in
-- private.email_outbox, which the edge function `notifications-sender` drains through SMTP.
--
-- The sender claims outbox rows with a lease (claim_notification_emails), marks a group
-- 'sending' in its own committed step before it talks to SMTP (begin_notification_email) and
-- 'sent' afterwards (finish_notification_email). A sender that dies between claim and send leaves
-- 'pending' rows whose lease runs out and which the next run claims again; one that dies between
-- send and mark leaves a 'sending' row, which is never sent again (it becomes 'unknown' when its
-- lease runs out): each email is sent at most once.

-- The recipient's language ---------------------------------------------------------------------
create type public.app_language as enum ('en', 'de');
comment on type public.app_language is 'Languages of the app and of its emails.';

alter table public.profiles add column language public.app_language not null default 'en';
comment on column public.profiles.language is
  'Language of the emails the user gets; taken from the sign-up metadata, changed with the language toggle (public.set_my_language()).';

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
comment on function public.set_my_language(public.app_language) is
  'Sets the caller''s language (emails are written in it). Any signed-in user, verified or not.';
revoke all on function public.set_my_language(public.app_language) from public, anon, authenticated;
grant execute on function public.set_my_language(public.app_language) to authenticated, service_role;

-- Sign-up: the language of the registration form (metadata `language`) becomes the profile's.
create or replace function private.handle_new_user() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  v_role public.app_role;
  v_name text := left(nullif(private.squish(meta ->> 'name'), ''), 200);
  v_phone text := left(nullif(private.squish(meta ->> 'phone_number'), ''), 50);
  v_language public.app_language := case meta ->> 'language' when 'de' then 'de' else 'en' end;
begin
  v_role := case meta ->> 'role'
    when 'investor' then 'investor'::public.app_role
    when 'company' then 'company'::public.app_role
    else 'scout'::public.app_role
  end;
  insert into public.profiles (id, name, email, phone_number, role, verification_status, submitted_at, language)
  values (
    new.id,
    coalesce(v_name, nullif(split_part(coalesce(new.email, ''), '@', 1), ''), 'User'),
    coalesce(new.email, ''),
    v_phone,
    v_role,
    'pending',
    now(),
    v_language
  );
  return new;
end;
$$;
comment on function private.handle_new_user() is
  'AFTER INSERT on auth.users: creates the profile from raw_user_meta_data (name, phone_number, role among scout/investor/company, default scout; language en/de, default en), pending.';

-- Kinds ----------------------------------------------------------------------------------------
-- Named after the events of the issue, not after today's tables: the deals work re-points the
-- triggers and adds kinds (alter type ... add value) without renaming anything the app stores.
create type public.notification_kind as enum (
  'account.confirmed',
  'account.verified',
  'account.rejected',
  'deal.message',
  'deal.nda_signed',
  'deal.access_requested',
  'deal.access_granted',
  'deal.access_declined',
  'deal.closed'
);
comment on type public.notification_kind is
  'What happened. account.* are always delivered in the app and by email; the others follow public.notification_preferences.';

create function public.notification_kind_is_mandatory(p_kind public.notification_kind) returns boolean
language sql immutable set search_path = '' as $$
  select p_kind::text like 'account.%'
$$;
comment on function public.notification_kind_is_mandatory(public.notification_kind) is
  'Account and security notices cannot be turned off.';
revoke all on function public.notification_kind_is_mandatory(public.notification_kind) from public;
grant execute on function public.notification_kind_is_mandatory(public.notification_kind)
  to anon, authenticated, service_role;

-- In-app notifications -------------------------------------------------------------------------
create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  kind public.notification_kind not null,
  payload jsonb not null default '{}'::jsonb,
  link text not null,
  read_at timestamptz,
  created_at timestamptz not null default now(),
  constraint notifications_link_is_app_path check (link ~ '^/[^/]' and char_length(link) <= 500),
  constraint notifications_payload_is_object check (jsonb_typeof(payload) = 'object')
);
comment on table public.notifications is
  'In-app notices (the bell), written by private.notify() in the transaction of their cause; readable by their recipient alone, who may only mark them read.';
comment on column public.notifications.payload is
  'Facts the texts are made of (listing label, counterpart name, fee); only what the recipient may see anyway.';
comment on column public.notifications.link is 'App path the notice leads to (deep link).';
comment on column public.notifications.read_at is 'When the recipient read it; null = unread.';
create index notifications_user_id_created_at_idx on public.notifications (user_id, created_at desc, id desc);
-- The unread count reads only unread rows.
create index notifications_unread_idx on public.notifications (user_id) where read_at is null;

alter table public.notifications enable row level security;
revoke all on table public.notifications from anon, authenticated;
grant select on public.notifications to authenticated;
grant update (read_at) on public.notifications to authenticated;

create policy "notifications: recipient reads own" on public.notifications
  for select to authenticated
  using (user_id = (select auth.uid()));
create policy "notifications: recipient marks own read" on public.notifications
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

-- The bell counts up live: Realtime streams inserts and updates to the recipient (checked against
-- the select policy above for each subscriber).
alter publication supabase_realtime add table public.notifications;

-- Preferences ----------------------------------------------------------------------------------
create table public.notification_preferences (
  user_id uuid not null references public.profiles (id) on delete cascade,
  kind public.notification_kind not null,
  in_app boolean not null default true,
  email boolean not null default true,
  updated_at timestamptz not null default now(),
  primary key (user_id, kind),
  constraint notification_preferences_not_mandatory check (not public.notification_kind_is_mandatory(kind))
);
comment on table public.notification_preferences is
  'A user''s choice per kind (in the app, by email); no row = both on. Account and security kinds have no row: they are always on.';

alter table public.notification_preferences enable row level security;
revoke all on table public.notification_preferences from anon, authenticated;
grant select, delete on public.notification_preferences to authenticated;
grant insert (user_id, kind, in_app, email) on public.notification_preferences to authenticated;
-- user_id and kind too: an upsert (PostgREST on_conflict) sets every column it sends; the policy
-- and the check constraint still decide the row.
grant update (user_id, kind, in_app, email) on public.notification_preferences to authenticated;

create policy "notification_preferences: owner reads" on public.notification_preferences
  for select to authenticated
  using (user_id = (select auth.uid()));
create policy "notification_preferences: owner inserts" on public.notification_preferences
  for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy "notification_preferences: owner updates" on public.notification_preferences
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
create policy "notification_preferences: owner deletes" on public.notification_preferences
  for delete to authenticated
  using (user_id = (select auth.uid()));

create trigger notification_preferences_set_updated_at before update on public.notification_preferences
  for each row execute function private.set_updated_at();

-- Email outbox ---------------------------------------------------------------------------------
-- Not exposed through the API: only the service role reaches it, through the RPCs below.
create type private.email_status as enum ('pending', 'sending', 'sent', 'failed', 'unknown');
comment on type private.email_status is
  'pending: to send (claimed while lease_until is ahead); sending: handed to SMTP, not confirmed; sent; failed: gave up after retries; unknown: the sender died between send and confirmation (never resent).';

create table private.email_outbox (
  id bigint generated always as identity primary key,
  notification_id uuid references public.notifications (id) on delete set null,
  user_id uuid references public.profiles (id) on delete cascade,
  recipient text not null,
  language public.app_language not null,
  kind text not null,
  payload jsonb not null default '{}'::jsonb,
  group_key text,
  due_at timestamptz not null default now(),
  status private.email_status not null default 'pending',
  claimed_by uuid,
  lease_until timestamptz,
  attempts integer not null default 0,
  last_error text,
  sent_at timestamptz,
  created_at timestamptz not null default now(),
  constraint email_outbox_recipient_length check (char_length(recipient) between 3 and 320),
  constraint email_outbox_kind_length check (char_length(kind) <= 100)
);
comment on table private.email_outbox is
  'Emails to send, written in the transaction of their cause; drained by the notifications-sender edge function (claim with a lease, mark sending, send, mark sent).';
comment on column private.email_outbox.kind is 'A notification kind, or newsletter.confirm.';
comment on column private.email_outbox.group_key is
  'Emails of one recipient with the same key that are due together go out as one email (messages of one deal).';
comment on column private.email_outbox.due_at is 'Not sent before; later messages of a group wait for the group''s window.';
create index email_outbox_due_idx on private.email_outbox (due_at, id) where status = 'pending';
create index email_outbox_group_idx on private.email_outbox (user_id, group_key, created_at desc) where group_key is not null;
create index email_outbox_sending_idx on private.email_outbox (lease_until) where status = 'sending';
create index email_outbox_notification_id_idx on private.email_outbox (notification_id);
create index email_outbox_recipient_idx on private.email_outbox (recipient, created_at desc);
alter table private.email_outbox enable row level security;
revoke all on table private.email_outbox from public, anon, authenticated;

-- How long later messages of one deal wait to be mailed together with the next ones.
create function private.email_group_window() returns interval
language sql stable set search_path = '' as $$
  select coalesce(nullif(current_setting('app.notification_group_window', true), '')::interval, interval '3 minutes')
$$;
comment on function private.email_group_window() is
  'Window in which messages of one deal are mailed as one email (3 minutes; the database setting app.notification_group_window overrides it).';
revoke all on function private.email_group_window() from public;

-- Enqueue one email. A grouped email joins a pending one of its group (same due time); within a
-- window after an email of its group went out, it waits for the window's end, so the first message
-- of a burst is mailed at once and the rest together.
create function private.enqueue_email(
  p_user_id uuid,
  p_recipient text,
  p_language public.app_language,
  p_kind text,
  p_payload jsonb,
  p_group_key text default null,
  p_notification_id uuid default null
) returns bigint
language plpgsql security definer set search_path = '' as $$
declare
  v_due timestamptz := now();
  v_id bigint;
begin
  if p_group_key is not null then
    select coalesce(
      (select o.due_at from private.email_outbox o
        where o.user_id is not distinct from p_user_id and o.group_key = p_group_key
          and o.status = 'pending' and o.lease_until is null
        order by o.created_at desc limit 1),
      (select max(coalesce(o.sent_at, o.due_at)) + private.email_group_window() from private.email_outbox o
        where o.user_id is not distinct from p_user_id and o.group_key = p_group_key
          and (o.status <> 'pending' or o.lease_until is not null)
          and coalesce(o.sent_at, o.due_at) > now() - private.email_group_window()),
      now()
    ) into v_due;
    v_due := greatest(v_due, now());
  end if;
  insert into private.email_outbox (notification_id, user_id, recipient, language, kind, payload, group_key, due_at)
  values (p_notification_id, p_user_id, p_recipient, p_language, p_kind, coalesce(p_payload, '{}'::jsonb), p_group_key, v_due)
  returning id into v_id;
  return v_id;
end;
$$;
comment on function private.enqueue_email(uuid, text, public.app_language, text, jsonb, text, uuid) is
  'Adds an email to the outbox; an email with a group key is due with the pending email of its group, else one window after the last email of its group that went out within the window, else now.';
revoke all on function private.enqueue_email(uuid, text, public.app_language, text, jsonb, text, uuid) from public;

-- The one entry point of every event: in-app row and email, as the recipient's preferences say.
create function private.notify(
  p_user_id uuid,
  p_kind public.notification_kind,
  p_link text,
  p_payload jsonb default '{}'::jsonb,
  p_group_key text default null
) returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  v_profile public.profiles;
  v_in_app boolean := true;
  v_email boolean := true;
  v_id uuid;
begin
  select * into v_profile from public.profiles where id = p_user_id;
  if not found then
    return null;
  end if;
  if not public.notification_kind_is_mandatory(p_kind) then
    select np.in_app, np.email into v_in_app, v_email
    from public.notification_preferences np where np.user_id = p_user_id and np.kind = p_kind;
    if not found then
      v_in_app := true;
      v_email := true;
    end if;
  end if;
  if v_in_app then
    insert into public.notifications (user_id, kind, payload, link)
    values (p_user_id, p_kind, coalesce(p_payload, '{}'::jsonb), p_link)
    returning id into v_id;
  end if;
  if v_email and v_profile.email <> '' then
    perform private.enqueue_email(
      p_user_id, v_profile.email, v_profile.language, p_kind::text,
      coalesce(p_payload, '{}'::jsonb) || jsonb_build_object('link', p_link, 'name', v_profile.name),
      p_group_key, v_id
    );
  end if;
  return v_id;
end;
$$;
comment on function private.notify(uuid, public.notification_kind, text, jsonb, text) is
  'Records an event for a user in the caller''s transaction: a notification (unless turned off in the app) and an outbox email in the user''s language (unless turned off by email). Account kinds ignore the preferences.';
revoke all on function private.notify(uuid, public.notification_kind, text, jsonb, text) from public;

-- The sender's RPCs (service role only) ---------------------------------------------------------
-- Claims up to p_limit due emails for p_lease_seconds, whole groups at a time (every due pending
-- email of a claimed recipient and group comes along). Emails left 'sending' by a sender that
-- died are closed as 'unknown' here, never resent. p_due_before lets an operator flush emails
-- that are not due yet.
create function public.claim_notification_emails(
  p_worker uuid,
  p_limit integer default 50,
  p_lease_seconds integer default 120,
  p_due_before timestamptz default null
)
returns table (
  id bigint,
  user_id uuid,
  recipient text,
  language public.app_language,
  kind text,
  payload jsonb,
  group_key text,
  created_at timestamptz
)
language plpgsql security definer set search_path = '' as $$
declare
  v_due timestamptz := coalesce(p_due_before, now());
begin
  if p_worker is null then
    raise exception 'Missing required fields: worker' using errcode = '22023';
  end if;
  update private.email_outbox o set status = 'unknown', last_error = 'sender stopped between send and confirmation'
  where o.status = 'sending' and o.lease_until < now();

  return query
  with picked as (
    select o.id from private.email_outbox o
    where o.status = 'pending' and o.due_at <= v_due and (o.lease_until is null or o.lease_until < now())
    order by o.due_at, o.id
    limit greatest(1, least(coalesce(p_limit, 50), 500))
    for update skip locked
  ),
  groups as (
    select distinct o.user_id, o.group_key from private.email_outbox o
    where o.id in (select picked.id from picked) and o.group_key is not null
  ),
  wanted as (
    select picked.id from picked
    union
    select o.id from private.email_outbox o
    join groups g on g.user_id is not distinct from o.user_id and g.group_key = o.group_key
    where o.status = 'pending' and o.due_at <= v_due and (o.lease_until is null or o.lease_until < now())
  ),
  claimed as (
    update private.email_outbox o
    set claimed_by = p_worker,
        lease_until = now() + make_interval(secs => greatest(5, least(coalesce(p_lease_seconds, 120), 3600)))
    where o.id in (select wanted.id from wanted)
      and o.status = 'pending' and (o.lease_until is null or o.lease_until < now())
    returning o.*
  )
  select c.id, c.user_id, c.recipient, c.language, c.kind, c.payload, c.group_key, c.created_at
  from claimed c order by c.id;
end;
$$;
comment on function public.claim_notification_emails(uuid, integer, integer, timestamptz) is
  'Sender (service role): leases due outbox emails to p_worker, whole groups at a time; closes emails a dead sender left sending as unknown.';

-- Before talking to SMTP: the emails of one group become 'sending' (committed). Returns false when
-- the worker no longer holds them all (lease lost): then it must not send.
create function public.begin_notification_email(p_worker uuid, p_ids bigint[]) returns boolean
language plpgsql security definer set search_path = '' as $$
declare
  v_count integer;
begin
  if p_worker is null or p_ids is null or cardinality(p_ids) = 0 then
    raise exception 'Missing required fields: worker, ids' using errcode = '22023';
  end if;
  perform 1 from private.email_outbox o where o.id = any (p_ids) for update;
  select count(*) into v_count from private.email_outbox o
  where o.id = any (p_ids) and o.status = 'pending' and o.claimed_by = p_worker and o.lease_until > now();
  if v_count <> cardinality(p_ids) then
    return false;
  end if;
  update private.email_outbox o set status = 'sending', attempts = o.attempts + 1
  where o.id = any (p_ids);
  return true;
end;
$$;
comment on function public.begin_notification_email(uuid, bigint[]) is
  'Sender (service role): marks the emails of one group as being sent; false if the worker lost their lease (do not send).';

-- After SMTP answered: sent, or (p_error set) back to pending for a retry when SMTP refused it
-- (p_retry), at most 5 attempts, else failed.
create function public.finish_notification_email(
  p_worker uuid,
  p_ids bigint[],
  p_error text default null,
  p_retry boolean default false
) returns void
language plpgsql security definer set search_path = '' as $$
begin
  if p_worker is null or p_ids is null then
    raise exception 'Missing required fields: worker, ids' using errcode = '22023';
  end if;
  if p_error is null then
    update private.email_outbox o set status = 'sent', sent_at = now(), lease_until = null, last_error = null
    where o.id = any (p_ids) and o.claimed_by = p_worker and o.status = 'sending';
  else
    update private.email_outbox o set
      status = case when p_retry and o.attempts < 5 then 'pending'::private.email_status else 'failed'::private.email_status end,
      due_at = case when p_retry and o.attempts < 5 then now() + make_interval(mins => o.attempts * o.attempts) else o.due_at end,
      lease_until = null,
      claimed_by = null,
      last_error = left(p_error, 1000)
    where o.id = any (p_ids) and o.claimed_by = p_worker and o.status = 'sending';
  end if;
end;
$$;
comment on function public.finish_notification_email(uuid, bigint[], text, boolean) is
  'Sender (service role): marks emails sent, or failed (p_error), retried later when p_retry and fewer than 5 attempts.';

revoke all on function public.claim_notification_emails(uuid, integer, integer, timestamptz),
  public.begin_notification_email(uuid, bigint[]),
  public.finish_notification_email(uuid, bigint[], text, boolean)
  from public, anon, authenticated;
grant execute on function public.claim_notification_emails(uuid, integer, integer, timestamptz),
  public.begin_notification_email(uuid, bigint[]),
  public.finish_notification_email(uuid, bigint[], text, boolean)
  to service_role;
grant usage on type private.email_status to service_role;
