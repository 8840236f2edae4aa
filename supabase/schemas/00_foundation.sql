-- foundation: The private schema, extensions, the value types every subject shares, and small helpers.
--
-- The current text of this subject (supabase/schemas/README.md). Change the database by editing
-- this file and running `npm run db:diff -- <name>`; the migration it writes is reviewed and
-- committed with it.
--
-- From 20261120000001_foundation.sql:
--   Foundation: the extensions the schema uses, the schema `private` for helpers, and the helpers
--   that belong to no subject. The baseline (files 20261120000001-06, one per subject) replaced the
--   migrations of the first sessions before anything was deployed; from here on migrations are
--   append-only, generated from these declared files (issue 28).
--
--   Conventions of every file:
--   * anon gets nothing on tables; authenticated gets only the operations and columns the rules
--     allow, and row-level security decides the rows: one policy per table and operation,
--     `to authenticated`, helpers called as `(select private.fn())` so they run once per statement.
--   * Functions pin `search_path = ''` and name every object with its schema. Security definer
--     functions check the caller themselves; security invoker ones rely on the policies.
--   * Execute rights are granted explicitly: Supabase's default privileges grant every new function
--     in `public` to anon and authenticated, so each RPC first revokes them.
--
-- From 20261127300003_rate_limits.sql:
--   Issue 27: offers, messages and access requests each notify the other side, so each has a
--   per-user limit checked by the database on every path (10 offers per buyer and deal in 24 h,
--   100 messages per sender and deal in 1 h, 3 access requests per buyer and listing in 7 days;
--   the triggers sit with their tables). private.check_rate_limit() raises SQLSTATE PT429
--   (PostgREST: HTTP 429) with hint 'rate_limit:<kind>' and a JSON detail {limit, window_hours,
--   retry_after} from which the app writes its translated text. Writes without a user (service
--   role imports, migrations, the seed) are not limited.

create schema private;
comment on schema private is 'Helpers for policies and triggers; not exposed through the API.';
grant usage on schema private to authenticated, service_role;

create extension if not exists btree_gin with schema extensions;

-- Types -------------------------------------------------------------------------------------------

create type public.app_language as enum (
  'en',
  'de'
);
comment on type public.app_language is 'Languages of the app and of its emails.';

create type public.employee_range as enum (
  '1-10',
  '11-50',
  '51-100',
  '101-250',
  '251-500',
  '501-1000',
  '1000+'
);
comment on type public.employee_range is 'Employee count ranges (spec section 9), in ascending order.';

create type public.industry as enum (
  'Technology',
  'Manufacturing',
  'Healthcare',
  'E-Commerce',
  'Real Estate',
  'Services',
  'Retail',
  'Energy',
  'Finance'
);
comment on type public.industry is 'Industries (spec section 9), in display order.';

create type public.location as enum (
  'Germany',
  'Austria',
  'Switzerland',
  'Netherlands',
  'Belgium',
  'Luxembourg',
  'France',
  'Italy',
  'Spain',
  'United Kingdom',
  'Ireland',
  'Denmark',
  'Sweden',
  'Norway',
  'Finland',
  'Poland',
  'Czech Republic',
  'Other EU Country',
  'Non-EU Country'
);
comment on type public.location is 'Locations (spec section 9), in display order.';

create type public.revenue_range as enum (
  '0-500K',
  '500K-1M',
  '1M-2M',
  '2M-5M',
  '5M-10M',
  '10M-20M',
  '20M-50M',
  '50M-100M',
  '100M+'
);
comment on type public.revenue_range is 'Annual revenue ranges in euro (spec section 9), in ascending order.';

-- Functions ---------------------------------------------------------------------------------------

-- Today in the marketplace's time zone: an offer is valid through its valid_until day.
create function private.berlin_today() returns date
language sql stable set search_path = '' as $$
  select (now() at time zone 'Europe/Berlin')::date
$$;
comment on function private.berlin_today() is 'Today''s date in Europe/Berlin (offers are valid through their valid_until day there).';
revoke all on function private.berlin_today() from public;

create function private.random_token() returns text
language sql volatile set search_path = '' as $$
  select replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')
$$;
comment on function private.random_token() is 'A random URL-safe token (two v4 UUIDs: 244 random bits).';
revoke all on function private.random_token() from public;

create function private.set_updated_at() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.updated_at := now();
  return new;
end;
$$;
comment on function private.set_updated_at() is 'BEFORE UPDATE trigger: updated_at is set by the database.';
revoke all on function private.set_updated_at() from public;

-- btrim() trims spaces only; input of newlines or tabs must count as blank too.
create function private.squish(p_value text) returns text
language sql immutable set search_path = '' as $$
  select regexp_replace(p_value, '^[[:space:]]+|[[:space:]]+$', '', 'g')
$$;
comment on function private.squish(p_value text) is 'Trims all leading and trailing whitespace (not only spaces).';
revoke all on function private.squish(p_value text) from public;

create function private.url_encode(p_text text) returns text
language sql immutable strict set search_path = '' as $$
  select coalesce(string_agg(
    case when t.ch ~ '^[A-Za-z0-9_.~-]$' then t.ch
      else upper(regexp_replace(encode(convert_to(t.ch, 'UTF8'), 'hex'), '(..)', '%\1', 'g')) end,
    '' order by t.i), '')
  from regexp_split_to_table(p_text, '') with ordinality as t (ch, i)
$$;
comment on function private.url_encode(p_text text) is 'Percent-encodes text for a URL query (RFC 3986 unreserved characters stay); null stays null.';
revoke all on function private.url_encode(p_text text) from public;

CREATE OR REPLACE FUNCTION private.check_rate_limit(p_kind text, p_limit integer, p_window interval, p_times timestamp with time zone[])
 RETURNS void
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  v_oldest timestamptz;
begin
  -- p_times: the caller's newest rows in the window, newest first, at most p_limit of them.
  if coalesce(cardinality(p_times), 0) < p_limit then
    return;
  end if;
  -- The slot frees when the oldest of those leaves the window.
  v_oldest := p_times[p_limit];
  raise exception 'Too many % (at most % per % hours); try again after %', replace(p_kind, '_', ' '),
      p_limit, extract(epoch from p_window)::integer / 3600,
      to_char((v_oldest + p_window) at time zone 'UTC', 'YYYY-MM-DD HH24:MI "UTC"')
    using errcode = 'PT429',
      hint = 'rate_limit:' || p_kind,
      detail = jsonb_build_object(
        'limit', p_limit,
        'window_hours', extract(epoch from p_window)::integer / 3600,
        'retry_after', v_oldest + p_window)::text;
end;
$function$;
comment on function private.check_rate_limit(p_kind text, p_limit integer, p_window interval, p_times timestamp with time zone[]) is 'Raises PT429 (hint rate_limit:<kind>, detail {limit, window_hours, retry_after}) when p_times holds p_limit rows of the window already.';
revoke all on function private.check_rate_limit(p_kind text, p_limit integer, p_window interval, p_times timestamp with time zone[]) from public;
