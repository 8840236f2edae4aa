-- buyers: Buyers' investment profiles and proofs of buying capacity.
--
-- The current text of this subject (supabase/schemas/README.md). Change the database by editing
-- this file and running `npm run db:diff -- <name>`; the migration it writes is reviewed and
-- committed with it.
--
-- From 20261125300001_investment_profiles.sql:
--   Issue 19, buyers worth a seller's time: each buyer's investment profile (what they look for, in
--   the listings' own vocabularies so that matching compares like with like) and their verified
--   buying capacity (a band an admin sets from a proof of funds, valid for six months).
--
--   * public.investment_profiles: one row per user, written by that user only; read by the user,
--     admins, and the owners of listings the user has contacted (a deal exists).
--   * public.buying_capacity: one row per user, the current band. Nobody writes it through the API
--     (no insert/update/delete grant): an admin's review RPC of a later migration sets it.
--   * private.verified_capacity_band(user): the band while it is unexpired, else null. The one rule
--     for "is this buyer verified, and how far" (access requests, matching, the owner's views).
--   * public.listings.required_capacity_band: the minimum verified band an owner asks of those who
--     request access to a listing (enforced by a later migration's trigger on deals).
--
-- From 20261125300002_capacity_notification_kinds.sql:
--   Issue 19: the buyer hears of the admin's decision on their proof of funds. Own file: a value
--   added to an enum cannot be used in the transaction that adds it (20261125300003 uses them).
--   account.*: a decision on the user's own account data, always delivered (like account.verified).
--
-- From 20261125300003_capacity_proofs.sql:
--   Issue 19: verified buying capacity. A buyer uploads a proof of funds (bank or financing letter)
--   into their own folder of the private bucket `capacity-proofs`; the edge function
--   `capacity-proof` checks the file's first bytes (PDF, PNG or JPEG, whatever the upload claimed)
--   and records it for review (public.record_capacity_proof(), service role only); an admin opens it
--   through a short signed URL and decides (public.review_capacity_proof()): a band valid for six
--   months, or a refusal. The buyer hears of it (account.capacity_verified / _rejected).
--
--   Who reads a proof: its buyer and admins (storage.objects policies below); nobody else, not even
--   the owner of a listing the buyer contacts, who sees the band only (public.buying_capacity).
--
-- From 20261125300004_capacity_band_requirement.sql:
--   Issue 19: an owner may require a minimum verified buying capacity for access requests to a
--   listing (public.listings.required_capacity_band, 20261125300001). The database enforces it at the
--   one place every access request passes: the deal's move to access_requested (an unlock request's
--   trigger, move_deal(), a request after a decline), whoever writes it. An expired band counts as
--   none (private.verified_capacity_band()).
--
-- From 20261125300005_investment_profile_upsert.sql:
--   Issue 19: the profile form saves with an upsert (insert ... on conflict do update), which sets
--   every column it sends, user_id included. The policies keep user_id the caller's own.

-- Types -------------------------------------------------------------------------------------------

create type public.capacity_band as enum (
  'under_500k',
  '500k_2m',
  '2m_10m',
  'over_10m'
);
comment on type public.capacity_band is 'Verified buying capacity in EUR, ascending: under 500k, 500k-2M, 2M-10M, over 10M. Set by an admin from a proof of funds.';

create type public.capacity_proof_status as enum (
  'pending',
  'approved',
  'rejected'
);
comment on type public.capacity_proof_status is 'Review state of a proof of funds.';

create type public.investment_deal_type as enum (
  'full_takeover',
  'majority_stake',
  'minority_stake',
  'succession',
  'asset_deal'
);
comment on type public.investment_deal_type is 'Kinds of transaction a buyer considers: the whole company, a majority or minority stake, a succession (Nachfolge), an asset deal.';

create type public.investment_timeframe as enum (
  'immediately',
  'within_6_months',
  'within_12_months',
  'over_12_months'
);
comment on type public.investment_timeframe is 'When a buyer means to close, ascending.';

-- public.investment_profiles ----------------------------------------------------------------------

create table public.investment_profiles (
  user_id uuid not null,
  industries public.industry[] default '{}'::public.industry[] not null,
  locations public.location[] default '{}'::public.location[] not null,
  deal_types public.investment_deal_type[] default '{}'::public.investment_deal_type[] not null,
  revenue_min public.revenue_range,
  revenue_max public.revenue_range,
  employees_min public.employee_range,
  employees_max public.employee_range,
  ticket_min_eur bigint,
  ticket_max_eur bigint,
  ticket_range int8range generated always as (int8range(ticket_min_eur, ticket_max_eur, '[]'::text)) stored,
  equity_share_percent smallint,
  timeframe public.investment_timeframe,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  constraint investment_profiles_pkey PRIMARY KEY (user_id),
  constraint investment_profiles_deal_types_count CHECK ((cardinality(deal_types) <= 5)),
  constraint investment_profiles_employees_order CHECK ((employees_min <= employees_max)),
  constraint investment_profiles_equity_share_range CHECK (((equity_share_percent >= 0) AND (equity_share_percent <= 100))),
  constraint investment_profiles_industries_count CHECK ((cardinality(industries) <= 9)),
  constraint investment_profiles_locations_count CHECK ((cardinality(locations) <= 19)),
  constraint investment_profiles_no_null_elements CHECK (((array_position(industries, NULL::public.industry) IS NULL) AND (array_position(locations, NULL::public.location) IS NULL) AND (array_position(deal_types, NULL::public.investment_deal_type) IS NULL))),
  constraint investment_profiles_revenue_order CHECK ((revenue_min <= revenue_max)),
  constraint investment_profiles_ticket_max_range CHECK (((ticket_max_eur >= 0) AND (ticket_max_eur <= '10000000000'::bigint))),
  constraint investment_profiles_ticket_min_range CHECK (((ticket_min_eur >= 0) AND (ticket_min_eur <= '10000000000'::bigint))),
  constraint investment_profiles_ticket_order CHECK ((ticket_min_eur <= ticket_max_eur))
);
alter table public.investment_profiles add constraint investment_profiles_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(id) ON DELETE CASCADE;
alter table public.investment_profiles enable row level security;
comment on table public.investment_profiles is 'What a buyer looks for (one row per user), in the listings'' vocabularies for matching. Written by the user; read by the user, admins and owners of listings the user contacted.';
comment on column public.investment_profiles.industries is 'Industries of interest (empty: any).';
comment on column public.investment_profiles.locations is 'Locations of interest (empty: any).';
comment on column public.investment_profiles.deal_types is 'Kinds of transaction considered (empty: any).';
comment on column public.investment_profiles.revenue_min is 'Lowest annual revenue range of interest (null: no lower bound).';
comment on column public.investment_profiles.revenue_max is 'Highest annual revenue range of interest (null: no upper bound).';
comment on column public.investment_profiles.employees_min is 'Lowest employee range of interest (null: no lower bound).';
comment on column public.investment_profiles.employees_max is 'Highest employee range of interest (null: no upper bound).';
comment on column public.investment_profiles.ticket_min_eur is 'Smallest ticket (purchase price) in EUR the buyer considers.';
comment on column public.investment_profiles.ticket_max_eur is 'Largest ticket (purchase price) in EUR the buyer considers.';
comment on column public.investment_profiles.ticket_range is 'ticket_min_eur..ticket_max_eur as an inclusive range (generated), for overlap searches.';
comment on column public.investment_profiles.equity_share_percent is 'Share of the ticket the buyer brings as own equity, in percent.';
comment on column public.investment_profiles.timeframe is 'When the buyer means to close.';
revoke all on table public.investment_profiles from anon;
revoke insert, update, truncate, references, trigger, maintain on table public.investment_profiles from authenticated;
grant insert (user_id, industries, locations, deal_types, revenue_min, revenue_max, employees_min, employees_max, ticket_min_eur, ticket_max_eur, equity_share_percent, timeframe) on table public.investment_profiles to authenticated;
grant update (user_id, industries, locations, deal_types, revenue_min, revenue_max, employees_min, employees_max, ticket_min_eur, ticket_max_eur, equity_share_percent, timeframe) on table public.investment_profiles to authenticated;

create index investment_profiles_deal_types_idx on public.investment_profiles using gin (deal_types);

create index investment_profiles_employees_idx on public.investment_profiles (employees_min, employees_max);

-- Matching asks "which profiles accept this industry / location / deal type" (array containment,
-- GIN), and "which ranges hold this revenue / employee count / ticket" (btree on the bounds, GiST
-- on the ticket range).
create index investment_profiles_industries_idx on public.investment_profiles using gin (industries);

create index investment_profiles_locations_idx on public.investment_profiles using gin (locations);

create index investment_profiles_revenue_idx on public.investment_profiles (revenue_min, revenue_max);

create index investment_profiles_ticket_range_idx on public.investment_profiles using gist (ticket_range);

create policy "investment_profiles: owner, admin or contacted seller reads" on public.investment_profiles
  for select to authenticated
  using (
    user_id = (select auth.uid())
    or (select private.is_admin())
    or user_id in (select private.contacted_buyer_ids())
  );

-- What a buyer looks for is a buyer's: sellers and scouts have no investment profile (the UI shows
-- it to investors only; this is the rule behind it).
create policy "investment_profiles: the verified investor writes their own" on public.investment_profiles
  for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and (select private.is_verified())
    and (select private.current_app_role()) = 'investor'
  );

