-- Performance at 100,000 listings (issue 7, bench/results.md).
--
-- 1. Discover with several filters and a search text. The trigram index alone finds every listing
--    containing the words (thousands at 100,000 listings), and Postgres then reads each of them to
--    check the filters: 20 ms, growing with the table. One GIN index over the search text and the
--    filter columns (btree_gin makes enums indexable by GIN) answers all the conditions together,
--    so only the listings that match everything are read. It covers active listings only, as
--    search_listings() only ever searches those; it replaces the trigram index on all rows.
create extension if not exists btree_gin with schema extensions;

drop index public.listings_search_text_trgm_idx;
create index listings_active_search_idx on public.listings
  using gin (search_text extensions.gin_trgm_ops, industry, revenue, location, type)
  where status = 'active';
comment on index public.listings_active_search_idx is
  'Discover text search: the words (trigrams) and the filters of search_listings() in one index, active listings only.';

-- 2. Admin statistics. Counting listings and inquiries reads the whole table (a sequential scan
--    that grows with the marketplace). Their row counts are kept in a small table by statement-level
--    triggers instead, so the figures cost one lookup. Each write adds to one row per table, which
--    serialises concurrent inserts of the same table for the moment of the update; at this
--    marketplace's write rates that is negligible.
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

revoke all on function private.count_rows() from public, anon, authenticated;

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

-- 3. search_listings() returns one page (p_limit rows, 24 by default), not the 1,000 rows Postgres
--    assumes for a set-returning function. Said so, the planner looks up what PostgREST joins to
--    the page (the cards embed listing_details) by key instead of hashing the whole table.
alter function public.search_listings(text, public.industry, public.revenue_range, public.location,
  public.listing_type, integer, timestamptz, uuid) rows 25;

-- 4. The listing_details policy asks private.readable_detail_listing_ids() once per query. As a
--    SQL function (security definer, so never inlined) its union was planned afresh at every
--    call; PL/pgSQL keeps the plan for the connection, which PostgREST reuses. Same rows, about
--    0.6 ms less for every request that reads listing_details (the discover cards embed it).
create or replace function private.readable_detail_listing_ids() returns setof uuid
language plpgsql stable security definer set search_path = '' as $$
begin
  return query
  select l.id from public.listings l
  where l.user_id = (select auth.uid()) and (select private.is_verified())
  union
  select u.listing_id
  from public.unlock_requests u
  join public.nda_signatures n on n.listing_id = u.listing_id and n.user_id = u.user_id
  where u.user_id = (select auth.uid())
    and u.status = 'approved'
    and (select private.is_verified())
    and (select private.current_app_role()) = 'investor';
end;
$$;

-- 5. The same for the helpers every policy asks (once per query, in an initplan): as SQL functions
--    their one-line queries were planned at every call, as PL/pgSQL their plans are kept.
--    Measured on the discover request at 100,000 listings: RLS adds 0.15 ms instead of 0.5 ms.
create or replace function private.is_admin() returns boolean
language plpgsql stable security definer set search_path = '' as $$
begin
  return exists (select 1 from public.profiles p where p.id = (select auth.uid()) and p.role = 'admin');
end;
$$;

create or replace function private.is_verified() returns boolean
language plpgsql stable security definer set search_path = '' as $$
begin
  return exists (
    select 1 from public.profiles p
    where p.id = (select auth.uid()) and p.verification_status = 'verified'
  );
end;
$$;

create or replace function private.current_app_role() returns public.app_role
language plpgsql stable security definer set search_path = '' as $$
begin
  return (select p.role from public.profiles p where p.id = (select auth.uid()));
end;
$$;
