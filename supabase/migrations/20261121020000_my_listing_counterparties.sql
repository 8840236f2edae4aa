-- The seller sees who is interested. Profiles are readable by their owner and admins only (RLS),
-- so a listing owner could see inquiries, NDA signatures and unlock requests on their listings but
-- not who sent them. This function returns, for the caller's own listings only, every user who
-- inquired, signed the NDA or asked to unlock, with name and email from their profile and what
-- they did. It reads public.profiles as its owner (security definer) and therefore checks the
-- caller itself: verified account, and only listings whose user_id is the caller.

create function public.my_listing_counterparties()
returns table (
  listing_id uuid,
  user_id uuid,
  name text,
  email text,
  inquired boolean,
  nda_signed boolean,
  unlock_status public.unlock_status
)
language plpgsql stable security definer set search_path = '' as $$
declare
  v_uid uuid := (select auth.uid());
begin
  if v_uid is null then
    raise exception 'User not authenticated' using errcode = '42501';
  end if;
  if not (select private.is_verified()) then
    raise exception 'Permission denied: verified account required' using errcode = '42501';
  end if;
  return query
  with own as (
    select l.id from public.listings l where l.user_id = v_uid
  ),
  parties as (
    select i.listing_id, i.user_id from public.inquiries i where i.listing_id in (select own.id from own)
    union
    select n.listing_id, n.user_id from public.nda_signatures n where n.listing_id in (select own.id from own)
    union
    select u.listing_id, u.user_id from public.unlock_requests u where u.listing_id in (select own.id from own)
  )
  select
    pa.listing_id,
    pa.user_id,
    p.name,
    p.email,
    exists (select 1 from public.inquiries i where i.listing_id = pa.listing_id and i.user_id = pa.user_id),
    exists (select 1 from public.nda_signatures n where n.listing_id = pa.listing_id and n.user_id = pa.user_id),
    -- The latest request decides (after a rejection the investor may ask again).
    (select u.status from public.unlock_requests u
      where u.listing_id = pa.listing_id and u.user_id = pa.user_id
      order by u.created_at desc, u.id desc limit 1)
  from parties pa
  join public.profiles p on p.id = pa.user_id
  where pa.user_id <> v_uid
  order by pa.listing_id, p.name, pa.user_id;
end;
$$;
comment on function public.my_listing_counterparties() is
  'Seller dashboard: for each of the verified caller''s own listings, the users who inquired, signed the NDA or requested an unlock, with their name and email, whether they inquired / signed, and the status of their latest unlock request (null if none). Other callers get an error (not verified) or no rows (no own listings).';

revoke all on function public.my_listing_counterparties() from public, anon, authenticated;
grant execute on function public.my_listing_counterparties() to authenticated, service_role;
