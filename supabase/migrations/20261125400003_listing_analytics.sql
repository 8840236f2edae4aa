-- Issue 19: seller analytics per listing, for its owner alone, from the data: views (the existing
-- public.listing_views, written by record_listing_view() when a verified user opens a teaser;
-- counted once per viewer and day), inquiries (deals created), NDAs, access granted and offers
-- (public.deal_events: to_stage nda_signed, access_granted, offer_submitted). A funnel (distinct
-- viewers and deals that reached each step, all time) and a weekly series (events per ISO week,
-- Monday to Sunday in UTC, the last p_weeks weeks including the current one).

create function public.listing_analytics(p_listing_id uuid, p_weeks integer default 12)
returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  v_uid uuid := (select private.verified_caller());
  v_weeks integer := least(greatest(coalesce(p_weeks, 12), 1), 52);
  v_first date := (date_trunc('week', now() at time zone 'UTC') - make_interval(weeks => v_weeks - 1))::date;
  v_funnel jsonb;
  v_series jsonb;
begin
  -- Owner only (not even admins: these are the seller's figures). The same answer for a listing
  -- that does not exist and one of somebody else, so ids cannot be probed.
  if not exists (select 1 from public.listings l where l.id = p_listing_id and l.user_id = v_uid) then
    raise exception 'Company not found' using errcode = 'PT404';
  end if;

  with deal_steps as (
    select e.deal_id, e.to_stage, e.from_stage, e.occurred_at
    from public.deals d
    join public.deal_events e on e.deal_id = d.id
    where d.listing_id = p_listing_id
  )
  select jsonb_build_object(
    'views', (select count(distinct (v.user_id, (v.viewed_at at time zone 'UTC')::date))
      from public.listing_views v where v.listing_id = p_listing_id),
    'viewers', (select count(distinct v.user_id) from public.listing_views v where v.listing_id = p_listing_id),
    'inquiries', (select count(*) from public.deals d where d.listing_id = p_listing_id),
    'ndas', (select count(distinct s.deal_id) from deal_steps s where s.to_stage = 'nda_signed'),
    'access', (select count(distinct s.deal_id) from deal_steps s where s.to_stage = 'access_granted'),
    'offers', (select count(distinct s.deal_id) from deal_steps s where s.to_stage = 'offer_submitted')
  ) into v_funnel;

  with weeks as (
    select w::date as week from generate_series(v_first, (now() at time zone 'UTC')::date, interval '1 week') w
  ),
  view_days as (
    select distinct v.user_id, (v.viewed_at at time zone 'UTC')::date as day
    from public.listing_views v
    where v.listing_id = p_listing_id and v.viewed_at >= v_first::timestamp at time zone 'UTC'
  ),
  steps as (
    select e.to_stage, e.from_stage, (e.occurred_at at time zone 'UTC')::date as day
    from public.deals d
    join public.deal_events e on e.deal_id = d.id
    where d.listing_id = p_listing_id and e.occurred_at >= v_first::timestamp at time zone 'UTC'
  )
  select jsonb_agg(jsonb_build_object(
      'week', w.week,
      'views', (select count(*) from view_days vd where vd.day >= w.week and vd.day < w.week + 7),
      'inquiries', (select count(*) from steps s where s.from_stage is null and s.day >= w.week and s.day < w.week + 7),
      'ndas', (select count(*) from steps s where s.to_stage = 'nda_signed' and s.day >= w.week and s.day < w.week + 7),
      'access', (select count(*) from steps s where s.to_stage = 'access_granted' and s.day >= w.week and s.day < w.week + 7),
      'offers', (select count(*) from steps s where s.to_stage = 'offer_submitted' and s.day >= w.week and s.day < w.week + 7)
    ) order by w.week)
  into v_series
  from weeks w;

  return jsonb_build_object('funnel', v_funnel, 'weeks', coalesce(v_series, '[]'::jsonb));
end;
$$;
comment on function public.listing_analytics(uuid, integer) is
  'Owner of the listing only: funnel (views once per viewer and day, viewers, inquiries = deals, NDAs, access granted, offers; distinct deals) and the same per week for the last p_weeks (1-52, default 12) ISO weeks in UTC.';
revoke all on function public.listing_analytics(uuid, integer) from public, anon, authenticated;
grant execute on function public.listing_analytics(uuid, integer) to authenticated, service_role;
