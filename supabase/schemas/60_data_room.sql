-- data room: A listing's data room: folders, documents, versions, tiers, the bucket and who may read its bytes.
--
-- The current text of this subject (supabase/schemas/README.md). Change the database by editing
-- this file and running `npm run db:diff -- <name>`; the migration it writes is reviewed and
-- committed with it.
--
-- From 20261125200001_document_added_kind.sql:
--   Issue 17 (data room) + 18: a buyer learns of a new document in a data room they may read. The
--   enum value gets its own migration: a value added in a transaction cannot be used in it.
--
-- From 20261125200002_data_room.sql:
--   Issue 17, data room: the listing's owner keeps documents in folders, each at a tier (teaser:
--   every verified user; nda: buyers who signed the NDA; access: buyers whose access is granted).
--   Files live in the private Storage bucket `data-room` under `<listing>/<document>/<version>`;
--   the names are made by the database, so no object can leave its listing's folder.
--
--   One rule decides who reads which tier: private.data_room_tier_readable(listing, tier): the
--   owner and admins all, every verified user the teaser tier, and a buyer the NDA and access tiers
--   by private.may_read_confidential() (30_deals.sql: the deal's stage reaches the tier and no
--   other buyer's exclusivity pauses the buyer), the same rule the details and the deal page use.
--   The documents' table, the RPCs and the policies on storage.objects all call it, so a revoked
--   or paused buyer loses the documents with the next request.
--
--   Buyers never receive the original of a PDF: storage.objects lets only the owner (and admins)
--   read PDFs; the `data-room` edge function stamps a copy for a reader the rule admits. Other files
--   are read through signed URLs of 60 seconds that only the function issues (a buyer cannot sign
--   objects themselves). Every read is logged (public.data_room_reads + the audit trail) before the
--   function hands anything out, and storage.objects lets a buyer read an object only within a
--   minute of such a logged read.
--
--   Uploads: begin_data_room_upload() makes the version row and its object name; Storage accepts
--   only that name, from the listing's owner; the function then checks the bytes against the
--   declared type (magic numbers) and completes the version as the service role, or discards it.
--
-- From 20261127100001..200003 (issue 27, the data room's promises):
--   * A buyer may read an object themselves (download, its info) right after a logged open, and
--     nothing else: no copy, move, signed URL or listing (private.data_room_object_readable()).
--   * The bytes of a checked version (or a recorded proof of funds) never change: a trigger on
--     storage.objects refuses any write or delete touching such a name, service role included
--     (private.storage_objects_keep_frozen()); a new upload is a new version.
--   * Opening a teaser does not name the reader to the seller: the owner learns a reader only if
--     they had a deal on the listing when reading (private.data_room_read_named()); admins see all.
--   * A folder takes the most restrictive tier of its complete documents and its name is readable
--     only at that tier (private.data_room_folder_readable()); readers get the owner's display
--     name everywhere, also as the download name (private.data_room_download_name()).

-- Types -------------------------------------------------------------------------------------------

create type public.data_room_tier as enum (
  'teaser',
  'nda',
  'access'
);
comment on type public.data_room_tier is 'Who may read a data-room document: teaser = every verified user; nda = buyers with a signed NDA; access = buyers whose access is granted. Ordered: a higher tier includes the lower ones.';

-- public.data_room_file_types --------------------------------------------------------------------

-- The files a data room takes, listed once. The database checks every version against it
-- (data_room_versions.mime_type references it), the data-room bucket's allowed_mime_types follows
-- it (the trigger below), and `npm run db:types` writes it for the data-room function's content
-- check (supabase/functions/data-room/file-types.generated.ts) and the browser's file picker
-- (src/features/dataroom/api/file-types.generated.ts); tests/stack/generated-file-types.test.ts
-- keeps those two equal to this table.
create table public.data_room_file_types (
  mime_type text not null,
  extensions text[] not null,
  constraint data_room_file_types_pkey primary key (mime_type),
  constraint data_room_file_types_mime_type_length check (char_length(mime_type) <= 100),
  constraint data_room_file_types_extensions check (cardinality(extensions) >= 1)
);
alter table public.data_room_file_types enable row level security;
comment on table public.data_room_file_types is 'The file types a data room takes (the one list): checked by data_room_versions, copied into the data-room bucket''s allowed_mime_types by a trigger, generated into the data-room function and the client by npm run db:types.';
comment on column public.data_room_file_types.extensions is 'File name extensions of the type, for the file picker and for browsers that report no type (the first is the usual one).';
revoke all on table public.data_room_file_types from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.data_room_file_types from authenticated;

create policy "data_room_file_types: signed-in users read" on public.data_room_file_types
  for select to authenticated using (true);

-- The bucket's allowed_mime_types is this table's list, whatever changes it.
create function private.sync_data_room_bucket_types() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update storage.buckets
  set allowed_mime_types = (select array_agg(t.mime_type order by t.mime_type) from public.data_room_file_types t)
  where id = 'data-room';
  return null;
end;
$$;
comment on function private.sync_data_room_bucket_types() is 'AFTER each statement on data_room_file_types: the data-room bucket''s allowed_mime_types becomes the table''s list.';
revoke all on function private.sync_data_room_bucket_types() from public;

create trigger data_room_file_types_sync_bucket after insert or update or delete or truncate on public.data_room_file_types
  for each statement execute function private.sync_data_room_bucket_types();

insert into public.data_room_file_types (mime_type, extensions) values
  ('application/pdf', '{pdf}'),
  ('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', '{xlsx}'),
  ('application/vnd.ms-excel', '{xls}'),
  ('application/vnd.oasis.opendocument.spreadsheet', '{ods}'),
  ('text/csv', '{csv}'),
  ('application/vnd.openxmlformats-officedocument.wordprocessingml.document', '{docx}'),
  ('application/msword', '{doc}'),
  ('application/vnd.oasis.opendocument.text', '{odt}'),
  ('image/png', '{png}'),
  ('image/jpeg', '{jpg,jpeg}'),
  ('image/webp', '{webp}');

-- public.data_room_folders ------------------------------------------------------------------------

create table public.data_room_folders (
  id uuid default gen_random_uuid() not null,
  listing_id uuid not null,
  name text not null,
  created_at timestamp with time zone default now() not null,
  constraint data_room_folders_pkey PRIMARY KEY (id),
  constraint data_room_folders_id_listing UNIQUE (id, listing_id),
  constraint data_room_folders_unique_name UNIQUE (listing_id, name),
  constraint data_room_folders_name_length check (char_length(name) between 1 and 80 and name = btrim(name)),
  constraint data_room_folders_name_plain CHECK (((name !~ '[/\\[:cntrl:]]'::text) AND (name <> ALL (ARRAY['.'::text, '..'::text]))))
);
alter table public.data_room_folders add constraint data_room_folders_listing_id_fkey FOREIGN KEY (listing_id) REFERENCES public.listings(id) ON DELETE CASCADE;
alter table public.data_room_folders enable row level security;
comment on table public.data_room_folders is 'Folders of a listing''s data room (one level). Written by the listing''s owner; read by whoever may read a document of the listing.';
revoke all on table public.data_room_folders from anon;
revoke insert, update, truncate, references, trigger, maintain on table public.data_room_folders from authenticated;
grant insert (listing_id, name) on table public.data_room_folders to authenticated;
grant update (name) on table public.data_room_folders to authenticated;

create index data_room_folders_listing_idx on public.data_room_folders (listing_id);

-- Which tier a deal's stage reaches. Access: exactly private.stage_grants_access() (the details'
-- rule). NDA: the NDA is signed and the deal is neither left nor revoked (a declined request keeps
-- the NDA).
create function private.data_room_stage_tier(p_stage public.deal_stage) returns public.data_room_tier
language sql immutable set search_path = '' as $$
  select case
    when private.stage_grants_access(p_stage) then 'access'::public.data_room_tier
    when p_stage in ('nda_signed', 'access_requested', 'declined') then 'nda'::public.data_room_tier
    else 'teaser'::public.data_room_tier
  end
$$;
comment on function private.data_room_stage_tier(p_stage public.deal_stage) is 'The highest data-room tier a deal at this stage reaches (access follows private.stage_grants_access()).';
revoke all on function private.data_room_stage_tier(p_stage public.deal_stage) from public;
grant all on function private.data_room_stage_tier(p_stage public.deal_stage) to authenticated, service_role;

-- THE rule for the caller. PL/pgSQL keeps its plans per connection (see readable_detail_listing_ids).
create function private.data_room_tier_readable(p_listing_id uuid, p_tier public.data_room_tier) returns boolean
language plpgsql stable security definer set search_path = '' as $$
declare
  v_uid uuid := (select auth.uid());
  v_listing public.listings;
  v_stage public.deal_stage;
  v_verified boolean;
begin
  if v_uid is null then
    return false;
  end if;
  select * into v_listing from public.listings l where l.id = p_listing_id;
  if not found then
    return false;
  end if;
  v_verified := (select private.is_verified());
  if v_verified and (v_listing.user_id = v_uid or (select private.is_admin())) then
    return true;
  end if;
  if v_listing.status <> 'active' then
    return false;
  end if;
  if v_verified and p_tier = 'teaser' then
    return true;
  end if;
  -- nda and access: the investor's own deal, by the details' rule (private.may_read_confidential():
  -- the stage reaches the tier and no other buyer's exclusivity pauses it); a revoked deal drops
  -- out at once.
  if v_verified and (select private.current_app_role()) = 'investor' then
    select d.stage into v_stage from public.deals d where d.listing_id = p_listing_id and d.buyer_id = v_uid;
    if found and private.may_read_confidential(v_stage, p_listing_id, v_uid, p_tier) then
      return true;
    end if;
  end if;
  -- A deal team's active member (public.deal_members, by private.my_member_deal_ids(): verified
  -- or pending, not rejected): the owner's team reads what the owner reads; the buyer's team what
  -- its buyer's deal reaches, by the same rule. A removed member drops out at once.
  return exists (
    select 1 from public.deal_members m join public.deals d on d.id = m.deal_id
    where m.user_id = v_uid and m.status = 'active' and d.listing_id = p_listing_id
      and m.deal_id in (select private.my_member_deal_ids())
      and (m.side = 'owner' or private.may_read_confidential(d.stage, p_listing_id, d.buyer_id, p_tier))
  );
end;
$$;
comment on function private.data_room_tier_readable(p_listing_id uuid, p_tier public.data_room_tier) is 'The one rule of the data room: may the caller read documents of this tier of this listing? Owner and admins: all; verified users: teaser of active listings; nda and access: the investor''s own deal, by private.may_read_confidential() (the stage reaches the tier: NDA signed on a running deal, or access granted; no other buyer in exclusivity); an active member of a deal team: the owner''s team all tiers of the active listing, a buyer''s team what that buyer''s deal reaches by the same rule; a member counts by the membership and their own NDA, verified or pending (not rejected), where everything else asks for a verified account.';
revoke all on function private.data_room_tier_readable(p_listing_id uuid, p_tier public.data_room_tier) from public;
grant all on function private.data_room_tier_readable(p_listing_id uuid, p_tier public.data_room_tier) to authenticated, service_role;

create policy "data_room_folders: readers of the folder's tier" on public.data_room_folders
  for select to authenticated
  using (private.data_room_folder_readable(id, listing_id));

create policy "data_room_folders: owner creates" on public.data_room_folders
  for insert to authenticated with check (listing_id in (select private.owned_listing_ids()));

create policy "data_room_folders: owner renames" on public.data_room_folders
  for update to authenticated using (listing_id in (select private.owned_listing_ids()))
  with check (listing_id in (select private.owned_listing_ids()));

create policy "data_room_folders: owner deletes" on public.data_room_folders
  for delete to authenticated using (listing_id in (select private.owned_listing_ids()));

-- public.data_room_documents ----------------------------------------------------------------------

create table public.data_room_documents (
  id uuid default gen_random_uuid() not null,
  listing_id uuid not null,
  folder_id uuid,
  name text not null,
  tier public.data_room_tier not null,
  current_version_id uuid,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  constraint data_room_documents_pkey PRIMARY KEY (id),
  constraint data_room_documents_name_length check (char_length(name) between 1 and 200 and name = btrim(name)),
  constraint data_room_documents_name_plain CHECK (((name !~ '[/\\[:cntrl:]]'::text) AND (name <> ALL (ARRAY['.'::text, '..'::text]))))
);
alter table public.data_room_documents add constraint data_room_documents_current_version_fk FOREIGN KEY (current_version_id) REFERENCES public.data_room_versions(id) ON DELETE SET NULL;
alter table public.data_room_documents add constraint data_room_documents_folder_fk FOREIGN KEY (folder_id, listing_id) REFERENCES public.data_room_folders(id, listing_id) ON DELETE RESTRICT;
alter table public.data_room_documents add constraint data_room_documents_listing_id_fkey FOREIGN KEY (listing_id) REFERENCES public.listings(id) ON DELETE CASCADE;
alter table public.data_room_documents enable row level security;
comment on table public.data_room_documents is 'Documents of a listing''s data room: display name, folder, tier and current version. Buyers see a document once a version is complete and the tier is readable (private.data_room_tier_readable()).';
comment on column public.data_room_documents.current_version_id is 'The version buyers receive; null until the first upload has been checked.';
revoke all on table public.data_room_documents from anon;
revoke insert, update, truncate, references, trigger, maintain on table public.data_room_documents from authenticated;
grant update (folder_id, name, tier) on table public.data_room_documents to authenticated;

create index data_room_documents_current_version_idx on public.data_room_documents (current_version_id);

create index data_room_documents_folder_idx on public.data_room_documents (folder_id);

create index data_room_documents_listing_idx on public.data_room_documents (listing_id, tier);

create policy "data_room_documents: owner, or tier readers once complete" on public.data_room_documents
  for select to authenticated using (
    listing_id in (select private.owned_listing_ids())
    or (current_version_id is not null and private.data_room_tier_readable(listing_id, tier))
  );

create policy "data_room_documents: owner changes" on public.data_room_documents
  for update to authenticated using (listing_id in (select private.owned_listing_ids()))
  with check (listing_id in (select private.owned_listing_ids()));

create policy "data_room_documents: owner deletes" on public.data_room_documents
  for delete to authenticated using (listing_id in (select private.owned_listing_ids()));

create function private.data_room_touch_document() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.updated_at := now();
  return new;
end;
$$;
comment on function private.data_room_touch_document() is 'BEFORE UPDATE on data_room_documents: updated_at.';

create trigger data_room_documents_touch before update on public.data_room_documents
  for each row execute function private.data_room_touch_document();

-- public.data_room_versions -----------------------------------------------------------------------

create table public.data_room_versions (
  id uuid default gen_random_uuid() not null,
  document_id uuid not null,
  listing_id uuid not null,
  version_no integer not null,
  object_name text generated always as ((((((listing_id)::text || '/'::text) || (document_id)::text) || '/'::text) || (id)::text)) stored,
  file_name text not null,
  mime_type text not null,
  size_bytes bigint not null,
  status text default 'uploading'::text not null,
  uploaded_by uuid not null,
  created_at timestamp with time zone default now() not null,
  completed_at timestamp with time zone,
  constraint data_room_versions_pkey PRIMARY KEY (id),
  constraint data_room_versions_unique_no UNIQUE (document_id, version_no),
  constraint data_room_versions_file_name check (char_length(file_name) between 1 and 200 and file_name !~ '[/\\[:cntrl:]]'),
  constraint data_room_versions_mime_length CHECK ((char_length(mime_type) <= 100)),
  constraint data_room_versions_ready CHECK (((status = 'ready'::text) = (completed_at IS NOT NULL))),
  constraint data_room_versions_size CHECK (((size_bytes >= 1) AND (size_bytes <= 26214400))),
  constraint data_room_versions_status CHECK ((status = ANY (ARRAY['uploading'::text, 'ready'::text])))
);
-- Only the types of the one list (public.data_room_file_types).
alter table public.data_room_versions add constraint data_room_versions_mime_type_fkey FOREIGN KEY (mime_type) REFERENCES public.data_room_file_types(mime_type);
alter table public.data_room_versions add constraint data_room_versions_document_id_fkey FOREIGN KEY (document_id) REFERENCES public.data_room_documents(id) ON DELETE CASCADE;
alter table public.data_room_versions add constraint data_room_versions_listing_id_fkey FOREIGN KEY (listing_id) REFERENCES public.listings(id) ON DELETE CASCADE;
alter table public.data_room_versions add constraint data_room_versions_uploaded_by_fkey FOREIGN KEY (uploaded_by) REFERENCES public.profiles(id) ON DELETE CASCADE;
alter table public.data_room_versions enable row level security;
comment on table public.data_room_versions is 'Every uploaded version of a document (replacing keeps the old ones). object_name is the Storage name, made here; status ready once the data-room function checked the bytes.';
revoke all on table public.data_room_versions from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.data_room_versions from authenticated;

create index data_room_versions_mime_type_idx on public.data_room_versions (mime_type);

create index data_room_versions_document_idx on public.data_room_versions (document_id, version_no desc);

create index data_room_versions_listing_idx on public.data_room_versions (listing_id);

create unique index data_room_versions_object_name_idx on public.data_room_versions (object_name);

create index data_room_versions_uploaded_by_idx on public.data_room_versions (uploaded_by);

create policy "data_room_versions: owner and admins" on public.data_room_versions
  for select to authenticated using (
    listing_id in (select private.owned_listing_ids()) or (select private.is_admin())
  );

-- public.data_room_reads --------------------------------------------------------------------------

create table public.data_room_reads (
  id bigint generated always as identity not null,
  document_id uuid not null,
  version_id uuid not null,
  listing_id uuid not null,
  reader_id uuid not null,
  delivery text not null,
  read_at timestamp with time zone default now() not null,
  constraint data_room_reads_pkey PRIMARY KEY (id),
  constraint data_room_reads_delivery CHECK ((delivery = ANY (ARRAY['stamped_pdf'::text, 'signed_url'::text])))
);
alter table public.data_room_reads add constraint data_room_reads_document_id_fkey FOREIGN KEY (document_id) REFERENCES public.data_room_documents(id) ON DELETE CASCADE;
alter table public.data_room_reads add constraint data_room_reads_listing_id_fkey FOREIGN KEY (listing_id) REFERENCES public.listings(id) ON DELETE CASCADE;
alter table public.data_room_reads add constraint data_room_reads_reader_id_fkey FOREIGN KEY (reader_id) REFERENCES public.profiles(id) ON DELETE CASCADE;
alter table public.data_room_reads add constraint data_room_reads_version_id_fkey FOREIGN KEY (version_id) REFERENCES public.data_room_versions(id) ON DELETE CASCADE;
alter table public.data_room_reads enable row level security;
comment on table public.data_room_reads is 'Each time a buyer opened or downloaded a data-room document (written by open_data_room_document()); the owner reads it per buyer through data_room_read_log(). The audit trail has the same events.';
revoke all on table public.data_room_reads from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.data_room_reads from authenticated;

create index data_room_reads_document_idx on public.data_room_reads (document_id);

create index data_room_reads_listing_idx on public.data_room_reads (listing_id, reader_id, read_at desc);

create index data_room_reads_reader_idx on public.data_room_reads (reader_id, version_id, read_at desc);

create index data_room_reads_version_idx on public.data_room_reads (version_id);

create policy "data_room_reads: admins, and the owner the named reads" on public.data_room_reads
  for select to authenticated
  using ((( SELECT private.is_admin() AS is_admin) OR ((listing_id IN ( SELECT private.owned_listing_ids() AS owned_listing_ids)) AND private.data_room_read_named(listing_id, reader_id, read_at))));

-- Storage bucket data-room ------------------------------------------------------------------------

-- Private, 25 MB a file, the types of public.data_room_file_types (kept so by its trigger).
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
select 'data-room', 'data-room', false, 26214400,
  (select array_agg(t.mime_type order by t.mime_type) from public.data_room_file_types t);

-- Storage: may the caller read / write this object of the data-room bucket?
-- Names are `<listing uuid>/<document uuid>/<version uuid>`, nothing else.
create function private.data_room_object_name_valid(p_name text) returns boolean
language sql immutable set search_path = '' as $$
  select p_name ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
$$;
comment on function private.data_room_object_name_valid(p_name text) is 'Data-room object names are three uuids (listing/document/version): no "..", no leading "/", no other folder.';
revoke all on function private.data_room_object_name_valid(p_name text) from public;
grant all on function private.data_room_object_name_valid(p_name text) to authenticated, service_role;

create function private.data_room_owns_listing(p_listing_id uuid) returns boolean
language plpgsql stable security definer set search_path = '' as $$
begin
  return p_listing_id in (select private.owned_listing_ids());
end;
$$;
comment on function private.data_room_owns_listing(p_listing_id uuid) is 'The verified caller owns the listing (for the data room''s write policies).';
revoke all on function private.data_room_owns_listing(p_listing_id uuid) from public;
grant all on function private.data_room_owns_listing(p_listing_id uuid) to authenticated, service_role;

CREATE OR REPLACE FUNCTION private.data_room_object_readable(p_name text)
 RETURNS boolean
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_uid uuid := (select auth.uid());
  v_operation text := coalesce(current_setting('storage.operation', true), '');
  v_version public.data_room_versions;
  v_document public.data_room_documents;
begin
  if v_uid is null or not private.data_room_object_name_valid(p_name) then
    return false;
  end if;
  -- The owner by the folder (also objects whose document was just deleted, to remove them).
  if private.data_room_owns_listing(split_part(p_name, '/', 1)::uuid) then
    return true;
  end if;
  if v_operation in ('storage.object.copy', 'storage.object.move', 'storage.s3.object.copy',
                     'storage.s3.upload.part_copy') then
    return false;
  end if;
  if (select private.is_admin()) then
    return true;
  end if;
  -- Buyers: reading the object themselves (Supabase Storage's names for a download and its info,
  -- REST and S3), never signing, copying or anything else (the function signs for 60 seconds).
  if v_operation not in ('storage.object.get_authenticated', 'storage.object.info_authenticated',
                         'object.get_authenticated_info', 'object.head_authenticated_info',
                         'storage.s3.object.get', 'storage.s3.object.info') then
    return false;
  end if;
  select * into v_version from public.data_room_versions v where v.object_name = p_name;
  if not found then
    return false;
  end if;
  -- The current version of a readable document, not a PDF (those only stamped), read through a
  -- logged open within the last minute.
  if v_version.status <> 'ready' or v_version.mime_type = 'application/pdf' then
    return false;
  end if;
  select * into v_document from public.data_room_documents d where d.id = v_version.document_id;
  if v_document.current_version_id is distinct from v_version.id then
    return false;
  end if;
  return private.data_room_tier_readable(v_document.listing_id, v_document.tier)
    and exists (
      select 1 from public.data_room_reads r
      where r.reader_id = v_uid and r.version_id = v_version.id and r.read_at > now() - interval '60 seconds'
    );
end;
$function$;
comment on function private.data_room_object_readable(p_name text) is 'storage.objects select rule of the data-room bucket: the owner (any operation); admins (anything but copy and move); a buyer only downloading the current non-PDF version of a document whose tier private.data_room_tier_readable() admits, within 60 s of a logged open: no copy, move, signed URL or listing.';
revoke all on function private.data_room_object_readable(p_name text) from public;
grant all on function private.data_room_object_readable(p_name text) to authenticated, service_role;

create policy "data-room: readers by tier" on storage.objects
  for select to authenticated
  using (bucket_id = 'data-room' and private.data_room_object_readable(name));

create function private.data_room_object_writable(p_name text) returns boolean
language plpgsql stable security definer set search_path = '' as $$
begin
  return private.data_room_object_name_valid(p_name) and exists (
    select 1 from public.data_room_versions v
    where v.object_name = p_name and v.status = 'uploading'
      and v.uploaded_by = (select auth.uid())
      and private.data_room_owns_listing(v.listing_id)
  );
end;
$$;
comment on function private.data_room_object_writable(p_name text) is 'storage.objects insert rule of the data-room bucket: only the object name begin_data_room_upload() made for the caller, in a listing they own, while that version is uploading.';
revoke all on function private.data_room_object_writable(p_name text) from public;
grant all on function private.data_room_object_writable(p_name text) to authenticated, service_role;

create policy "data-room: owner uploads the prepared name" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'data-room' and private.data_room_object_writable(name));

