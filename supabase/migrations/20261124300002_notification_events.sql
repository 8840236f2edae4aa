-- Issue 18: which change notifies whom. One trigger per event, each calling private.notify() in the
-- transaction of its cause (20261124300001_notifications.sql), so a change that rolls back
-- notifies nobody. Kinds are named after the events, not after today's tables: after the deals
-- work is merged, the deal.* triggers below move from inquiries / nda_signatures /
-- unlock_requests to the deals and deal messages tables (same kinds, links to the deal page).
--
--   event                       kind                    cause                                        recipient
--   email confirmed             account.confirmed       auth.users.email_confirmed_at set            the user
--   account verified            account.verified        profiles.verification_status -> verified     the user
--   account rejected            account.rejected        profiles.verification_status -> rejected     the user
--   new inquiry (deal message)  deal.message            insert on inquiries                          listing owner
--   NDA signed                  deal.nda_signed         insert on nda_signatures                     listing owner
--   access requested            deal.access_requested   insert on unlock_requests                    listing owner
--   access granted              deal.access_granted     unlock_requests.status -> approved           requester
--   access declined             deal.access_declined    unlock_requests.status -> rejected           requester
--   deal closed (success fee)   deal.closed             listings.deal_won_at set                     listing owner (the scout)

-- What the texts say about a listing ------------------------------------------------------------
-- The real title for those who may read it (the owner; a buyer whose access was granted), else
-- the teaser's facts (industry, location, revenue), which every verified user sees.
create function private.listing_label(p_listing_id uuid, p_with_title boolean) returns jsonb
language sql stable security definer set search_path = '' as $$
  select jsonb_build_object(
    'listing_id', l.id,
    'listing_title', case when p_with_title then d.title end,
    'industry', l.industry,
    'location', l.location,
    'revenue', l.revenue,
    'listing_type', l.type
  )
  from public.listings l
  left join public.listing_details d on d.listing_id = l.id
  where l.id = p_listing_id
$$;
comment on function private.listing_label(uuid, boolean) is
  'Listing facts for a notification: id, teaser facts, and the title only when the recipient may read it.';
revoke all on function private.listing_label(uuid, boolean) from public;

create function private.profile_name(p_user_id uuid) returns text
language sql stable security definer set search_path = '' as $$
  select p.name from public.profiles p where p.id = p_user_id
$$;
comment on function private.profile_name(uuid) is 'Display name of a user, for the texts of a notification.';
revoke all on function private.profile_name(uuid) from public;

-- account.confirmed ------------------------------------------------------------------------------
create function private.notify_account_confirmed() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.notify(new.id, 'account.confirmed', '/verification-pending');
  return null;
end;
$$;
create trigger notify_account_confirmed after update of email_confirmed_at on auth.users
  for each row when (old.email_confirmed_at is null and new.email_confirmed_at is not null)
  execute function private.notify_account_confirmed();

-- account.verified / account.rejected -----------------------------------------------------------
create function private.notify_account_reviewed() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.verification_status = 'verified' then
    perform private.notify(new.id, 'account.verified', '/dashboard');
  elsif new.verification_status = 'rejected' then
    perform private.notify(new.id, 'account.rejected', '/verification-pending');
  end if;
  return null;
end;
$$;
create trigger notify_account_reviewed after update of verification_status on public.profiles
  for each row when (old.verification_status is distinct from new.verification_status)
  execute function private.notify_account_reviewed();

-- deal.message: a new inquiry is the first message of a deal --------------------------------------
create function private.notify_deal_message() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_owner uuid := (select l.user_id from public.listings l where l.id = new.listing_id);
begin
  if v_owner is not null and v_owner <> new.user_id then
    perform private.notify(
      v_owner, 'deal.message', '/dashboard',
      private.listing_label(new.listing_id, true)
        || jsonb_build_object('from_name', private.profile_name(new.user_id), 'excerpt', left(new.message, 500)),
      'deal:' || new.listing_id || ':' || new.user_id
    );
  end if;
  return null;
end;
$$;
create trigger notify_deal_message after insert on public.inquiries
  for each row execute function private.notify_deal_message();

-- deal.nda_signed --------------------------------------------------------------------------------
create function private.notify_deal_nda_signed() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_owner uuid := (select l.user_id from public.listings l where l.id = new.listing_id);
begin
  if v_owner is not null and v_owner <> new.user_id then
    perform private.notify(
      v_owner, 'deal.nda_signed', '/dashboard',
      private.listing_label(new.listing_id, true)
        || jsonb_build_object('from_name', private.profile_name(new.user_id))
    );
  end if;
  return null;
end;
$$;
create trigger notify_deal_nda_signed after insert on public.nda_signatures
  for each row execute function private.notify_deal_nda_signed();

-- deal.access_requested ----------------------------------------------------------------------------
create function private.notify_deal_access_requested() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_owner uuid := (select l.user_id from public.listings l where l.id = new.listing_id);
begin
  if v_owner is not null and v_owner <> new.user_id then
    perform private.notify(
      v_owner, 'deal.access_requested', '/dashboard',
      private.listing_label(new.listing_id, true)
        || jsonb_build_object('from_name', private.profile_name(new.user_id))
    );
  end if;
  return null;
end;
$$;
create trigger notify_deal_access_requested after insert on public.unlock_requests
  for each row execute function private.notify_deal_access_requested();

-- deal.access_granted / deal.access_declined --------------------------------------------------------
create function private.notify_deal_access_decided() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.status = 'approved' then
    perform private.notify(new.user_id, 'deal.access_granted', '/discover',
      private.listing_label(new.listing_id, true));
  elsif new.status = 'rejected' then
    perform private.notify(new.user_id, 'deal.access_declined', '/discover',
      private.listing_label(new.listing_id, false));
  end if;
  return null;
end;
$$;
create trigger notify_deal_access_decided after update of status on public.unlock_requests
  for each row when (old.status = 'pending' and new.status <> 'pending')
  execute function private.notify_deal_access_decided();

-- deal.closed: the scout learns of the success fee ----------------------------------------------------
create function private.notify_deal_closed() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.notify(new.user_id, 'deal.closed', '/dashboard',
    private.listing_label(new.id, true) || jsonb_build_object('success_fee_eur', new.success_fee_eur));
  return null;
end;
$$;
create trigger notify_deal_closed after update of deal_won_at on public.listings
  for each row when (old.deal_won_at is null and new.deal_won_at is not null)
  execute function private.notify_deal_closed();

revoke all on function private.notify_account_confirmed(), private.notify_account_reviewed(),
  private.notify_deal_message(), private.notify_deal_nda_signed(),
  private.notify_deal_access_requested(), private.notify_deal_access_decided(),
  private.notify_deal_closed()
  from public;
