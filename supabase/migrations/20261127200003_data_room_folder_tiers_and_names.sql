-- Issue 27, point 5: folder names follow the tiers of their documents, and a rename is the name
-- every reader gets.
--
-- Folders. A folder has no tier of its own; its name often says as much as its documents ("Buyer
-- shortlist (Siemens AG)"). Chosen rule: a folder takes the MOST restrictive tier of the complete
-- documents in it, and its name is readable only by whoever reads that tier
-- (private.data_room_tier_readable()); an empty folder (or one with uploads still being checked)
-- only by the owner and admins. A reader who may read a lower-tier document inside such a folder
-- gets that document without its folder (data_room() shows it at the top level; the folder id on
-- the document row names nothing they can read). Replaces the policy "data_room_folders: readers
-- of the listing's data room" (20261125200002_data_room.sql), which let every verified user read
-- every folder name.
--
-- Names. A document's display name (data_room_documents.name) is what the owner sets and renames;
-- the uploaded file name stays on the version (the owner's history). Readers get the display name
-- everywhere, including the download name the data-room function hands out (Content-Disposition
-- of stamped PDFs, the signed URL's download name): private.data_room_download_name(), the
-- display name with the file's extension added when the name lacks it. Replaces
-- public.open_data_room_document(uuid) and public.data_room(uuid) of 20261125200002_data_room.sql
-- (same signatures; only these two changes).

create function private.data_room_folder_readable(p_folder_id uuid, p_listing_id uuid) returns boolean
language plpgsql stable security definer set search_path = '' as $$
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
$$;
comment on function private.data_room_folder_readable(uuid, uuid) is
  'May the caller read this folder''s name: they read the most restrictive tier among its complete documents (private.data_room_tier_readable()); empty folders: the owner and admins only.';
revoke all on function private.data_room_folder_readable(uuid, uuid) from public, anon;
grant execute on function private.data_room_folder_readable(uuid, uuid) to authenticated, service_role;

drop policy "data_room_folders: readers of the listing's data room" on public.data_room_folders;
create policy "data_room_folders: readers of the folder's tier" on public.data_room_folders
  for select to authenticated using (private.data_room_folder_readable(id, listing_id));

create function private.data_room_download_name(p_name text, p_file_name text) returns text
language sql immutable set search_path = '' as $$
  select case
    when v.ext is null or lower(right(p_name, char_length(v.ext))) = lower(v.ext) then p_name
    else p_name || v.ext
  end
  from (select substring(p_file_name from '\.[[:alnum:]]{1,8}$') as ext) v
$$;
comment on function private.data_room_download_name(text, text) is
  'The name a reader downloads a document under: its display name, with the uploaded file''s extension added when the name lacks it (a rename replaces the name everywhere).';
revoke all on function private.data_room_download_name(text, text) from public, anon;
grant execute on function private.data_room_download_name(text, text) to authenticated, service_role;

-- Readers get the display name as the file name.
create or replace function public.open_data_room_document(p_document_id uuid) returns table (
  object_name text, file_name text, mime_type text, is_owner boolean, reader_name text, reader_email text
)
language plpgsql security definer set search_path = '' as $$
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
$$;

create or replace function public.data_room(p_listing_id uuid) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
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
$$;
comment on function public.open_data_room_document(uuid) is
  'A reader opens a data-room document: refused (404) unless private.data_room_tier_readable() admits the caller; a buyer''s open is logged in data_room_reads and the audit trail. file_name is the download name (private.data_room_download_name()).';
comment on function public.data_room(uuid) is
  'The caller''s view of a listing''s data room: their tier (private.data_room_max_tier()), the folders of their tier (private.data_room_folder_readable()), the complete documents up to that tier (file_name: the download name), counts of those above it, and paused_until while another buyer''s exclusivity pauses the caller''s deal.';
