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
