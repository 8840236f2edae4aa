-- Performance: browsing active listings (the discover page) under row-level security.
--
-- Under RLS a request's filter may become an index condition only when its operator is leakproof;
-- enum equality (enum_eq) and ILIKE are not, so `status = 'active'`, `industry = …` etc. from the
-- request cannot drive the (status, …, created_at) indexes, and Postgres read the whole table
-- (Seq Scan + sort, ~150 ms at 100,000 listings; see bench/results.md). A partial index's
-- predicate may be proven from any qual, though, so this index gives the discover query an
-- ordered scan over the active listings that stops after one page, with the filters checked on
-- the way. The included columns are those the listings policy and the filters read, so the
-- `count=exact` of the page (and the page itself, for the policy check) is an index-only scan
-- instead of a sequential scan of the table.
create index listings_active_created_idx on public.listings (created_at desc, id desc)
  include (user_id, status, industry, revenue, location)
  where status = 'active';
comment on index public.listings_active_created_idx is
  'Discover under RLS: active listings newest first, covering the policy and filter columns (index-only counts).';