create function private.data_room_object_deletable(p_name text) returns boolean
language plpgsql stable security definer set search_path = '' as $$
begin
  return private.data_room_object_name_valid(p_name)
    and private.data_room_owns_listing(split_part(p_name, '/', 1)::uuid);
end;
$$;
comment on function private.data_room_object_deletable(p_name text) is 'storage.objects delete rule of the data-room bucket: objects in the folder of a listing the caller owns.';
revoke all on function private.data_room_object_deletable(p_name text) from public;
grant all on function private.data_room_object_deletable(p_name text) to authenticated, service_role;

create policy "data-room: owner deletes" on storage.objects
  for delete to authenticated
  using (bucket_id = 'data-room' and private.data_room_object_deletable(name));

-- Functions ---------------------------------------------------------------------------------------

create function private.data_room_max_tier(p_listing_id uuid) returns public.data_room_tier
language plpgsql stable security definer set search_path = '' as $$
begin
  if private.data_room_tier_readable(p_listing_id, 'access') then
    return 'access';
  elsif private.data_room_tier_readable(p_listing_id, 'nda') then
    return 'nda';
  elsif private.data_room_tier_readable(p_listing_id, 'teaser') then
    return 'teaser';
  end if;
  return null;
end;
$$;
comment on function private.data_room_max_tier(p_listing_id uuid) is 'The highest tier the caller reads in this listing''s data room (null: none), from private.data_room_tier_readable().';
revoke all on function private.data_room_max_tier(p_listing_id uuid) from public;
grant all on function private.data_room_max_tier(p_listing_id uuid) to authenticated, service_role;

