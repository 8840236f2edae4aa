-- Foundation: the extensions the schema uses, the schema `private` for helpers, and the helpers
-- that belong to no subject. The baseline (files 20261120000001-06, one per subject) replaced the
-- migrations of the first sessions before anything was deployed; from here on migrations are
-- append-only, and supabase/schema.sql shows the whole result (`npm run db:schema`).
--
-- Conventions of every file:
-- * anon gets nothing on tables; authenticated gets only the operations and columns the rules
--   allow, and row-level security decides the rows: one policy per table and operation,
--   `to authenticated`, helpers called as `(select private.fn())` so they run once per statement.
-- * Functions pin `search_path = ''` and name every object with its schema. Security definer
--   functions check the caller themselves; security invoker ones rely on the policies.
-- * Execute rights are granted explicitly: Supabase's default privileges grant every new function
--   in `public` to anon and authenticated, so each RPC first revokes them.

-- Trigram search over the listing teasers, and btree_gin so that one GIN index can hold both the
-- trigrams and the enum filters (20261120000003). Present locally from stack/sql/bootstrap.sql;
-- a hosted project creates them here.
create extension if not exists pg_trgm with schema extensions;
create extension if not exists btree_gin with schema extensions;

-- Helpers of policies and triggers live here: PostgREST does not expose this schema.
create schema if not exists private;
comment on schema private is 'Helpers for policies and triggers; not exposed through the API.';
revoke all on schema private from public;
grant usage on schema private to authenticated, service_role;

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
comment on function private.squish(text) is 'Trims all leading and trailing whitespace (not only spaces).';
revoke all on function private.squish(text) from public;
