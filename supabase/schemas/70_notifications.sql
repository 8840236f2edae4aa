-- notifications: In-app notifications, the email outbox and its sender, the newsletter.
--
-- The current text of this subject (supabase/schemas/README.md). Change the database by editing
-- this file and running `npm run db:diff -- <name>`; the migration it writes is reviewed and
-- committed with it.
--
-- From 20261120000006_messages_and_newsletter.sql:
--   Support and contact messages to the admins, and the blog newsletter.
--
-- From 20261123110002_support_message_email.sql:
--   A support message's reply address is an address and nothing else: the admin console turns it
--   into a mailto: link, and `?`, `&`, `=` or `%` in it would add headers (bcc, body) to the admin's
--   reply. Letters, digits and . _ + - before the @, a dotted host name after it.
--
-- From 20261124300001_notifications.sql:
--   Issue 18: notifications. Events that others must learn about are written by the database in the
--   same transaction as their cause (private.notify(), called by the triggers of
--   20261124300002_notification_events.sql): a row in public.notifications for the bell (readable by
--   its recipient alone, streamed by Realtime) and, when the recipient wants it by email, a row in
--   private.email_outbox, which the edge function `notifications-sender` drains through SMTP.
--
--   The sender claims outbox rows with a lease (claim_notification_emails), marks a group
--   'sending' in its own committed step before it talks to SMTP (begin_notification_email) and
--   'sent' afterwards (finish_notification_email). A sender that dies between claim and send leaves
--   'pending' rows whose lease runs out and which the next run claims again; one that dies between
--   send and mark leaves a 'sending' row, which is never sent again (it becomes 'unknown' when its
--   lease runs out): each email is sent at most once.
--
-- From 20261124300002_notification_events.sql:
--   Issue 18: which change notifies whom. One trigger per event, each calling private.notify() in the
--   transaction of its cause (20261124300001_notifications.sql), so a change that rolls back
--   notifies nobody. Kinds are named after the events, not after today's tables: after the deals
--   work is merged, the deal.* triggers below move from inquiries / nda_signatures /
--   unlock_requests to the deals and deal messages tables (same kinds, links to the deal page).
--
--     event                       kind                    cause                                        recipient
--     email confirmed             account.confirmed       auth.users.email_confirmed_at set            the user
--     account verified            account.verified        profiles.verification_status -> verified     the user
--     account rejected            account.rejected        profiles.verification_status -> rejected     the user
--     new inquiry (deal message)  deal.message            insert on inquiries                          listing owner
--     NDA signed                  deal.nda_signed         insert on nda_signatures                     listing owner
--     access requested            deal.access_requested   insert on unlock_requests                    listing owner
--     access granted              deal.access_granted     unlock_requests.status -> approved           requester
--     access declined             deal.access_declined    unlock_requests.status -> rejected           requester
--     deal closed (success fee)   deal.closed             listings.deal_won_at set                     listing owner (the scout)
--     scout fee paid (issue 31)   scout_fee.paid          public.mark_scout_fee_paid()                 listing owner (the scout)
--
-- From 20261124300003_newsletter_double_opt_in.sql:
--   Issue 18: the blog newsletter with double opt-in. Subscribing sends a confirmation email (through
--   the notification outbox); only a confirmed address counts as subscribed; every email carries an
--   unsubscribe link; one address gets at most 3 confirmation emails per 24 hours, however often it
--   is entered. Addresses stored before this migration were never confirmed and count as pending.
--
-- From 20261124300004_notification_sender_schedule.sql:
--   Issue 18: on hosted Supabase the notifications-sender edge function runs every minute, started by
--   pg_cron through pg_net. It reads the project URL and the service role key from Supabase Vault
--   (secrets `project_url` and `service_role_key`; README, production steps), so no secret is in a
--   migration. Where the extensions are not available or pg_cron is not preloaded (the local stack,
--   whose own scheduler calls the function) this does nothing.
--
-- From 20261124400001_deal_notifications.sql:
--   Issues 16 + 18: deal notices come from the deal itself. The first notification triggers
--   (20261124300002) listened to inquiries, NDA signatures and unlock requests, written before the
--   deals existed; now every message of a deal's conversation and every stage change of a deal
--   (public.deal_events, written by the database for each transition) notifies the other side, with
--   a link to the deal's page. Same kinds, same private.notify(), same transaction as the cause.
--
--     event                       kind                    cause                                recipient
--     message in the conversation deal.message            insert on deal_messages              the other side
--     NDA signed                  deal.nda_signed         deal_events.to_stage = nda_signed    listing owner
--     NDA signed (own copy)       deal.nda_copy           deal_events.to_stage = nda_signed    buyer (the signed PDF attached)
--     access requested            deal.access_requested   deal_events.to_stage = access_requested  listing owner
--     access granted              deal.access_granted     deal_events.to_stage = access_granted    buyer
--     access declined             deal.access_declined    deal_events.to_stage = declined      buyer
--     access revoked              deal.access_revoked     deal_events.to_stage = revoked       buyer
--
--   What a notice reveals follows the conversation's rule: before the deal grants access, the buyer
--   learns neither the listing's title nor the owner's name.

