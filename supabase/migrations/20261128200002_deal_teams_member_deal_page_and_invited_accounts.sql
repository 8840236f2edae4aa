-- Issue 34, deal teams (second part of 20261127465001): the two functions that migrations after
-- that one's number (20261127700001, 20261127800001) redefined, so they are replaced here, after
-- them, from the declared schema:
--   * public.deal_overview(): active members of a side's team read the deal page as their side
--     (viewer_role = private.my_deal_side()); a member of the buyer's team reads the title and the
--     details by the buyer's deal (private.may_read_confidential()), never more.
--   * private.handle_new_user(): an account made by a deal-team invitation (Auth's admin invite,
--     for an address with an open invitation) is created without the sign-up form's consent; its
--     owner accepts the terms of use with the invitation (public.accept_deal_invitation()).
--
-- Objects that change [fingerprint before]:
--   function private.handle_new_user() [was 1428aad549b7]
--   function public.deal_overview(p_deal_id uuid) [was dd4cc7a704ad]

SET local check_function_bodies = off;

CREATE OR REPLACE FUNCTION private.handle_new_user()
  RETURNS TRIGGER
  LANGUAGE plpgsql
  SECURITY DEFINER
  SET search_path TO ''
  AS $function$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  v_role public.app_role;
  v_name text := left(nullif(private.squish(meta ->> 'name'), ''), 200);
  v_phone text := left(nullif(private.squish(meta ->> 'phone_number'), ''), 50);
  v_language public.app_language := case meta ->> 'language' when 'de' then 'de' else 'en' end;
  v_terms text := meta ->> 'terms_version';
  v_privacy text := meta ->> 'privacy_version';
  v_consented boolean;
begin
  -- A self-service sign-up arrives unconfirmed (confirmations are on) and must carry the accepted
  -- versions of the current terms and privacy policy; an account the operator creates already
  -- confirmed (admin API, seed) had no form to accept.
  v_consented := v_terms = private.current_terms_version()
    and v_privacy = private.current_privacy_version();
  -- An account made by a deal team's invitation (Auth's admin invite, for an address with an open
  -- invitation) had no form either: its owner accepts the terms with the invitation
  -- (public.accept_deal_invitation()).
  if new.email_confirmed_at is null and not coalesce(v_consented, false) and not exists (
    select 1 from public.deal_members m
    where m.email = lower(new.email) and m.status = 'invited'::public.deal_member_status
  ) then
    raise exception 'consent_required: the terms of use (%) and the privacy policy (%) must be accepted',
      private.current_terms_version(), private.current_privacy_version()
      using errcode = 'check_violation';
  end if;
  v_role := case meta ->> 'role'
    when 'investor' then 'investor'::public.app_role
    when 'company' then 'company'::public.app_role
    else 'scout'::public.app_role
  end;
  insert into public.profiles (id, name, email, phone_number, role, verification_status, submitted_at, language,
    terms_version, privacy_version, consented_at)
  values (
    new.id,
    coalesce(v_name, nullif(split_part(coalesce(new.email, ''), '@', 1), ''), 'User'),
    coalesce(new.email, ''),
    v_phone,
    v_role,
    'pending',
    now(),
    v_language,
    case when v_consented then v_terms end,
    case when v_consented then v_privacy end,
    case when v_consented then now() end
  );
  return new;
end;
$function$;

CREATE OR REPLACE FUNCTION public.deal_overview (
  p_deal_id uuid
)
  RETURNS TABLE (
    id                     uuid,
    listing_id             uuid,
    buyer_id               uuid,
    stage                  public.deal_stage,
    created_at             timestamp with time zone,
    stage_changed_at       timestamp with time zone,
    nda_signed_at          timestamp with time zone,
    access_requested_at    timestamp with time zone,
    access_decided_at      timestamp with time zone,
    viewer_role            text,
    buyer_name             text,
    buyer_email            text,
    listing_type           public.listing_type,
    industry               public.industry,
    revenue                public.revenue_range,
    location               public.location,
    asking_price_eur       bigint,
    anonymized_description text,
    listing_status         public.listing_status,
    title                  text,
    description            text,
    full_details           text,
    invoice_id             uuid,
    invoice_number         text,
    events                 jsonb,
    exclusive_until        timestamp with time zone,
    paused_until           timestamp with time zone,
    offers                 jsonb,
    stale_since            timestamp with time zone
  )
  LANGUAGE plpgsql
  STABLE
  SECURITY DEFINER
  SET search_path TO ''
  AS $function$
declare
  v_uid uuid := private.verified_caller();
  -- A team member sees the deal as their side does (private.my_deal_side()).
  v_side public.deal_side := private.my_deal_side(p_deal_id);
begin
  if not (private.is_deal_party(p_deal_id) or v_side is not null) then
    raise exception 'Deal not found' using errcode = 'PT404';
  end if;
  return query
  select d.id, d.listing_id, d.buyer_id, d.stage, d.created_at, d.stage_changed_at, d.nda_signed_at,
    d.access_requested_at, d.access_decided_at,
    coalesce(v_side::text, 'admin'),
    case when d.buyer_id <> v_uid then p.name end,
    case when d.buyer_id <> v_uid and ((select private.is_admin()) or private.buyer_contact_visible(d.id, d.stage))
      then p.email end,
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
    select case
      when v_side is distinct from 'buyer' then true
      -- The buyer's own deal, as an investor; a member of the buyer's team by the buyer's deal.
      when d.buyer_id = v_uid then (select private.current_app_role()) = 'investor'
        and private.may_read_confidential(d.stage, d.listing_id, d.buyer_id)
      else private.may_read_confidential(d.stage, d.listing_id, d.buyer_id)
    end as ok
  ) readable
  where d.id = p_deal_id;
end;
$function$;

COMMENT ON FUNCTION "private"."handle_new_user"() IS 'AFTER INSERT on auth.users: creates the profile from raw_user_meta_data (name, phone_number, role among scout/investor/company, default scout; language en/de, default en; terms_version and privacy_version, required to equal the current versions for an unconfirmed self sign-up unless the address has an open deal-team invitation, whose acceptance records them), pending.';

COMMENT ON FUNCTION "public"."deal_overview"(uuid) IS 'The deal page: the deal, its listing''s teaser, the title and details when the caller may read them (owner, admin, buyer whose stage grants access and who is not paused by another buyer''s exclusivity, and the active members of each side''s team as their side: viewer_role is the caller''s side, private.my_deal_side()), the buyer''s name for the owner and admins (the buyer''s email only once access was granted, private.buyer_contact_visible(); always for admins), the invoice for the buyer, the history, the deal''s offers (newest first), its exclusive_until while in exclusivity, paused_until: the end of another buyer''s running exclusivity, and since when a request is stale. Non-parties get 404.';