create policy "investment_profiles: the verified investor changes their own" on public.investment_profiles
  for update to authenticated
  using (user_id = (select auth.uid()) and (select private.is_verified()))
  with check (
    user_id = (select auth.uid())
    and (select private.is_verified())
    and (select private.current_app_role()) = 'investor'
  );

create policy "investment_profiles: the user deletes their own" on public.investment_profiles
  for delete to authenticated
  using (user_id = (select auth.uid()));

create trigger investment_profiles_set_updated_at before update on public.investment_profiles
  for each row execute function private.set_updated_at();

-- public.buying_capacity --------------------------------------------------------------------------

create table public.buying_capacity (
  user_id uuid not null,
  band public.capacity_band not null,
  verified_at timestamp with time zone default now() not null,
  verified_by uuid,
  expires_at timestamp with time zone not null,
  proof_id uuid,
  constraint buying_capacity_pkey PRIMARY KEY (user_id),
  constraint buying_capacity_expires_after_verification CHECK ((expires_at > verified_at))
);
alter table public.buying_capacity add constraint buying_capacity_proof_id_fkey FOREIGN KEY (proof_id) REFERENCES public.capacity_proofs(id) ON DELETE SET NULL;
alter table public.buying_capacity add constraint buying_capacity_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(id) ON DELETE CASCADE;
alter table public.buying_capacity add constraint buying_capacity_verified_by_fkey FOREIGN KEY (verified_by) REFERENCES public.profiles(id) ON DELETE SET NULL;
alter table public.buying_capacity enable row level security;
comment on table public.buying_capacity is 'The verified buying capacity of a user (one row per user): the band an admin set from a proof of funds and until when it counts. Written only by the admin review RPC; read by the user, admins and owners of listings the user contacted (never the proof itself).';
comment on column public.buying_capacity.band is 'Capacity band the admin verified.';
comment on column public.buying_capacity.verified_at is 'When the admin decided.';
comment on column public.buying_capacity.verified_by is 'The admin who set the band.';
comment on column public.buying_capacity.expires_at is 'Six months after the decision; from then on the band counts as none (private.verified_capacity_band()).';
comment on column public.buying_capacity.proof_id is 'The proof of funds the band was verified from.';
revoke all on table public.buying_capacity from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.buying_capacity from authenticated;