-- Types -------------------------------------------------------------------------------------------

create type private.email_status as enum (
  'pending',
  'sending',
  'sent',
  'failed',
  'unknown'
);
comment on type private.email_status is 'pending: to send (claimed while lease_until is ahead); sending: handed to SMTP, not confirmed; sent; failed: gave up after retries; unknown: the sender died between send and confirmation (never resent).';
grant all on type private.email_status to service_role;

create type public.notification_kind as enum (
  'account.confirmed',
  'account.verified',
  'account.rejected',
  'account.capacity_verified',
  'account.capacity_rejected',
  'deal.message',
  'deal.nda_signed',
  'deal.nda_copy',
  'deal.access_requested',
  'deal.access_granted',
  'deal.access_declined',
  'deal.access_revoked',
  'deal.reminder',
  'deal.closed',
  'offer.received',
  'offer.accepted',
  'offer.declined',
  'offer.countered',
  'exclusivity.started',
  'exclusivity.ended',
  'exclusivity.extension_requested',
  'exclusivity.extended',
  'exclusivity.milestone_due',
  'exclusivity.milestone_overdue',
  'document.added',
  'search.match',
  'listing.invitation',
  'invoice.overdue',
  'diligence.requested',
  'diligence.answered',
  'diligence.question',
  'diligence.question_answered',
  'diligence.overdue',
  'team.removed',
  'team.role_changed',
  'closing.started',
  'closing.item_done',
  'closing.payment_confirmed',
  'closing.closed',
  'closing.archive_expiring',
  'scout_fee.paid',
  'closing.item_due',
  'closing.item_overdue'
);
comment on type public.notification_kind is 'What happened. account.* and invoice.* are always delivered in the app and by email; the others follow public.notification_preferences.';

-- public.notifications ----------------------------------------------------------------------------

create table public.notifications (
  id uuid default gen_random_uuid() not null,
  user_id uuid not null,
  kind public.notification_kind not null,
  payload jsonb default '{}'::jsonb not null,
  link text not null,
  read_at timestamp with time zone,
  created_at timestamp with time zone default now() not null,
  constraint notifications_pkey PRIMARY KEY (id),
  constraint notifications_link_is_app_path CHECK (((link ~ '^/[^/]'::text) AND (char_length(link) <= 500))),
  constraint notifications_payload_is_object CHECK ((jsonb_typeof(payload) = 'object'::text))
);
alter table public.notifications add constraint notifications_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(id) ON DELETE CASCADE;
alter table public.notifications enable row level security;
comment on table public.notifications is 'In-app notices (the bell), written by private.notify() in the transaction of their cause; readable by their recipient alone, who may only mark them read.';
comment on column public.notifications.payload is 'Facts the texts are made of (listing label, counterpart name, fee); only what the recipient may see anyway.';
comment on column public.notifications.link is 'App path the notice leads to (deep link).';
comment on column public.notifications.read_at is 'When the recipient read it; null = unread.';
revoke all on table public.notifications from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.notifications from authenticated;
grant update (read_at) on table public.notifications to authenticated;

-- The unread count reads only unread rows.
create index notifications_unread_idx on public.notifications (user_id) where read_at is null;

create index notifications_user_id_created_at_idx on public.notifications (user_id, created_at desc, id desc);

