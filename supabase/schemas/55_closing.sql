-- closing: The closing checklist of a DACH deal (share or asset deal) and closing the deal won.
--
-- The current text of this subject (supabase/schemas/README.md). Change the database by editing
-- this file and running `npm run db:diff -- <name>`; the migration it writes is reviewed and
-- committed with it.
--
-- From 20261129400001_closing_checklist.sql:
--   Issue 35, the closing checklist for German and Austrian deals, and "close the deal".
--
--   * Once an LOI is accepted and its exclusivity runs, either principal (the deal's buyer or the
--     listing's owner) starts the deal's closing checklist (public.start_closing_checklist()): the
--     template follows the accepted LOI's structure. Share deal (GmbH shares): notary appointment
--     (date, notary), SPA drafts, conditions precedent, signing before the notary (§ 15 GmbHG),
--     purchase price payment, the updated shareholder list filed by the notary, handover (keys,
--     accounts, customer letters). Asset deal: asset list, purchase agreement drafts, employee
--     notice (§ 613a BGB), contract assignments, conditions precedent, signing, payment, handover.
--     The parties may add their own items.
--   * An item has an owner side, a due date, and moves once from open to done or waived (a
--     waiver needs a reason); the owner side's leads (principals, or members with the lead role)
--     act on it; the purchase price payment is confirmed by the seller alone and never waived.
--     Purchase agreement drafts are uploaded into the data room (its one upload path) and linked
--     to the item, every version kept (public.link_closing_document()).
--   * public.close_deal(): the listing's owner closes the deal once every required item is done
--     or waived; the deal moves to won by the existing path (private.deals_offer_stage_effects():
--     the other deals end as lost, the listing is closed, an admin confirms the scout's success
--     fee). While a checklist is open, no other path moves the deal to won
--     (private.closing_guard_won()).
--   * Written only through these security-definer RPCs (no table grants for writes); every step
--     goes to the audit trail (closing_step) and the other side is told (closing.*).
--
-- From 20261129910001_leads_close_the_deal.sql:
--   Issue 34: leads decide where the principals decide. Starting the checklist (a lead of either
--   side), confirming the purchase price payment and closing the deal (a lead of the seller's
--   side) ask private.decides_for_side(), the rule move_deal(), the offers and the exclusivity
--   clock ask: the principal, or an active lead of that side's team with a verified account.
--   View and contribute members, the other side and a lead whose account is still pending get
--   42501; an invited lead who has not accepted, a removed one and strangers 404.

-- From 20261201000002_side_deals_as_a_set.sql:
--   The closing tables' read policies ask private.my_side_deal_ids() (30_deals.sql) once per
--   statement instead of private.closing_readable() once per row (dropped): a checklist's ten items
--   cost 1.1 ms as the buyer against 0.03 ms as the service role (bench: offers-closing 1.41x, now
--   0.97x). Who reads is unchanged: both sides (principals and active members) and admins.

-- Types -------------------------------------------------------------------------------------------

create type public.closing_item_status as enum (
  'open',
  'done',
  'waived'
);
comment on type public.closing_item_status is 'State of a closing checklist item: open, done (by its owner side), or waived (with a reason). done and waived are final.';

-- public.closing_checklists -----------------------------------------------------------------------

create table public.closing_checklists (
  deal_id uuid not null,
  listing_id uuid not null,
  buyer_id uuid not null,
  structure public.offer_structure not null,
  offer_id uuid not null,
  started_by uuid not null,
  started_at timestamp with time zone default now() not null,
  closed_at timestamp with time zone,
  closed_by uuid,
  constraint closing_checklists_pkey PRIMARY KEY (deal_id),
  constraint closing_checklists_closed CHECK (((closed_at IS NULL) = (closed_by IS NULL)))
);
alter table public.closing_checklists add constraint closing_checklists_deal_id_fkey FOREIGN KEY (deal_id) REFERENCES public.deals(id) ON DELETE CASCADE;
alter table public.closing_checklists add constraint closing_checklists_listing_id_fkey FOREIGN KEY (listing_id) REFERENCES public.listings(id) ON DELETE CASCADE;
alter table public.closing_checklists add constraint closing_checklists_buyer_id_fkey FOREIGN KEY (buyer_id) REFERENCES public.profiles(id) ON DELETE CASCADE;
alter table public.closing_checklists add constraint closing_checklists_offer_id_fkey FOREIGN KEY (offer_id) REFERENCES public.deal_offers(id) ON DELETE CASCADE;
alter table public.closing_checklists add constraint closing_checklists_started_by_fkey FOREIGN KEY (started_by) REFERENCES public.profiles(id) ON DELETE CASCADE;
alter table public.closing_checklists add constraint closing_checklists_closed_by_fkey FOREIGN KEY (closed_by) REFERENCES public.profiles(id) ON DELETE SET NULL;
alter table public.closing_checklists enable row level security;
comment on table public.closing_checklists is 'A deal''s closing checklist (one per deal): started by a principal once an accepted LOI''s exclusivity runs, its template (share or asset deal) from that LOI''s structure; closed_at once the listing''s owner closed the deal won (public.close_deal()). Written only by the closing RPCs; readable by both sides of the deal (private.my_deal_side()) and admins.';
comment on column public.closing_checklists.offer_id is 'The accepted LOI version the checklist was started from (its structure chose the template).';
comment on column public.closing_checklists.closed_at is 'When the deal was closed won through the checklist (null while it runs).';
revoke all on table public.closing_checklists from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.closing_checklists from authenticated;

create index closing_checklists_listing_idx on public.closing_checklists (listing_id);

create index closing_checklists_buyer_idx on public.closing_checklists (buyer_id);

create index closing_checklists_offer_idx on public.closing_checklists (offer_id);

create index closing_checklists_started_by_idx on public.closing_checklists (started_by);

create index closing_checklists_closed_by_idx on public.closing_checklists (closed_by);

-- Who reads a deal's closing: both sides (principals and active team members) and admins.
create policy "closing_checklists: both sides and admins read" on public.closing_checklists
  for select to authenticated
  using ((select private.is_admin()) or deal_id in (select private.my_side_deal_ids()));

-- public.closing_items ----------------------------------------------------------------------------

create table public.closing_items (
  id uuid default gen_random_uuid() not null,
  deal_id uuid not null,
  position integer not null,
  title_key text,
  title text,
  owner_side public.deal_side not null,
  required boolean default true not null,
  due_on date,
  notary_name text,
  status public.closing_item_status default 'open'::public.closing_item_status not null,
  waive_reason text,
  decided_by uuid,
  decided_at timestamp with time zone,
  created_by uuid not null,
  created_at timestamp with time zone default now() not null,
  reminded_at timestamp with time zone,
  overdue_notified_at timestamp with time zone,
  constraint closing_items_pkey PRIMARY KEY (id),
  constraint closing_items_position UNIQUE (deal_id, position),
  constraint closing_items_title CHECK ((((title_key IS NULL) <> (title IS NULL)) AND ((title IS NULL) OR ((char_length(title) >= 1) AND (char_length(title) <= 200) AND (title = btrim(title)))))),
  constraint closing_items_title_key CHECK (((title_key IS NULL) OR (title_key = ANY (ARRAY['notary_appointment'::text, 'spa_draft'::text, 'apa_draft'::text, 'conditions_precedent'::text, 'signing_notary'::text, 'signing'::text, 'payment'::text, 'shareholder_list'::text, 'cp_due_diligence'::text, 'cp_financing'::text, 'cp_approvals'::text, 'asset_list'::text, 'employee_notice'::text, 'contract_assignments'::text, 'handover_keys'::text, 'handover_accounts'::text, 'handover_customer_letters'::text])))),
  constraint closing_items_payment_seller CHECK (((title_key IS DISTINCT FROM 'payment'::text) OR ((owner_side = 'owner'::public.deal_side) AND required AND (status <> 'waived'::public.closing_item_status)))),
  constraint closing_items_notary_name CHECK (((notary_name IS NULL) OR ((char_length(notary_name) >= 1) AND (char_length(notary_name) <= 200)))),
  constraint closing_items_waive_reason CHECK ((((status = 'waived'::public.closing_item_status) = (waive_reason IS NOT NULL)) AND ((waive_reason IS NULL) OR ((char_length(waive_reason) >= 1) AND (char_length(waive_reason) <= 2000))))),
  constraint closing_items_decided CHECK ((((status = 'open'::public.closing_item_status) = (decided_at IS NULL)) AND ((decided_at IS NULL) = (decided_by IS NULL))))
);
alter table public.closing_items add constraint closing_items_deal_id_fkey FOREIGN KEY (deal_id) REFERENCES public.closing_checklists(deal_id) ON DELETE CASCADE;
alter table public.closing_items add constraint closing_items_decided_by_fkey FOREIGN KEY (decided_by) REFERENCES public.profiles(id) ON DELETE SET NULL;
alter table public.closing_items add constraint closing_items_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.profiles(id) ON DELETE CASCADE;
alter table public.closing_items enable row level security;
comment on table public.closing_items is 'The items of a deal''s closing checklist: a template item (title_key, texts in the app''s languages) or the parties'' own (title), the side that owns it, whether closing needs it, its due date (for the notary appointment: the appointment''s date and the notary), and its state: open, then once done or waived (with a reason) by its owner side''s leads, who and when. The purchase price payment is the seller''s to confirm, never waived. Written only by the closing RPCs; done and waived items never change (private.closing_items_immutable()).';
comment on column public.closing_items.title_key is 'A template item''s key (its title in the app''s languages); null for an item the parties added (title).';
comment on column public.closing_items.title is 'The title of an item the parties added (1 to 200 characters); null for template items.';
comment on column public.closing_items.owner_side is 'The side that does it and ticks it off: buyer, or owner (the seller''s side).';
comment on column public.closing_items.required is 'Closing the deal needs it done or waived.';
comment on column public.closing_items.notary_name is 'For the notary appointment: the notary (with due_on the appointment''s date).';
comment on column public.closing_items.reminded_at is 'When both sides were told that the open item is due within 3 days (public.run_closing_reminders(); once per due date: a new date clears it).';
comment on column public.closing_items.overdue_notified_at is 'When both sides were told that the open item''s due date passed (once per due date: a new date clears it).';
comment on column public.closing_items.waive_reason is 'Why the item was waived (1 to 2000 characters): set exactly when waived.';
revoke all on table public.closing_items from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.closing_items from authenticated;

create index closing_items_decided_by_idx on public.closing_items (decided_by);

create index closing_items_created_by_idx on public.closing_items (created_by);

create policy "closing_items: both sides and admins read" on public.closing_items
  for select to authenticated
  using ((select private.is_admin()) or deal_id in (select private.my_side_deal_ids()));

-- BEFORE UPDATE/DELETE: a decided item is history (for every writer, the service role included);
-- an open item changes only its date, notary and decision. A checklist's rows go only with it.
create function private.closing_items_immutable() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'DELETE' then
    if exists (select 1 from public.closing_checklists c where c.deal_id = old.deal_id) then
      raise exception 'A closing item stays in the deal''s history' using errcode = '42501';
    end if;
    return old;
  end if;
  if old.status <> 'open' then
    raise exception 'A closing item that is % does not change', old.status using errcode = '22023';
  end if;
  if (new.id, new.deal_id, new.position, new.title_key, new.title, new.owner_side, new.required, new.created_by, new.created_at)
     is distinct from (old.id, old.deal_id, old.position, old.title_key, old.title, old.owner_side, old.required, old.created_by, old.created_at) then
    raise exception 'A closing item keeps its title, side and place' using errcode = '42501';
  end if;
  return new;
end;
$$;
comment on function private.closing_items_immutable() is 'BEFORE UPDATE/DELETE on closing_items: done and waived items never change; an open item changes only its due date, notary and decision; items are deleted only with their deal.';
revoke all on function private.closing_items_immutable() from public;

create trigger closing_items_immutable before update or delete on public.closing_items
  for each row execute function private.closing_items_immutable();

-- public.closing_item_documents -------------------------------------------------------------------

create table public.closing_item_documents (
  item_id uuid not null,
  document_id uuid not null,
  deal_id uuid not null,
  listing_id uuid not null,
  version_no integer not null,
  linked_by uuid not null,
  created_at timestamp with time zone default now() not null,
  constraint closing_item_documents_pkey PRIMARY KEY (item_id, document_id),
  constraint closing_item_documents_version UNIQUE (item_id, version_no),
  constraint closing_item_documents_version_no CHECK ((version_no >= 1))
);
alter table public.closing_item_documents add constraint closing_item_documents_item_id_fkey FOREIGN KEY (item_id) REFERENCES public.closing_items(id) ON DELETE CASCADE;
alter table public.closing_item_documents add constraint closing_item_documents_document_id_fkey FOREIGN KEY (document_id) REFERENCES public.data_room_documents(id) ON DELETE CASCADE;
alter table public.closing_item_documents add constraint closing_item_documents_deal_id_fkey FOREIGN KEY (deal_id) REFERENCES public.closing_checklists(deal_id) ON DELETE CASCADE;
alter table public.closing_item_documents add constraint closing_item_documents_listing_id_fkey FOREIGN KEY (listing_id) REFERENCES public.listings(id) ON DELETE CASCADE;
alter table public.closing_item_documents add constraint closing_item_documents_linked_by_fkey FOREIGN KEY (linked_by) REFERENCES public.profiles(id) ON DELETE CASCADE;
alter table public.closing_item_documents enable row level security;
comment on table public.closing_item_documents is 'The versions of a closing item''s documents (the purchase agreement drafts): each upload into the data room is linked as the next version (1, 2, …) and kept. A link shows to a side of the deal that reads the document at its tier (private.diligence_document_readable()). Written only by public.link_closing_document().';
comment on column public.closing_item_documents.version_no is 'The draft''s version on this item, in the order of upload (1, 2, …).';
revoke all on table public.closing_item_documents from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.closing_item_documents from authenticated;

create index closing_item_documents_document_idx on public.closing_item_documents (document_id);

create index closing_item_documents_deal_idx on public.closing_item_documents (deal_id);

create index closing_item_documents_listing_idx on public.closing_item_documents (listing_id);

create index closing_item_documents_linked_by_idx on public.closing_item_documents (linked_by);

create policy "closing_item_documents: both sides read documents of their tier" on public.closing_item_documents
  for select to authenticated using (
    ((select private.is_admin()) or deal_id in (select private.my_side_deal_ids()))
    and private.diligence_document_readable(document_id, listing_id)
  );

-- The templates -----------------------------------------------------------------------------------

-- The template items of a structure, in order: key, owner side, days after the signing date (the
-- accepted LOI's target signing date, or the end of the exclusivity), required.
create function private.closing_template(p_structure public.offer_structure)
returns table (title_key text, owner_side public.deal_side, offset_days integer, required boolean)
language sql immutable set search_path = '' as $$
  select t.key, t.side::public.deal_side, t.days, t.required
  from (values
    ('share_deal'::public.offer_structure, 1, 'notary_appointment', 'buyer', -21, true),
    ('share_deal', 2, 'spa_draft', 'owner', -14, true),
    ('share_deal', 3, 'conditions_precedent', 'buyer', -3, true),
    ('share_deal', 4, 'signing_notary', 'buyer', 0, true),
    ('share_deal', 5, 'payment', 'owner', 14, true),
    ('share_deal', 6, 'shareholder_list', 'owner', 21, true),
    ('share_deal', 7, 'handover_keys', 'owner', 14, false),
    ('share_deal', 8, 'handover_accounts', 'owner', 14, false),
    ('share_deal', 9, 'handover_customer_letters', 'owner', 21, false),
    ('asset_deal', 1, 'asset_list', 'owner', -21, true),
    ('asset_deal', 2, 'apa_draft', 'owner', -14, true),
    ('asset_deal', 3, 'employee_notice', 'owner', -7, true),
    ('asset_deal', 4, 'contract_assignments', 'owner', -3, true),
    ('asset_deal', 5, 'conditions_precedent', 'buyer', -3, true),
    ('asset_deal', 6, 'signing', 'buyer', 0, true),
    ('asset_deal', 7, 'payment', 'owner', 14, true),
    ('asset_deal', 8, 'handover_keys', 'owner', 14, false),
    ('asset_deal', 9, 'handover_accounts', 'owner', 14, false),
    ('asset_deal', 10, 'handover_customer_letters', 'owner', 21, false)
  ) as t(structure, pos, key, side, days, required)
  where t.structure = p_structure
  order by t.pos
$$;
comment on function private.closing_template(p_structure public.offer_structure) is 'The closing checklist''s template items of a share deal (notary appointment, SPA draft, conditions precedent, signing before the notary § 15 GmbHG, payment, shareholder list, handover) or an asset deal (asset list, purchase agreement draft, employee notice § 613a BGB, contract assignments, conditions precedent, signing, payment, handover): key, owner side, days from the signing date, required.';
revoke all on function private.closing_template(p_structure public.offer_structure) from public;

-- The deal of a checklist that may still change: locked, stage in_exclusivity with its clock
-- running, checklist started and not closed. Raises otherwise.
create function private.closing_running_deal(p_deal_id uuid) returns public.deals
language plpgsql security definer set search_path = '' as $$
declare
  v_deal public.deals;
  v_list public.closing_checklists;
begin
  select * into v_deal from public.deals where id = p_deal_id for update;
  select * into v_list from public.closing_checklists where deal_id = p_deal_id for update;
  if not found then
    raise exception 'The closing checklist has not been started' using errcode = '22023';
  end if;
  if v_list.closed_at is not null then
    raise exception 'The deal is closed' using errcode = '22023';
  end if;
  if v_deal.stage <> 'in_exclusivity' or v_deal.exclusive_until <= now() then
    raise exception 'The exclusivity has ended' using errcode = '22023';
  end if;
  return v_deal;
end;
$$;
comment on function private.closing_running_deal(p_deal_id uuid) is 'Locks and returns the deal whose closing checklist may change: started, not closed, the deal in_exclusivity with its clock running; raises 22023 otherwise.';
revoke all on function private.closing_running_deal(p_deal_id uuid) from public;

-- The caller acts for a side of the deal with the lead role (principals are leads); raises 404
-- for non-parties and 42501 for members without the lead role.
create function private.closing_lead_side(p_deal_id uuid) returns public.deal_side
language plpgsql stable security definer set search_path = '' as $$
declare
  v_side public.deal_side := private.my_deal_side(p_deal_id);
begin
  perform private.verified_caller();
  if v_side is null then
    raise exception 'Deal not found' using errcode = 'PT404';
  end if;
  if private.my_deal_role(p_deal_id) is distinct from 'lead' then
    raise exception 'Only a lead of the deal''s side can do this' using errcode = '42501';
  end if;
  return v_side;
end;
$$;
comment on function private.closing_lead_side(p_deal_id uuid) is 'The side of the deal on which the verified caller leads (principals, members with the lead role); 404 for non-parties, 42501 for other members.';
revoke all on function private.closing_lead_side(p_deal_id uuid) from public;

-- Who hears a side's closing steps: its principal and the active members of its team (accepted, NDA
-- signed in their own name: private.deal_side_people()), not a member whose account was rejected
-- (private.my_deal_side() no longer lets them read the deal); invited and removed members never.
create function private.closing_side_people(p_deal_id uuid, p_side public.deal_side) returns setof uuid
language sql stable security definer set search_path = '' as $$
  select x from private.deal_side_people(p_deal_id, p_side) x
  join public.profiles p on p.id = x
  where p.verification_status <> 'rejected' or x in (
    select case when p_side = 'buyer' then d.buyer_id else l.user_id end
    from public.deals d join public.listings l on l.id = d.listing_id where d.id = p_deal_id)
$$;
comment on function private.closing_side_people(p_deal_id uuid, p_side public.deal_side) is 'The recipients of a side''s closing notices: its principal and the active members of its team (private.deal_side_people()) whose account is not rejected.';
revoke all on function private.closing_side_people(p_deal_id uuid, p_side public.deal_side) from public;

create function private.closing_notify(
  p_deal public.deals, p_acting_side public.deal_side, p_kind public.notification_kind, p_payload jsonb
) returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_uid uuid := (select auth.uid());
  v_payload jsonb := private.listing_label(p_deal.listing_id, true)
    || jsonb_build_object('deal_id', p_deal.id) || coalesce(p_payload, '{}'::jsonb);
  v_user uuid;
begin
  for v_user in
    select x from private.closing_side_people(p_deal.id,
      case when p_acting_side = 'buyer' then 'owner' else 'buyer' end::public.deal_side) x
  loop
    if v_user is distinct from v_uid then
      perform private.notify(v_user, p_kind, '/deals/' || p_deal.id, v_payload);
    end if;
  end loop;
end;
$$;
comment on function private.closing_notify(p_deal public.deals, p_acting_side public.deal_side, p_kind public.notification_kind, p_payload jsonb) is 'Notifies everyone on the other side than p_acting_side of a closing step: its principal and its active team members (private.closing_side_people()), each by their preferences (private.notify()).';
revoke all on function private.closing_notify(p_deal public.deals, p_acting_side public.deal_side, p_kind public.notification_kind, p_payload jsonb) from public;

-- The RPCs ----------------------------------------------------------------------------------------

create function public.start_closing_checklist(p_deal_id uuid)
returns public.closing_checklists
language plpgsql security definer set search_path = '' as $$
declare
  v_uid uuid := private.verified_caller();
  v_deal public.deals;
  v_offer public.deal_offers;
  v_list public.closing_checklists;
  v_side public.deal_side;
  v_signing date;
begin
  if private.my_deal_side(p_deal_id) is null then
    raise exception 'Deal not found' using errcode = 'PT404';
  end if;
  select * into v_deal from public.deals where id = p_deal_id for update;
  -- A side's principal or a lead of its team (private.decides_for_side()).
  v_side := case when private.decides_for_side(p_deal_id, 'buyer') then 'buyer'::public.deal_side
    when private.decides_for_side(p_deal_id, 'owner') then 'owner'::public.deal_side end;
  if v_side is null then
    raise exception 'Only the buyer, the listing''s owner or a lead of their teams can start the closing' using errcode = '42501';
  end if;
  if v_deal.stage <> 'in_exclusivity' or v_deal.exclusive_until <= now() then
    raise exception 'The closing starts once an accepted offer''s exclusivity runs' using errcode = '22023';
  end if;
  if exists (select 1 from public.closing_checklists c where c.deal_id = p_deal_id) then
    raise exception 'The closing checklist was already started' using errcode = '22023';
  end if;
  select * into v_offer from public.deal_offers o
  where o.deal_id = p_deal_id and o.status = 'accepted'
  order by o.decided_at desc, o.version_no desc limit 1;
  if not found then
    raise exception 'The closing starts once an offer is accepted' using errcode = '22023';
  end if;
  v_signing := coalesce(v_offer.target_signing_date, (v_deal.exclusive_until at time zone 'Europe/Berlin')::date);
  insert into public.closing_checklists (deal_id, listing_id, buyer_id, structure, offer_id, started_by)
  values (v_deal.id, v_deal.listing_id, v_deal.buyer_id, v_offer.structure, v_offer.id, v_uid)
  returning * into v_list;
  -- The template's conditions precedent become one item per condition the accepted LOI names
  -- (due diligence, financing, approvals), plus the general item for the conditions its note
  -- adds; an LOI that names none keeps the general item (met, or waived with a reason).
  insert into public.closing_items (deal_id, position, title_key, owner_side, required, due_on, created_by)
  select v_deal.id, row_number() over (order by t.pos, c.pos), coalesce(c.key, t.title_key), t.owner_side,
    t.required, greatest(private.berlin_today(), v_signing + t.offset_days), v_uid
  from private.closing_template(v_offer.structure) with ordinality t(title_key, owner_side, offset_days, required, pos)
  left join lateral (
    select x.pos, x.key
    from (values
      (1, 'cp_due_diligence', v_offer.cond_due_diligence),
      (2, 'cp_financing', v_offer.cond_financing),
      (3, 'cp_approvals', v_offer.cond_approvals),
      (4, 'conditions_precedent', nullif(btrim(coalesce(v_offer.conditions_note, '')), '') is not null
         or not (v_offer.cond_due_diligence or v_offer.cond_financing or v_offer.cond_approvals))
    ) as x(pos, key, named)
    where t.title_key = 'conditions_precedent' and x.named
  ) c on true
  where t.title_key <> 'conditions_precedent' or c.key is not null;
  perform private.audit('closing_step', v_deal.buyer_id, v_deal.listing_id, jsonb_build_object(
    'deal_id', v_deal.id, 'step', 'started', 'structure', v_offer.structure, 'offer_id', v_offer.id));
  perform private.closing_notify(v_deal, v_side, 'closing.started', jsonb_build_object('structure', v_offer.structure));
  return v_list;
end;
$$;
comment on function public.start_closing_checklist(p_deal_id uuid) is 'The deal''s buyer, the listing''s owner or a verified lead of their teams (private.decides_for_side()) starts the closing checklist while an accepted offer''s exclusivity runs (once per deal): the template of the accepted LOI''s structure (share or asset deal), its conditions precedent one item per condition the LOI names (due diligence, financing, approvals; the general item for its note, or when it names none), due dates counted from its target signing date (or the exclusivity''s end). The other side is notified (closing.started); audited. Non-parties get 404, members without the lead role and pending leads 42501.';
revoke all on function public.start_closing_checklist(p_deal_id uuid) from public, anon;

create function public.add_closing_item(
  p_deal_id uuid, p_title text, p_owner_side public.deal_side, p_due_on date default null, p_required boolean default true
)
returns public.closing_items
language plpgsql security definer set search_path = '' as $$
declare
  v_uid uuid := private.verified_caller();
  v_side public.deal_side := private.closing_lead_side(p_deal_id);
  v_deal public.deals;
  v_item public.closing_items;
begin
  if p_owner_side is null or nullif(private.squish(p_title), '') is null then
    raise exception 'Missing required fields: title, owner_side' using errcode = '22023';
  end if;
  if char_length(private.squish(p_title)) > 200 then
    raise exception 'A title has at most 200 characters' using errcode = '22023';
  end if;
  v_deal := private.closing_running_deal(p_deal_id);
  insert into public.closing_items (deal_id, position, title, owner_side, required, due_on, created_by)
  values (p_deal_id,
    (select coalesce(max(i.position), 0) + 1 from public.closing_items i where i.deal_id = p_deal_id),
    private.squish(p_title), p_owner_side, coalesce(p_required, true), p_due_on, v_uid)
  returning * into v_item;
  perform private.audit('closing_step', v_deal.buyer_id, v_deal.listing_id, jsonb_build_object(
    'deal_id', v_deal.id, 'step', 'item_added', 'item_id', v_item.id, 'title', v_item.title,
    'owner_side', v_item.owner_side, 'side', v_side));
  return v_item;
end;
$$;
comment on function public.add_closing_item(p_deal_id uuid, p_title text, p_owner_side public.deal_side, p_due_on date, p_required boolean) is 'A lead of either side adds an own item to the running closing checklist (title up to 200 characters, the side that owns it, due date, required). Audited. Non-parties get 404, members without the lead role 42501.';
revoke all on function public.add_closing_item(p_deal_id uuid, p_title text, p_owner_side public.deal_side, p_due_on date, p_required boolean) from public, anon;

create function public.set_closing_item_details(p_item_id uuid, p_due_on date, p_notary_name text default null)
returns public.closing_items
language plpgsql security definer set search_path = '' as $$
declare
  v_item public.closing_items;
  v_side public.deal_side;
  v_deal public.deals;
begin
  perform private.verified_caller();
  select * into v_item from public.closing_items where id = p_item_id;
  if not found or private.my_deal_side(v_item.deal_id) is null then
    raise exception 'Item not found' using errcode = 'PT404';
  end if;
  v_side := private.closing_lead_side(v_item.deal_id);
  if v_side <> v_item.owner_side then
    raise exception 'Only the item''s side can change it' using errcode = '42501';
  end if;
  if p_notary_name is not null and v_item.title_key is distinct from 'notary_appointment' then
    raise exception 'Only the notary appointment names a notary' using errcode = '22023';
  end if;
  if char_length(coalesce(p_notary_name, '')) > 200 then
    raise exception 'A name has at most 200 characters' using errcode = '22023';
  end if;
  v_deal := private.closing_running_deal(v_item.deal_id);
  -- A new date is announced again (its reminders are cleared).
  update public.closing_items set due_on = p_due_on,
    notary_name = case when title_key = 'notary_appointment' then nullif(private.squish(p_notary_name), '') end,
    reminded_at = case when due_on is distinct from p_due_on then null else reminded_at end,
    overdue_notified_at = case when due_on is distinct from p_due_on then null else overdue_notified_at end
  where id = p_item_id and status = 'open' returning * into v_item;
  if not found then
    raise exception 'The item is already decided' using errcode = '22023';
  end if;
  perform private.audit('closing_step', v_deal.buyer_id, v_deal.listing_id, jsonb_build_object(
    'deal_id', v_deal.id, 'step', 'item_dated', 'item_id', v_item.id, 'due_on', v_item.due_on,
    'notary_name', v_item.notary_name));
  return v_item;
end;
$$;
comment on function public.set_closing_item_details(p_item_id uuid, p_due_on date, p_notary_name text) is 'A lead of the item''s owner side sets an open item''s due date (and, for the notary appointment, the notary). Audited. Non-parties get 404, the other side and members without the lead role 42501.';
revoke all on function public.set_closing_item_details(p_item_id uuid, p_due_on date, p_notary_name text) from public, anon;

create function public.complete_closing_item(p_item_id uuid)
returns public.closing_items
language plpgsql security definer set search_path = '' as $$
declare
  v_uid uuid := private.verified_caller();
  v_item public.closing_items;
  v_side public.deal_side;
  v_deal public.deals;
begin
  select * into v_item from public.closing_items where id = p_item_id;
  if not found or private.my_deal_side(v_item.deal_id) is null then
    raise exception 'Item not found' using errcode = 'PT404';
  end if;
  v_side := private.closing_lead_side(v_item.deal_id);
  if v_item.title_key = 'payment' and not private.decides_for_side(v_item.deal_id, 'owner') then
    raise exception 'Only the seller''s side confirms the purchase price payment' using errcode = '42501';
  end if;
  if v_side <> v_item.owner_side then
    raise exception 'Only the item''s side can tick it off' using errcode = '42501';
  end if;
  v_deal := private.closing_running_deal(v_item.deal_id);
  if v_item.title_key = 'notary_appointment' and (v_item.due_on is null or v_item.notary_name is null) then
    raise exception 'Enter the appointment''s date and the notary first' using errcode = '22023';
  end if;
  update public.closing_items set status = 'done', decided_at = now(), decided_by = v_uid
  where id = p_item_id and status = 'open' returning * into v_item;
  if not found then
    raise exception 'The item is already decided' using errcode = '22023';
  end if;
  perform private.audit('closing_step', v_deal.buyer_id, v_deal.listing_id, jsonb_build_object(
    'deal_id', v_deal.id, 'step', case when v_item.title_key = 'payment' then 'payment_confirmed' else 'item_done' end,
    'item_id', v_item.id, 'title_key', v_item.title_key, 'title', v_item.title));
  perform private.closing_notify(v_deal, v_side,
    case when v_item.title_key = 'payment' then 'closing.payment_confirmed' else 'closing.item_done' end::public.notification_kind,
    jsonb_build_object('item_key', v_item.title_key, 'item_title', v_item.title, 'status', 'done'));
  return v_item;
end;
$$;
comment on function public.complete_closing_item(p_item_id uuid) is 'A lead of the item''s owner side ticks an open item off (done, once); the purchase price payment only the seller''s side confirms (the listing''s owner or a verified lead of their team: private.decides_for_side()); the notary appointment needs its date and notary. The other side is notified (closing.item_done, closing.payment_confirmed); audited. Non-parties get 404, the other side and members without the lead role 42501.';
revoke all on function public.complete_closing_item(p_item_id uuid) from public, anon;

create function public.waive_closing_item(p_item_id uuid, p_reason text)
returns public.closing_items
language plpgsql security definer set search_path = '' as $$
declare
  v_uid uuid := private.verified_caller();
  v_item public.closing_items;
  v_side public.deal_side;
  v_deal public.deals;
begin
  select * into v_item from public.closing_items where id = p_item_id;
  if not found or private.my_deal_side(v_item.deal_id) is null then
    raise exception 'Item not found' using errcode = 'PT404';
  end if;
  v_side := private.closing_lead_side(v_item.deal_id);
  if v_side <> v_item.owner_side then
    raise exception 'Only the item''s side can waive it' using errcode = '42501';
  end if;
  if v_item.title_key = 'payment' then
    raise exception 'The purchase price payment cannot be waived' using errcode = '22023';
  end if;
  if nullif(private.squish(p_reason), '') is null then
    raise exception 'Missing required fields: reason' using errcode = '22023';
  end if;
  if char_length(private.squish(p_reason)) > 2000 then
    raise exception 'A reason has at most 2000 characters' using errcode = '22023';
  end if;
  v_deal := private.closing_running_deal(v_item.deal_id);
  update public.closing_items set status = 'waived', waive_reason = private.squish(p_reason),
    decided_at = now(), decided_by = v_uid
  where id = p_item_id and status = 'open' returning * into v_item;
  if not found then
    raise exception 'The item is already decided' using errcode = '22023';
  end if;
  perform private.audit('closing_step', v_deal.buyer_id, v_deal.listing_id, jsonb_build_object(
    'deal_id', v_deal.id, 'step', 'item_waived', 'item_id', v_item.id, 'title_key', v_item.title_key,
    'title', v_item.title, 'reason', v_item.waive_reason));
  perform private.closing_notify(v_deal, v_side, 'closing.item_done',
    jsonb_build_object('item_key', v_item.title_key, 'item_title', v_item.title, 'status', 'waived'));
  return v_item;
end;
$$;
comment on function public.waive_closing_item(p_item_id uuid, p_reason text) is 'A lead of the item''s owner side waives an open item with a reason (up to 2000 characters; once); the purchase price payment is never waived. The other side is notified (closing.item_done, status waived); audited. Non-parties get 404, the other side and members without the lead role 42501.';
revoke all on function public.waive_closing_item(p_item_id uuid, p_reason text) from public, anon;

create function public.link_closing_document(p_item_id uuid, p_document_id uuid)
returns public.closing_item_documents
language plpgsql security definer set search_path = '' as $$
declare
  v_uid uuid := private.verified_caller();
  v_item public.closing_items;
  v_deal public.deals;
  v_document public.data_room_documents;
  v_link public.closing_item_documents;
begin
  select * into v_item from public.closing_items where id = p_item_id;
  if not found or private.my_deal_side(v_item.deal_id) is null then
    raise exception 'Item not found' using errcode = 'PT404';
  end if;
  if private.closing_lead_side(v_item.deal_id) <> 'owner' then
    raise exception 'The seller''s side uploads the drafts into the data room' using errcode = '42501';
  end if;
  if v_item.title_key is null or v_item.title_key not in ('spa_draft', 'apa_draft') then
    raise exception 'Only the purchase agreement''s drafts are uploaded here' using errcode = '22023';
  end if;
  v_deal := private.closing_running_deal(v_item.deal_id);
  if v_item.status <> 'open' then
    raise exception 'The item is already decided' using errcode = '22023';
  end if;
  select * into v_document from public.data_room_documents d
  where d.id = p_document_id and d.listing_id = v_deal.listing_id;
  if not found or v_document.current_version_id is null then
    raise exception 'Document not found' using errcode = 'PT404';
  end if;
  if not private.may_read_confidential(v_deal.stage, v_deal.listing_id, v_deal.buyer_id, v_document.tier) then
    raise exception 'The buyer may not read this document' using errcode = '42501';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('closing_item_documents:' || p_item_id::text, 0));
  insert into public.closing_item_documents (item_id, document_id, deal_id, listing_id, version_no, linked_by)
  values (p_item_id, p_document_id, v_deal.id, v_deal.listing_id,
    (select coalesce(max(x.version_no), 0) + 1 from public.closing_item_documents x where x.item_id = p_item_id), v_uid)
  returning * into v_link;
  perform private.audit('closing_step', v_deal.buyer_id, v_deal.listing_id, jsonb_build_object(
    'deal_id', v_deal.id, 'step', 'draft_linked', 'item_id', p_item_id, 'document_id', p_document_id,
    'version_no', v_link.version_no));
  return v_link;
