-- due diligence: A deal's request list (what the buyer asks for, answered by the seller with data-room documents or text) and its questions and answers, with the anonymous FAQ of a listing.
--
-- The current text of this subject (supabase/schemas/README.md). Change the database by editing
-- this file and running `npm run db:diff -- <name>`; the migration it writes is reviewed and
-- committed with it.
--
-- From 20261127460001_due_diligence.sql:
--   Issue 34, due diligence in the deal room: once access is granted, the buyer's side asks for
--   documents and answers in a request list (title, description, category, priority, due date),
--   or imports the German/English checklist for small and medium businesses in one step; the
--   owner's side answers by linking data-room documents or in text; the status runs
--   open → in_progress → answered → accepted (by the buyer) or reopened, each move checked by a
--   trigger for every writer. Questions are asked on a request, a document or the deal; the
--   owner's side drafts an answer that only the owner's side approves before the buyer sees it,
--   and may publish an answered question as a FAQ entry to every buyer with access on the listing,
--   never naming who asked (public.diligence_faq()).
--
--   Who is on which side: private.my_deal_side() (30_deals.sql), the one rule. Who reads a deal's
--   diligence at all: private.diligence_open(), i.e. the owner's side while the deal's stage grants
--   access, the buyer's side by private.may_read_confidential() (the rule of the details and the
--   data room: no other buyer's exclusivity pauses the deal). A linked document shows only to a
--   reader of its tier (private.data_room_tier_readable(), 60_data_room.sql).
--
-- From 20261129910001_leads_close_the_deal.sql:
--   Approving a draft answer and publishing a FAQ entry are the owner's side's decisions: they ask
--   private.decides_for_side() (30_deals.sql) like every other decision, so a lead whose account
--   is still pending is refused (42501) as it is for access, offers and the clock.
--
-- From 20261129940001_deal_reads_planned_once.sql:
--   The reads are planned once per connection: deal_diligence(), diligence_faq() and
--   diligence_progress() say plan_cache_mode = force_generic_plan (PL/pgSQL made custom plans for
--   each statement's first five calls on every pooled connection, costing more than the reads);
--   deal_diligence() checks the caller once through private.diligence_side(), the rule that
--   private.diligence_open() wraps.
--
-- From 20261205000001_diligence_read_once.sql:
--   The read policies of the request list and the questions ask the set of deals whose diligence
--   is open to the caller once per statement (private.my_diligence_deal_ids(), from the kept paths
--   of the details' rule) instead of private.diligence_open() once per row: a deal's whole list
--   (the archive at close embeds it) cost about 37 µs a row. Set and function are checked against
--   each other on every deal (tests/db/diligence-teams.test.ts).

-- Types -------------------------------------------------------------------------------------------

create type public.diligence_category as enum (
  'financial',
  'tax',
  'legal',
  'hr',
  'commercial',
  'ip_it',
  'real_estate',
  'insurance',
  'esg',
  'other'
);
comment on type public.diligence_category is 'Area of a due-diligence request: financial, tax, legal, HR, commercial, IP/IT, real estate, insurance, ESG, other.';

create type public.diligence_priority as enum (
  'low',
  'normal',
  'high'
);
comment on type public.diligence_priority is 'How urgent a due-diligence request is for the buyer.';

create type public.diligence_status as enum (
  'open',
  'in_progress',
  'answered',
  'accepted',
  'reopened'
);
comment on type public.diligence_status is 'State of a due-diligence request: open → in_progress → answered (owner''s side) → accepted or reopened (buyer''s side); a reopened request is answered again.';

create type public.diligence_question_state as enum (
  'open',
  'drafted',
  'answered'
);
comment on type public.diligence_question_state is 'State of a due-diligence question: open (asked), drafted (the owner''s side has a draft awaiting approval, not shown to the buyer), answered (approved: the buyer reads the answer).';

-- Who reads a deal's diligence ---------------------------------------------------------------------

-- The caller is on a side of the deal (private.my_deal_side()) and the deal is in the room: the
-- owner's side while the stage grants access, the buyer's side by the details' rule (a revoked or
-- paused buyer loses the list with the next request); returns that side, or null. The one rule
-- of who reads a deal's diligence: private.diligence_open() asks it, and public.deal_diligence()
-- takes the side from it, so one read checks the caller once. PL/pgSQL: plans kept per connection.
create function private.diligence_side(p_deal_id uuid) returns public.deal_side
language plpgsql stable security definer set search_path = '' as $$
declare
  v_side public.deal_side := private.my_deal_side(p_deal_id);
  v_deal public.deals;
begin
  if v_side is null then
    return null;
  end if;
  select * into v_deal from public.deals d where d.id = p_deal_id;
  if v_side = 'owner' then
    return case when private.stage_grants_access(v_deal.stage) then v_side end;
  end if;
  return case when private.may_read_confidential(v_deal.stage, v_deal.listing_id, v_deal.buyer_id) then v_side end;
end;
$$;
comment on function private.diligence_side(p_deal_id uuid) is 'The caller''s side of the deal (private.my_deal_side()) if they may work on its due diligence now (owner''s side: the stage grants access; buyer''s side: private.may_read_confidential()), else null.';
revoke all on function private.diligence_side(p_deal_id uuid) from public;
grant all on function private.diligence_side(p_deal_id uuid) to authenticated, service_role;

create function private.diligence_open(p_deal_id uuid) returns boolean
language plpgsql stable security definer set search_path = '' as $$
begin
  return private.diligence_side(p_deal_id) is not null;
end;
$$;
comment on function private.diligence_open(p_deal_id uuid) is 'May the caller work on this deal''s due diligence now: on a side of it (private.my_deal_side()) and access granted (owner''s side: the stage grants access; buyer''s side: private.may_read_confidential()); private.diligence_side() is not null.';
revoke all on function private.diligence_open(p_deal_id uuid) from public;
grant all on function private.diligence_open(p_deal_id uuid) to authenticated, service_role;

-- The deals whose diligence is open to the caller (private.diligence_open() is true) as a set, for
-- the read policies of the request list and the questions: `deal_id in (select
-- private.my_diligence_deal_ids())` is asked once per statement, where private.diligence_open()
-- in a policy ran once per row (about 37 µs each: the closed deal's archive spent 0.8 ms on its 21
-- requests as the buyer, bench case deal-archive). It reads the caller's rows of the kept paths
-- private.listing_detail_readers (30_deals.sql), which are private.may_read_confidential() for a
-- whole set of deals (tests/db/offers.test.ts), and adds what private.my_deal_side() asks of the
-- account: principals verified, members not rejected; and for the owner's side the stage
-- (private.access_stages()). tests/db/diligence-teams.test.ts checks that set and function agree
-- on every deal for principals, members, removed, invited, pending, rejected and paused ones.
create function private.my_diligence_deal_ids() returns setof uuid
language plpgsql stable security definer set search_path = '' as $$
begin
  return query
  -- The buyer's side: the buyer's own path and their team's, while no other buyer's exclusivity
  -- pauses the deal.
  select r.deal_id from private.listing_detail_readers r
  join public.profiles p on p.id = r.user_id
  where r.user_id = (select auth.uid())
    and ((r.path = 'buyer' and p.verification_status = 'verified')
      or (r.path = 'buyer_team' and p.verification_status <> 'rejected'))
    and (r.paused_until is null or r.paused_until <= now())
  union all
  -- The owner's side: the listing's owner and their team, while the deal's stage grants access.
  select d.id from private.listing_detail_readers r
  join public.profiles p on p.id = r.user_id
  join public.deals d on d.listing_id = r.listing_id and (r.path = 'owner' or d.id = r.deal_id)
  where r.user_id = (select auth.uid())
    and ((r.path = 'owner' and p.verification_status = 'verified')
      or (r.path = 'owner_team' and p.verification_status <> 'rejected'))
    and d.stage = any (private.access_stages());
end;
$$;
comment on function private.my_diligence_deal_ids() is 'Deals whose due diligence the caller may read now, as private.diligence_open() says per deal: the buyer''s side (verified buyer, active members not rejected) while private.may_read_confidential() admits the deal, the owner''s side (verified owner, active members not rejected) while the stage grants access; from the kept paths private.listing_detail_readers. Use as `deal_id in (select private.my_diligence_deal_ids())`.';
revoke all on function private.my_diligence_deal_ids() from public;
grant all on function private.my_diligence_deal_ids() to authenticated, service_role;

-- The caller may write on the deal's due diligence: it is open to them (private.diligence_open())
-- and their role on their side is contribute or lead (private.my_deal_role(): principals are
-- leads); a member with the view role reads only.
create function private.diligence_writable(p_deal_id uuid) returns boolean
language plpgsql stable security definer set search_path = '' as $$
begin
  return private.diligence_open(p_deal_id)
    and private.my_deal_role(p_deal_id) in ('contribute', 'lead');
end;
$$;
comment on function private.diligence_writable(p_deal_id uuid) is 'May the caller write on this deal''s due diligence: private.diligence_open() and a contribute or lead role (private.my_deal_role()); view members read only.';
revoke all on function private.diligence_writable(p_deal_id uuid) from public;
grant all on function private.diligence_writable(p_deal_id uuid) to authenticated, service_role;

-- A data-room document of this listing that the caller may read (complete, tier readable).
create function private.diligence_document_readable(p_document_id uuid, p_listing_id uuid) returns boolean
language plpgsql stable security definer set search_path = '' as $$
declare
  v_document public.data_room_documents;
begin
  select * into v_document from public.data_room_documents d
  where d.id = p_document_id and d.listing_id = p_listing_id;
  return found and v_document.current_version_id is not null
    and private.data_room_tier_readable(v_document.listing_id, v_document.tier);
end;
$$;
comment on function private.diligence_document_readable(p_document_id uuid, p_listing_id uuid) is 'The document belongs to this listing, is complete and the caller reads its tier (private.data_room_tier_readable()).';
revoke all on function private.diligence_document_readable(p_document_id uuid, p_listing_id uuid) from public;
grant all on function private.diligence_document_readable(p_document_id uuid, p_listing_id uuid) to authenticated, service_role;

-- public.diligence_requests -------------------------------------------------------------------------

create table public.diligence_requests (
  id uuid default gen_random_uuid() not null,
  deal_id uuid not null,
  ref_no integer default 0 not null,
  title text not null,
  description text,
  category public.diligence_category default 'other'::public.diligence_category not null,
  priority public.diligence_priority default 'normal'::public.diligence_priority not null,
  due_date date,
  assignee_id uuid,
  status public.diligence_status default 'open'::public.diligence_status not null,
  answer_text text,
  answered_at timestamp with time zone,
  answered_by uuid,
  accepted_at timestamp with time zone,
  overdue_reminded_at timestamp with time zone,
  created_by uuid default auth.uid() not null,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  constraint diligence_requests_pkey PRIMARY KEY (id),
  constraint diligence_requests_ref_no UNIQUE (deal_id, ref_no),
  constraint diligence_requests_title_length CHECK (((char_length(title) >= 1) AND (char_length(title) <= 200) AND (title = btrim(title)))),
  constraint diligence_requests_description_length check (char_length(description) <= 4000),
  constraint diligence_requests_answer_length check (char_length(answer_text) between 1 and 8000)
);
alter table public.diligence_requests add constraint diligence_requests_deal_id_fkey FOREIGN KEY (deal_id) REFERENCES public.deals(id) ON DELETE CASCADE;
alter table public.diligence_requests add constraint diligence_requests_assignee_id_fkey FOREIGN KEY (assignee_id) REFERENCES public.profiles(id) ON DELETE SET NULL;
alter table public.diligence_requests add constraint diligence_requests_answered_by_fkey FOREIGN KEY (answered_by) REFERENCES public.profiles(id) ON DELETE SET NULL;
alter table public.diligence_requests add constraint diligence_requests_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.profiles(id) ON DELETE CASCADE;
alter table public.diligence_requests enable row level security;
comment on table public.diligence_requests is 'A deal''s due-diligence request list: the buyer''s side asks (and accepts or reopens), the owner''s side answers with linked data-room documents (diligence_request_documents) or in text. Readable by both sides while private.diligence_open(); every change checked by private.diligence_requests_check().';
comment on column public.diligence_requests.ref_no is 'Number of the request within its deal (1, 2, …), set by the database; the reference in lists and exports.';
comment on column public.diligence_requests.assignee_id is 'Who on the owner''s side takes care of it: a member of the owner''s side takes a request themselves.';
comment on column public.diligence_requests.overdue_reminded_at is 'When the owner''s side was reminded that the request is past its due date (once; cleared when the due date changes or the request is reopened). Set by private.remind_overdue_diligence().';
comment on column public.diligence_requests.answer_text is 'The owner''s side''s answer in text (besides or instead of linked documents).';
revoke all on table public.diligence_requests from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.diligence_requests from authenticated;
grant insert (deal_id, title, description, category, priority, due_date) on table public.diligence_requests to authenticated;
grant update (title, description, category, priority, due_date, assignee_id, status, answer_text) on table public.diligence_requests to authenticated;
grant delete on table public.diligence_requests to authenticated;

create index diligence_requests_answered_by_idx on public.diligence_requests (answered_by);

create index diligence_requests_assignee_idx on public.diligence_requests (assignee_id);

create index diligence_requests_created_by_idx on public.diligence_requests (created_by);

create policy "diligence_requests: both sides read while open" on public.diligence_requests
  for select to authenticated using (deal_id in (select private.my_diligence_deal_ids()));

create policy "diligence_requests: buyer's side asks" on public.diligence_requests
  for insert to authenticated
  with check (private.diligence_writable(deal_id) and private.my_deal_side(deal_id) = 'buyer');

create policy "diligence_requests: both sides change (checked by trigger)" on public.diligence_requests
  for update to authenticated using (private.diligence_writable(deal_id))
  with check (private.diligence_writable(deal_id));

create policy "diligence_requests: buyer's side withdraws an open request" on public.diligence_requests
  for delete to authenticated
  using (status = 'open' and private.diligence_writable(deal_id) and private.my_deal_side(deal_id) = 'buyer');

-- Live: Realtime streams this table's changes (supabase_realtime), each row only to the
-- subscribers whose select policy above admits it (both sides while the diligence is open).
alter publication supabase_realtime add table public.diligence_requests;

-- The status machine, by side: the owner's side starts and answers, the buyer's side accepts and
-- reopens. Without a caller (service role, database owner) the side is not asked.
create function private.diligence_transition_allowed(
  p_from public.diligence_status,
  p_to public.diligence_status,
  p_side public.deal_side
) returns boolean
language sql immutable set search_path = '' as $$
  select case
    when p_to = 'in_progress' then p_from in ('open', 'reopened') and p_side is distinct from 'buyer'
    when p_to = 'answered' then p_from in ('open', 'in_progress', 'reopened') and p_side is distinct from 'buyer'
    when p_to = 'accepted' then p_from = 'answered' and p_side is distinct from 'owner'
    when p_to = 'reopened' then p_from in ('answered', 'accepted') and p_side is distinct from 'owner'
    else false
  end
$$;
comment on function private.diligence_transition_allowed(p_from public.diligence_status, p_to public.diligence_status, p_side public.deal_side) is 'The request status machine: open/reopened → in_progress and open/in_progress/reopened → answered by the owner''s side; answered → accepted and answered/accepted → reopened by the buyer''s side (null side: service role, any of them).';
revoke all on function private.diligence_transition_allowed(p_from public.diligence_status, p_to public.diligence_status, p_side public.deal_side) from public;
grant all on function private.diligence_transition_allowed(p_from public.diligence_status, p_to public.diligence_status, p_side public.deal_side) to authenticated, service_role;

-- BEFORE INSERT/UPDATE: a new request is open, numbered, made by the caller; the buyer's side
-- alone writes what is asked, the owner's side alone the answer and who takes it (themselves);
-- a status change must be allowed for the caller's side; answered needs an answer (text or link);
-- an accepted request is final until the buyer's side reopens it.
create function private.diligence_requests_check() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_uid uuid := (select auth.uid());
  v_side public.deal_side;
begin
  if v_uid is not null then
    v_side := private.my_deal_side(new.deal_id);
  end if;
  if tg_op = 'INSERT' then
    if v_uid is not null and v_side is distinct from 'buyer' then
      raise exception 'Only the buyer''s side asks for documents' using errcode = '42501';
    end if;
    -- One number after the other per deal (the lock orders concurrent inserts of one deal).
    perform pg_advisory_xact_lock(hashtextextended('diligence_requests:' || new.deal_id::text, 0));
    select coalesce(max(r.ref_no), 0) + 1 into new.ref_no from public.diligence_requests r where r.deal_id = new.deal_id;
    new.created_by := coalesce(v_uid, new.created_by);
    new.status := 'open';
    new.assignee_id := null;
    new.answer_text := null;
    new.answered_at := null;
    new.answered_by := null;
    new.accepted_at := null;
    new.created_at := now();
    new.updated_at := now();
    return new;
  end if;

  if new.deal_id <> old.deal_id or new.ref_no <> old.ref_no or new.created_by <> old.created_by then
    raise exception 'A request stays in its deal' using errcode = '42501';
  end if;
  if v_uid is not null and v_side is null then
    raise exception 'Request not found' using errcode = 'PT404';
  end if;
  if (new.title, new.description, new.category, new.priority, new.due_date)
     is distinct from (old.title, old.description, old.category, old.priority, old.due_date) then
    if v_side = 'owner' then
      raise exception 'Only the buyer''s side changes what is asked' using errcode = '42501';
    end if;
    if old.status = 'accepted' then
      raise exception 'An accepted request is closed: reopen it first' using errcode = '22023';
    end if;
  end if;
  if new.answer_text is distinct from old.answer_text then
    if v_side = 'buyer' then
      raise exception 'Only the owner''s side answers' using errcode = '42501';
    end if;
    if old.status = 'accepted' then
      raise exception 'An accepted request is closed: reopen it first' using errcode = '22023';
    end if;
  end if;
  if new.assignee_id is distinct from old.assignee_id then
    if v_side = 'buyer' or (v_uid is not null and new.assignee_id is not null and new.assignee_id <> v_uid) then
      raise exception 'A member of the owner''s side takes a request themselves' using errcode = '42501';
    end if;
  end if;
  if new.overdue_reminded_at is distinct from old.overdue_reminded_at and v_uid is not null then
    raise exception 'Reminders are the database''s' using errcode = '42501';
  end if;
  if new.due_date is distinct from old.due_date or (new.status = 'reopened' and old.status <> 'reopened') then
    new.overdue_reminded_at := null;
  end if;
  if new.status <> old.status then
    if not private.diligence_transition_allowed(old.status, new.status, v_side) then
      raise exception 'This request cannot move from % to %', old.status, new.status using errcode = '22023';
    end if;
    if new.status = 'answered' then
      if new.answer_text is null and not exists (
        select 1 from public.diligence_request_documents x where x.request_id = new.id) then
        raise exception 'Answer in text or link a document first' using errcode = '22023';
      end if;
      new.answered_at := now();
      new.answered_by := coalesce(v_uid, new.answered_by);
    end if;
    new.accepted_at := case when new.status = 'accepted' then now() end;
  end if;
  new.updated_at := now();
  return new;
end;
$$;
comment on function private.diligence_requests_check() is 'BEFORE INSERT/UPDATE on diligence_requests: numbering and defaults; per side (private.my_deal_side()) who writes which columns; the status machine (private.diligence_transition_allowed()); answered needs an answer.';
revoke all on function private.diligence_requests_check() from public;

create trigger diligence_requests_check before insert or update on public.diligence_requests
  for each row execute function private.diligence_requests_check();

-- public.diligence_request_documents -----------------------------------------------------------------

create table public.diligence_request_documents (
  request_id uuid not null,
  document_id uuid not null,
  linked_by uuid default auth.uid() not null,
  created_at timestamp with time zone default now() not null,
  constraint diligence_request_documents_pkey PRIMARY KEY (request_id, document_id)
);
alter table public.diligence_request_documents add constraint diligence_request_documents_request_id_fkey FOREIGN KEY (request_id) REFERENCES public.diligence_requests(id) ON DELETE CASCADE;
alter table public.diligence_request_documents add constraint diligence_request_documents_document_id_fkey FOREIGN KEY (document_id) REFERENCES public.data_room_documents(id) ON DELETE CASCADE;
alter table public.diligence_request_documents add constraint diligence_request_documents_linked_by_fkey FOREIGN KEY (linked_by) REFERENCES public.profiles(id) ON DELETE CASCADE;
alter table public.diligence_request_documents enable row level security;
comment on table public.diligence_request_documents is 'Data-room documents that answer a request, linked by the owner''s side. A link shows only to a reader of the document''s tier (private.diligence_document_readable()): a buyer never learns of a document above their access.';
revoke all on table public.diligence_request_documents from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.diligence_request_documents from authenticated;
grant insert (request_id, document_id) on table public.diligence_request_documents to authenticated;
grant delete on table public.diligence_request_documents to authenticated;

create index diligence_request_documents_document_idx on public.diligence_request_documents (document_id);

create index diligence_request_documents_linked_by_idx on public.diligence_request_documents (linked_by);

-- The request's deal and listing, for the link policies (security definer: the request row is
-- read whatever the caller may see; the policies then ask the side and the tier).
create function private.diligence_request_deal(p_request_id uuid) returns uuid
language sql stable security definer set search_path = '' as $$
  select r.deal_id from public.diligence_requests r where r.id = p_request_id
