-- Issue 16: search by title, cheaper. The title match of 20261124100002 went through
-- private.readable_detail_listing_ids() (a set function the planner guesses at 1,000 rows); this
-- reads the same two sources directly by their indexes (listings by owner, deals by buyer).

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
    -- The readable titles are few (own listings, and an investor's deals whose stage grants
    -- access: private.stage_grants_access(), the rule of private.readable_detail_listing_ids()),
    -- found through the owner's and the buyer's indexes, matched first, then taken by id.
    execute 'select coalesce(array_agg(t.listing_id), ''{}'') from ('
      || 'select ld.listing_id, ld.title from public.listings l'
      || ' join public.listing_details ld on ld.listing_id = l.id where l.user_id = $1'
      || ' union all '
      || 'select ld.listing_id, ld.title from public.deals d'
      || ' join public.listing_details ld on ld.listing_id = d.listing_id'
      || ' where $2 and d.buyer_id = $1 and private.stage_grants_access(d.stage)'
      || ') t where true' || replace(v_title, 'ld.title', 't.title')
      into v_title_ids
      using (select auth.uid()), (select private.current_app_role()) = 'investor';
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
  'Discover: active listings for verified users, newest first, filtered by industry, revenue, location, type and words of the teaser text (anonymized description, industry, location, market position) or, for listings whose details the caller may read, of the title. p_limit 1-100 (default 24); next page: p_before_created_at/p_before_id of the last row. Title words match only for listings whose details the caller may read (own listings; an investor''s deals with access).';