end;
$$;
comment on function public.link_closing_document(p_item_id uuid, p_document_id uuid) is 'A lead of the seller''s side links a complete data-room document (uploaded through the data room''s one upload path) that the buyer reads to the open purchase agreement draft item as its next version; every version is kept. Audited. Non-parties get 404, the buyer''s side and members without the lead role 42501.';
revoke all on function public.link_closing_document(p_item_id uuid, p_document_id uuid) from public, anon;

create function public.close_deal(p_deal_id uuid)
returns public.deals
language plpgsql security definer set search_path = '' as $$
declare
  v_uid uuid := private.verified_caller();
  v_deal public.deals;
  v_open integer;
begin
  if private.my_deal_side(p_deal_id) is null then
    raise exception 'Deal not found' using errcode = 'PT404';
  end if;
  -- The seller's side decides: the listing's owner or a verified lead of their team.
  if not private.decides_for_side(p_deal_id, 'owner') then
    raise exception 'Only the listing''s owner or a lead of their team closes the deal' using errcode = '42501';
  end if;
  v_deal := private.closing_running_deal(p_deal_id);
  select count(*) into v_open from public.closing_items i
  where i.deal_id = p_deal_id and i.required and i.status = 'open';
  if v_open > 0 then
    raise exception 'Every required item must be done or waived first (% open)', v_open using errcode = '22023';
  end if;
  update public.closing_checklists set closed_at = now(), closed_by = v_uid where deal_id = p_deal_id;
  perform private.audit('closing_step', v_deal.buyer_id, v_deal.listing_id, jsonb_build_object(
    'deal_id', v_deal.id, 'step', 'closed'));
  -- The existing won path: the other deals end as lost, the listing closes, an admin confirms the
  -- won deal and the scout's success fee (private.deals_offer_stage_effects()).
  update public.deals set stage = 'won' where id = p_deal_id returning * into v_deal;
  perform private.closing_notify(v_deal, 'owner', 'closing.closed', '{}'::jsonb);
  return v_deal;