$$;
comment on function private.diligence_request_deal(p_request_id uuid) is 'The deal of a due-diligence request (for policies of its links and questions).';
revoke all on function private.diligence_request_deal(p_request_id uuid) from public;
grant all on function private.diligence_request_deal(p_request_id uuid) to authenticated, service_role;

create function private.diligence_link_readable(p_request_id uuid, p_document_id uuid) returns boolean
language plpgsql stable security definer set search_path = '' as $$
declare
  v_deal public.deals;
begin
  select d.* into v_deal from public.diligence_requests r join public.deals d on d.id = r.deal_id
  where r.id = p_request_id;
  return found and private.diligence_open(v_deal.id)
    and private.diligence_document_readable(p_document_id, v_deal.listing_id);
end;
$$;
comment on function private.diligence_link_readable(p_request_id uuid, p_document_id uuid) is 'The caller reads the request (private.diligence_open()) and the linked document at its tier (private.diligence_document_readable()).';
revoke all on function private.diligence_link_readable(p_request_id uuid, p_document_id uuid) from public;
grant all on function private.diligence_link_readable(p_request_id uuid, p_document_id uuid) to authenticated, service_role;

create policy "diligence_request_documents: readers of request and tier" on public.diligence_request_documents
  for select to authenticated using (private.diligence_link_readable(request_id, document_id));

