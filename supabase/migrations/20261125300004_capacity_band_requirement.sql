-- Issue 19: an owner may require a minimum verified buying capacity for access requests to a
-- listing (public.listings.required_capacity_band, 20261125300001). The database enforces it at the
-- one place every access request passes: the deal's move to access_requested (an unlock request's
-- trigger, move_deal(), a request after a decline), whoever writes it. An expired band counts as
-- none (private.verified_capacity_band()).

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
comment on function private.deals_check_capacity_band() is
  'BEFORE UPDATE OF stage on deals: asking for access to a listing with required_capacity_band needs an unexpired verified band at least as high.';
revoke all on function private.deals_check_capacity_band() from public;

create trigger deals_check_capacity_band before update of stage on public.deals
  for each row execute function private.deals_check_capacity_band();