create index buying_capacity_band_expires_idx on public.buying_capacity (band, expires_at);

create index buying_capacity_proof_id_idx on public.buying_capacity (proof_id);

create index buying_capacity_verified_by_idx on public.buying_capacity (verified_by);

create policy "buying_capacity: owner, admin or contacted listing owner reads" on public.buying_capacity
  for select to authenticated
  using (
    user_id = (select auth.uid())
    or (select private.is_admin())
    or user_id in (select private.contacted_buyer_ids())
  );

-- public.capacity_proofs --------------------------------------------------------------------------

create table public.capacity_proofs (
  id uuid default gen_random_uuid() not null,
  user_id uuid not null,
  object_name text not null,
  file_name text not null,
  content_type text not null,
  size_bytes bigint not null,
  status public.capacity_proof_status default 'pending'::public.capacity_proof_status not null,
  submitted_at timestamp with time zone default now() not null,
  decided_at timestamp with time zone,
  decided_by uuid,
  band public.capacity_band,
  note text,
  constraint capacity_proofs_pkey PRIMARY KEY (id),
  constraint capacity_proofs_object_name_unique UNIQUE (object_name),
  constraint capacity_proofs_content_type_known CHECK ((content_type = ANY (ARRAY['application/pdf'::text, 'image/png'::text, 'image/jpeg'::text]))),
  constraint capacity_proofs_decision CHECK ((((status = 'pending'::public.capacity_proof_status) AND (decided_at IS NULL) AND (band IS NULL)) OR ((status = 'approved'::public.capacity_proof_status) AND (decided_at IS NOT NULL) AND (band IS NOT NULL)) OR ((status = 'rejected'::public.capacity_proof_status) AND (decided_at IS NOT NULL) AND (band IS NULL)))),
  constraint capacity_proofs_file_name_length CHECK (((char_length(file_name) >= 1) AND (char_length(file_name) <= 200))),
  constraint capacity_proofs_note_length CHECK ((char_length(note) <= 1000)),
  constraint capacity_proofs_object_in_own_folder CHECK ((split_part(object_name, '/'::text, 1) = (user_id)::text)),
  constraint capacity_proofs_size_range CHECK (((size_bytes >= 1) AND (size_bytes <= 10485760)))
);
alter table public.capacity_proofs add constraint capacity_proofs_decided_by_fkey FOREIGN KEY (decided_by) REFERENCES public.profiles(id) ON DELETE SET NULL;
alter table public.capacity_proofs add constraint capacity_proofs_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(id) ON DELETE CASCADE;
alter table public.capacity_proofs enable row level security;
comment on table public.capacity_proofs is 'Proofs of funds a buyer submitted (the file is in the private bucket capacity-proofs) and the admin''s decision. Recorded by the capacity-proof edge function after checking the file''s content; decided by public.review_capacity_proof(). Read by the buyer and admins.';
comment on column public.capacity_proofs.object_name is 'Name of the file in the bucket capacity-proofs: `<user id>/<file>`.';
comment on column public.capacity_proofs.file_name is 'The file''s name on the buyer''s computer (shown to the buyer and the admin).';
comment on column public.capacity_proofs.content_type is 'What the file''s first bytes are (checked by the edge function), not what the upload claimed.';
comment on column public.capacity_proofs.band is 'The band the admin verified (approved only).';
comment on column public.capacity_proofs.note is 'The admin''s reason, shown to the buyer (mostly for a refusal).';
revoke all on table public.capacity_proofs from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.capacity_proofs from authenticated;