-- One set-based pass over the listing's deals (index deals_listing…); each recipient is one
-- private.notify() (a notice and an email, grouped per listing within the email window, so a
-- seller uploading ten files sends each buyer one email). Teaser documents go to buyers with a
-- running deal on the listing, not to every verified user.
create function private.notify_document_added(p_document public.data_room_documents) returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_deal record;
begin
  for v_deal in
    select d.id, d.buyer_id, d.stage from public.deals d
    join public.profiles p on p.id = d.buyer_id
    where d.listing_id = p_document.listing_id
      and d.stage not in ('withdrawn', 'lost')
      and p.verification_status = 'verified'
      and private.may_read_confidential(d.stage, p_document.listing_id, d.buyer_id, p_document.tier)
  loop
    perform private.notify(
      v_deal.buyer_id, 'document.added', '/deals/' || v_deal.id,
      private.listing_label(p_document.listing_id, private.stage_grants_access(v_deal.stage))
        || jsonb_build_object('deal_id', v_deal.id, 'document_name', p_document.name, 'tier', p_document.tier),
      'dataroom:' || p_document.listing_id
    );
  end loop;
end;
$$;
comment on function private.notify_document_added(p_document public.data_room_documents) is 'document.added for every buyer whose deal may read the new document''s tier now (private.may_read_confidential()).';
revoke all on function private.notify_document_added(p_document public.data_room_documents) from public;