end;
$$;
comment on function public.close_deal(p_deal_id uuid) is 'The listing''s owner or a verified lead of their team (private.decides_for_side()) closes the deal once every required item of its closing checklist is done or waived: the checklist is closed and the deal moves to won by the existing path (the other deals end as lost, the listing is closed, an admin confirms the scout''s success fee). The buyer is notified (closing.closed); audited. Cannot be undone. Non-parties (invited or removed members too) get 404, the buyer''s side, the owner''s members without the lead role and pending leads 42501, open items 22023.';
revoke all on function public.close_deal(p_deal_id uuid) from public, anon;

-- BEFORE UPDATE OF stage on deals: while a deal's closing checklist runs, only public.close_deal()
-- (which closes the checklist first) moves it to won.
create function private.closing_guard_won() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.stage = 'won' and old.stage <> 'won' and exists (
    select 1 from public.closing_checklists c where c.deal_id = new.id and c.closed_at is null
  ) then
    raise exception 'Close the deal through its closing checklist' using errcode = '22023';
  end if;
  return new;
end;
$$;
comment on function private.closing_guard_won() is 'BEFORE UPDATE OF stage on deals: a deal with a running closing checklist moves to won only by public.close_deal().';
revoke all on function private.closing_guard_won() from public;

-- Reminders ---------------------------------------------------------------------------------------

