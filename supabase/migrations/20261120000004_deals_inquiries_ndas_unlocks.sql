-- Deals: a verified user inquires about someone else's listing; a verified investor signs its
-- NDA and asks to unlock the details (500 EUR); an admin decides. The listing owner sees who is
-- interested (public.my_listing_counterparties()).

create type public.inquiry_status as enum ('pending', 'read', 'answered', 'closed');
create type public.unlock_status as enum ('pending', 'approved', 'rejected');
comment on type public.inquiry_status is 'Processing state of an inquiry, changed by the listing owner.';
comment on type public.unlock_status is 'State of a request to unlock the confidential details of a listing.';

-- Inquiries ------------------------------------------------------------------------------------
create table public.inquiries (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  listing_id uuid not null references public.listings (id) on delete cascade,
  message text not null,
  status public.inquiry_status not null default 'pending',
  unread_count integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint inquiries_message_not_blank check (message ~ '[^[:space:]]'),
  constraint inquiries_message_length check (char_length(message) <= 5000),
  constraint inquiries_unread_count_non_negative check (unread_count >= 0)
);
comment on table public.inquiries is 'Expression of interest by a verified user about a listing that is not their own.';
comment on column public.inquiries.user_id is 'Sender; always the signed-in user.';
comment on column public.inquiries.status is 'Starts pending; only the listing owner changes it.';
comment on column public.inquiries.unread_count is 'Unread replies in the conversation (starts 0).';
create index inquiries_user_id_idx on public.inquiries (user_id);
create index inquiries_listing_id_idx on public.inquiries (listing_id, status);

-- NDA signatures -------------------------------------------------------------------------------
create table public.nda_signatures (
  id uuid primary key default gen_random_uuid(),
  listing_id uuid not null references public.listings (id) on delete cascade,
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  signer_name text not null,
  signed_at timestamptz not null default now(),
  constraint nda_signatures_one_per_user unique (listing_id, user_id),
  constraint nda_signatures_signer_name_not_blank check (signer_name ~ '[^[:space:]]'),
  constraint nda_signatures_signer_name_length check (char_length(signer_name) <= 200)
);
comment on table public.nda_signatures is 'Non-disclosure agreement signed by a verified investor for one listing (one per investor and listing).';
comment on column public.nda_signatures.signer_name is 'Name the investor typed as signature.';
create index nda_signatures_user_id_idx on public.nda_signatures (user_id);

-- Unlock requests ------------------------------------------------------------------------------
create table public.unlock_requests (
  id uuid primary key default gen_random_uuid(),
  listing_id uuid not null references public.listings (id) on delete cascade,
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  status public.unlock_status not null default 'pending',
  price_eur integer not null default 500,
  created_at timestamptz not null default now(),
  decided_at timestamptz,
  decided_by uuid references public.profiles (id) on delete set null,
  constraint unlock_requests_price_eur check (price_eur = 500),
  constraint unlock_requests_decision_consistent check ((status = 'pending') = (decided_at is null))
);
comment on table public.unlock_requests is 'Request by an investor who signed the NDA to unlock a listing''s details (500 EUR); decided by admins only.';
comment on column public.unlock_requests.price_eur is 'Price of the unlock in euro (fixed 500).';
comment on column public.unlock_requests.decided_at is 'When an admin approved or rejected the request.';
comment on column public.unlock_requests.decided_by is 'Admin who decided the request.';
-- At most one open (pending) or granted (approved) request per investor and listing; after a
-- rejection the investor may ask again.
create unique index unlock_requests_one_open_idx on public.unlock_requests (listing_id, user_id)
  where status <> 'rejected';
create index unlock_requests_listing_id_idx on public.unlock_requests (listing_id);
create index unlock_requests_user_id_idx on public.unlock_requests (user_id, status);
create index unlock_requests_decided_by_idx on public.unlock_requests (decided_by);

-- Policy helpers -------------------------------------------------------------------------------
-- security definer: a caller may contact a listing they cannot read in full (its owner's closed
-- listings are hidden from them), so the checks read the tables as their owner.
create function private.can_contact_listing(p_listing_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.listings l
    where l.id = p_listing_id and l.status = 'active' and l.user_id <> (select auth.uid())
  )
$$;
comment on function private.can_contact_listing(uuid) is 'The listing exists, is active and does not belong to the caller.';

create function private.has_signed_nda(p_listing_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.nda_signatures n
    where n.listing_id = p_listing_id and n.user_id = (select auth.uid())
  )
$$;
comment on function private.has_signed_nda(uuid) is 'The caller signed the NDA of this listing.';

revoke all on function private.can_contact_listing(uuid), private.has_signed_nda(uuid) from public;
grant execute on function private.can_contact_listing(uuid), private.has_signed_nda(uuid)
  to authenticated, service_role;

-- Grants and policies --------------------------------------------------------------------------
alter table public.inquiries enable row level security;
alter table public.nda_signatures enable row level security;
alter table public.unlock_requests enable row level security;
revoke all on table public.inquiries, public.nda_signatures, public.unlock_requests
  from anon, authenticated;

-- Inquiries: a verified user writes as themselves about someone else's active listing; sender,
-- listing owner and admins read; the listing owner changes only the status; admins delete.
grant select, delete on public.inquiries to authenticated;
grant insert (user_id, listing_id, message) on public.inquiries to authenticated;
grant update (status) on public.inquiries to authenticated;

create policy "inquiries: sender, listing owner or admin reads" on public.inquiries
  for select to authenticated
  using (
    (select private.is_admin())
    or ((select private.is_verified()) and user_id = (select auth.uid()))
    or listing_id in (select private.owned_listing_ids())
  );
create policy "inquiries: verified user sends as themselves" on public.inquiries
  for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and (select private.is_verified())
    and private.can_contact_listing(listing_id)
  );