-- Starts an upload: a new document (p_document_id null) or a new version of one (replace). Returns
-- the version and the object name to upload to.
create function public.begin_data_room_upload(
  p_listing_id uuid,
  p_file_name text,
  p_mime_type text,
  p_size_bytes bigint,
  p_tier public.data_room_tier default 'access',
  p_folder_id uuid default null,
  p_document_id uuid default null
) returns table (document_id uuid, version_id uuid, object_name text)
language plpgsql security definer set search_path = '' as $$
declare
  v_uid uuid := (select auth.uid());
  v_document public.data_room_documents;
  v_version public.data_room_versions;
  v_no integer;
begin
  if v_uid is null then
    raise exception 'User not authenticated' using errcode = '42501';
  end if;
  if not private.data_room_owns_listing(p_listing_id) then
    raise exception 'Only the listing''s owner can upload documents' using errcode = '42501';
  end if;
  if p_document_id is null then
    insert into public.data_room_documents (listing_id, folder_id, name, tier)
    values (p_listing_id, p_folder_id, btrim(p_file_name), coalesce(p_tier, 'access'))
    returning * into v_document;
    v_no := 1;
  else
    select * into v_document from public.data_room_documents d
    where d.id = p_document_id and d.listing_id = p_listing_id for update;
    if not found then
      raise exception 'Document not found' using errcode = 'PT404';
    end if;
    select coalesce(max(v.version_no), 0) + 1 into v_no from public.data_room_versions v where v.document_id = v_document.id;
  end if;
  -- Only the types of the one list (public.data_room_file_types), refused as a check violation.
  if not exists (select 1 from public.data_room_file_types t where t.mime_type = lower(p_mime_type)) then
    raise exception 'The data room does not take files of type %', p_mime_type using errcode = '23514';
  end if;
  insert into public.data_room_versions (document_id, listing_id, version_no, file_name, mime_type, size_bytes, uploaded_by)
  values (v_document.id, p_listing_id, v_no, btrim(p_file_name), lower(p_mime_type), p_size_bytes, v_uid)
  returning * into v_version;
  return query select v_document.id, v_version.id, v_version.object_name;