create index capacity_proofs_decided_by_idx on public.capacity_proofs (decided_by);

create index capacity_proofs_pending_idx on public.capacity_proofs (submitted_at) where status = 'pending';

create index capacity_proofs_user_id_idx on public.capacity_proofs (user_id, submitted_at desc);

create policy "capacity_proofs: the buyer and admins read" on public.capacity_proofs
  for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));

-- Storage bucket capacity-proofs ------------------------------------------------------------------

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'capacity-proofs', 'capacity-proofs', false, 10485760,
  array[
    'application/pdf',
    'image/png',
    'image/jpeg'
  ]
);

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

-- Functions ---------------------------------------------------------------------------------------

create function private.verified_capacity_band(p_user_id uuid) returns public.capacity_band
language plpgsql stable security definer set search_path = '' as $$
begin
  return (
    select c.band from public.buying_capacity c
    where c.user_id = p_user_id and c.expires_at > now()
  );
end;
$$;
comment on function private.verified_capacity_band(p_user_id uuid) is 'The user''s verified buying capacity band while it has not expired; null when unverified or expired.';
revoke all on function private.verified_capacity_band(p_user_id uuid) from public;
grant all on function private.verified_capacity_band(p_user_id uuid) to authenticated, service_role;

create function private.deals_check_capacity_band() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_required public.capacity_band;
  v_band public.capacity_band;
begin
  if new.stage = 'access_requested' and new.stage is distinct from old.stage then
    select l.required_capacity_band into v_required from public.listings l where l.id = new.listing_id;
    if v_required is not null then
      v_band := private.verified_capacity_band(new.buyer_id);
      if v_band is null or v_band < v_required then
        -- The UI recognises the message's start and shows its own text (en/de) with the band in
        -- the hint.
        raise exception 'Verified buying capacity required: this listing admits access requests only from buyers with a verified capacity of at least %', v_required
          using errcode = '42501', hint = v_required::text;
      end if;
    end if;
  end if;
  return new;
end;
$$;
comment on function private.deals_check_capacity_band() is 'BEFORE UPDATE OF stage on deals: asking for access to a listing with required_capacity_band needs an unexpired verified band at least as high.';
revoke all on function private.deals_check_capacity_band() from public;

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
comment on function public.record_capacity_proof(p_user_id uuid, p_object_name text, p_file_name text, p_content_type text) is 'Records an uploaded proof of funds for review. Service role only (the capacity-proof edge function, after checking the file''s content).';
revoke all on function public.record_capacity_proof(p_user_id uuid, p_object_name text, p_file_name text, p_content_type text) from public, anon, authenticated;

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
comment on function public.review_capacity_proof(p_proof_id uuid, p_band public.capacity_band, p_note text) is 'Admin (aal2) decides a pending proof of funds: a band (valid six months, notifies account.capacity_verified) or, with p_band null, a refusal (account.capacity_rejected).';
revoke all on function public.review_capacity_proof(p_proof_id uuid, p_band public.capacity_band, p_note text) from public, anon;