-- Granted to the service role alone (run by public.run_deal_maintenance(), the scheduler's job).
create function public.run_closing_reminders(p_now timestamptz default now(), p_deal_id uuid default null)
returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_today date := (p_now at time zone 'Europe/Berlin')::date;
  v_days_before constant integer := 3;
  v_i record;
  v_sent integer := 0;
begin
  for v_i in
    select i.id, i.deal_id, i.title_key, i.title, i.owner_side, i.due_on, d.listing_id, d.buyer_id,
      l.user_id as owner_id, i.due_on < v_today as overdue
    from public.closing_items i
    join public.closing_checklists c on c.deal_id = i.deal_id and c.closed_at is null
    join public.deals d on d.id = i.deal_id and d.stage = 'in_exclusivity'
    join public.listings l on l.id = d.listing_id
    where i.status = 'open' and i.due_on is not null
      and (p_deal_id is null or i.deal_id = p_deal_id)
      and ((i.due_on < v_today and i.overdue_notified_at is null)
        or (i.due_on between v_today and v_today + v_days_before and i.reminded_at is null))
    order by i.due_on, i.position
    for update of i
  loop
    if v_i.overdue then
      update public.closing_items set overdue_notified_at = p_now where id = v_i.id;
    else
      update public.closing_items set reminded_at = p_now where id = v_i.id;
    end if;
    -- Both sides (principals and active team members): the item's side must act, the other side
    -- waits on it.
    perform private.notify(r.user_id,
      case when v_i.overdue then 'closing.item_overdue' else 'closing.item_due' end::public.notification_kind,
      '/deals/' || v_i.deal_id,
      private.listing_label(v_i.listing_id, true) || jsonb_build_object(
        'deal_id', v_i.deal_id, 'item_key', v_i.title_key, 'item_title', v_i.title,
        'owner_side', v_i.owner_side, 'due_date', v_i.due_on, 'days', v_i.due_on - v_today,
        'yours', r.side = v_i.owner_side))
    from (
      select x as user_id, s.side from unnest(array['buyer', 'owner']::public.deal_side[]) as s(side)
      cross join lateral private.closing_side_people(v_i.deal_id, s.side) x
    ) as r;
    v_sent := v_sent + 1;
  end loop;
  return v_sent;
end;
$$;
comment on function public.run_closing_reminders(p_now timestamp with time zone, p_deal_id uuid) is 'Service role only (called by public.run_deal_maintenance()): for running closing checklists, tells both sides (principals and active team members, private.closing_side_people()) of each open item with a due date once when it is due within 3 days (closing.item_due) and once when its date passed (closing.item_overdue), Europe/Berlin days. p_now and p_deal_id exist for tests. Returns how many items were announced.';
revoke all on function public.run_closing_reminders(p_now timestamp with time zone, p_deal_id uuid) from public, anon, authenticated;

-- The archive at close ----------------------------------------------------------------------------
--
-- From 20261129600001_deal_archive.sql:
--   Issue 35, the archive both sides keep. When a deal closes (won, or lost / withdrawn / revoked
--   after its access was granted) the database records it in public.deal_archives. From then on
--   the buyer, the listing's owner and admins download one ZIP from the `deal-archive` edge
--   function, built with the caller's own token (RLS decides what is in it). The archive is kept
--   for private.closing_archive_settings.retention (3 years) after closing; the notice goes to both
--   sides `notice` (30 days) before (closing.archive_expiring, in the app and by email), then
--   public.run_archive_retention() (the deal maintenance) purges it. Purged means:
--     * the deal's messages, its due-diligence requests and questions (with their answers and
--       linked documents) and the buyer's read log on the listing are deleted;
--     * for a won deal (the listing was sold, its data room served this deal): the listing's whole
--       data room, its folders, documents, versions, read log and the Storage objects of the
--       `data-room` bucket under the listing's folder (the bytes of every version), also the other
--       buyers' requests on the listing (their deals ended as lost when this one was won);
--     * the archive answers 410 from then on (purged_at is set).
--   Kept, because the law or the other records need them: the deal row and its stage history, the
--   offers and their versions (the LOI terms), the closing checklist, invoices and credit notes
--   (§ 147 AO, § 257 HGB: 10 years) and the audit trail (append-only).
--
-- From 20261129900001_archive_purge_storage_api_team_notices_buyer_logs.sql:
--   * The purge deletes the bytes through the Storage API. Deleting storage.objects rows in SQL
--     leaves the files in S3 on hosted Supabase, so public.run_archive_retention() now only queues
--     the listing's Storage objects (private.archive_purge_objects, in the purge's transaction),
--     and the `deal-archive` edge function (`{ "purge": true }`, service role only; the local
--     stack's scheduler after each maintenance run, pg_cron + pg_net hourly on hosted Supabase)
--     deletes them with supabase-js `storage.from(bucket).remove(names)` and marks each one removed
--     once Storage no longer has it (public.archive_purge_pending(),
--     public.confirm_archive_purge()). A run cut off half way is simply run again.
--   * The other side's team members hear the closing steps as its principal does
--     (private.closing_side_people(): active members, not invited, removed or rejected ones).
--   * A buyer's archive has its side's read log and the audit trail entries about its deal that a
--     buyer may know (public.closing_archive_reads(), public.closing_archive_audit()).

-- How long archives are kept (one row): the operator changes it with an update.
create table private.closing_archive_settings (
  id boolean default true not null,
  retention interval default '3 years'::interval not null,
  notice interval default '30 days'::interval not null,
  constraint closing_archive_settings_pkey PRIMARY KEY (id),
  constraint closing_archive_settings_one_row CHECK (id),
  constraint closing_archive_settings_notice CHECK (((notice >= '1 day'::interval) AND (notice < retention)))
);
comment on table private.closing_archive_settings is 'How long a closed deal''s archive is kept after closing (retention, default 3 years) and how long before the purge both sides are told (notice, default 30 days); one row.';

insert into private.closing_archive_settings (id, retention, notice)
values (true, '3 years', '30 days')
on conflict (id) do nothing;

create table public.deal_archives (
  deal_id uuid not null,
  closed_at timestamp with time zone not null,
  closed_as public.deal_stage not null,
  notice_sent_at timestamp with time zone,
  purged_at timestamp with time zone,
  constraint deal_archives_pkey PRIMARY KEY (deal_id),
  constraint deal_archives_closed_as CHECK ((closed_as = ANY (ARRAY['won'::public.deal_stage, 'lost'::public.deal_stage, 'withdrawn'::public.deal_stage, 'revoked'::public.deal_stage]))),
  constraint deal_archives_purged_after_notice CHECK (((purged_at IS NULL) OR (notice_sent_at IS NOT NULL)))
);
alter table public.deal_archives add constraint deal_archives_deal_id_fkey FOREIGN KEY (deal_id) REFERENCES public.deals(id) ON DELETE CASCADE;
alter table public.deal_archives enable row level security;
comment on table public.deal_archives is 'A closed deal''s archive (issue 35): when it closed (its timestamps in the archive come from here), when both sides were told of the purge and when it was purged (public.run_archive_retention()). Written only by the database; read by the deal''s buyer, the listing''s owner and admins.';
comment on column public.deal_archives.closed_at is 'When the deal reached its closing stage; the archive''s file dates and the buyer''s stamp date.';
comment on column public.deal_archives.purged_at is 'When the archive material was purged; the archive is no longer available.';
revoke all on table public.deal_archives from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.deal_archives from authenticated;

create index deal_archives_due_idx on public.deal_archives (closed_at) where purged_at is null;

-- The Storage objects a purge leaves to the Storage API (the bytes are Storage's, in S3 on hosted
-- Supabase: a SQL delete of their rows would leave them there).
create table private.archive_purge_objects (
  bucket_id text not null,
  name text not null,
  deal_id uuid not null,
  queued_at timestamp with time zone not null,
  removed_at timestamp with time zone,
  constraint archive_purge_objects_pkey PRIMARY KEY (bucket_id, name)
);
alter table private.archive_purge_objects enable row level security;
comment on table private.archive_purge_objects is 'Storage objects of purged archives (public.run_archive_retention() queues them with the purge), deleted through the Storage API by the deal-archive function''s purge run (service role), which sets removed_at once Storage no longer has the object (public.confirm_archive_purge()). No foreign keys: a record outlives what it names.';
comment on column private.archive_purge_objects.deal_id is 'The deal whose archive purge queued the object.';
comment on column private.archive_purge_objects.removed_at is 'When the purge run confirmed the object gone from Storage (null: still to delete).';

create index archive_purge_objects_pending_idx on private.archive_purge_objects (bucket_id, name) where removed_at is null;

create index archive_purge_objects_deal_idx on private.archive_purge_objects (deal_id);

-- The principals (not team members: they do not read the offers' versions either) and admins.
create function private.closing_archive_readable(p_deal_id uuid) returns boolean
language plpgsql stable security definer set search_path = '' as $$
begin
  return (select private.is_admin())
    or private.is_deal_owner(p_deal_id)
    or exists (select 1 from public.deals d where d.id = p_deal_id and d.buyer_id = (select auth.uid()));
end;
$$;
comment on function private.closing_archive_readable(p_deal_id uuid) is 'May the caller download this deal''s archive: the deal''s buyer, the listing''s (verified) owner, admins.';
revoke all on function private.closing_archive_readable(p_deal_id uuid) from public;
grant all on function private.closing_archive_readable(p_deal_id uuid) to authenticated, service_role;

create policy "deal_archives: the buyer, the owner and admins read" on public.deal_archives
  for select to authenticated using (private.closing_archive_readable(deal_id));

-- The data-room documents in a side's archive, as that side could see them when the deal closed:
-- the listing's owner and admins every complete document; the buyer of a won deal every complete
-- document of the listing they bought (the listing is closed now, so the data room's own rule no
-- longer shows it to them); the buyer of a deal that ended only what the data room's rule shows
-- them now (private.data_room_tier_readable(): nothing confidential). Others: no rows. The object
-- names are for the deal-archive function, which fetches exactly these bytes.
create function public.closing_archive_documents(p_deal_id uuid)
returns table (document_id uuid, folder_name text, name text, tier public.data_room_tier,
  version_id uuid, file_name text, mime_type text, object_name text)
language plpgsql stable security definer set search_path = '' as $$
declare
  v_deal public.deals;
  v_archive public.deal_archives;
  v_all boolean;
begin
  select * into v_deal from public.deals d where d.id = p_deal_id;
  select * into v_archive from public.deal_archives a where a.deal_id = p_deal_id;
  if v_deal.id is null or v_archive.deal_id is null or v_archive.purged_at is not null
     or not private.closing_archive_readable(p_deal_id) then
    return;
  end if;
  v_all := (select private.is_admin()) or private.is_deal_owner(p_deal_id) or v_archive.closed_as = 'won';
  return query
  select doc.id, f.name, doc.name, doc.tier, v.id, v.file_name, v.mime_type, v.object_name
  from public.data_room_documents doc
  join public.data_room_versions v on v.id = doc.current_version_id and v.status = 'ready'
  left join public.data_room_folders f on f.id = doc.folder_id
  where doc.listing_id = v_deal.listing_id
    and (v_all or private.data_room_tier_readable(doc.listing_id, doc.tier))
  order by doc.name, doc.id;
end;
$$;
comment on function public.closing_archive_documents(p_deal_id uuid) is 'The data-room documents (current versions) of a closed deal''s archive for the caller: the owner and admins all; the buyer of a won deal all of the listing they bought; the buyer of a deal that ended what private.data_room_tier_readable() shows them now. No rows for others or a purged archive.';
revoke all on function public.closing_archive_documents(p_deal_id uuid) from public, anon;

-- The read log and the audit trail of a closed deal's archive concern the buyer's side: the deal's
-- buyer (all their reads of the listing) and the members of the buyer's team, each while they were
-- a member (from accepting the invitation until removed).
create function private.closing_archive_buyer_side(p_deal_id uuid)
returns table (user_id uuid, from_at timestamptz, until_at timestamptz)
language sql stable security definer set search_path = '' as $$
  select d.buyer_id, '-infinity'::timestamptz, 'infinity'::timestamptz
  from public.deals d where d.id = p_deal_id
  union all
  select m.user_id, m.accepted_at, coalesce(m.removed_at, 'infinity'::timestamptz)
  from public.deal_members m
  where m.deal_id = p_deal_id and m.side = 'buyer' and m.user_id is not null and m.accepted_at is not null
$$;
comment on function private.closing_archive_buyer_side(p_deal_id uuid) is 'The people of a deal''s buyer side with the time each one belonged to it: the buyer always, each member of the buyer''s team from accepting to removal.';
revoke all on function private.closing_archive_buyer_side(p_deal_id uuid) from public;

-- The archive's read log: the data-room reads of the buyer's side on the listing. The buyer and
-- admins get all of them; the listing's owner those the data room names to them
-- (private.data_room_read_named(), as the read log's policy does). Others, an open deal or a
-- purged archive: no rows. A buyer never reads another buyer's reads.
create function public.closing_archive_reads(p_deal_id uuid)
returns setof public.data_room_reads
language plpgsql stable security definer set search_path = '' as $$
declare
  v_deal public.deals;
  v_archive public.deal_archives;
  v_all boolean;
begin
  select * into v_deal from public.deals d where d.id = p_deal_id;
  select * into v_archive from public.deal_archives a where a.deal_id = p_deal_id;
  if v_deal.id is null or v_archive.deal_id is null or v_archive.purged_at is not null
     or not private.closing_archive_readable(p_deal_id) then
    return;
  end if;
  v_all := v_deal.buyer_id = (select auth.uid()) or (select private.is_admin());
  return query
  select r.* from public.data_room_reads r
  join private.closing_archive_buyer_side(p_deal_id) s
    on s.user_id = r.reader_id and r.read_at >= s.from_at and r.read_at <= s.until_at
  where r.listing_id = v_deal.listing_id
    and (v_all or private.data_room_read_named(r.listing_id, r.reader_id, r.read_at))
  order by r.id;
end;
$$;
comment on function public.closing_archive_reads(p_deal_id uuid) is 'The read log in a closed deal''s archive: the data-room reads of the deal''s buyer and of their team''s members while members (private.closing_archive_buyer_side()) on the listing; all for the buyer and admins, the named ones for the listing''s owner (private.data_room_read_named()). No rows for others, open deals or a purged archive.';
revoke all on function public.closing_archive_reads(p_deal_id uuid) from public, anon;

-- The archive's audit trail: the listing's events about this deal (detail.deal_id) or about a
-- person of the buyer's side (while on it), never about another deal. The listing's owner and
-- admins read them as the audit trail's policy shows them (the owner a data-room open only when
-- it is named to them). The buyer reads the kinds that record their own steps and what was decided
-- on them: their NDA, reads and opens, access requests and decisions, their invoices, the closing
-- steps; not the owner's side of the business (the success fee the won deal proposes, listing
-- edits, the scout's fees and credit notes, team changes of the owner's side).
create function public.closing_archive_audit(p_deal_id uuid)
returns setof public.audit_events
language plpgsql stable security definer set search_path = '' as $$
declare
  v_deal public.deals;
  v_archive public.deal_archives;
  v_admin boolean := (select private.is_admin());
  v_buyer boolean;
begin
  select * into v_deal from public.deals d where d.id = p_deal_id;
  select * into v_archive from public.deal_archives a where a.deal_id = p_deal_id;
  if v_deal.id is null or v_archive.deal_id is null or v_archive.purged_at is not null
     or not private.closing_archive_readable(p_deal_id) then
    return;
  end if;
  v_buyer := not v_admin and v_deal.buyer_id = (select auth.uid());
  return query
  select e.* from public.audit_events e
  where e.listing_id = v_deal.listing_id
    and coalesce(e.detail ->> 'deal_id', p_deal_id::text) = p_deal_id::text
    and (e.detail ->> 'deal_id' = p_deal_id::text or exists (
      select 1 from private.closing_archive_buyer_side(p_deal_id) s
      where s.user_id = e.subject_user_id and e.occurred_at >= s.from_at and e.occurred_at <= s.until_at))
    and case
      when v_admin then true
      when v_buyer then e.event_type = any (array['nda_signed', 'details_read', 'document_opened',
        'unlock_requested', 'unlock_decided', 'invoice_paid', 'invoice_cancelled', 'closing_step'])
      else e.event_type <> 'document_opened'
        or private.data_room_read_named(e.listing_id, e.subject_user_id, e.occurred_at)
    end
  order by e.id;
end;
$$;
comment on function public.closing_archive_audit(p_deal_id uuid) is 'The audit trail in a closed deal''s archive: the listing''s events about this deal or a person of its buyer''s side (private.closing_archive_buyer_side()), none about another deal. Admins all of them; the listing''s owner as the audit trail''s policy shows them (data-room opens when named); the buyer the kinds recording their side''s steps and their decisions (nda_signed, details_read, document_opened, unlock_requested, unlock_decided, invoice_paid, invoice_cancelled, closing_step), not the owner''s business (deal_marked_won and its fee, listing edits, scout fees). No rows for others, open deals or a purged archive.';
revoke all on function public.closing_archive_audit(p_deal_id uuid) from public, anon;

-- AFTER UPDATE OF stage on deals (30_deals.sql): a deal that closes gets its archive row; a deal
-- that opens again (a revoked access granted anew) loses the row while nothing was purged.
create function private.closing_record_archive() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.stage = 'won' or (new.stage in ('lost', 'withdrawn', 'revoked') and exists (
    select 1 from public.deal_events e where e.deal_id = new.id and e.to_stage = 'access_granted'
  )) then
    insert into public.deal_archives (deal_id, closed_at, closed_as)
    values (new.id, new.stage_changed_at, new.stage)
    on conflict (deal_id) do update set closed_at = excluded.closed_at, closed_as = excluded.closed_as
      where public.deal_archives.purged_at is null;
  else
    delete from public.deal_archives a where a.deal_id = new.id and a.purged_at is null;
  end if;
  return null;
end;
$$;
comment on function private.closing_record_archive() is 'AFTER UPDATE OF stage on deals: a deal that is won, or lost / withdrawn / revoked after its access was granted, gets its archive row (closed_at = the stage change); one that opens again loses an unpurged row.';
revoke all on function private.closing_record_archive() from public;

create function public.run_archive_retention(p_now timestamptz default now(), p_deal_id uuid default null)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_settings private.closing_archive_settings;
  v_archive record;
  v_noticed integer := 0;
  v_purged integer := 0;
  v_objects integer := 0;
  v_count integer;
begin
  select * into v_settings from private.closing_archive_settings where id;
  -- The notice: both principals, once, `notice` before the retention ends.
  for v_archive in
    select a.deal_id, d.listing_id, d.buyer_id, l.user_id as owner_id, a.closed_at
    from public.deal_archives a
    join public.deals d on d.id = a.deal_id join public.listings l on l.id = d.listing_id
    where a.purged_at is null and a.notice_sent_at is null
      and a.closed_at + v_settings.retention - v_settings.notice <= p_now
      and (p_deal_id is null or a.deal_id = p_deal_id)
    order by a.closed_at, a.deal_id
  loop
    update public.deal_archives set notice_sent_at = p_now where deal_id = v_archive.deal_id;
    perform private.notify(u.id, 'closing.archive_expiring', '/deals/' || v_archive.deal_id,
      private.listing_label(v_archive.listing_id, true) || jsonb_build_object(
        'deal_id', v_archive.deal_id,
        'due_date', to_char(greatest(v_archive.closed_at + v_settings.retention, p_now + v_settings.notice)
          at time zone 'Europe/Berlin', 'YYYY-MM-DD')))
    from (values (v_archive.buyer_id), (v_archive.owner_id)) as u(id);
    v_noticed := v_noticed + 1;
  end loop;

  -- The purge: the retention is over and the notice went out at least `notice` ago. Deals that
  -- were lost go first: a won deal's purge then finds their requests already gone.
  for v_archive in
    select a.deal_id, d.listing_id, d.buyer_id, a.closed_as
    from public.deal_archives a join public.deals d on d.id = a.deal_id
    where a.purged_at is null and a.notice_sent_at is not null
      and p_now >= greatest(a.closed_at + v_settings.retention, a.notice_sent_at + v_settings.notice)
      and (p_deal_id is null or a.deal_id = p_deal_id)
    order by a.closed_as = 'won', a.closed_at, a.deal_id
  loop
    delete from public.deal_messages m where m.deal_id = v_archive.deal_id;
    delete from public.diligence_questions q where q.deal_id = v_archive.deal_id;
    delete from public.diligence_requests r where r.deal_id = v_archive.deal_id;
    delete from public.data_room_reads r
    where r.listing_id = v_archive.listing_id and r.reader_id = v_archive.buyer_id;
    if v_archive.closed_as = 'won' then
      delete from public.diligence_requests r using public.deals d
      where r.deal_id = d.id and d.listing_id = v_archive.listing_id;
      -- Versions (and so the freeze on their objects) go with their documents.
      delete from public.data_room_documents doc where doc.listing_id = v_archive.listing_id;
      delete from public.data_room_folders f where f.listing_id = v_archive.listing_id;
      -- The bytes of the listing's folder (every version) go through the Storage API: queued
      -- here, deleted by the deal-archive function's purge run (private.archive_purge_objects).
      -- Their versions are gone above, so nothing freezes them any more.
      insert into private.archive_purge_objects (bucket_id, name, deal_id, queued_at)
      select o.bucket_id, o.name, v_archive.deal_id, p_now from storage.objects o
      where o.bucket_id = 'data-room' and o.name like v_archive.listing_id::text || '/%'
      on conflict (bucket_id, name) do nothing;
      get diagnostics v_count = row_count;
      v_objects := v_objects + v_count;
    end if;
    update public.deal_archives set purged_at = p_now where deal_id = v_archive.deal_id;
    v_purged := v_purged + 1;
  end loop;
  return jsonb_build_object('noticed', v_noticed, 'purged', v_purged, 'objects_queued', v_objects);
end;
$$;
comment on function public.run_archive_retention(p_now timestamp with time zone, p_deal_id uuid) is 'Service role only (called by run_deal_maintenance): tells both principals of a closed deal (closing.archive_expiring) notice (30 days) before its archive''s retention (3 years, private.closing_archive_settings) ends, and purges it once the retention is over and the notice is at least that old (see deal_archives: messages, diligence, the buyer''s read log; for a won deal the listing''s data room, its Storage objects queued for the Storage API in private.archive_purge_objects). p_now and p_deal_id exist for tests. Returns what it did (objects_queued: the Storage objects left to the deal-archive function''s purge run).';
revoke all on function public.run_archive_retention(p_now timestamp with time zone, p_deal_id uuid) from public, anon, authenticated;
grant all on function public.run_archive_retention(p_now timestamp with time zone, p_deal_id uuid) to service_role;

-- The purge run of the deal-archive function (service role): the queued objects page by page,
-- then, after Storage's remove, the ones Storage no longer has are marked removed. Both are safe to
-- repeat: a run cut off between the two finds the objects still queued, Storage's remove of a name
-- it no longer has removes nothing, and the confirmation looks at storage.objects, not at the run.
create function public.archive_purge_pending(p_after_bucket text default '', p_after_name text default '', p_limit integer default 100)
returns table (bucket_id text, name text)
language sql stable security definer set search_path = '' as $$
  select q.bucket_id, q.name from private.archive_purge_objects q
  where q.removed_at is null and (q.bucket_id, q.name) > (coalesce(p_after_bucket, ''), coalesce(p_after_name, ''))
  order by q.bucket_id, q.name
  limit least(greatest(coalesce(p_limit, 100), 1), 1000)
$$;
comment on function public.archive_purge_pending(p_after_bucket text, p_after_name text, p_limit integer) is 'Service role only (the deal-archive function''s purge run): the Storage objects purged archives queued and not yet removed, in (bucket, name) order after the given one, at most p_limit (1 to 1000).';
revoke all on function public.archive_purge_pending(p_after_bucket text, p_after_name text, p_limit integer) from public, anon, authenticated;
grant all on function public.archive_purge_pending(p_after_bucket text, p_after_name text, p_limit integer) to service_role;

create function public.confirm_archive_purge(p_bucket_id text, p_names text[], p_now timestamptz default now())
returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_count integer;
begin
  update private.archive_purge_objects q set removed_at = p_now
  where q.bucket_id = p_bucket_id and q.name = any (p_names) and q.removed_at is null
    and not exists (select 1 from storage.objects o where o.bucket_id = q.bucket_id and o.name = q.name);
  -- Removed by this run or by one beside it (the scheduler's, a retry): both count as gone.
  select count(*) into v_count from private.archive_purge_objects q
  where q.bucket_id = p_bucket_id and q.name = any (p_names) and q.removed_at is not null;
  return v_count;
end;
$$;
comment on function public.confirm_archive_purge(p_bucket_id text, p_names text[], p_now timestamp with time zone) is 'Service role only (the deal-archive function''s purge run, after Storage''s remove): marks the queued objects of these names removed that Storage no longer has; returns how many of these names are removed now (by this run or an earlier one). Objects still there stay queued for the next run.';
revoke all on function public.confirm_archive_purge(p_bucket_id text, p_names text[], p_now timestamp with time zone) from public, anon, authenticated;
grant all on function public.confirm_archive_purge(p_bucket_id text, p_names text[], p_now timestamp with time zone) to service_role;
