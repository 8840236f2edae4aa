-- Issue 27, point 4: opening a teaser does not name the reader to the seller.
--
-- Every verified user may open teaser-tier documents. Buyers stay anonymous to a seller until they
-- make contact (a deal on the listing: inquiry, NDA); their interest in a target is itself
-- confidential. So the listing's owner learns a read's reader only if that reader had a deal on
-- the listing when reading (deals.created_at <= read time); earlier reads stay counted, not named,
-- also after the deal exists. One rule, private.data_room_read_named(), decides this for the read
-- log (public.data_room_read_log()), the table data_room_reads and the audit trail's
-- document_opened events as the owner sees them. Admins still see every read with its reader (the
-- evidence is kept; only the seller's view changes). Rows are not rewritten: the rule is applied
-- when reading, so earlier reads are covered too.

create function private.data_room_read_named(p_listing_id uuid, p_reader_id uuid, p_read_at timestamptz)
returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.deals d
    where d.listing_id = p_listing_id and d.buyer_id = p_reader_id and d.created_at <= p_read_at
  )
$$;
comment on function private.data_room_read_named(uuid, uuid, timestamptz) is
  'May the listing''s owner learn who made this read: the reader had a deal on the listing at the time (a read before that stays anonymous, counted only).';
revoke all on function private.data_room_read_named(uuid, uuid, timestamptz) from public, anon;
grant execute on function private.data_room_read_named(uuid, uuid, timestamptz) to authenticated, service_role;

-- The table: replaces "data_room_reads: listing owner and admins" (20261125200002_data_room.sql).
drop policy "data_room_reads: listing owner and admins" on public.data_room_reads;
create policy "data_room_reads: admins, and the owner the named reads" on public.data_room_reads
  for select to authenticated using (
    (select private.is_admin())
    or (listing_id in (select private.owned_listing_ids())
        and private.data_room_read_named(listing_id, reader_id, read_at))
  );

-- The owner's read log, named reads only. Replaces public.data_room_read_log(uuid) of
-- 20261125200002_data_room.sql (same columns).
create or replace function public.data_room_read_log(p_listing_id uuid) returns table (
  reader_id uuid, reader_name text, reader_email text, document_id uuid, document_name text,
  opens bigint, first_read_at timestamptz, last_read_at timestamptz
)
language plpgsql stable security definer set search_path = '' as $$
begin
  if not (private.data_room_owns_listing(p_listing_id) or (select private.is_admin())) then
    raise exception 'Company not found' using errcode = 'PT404';
  end if;
  return query
  select r.reader_id, p.name, p.email, r.document_id, d.name, count(*), min(r.read_at), max(r.read_at)
  from public.data_room_reads r
  join public.profiles p on p.id = r.reader_id
  join public.data_room_documents d on d.id = r.document_id
  where r.listing_id = p_listing_id and private.data_room_read_named(r.listing_id, r.reader_id, r.read_at)
  group by r.reader_id, p.name, p.email, r.document_id, d.name
  order by max(r.read_at) desc;
end;
$$;
comment on function public.data_room_read_log(uuid) is
  'The listing owner''s (or an admin''s) log of the data room: per named buyer (private.data_room_read_named()) and document, the number of opens and the first and last. Anonymous opens: public.data_room_anonymous_opens().';

-- What the owner learns of the other reads: per document, how often and by how many readers.
-- No times: a time could point at one person.
create function public.data_room_anonymous_opens(p_listing_id uuid) returns table (
  document_id uuid, document_name text, opens bigint, readers bigint
)
language plpgsql stable security definer set search_path = '' as $$
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
$$;
comment on function public.data_room_anonymous_opens(uuid) is
  'The listing owner''s (or an admin''s) count of data-room opens by readers without a deal on the listing at the time (mostly teaser browsing): per document, opens and distinct readers, never who.';
revoke all on function public.data_room_anonymous_opens(uuid) from public, anon;
grant execute on function public.data_room_anonymous_opens(uuid) to authenticated;

-- The audit trail: an owner sees a document_opened event only when the read is named. Replaces
-- the policy "audit_events: admin or listing owner reads" and public.audit_trail() of
-- 20261123110001_audit_trail.sql (same signature; only the owner's filter changed).
drop policy "audit_events: admin or listing owner reads" on public.audit_events;
create policy "audit_events: admin or listing owner reads" on public.audit_events
  for select to authenticated
  using (
    (select private.is_admin())
    or (listing_id in (select private.owned_listing_ids())
        and (event_type <> 'document_opened'
             or private.data_room_read_named(listing_id, subject_user_id, occurred_at)))
  );

create or replace function public.audit_trail(
  p_event_type text default null,
  p_listing_id uuid default null,
  p_from timestamptz default null,
  p_to timestamptz default null,
  p_limit integer default 25,
  p_offset integer default 0
) returns table (
  id bigint, occurred_at timestamptz, event_type text, actor_id uuid, actor_name text,
  actor_email text, subject_user_id uuid, subject_name text, subject_email text, listing_id uuid,
  listing_title text, detail jsonb, total_count bigint
)
language plpgsql stable security definer set search_path = '' as $$
declare
  v_admin boolean := (select private.is_admin());
begin
  if (select auth.uid()) is null then
    raise exception 'User not authenticated' using errcode = '42501';
  end if;
  return query
  with visible as (
    select e.* from public.audit_events e
    where (v_admin or (e.listing_id in (select private.owned_listing_ids())
                       and (e.event_type <> 'document_opened'
                            or private.data_room_read_named(e.listing_id, e.subject_user_id, e.occurred_at))))
      and (p_event_type is null or e.event_type = p_event_type)
      and (p_listing_id is null or e.listing_id = p_listing_id)
      and (p_from is null or e.occurred_at >= p_from)
      and (p_to is null or e.occurred_at < p_to)
  )
  select v.id, v.occurred_at, v.event_type, v.actor_id, a.name, a.email, v.subject_user_id, s.name,
    s.email, v.listing_id, d.title, v.detail, count(*) over ()
  from visible v
  left join public.profiles a on a.id = v.actor_id
  left join public.profiles s on s.id = v.subject_user_id
  left join public.listing_details d on d.listing_id = v.listing_id
  order by v.occurred_at desc, v.id desc
  limit least(greatest(coalesce(p_limit, 25), 1), 100) offset greatest(coalesce(p_offset, 0), 0);
end;
$$;
comment on function public.audit_trail(text, uuid, timestamptz, timestamptz, integer, integer) is
  'A page of audit events with names: admins see all, listing owners the events about their listings except data-room opens by readers not named to them (private.data_room_read_named()).';
