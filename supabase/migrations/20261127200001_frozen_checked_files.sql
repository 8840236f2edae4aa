-- Issue 27, point 2: the bytes of a checked document or a recorded proof of funds never change.
--
-- The data-room function checks a version's bytes and completes it (status 'ready'); the
-- capacity-proof function checks a proof's bytes and records it (public.capacity_proofs). After
-- that, the object must stay what was checked, or a read log and an admin's review prove nothing.
-- Storage's policies alone cannot hold this: an upload through a signed upload URL (valid 2 h,
-- possibly with upsert) carries the decision made when the URL was issued and is written by the
-- storage service itself, and a buyer may delete their own proof and upload other bytes under the
-- same name. So a trigger on storage.objects refuses, for everybody (service role included), any
-- insert, upsert, update, move or delete that touches the name of a completed data-room version or
-- a recorded proof. A new upload is a new version (begin_data_room_upload()) or a new proof.
--
-- Deleting still works where the product deletes: delete_data_room_document() removes the version
-- rows first (the names are no longer frozen), and an unchecked upload (status 'uploading', or a
-- proof not recorded yet) may be replaced or discarded as before.

create function private.storage_object_frozen(p_bucket_id text, p_name text) returns boolean
language sql stable security definer set search_path = '' as $$
  select case p_bucket_id
    when 'data-room' then exists (
      select 1 from public.data_room_versions v where v.object_name = p_name and v.status = 'ready')
    when 'capacity-proofs' then exists (
      select 1 from public.capacity_proofs p where p.object_name = p_name)
    else false
  end
$$;
comment on function private.storage_object_frozen(text, text) is
  'Is this Storage object checked evidence whose bytes must never change: a completed data-room version or a recorded proof of funds?';

create function private.storage_objects_keep_frozen() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  -- An upsert fires BEFORE INSERT with the new name first, so it is refused here as well.
  if (tg_op in ('UPDATE', 'DELETE') and private.storage_object_frozen(old.bucket_id, old.name))
     or (tg_op in ('INSERT', 'UPDATE') and private.storage_object_frozen(new.bucket_id, new.name)) then
    raise exception 'This file was checked and cannot be replaced, moved or deleted: upload a new version instead'
      using errcode = '42501';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;
comment on function private.storage_objects_keep_frozen() is
  'BEFORE INSERT/UPDATE/DELETE on storage.objects: refuses any write to an object private.storage_object_frozen() names, whoever writes (signed upload URLs and the service role too).';

create trigger storage_objects_keep_frozen before insert or update or delete on storage.objects
  for each row execute function private.storage_objects_keep_frozen();

revoke all on function private.storage_object_frozen(text, text), private.storage_objects_keep_frozen()
  from public, anon, authenticated;

-- Completing binds the version to the bytes that were checked. Replaces
-- public.complete_data_room_upload(uuid, bigint) of 20261125200002_data_room.sql: the function
-- passes the Storage object version it read (/object/info) before sniffing; if the owner
-- overwrote the object between the check and this call, the versions differ and nothing is
-- completed (the function discards the upload). From the moment this commits, the trigger above
-- keeps the object as it is; the row lock makes a concurrent overwrite wait for that decision.
drop function public.complete_data_room_upload(uuid, bigint);
create function public.complete_data_room_upload(p_version_id uuid, p_size_bytes bigint, p_object_version text)
returns void
language plpgsql security definer set search_path = '' as $$
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
$$;
comment on function public.complete_data_room_upload(uuid, bigint, text) is
  'Service role only (the data-room function, after checking the bytes of Storage object version p_object_version): the version becomes the document''s current one and its object is frozen (private.storage_objects_keep_frozen()); a new document notifies its readers.';
revoke all on function public.complete_data_room_upload(uuid, bigint, text) from public, anon, authenticated;
grant execute on function public.complete_data_room_upload(uuid, bigint, text) to service_role;
