-- Issue 27, point 1: a revoked buyer kept the documents. Right after a logged open a buyer may read
-- a data-room object through Storage; the policy let them copy it as well (POST /object/copy into
-- their own capacity-proofs folder), sign the copy for a year and keep reading it after the owner
-- revoked them. The rule refused buyers only for signing, by naming the operations it refused.
--
-- Replaces private.data_room_object_readable(text) of 20261125200002_data_room.sql. The rule now
-- names what a buyer may do: read the object themselves (download, its info), nothing else: no
-- copy, move, signed URL, listing, nor any operation Storage adds later. Copy and move are the
-- listing owner's alone (admins read and sign, but make no copies). Storage also checks a copy's
-- destination as an upload (bucket, size, type, policies: stack/storage/app.mjs).
create or replace function private.data_room_object_readable(p_name text) returns boolean
language plpgsql stable security definer set search_path = '' as $$
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
$$;
comment on function private.data_room_object_readable(text) is
  'storage.objects select rule of the data-room bucket: the owner (any operation); admins (anything but copy and move); a buyer only downloading the current non-PDF version of a document whose tier private.data_room_tier_readable() admits, within 60 s of a logged open: no copy, move, signed URL or listing.';