end;
$$;
comment on function public.begin_data_room_upload(p_listing_id uuid, p_file_name text, p_mime_type text, p_size_bytes bigint, p_tier public.data_room_tier, p_folder_id uuid, p_document_id uuid) is 'The owner starts an upload (a new document, or a new version of p_document_id): the version row and the one object name Storage will accept for it.';
revoke all on function public.begin_data_room_upload(p_listing_id uuid, p_file_name text, p_mime_type text, p_size_bytes bigint, p_tier public.data_room_tier, p_folder_id uuid, p_document_id uuid) from public, anon;

-- Called by the data-room function (service role) once it checked the uploaded bytes.
CREATE OR REPLACE FUNCTION public.complete_data_room_upload(p_version_id uuid, p_size_bytes bigint, p_object_version text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_version public.data_room_versions;
  v_document public.data_room_documents;
begin
  select * into v_version from public.data_room_versions v
  where v.id = p_version_id and v.status = 'uploading' for update;
  if not found then
    raise exception 'Upload not found' using errcode = 'PT404';
  end if;
  perform 1 from storage.objects o
  where o.bucket_id = 'data-room' and o.name = v_version.object_name and o.version = p_object_version
  for update;
  if not found then
    raise exception 'The file changed while it was being checked' using errcode = '22023';
  end if;
  update public.data_room_versions v set status = 'ready', completed_at = now(), size_bytes = p_size_bytes
  where v.id = p_version_id
  returning * into v_version;
  update public.data_room_documents d set current_version_id = v_version.id
  where d.id = v_version.document_id returning * into v_document;
  if v_version.version_no = 1 then
    perform private.notify_document_added(v_document);
  end if;
end;
$function$;
comment on function public.complete_data_room_upload(p_version_id uuid, p_size_bytes bigint, p_object_version text) is 'Service role only (the data-room function, after checking the bytes of Storage object version p_object_version): the version becomes the document''s current one and its object is frozen (private.storage_objects_keep_frozen()); a new document notifies its readers.';
revoke all on function public.complete_data_room_upload(p_version_id uuid, p_size_bytes bigint, p_object_version text) from public, anon, authenticated;

-- The data room as the caller may read it, in one request: the caller's tier and the documents of
-- it (with folders). Owners also get the number of versions of each document.
CREATE OR REPLACE FUNCTION public.data_room(p_listing_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_tier public.data_room_tier := private.data_room_max_tier(p_listing_id);
  v_owner boolean := private.data_room_owns_listing(p_listing_id);
begin
  if v_tier is null then
    raise exception 'Company not found' using errcode = 'PT404';
  end if;
  return jsonb_build_object(
    'tier', v_tier,
    'is_owner', v_owner,
    -- A buyer whose deal reaches beyond the teaser but who is paused by another buyer's
    -- exclusivity learns why, and until when.
    'paused_until', case when not v_owner and private.exclusivity_blocks(p_listing_id, (select auth.uid()))
      and exists (select 1 from public.deals d where d.listing_id = p_listing_id
                  and d.buyer_id = (select auth.uid()) and private.data_room_stage_tier(d.stage) >= 'nda')
      then (select max(d.exclusive_until) from public.deals d where d.listing_id = p_listing_id
            and d.stage = 'in_exclusivity' and d.exclusive_until > now()) end,
    -- Only the folders whose tier the caller reads (private.data_room_folder_readable()).
    'folders', coalesce((
      select jsonb_agg(jsonb_build_object('id', f.id, 'name', f.name) order by f.name)
      from public.data_room_folders f
      where f.listing_id = p_listing_id and private.data_room_folder_readable(f.id, f.listing_id)
    ), '[]'::jsonb),
    -- Rows to json in one aggregate (cheaper than an object built per document).
    'documents', coalesce((
      select json_agg(x order by x.name, x.id) from (
        -- A document in a folder the caller may not see is shown outside any folder.
        select d.id, d.name,
          case when d.folder_id is not null and private.data_room_folder_readable(d.folder_id, p_listing_id)
            then d.folder_id end as folder_id,
          d.tier, v.mime_type, v.size_bytes,
          private.data_room_download_name(d.name, v.file_name) as file_name,
          coalesce(v.completed_at, d.updated_at) as updated_at, v.version_no,
          case when v_owner then (select count(*) from public.data_room_versions older
                                  where older.document_id = d.id and older.status = 'ready') end as versions
        from public.data_room_documents d
        -- The listing's versions by their index (else a hash join reads every listing's versions).
        join public.data_room_versions v on v.id = d.current_version_id and v.listing_id = p_listing_id
        where d.listing_id = p_listing_id and d.tier <= v_tier
      ) x
    )::jsonb, '[]'::jsonb),
    -- What is there above the caller's tier (counts only), so a buyer knows what NDA or access open.
    'locked', coalesce((
      select jsonb_object_agg(t.tier, t.n) from (
        select d.tier, count(*) as n from public.data_room_documents d
        where d.listing_id = p_listing_id and d.current_version_id is not null and d.tier > v_tier
        group by d.tier
      ) t
    ), '{}'::jsonb)
  );
end;
$function$;
comment on function public.data_room(p_listing_id uuid) is 'The caller''s view of a listing''s data room: their tier (private.data_room_max_tier()), the folders of their tier (private.data_room_folder_readable()), the complete documents up to that tier (file_name: the download name), counts of those above it, and paused_until while another buyer''s exclusivity pauses the caller''s deal.';
revoke all on function public.data_room(p_listing_id uuid) from public, anon;

-- The owner's read log: per buyer and document, how often and when it was opened.
CREATE OR REPLACE FUNCTION public.data_room_read_log(p_listing_id uuid)
 RETURNS TABLE(reader_id uuid, reader_name text, reader_email text, document_id uuid, document_name text, opens bigint, first_read_at timestamp with time zone, last_read_at timestamp with time zone)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not (private.data_room_owns_listing(p_listing_id) or (select private.is_admin())) then
    raise exception 'Company not found' using errcode = 'PT404';
  end if;
  return query
  select r.reader_id, p.name,
    case when (select private.is_admin()) or exists (
      select 1 from public.deals x where x.listing_id = r.listing_id and x.buyer_id = r.reader_id
        and private.buyer_contact_visible(x.id, x.stage)) then p.email end,
    r.document_id, d.name, count(*), min(r.read_at), max(r.read_at)
  from public.data_room_reads r
  join public.profiles p on p.id = r.reader_id
  join public.data_room_documents d on d.id = r.document_id
  where r.listing_id = p_listing_id and private.data_room_read_named(r.listing_id, r.reader_id, r.read_at)
  group by r.reader_id, r.listing_id, p.name, p.email, r.document_id, d.name
  order by max(r.read_at) desc;
end;
$function$;
comment on function public.data_room_read_log(p_listing_id uuid) is 'The listing owner''s (or an admin''s) log of the data room: per named buyer (private.data_room_read_named()) and document, the number of opens and the first and last; the buyer''s email only once their deal was granted access (private.buyer_contact_visible()). Anonymous opens: public.data_room_anonymous_opens().';
revoke all on function public.data_room_read_log(p_listing_id uuid) from public, anon;

-- Deleting a document: returns the object names of all its versions, for the owner to remove from
-- Storage (the owner's delete policy allows that for their listing's folder).
create function public.delete_data_room_document(p_document_id uuid) returns text[]
language plpgsql security definer set search_path = '' as $$
declare
  v_document public.data_room_documents;
  v_names text[];
begin
  select * into v_document from public.data_room_documents d where d.id = p_document_id;
  if not found or not private.data_room_owns_listing(v_document.listing_id) then
    raise exception 'Document not found' using errcode = 'PT404';
  end if;
  select coalesce(array_agg(v.object_name), '{}') into v_names from public.data_room_versions v where v.document_id = p_document_id;
  delete from public.data_room_documents d where d.id = p_document_id;
  return v_names;
end;
$$;
comment on function public.delete_data_room_document(p_document_id uuid) is 'The owner deletes a document with its versions and read log; returns the Storage names to remove.';
revoke all on function public.delete_data_room_document(p_document_id uuid) from public, anon;

create function public.discard_data_room_upload(p_version_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_version public.data_room_versions;
begin
  delete from public.data_room_versions v where v.id = p_version_id and v.status = 'uploading'
  returning * into v_version;
  if found then
    delete from public.data_room_documents d
    where d.id = v_version.document_id
      and not exists (select 1 from public.data_room_versions v where v.document_id = d.id);
  end if;
end;
$$;
comment on function public.discard_data_room_upload(p_version_id uuid) is 'Service role only (the data-room function): forgets an upload whose bytes were refused, and its document when it had no other version.';
revoke all on function public.discard_data_room_upload(p_version_id uuid) from public, anon, authenticated;

-- A reader opens a document: the rule decides, the read is logged (data_room_reads + audit trail),
-- and the function learns what to deliver. Called by the data-room function with the caller's token.
CREATE OR REPLACE FUNCTION public.open_data_room_document(p_document_id uuid)
 RETURNS TABLE(object_name text, file_name text, mime_type text, is_owner boolean, reader_name text, reader_email text)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_uid uuid := (select auth.uid());
  v_document public.data_room_documents;
  v_version public.data_room_versions;
  v_owner boolean;
  v_profile public.profiles;
begin
  if v_uid is null then
    raise exception 'User not authenticated' using errcode = '42501';
  end if;
  select * into v_document from public.data_room_documents d where d.id = p_document_id;
  if not found or v_document.current_version_id is null
     or not private.data_room_tier_readable(v_document.listing_id, v_document.tier) then
    raise exception 'Document not found' using errcode = 'PT404';
  end if;
  select * into v_version from public.data_room_versions v where v.id = v_document.current_version_id;
  select * into v_profile from public.profiles p where p.id = v_uid;
  v_owner := private.data_room_owns_listing(v_document.listing_id);
  if not v_owner then
    insert into public.data_room_reads (document_id, version_id, listing_id, reader_id, delivery)
    values (v_document.id, v_version.id, v_document.listing_id, v_uid,
      case when v_version.mime_type = 'application/pdf' then 'stamped_pdf' else 'signed_url' end);
    perform private.audit('document_opened', v_uid, v_document.listing_id, jsonb_build_object(
      'document_id', v_document.id, 'version_id', v_version.id, 'document_name', v_document.name,
      'tier', v_document.tier));
  end if;
  return query select v_version.object_name, private.data_room_download_name(v_document.name, v_version.file_name),
    v_version.mime_type, v_owner,
    v_profile.name, v_profile.email;
end;
$function$;
comment on function public.open_data_room_document(p_document_id uuid) is 'A reader opens a data-room document: refused (404) unless private.data_room_tier_readable() admits the caller; a buyer''s open is logged in data_room_reads and the audit trail. file_name is the download name (private.data_room_download_name()).';
revoke all on function public.open_data_room_document(p_document_id uuid) from public, anon;

-- Names, named reads and frozen bytes (issue 27) -------------------------------------------------

CREATE OR REPLACE FUNCTION private.data_room_download_name(p_name text, p_file_name text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case
    when v.ext is null or lower(right(p_name, char_length(v.ext))) = lower(v.ext) then p_name
    else p_name || v.ext
  end
  from (select substring(p_file_name from '\.[[:alnum:]]{1,8}$') as ext) v
$function$;
comment on function private.data_room_download_name(p_name text, p_file_name text) is 'The name a reader downloads a document under: its display name, with the uploaded file''s extension added when the name lacks it (a rename replaces the name everywhere).';
revoke all on function private.data_room_download_name(p_name text, p_file_name text) from public;
grant all on function private.data_room_download_name(p_name text, p_file_name text) to authenticated, service_role;

CREATE OR REPLACE FUNCTION private.data_room_folder_readable(p_folder_id uuid, p_listing_id uuid)
 RETURNS boolean
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_tier public.data_room_tier;
begin
  select max(d.tier) into v_tier from public.data_room_documents d
  where d.folder_id = p_folder_id and d.current_version_id is not null;
  if v_tier is null then
    return private.data_room_owns_listing(p_listing_id) or (select private.is_admin());
  end if;
  return private.data_room_tier_readable(p_listing_id, v_tier);
end;
$function$;
comment on function private.data_room_folder_readable(p_folder_id uuid, p_listing_id uuid) is 'May the caller read this folder''s name: they read the most restrictive tier among its complete documents (private.data_room_tier_readable()); empty folders: the owner and admins only.';
revoke all on function private.data_room_folder_readable(p_folder_id uuid, p_listing_id uuid) from public;
grant all on function private.data_room_folder_readable(p_folder_id uuid, p_listing_id uuid) to authenticated, service_role;

CREATE OR REPLACE FUNCTION private.data_room_read_named(p_listing_id uuid, p_reader_id uuid, p_read_at timestamp with time zone)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select exists (
    select 1 from public.deals d
    where d.listing_id = p_listing_id and d.buyer_id = p_reader_id and d.created_at <= p_read_at
  ) or exists (
    -- A member of the owner's team; a member of a buyer's team once that deal granted access (the
    -- owner learns who is on the buyer's team only then: before, the reads count anonymously).
    select 1 from public.deal_members m join public.deals d on d.id = m.deal_id
    where d.listing_id = p_listing_id and m.user_id = p_reader_id and m.accepted_at <= p_read_at
      and (m.side = 'owner' or private.buyer_contact_visible(d.id, d.stage))
  )
$function$;
comment on function private.data_room_read_named(p_listing_id uuid, p_reader_id uuid, p_read_at timestamp with time zone) is 'May the listing''s owner learn who made this read: the reader had a deal on the listing at the time, or was a member of the owner''s team, or of a buyer''s team whose deal has since been granted access (private.buyer_contact_visible()); other reads stay anonymous, counted only.';
revoke all on function private.data_room_read_named(p_listing_id uuid, p_reader_id uuid, p_read_at timestamp with time zone) from public;
grant all on function private.data_room_read_named(p_listing_id uuid, p_reader_id uuid, p_read_at timestamp with time zone) to authenticated, service_role;

CREATE OR REPLACE FUNCTION private.storage_object_frozen(p_bucket_id text, p_name text)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select case p_bucket_id
    when 'data-room' then exists (
      select 1 from public.data_room_versions v where v.object_name = p_name and v.status = 'ready')
    when 'capacity-proofs' then exists (
      select 1 from public.capacity_proofs p where p.object_name = p_name)
    else false
  end
$function$;
comment on function private.storage_object_frozen(p_bucket_id text, p_name text) is 'Is this Storage object checked evidence whose bytes must never change: a completed data-room version or a recorded proof of funds?';
revoke all on function private.storage_object_frozen(p_bucket_id text, p_name text) from public;

CREATE OR REPLACE FUNCTION private.storage_objects_keep_frozen()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  -- An upsert fires BEFORE INSERT with the new name first, so it is refused here as well.
  if (tg_op in ('UPDATE', 'DELETE') and private.storage_object_frozen(old.bucket_id, old.name))
     or (tg_op in ('INSERT', 'UPDATE') and private.storage_object_frozen(new.bucket_id, new.name)) then
    raise exception 'This file was checked and cannot be replaced, moved or deleted: upload a new version instead'
      using errcode = '42501';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$function$;
comment on function private.storage_objects_keep_frozen() is 'BEFORE INSERT/UPDATE/DELETE on storage.objects: refuses any write to an object private.storage_object_frozen() names, whoever writes (signed upload URLs and the service role too).';
revoke all on function private.storage_objects_keep_frozen() from public;

CREATE OR REPLACE FUNCTION public.data_room_anonymous_opens(p_listing_id uuid)
 RETURNS TABLE(document_id uuid, document_name text, opens bigint, readers bigint)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not (private.data_room_owns_listing(p_listing_id) or (select private.is_admin())) then
    raise exception 'Company not found' using errcode = 'PT404';
  end if;
  return query
  select r.document_id, d.name, count(*), count(distinct r.reader_id)
  from public.data_room_reads r
  join public.data_room_documents d on d.id = r.document_id
  where r.listing_id = p_listing_id and not private.data_room_read_named(r.listing_id, r.reader_id, r.read_at)
  group by r.document_id, d.name
  order by d.name, r.document_id;
end;
$function$;
comment on function public.data_room_anonymous_opens(p_listing_id uuid) is 'The listing owner''s (or an admin''s) count of data-room opens by readers without a deal on the listing at the time (mostly teaser browsing): per document, opens and distinct readers, never who.';
revoke all on function public.data_room_anonymous_opens(p_listing_id uuid) from public, anon;

create trigger storage_objects_keep_frozen BEFORE INSERT OR DELETE OR UPDATE ON storage.objects FOR EACH ROW EXECUTE FUNCTION private.storage_objects_keep_frozen();

-- The owner's preview: the listing as a buyer sees it at each tier ---------------------------------
-- Issue 30: before publishing and at any time after, the owner checks what a verified visitor
-- (teaser), a buyer with a signed NDA (nda) and a buyer with access (access) receive. The answer
-- is built by the same rules that serve buyers: the teaser columns of the listing (what every
-- verified user reads), the confidential details, facts and figures only at access (the policies
-- of listing_details, listing_facts and listing_financials), and the data room's documents whose
-- tier the buyer would read (private.data_room_tier_readable()'s order: teaser < nda < access),
-- those with a checked version only, as buyers see them.
create or replace function public.listing_preview(p_listing_id uuid, p_tier public.data_room_tier)
returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  v_owner uuid;
begin
  select l.user_id into v_owner from public.listings l where l.id = p_listing_id;
  if v_owner is null
     or not ((select private.is_admin()) or ((select private.is_verified()) and v_owner = (select auth.uid()))) then
    raise exception 'Permission denied: only the listing''s owner previews it' using errcode = '42501';
  end if;
  if p_tier is null then
    raise exception 'A tier is required (teaser, nda or access)' using errcode = '22023';
  end if;
  return jsonb_build_object(
    'tier', p_tier,
    'teaser', (
      select jsonb_build_object(
        'type', l.type, 'industry', l.industry, 'revenue', l.revenue, 'employees', l.employees,
        'location', l.location, 'price', l.price, 'asking_price_eur', l.asking_price_eur,
        'anonymized_description', l.anonymized_description, 'market_position', l.market_position,
        'patents', l.patents, 'ebitda_band_min_eur', l.ebitda_band_min_eur,
        'ebitda_band_max_eur', l.ebitda_band_max_eur, 'ebitda_margin_band', l.ebitda_margin_band,
        'revenue_growth_band', l.revenue_growth_band, 'founded_decade', l.founded_decade,
        'legal_form', l.legal_form, 'region', l.region, 'sale_reason', l.sale_reason,
        'owner_dependence', l.owner_dependence, 'real_estate', l.real_estate)
      from public.listings l where l.id = p_listing_id),
    'details', case when p_tier = 'access' then (
      select jsonb_build_object('title', d.title, 'description', d.description, 'full_details', d.full_details)
      from public.listing_details d where d.listing_id = p_listing_id) end,
    'facts', case when p_tier = 'access' then (
      select jsonb_build_object('staff_count', f.staff_count, 'founded_year', f.founded_year,
        'legal_form', f.legal_form, 'region', f.region, 'sale_reason', f.sale_reason,
        'owner_dependence', f.owner_dependence, 'real_estate', f.real_estate)
      from public.listing_facts f where f.listing_id = p_listing_id) end,
    'financials', case when p_tier = 'access' then coalesce((
      select jsonb_agg(jsonb_build_object('year', x.year, 'is_plan', x.is_plan,
        'revenue_eur', x.revenue_eur, 'ebitda_eur', x.ebitda_eur) order by x.year)
      from public.listing_financials x where x.listing_id = p_listing_id), '[]'::jsonb) end,
    'documents', coalesce((
      select jsonb_agg(jsonb_build_object('name', d.name, 'folder', f.name, 'tier', d.tier)
        order by f.name nulls first, d.name)
      from public.data_room_documents d
      left join public.data_room_folders f on f.id = d.folder_id
      where d.listing_id = p_listing_id and d.current_version_id is not null and d.tier <= p_tier), '[]'::jsonb)
  );
end;
$$;
comment on function public.listing_preview(p_listing_id uuid, p_tier public.data_room_tier) is 'The owner''s (or an admin''s) preview of a listing as a buyer at a tier sees it: the teaser columns; at access also the title, descriptions, facts and figures; the data-room documents (name, folder, tier) with a checked version whose tier is at most the given one. Others: 42501.';
revoke all on function public.listing_preview(p_listing_id uuid, p_tier public.data_room_tier) from public, anon;