create policy "inquiries: listing owner updates status" on public.inquiries
  for update to authenticated
  using (listing_id in (select private.owned_listing_ids()))
  with check (listing_id in (select private.owned_listing_ids()));
create policy "inquiries: admin deletes" on public.inquiries
  for delete to authenticated
  using ((select private.is_admin()));

-- NDA signatures: a verified investor signs for themselves; signer, listing owner, admins read.
grant select, delete on public.nda_signatures to authenticated;
grant insert (user_id, listing_id, signer_name) on public.nda_signatures to authenticated;

create policy "nda_signatures: signer, listing owner or admin reads" on public.nda_signatures
  for select to authenticated
  using (
    (select private.is_admin())
    or ((select private.is_verified()) and user_id = (select auth.uid()))
    or listing_id in (select private.owned_listing_ids())
  );
create policy "nda_signatures: verified investor signs for themselves" on public.nda_signatures
  for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and (select private.is_verified())
    and (select private.current_app_role()) = 'investor'
    and private.can_contact_listing(listing_id)
  );
create policy "nda_signatures: admin deletes" on public.nda_signatures
  for delete to authenticated
  using ((select private.is_admin()));

-- Unlock requests: a verified investor with a signed NDA asks for themselves; requester, listing
-- owner and admins read; only admins decide (public.decide_unlock_request()).
grant select, delete on public.unlock_requests to authenticated;
grant insert (user_id, listing_id) on public.unlock_requests to authenticated;

create policy "unlock_requests: requester, listing owner or admin reads" on public.unlock_requests
  for select to authenticated
  using (
    (select private.is_admin())
    or ((select private.is_verified()) and user_id = (select auth.uid()))
    or listing_id in (select private.owned_listing_ids())
  );
create policy "unlock_requests: verified investor with NDA requests" on public.unlock_requests
  for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and (select private.is_verified())
    and (select private.current_app_role()) = 'investor'
    and private.has_signed_nda(listing_id)
    and private.can_contact_listing(listing_id)
  );
create policy "unlock_requests: admin deletes" on public.unlock_requests
  for delete to authenticated
  using ((select private.is_admin()));

-- Triggers -------------------------------------------------------------------------------------
create trigger inquiries_set_updated_at before update on public.inquiries
  for each row execute function private.set_updated_at();

-- RPCs -----------------------------------------------------------------------------------------
create function public.decide_unlock_request(p_request_id uuid, p_approve boolean)
returns public.unlock_requests
language plpgsql security definer set search_path = '' as $$
declare
  v_row public.unlock_requests;
begin
  perform private.require_admin();
  if p_approve is null then
    raise exception 'Missing required fields: approve' using errcode = '22023';
  end if;
  select * into v_row from public.unlock_requests where id = p_request_id for update;
  if not found then
    raise exception 'Unlock request not found' using errcode = 'PT404';
  end if;
  if v_row.status <> 'pending' then
    raise exception 'Unlock request already decided' using errcode = '22023';
  end if;
  update public.unlock_requests set
    status = case when p_approve then 'approved'::public.unlock_status else 'rejected'::public.unlock_status end,
    decided_at = now(),
    decided_by = (select auth.uid())
  where id = p_request_id
  returning * into v_row;
  return v_row;
end;
$$;
comment on function public.decide_unlock_request(uuid, boolean) is 'Admin only: approve or reject a pending unlock request.';

-- The seller sees who is interested. Profiles are readable by their owner and admins only, so a
-- listing owner could see the inquiries, NDAs and unlock requests on their listings but not who
-- sent them. This reads public.profiles as its owner (security definer) and therefore checks the
-- caller itself: verified account, and only listings whose user_id is the caller.
create function public.my_listing_counterparties()
returns table (
  listing_id uuid,
  user_id uuid,
  name text,
  email text,
  inquired boolean,
  nda_signed boolean,
  unlock_status public.unlock_status
)
language plpgsql stable security definer set search_path = '' as $$
declare
  v_uid uuid := private.verified_caller();
begin
  return query
  with own as (
    select l.id from public.listings l where l.user_id = v_uid
  ),
  parties as (
    select i.listing_id, i.user_id from public.inquiries i where i.listing_id in (select own.id from own)
    union
    select n.listing_id, n.user_id from public.nda_signatures n where n.listing_id in (select own.id from own)
    union
    select u.listing_id, u.user_id from public.unlock_requests u where u.listing_id in (select own.id from own)
  )
  select
    pa.listing_id,
    pa.user_id,
    p.name,
    p.email,
    exists (select 1 from public.inquiries i where i.listing_id = pa.listing_id and i.user_id = pa.user_id),
    exists (select 1 from public.nda_signatures n where n.listing_id = pa.listing_id and n.user_id = pa.user_id),
    -- The latest request decides (after a rejection the investor may ask again).
    (select u.status from public.unlock_requests u
      where u.listing_id = pa.listing_id and u.user_id = pa.user_id
      order by u.created_at desc, u.id desc limit 1)
  from parties pa
  join public.profiles p on p.id = pa.user_id
  where pa.user_id <> v_uid
  order by pa.listing_id, p.name, pa.user_id;
end;
$$;
comment on function public.my_listing_counterparties() is
  'Seller dashboard: for each of the verified caller''s own listings, the users who inquired, signed the NDA or requested an unlock, with their name and email, whether they inquired / signed, and the status of their latest unlock request (null if none). Other callers get an error (not verified) or no rows (no own listings).';

revoke all on function public.decide_unlock_request(uuid, boolean), public.my_listing_counterparties()
  from public, anon, authenticated;
grant execute on function public.decide_unlock_request(uuid, boolean), public.my_listing_counterparties()
  to authenticated, service_role;
