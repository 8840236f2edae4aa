-- The `storage` schema as Supabase Storage leaves it after its own migrations
-- (github:supabase/storage migrations/tenant/0001..0063, consolidated to the final shape), so that
-- policies on storage.objects written for Supabase work unchanged here.
-- Runs once, as the superuser `postgres`, after bootstrap.sql (stack/lib/postgres.mjs). The
-- placeholder :'storage_admin_password' is substituted there.
--
-- Not included: the S3-protocol multipart tables, analytics/vector buckets and the prefix
-- machinery Supabase has since dropped again; the local Storage service speaks the REST API only.

-- The role the Storage service connects as (as in the Supabase image): it owns the schema, so
-- it bypasses RLS for its own bookkeeping, and switches to the caller's role for every operation
-- a policy decides.
create role supabase_storage_admin login noinherit createrole noreplication
  password :'storage_admin_password';
grant anon, authenticated, service_role to supabase_storage_admin;
alter role supabase_storage_admin set search_path = storage;

create schema storage authorization supabase_storage_admin;
grant usage on schema storage to postgres, anon, authenticated, service_role;
grant all on schema storage to postgres;
grant supabase_storage_admin to postgres;
alter default privileges for role supabase_storage_admin in schema storage
  grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges for role supabase_storage_admin in schema storage
  grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges for role supabase_storage_admin in schema storage
  grant all on sequences to postgres, anon, authenticated, service_role;

set local role supabase_storage_admin;

create type storage.buckettype as enum ('STANDARD', 'ANALYTICS', 'VECTOR');

create table storage.migrations (
  id integer primary key,
  name varchar(100) unique not null,
  hash varchar(40) not null,
  executed_at timestamp default current_timestamp
);
alter table storage.migrations enable row level security;

create table storage.buckets (
  id text not null primary key,
  name text not null,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  owner_id text,
  type storage.buckettype not null default 'STANDARD'
);
create unique index bname on storage.buckets using btree (name);
comment on column storage.buckets.owner is 'Field is deprecated, use owner_id instead';
alter table storage.buckets enable row level security;

create table storage.objects (
  id uuid not null default gen_random_uuid() primary key,
  bucket_id text,
  name text,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  owner_id text,
  user_metadata jsonb,
  constraint "objects_bucketId_fkey" foreign key (bucket_id) references storage.buckets (id)
);
create unique index bucketid_objname on storage.objects using btree (bucket_id, name);
create index name_prefix_search on storage.objects (name text_pattern_ops);
create index idx_objects_bucket_id_name on storage.objects (bucket_id, name collate "C");
comment on column storage.objects.owner is 'Field is deprecated, use owner_id instead';
alter table storage.objects enable row level security;

-- Path helpers policies use -----------------------------------------------------------------
create function storage.foldername(name text) returns text[]
language plpgsql immutable as $function$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1 : array_length(_parts, 1) - 1];
end
$function$;

create function storage.filename(name text) returns text
language plpgsql immutable as $function$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end
$function$;

create function storage.extension(name text) returns text
language plpgsql immutable as $function$
declare
  _parts text[];
  _filename text;
begin
  select string_to_array(name, '/') into _parts;
  select _parts[array_length(_parts, 1)] into _filename;
  return reverse(split_part(reverse(_filename), '.', 1));
end
$function$;

-- The operation the Storage API is performing (e.g. 'storage.object.upload'), for policies that
-- allow only some operations.
create function storage.operation() returns text
language plpgsql stable as $$
begin
  return current_setting('storage.operation', true);
end;
$$;

create function storage.allow_only_operation(expected_operation text) returns boolean
language sql stable as $$
  select coalesce(
    nullif(expected_operation, '') is not null
      and regexp_replace(storage.operation(), '^storage\.', '')
        = regexp_replace(expected_operation, '^storage\.', ''),
    false)
$$;

create function storage.allow_any_operation(expected_operations text[]) returns boolean
language sql stable as $$
  select exists (
    select 1 from unnest(expected_operations) as expected_operation
    where nullif(expected_operation, '') is not null
      and regexp_replace(storage.operation(), '^storage\.', '')
        = regexp_replace(expected_operation, '^storage\.', '')
  )
