-- Grants and row-level security. anon gets nothing on these tables; authenticated gets only the
-- operations and columns the rules allow, and the policies decide the rows. One policy per table
-- and operation, `to authenticated`, helpers called as `(select private.fn())` (evaluated once per
-- statement). Writes without a policy (or without a grant) are refused.

alter table public.profiles enable row level security;
alter table public.billing_info enable row level security;
alter table public.listings enable row level security;
alter table public.listing_details enable row level security;
alter table public.inquiries enable row level security;
alter table public.nda_signatures enable row level security;
alter table public.unlock_requests enable row level security;
alter table public.messages enable row level security;
alter table public.listing_views enable row level security;
alter table public.newsletter_subscriptions enable row level security;

revoke all on table public.profiles, public.billing_info, public.listings, public.listing_details,
  public.inquiries, public.nda_signatures, public.unlock_requests, public.messages,
  public.listing_views, public.newsletter_subscriptions
  from anon, authenticated;

-- Profiles: own row (admins: all); a user changes only name, phone number and the banner flag.
grant select on public.profiles to authenticated;
grant update (name, phone_number, has_seen_profile_banner) on public.profiles to authenticated;

create policy "profiles: own or admin can read" on public.profiles
  for select to authenticated
  using (id = (select auth.uid()) or (select private.is_admin()));
create policy "profiles: verified owner updates own" on public.profiles
  for update to authenticated
  using (id = (select auth.uid()) and (select private.is_verified()))
  with check (id = (select auth.uid()));

-- Billing info: its verified owner and admins.
grant select, delete on public.billing_info to authenticated;
grant insert (user_id, company_name, company_email, responsible_person, phone_number, uid_number,
  street_address, city, postal_code, country) on public.billing_info to authenticated;
grant update (company_name, company_email, responsible_person, phone_number, uid_number,
  street_address, city, postal_code, country) on public.billing_info to authenticated;

create policy "billing_info: owner or admin can read" on public.billing_info
  for select to authenticated
  using ((select private.is_admin()) or (user_id = (select auth.uid()) and (select private.is_verified())));
create policy "billing_info: verified owner inserts own" on public.billing_info
  for insert to authenticated
  with check (user_id = (select auth.uid()) and (select private.is_verified()));
create policy "billing_info: owner or admin updates" on public.billing_info
  for update to authenticated
  using ((select private.is_admin()) or (user_id = (select auth.uid()) and (select private.is_verified())))
  with check ((select private.is_admin()) or (user_id = (select auth.uid()) and (select private.is_verified())));
create policy "billing_info: owner or admin deletes" on public.billing_info
  for delete to authenticated
  using ((select private.is_admin()) or (user_id = (select auth.uid()) and (select private.is_verified())));

-- Listings: verified users read the active ones, owners also their closed ones, admins all.
-- Created only through public.create_listing(); owners change the teaser and the status
-- (close/reopen), never user_id, user_role or success_fee_eur (public.close_listing(), admins).
grant select, delete on public.listings to authenticated;
grant update (type, industry, revenue, employees, location, price, anonymized_description,
  market_position, patents, status) on public.listings to authenticated;

create policy "listings: verified users read active, owners their own" on public.listings
  for select to authenticated
  using (
    (select private.is_admin())
    or ((select private.is_verified()) and (status = 'active' or user_id = (select auth.uid())))
  );
create policy "listings: owner or admin updates" on public.listings
  for update to authenticated
  using ((select private.is_admin()) or ((select private.is_verified()) and user_id = (select auth.uid())))
  with check ((select private.is_admin()) or ((select private.is_verified()) and user_id = (select auth.uid())));
create policy "listings: owner or admin deletes" on public.listings
  for delete to authenticated
  using ((select private.is_admin()) or ((select private.is_verified()) and user_id = (select auth.uid())));

-- Listing details: owner, admins, and investors with a signed NDA and an approved unlock.
grant select on public.listing_details to authenticated;
grant update (title, description, full_details) on public.listing_details to authenticated;

create policy "listing_details: owner, admin or unlocked investor reads" on public.listing_details
  for select to authenticated
  using ((select private.is_admin()) or listing_id in (select private.readable_detail_listing_ids()));
