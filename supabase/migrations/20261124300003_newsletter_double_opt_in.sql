-- Issue 18: the blog newsletter with double opt-in. Subscribing sends a confirmation email (through
-- the notification outbox); only a confirmed address counts as subscribed; every email carries an
-- unsubscribe link; one address gets at most 3 confirmation emails per 24 hours, however often it
-- is entered. Addresses stored before this migration were never confirmed and count as pending.

alter table public.newsletter_subscriptions
  add column confirmed_at timestamptz,
  add column language public.app_language not null default 'en';
comment on table public.newsletter_subscriptions is
  'Blog newsletter sign-ups (lower-cased email): subscribed once confirmed_at is set (double opt-in). Written through public.subscribe_newsletter() / confirm_newsletter() / unsubscribe_newsletter(); read by admins only.';
comment on column public.newsletter_subscriptions.created_at is 'When the address was first entered.';
comment on column public.newsletter_subscriptions.confirmed_at is 'When the owner of the address confirmed it (link in the confirmation email); null = not subscribed.';
comment on column public.newsletter_subscriptions.language is 'Language of the newsletter emails.';
create index newsletter_subscriptions_confirmed_idx on public.newsletter_subscriptions (confirmed_at) where confirmed_at is not null;

-- The links' secrets: outside the API (admins read the subscriptions, not the tokens).
create table private.newsletter_tokens (
  email text primary key references public.newsletter_subscriptions (email) on delete cascade,
  confirm_token text not null unique,
  unsubscribe_token text not null unique,
  created_at timestamptz not null default now()
);
comment on table private.newsletter_tokens is
  'Secrets of the confirmation and unsubscribe links of a newsletter address (random, 244 bits); only the outbox emails carry them.';
alter table private.newsletter_tokens enable row level security;
revoke all on table private.newsletter_tokens from public, anon, authenticated;

create function private.random_token() returns text
language sql volatile set search_path = '' as $$
  select replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')
$$;
comment on function private.random_token() is 'A random URL-safe token (two v4 UUIDs: 244 random bits).';
revoke all on function private.random_token() from public;

drop function public.subscribe_newsletter(text);

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
comment on function public.subscribe_newsletter(text, public.app_language) is
  'Anyone: asks to subscribe an address; a confirmation email (with an unsubscribe link) goes to it, at most 3 per address in 24 hours; a confirmed address gets nothing more. Always answers alike.';

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
comment on function public.confirm_newsletter(text) is
  'Anyone holding the link of the confirmation email: the address becomes subscribed. False for an unknown token.';

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
comment on function public.unsubscribe_newsletter(text) is
  'Anyone holding an unsubscribe link: the address and its tokens are deleted. False for an unknown token.';

revoke all on function public.subscribe_newsletter(text, public.app_language), public.confirm_newsletter(text),
  public.unsubscribe_newsletter(text) from public, anon, authenticated;
grant execute on function public.subscribe_newsletter(text, public.app_language), public.confirm_newsletter(text),
  public.unsubscribe_newsletter(text) to anon, authenticated, service_role;