$$;

create function storage.get_size_by_bucket() returns table (size bigint, bucket_id text)
language plpgsql stable as $function$
begin
  return query
    select sum((metadata ->> 'size')::bigint)::bigint as size, obj.bucket_id
    from storage.objects as obj
    group by obj.bucket_id;
end
$function$;

-- Listing one folder level (files and sub-folders), as the Storage API's list endpoint calls it.
-- Runs as the caller, so RLS on storage.objects decides what is listed.
create function storage.search(
  prefix text,
  bucketname text,
  limits int default 100,
  levels int default 1,
  offsets int default 0,
  search text default '',
  sortcolumn text default 'name',
  sortorder text default 'asc'
) returns table (
  name text,
  id uuid,
  updated_at timestamptz,
  created_at timestamptz,
  last_accessed_at timestamptz,
  metadata jsonb
)
language plpgsql stable as $$
declare
  v_order_by text;
  v_sort_order text;
begin
  v_order_by := case
    when sortcolumn in ('name', 'updated_at', 'created_at', 'last_accessed_at') then sortcolumn
    else 'name' end;
  v_sort_order := case when sortorder = 'desc' then 'desc' else 'asc' end;
  v_order_by := v_order_by || ' ' || v_sort_order;

  return query execute
    'with folders as (
       select path_tokens[$1] as folder
       from storage.objects
       where objects.name ilike $2 || $3 || ''%''
         and bucket_id = $4
         and array_length(objects.path_tokens, 1) <> $1
       group by folder
       order by folder ' || v_sort_order || '
     )
     (select folder as "name", null::uuid as id, null::timestamptz as updated_at,
             null::timestamptz as created_at, null::timestamptz as last_accessed_at,
             null::jsonb as metadata
      from folders)
     union all
     (select path_tokens[$1] as "name", id, updated_at, created_at, last_accessed_at, metadata
      from storage.objects
      where objects.name ilike $2 || $3 || ''%''
        and bucket_id = $4
        and array_length(objects.path_tokens, 1) = $1
      order by ' || v_order_by || ')
     limit $5
     offset $6'
    using levels, prefix, search, bucketname, limits, offsets;
end;
$$;

-- Triggers ------------------------------------------------------------------------------------
create function storage.update_updated_at_column() returns trigger
language plpgsql as $$
begin
  new.updated_at = now();
  return new;
end;
$$;
create trigger update_objects_updated_at before update on storage.objects
  for each row execute procedure storage.update_updated_at_column();

create function storage.enforce_bucket_name_length() returns trigger
language plpgsql as $$
begin
  if length(new.name) > 100 then
    raise exception 'bucket name "%" is too long (% characters). Max is 100.', new.name, length(new.name);
  end if;
  return new;
end;
$$;
create trigger enforce_bucket_name_length_trigger before insert or update of name on storage.buckets
  for each row execute function storage.enforce_bucket_name_length();

-- Rows of storage tables are removed through the Storage API (which also removes the files);
-- a plain `delete from storage.objects` would orphan them, so it is refused unless the API set
-- storage.allow_delete_query for its transaction.
create function storage.protect_delete() returns trigger
language plpgsql as $$
begin
  if coalesce(current_setting('storage.allow_delete_query', true), 'false') != 'true' then
    raise exception 'Direct deletion from storage tables is not allowed. Use the Storage API instead.'
      using hint = 'This prevents accidental data loss from orphaned objects.', errcode = '42501';
  end if;
  return null;
end;
$$;
create trigger protect_buckets_delete before delete on storage.buckets
  for each statement execute function storage.protect_delete();
create trigger protect_objects_delete before delete on storage.objects
  for each statement execute function storage.protect_delete();

reset role;

-- Grants as Supabase Storage's migrations 0046/0049 leave them: RLS decides.
grant all on storage.buckets, storage.objects to postgres with grant option;
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;
grant all on storage.migrations to postgres, service_role;