create policy "diligence_request_documents: owner's side links" on public.diligence_request_documents
  for insert to authenticated with check (
    private.diligence_writable(private.diligence_request_deal(request_id))
    and private.my_deal_side(private.diligence_request_deal(request_id)) = 'owner'
  );

create policy "diligence_request_documents: owner's side unlinks" on public.diligence_request_documents
  for delete to authenticated using (
    private.diligence_writable(private.diligence_request_deal(request_id))
    and private.my_deal_side(private.diligence_request_deal(request_id)) = 'owner'
  );

-- BEFORE INSERT/DELETE: a link is to a complete document of the deal's listing that the deal's
-- buyer may read (never above their access), made by the caller, not on an accepted request.
create function private.diligence_request_documents_check() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_request public.diligence_requests;
  v_deal public.deals;
  v_document public.data_room_documents;
begin
  select * into v_request from public.diligence_requests r
  where r.id = case when tg_op = 'DELETE' then old.request_id else new.request_id end;
  if not found then
    return case when tg_op = 'DELETE' then old end;
  end if;
  if v_request.status = 'accepted' then
    raise exception 'An accepted request is closed: reopen it first' using errcode = '22023';
  end if;
  if tg_op = 'DELETE' then
    return old;
  end if;
  select * into v_deal from public.deals d where d.id = v_request.deal_id;
  select * into v_document from public.data_room_documents d
  where d.id = new.document_id and d.listing_id = v_deal.listing_id;
  if not found or v_document.current_version_id is null then
    raise exception 'Document not found' using errcode = 'PT404';
  end if;
  if not private.may_read_confidential(v_deal.stage, v_deal.listing_id, v_deal.buyer_id, v_document.tier) then
    raise exception 'The buyer may not read this document' using errcode = '42501';
  end if;
  new.linked_by := coalesce((select auth.uid()), new.linked_by);
  new.created_at := now();
  return new;
