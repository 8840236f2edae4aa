-- What Supabase Realtime gives a database (its tenant migrations, as of supabase/realtime 2026):
-- the `realtime` schema with `realtime.messages` (Broadcast authorisation and database
-- broadcasts), `realtime.topic()`, `realtime.send()`, `realtime.send_binary()`,
-- `realtime.broadcast_changes()`, and the `supabase_realtime` publication that decides which
-- tables Postgres Changes streams. Runs once, as `postgres`, after bootstrap.sql
-- (stack/lib/postgres.mjs); the local Realtime service (stack/realtime) reads changes through
-- logical replication (pgoutput) on these publications.

create role supabase_realtime_admin nologin noinherit noreplication;

create schema realtime;
grant usage on schema realtime to postgres, anon, authenticated, service_role;

-- Upstream partitions this table by day and drops old partitions; here one table, trimmed by the
-- service, since only Broadcast authorisation checks and realtime.send() write to it.
create table realtime.messages (
  topic text not null,
  extension text not null,
  payload jsonb,
  event text,
  private boolean default false,
  updated_at timestamp not null default now(),
  inserted_at timestamp not null default now(),
  id uuid not null default gen_random_uuid(),
  binary_payload bytea,
  primary key (id, inserted_at)
);
create index messages_inserted_at_topic_index on realtime.messages (inserted_at desc, topic)
  where extension = 'broadcast' and private is true;
comment on table realtime.messages is
  'Realtime: Broadcast and Presence authorisation (RLS policies on this table) and messages sent with realtime.send().';
alter table realtime.messages enable row level security;
grant select, insert, update on realtime.messages to postgres, anon, authenticated, service_role;
alter table realtime.messages owner to supabase_realtime_admin;

-- The topic of the channel being authorised (set by Realtime while it checks the policies).
create function realtime.topic() returns text
language sql stable as $$
  select nullif(current_setting('realtime.topic', true), '')::text;
$$;

create function realtime.send(payload jsonb, event text, topic text, private boolean default true)
returns void
language plpgsql as $$
declare
  generated_id uuid;
  final_payload jsonb;
begin
  begin
    generated_id := gen_random_uuid();
    if payload ? 'id' then
      final_payload := payload;
    else
      final_payload := jsonb_set(payload, '{id}', to_jsonb(generated_id));
    end if;
    execute format('set local realtime.topic to %L', topic);
    insert into realtime.messages (id, payload, event, topic, private, extension)
    values (generated_id, final_payload, event, topic, private, 'broadcast');
  exception
    when others then
      raise warning 'ErrorSendingBroadcastMessage: %', sqlerrm;
  end;
end;
$$;

create function realtime.send_binary(payload bytea, event text, topic text, private boolean default true)
returns void
language plpgsql as $$
declare
  generated_id uuid;
begin
  begin
    generated_id := gen_random_uuid();
    execute format('set local realtime.topic to %L', topic);
    insert into realtime.messages (id, binary_payload, event, topic, private, extension)
    values (generated_id, payload, event, topic, private, 'broadcast');
  exception
    when others then
      raise warning 'ErrorSendingBroadcastMessage: %', sqlerrm;
  end;
end;
$$;

create function realtime.broadcast_changes(
  topic_name text, event_name text, operation text, table_name text, table_schema text,
  new record, old record, level text default 'ROW'
) returns void
language plpgsql as $$
declare
  row_data jsonb := '{}'::jsonb;
begin
  if level = 'STATEMENT' then
    raise exception 'function can only be triggered for each row, not for each statement';
  end if;
  if operation = 'INSERT' or operation = 'UPDATE' or operation = 'DELETE' then
    row_data := jsonb_build_object('old_record', old, 'record', new, 'operation', operation,
      'table', table_name, 'schema', table_schema);
    perform realtime.send(row_data, event_name, topic_name);
  else
    raise exception 'Unexpected operation type: %', operation;
  end if;
exception
  when others then
    raise exception 'Failed to process the row: %', sqlerrm;
end;
$$;

-- Which of the given JWT claim sets may select the row with primary key `pk` of `entity` right
-- now (RLS and grants, checked as that role with those claims, like Realtime's apply_rls). One
-- call checks every subscriber of a change, so a change costs one round trip. For a deleted row
-- only the table grant is checked (the row is gone), as upstream does.
create function realtime.visible_to(entity regclass, pk jsonb, claims_list jsonb[], row_exists boolean)
returns boolean[]
language plpgsql as $$
declare
  results boolean[] := '{}';
  claims jsonb;
  role_name text;
  condition text;
  query text;
  visible boolean;
begin
  select string_agg(format('%I = ($1 ->> %L)::%s', a.attname, a.attname,
           format_type(a.atttypid, a.atttypmod)), ' and ')
    into condition
    from jsonb_object_keys(pk) as k(name)
    join pg_attribute a on a.attrelid = entity and a.attname = k.name and not a.attisdropped;
  query := format('select exists (select 1 from %s where %s)', entity, coalesce(condition, 'false'));
  foreach claims in array claims_list loop
    role_name := coalesce(claims ->> 'role', 'anon');
    visible := false;
    if to_regrole(role_name) is not null and has_table_privilege(role_name, entity, 'select') then
      if not row_exists then
        visible := true;
      else
        begin
          perform set_config('role', role_name, true);
          perform set_config('request.jwt.claims', claims::text, true);
          perform set_config('request.jwt.claim.sub', coalesce(claims ->> 'sub', ''), true);
          perform set_config('request.jwt.claim.role', role_name, true);
          execute query into visible using pk;
          perform set_config('role', 'none', true);
        exception when others then
          perform set_config('role', 'none', true);
          visible := false;
        end;
      end if;
    end if;
    results := results || visible;
  end loop;
  perform set_config('request.jwt.claims', '', true);
  return results;
end;
$$;
revoke all on function realtime.visible_to(regclass, jsonb, jsonb[], boolean) from public;

alter function realtime.topic() owner to supabase_realtime_admin;
alter function realtime.send(jsonb, text, text, boolean) owner to supabase_realtime_admin;
alter function realtime.send_binary(bytea, text, text, boolean) owner to supabase_realtime_admin;
alter function realtime.broadcast_changes(text, text, text, text, text, record, record, text)
  owner to supabase_realtime_admin;

-- As on Supabase: an empty publication; `alter publication supabase_realtime add table ...`
-- chooses the tables Postgres Changes streams.
create publication supabase_realtime;
-- Realtime's own, for realtime.send() (inserts only).
create publication supabase_realtime_messages_publication for table realtime.messages
  with (publish = 'insert');
