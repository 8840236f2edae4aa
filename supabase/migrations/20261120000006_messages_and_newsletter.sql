-- Support and contact messages to the admins, and the blog newsletter.

-- Messages -------------------------------------------------------------------------------------
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
  constraint messages_subject_not_blank check (subject ~ '[^[:space:]]'),
  constraint messages_subject_length check (char_length(subject) <= 200),
  constraint messages_body_not_blank check (body ~ '[^[:space:]]'),
  constraint messages_body_length check (char_length(body) <= 5000)
);
comment on table public.messages is 'Support and contact messages; any signed-in user writes as themselves, only admins read them.';
comment on column public.messages.user_id is 'Sender; null once the sender''s account is deleted.';
comment on column public.messages.email is 'Reply address given by the sender.';
create index messages_user_id_idx on public.messages (user_id);
create index messages_created_at_idx on public.messages (created_at desc);

-- Any signed-in user (verified or not: the pending page has the support form) writes as
-- themselves; admins read and delete.
alter table public.messages enable row level security;
revoke all on table public.messages from anon, authenticated;
grant select, delete on public.messages to authenticated;
grant insert (user_id, email, subject, body) on public.messages to authenticated;

create policy "messages: admin reads" on public.messages
  for select to authenticated
  using ((select private.is_admin()));
create policy "messages: signed-in user writes as themselves" on public.messages
  for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy "messages: admin deletes" on public.messages
  for delete to authenticated
  using ((select private.is_admin()));

-- Newsletter -----------------------------------------------------------------------------------
create table public.newsletter_subscriptions (
  email text primary key,
  created_at timestamptz not null default now(),
  constraint newsletter_subscriptions_email_lower check (email = lower(email)),
  constraint newsletter_subscriptions_email_format check (
    email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$' and char_length(email) <= 320
  )
);
comment on table public.newsletter_subscriptions is 'Blog newsletter subscribers (lower-cased email); written through public.subscribe_newsletter(), read by admins only.';

-- Written only through public.subscribe_newsletter() (anyone may subscribe, nobody may read the
-- list but admins).
alter table public.newsletter_subscriptions enable row level security;
revoke all on table public.newsletter_subscriptions from anon, authenticated;
grant select, delete on public.newsletter_subscriptions to authenticated;

create policy "newsletter_subscriptions: admin reads" on public.newsletter_subscriptions
  for select to authenticated
  using ((select private.is_admin()));
create policy "newsletter_subscriptions: admin deletes" on public.newsletter_subscriptions
  for delete to authenticated
  using ((select private.is_admin()));

create function public.subscribe_newsletter(p_email text) returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_email text := lower(btrim(coalesce(p_email, '')));
begin
  if v_email !~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$' or char_length(v_email) > 320 then
    raise exception 'Invalid email address' using errcode = '22023';
  end if;
  insert into public.newsletter_subscriptions (email) values (v_email) on conflict do nothing;
end;
$$;
comment on function public.subscribe_newsletter(text) is 'Subscribes an email to the blog newsletter (once; repeats are accepted silently). Callable by anyone.';

revoke all on function public.subscribe_newsletter(text) from public, anon, authenticated;
grant execute on function public.subscribe_newsletter(text) to anon, authenticated, service_role;