end;
$$;
comment on function private.diligence_request_documents_check() is 'BEFORE INSERT/DELETE on diligence_request_documents: the document is a complete one of the deal''s listing at a tier the deal''s buyer reads (private.may_read_confidential()); accepted requests are closed.';
revoke all on function private.diligence_request_documents_check() from public;

create trigger diligence_request_documents_check before insert or delete on public.diligence_request_documents
  for each row execute function private.diligence_request_documents_check();

-- public.diligence_questions --------------------------------------------------------------------------

create table public.diligence_questions (
  id uuid default gen_random_uuid() not null,
  deal_id uuid not null,
  request_id uuid,
  document_id uuid,
  body text not null,
  asked_by uuid default auth.uid() not null,
  owner_id uuid,
  due_date date,
  state public.diligence_question_state default 'open'::public.diligence_question_state not null,
  answer text,
  answered_at timestamp with time zone,
  approved_by uuid,
  faq_published_at timestamp with time zone,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  constraint diligence_questions_pkey PRIMARY KEY (id),
  constraint diligence_questions_body_length CHECK (((char_length(body) >= 1) AND (char_length(body) <= 4000) AND (body = btrim(body)))),
  constraint diligence_questions_answer_length check (char_length(answer) between 1 and 8000),
  constraint diligence_questions_answered check ((state = 'answered') = (answer is not null)),
  constraint diligence_questions_faq_answered check (faq_published_at is null or state = 'answered'),
  constraint diligence_questions_one_subject check (request_id is null or document_id is null)
);
alter table public.diligence_questions add constraint diligence_questions_deal_id_fkey FOREIGN KEY (deal_id) REFERENCES public.deals(id) ON DELETE CASCADE;
alter table public.diligence_questions add constraint diligence_questions_request_id_fkey FOREIGN KEY (request_id) REFERENCES public.diligence_requests(id) ON DELETE SET NULL;
alter table public.diligence_questions add constraint diligence_questions_document_id_fkey FOREIGN KEY (document_id) REFERENCES public.data_room_documents(id) ON DELETE SET NULL;
alter table public.diligence_questions add constraint diligence_questions_asked_by_fkey FOREIGN KEY (asked_by) REFERENCES public.profiles(id) ON DELETE CASCADE;
alter table public.diligence_questions add constraint diligence_questions_owner_id_fkey FOREIGN KEY (owner_id) REFERENCES public.profiles(id) ON DELETE SET NULL;
alter table public.diligence_questions add constraint diligence_questions_approved_by_fkey FOREIGN KEY (approved_by) REFERENCES public.profiles(id) ON DELETE SET NULL;
alter table public.diligence_questions enable row level security;
comment on table public.diligence_questions is 'Questions of a deal''s due diligence, on a request, a document or the deal, asked by the buyer''s side; the answer appears once the owner''s side approved its draft (approve_diligence_answer()). Other buyers read published answers only through public.diligence_faq(), without the asker.';
comment on column public.diligence_questions.owner_id is 'Who on the owner''s side answers it (a member takes a question themselves).';
comment on column public.diligence_questions.answer is 'The approved answer the buyer''s side reads (drafts live in diligence_answer_drafts).';
comment on column public.diligence_questions.faq_published_at is 'When the owner''s side published the question and its answer as a FAQ entry of the listing (anonymous: public.diligence_faq()).';
revoke all on table public.diligence_questions from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.diligence_questions from authenticated;
grant insert (deal_id, request_id, document_id, body, due_date) on table public.diligence_questions to authenticated;
grant update (owner_id, due_date) on table public.diligence_questions to authenticated;

create index diligence_questions_deal_idx on public.diligence_questions (deal_id, created_at);

-- The FAQ of a listing: the published questions of its deals.
create index diligence_questions_faq_idx on public.diligence_questions (deal_id, faq_published_at) where faq_published_at is not null;

create index diligence_questions_request_idx on public.diligence_questions (request_id);

create index diligence_questions_document_idx on public.diligence_questions (document_id);

create index diligence_questions_asked_by_idx on public.diligence_questions (asked_by);

create index diligence_questions_owner_idx on public.diligence_questions (owner_id);

create index diligence_questions_approved_by_idx on public.diligence_questions (approved_by);

create policy "diligence_questions: both sides read while open" on public.diligence_questions
  for select to authenticated using (deal_id in (select private.my_diligence_deal_ids()));

create policy "diligence_questions: buyer's side asks" on public.diligence_questions
  for insert to authenticated
  with check (private.diligence_writable(deal_id) and private.my_deal_side(deal_id) = 'buyer');

create policy "diligence_questions: both sides change owner and due date" on public.diligence_questions
  for update to authenticated using (private.diligence_writable(deal_id))
  with check (private.diligence_writable(deal_id));

-- Live: Realtime streams this table's changes (supabase_realtime), each row only to the
-- subscribers whose select policy above admits it; drafts live in their own table, not published.
alter publication supabase_realtime add table public.diligence_questions;

