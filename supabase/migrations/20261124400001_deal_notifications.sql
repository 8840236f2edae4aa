-- Issues 16 + 18: deal notices come from the deal itself. The first notification triggers
-- (20261124300002) listened to inquiries, NDA signatures and unlock requests, written before the
-- deals existed; now every message of a deal's conversation and every stage change of a deal
-- (public.deal_events, written by the database for each transition) notifies the other side, with
-- a link to the deal's page. Same kinds, same private.notify(), same transaction as the cause.
--
--   event                       kind                    cause                                recipient
--   message in the conversation deal.message            insert on deal_messages              the other side
--   NDA signed                  deal.nda_signed         deal_events.to_stage = nda_signed    listing owner
--   access requested            deal.access_requested   deal_events.to_stage = access_requested  listing owner
--   access granted              deal.access_granted     deal_events.to_stage = access_granted    buyer
--   access declined             deal.access_declined    deal_events.to_stage = declined      buyer
--   access revoked              deal.access_revoked     deal_events.to_stage = revoked       buyer
--
-- What a notice reveals follows the conversation's rule: before the deal grants access, the buyer
-- learns neither the listing's title nor the owner's name.

alter type public.notification_kind add value if not exists 'deal.access_revoked' after 'deal.access_declined';

drop trigger notify_deal_message on public.inquiries;
drop trigger notify_deal_nda_signed on public.nda_signatures;
drop trigger notify_deal_access_requested on public.unlock_requests;
drop trigger notify_deal_access_decided on public.unlock_requests;
drop function private.notify_deal_message();
drop function private.notify_deal_nda_signed();
drop function private.notify_deal_access_requested();
drop function private.notify_deal_access_decided();

-- deal.message: every message, the inquiry included (it becomes the thread's first message) ----------
create function private.notify_deal_message() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_deal public.deals;
  v_owner uuid;
  v_granted boolean;
  v_recipient uuid;
begin
  select d.* into v_deal from public.deals d where d.id = new.deal_id;
  select l.user_id into v_owner from public.listings l where l.id = v_deal.listing_id;
  v_granted := private.stage_grants_access(v_deal.stage);
  v_recipient := case when new.sender_side = 'buyer' then v_owner else v_deal.buyer_id end;
  if v_recipient is null or v_recipient is not distinct from new.sender_id then
    return null;
  end if;
  perform private.notify(
    v_recipient, 'deal.message', '/deals/' || new.deal_id,
    private.listing_label(v_deal.listing_id, new.sender_side = 'buyer' or v_granted)
      || jsonb_build_object(
        'deal_id', new.deal_id,
        -- The owner stays anonymous to the buyer until access is granted.
        'from_name', case when new.sender_side = 'owner' and not v_granted then null
                          else private.profile_name(new.sender_id) end,
        'excerpt', left(new.body, 500)
      ),
    'deal:' || new.deal_id
  );
  return null;
end;
$$;
comment on function private.notify_deal_message() is
  'AFTER INSERT on deal_messages: the other side of the deal hears of the message (deal.message, grouped per deal in emails).';
revoke all on function private.notify_deal_message() from public;
create trigger notify_deal_message after insert on public.deal_messages
  for each row execute function private.notify_deal_message();

-- Stage changes --------------------------------------------------------------------------------------
create function private.notify_deal_stage() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_deal public.deals;
  v_owner uuid;
  v_payload jsonb;
begin
  select d.* into v_deal from public.deals d where d.id = new.deal_id;
  select l.user_id into v_owner from public.listings l where l.id = v_deal.listing_id;
  v_payload := jsonb_build_object('deal_id', new.deal_id);
  case new.to_stage
    when 'nda_signed', 'access_requested' then
      perform private.notify(
        v_owner,
        (case new.to_stage when 'nda_signed' then 'deal.nda_signed' else 'deal.access_requested' end)::public.notification_kind,
        '/deals/' || new.deal_id,
        private.listing_label(v_deal.listing_id, true) || v_payload
          || jsonb_build_object('from_name', private.profile_name(v_deal.buyer_id))
      );
    when 'access_granted' then
      perform private.notify(v_deal.buyer_id, 'deal.access_granted', '/deals/' || new.deal_id,
        private.listing_label(v_deal.listing_id, true) || v_payload);
    when 'declined' then
      perform private.notify(v_deal.buyer_id, 'deal.access_declined', '/deals/' || new.deal_id,
        private.listing_label(v_deal.listing_id, false) || v_payload);
    when 'revoked' then
      perform private.notify(v_deal.buyer_id, 'deal.access_revoked', '/deals/' || new.deal_id,
        private.listing_label(v_deal.listing_id, false) || v_payload);
    else
      null;
  end case;
  return null;
end;
$$;
comment on function private.notify_deal_stage() is
  'AFTER INSERT on deal_events: NDA signed and access requested tell the listing owner; access granted, declined or revoked tell the buyer.';
revoke all on function private.notify_deal_stage() from public;
create trigger notify_deal_stage after insert on public.deal_events
  for each row execute function private.notify_deal_stage();
