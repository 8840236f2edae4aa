-- The deal page in one request, with everything the deal work of this round added to it.
--
-- Two migrations of the same round each recreated deal_overview() from the version before them:
-- 20261125100003 (offers, exclusivity: the details stay hidden from a buyer paused by another
-- buyer's exclusivity) and 20261125500002 (stale_since of the responsiveness work), so the later
-- one lost the offers and the exclusivity rule. This is the function with both: the offers'
-- version plus stale_since.

drop function public.deal_overview(uuid);
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
  events jsonb,
  exclusive_until timestamptz,
  paused_until timestamptz,
  offers jsonb,
  stale_since timestamptz
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
    ), '[]'::jsonb),
    case when d.stage = 'in_exclusivity' then d.exclusive_until end,
    pause.until,
    coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', o.id, 'price_eur', o.price_eur, 'structure', o.structure, 'earn_out_eur', o.earn_out_eur,
        'earn_out_terms', o.earn_out_terms, 'financing', o.financing, 'financing_note', o.financing_note,
        'exclusivity_days', o.exclusivity_days, 'valid_until', o.valid_until, 'status', o.status,
        'expired', o.status = 'open' and o.valid_until < private.berlin_today(),
        'created_at', o.created_at, 'decided_at', o.decided_at) order by o.created_at desc, o.id)
      from public.deal_offers o where o.deal_id = d.id
    ), '[]'::jsonb),
    d.stale_since
  from public.deals d
  join public.listings l on l.id = d.listing_id
  join public.profiles p on p.id = d.buyer_id
  left join public.listing_details ld on ld.listing_id = d.listing_id
  left join public.invoices i on i.deal_id = d.id
  cross join lateral (
    select max(x.exclusive_until) as until from public.deals x
    where x.listing_id = d.listing_id and x.stage = 'in_exclusivity' and x.exclusive_until > now()
      and x.buyer_id <> d.buyer_id
  ) pause
  cross join lateral (
    select (d.buyer_id <> v_uid) or (private.stage_grants_access(d.stage)
      and (select private.current_app_role()) = 'investor' and pause.until is null) as ok
  ) readable
  where d.id = p_deal_id;
end;
$$;
comment on function public.deal_overview(uuid) is
  'The deal page: the deal, its listing''s teaser, the title and details when the caller may read them (owner, admin, buyer whose stage grants access and who is not paused by another buyer''s exclusivity), '
  'the buyer''s name for the owner and admins, the invoice for the buyer, the history, the deal''s offers (newest first), its exclusive_until while in exclusivity, paused_until: the end of another buyer''s running exclusivity, and since when a request is stale. Non-parties get 404.';
revoke all on function public.deal_overview(uuid) from public, anon;
grant execute on function public.deal_overview(uuid) to authenticated, service_role;