-- BEFORE INSERT/UPDATE: a question is asked by the caller on a request of its deal, a document of
-- its listing the caller reads, or the deal; it starts open. Updates through the API touch only
-- the owner (a member of the owner's side takes it themselves) and the due date.
create function private.diligence_questions_check() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_uid uuid := (select auth.uid());
  v_listing_id uuid;
begin
  if tg_op = 'INSERT' then
    select d.listing_id into v_listing_id from public.deals d where d.id = new.deal_id;
    if new.request_id is not null and not exists (
      select 1 from public.diligence_requests r where r.id = new.request_id and r.deal_id = new.deal_id) then
      raise exception 'Request not found' using errcode = 'PT404';
    end if;
    if new.document_id is not null and v_uid is not null
       and not private.diligence_document_readable(new.document_id, v_listing_id) then
      raise exception 'Document not found' using errcode = 'PT404';
    end if;
    new.asked_by := coalesce(v_uid, new.asked_by);
    new.state := 'open';
    new.owner_id := null;
    new.answer := null;
    new.answered_at := null;
    new.approved_by := null;
    new.faq_published_at := null;
    new.created_at := now();
    new.updated_at := now();
    return new;
  end if;
  if new.owner_id is distinct from old.owner_id and v_uid is not null and (
       private.my_deal_side(new.deal_id) is distinct from 'owner'
       or (new.owner_id is not null and new.owner_id <> v_uid)) then
    raise exception 'A member of the owner''s side takes a question themselves' using errcode = '42501';
  end if;
  new.updated_at := now();
  return new;
end;
$$;
comment on function private.diligence_questions_check() is 'BEFORE INSERT/UPDATE on diligence_questions: the subject belongs to the deal (a document: one the caller reads), the asker is the caller, the state starts open; the owner''s side takes a question only for themselves.';
revoke all on function private.diligence_questions_check() from public;

create trigger diligence_questions_check before insert or update on public.diligence_questions
  for each row execute function private.diligence_questions_check();

-- public.diligence_answer_drafts ----------------------------------------------------------------------

create table public.diligence_answer_drafts (
  question_id uuid not null,
  body text not null,
  drafted_by uuid default auth.uid() not null,
  updated_at timestamp with time zone default now() not null,
  constraint diligence_answer_drafts_pkey PRIMARY KEY (question_id),
  constraint diligence_answer_drafts_body_length check (char_length(body) between 1 and 8000)
);
alter table public.diligence_answer_drafts add constraint diligence_answer_drafts_question_id_fkey FOREIGN KEY (question_id) REFERENCES public.diligence_questions(id) ON DELETE CASCADE;
alter table public.diligence_answer_drafts add constraint diligence_answer_drafts_drafted_by_fkey FOREIGN KEY (drafted_by) REFERENCES public.profiles(id) ON DELETE CASCADE;
alter table public.diligence_answer_drafts enable row level security;
comment on table public.diligence_answer_drafts is 'The owner''s side''s draft answer to a question, read and written by the owner''s side only; approve_diligence_answer() makes it the answer the buyer reads.';
revoke all on table public.diligence_answer_drafts from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.diligence_answer_drafts from authenticated;
grant insert (question_id, body) on table public.diligence_answer_drafts to authenticated;
grant update (body) on table public.diligence_answer_drafts to authenticated;
grant delete on table public.diligence_answer_drafts to authenticated;

create index diligence_answer_drafts_drafted_by_idx on public.diligence_answer_drafts (drafted_by);

-- The question's deal, for the drafts' policies.
create function private.diligence_question_deal(p_question_id uuid) returns uuid
language sql stable security definer set search_path = '' as $$
  select q.deal_id from public.diligence_questions q where q.id = p_question_id
$$;
comment on function private.diligence_question_deal(p_question_id uuid) is 'The deal of a due-diligence question (for the policies of its drafts).';
revoke all on function private.diligence_question_deal(p_question_id uuid) from public;
grant all on function private.diligence_question_deal(p_question_id uuid) to authenticated, service_role;

-- The owner's side of the question's deal, while the diligence is open.
create function private.diligence_owner_side_of_question(p_question_id uuid) returns boolean
language plpgsql stable security definer set search_path = '' as $$
declare
  v_deal_id uuid := private.diligence_question_deal(p_question_id);
begin
  return v_deal_id is not null and private.diligence_open(v_deal_id)
    and private.my_deal_side(v_deal_id) = 'owner';
end;
$$;
comment on function private.diligence_owner_side_of_question(p_question_id uuid) is 'The caller is on the owner''s side (private.my_deal_side()) of the question''s deal, and its diligence is open.';
revoke all on function private.diligence_owner_side_of_question(p_question_id uuid) from public;
grant all on function private.diligence_owner_side_of_question(p_question_id uuid) to authenticated, service_role;

create policy "diligence_answer_drafts: owner's side reads" on public.diligence_answer_drafts
  for select to authenticated using (private.diligence_owner_side_of_question(question_id));

create policy "diligence_answer_drafts: owner's side drafts" on public.diligence_answer_drafts
  for insert to authenticated with check (
    private.diligence_owner_side_of_question(question_id)
    and private.diligence_writable(private.diligence_question_deal(question_id)));

create policy "diligence_answer_drafts: owner's side edits" on public.diligence_answer_drafts
  for update to authenticated using (
    private.diligence_owner_side_of_question(question_id)
    and private.diligence_writable(private.diligence_question_deal(question_id)))
  with check (
    private.diligence_owner_side_of_question(question_id)
    and private.diligence_writable(private.diligence_question_deal(question_id)));

create policy "diligence_answer_drafts: owner's side discards" on public.diligence_answer_drafts
  for delete to authenticated using (
    private.diligence_owner_side_of_question(question_id)
    and private.diligence_writable(private.diligence_question_deal(question_id)));

-- BEFORE INSERT/UPDATE: a draft is the caller's, for a question not answered yet; AFTER INSERT,
-- UPDATE, DELETE: the question is drafted while a draft exists, open again when it is discarded.
create function private.diligence_answer_drafts_check() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op in ('INSERT', 'UPDATE') and tg_when = 'BEFORE' then
    if exists (select 1 from public.diligence_questions q where q.id = new.question_id and q.state = 'answered') then
      raise exception 'This question is answered already' using errcode = '22023';
    end if;
    new.drafted_by := coalesce((select auth.uid()), new.drafted_by);
    new.updated_at := now();
    return new;
  end if;
  if tg_op = 'DELETE' then
    update public.diligence_questions q set state = 'open'
    where q.id = old.question_id and q.state = 'drafted';
    return old;
  end if;
  update public.diligence_questions q set state = 'drafted'
  where q.id = new.question_id and q.state = 'open';
  return new;
end;
$$;
comment on function private.diligence_answer_drafts_check() is 'Triggers of diligence_answer_drafts: BEFORE: only for unanswered questions, drafted_by is the caller; AFTER: the question''s state follows (drafted / open).';
revoke all on function private.diligence_answer_drafts_check() from public;

create trigger diligence_answer_drafts_check before insert or update on public.diligence_answer_drafts
  for each row execute function private.diligence_answer_drafts_check();

create trigger diligence_answer_drafts_state after insert or delete on public.diligence_answer_drafts
  for each row execute function private.diligence_answer_drafts_check();

-- The owner's side approves the draft: it becomes the answer the buyer's side reads.
create function public.approve_diligence_answer(p_question_id uuid) returns public.diligence_questions
language plpgsql security definer set search_path = '' as $$
declare
  v_draft public.diligence_answer_drafts;
  v_question public.diligence_questions;
begin
  if not private.diligence_owner_side_of_question(p_question_id) then
    raise exception 'Question not found' using errcode = 'PT404';
  end if;
  -- The owner's side decides (private.decides_for_side()): a lead whose account is pending does not.
  if not private.decides_for_side(private.diligence_question_deal(p_question_id), 'owner') then
    raise exception 'Only the principal and leads of the owner''s side approve answers' using errcode = '42501';
  end if;
  select * into v_draft from public.diligence_answer_drafts d where d.question_id = p_question_id for update;
  if not found then
    raise exception 'There is no draft to approve' using errcode = '22023';
  end if;
  delete from public.diligence_answer_drafts d where d.question_id = p_question_id;
  update public.diligence_questions q
  set state = 'answered', answer = v_draft.body, answered_at = now(), approved_by = (select auth.uid()),
    updated_at = now()
  where q.id = p_question_id
  returning * into v_question;
  return v_question;
end;
$$;
comment on function public.approve_diligence_answer(p_question_id uuid) is 'A lead of the owner''s side (its principal or a member with the lead role and a verified account: private.decides_for_side()) approves a question''s draft answer: the buyer''s side reads it from now on. 42501 for view and contribute members and pending leads.';
revoke all on function public.approve_diligence_answer(p_question_id uuid) from public, anon;
grant all on function public.approve_diligence_answer(p_question_id uuid) to authenticated, service_role;

-- The owner's side publishes (or withdraws) an answered question as an anonymous FAQ entry.
create function public.set_diligence_faq(p_question_id uuid, p_published boolean) returns public.diligence_questions
language plpgsql security definer set search_path = '' as $$
declare
  v_question public.diligence_questions;
begin
  if not private.diligence_owner_side_of_question(p_question_id) then
    raise exception 'Question not found' using errcode = 'PT404';
  end if;
  if not private.decides_for_side(private.diligence_question_deal(p_question_id), 'owner') then
    raise exception 'Only the principal and leads of the owner''s side publish answers' using errcode = '42501';
  end if;
  if p_published and not exists (
    select 1 from public.diligence_questions q where q.id = p_question_id and q.state = 'answered') then
    raise exception 'Only an answered question becomes a FAQ entry' using errcode = '22023';
  end if;
  update public.diligence_questions q
  set faq_published_at = case when p_published then coalesce(q.faq_published_at, now()) end, updated_at = now()
  where q.id = p_question_id
  returning * into v_question;
  return v_question;
end;
$$;
comment on function public.set_diligence_faq(p_question_id uuid, p_published boolean) is 'A lead of the owner''s side (its principal or a member with the lead role and a verified account: private.decides_for_side(); 42501 for other members and pending leads) publishes an answered question as a FAQ entry of the listing (every buyer with access reads it through public.diligence_faq(), without the asker), or withdraws it.';
revoke all on function public.set_diligence_faq(p_question_id uuid, p_published boolean) from public, anon;
grant all on function public.set_diligence_faq(p_question_id uuid, p_published boolean) to authenticated, service_role;

-- A listing's FAQ: the published questions and answers, for anyone with the diligence of a deal
-- on the listing open (its buyers with access, the owner's side). Never the asker, the deal or
-- the request: only the words.
create function public.diligence_faq(p_listing_id uuid)
returns table(id uuid, question text, answer text, published_at timestamp with time zone)
language plpgsql stable security definer set search_path = '' set plan_cache_mode = force_generic_plan as $$
begin
  if not exists (
    select 1 from public.deals d
    where d.listing_id = p_listing_id and private.stage_grants_access(d.stage)
      and private.diligence_open(d.id)
  ) then
    raise exception 'Company not found' using errcode = 'PT404';
  end if;
  return query
  select q.id, q.body, q.answer, q.faq_published_at
  from public.deals d
  join public.diligence_questions q on q.deal_id = d.id and q.faq_published_at is not null
  where d.listing_id = p_listing_id
  order by q.faq_published_at desc, q.id;
end;
$$;
comment on function public.diligence_faq(p_listing_id uuid) is 'The listing''s published due-diligence FAQ (question, answer, when), for callers with the diligence of a deal on the listing open; never who asked.';
revoke all on function public.diligence_faq(p_listing_id uuid) from public, anon;
grant all on function public.diligence_faq(p_listing_id uuid) to authenticated, service_role;

-- Notices ------------------------------------------------------------------------------------------

-- Tell everyone on one side of the deal (its principal and active members, private.deal_side_people())
-- but the caller: in the app and by email, by each one's preferences (private.notify()). The
-- listing's title only to whom the deal lets read it (a buyer paused by another's exclusivity reads
-- the teaser facts). Emails of one kind and deal go out together.
create function private.notify_diligence(
  p_deal_id uuid, p_side public.deal_side, p_kind public.notification_kind, p_payload jsonb
) returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_uid uuid := (select auth.uid());
  v_deal public.deals;
  v_user uuid;
  v_payload jsonb;
begin
  select * into v_deal from public.deals d where d.id = p_deal_id;
  if not found then
    return;
  end if;
  v_payload := private.listing_label(v_deal.listing_id,
      p_side = 'owner' or private.may_read_confidential(v_deal.stage, v_deal.listing_id, v_deal.buyer_id))
    || jsonb_strip_nulls(jsonb_build_object('deal_id', p_deal_id, 'from_name', private.profile_name(v_uid))
      || coalesce(p_payload, '{}'::jsonb));
  for v_user in select x from private.deal_side_people(p_deal_id, p_side) x loop
    if v_user is not null and v_user is distinct from v_uid then
      perform private.notify(v_user, p_kind, '/deals/' || p_deal_id, v_payload, p_kind::text || ':' || p_deal_id);
    end if;
  end loop;
end;
$$;
comment on function private.notify_diligence(p_deal_id uuid, p_side public.deal_side, p_kind public.notification_kind, p_payload jsonb) is 'A due-diligence notice (diligence.*) to everyone on one side of the deal but the caller (private.deal_side_people()), by their preferences; emails grouped per kind and deal.';
revoke all on function private.notify_diligence(p_deal_id uuid, p_side public.deal_side, p_kind public.notification_kind, p_payload jsonb) from public;

-- AFTER INSERT (per statement): new requests tell the owner's side, one notice per deal and
-- statement (an imported checklist is one notice: "21 new requests").
create function private.notify_diligence_requests_added() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v record;
begin
  for v in
    select n.deal_id, count(*)::integer as n, (array_agg(n.title order by n.ref_no))[1] as title
    from new_requests n group by n.deal_id
  loop
    perform private.notify_diligence(v.deal_id, 'owner', 'diligence.requested',
      jsonb_build_object('title', v.title, 'count', v.n));
  end loop;
  return null;
end;
$$;
comment on function private.notify_diligence_requests_added() is 'AFTER INSERT (statement) on diligence_requests: the owner''s side hears of the new requests, one notice per deal (diligence.requested with the count and the first title).';
revoke all on function private.notify_diligence_requests_added() from public;

create trigger notify_diligence_requests_added after insert on public.diligence_requests
  referencing new table as new_requests
  for each statement execute function private.notify_diligence_requests_added();

-- AFTER UPDATE: a request answered tells the buyer's side.
create function private.notify_diligence_request_answered() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.notify_diligence(new.deal_id, 'buyer', 'diligence.answered',
    jsonb_build_object('title', new.title, 'ref_no', new.ref_no));
  return null;
end;
$$;
comment on function private.notify_diligence_request_answered() is 'AFTER UPDATE on diligence_requests: a request answered (again) tells the buyer''s side (diligence.answered).';
revoke all on function private.notify_diligence_request_answered() from public;

create trigger notify_diligence_request_answered after update of status on public.diligence_requests
  for each row when (new.status = 'answered' and old.status <> 'answered')
  execute function private.notify_diligence_request_answered();

-- AFTER INSERT / UPDATE: a question asked tells the owner's side; its answer approved tells the
-- buyer's side (never the draft).
create function private.notify_diligence_question() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    perform private.notify_diligence(new.deal_id, 'owner', 'diligence.question',
      jsonb_build_object('excerpt', left(new.body, 500)));
  else
    perform private.notify_diligence(new.deal_id, 'buyer', 'diligence.question_answered',
      jsonb_build_object('excerpt', left(new.body, 500)));
  end if;
  return null;
end;
$$;
comment on function private.notify_diligence_question() is 'AFTER INSERT on diligence_questions: the owner''s side hears of the question (diligence.question); AFTER UPDATE to answered (approved): the buyer''s side hears (diligence.question_answered).';
revoke all on function private.notify_diligence_question() from public;

create trigger notify_diligence_question_asked after insert on public.diligence_questions
  for each row execute function private.notify_diligence_question();

create trigger notify_diligence_question_answered after update of state on public.diligence_questions
  for each row when (new.state = 'answered' and old.state <> 'answered')
  execute function private.notify_diligence_question();

-- Overdue requests: the deal maintenance (public.run_deal_maintenance()) reminds the owner's side
-- once per request past its due date (Berlin's day) and not answered, one notice per deal.
create function private.remind_overdue_diligence(p_now timestamptz) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v record;
  v_total integer := 0;
begin
  for v in
    with due as (
      update public.diligence_requests r set overdue_reminded_at = p_now
      from public.deals d
      where d.id = r.deal_id and private.stage_grants_access(d.stage)
        and r.status in ('open', 'in_progress', 'reopened')
        and r.due_date < (p_now at time zone 'Europe/Berlin')::date
        and r.overdue_reminded_at is null
      returning r.deal_id, r.ref_no, r.title
    )
    select due.deal_id, count(*)::integer as n, (array_agg(due.title order by due.ref_no))[1] as title
    from due group by due.deal_id
  loop
    perform private.notify_diligence(v.deal_id, 'owner', 'diligence.overdue',
      jsonb_build_object('title', v.title, 'count', v.n));
    v_total := v_total + v.n;
  end loop;
  return v_total;
end;
$$;
comment on function private.remind_overdue_diligence(p_now timestamp with time zone) is 'Called by public.run_deal_maintenance(): requests past their due date and not answered remind the owner''s side once (diligence.overdue, one notice per deal); returns how many requests.';
revoke all on function private.remind_overdue_diligence(p_now timestamp with time zone) from public;

create index diligence_requests_overdue_idx on public.diligence_requests (due_date)
  where overdue_reminded_at is null and status in ('open', 'in_progress', 'reopened');

-- Progress of every buyer ---------------------------------------------------------------------------

-- The listing's owner sees the due diligence of all buyers of one listing side by side: per deal
-- in the room, open / overdue / answered / accepted requests, open questions and the next due date.
create function public.diligence_progress(p_listing_id uuid)
returns table(deal_id uuid, buyer_name text, stage public.deal_stage, open integer, overdue integer,
  answered integer, accepted integer, questions_open integer, next_due date)
language plpgsql stable security definer set search_path = '' set plan_cache_mode = force_generic_plan as $$
declare
  v_uid uuid := private.verified_caller();
  v_today date := private.berlin_today();
begin
  if not exists (select 1 from public.listings l where l.id = p_listing_id and l.user_id = v_uid) then
    raise exception 'Company not found' using errcode = 'PT404';
  end if;
  return query
  select d.id, p.name, d.stage,
    count(r.id) filter (where r.status in ('open', 'in_progress', 'reopened'))::integer,
    count(r.id) filter (where r.status in ('open', 'in_progress', 'reopened') and r.due_date < v_today)::integer,
    count(r.id) filter (where r.status = 'answered')::integer,
    count(r.id) filter (where r.status = 'accepted')::integer,
    (select count(*)::integer from public.diligence_questions q where q.deal_id = d.id and q.state <> 'answered'),
    min(r.due_date) filter (where r.status in ('open', 'in_progress', 'reopened'))
  from public.deals d
  join public.profiles p on p.id = d.buyer_id
  left join public.diligence_requests r on r.deal_id = d.id
  where d.listing_id = p_listing_id and private.stage_grants_access(d.stage)
  group by d.id, p.name, d.stage
  order by p.name, d.id;
end;
$$;
comment on function public.diligence_progress(p_listing_id uuid) is 'The listing''s owner (verified) sees every buyer''s due diligence on one listing side by side: per deal in the room (stage grants access) the buyer''s name, open, overdue (Berlin''s day), answered and accepted requests, open questions, the next due date. 404 for anyone else.';
revoke all on function public.diligence_progress(p_listing_id uuid) from public, anon;
grant all on function public.diligence_progress(p_listing_id uuid) to authenticated, service_role;

-- The checklist ------------------------------------------------------------------------------------

-- The due-diligence checklist for small and medium businesses, in German and English: what a buyer
-- (with their tax adviser, lawyer, bank) usually asks for first.
create function public.diligence_checklist()
returns table(item integer, category public.diligence_category, priority public.diligence_priority, title_de text, title_en text, description_de text, description_en text)
language sql immutable set search_path = '' as $$
  select * from (values
    (1, 'financial'::public.diligence_category, 'high'::public.diligence_priority,
      'Jahresabschlüsse der letzten 3 Jahre', 'Annual accounts of the last 3 years',
      'Bilanz, GuV und Anhang, ggf. mit Prüfungsbericht.', 'Balance sheet, profit and loss, notes, with the audit report if any.'),
    (2, 'financial', 'high',
      'Aktuelle BWA', 'Current management accounts (BWA)',
      'Betriebswirtschaftliche Auswertung des laufenden Jahres mit Vorjahresvergleich.', 'Monthly management accounts of the current year compared with the previous year.'),
    (3, 'financial', 'normal',
      'Summen- und Saldenliste', 'Trial balance (Summen- und Saldenliste)',
      'Zum letzten Abschlussstichtag und aktuell.', 'At the last balance sheet date and current.'),
    (4, 'financial', 'normal',
      'Offene-Posten-Listen Debitoren und Kreditoren', 'Open items: receivables and payables',
      'Mit Altersstruktur.', 'With ageing.'),
    (5, 'financial', 'normal',
      'Planung und Budget', 'Business plan and budget',
      'Planung für das laufende und die nächsten 2 Jahre mit Annahmen.', 'Plan for this year and the next two, with assumptions.'),
    (6, 'tax', 'high',
      'Steuerbescheide der letzten 3 Jahre', 'Tax assessments of the last 3 years',
      'Körperschaft-, Gewerbe- und Umsatzsteuer.', 'Corporate, trade and VAT assessments.'),
    (7, 'tax', 'normal',
      'Berichte der letzten Betriebsprüfung', 'Reports of the last tax audit',
      'Mit offenen Punkten und Nachzahlungen.', 'With open points and additional payments.'),
    (8, 'legal', 'high',
      'Gesellschaftsvertrag / Satzung', 'Articles of association',
      'Aktuelle Fassung mit allen Änderungen.', 'Current version with all amendments.'),
    (9, 'legal', 'high',
      'Aktueller Handelsregisterauszug', 'Current commercial register extract', null, null),
    (10, 'legal', 'normal',
      'Gesellschafterliste', 'Shareholder list', null, null),
    (11, 'legal', 'high',
      'Wesentliche Verträge mit Change-of-Control-Klauseln', 'Material contracts with change-of-control clauses',
      'Kunden-, Lieferanten-, Finanzierungs- und Kooperationsverträge.', 'Customer, supplier, financing and cooperation agreements.'),
    (12, 'legal', 'normal',
      'Laufende und drohende Rechtsstreitigkeiten', 'Pending and threatened litigation', null, null),
    (13, 'hr', 'high',
      'Mitarbeiterliste', 'Staff list',
      'Anonymisiert: Funktion, Eintritt, Gehalt, Arbeitszeit, Kündigungsfrist.', 'Anonymised: role, start date, salary, hours, notice period.'),
    (14, 'hr', 'normal',
      'Verträge von Schlüsselpersonen', 'Key employee contracts', null, null),
    (15, 'hr', 'normal',
      'Betriebsvereinbarungen und Tarifbindung', 'Works agreements and collective agreements', null, null),
    (16, 'hr', 'normal',
      'Pensionszusagen', 'Pension commitments',
      'Mit versicherungsmathematischem Gutachten.', 'With the actuarial report.'),
    (17, 'commercial', 'high',
      'Top-10-Kunden und -Lieferanten', 'Top 10 customers and suppliers',
      'Umsatz bzw. Einkaufsvolumen der letzten 3 Jahre.', 'Revenue or purchase volume over the last 3 years.'),
    (18, 'ip_it', 'normal',
      'Schutzrechte, Software und IT-Systeme', 'IP rights, software and IT systems',
      'Marken, Patente, Domains, Lizenzen, IT-Landschaft, Datenschutz.', 'Trademarks, patents, domains, licences, IT landscape, data protection.'),
    (19, 'real_estate', 'normal',
      'Grundbuchauszüge und Mietverträge', 'Land register extracts and leases', null, null),
    (20, 'insurance', 'normal',
      'Versicherungspolicen und Schadenshistorie', 'Insurance policies and claims history', null, null),
    (21, 'esg', 'low',
      'Umwelt, Soziales, Unternehmensführung (ESG)', 'Environment, social, governance (ESG)',
      'Genehmigungen, Altlasten, Energieverbrauch, Compliance-Richtlinien.', 'Permits, contamination, energy use, compliance policies.')
  ) as c(item, category, priority, title_de, title_en, description_de, description_en)
$$;
comment on function public.diligence_checklist() is 'The German/English due-diligence checklist for small and medium businesses (financial, tax, legal, HR, commercial, IP/IT, real estate, insurance, ESG).';
revoke all on function public.diligence_checklist() from public, anon;
grant all on function public.diligence_checklist() to authenticated, service_role;

-- The buyer's side imports the checklist into a deal in one step, in one language; items whose
-- title is already on the list (in either language) are skipped, so importing twice adds nothing.
-- Security invoker: the insert policy and trigger of diligence_requests decide.
create function public.import_diligence_checklist(p_deal_id uuid, p_language public.app_language)
returns integer
language plpgsql set search_path = '' as $$
declare
  v_count integer;
begin
  if not private.diligence_open(p_deal_id) or private.my_deal_side(p_deal_id) is distinct from 'buyer' then
    raise exception 'Deal not found' using errcode = 'PT404';
  end if;
  insert into public.diligence_requests (deal_id, title, description, category, priority)
  select p_deal_id,
    case when p_language = 'de' then c.title_de else c.title_en end,
    case when p_language = 'de' then c.description_de else c.description_en end,
    c.category, c.priority
  from public.diligence_checklist() c
  where not exists (
    select 1 from public.diligence_requests r
    where r.deal_id = p_deal_id and r.title in (c.title_de, c.title_en)
  )
  order by c.item;
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;
comment on function public.import_diligence_checklist(p_deal_id uuid, p_language public.app_language) is 'The buyer''s side adds the checklist (public.diligence_checklist()) to the deal''s request list in German or English; items already on the list are skipped. Returns how many were added.';
revoke all on function public.import_diligence_checklist(p_deal_id uuid, p_language public.app_language) from public, anon;
grant all on function public.import_diligence_checklist(p_deal_id uuid, p_language public.app_language) to authenticated, service_role;

-- The deal's due diligence in one read ------------------------------------------------------------

-- What the deal page shows: the caller's side, the requests with their links (only documents the
-- caller reads at their tier) and the questions (drafts for the owner's side only), in one request.
--
-- The caller is checked once (private.diligence_side(): side and access in one call). Its three
-- statements are planned once per connection (plan_cache_mode = force_generic_plan): every
-- parameter is a key (the deal, its listing) whose plan does not change with the value, and the
-- custom plans PL/pgSQL makes for a statement's first five calls cost more than running it
-- (about 5-15 ms each for the one big statement against 1 ms per call once planned).
create function public.deal_diligence(p_deal_id uuid) returns jsonb
language plpgsql stable security definer set search_path = '' set plan_cache_mode = force_generic_plan as $$
declare
  v_side public.deal_side := private.diligence_side(p_deal_id);
  v_deal public.deals;
begin
  if v_side is null then
    raise exception 'Deal not found' using errcode = 'PT404';
  end if;
  select * into v_deal from public.deals d where d.id = p_deal_id;
  return jsonb_build_object(
    'side', v_side,
    -- What the caller may do: view reads, contribute writes, lead also approves and publishes.
    'role', private.my_deal_role(p_deal_id),
    -- The listing's owner uploads into the data room (from a request too) and sees every buyer.
    'is_listing_owner', exists (select 1 from public.listings l where l.id = v_deal.listing_id
                                and l.user_id = (select auth.uid())),
    'listing_id', v_deal.listing_id,
    'today', private.berlin_today(),
    'requests', coalesce((
      select jsonb_agg(jsonb_build_object(
          'id', r.id, 'ref_no', r.ref_no, 'title', r.title, 'description', r.description,
          'category', r.category, 'priority', r.priority, 'due_date', r.due_date,
          'assignee_id', r.assignee_id, 'assignee_name', a.name, 'status', r.status,
          'answer_text', r.answer_text, 'answered_at', r.answered_at, 'accepted_at', r.accepted_at,
          'created_at', r.created_at, 'updated_at', r.updated_at,
          'documents', coalesce((
            select jsonb_agg(jsonb_build_object('id', doc.id, 'name', doc.name, 'tier', doc.tier) order by doc.name)
            from public.diligence_request_documents x
            join public.data_room_documents doc on doc.id = x.document_id
            where x.request_id = r.id and doc.current_version_id is not null
              and (v_side = 'owner' or private.data_room_tier_readable(doc.listing_id, doc.tier))
          ), '[]'::jsonb)
        ) order by r.ref_no)
      from public.diligence_requests r
      left join public.profiles a on a.id = r.assignee_id
      where r.deal_id = p_deal_id
    ), '[]'::jsonb),
    'questions', coalesce((
      select jsonb_agg(jsonb_build_object(
          'id', q.id, 'request_id', q.request_id, 'document_id', q.document_id,
          'document_name', doc.name, 'body', q.body, 'state', q.state,
          'owner_id', q.owner_id, 'owner_name', o.name, 'due_date', q.due_date,
          'answer', q.answer, 'answered_at', q.answered_at, 'faq_published_at', q.faq_published_at,
          'created_at', q.created_at,
          'draft', case when v_side = 'owner' then dr.body end
        ) order by q.created_at, q.id)
      from public.diligence_questions q
      left join public.profiles o on o.id = q.owner_id
      left join public.data_room_documents doc on doc.id = q.document_id
      left join public.diligence_answer_drafts dr on dr.question_id = q.id
      where q.deal_id = p_deal_id
    ), '[]'::jsonb)
  );
end;
$$;
comment on function public.deal_diligence(p_deal_id uuid) is 'The caller''s view of a deal''s due diligence (private.diligence_open()): side, role (private.my_deal_role()), whether the caller owns the listing, requests with the linked documents the caller reads at their tier, questions with the draft answer for the owner''s side only.';
revoke all on function public.deal_diligence(p_deal_id uuid) from public, anon;
grant all on function public.deal_diligence(p_deal_id uuid) to authenticated, service_role;
