-- Issue 19: verified buying capacity. A buyer uploads a proof of funds (bank or financing letter)
-- into their own folder of the private bucket `capacity-proofs`; the edge function
-- `capacity-proof` checks the file's first bytes (PDF, PNG or JPEG, whatever the upload claimed)
-- and records it for review (public.record_capacity_proof(), service role only); an admin opens it
-- through a short signed URL and decides (public.review_capacity_proof()): a band valid for six
-- months, or a refusal. The buyer hears of it (account.capacity_verified / _rejected).
--
-- Who reads a proof: its buyer and admins (storage.objects policies below); nobody else, not even
-- the owner of a listing the buyer contacts, who sees the band only (public.buying_capacity).

-- The bucket ------------------------------------------------------------------------------------------
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('capacity-proofs', 'capacity-proofs', false, 10485760,
        array['application/pdf', 'image/png', 'image/jpeg'])
on conflict (id) do update set public = excluded.public, file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

-- Objects are named `<user id>/<file>`: the first folder is the buyer's id.
create policy "capacity-proofs: the buyer and admins read" on storage.objects
  for select to authenticated
  using (
    bucket_id = 'capacity-proofs'
    and ((storage.foldername(name))[1] = (select auth.uid())::text or (select private.is_admin()))
  );
create policy "capacity-proofs: the verified buyer uploads into their folder" on storage.objects
  for insert to authenticated
  with check (
    bucket_id = 'capacity-proofs'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and (select private.is_verified())
  );
create policy "capacity-proofs: the buyer deletes their own" on storage.objects
  for delete to authenticated
  using (bucket_id = 'capacity-proofs' and (storage.foldername(name))[1] = (select auth.uid())::text);

-- Proofs and decisions --------------------------------------------------------------------------------
create type public.capacity_proof_status as enum ('pending', 'approved', 'rejected');
comment on type public.capacity_proof_status is 'Review state of a proof of funds.';

create table public.capacity_proofs (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  object_name text not null,
  file_name text not null,
  content_type text not null,
  size_bytes bigint not null,
  status public.capacity_proof_status not null default 'pending',
  submitted_at timestamptz not null default now(),
  decided_at timestamptz,
  decided_by uuid references public.profiles (id) on delete set null,
  band public.capacity_band,
  note text,
  constraint capacity_proofs_object_name_unique unique (object_name),
  constraint capacity_proofs_object_in_own_folder check (split_part(object_name, '/', 1) = user_id::text),
  constraint capacity_proofs_file_name_length check (char_length(file_name) between 1 and 200),
  constraint capacity_proofs_content_type_known check (content_type in ('application/pdf', 'image/png', 'image/jpeg')),
  constraint capacity_proofs_size_range check (size_bytes between 1 and 10485760),
  constraint capacity_proofs_note_length check (char_length(note) <= 1000),
  constraint capacity_proofs_decision check (
    (status = 'pending' and decided_at is null and band is null)
    or (status = 'approved' and decided_at is not null and band is not null)
    or (status = 'rejected' and decided_at is not null and band is null)
  )
);
comment on table public.capacity_proofs is
  'Proofs of funds a buyer submitted (the file is in the private bucket capacity-proofs) and the admin''s decision. '
  'Recorded by the capacity-proof edge function after checking the file''s content; decided by public.review_capacity_proof(). Read by the buyer and admins.';
comment on column public.capacity_proofs.object_name is 'Name of the file in the bucket capacity-proofs: `<user id>/<file>`.';
comment on column public.capacity_proofs.file_name is 'The file''s name on the buyer''s computer (shown to the buyer and the admin).';
comment on column public.capacity_proofs.content_type is 'What the file''s first bytes are (checked by the edge function), not what the upload claimed.';
comment on column public.capacity_proofs.band is 'The band the admin verified (approved only).';
comment on column public.capacity_proofs.note is 'The admin''s reason, shown to the buyer (mostly for a refusal).';
create index capacity_proofs_user_id_idx on public.capacity_proofs (user_id, submitted_at desc);
create index capacity_proofs_pending_idx on public.capacity_proofs (submitted_at) where status = 'pending';
create index capacity_proofs_decided_by_idx on public.capacity_proofs (decided_by);

alter table public.capacity_proofs enable row level security;
revoke all on table public.capacity_proofs from anon, authenticated;
grant select on public.capacity_proofs to authenticated;
create policy "capacity_proofs: the buyer and admins read" on public.capacity_proofs
  for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));

