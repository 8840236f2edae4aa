-- "Not found" errors of the RPCs answered HTTP 500: PostgREST has no status for SQLSTATE P0002.
-- They now raise SQLSTATE PT404, which PostgREST answers with HTTP 404 (same messages).

create or replace function public.set_listing_status(p_listing_id uuid, p_status public.listing_status)
returns public.listings
language plpgsql security invoker set search_path = '' as $$
declare
  v_row public.listings;
begin
  update public.listings set status = p_status where id = p_listing_id returning * into v_row;
  if not found then
    raise exception 'Company not found' using errcode = 'PT404';
  end if;
  return v_row;
end;
$$;

create or replace function public.set_verification(p_user_id uuid, p_status public.verification_status)
returns public.profiles
language plpgsql security definer set search_path = '' as $$
declare
  v_row public.profiles;
begin
  perform private.require_admin();
  if p_status is null then
    raise exception 'Missing required fields: status' using errcode = '22023';
  end if;
  update public.profiles p set
    verification_status = p_status,
    verified_at = case when p_status = 'verified' then now() else p.verified_at end,
    rejected_at = case when p_status = 'rejected' then now() else p.rejected_at end,
    submitted_at = case when p_status = 'pending' then now() else p.submitted_at end
  where p.id = p_user_id
  returning * into v_row;
  if not found then
    raise exception 'User not found' using errcode = 'PT404';
  end if;
  return v_row;
end;
$$;

create or replace function public.decide_unlock_request(p_request_id uuid, p_approve boolean)
returns public.unlock_requests
language plpgsql security definer set search_path = '' as $$
declare
  v_row public.unlock_requests;
begin
  perform private.require_admin();
  if p_approve is null then
    raise exception 'Missing required fields: approve' using errcode = '22023';
  end if;
  select * into v_row from public.unlock_requests where id = p_request_id for update;
  if not found then
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

create or replace function public.close_listing(p_listing_id uuid, p_success_fee_eur integer)
returns public.listings
language plpgsql security definer set search_path = '' as $$
declare
  v_row public.listings;
begin
  perform private.require_admin();
  if p_success_fee_eur is null or p_success_fee_eur not between 0 and 5000 then
    raise exception 'Success fee must be between 0 and 5,000 EUR' using errcode = '22023';
  end if;
  update public.listings set status = 'closed', success_fee_eur = p_success_fee_eur
  where id = p_listing_id
  returning * into v_row;
  if not found then
    raise exception 'Company not found' using errcode = 'PT404';
  end if;
  return v_row;
end;
$$;

create or replace function public.record_listing_view(p_listing_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_uid uuid := (select auth.uid());
  v_listing public.listings;
begin
  if v_uid is null then
    raise exception 'User not authenticated' using errcode = '42501';
  end if;
  if not (select private.is_verified()) then
    raise exception 'Permission denied: verified account required' using errcode = '42501';
  end if;
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