create policy "notifications: recipient reads own" on public.notifications
  for select to authenticated
  using (user_id = (select auth.uid()));

create policy "notifications: recipient marks own read" on public.notifications
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

-- Live: Realtime streams this table's changes (supabase_realtime), each row only to the
-- subscribers whose select policy above admits it.
alter publication supabase_realtime add table public.notifications;

-- public.notification_preferences -----------------------------------------------------------------

create table public.notification_preferences (
  user_id uuid not null,
  kind public.notification_kind not null,
  in_app boolean default true not null,
  email boolean default true not null,
  updated_at timestamp with time zone default now() not null,
  constraint notification_preferences_pkey PRIMARY KEY (user_id, kind),
  constraint notification_preferences_not_mandatory CHECK ((NOT public.notification_kind_is_mandatory(kind)))
);
alter table public.notification_preferences add constraint notification_preferences_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(id) ON DELETE CASCADE;
alter table public.notification_preferences enable row level security;
comment on table public.notification_preferences is 'A user''s choice per kind (in the app, by email); no row = both on. Account and security kinds have no row: they are always on.';
revoke all on table public.notification_preferences from anon;
revoke insert, update, truncate, references, trigger, maintain on table public.notification_preferences from authenticated;
grant insert (user_id, kind, in_app, email) on table public.notification_preferences to authenticated;
grant update (user_id, kind, in_app, email) on table public.notification_preferences to authenticated;

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

-- private.email_outbox ----------------------------------------------------------------------------

create table private.email_outbox (
  id bigint generated always as identity not null,
  notification_id uuid,
  user_id uuid,
  recipient text not null,
  language public.app_language not null,
  kind text not null,
  payload jsonb default '{}'::jsonb not null,
  group_key text,
  due_at timestamp with time zone default now() not null,
  status private.email_status default 'pending'::private.email_status not null,
  claimed_by uuid,
  lease_until timestamp with time zone,
  attempts integer default 0 not null,
  last_error text,
  sent_at timestamp with time zone,
  created_at timestamp with time zone default now() not null,
  constraint email_outbox_pkey PRIMARY KEY (id),
  constraint email_outbox_kind_length CHECK ((char_length(kind) <= 100)),
  constraint email_outbox_recipient_length CHECK (((char_length(recipient) >= 3) AND (char_length(recipient) <= 320)))
);
alter table private.email_outbox add constraint email_outbox_notification_id_fkey FOREIGN KEY (notification_id) REFERENCES public.notifications(id) ON DELETE SET NULL;
alter table private.email_outbox add constraint email_outbox_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(id) ON DELETE CASCADE;
alter table private.email_outbox enable row level security;
comment on table private.email_outbox is 'Emails to send, written in the transaction of their cause; drained by the notifications-sender edge function (claim with a lease, mark sending, send, mark sent).';
comment on column private.email_outbox.kind is 'A notification kind, or newsletter.confirm.';
comment on column private.email_outbox.group_key is 'Emails of one recipient with the same key that are due together go out as one email (messages of one deal).';
comment on column private.email_outbox.due_at is 'Not sent before; later messages of a group wait for the group''s window.';

create index email_outbox_due_idx on private.email_outbox (due_at, id) where status = 'pending';

create index email_outbox_group_idx on private.email_outbox (user_id, group_key, created_at desc) where group_key is not null;

create index email_outbox_notification_id_idx on private.email_outbox (notification_id);

create index email_outbox_recipient_idx on private.email_outbox (recipient, created_at desc);

create index email_outbox_sending_idx on private.email_outbox (lease_until) where status = 'sending';

create index email_outbox_sent_at_idx on private.email_outbox (sent_at) where status = 'sent';

-- public.newsletter_subscriptions -----------------------------------------------------------------