-- buying_capacity: which proof the band came from.
alter table public.buying_capacity add column proof_id uuid references public.capacity_proofs (id) on delete set null;
comment on column public.buying_capacity.proof_id is 'The proof of funds the band was verified from.';
create index buying_capacity_proof_id_idx on public.buying_capacity (proof_id);

-- Recording a checked upload (the edge function, service role) -------------------------------------------
create function public.record_capacity_proof(
  p_user_id uuid,
  p_object_name text,
  p_file_name text,
  p_content_type text
) returns public.capacity_proofs
language plpgsql security definer set search_path = '' as $$
declare
  v_size bigint;
  v_row public.capacity_proofs;
begin
  if not exists (
    select 1 from public.profiles p where p.id = p_user_id and p.verification_status = 'verified'
  ) then
    raise exception 'Permission denied: verified account required' using errcode = '42501';
  end if;
  select coalesce((o.metadata ->> 'size')::bigint, (o.metadata ->> 'contentLength')::bigint) into v_size
  from storage.objects o
  where o.bucket_id = 'capacity-proofs' and o.name = p_object_name
    and split_part(o.name, '/', 1) = p_user_id::text;
  if not found then
    raise exception 'Proof of funds not found: upload the file first' using errcode = '22023';
  end if;
  insert into public.capacity_proofs (user_id, object_name, file_name, content_type, size_bytes)
  values (p_user_id, p_object_name, left(coalesce(nullif(private.squish(p_file_name), ''), 'proof'), 200),
          p_content_type, coalesce(v_size, 1))
  returning * into v_row;
  return v_row;
end;
$$;
comment on function public.record_capacity_proof(uuid, text, text, text) is
  'Records an uploaded proof of funds for review. Service role only (the capacity-proof edge function, after checking the file''s content).';
revoke all on function public.record_capacity_proof(uuid, text, text, text) from public, anon, authenticated;
grant execute on function public.record_capacity_proof(uuid, text, text, text) to service_role;

-- The admin's decision --------------------------------------------------------------------------------
-- p_band null: refused. Approving sets the buyer's band for six months from now (replacing an
-- earlier one); refusing leaves an earlier band as it is.
create function public.review_capacity_proof(
  p_proof_id uuid,
  p_band public.capacity_band default null,
  p_note text default null
) returns public.capacity_proofs
language plpgsql security definer set search_path = '' as $$
declare
  v_admin uuid := (select auth.uid());
  v_proof public.capacity_proofs;
  v_note text := nullif(private.squish(p_note), '');
  v_expires timestamptz := now() + interval '6 months';
begin
  if not (select private.is_admin()) then
    raise exception 'Permission denied: admin role required' using errcode = '42501';
  end if;
  select * into v_proof from public.capacity_proofs where id = p_proof_id for update;
  if not found then
    raise exception 'Proof of funds not found' using errcode = 'P0002';
  end if;
  if v_proof.status <> 'pending' then
    raise exception 'This proof of funds was already decided' using errcode = '22023';
  end if;
  if char_length(v_note) > 1000 then
    raise exception 'The note is too long (at most 1000 characters)' using errcode = '22001';
  end if;

  update public.capacity_proofs set
    status = case when p_band is null then 'rejected'::public.capacity_proof_status
                  else 'approved'::public.capacity_proof_status end,
    band = p_band, decided_at = now(), decided_by = v_admin, note = v_note
  where id = p_proof_id
  returning * into v_proof;

  if p_band is not null then
    insert into public.buying_capacity (user_id, band, verified_at, verified_by, expires_at, proof_id)
    values (v_proof.user_id, p_band, now(), v_admin, v_expires, v_proof.id)
    on conflict (user_id) do update set band = excluded.band, verified_at = excluded.verified_at,
      verified_by = excluded.verified_by, expires_at = excluded.expires_at, proof_id = excluded.proof_id;
    perform private.notify(v_proof.user_id, 'account.capacity_verified', '/profile?tab=investment',
      jsonb_build_object('band', p_band, 'expires_at', v_expires));
  else
    perform private.notify(v_proof.user_id, 'account.capacity_rejected', '/profile?tab=investment',
      jsonb_build_object('note', v_note));
  end if;
  return v_proof;
end;
$$;
comment on function public.review_capacity_proof(uuid, public.capacity_band, text) is
  'Admin (aal2) decides a pending proof of funds: a band (valid six months, notifies account.capacity_verified) or, with p_band null, a refusal (account.capacity_rejected).';
revoke all on function public.review_capacity_proof(uuid, public.capacity_band, text) from public, anon;
grant execute on function public.review_capacity_proof(uuid, public.capacity_band, text) to authenticated;
