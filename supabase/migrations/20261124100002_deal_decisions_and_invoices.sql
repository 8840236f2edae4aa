-- Issue 16: the listing's owner decides (admins in their place), the 500 EUR fee becomes a numbered
-- invoice at grant, and the reads of the deal page, the owner's pipeline and the buyer's search.

-- Invoices ------------------------------------------------------------------------------------------
-- Numbers come from a counter row per year, taken in the granting transaction: the row lock makes
-- concurrent grants wait for each other, and a rolled-back grant rolls its number back too, so the
-- numbers have no gaps (a sequence would leave one for every rollback).
create table private.invoice_counters (
  year integer primary key,
  last_number integer not null check (last_number > 0)
);
comment on table private.invoice_counters is 'Last invoice number per year; incremented under its row lock so numbers have no gaps.';
revoke all on table private.invoice_counters from public, anon, authenticated;

create table public.invoices (
  id uuid primary key default gen_random_uuid(),
  number text not null,
  year integer not null,
  sequence_number integer not null,
  deal_id uuid references public.deals (id) on delete set null,
  buyer_id uuid not null references public.profiles (id) on delete cascade,
  listing_id uuid,
  listing_title text not null,
  amount_eur integer not null default 500,
  issued_at timestamptz not null default now(),
  company_name text,
  company_email text,
  responsible_person text,
  phone_number text,
  uid_number text,
  street_address text,
  city text,
  postal_code text,
  country text,
  constraint invoices_number_unique unique (number),
  constraint invoices_year_sequence_unique unique (year, sequence_number),
  constraint invoices_one_per_deal unique (deal_id),
  constraint invoices_amount_eur check (amount_eur = 500),
  constraint invoices_number_format check (number = 'DB-' || year || '-' || lpad(sequence_number::text, 6, '0'))
);
comment on table public.invoices is
  'The 500 EUR access fee, invoiced once per deal when the owner (or an admin) first grants access; numbered DB-<year>-<6 digits> without gaps. '
  'Written only by the database; readable by the buyer and admins. The billing fields are a copy of the buyer''s billing information at that moment.';
comment on column public.invoices.deal_id is 'The deal whose access was granted (null if the deal was deleted; the invoice stays).';
comment on column public.invoices.listing_id is 'The listing (no foreign key: the invoice outlives it).';
comment on column public.invoices.listing_title is 'Title of the listing when access was granted.';
create index invoices_buyer_id_idx on public.invoices (buyer_id, issued_at desc);

alter table public.invoices enable row level security;
revoke all on table public.invoices from anon, authenticated;
grant select on public.invoices to authenticated;
create policy "invoices: buyer or admin reads" on public.invoices
  for select to authenticated
  using ((select private.is_admin()) or ((select private.is_verified()) and buyer_id = (select auth.uid())));