create table public.newsletter_subscriptions (
  email text not null,
  created_at timestamp with time zone default now() not null,
  confirmed_at timestamp with time zone,
  language public.app_language default 'en'::public.app_language not null,
  constraint newsletter_subscriptions_pkey PRIMARY KEY (email),
  constraint newsletter_subscriptions_email_format CHECK (((email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$'::text) AND (char_length(email) <= 320))),
  constraint newsletter_subscriptions_email_lower CHECK ((email = lower(email)))
);
alter table public.newsletter_subscriptions enable row level security;
comment on table public.newsletter_subscriptions is 'Blog newsletter sign-ups (lower-cased email): subscribed once confirmed_at is set (double opt-in). Written through public.subscribe_newsletter() / confirm_newsletter() / unsubscribe_newsletter(); read by admins only.';
comment on column public.newsletter_subscriptions.created_at is 'When the address was first entered.';
comment on column public.newsletter_subscriptions.confirmed_at is 'When the owner of the address confirmed it (link in the confirmation email); null = not subscribed.';
comment on column public.newsletter_subscriptions.language is 'Language of the newsletter emails.';
revoke all on table public.newsletter_subscriptions from anon;
revoke insert, update, truncate, references, trigger, maintain on table public.newsletter_subscriptions from authenticated;

create index newsletter_subscriptions_confirmed_idx on public.newsletter_subscriptions (confirmed_at) where confirmed_at is not null;

create policy "newsletter_subscriptions: admin reads" on public.newsletter_subscriptions
  for select to authenticated
  using ((select private.is_admin()));

create policy "newsletter_subscriptions: admin deletes" on public.newsletter_subscriptions
  for delete to authenticated
  using ((select private.is_admin()));

-- private.newsletter_tokens -----------------------------------------------------------------------

create table private.newsletter_tokens (
  email text not null,
  confirm_token text not null,
  unsubscribe_token text not null,
  created_at timestamp with time zone default now() not null,
  constraint newsletter_tokens_pkey PRIMARY KEY (email),
  constraint newsletter_tokens_confirm_token_key UNIQUE (confirm_token),
  constraint newsletter_tokens_unsubscribe_token_key UNIQUE (unsubscribe_token)
);
alter table private.newsletter_tokens add constraint newsletter_tokens_email_fkey FOREIGN KEY (email) REFERENCES public.newsletter_subscriptions(email) ON DELETE CASCADE;
alter table private.newsletter_tokens enable row level security;
comment on table private.newsletter_tokens is 'Secrets of the confirmation and unsubscribe links of a newsletter address (random, 244 bits); only the outbox emails carry them.';

-- Functions ---------------------------------------------------------------------------------------

-- How long later messages of one deal wait to be mailed together with the next ones.
create function private.email_group_window() returns interval
language sql stable set search_path = '' as $$
  select coalesce(nullif(current_setting('app.notification_group_window', true), '')::interval, interval '3 minutes')
$$;
comment on function private.email_group_window() is 'Window in which messages of one deal are mailed as one email (3 minutes; the database setting app.notification_group_window overrides it).';
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
comment on function private.enqueue_email(p_user_id uuid, p_recipient text, p_language public.app_language, p_kind text, p_payload jsonb, p_group_key text, p_notification_id uuid) is 'Adds an email to the outbox; an email with a group key is due with the pending email of its group, else one window after the last email of its group that went out within the window, else now.';
revoke all on function private.enqueue_email(p_user_id uuid, p_recipient text, p_language public.app_language, p_kind text, p_payload jsonb, p_group_key text, p_notification_id uuid) from public;

create function public.notification_kind_is_mandatory(p_kind public.notification_kind) returns boolean
language sql immutable set search_path = '' as $$
  select p_kind::text like 'account.%' or p_kind::text like 'invoice.%'
$$;
comment on function public.notification_kind_is_mandatory(p_kind public.notification_kind) is 'Account and security notices and payment reminders cannot be turned off.';
revoke all on function public.notification_kind_is_mandatory(p_kind public.notification_kind) from public;

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
comment on function private.notify(p_user_id uuid, p_kind public.notification_kind, p_link text, p_payload jsonb, p_group_key text) is 'Records an event for a user in the caller''s transaction: a notification (unless turned off in the app) and an outbox email in the user''s language (unless turned off by email). Account kinds ignore the preferences.';
revoke all on function private.notify(p_user_id uuid, p_kind public.notification_kind, p_link text, p_payload jsonb, p_group_key text) from public;

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
comment on function public.begin_notification_email(p_worker uuid, p_ids bigint[]) is 'Sender (service role): marks the emails of one group as being sent; false if the worker lost their lease (do not send).';
revoke all on function public.begin_notification_email(p_worker uuid, p_ids bigint[]) from public, anon, authenticated;

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
comment on function public.claim_notification_emails(p_worker uuid, p_limit integer, p_lease_seconds integer, p_due_before timestamp with time zone) is 'Sender (service role): leases due outbox emails to p_worker, whole groups at a time; closes emails a dead sender left sending as unknown.';
revoke all on function public.claim_notification_emails(p_worker uuid, p_limit integer, p_lease_seconds integer, p_due_before timestamp with time zone) from public, anon, authenticated;

create function public.confirm_newsletter(p_token text) returns boolean
language plpgsql security definer set search_path = '' as $$
declare
  v_email text;
begin
  select t.email into v_email from private.newsletter_tokens t where t.confirm_token = p_token;
  if v_email is null then
    return false;
  end if;
  update public.newsletter_subscriptions set confirmed_at = coalesce(confirmed_at, now()) where email = v_email;
  return true;
end;
$$;
comment on function public.confirm_newsletter(p_token text) is 'Anyone holding the link of the confirmation email: the address becomes subscribed. False for an unknown token.';
revoke all on function public.confirm_newsletter(p_token text) from public;

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
comment on function public.finish_notification_email(p_worker uuid, p_ids bigint[], p_error text, p_retry boolean) is 'Sender (service role): marks emails sent, or failed (p_error), retried later when p_retry and fewer than 5 attempts.';
revoke all on function public.finish_notification_email(p_worker uuid, p_ids bigint[], p_error text, p_retry boolean) from public, anon, authenticated;

create function public.subscribe_newsletter(p_email text, p_language public.app_language default 'en')
returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_email text := lower(btrim(coalesce(p_email, '')));
  v_subscription public.newsletter_subscriptions;
  v_tokens private.newsletter_tokens;
begin
  if v_email !~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$' or char_length(v_email) > 320 then
    raise exception 'Invalid email address' using errcode = '22023';
  end if;
  insert into public.newsletter_subscriptions (email, language)
  values (v_email, coalesce(p_language, 'en'))
  on conflict (email) do nothing;
  select * into v_subscription from public.newsletter_subscriptions where email = v_email for update;
  -- Confirmed already, or asked too often: accepted silently (the answer must not tell a stranger
  -- whether the address is subscribed), nothing is sent.
  if v_subscription.confirmed_at is not null then
    return;
  end if;
  if (select count(*) from private.email_outbox o
      where o.recipient = v_email and o.kind = 'newsletter.confirm'
        and o.created_at > now() - interval '24 hours') >= 3 then
    return;
  end if;
  update public.newsletter_subscriptions set language = coalesce(p_language, 'en') where email = v_email;
  insert into private.newsletter_tokens (email, confirm_token, unsubscribe_token)
  values (v_email, private.random_token(), private.random_token())
  on conflict (email) do update set confirm_token = excluded.confirm_token
  returning * into v_tokens;
  perform private.enqueue_email(
    null, v_email, coalesce(p_language, 'en'), 'newsletter.confirm',
    jsonb_build_object('confirm_token', v_tokens.confirm_token, 'unsubscribe_token', v_tokens.unsubscribe_token)
  );
end;
$$;
comment on function public.subscribe_newsletter(p_email text, p_language public.app_language) is 'Anyone: asks to subscribe an address; a confirmation email (with an unsubscribe link) goes to it, at most 3 per address in 24 hours; a confirmed address gets nothing more. Always answers alike.';
revoke all on function public.subscribe_newsletter(p_email text, p_language public.app_language) from public;

create function public.unsubscribe_newsletter(p_token text) returns boolean
language plpgsql security definer set search_path = '' as $$
declare
  v_email text;
begin
  select t.email into v_email from private.newsletter_tokens t where t.unsubscribe_token = p_token;
  if v_email is null then
    return false;
  end if;
  delete from public.newsletter_subscriptions where email = v_email;
  return true;
end;
$$;
comment on function public.unsubscribe_newsletter(p_token text) is 'Anyone holding an unsubscribe link: the address and its tokens are deleted. False for an unknown token.';
revoke all on function public.unsubscribe_newsletter(p_token text) from public;
