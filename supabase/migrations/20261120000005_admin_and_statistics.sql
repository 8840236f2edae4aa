-- Statistics: listing views, each user's dashboard figures and the admin dashboard's figures.
-- (The admin actions live with their subject: set_verification with the accounts, close_listing
-- with the listings, decide_unlock_request with the deals.)

-- Listing views --------------------------------------------------------------------------------
create table public.listing_views (
  id bigint generated always as identity primary key,
  listing_id uuid not null references public.listings (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  viewed_at timestamptz not null default now()
);
comment on table public.listing_views is 'A verified user opened a listing (recorded by public.record_listing_view(); repeated opens within 30 minutes count once). Feeds the dashboard figures.';
create index listing_views_listing_id_idx on public.listing_views (listing_id);
create index listing_views_user_id_idx on public.listing_views (user_id, listing_id, viewed_at desc);

-- Written only by public.record_listing_view(); a user reads their own, admins all.
alter table public.listing_views enable row level security;
revoke all on table public.listing_views from anon, authenticated;
grant select on public.listing_views to authenticated;

create policy "listing_views: own or admin reads" on public.listing_views
  for select to authenticated
  using ((select private.is_admin()) or ((select private.is_verified()) and user_id = (select auth.uid())));

create function public.record_listing_view(p_listing_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_uid uuid := private.verified_caller();
  v_listing public.listings;
begin
  select * into v_listing from public.listings where id = p_listing_id;
  if not found or (v_listing.status <> 'active' and v_listing.user_id <> v_uid and not (select private.is_admin())) then
    raise exception 'Company not found' using errcode = 'PT404';
  end if;
  if v_listing.user_id = v_uid then
    return; -- owners looking at their own listing are not views
  end if;
  if exists (
    select 1 from public.listing_views v
    where v.user_id = v_uid and v.listing_id = p_listing_id and v.viewed_at > now() - interval '30 minutes'
  ) then
    return;
  end if;
  insert into public.listing_views (listing_id, user_id) values (p_listing_id, v_uid);
end;
$$;
comment on function public.record_listing_view(uuid) is
  'Records that the verified caller opened a listing (not their own; repeated opens within 30 minutes count once).';

-- Dashboard figures ----------------------------------------------------------------------------
create function public.my_dashboard_stats()
returns table (
  role public.app_role,
  active_listings integer,
  successful_deals integer,
  total_earnings_eur integer,
  profile_views integer,
  interested_parties integer,
  new_messages integer,
  ndas_signed integer,
  interests integer,
  listings_viewed integer,
  ndas integer,
  views integer
)
language plpgsql stable security definer set search_path = '' as $$
declare
  v_uid uuid := private.verified_caller();
begin
  return query
  with own as (select l.id, l.status, l.success_fee_eur from public.listings l where l.user_id = v_uid)
  select
    (select p.role from public.profiles p where p.id = v_uid),
    (select count(*) from own where own.status = 'active')::integer,
    (select count(*) from own where own.status = 'closed')::integer,
    (select coalesce(sum(own.success_fee_eur), 0) from own where own.status = 'closed')::integer,
    (select count(*) from public.listing_views v where v.listing_id in (select own.id from own))::integer,
    (select count(distinct i.user_id) from public.inquiries i where i.listing_id in (select own.id from own))::integer,
    (select count(*) from public.inquiries i
      where i.listing_id in (select own.id from own) and i.status = 'pending')::integer,
    (select count(*) from public.nda_signatures n where n.listing_id in (select own.id from own))::integer,
    (select count(*) from public.inquiries i where i.user_id = v_uid)::integer,
    (select count(distinct v.listing_id) from public.listing_views v where v.user_id = v_uid)::integer,
    (select count(*) from public.nda_signatures n where n.user_id = v_uid)::integer,
    (select count(*) from public.listing_views v where v.user_id = v_uid)::integer;
end;
$$;
comment on function public.my_dashboard_stats() is
  'Dashboard figures of the verified caller (one row). Scout: active_listings, successful_deals (own closed listings), total_earnings_eur (their success fees), profile_views (views of own listings). '
  'Company: interested_parties (distinct users with inquiries on own listings), new_messages (pending inquiries on own listings), ndas_signed (on own listings), profile_views. '
  'Investor: interests (own inquiries), listings_viewed (distinct listings opened), ndas (own signatures), views (own listing opens).';

revoke all on function public.record_listing_view(uuid), public.my_dashboard_stats()
  from public, anon, authenticated;
grant execute on function public.record_listing_view(uuid), public.my_dashboard_stats()
  to authenticated, service_role;

-- Admin statistics -----------------------------------------------------------------------------
-- Counting listings and inquiries would read the whole tables (growing with the marketplace), so
-- their row counts are kept here by statement-level triggers and the figures cost one lookup.
-- Each write adds to one row per table, which serialises concurrent inserts of the same table for
-- the moment of the update; at this marketplace's write rates that is negligible.
create table private.row_counts (
  table_name text primary key,
  row_count bigint not null check (row_count >= 0)
);
comment on table private.row_counts is
  'Exact row counts of large tables for the admin statistics, kept by triggers (private.count_rows).';
revoke all on table private.row_counts from public, anon, authenticated;

insert into private.row_counts (table_name, row_count)
select 'listings', count(*) from public.listings
union all
select 'inquiries', count(*) from public.inquiries;

create function private.count_rows() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_change bigint := 0;
begin
  -- Each trigger below declares only the transition table of its own event; PL/pgSQL plans a
  -- statement when it first runs, so the other branch's table is never looked up.
  if tg_op = 'INSERT' then
    select count(*) into v_change from inserted_rows;
  elsif tg_op = 'DELETE' then
    select -count(*) into v_change from deleted_rows;
  end if;
  update private.row_counts
     set row_count = case when tg_op = 'TRUNCATE' then 0 else row_count + v_change end
   where table_name = tg_table_name;
  return null;
end;
$$;
comment on function private.count_rows() is
  'AFTER INSERT/DELETE/TRUNCATE (per statement): keeps the table''s count in private.row_counts.';
revoke all on function private.count_rows() from public, anon, authenticated;

create trigger listings_count_inserted after insert on public.listings
  referencing new table as inserted_rows for each statement execute function private.count_rows();
create trigger listings_count_deleted after delete on public.listings
  referencing old table as deleted_rows for each statement execute function private.count_rows();
create trigger listings_count_truncated after truncate on public.listings
  for each statement execute function private.count_rows();
create trigger inquiries_count_inserted after insert on public.inquiries
  referencing new table as inserted_rows for each statement execute function private.count_rows();
create trigger inquiries_count_deleted after delete on public.inquiries
  referencing old table as deleted_rows for each statement execute function private.count_rows();
create trigger inquiries_count_truncated after truncate on public.inquiries
  for each statement execute function private.count_rows();

-- The counts follow the rows however they arrive, also when a bulk load or a replication
-- applier runs with session_replication_role = replica (which skips ordinary triggers).
alter table public.listings enable always trigger listings_count_inserted;
alter table public.listings enable always trigger listings_count_deleted;
alter table public.listings enable always trigger listings_count_truncated;
alter table public.inquiries enable always trigger inquiries_count_inserted;
alter table public.inquiries enable always trigger inquiries_count_deleted;
alter table public.inquiries enable always trigger inquiries_count_truncated;

-- The figures of the admin dashboard in one call (the admin function's "stats" action forwards
-- the admin's token here). Profiles are counted directly (one pass over a table of accounts, not
-- of deals); listings and inquiries come from private.row_counts.
create function public.admin_stats()
returns table (
  total_users bigint,
  total_scouts bigint,
  total_investors bigint,
  total_companies bigint,
  total_listings bigint,
  total_inquiries bigint,
  verified_users bigint,
  pending_users bigint,
  rejected_users bigint
)
language plpgsql stable security definer rows 1 set search_path = '' as $$
begin
  if (select auth.uid()) is null then
    raise exception 'User not authenticated' using errcode = '42501';
  end if;
  if not (select private.is_admin()) then
    raise exception 'Forbidden: admin role required' using errcode = '42501';
  end if;
  return query
  select
    count(*),
    count(*) filter (where p.role = 'scout'),
    count(*) filter (where p.role = 'investor'),
    count(*) filter (where p.role = 'company'),
    (select c.row_count from private.row_counts c where c.table_name = 'listings'),
    (select c.row_count from private.row_counts c where c.table_name = 'inquiries'),
    count(*) filter (where p.verification_status = 'verified'),
    count(*) filter (where p.verification_status = 'pending'),
    count(*) filter (where p.verification_status = 'rejected')
  from public.profiles p;
end;
$$;
comment on function public.admin_stats() is
  'Admin dashboard figures: users by role and verification status, listings and inquiries. Admins only (42501 otherwise).';

revoke all on function public.admin_stats() from public, anon, authenticated;
grant execute on function public.admin_stats() to authenticated;