create function private.issue_invoice(p_deal_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_deal public.deals;
  v_year integer := extract(year from (now() at time zone 'UTC'))::integer;
  v_number integer;
begin
  if exists (select 1 from public.invoices i where i.deal_id = p_deal_id) then
    return; -- charged once per deal: granting again after a revocation costs nothing more
  end if;
  select * into v_deal from public.deals where id = p_deal_id;
  insert into private.invoice_counters as c (year, last_number) values (v_year, 1)
  on conflict (year) do update set last_number = c.last_number + 1
  returning c.last_number into v_number;
  insert into public.invoices (number, year, sequence_number, deal_id, buyer_id, listing_id, listing_title,
    company_name, company_email, responsible_person, phone_number, uid_number, street_address, city,
    postal_code, country)
  select 'DB-' || v_year || '-' || lpad(v_number::text, 6, '0'), v_year, v_number, v_deal.id,
    v_deal.buyer_id, v_deal.listing_id, coalesce(ld.title, ''),
    b.company_name, b.company_email, b.responsible_person, b.phone_number, b.uid_number,
    b.street_address, b.city, b.postal_code, b.country
  from (select 1) one
  left join public.listing_details ld on ld.listing_id = v_deal.listing_id
  left join public.billing_info b on b.user_id = v_deal.buyer_id;
end;
$$;
comment on function private.issue_invoice(uuid) is 'Issues the deal''s access-fee invoice with the next number of the year, unless it has one.';

create function private.deals_invoice_on_grant() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.stage = 'access_granted' and old.stage is distinct from 'access_granted' then
    perform private.issue_invoice(new.id);
  end if;
  return null;
end;
$$;
comment on function private.deals_invoice_on_grant() is 'AFTER UPDATE OF stage on deals: granting access issues the fee''s invoice (once per deal).';
revoke all on function private.issue_invoice(uuid), private.deals_invoice_on_grant() from public;

create trigger deals_invoice_on_grant after update of stage on public.deals
  for each row execute function private.deals_invoice_on_grant();

-- Access granted before this migration was charged too (the unlock price was 500 EUR): invoices in
-- the order of the grants.
do $$
declare
  v_deal uuid;
begin
  for v_deal in
    select d.id from public.deals d where private.stage_grants_access(d.stage)
    order by d.access_decided_at nulls first, d.created_at, d.id
  loop
    perform private.issue_invoice(v_deal);
  end loop;
end;
$$;

-- Decisions ---------------------------------------------------------------------------------------
-- The owner of the listing (or an admin) decides a pending request; this replaces the admin-only rule.
create or replace function public.decide_unlock_request(p_request_id uuid, p_approve boolean)
returns public.unlock_requests
language plpgsql security definer set search_path = '' as $$
declare
  v_row public.unlock_requests;
begin
  if (select auth.uid()) is null then
    raise exception 'User not authenticated' using errcode = '42501';
  end if;
  if p_approve is null then
    raise exception 'Missing required fields: approve' using errcode = '22023';
  end if;
  select * into v_row from public.unlock_requests where id = p_request_id for update;
  if not found or not ((select private.is_admin()) or v_row.listing_id in (select private.owned_listing_ids())) then
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
comment on function public.decide_unlock_request(uuid, boolean) is
  'The listing''s owner or an admin approves or rejects a pending access request; the deal moves to access_granted (invoice issued) or declined. Others get 404.';

-- Moves a deal along the stage machine as the caller may:
--   buyer:             access_requested (from nda_signed or declined), offer_submitted, withdrawn
--   owner or admin:    access_granted (a pending request, or again after a revocation), declined,
--                      revoked, in_exclusivity, lost, won
-- The stage machine (private.deals_check_stage()) refuses the transitions it does not know.
create function public.move_deal(p_deal_id uuid, p_stage public.deal_stage)
returns public.deals
language plpgsql security definer set search_path = '' as $$
declare
  v_uid uuid := private.verified_caller();
  v_deal public.deals;
  v_owner boolean;
  v_request uuid;
begin
  if p_stage is null then
    raise exception 'Missing required fields: stage' using errcode = '22023';
  end if;
  select * into v_deal from public.deals where id = p_deal_id for update;
  if not found or not private.is_deal_party(p_deal_id) then
    raise exception 'Deal not found' using errcode = 'PT404';
  end if;
  v_owner := (select private.is_admin()) or private.is_deal_owner(p_deal_id);

  if p_stage in ('access_requested', 'offer_submitted', 'withdrawn') then
    if v_deal.buyer_id <> v_uid then
      raise exception 'Only the buyer can do this' using errcode = '42501';
    end if;
  elsif not v_owner then
    raise exception 'Only the listing''s owner can decide' using errcode = '42501';
  end if;

  if p_stage = 'access_requested' then
    if (select private.current_app_role()) <> 'investor' then
      raise exception 'Only investors can ask for access' using errcode = '42501';
    end if;
    if not private.can_contact_listing(v_deal.listing_id) then
      raise exception 'Company not found' using errcode = 'PT404';
    end if;
    if v_deal.stage not in ('nda_signed', 'declined') then
      raise exception 'A deal cannot move from % to %', v_deal.stage, p_stage using errcode = '22023';
    end if;
    insert into public.unlock_requests (listing_id, user_id) values (v_deal.listing_id, v_deal.buyer_id);
  elsif p_stage in ('access_granted', 'declined') and v_deal.stage = 'access_requested' then
    select u.id into v_request from public.unlock_requests u
    where u.listing_id = v_deal.listing_id and u.user_id = v_deal.buyer_id and u.status = 'pending'
    for update;
    if v_request is null then
      -- Requests made before deals existed are all migrated with their row; this is a safeguard.
      raise exception 'Unlock request not found' using errcode = 'PT404';
    end if;
    update public.unlock_requests set
      status = case when p_stage = 'access_granted' then 'approved'::public.unlock_status else 'rejected'::public.unlock_status end,
      decided_at = now(), decided_by = v_uid
    where id = v_request;
  else
    update public.deals set stage = p_stage,
      access_decided_at = case when p_stage in ('revoked', 'access_granted') then now() else access_decided_at end,
      access_decided_by = case when p_stage in ('revoked', 'access_granted') then v_uid else access_decided_by end
    where id = p_deal_id;
    if p_stage in ('revoked', 'access_granted') then
      perform private.audit('unlock_decided', v_deal.buyer_id, v_deal.listing_id, jsonb_build_object(
        'deal_id', v_deal.id, 'from', v_deal.stage, 'to', p_stage, 'via', private.request_role()));
    end if;
  end if;

  select * into v_deal from public.deals where id = p_deal_id;
  return v_deal;
end;
$$;
comment on function public.move_deal(uuid, public.deal_stage) is
  'Moves a deal: the buyer asks for access, submits an offer or withdraws; the listing''s owner (or an admin) grants, declines, revokes, takes into exclusivity, marks lost or won. '
  'Non-parties get 404; the stage machine refuses transitions it does not allow (22023).';

-- The deal page in one request ----------------------------------------------------------------------
-- Security definer so the owner sees the buyer's name (profiles are private) and the buyer sees the
-- teaser of a listing that has been closed since; it applies the parties rule itself. The title and
-- the confidential description only when the caller may read the details; the owner's identity is
-- never returned to the buyer.
create function public.deal_overview(p_deal_id uuid)
returns table (
  id uuid,
  listing_id uuid,
  buyer_id uuid,
  stage public.deal_stage,
  created_at timestamptz,
  stage_changed_at timestamptz,
  nda_signed_at timestamptz,
  access_requested_at timestamptz,
  access_decided_at timestamptz,
  viewer_role text,
  buyer_name text,
  buyer_email text,
  listing_type public.listing_type,
  industry public.industry,
  revenue public.revenue_range,
  location public.location,
  asking_price_eur bigint,
  anonymized_description text,
  listing_status public.listing_status,
  title text,
  description text,
  full_details text,
  invoice_id uuid,
  invoice_number text,
  events jsonb
)
language plpgsql stable security definer set search_path = '' as $$
declare
  v_uid uuid := private.verified_caller();
begin
  if not private.is_deal_party(p_deal_id) then
    raise exception 'Deal not found' using errcode = 'PT404';
  end if;
  return query
  select d.id, d.listing_id, d.buyer_id, d.stage, d.created_at, d.stage_changed_at, d.nda_signed_at,
    d.access_requested_at, d.access_decided_at,
    case when d.buyer_id = v_uid then 'buyer' when l.user_id = v_uid then 'owner' else 'admin' end,
    case when d.buyer_id <> v_uid then p.name end,
    case when d.buyer_id <> v_uid then p.email end,
    l.type, l.industry, l.revenue, l.location, l.asking_price_eur, l.anonymized_description, l.status,
    case when readable.ok then ld.title end,
    case when readable.ok then ld.description end,
    case when readable.ok then ld.full_details end,
    case when d.buyer_id = v_uid or (select private.is_admin()) then i.id end,
    case when d.buyer_id = v_uid or (select private.is_admin()) then i.number end,
    coalesce((
      select jsonb_agg(jsonb_build_object('from', e.from_stage, 'to', e.to_stage, 'at', e.occurred_at)
        order by e.occurred_at, e.id)
      from public.deal_events e where e.deal_id = d.id
    ), '[]'::jsonb)
  from public.deals d
  join public.listings l on l.id = d.listing_id
  join public.profiles p on p.id = d.buyer_id
  left join public.listing_details ld on ld.listing_id = d.listing_id
  left join public.invoices i on i.deal_id = d.id
  cross join lateral (
    select (d.buyer_id <> v_uid) or (private.stage_grants_access(d.stage)
      and (select private.current_app_role()) = 'investor') as ok
  ) readable
  where d.id = p_deal_id;
end;
$$;
comment on function public.deal_overview(uuid) is
  'The deal page: the deal, its listing''s teaser, the title and details when the caller may read them (owner, admin, buyer whose stage grants access), the buyer''s name for the owner and admins, the invoice for the buyer, and the history. Non-parties get 404.';

-- The owner's pipeline ------------------------------------------------------------------------------
create function public.listing_pipeline(p_listing_id uuid)
returns table (
  deal_id uuid,
  buyer_id uuid,
  buyer_name text,
  buyer_email text,
  stage public.deal_stage,
  created_at timestamptz,
  stage_changed_at timestamptz,
  nda_signed_at timestamptz,
  access_requested_at timestamptz,
  access_decided_at timestamptz
)
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.verified_caller();
  if not ((select private.is_admin()) or p_listing_id in (select private.owned_listing_ids())) then
    raise exception 'Company not found' using errcode = 'PT404';
  end if;
  return query
  select d.id, d.buyer_id, p.name, p.email, d.stage, d.created_at, d.stage_changed_at, d.nda_signed_at,
    d.access_requested_at, d.access_decided_at
  from public.deals d
  join public.profiles p on p.id = d.buyer_id
  where d.listing_id = p_listing_id
  order by d.stage_changed_at desc, d.id;
end;
$$;
comment on function public.listing_pipeline(uuid) is
  'The owner''s (or an admin''s) buyers of one listing: each deal with the buyer''s name and email, stage and dates, latest change first. Others get 404.';

revoke all on function public.move_deal(uuid, public.deal_stage), public.deal_overview(uuid),
  public.listing_pipeline(uuid) from public, anon, authenticated;
grant execute on function public.move_deal(uuid, public.deal_stage), public.deal_overview(uuid),
  public.listing_pipeline(uuid) to authenticated, service_role;

-- Search finds the listings whose title the caller may read -----------------------------------------
-- A listing matches when every word occurs in its teaser text, or (for listings whose details the
-- caller may read: own ones, and deals with access) every word occurs in its title.
create or replace function public.search_listings(
  p_search text default null,
  p_industry public.industry default null,
  p_revenue public.revenue_range default null,
  p_location public.location default null,
  p_type public.listing_type default null,
  p_limit integer default 24,
  p_before_created_at timestamptz default null,
  p_before_id uuid default null
) returns setof public.listings
language plpgsql stable security definer rows 25 set search_path = '' as $$
declare
  v_sql text := 'select l.* from public.listings l where l.status = ''active''';
  v_text text := '';
  v_title text := '';
  v_word text;
  v_pattern text;
  v_title_ids uuid[];
begin
  if not (select private.is_verified()) then
    raise exception 'Permission denied: verified account required' using errcode = '42501';
  end if;
  if p_industry is not null then v_sql := v_sql || ' and l.industry = $1'; end if;
  if p_revenue is not null then v_sql := v_sql || ' and l.revenue = $2'; end if;
  if p_location is not null then v_sql := v_sql || ' and l.location = $3'; end if;
  if p_type is not null then v_sql := v_sql || ' and l.type = $4'; end if;
  -- Every word must occur; LIKE wildcards in the input are taken literally.
  for v_word in
    select w from regexp_split_to_table(lower(left(coalesce(p_search, ''), 200)), '[[:space:]]+') w where w <> ''
  loop
    v_pattern := '%' || replace(replace(replace(v_word, '\', '\\'), '%', '\%'), '_', '\_') || '%';
    v_text := v_text || format(' and l.search_text like %L', v_pattern);
    v_title := v_title || format(' and lower(ld.title) like %L', v_pattern);
  end loop;
  if v_text <> '' then
    -- The readable titles are few (own listings and granted deals): matched first, then by id.
    execute 'select coalesce(array_agg(ld.listing_id), ''{}'') from public.listing_details ld'
      || ' where ld.listing_id in (select private.readable_detail_listing_ids())' || v_title
      into v_title_ids;
    v_sql := v_sql || ' and ((true' || v_text || ') or l.id = any($8))';
  end if;
  if p_before_created_at is not null then
    v_sql := v_sql || ' and (l.created_at, l.id) < ($5, coalesce($6, ''ffffffff-ffff-ffff-ffff-ffffffffffff''::uuid))';
  end if;
  v_sql := v_sql || ' order by l.created_at desc, l.id desc limit $7';
  return query execute v_sql
    using p_industry, p_revenue, p_location, p_type, p_before_created_at, p_before_id,
      least(greatest(coalesce(p_limit, 24), 1), 100), v_title_ids;
end;
$$;
comment on function public.search_listings(text, public.industry, public.revenue_range, public.location,
  public.listing_type, integer, timestamptz, uuid) is
  'Discover: active listings for verified users, newest first, filtered by industry, revenue, location, type and words of the teaser text (anonymized description, industry, location, market position) or, for listings whose details the caller may read, of the title. p_limit 1-100 (default 24); next page: p_before_created_at/p_before_id of the last row.';