create policy "listing_details: owner or admin updates" on public.listing_details
  for update to authenticated
  using ((select private.is_admin()) or listing_id in (select private.owned_listing_ids()))
  with check ((select private.is_admin()) or listing_id in (select private.owned_listing_ids()));

-- Inquiries: a verified user writes as themselves about someone else's active listing; sender,
-- listing owner and admins read; the listing owner changes only the status; admins delete.
grant select, delete on public.inquiries to authenticated;
grant insert (user_id, listing_id, message) on public.inquiries to authenticated;
grant update (status) on public.inquiries to authenticated;

create policy "inquiries: sender, listing owner or admin reads" on public.inquiries
  for select to authenticated
  using (
    (select private.is_admin())
    or ((select private.is_verified()) and user_id = (select auth.uid()))
    or listing_id in (select private.owned_listing_ids())
  );
create policy "inquiries: verified user sends as themselves" on public.inquiries
  for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and (select private.is_verified())
    and private.can_contact_listing(listing_id)
  );
create policy "inquiries: listing owner updates status" on public.inquiries
  for update to authenticated
  using (listing_id in (select private.owned_listing_ids()))
  with check (listing_id in (select private.owned_listing_ids()));
create policy "inquiries: admin deletes" on public.inquiries
  for delete to authenticated
  using ((select private.is_admin()));

-- NDA signatures: a verified investor signs for themselves; signer, listing owner, admins read.
grant select, delete on public.nda_signatures to authenticated;
grant insert (user_id, listing_id, signer_name) on public.nda_signatures to authenticated;

create policy "nda_signatures: signer, listing owner or admin reads" on public.nda_signatures
  for select to authenticated
  using (
    (select private.is_admin())
    or ((select private.is_verified()) and user_id = (select auth.uid()))
    or listing_id in (select private.owned_listing_ids())
  );
create policy "nda_signatures: verified investor signs for themselves" on public.nda_signatures
  for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and (select private.is_verified())
    and (select private.current_app_role()) = 'investor'
    and private.can_contact_listing(listing_id)
  );
create policy "nda_signatures: admin deletes" on public.nda_signatures
  for delete to authenticated
  using ((select private.is_admin()));

-- Unlock requests: a verified investor with a signed NDA asks for themselves; requester, listing
-- owner and admins read; only admins decide (public.decide_unlock_request()).
grant select, delete on public.unlock_requests to authenticated;
grant insert (user_id, listing_id) on public.unlock_requests to authenticated;

create policy "unlock_requests: requester, listing owner or admin reads" on public.unlock_requests
  for select to authenticated
  using (
    (select private.is_admin())
    or ((select private.is_verified()) and user_id = (select auth.uid()))
    or listing_id in (select private.owned_listing_ids())
  );
create policy "unlock_requests: verified investor with NDA requests" on public.unlock_requests
  for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and (select private.is_verified())
    and (select private.current_app_role()) = 'investor'
    and private.has_signed_nda(listing_id)
    and private.can_contact_listing(listing_id)
  );
create policy "unlock_requests: admin deletes" on public.unlock_requests
  for delete to authenticated
  using ((select private.is_admin()));

-- Messages: any signed-in user (verified or not) writes as themselves; admins read and delete.
grant select, delete on public.messages to authenticated;
grant insert (user_id, email, subject, body) on public.messages to authenticated;

create policy "messages: admin reads" on public.messages
  for select to authenticated
  using ((select private.is_admin()));
create policy "messages: signed-in user writes as themselves" on public.messages
  for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy "messages: admin deletes" on public.messages
  for delete to authenticated
  using ((select private.is_admin()));

-- Listing views: written by public.record_listing_view(); a user reads their own, admins all.
grant select on public.listing_views to authenticated;

create policy "listing_views: own or admin reads" on public.listing_views
  for select to authenticated
  using ((select private.is_admin()) or ((select private.is_verified()) and user_id = (select auth.uid())));

-- Newsletter: written by public.subscribe_newsletter(); admins read and delete.
grant select, delete on public.newsletter_subscriptions to authenticated;

create policy "newsletter_subscriptions: admin reads" on public.newsletter_subscriptions
  for select to authenticated
  using ((select private.is_admin()));
create policy "newsletter_subscriptions: admin deletes" on public.newsletter_subscriptions
  for delete to authenticated
  using ((select private.is_admin()));
