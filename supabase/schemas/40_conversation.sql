-- conversation: The deal thread: messages between the parties, read marks, live delivery.
--
-- The current text of this subject (supabase/schemas/README.md). Change the database by editing
-- this file and running `npm run db:diff -- <name>`; the migration it writes is reviewed and
-- committed with it.
--
-- From 20261124200001_deal_conversation.sql:
--   Issue 16, the conversation: a thread per deal between its buyer and the listing's owner.
--
--   * public.deal_messages: the thread. The buyer and the listing's owner write (as themselves, on
--     their own side); they and admins read. Until the deal's stage grants access, the database
--     masks contact details (email addresses, phone numbers, links) in every new message before it
--     is stored, so the unmasked text never exists where the other side could read it. Existing
--     inquiries become the first messages of their deal's thread; new inquiries post into it.
--   * public.deal_reads: read state per participant (last message read, unread count), kept by the
--     database: a new message counts as unread for the other side; public.mark_deal_thread_read()
--     moves the caller's own mark.
--   * public.deal_thread(): one request for a page of the thread (the last 50, or 50 before a
--     message id: keyset paging) with what the caller may know of the other side: the owner's name
--     only once access is granted.
--   * Both tables are in the supabase_realtime publication; Realtime hands a row to a subscriber
--     only when that subscriber's token may select it.

-- public.deal_messages ----------------------------------------------------------------------------

create table public.deal_messages (
  id bigint generated always as identity not null,
  deal_id uuid not null,
  sender_id uuid default auth.uid(),
  sender_side public.deal_side not null,
  body text not null,
  masked boolean default false not null,
  client_id uuid,
  inquiry_id uuid,
  created_at timestamp with time zone default now() not null,
  offer_id uuid,
  offer_event text,
  constraint deal_messages_pkey PRIMARY KEY (id),
  constraint deal_messages_body_length CHECK ((char_length(body) <= 12000)),
  constraint deal_messages_body_not_blank CHECK ((body ~ '[^[:space:]]'::text)),
  constraint deal_messages_offer_event CHECK ((offer_event = ANY (ARRAY['submitted'::text, 'accepted'::text, 'declined'::text])))
);
alter table public.deal_messages add constraint deal_messages_deal_id_fkey FOREIGN KEY (deal_id) REFERENCES public.deals(id) ON DELETE CASCADE;
alter table public.deal_messages add constraint deal_messages_inquiry_id_fkey FOREIGN KEY (inquiry_id) REFERENCES public.inquiries(id) ON DELETE SET NULL;
alter table public.deal_messages add constraint deal_messages_offer_id_fkey FOREIGN KEY (offer_id) REFERENCES public.deal_offers(id) ON DELETE SET NULL;
alter table public.deal_messages add constraint deal_messages_sender_id_fkey FOREIGN KEY (sender_id) REFERENCES public.profiles(id) ON DELETE SET NULL;
alter table public.deal_messages enable row level security;
comment on table public.deal_messages is 'The conversation of a deal between its buyer and the listing''s owner; admins read it. Written as the caller on their own side (set by the database); before the deal grants access, contact details are masked by the database (private.mask_contact_details()) before the row is stored. Messages never change.';
comment on column public.deal_messages.sender_id is 'Who wrote it (always the caller); null once the account is deleted.';
comment on column public.deal_messages.sender_side is 'buyer or owner, set by the database from the deal.';
comment on column public.deal_messages.body is 'The text as stored: masked when the deal did not grant access when it was written.';
comment on column public.deal_messages.masked is 'The database replaced contact details in this message.';
comment on column public.deal_messages.client_id is 'Chosen by the sender''s browser per message, so a retried send after a lost answer stores it once.';
comment on column public.deal_messages.inquiry_id is 'The inquiry this message came from (the first message of a thread).';
comment on column public.deal_messages.offer_id is 'For an offer entry written by the database: the offer.';
comment on column public.deal_messages.offer_event is 'For an offer entry: submitted, accepted or declined (null for messages people write).';
revoke all on table public.deal_messages from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.deal_messages from authenticated;
grant insert (deal_id, body, client_id) on table public.deal_messages to authenticated;

create unique index deal_messages_client_id_idx on public.deal_messages (sender_id, client_id);

create index deal_messages_deal_id_idx on public.deal_messages (deal_id, id desc);

create unique index deal_messages_inquiry_id_idx on public.deal_messages (inquiry_id);

create index deal_messages_offer_id_idx on public.deal_messages (offer_id);

create index deal_messages_sender_id_idx on public.deal_messages (sender_id);

create index deal_messages_sender_deal_idx ON public.deal_messages USING btree (sender_id, deal_id, created_at DESC);

create policy "deal_messages: parties of the deal read" on public.deal_messages
  for select to authenticated
  using (
    (select private.is_admin())
    or deal_id in (select private.my_deal_ids())
    or deal_id in (select private.my_member_deal_ids())
    or deal_id in (select d.id from public.deals d where d.listing_id in (select private.owned_listing_ids()))
  );

create policy "deal_messages: buyer or listing owner writes as themselves" on public.deal_messages
  for insert to authenticated
  with check (
    sender_id = (select auth.uid())
    and (deal_id in (select private.my_deal_ids()) or private.is_deal_owner(deal_id)
         or private.my_deal_role(deal_id) in ('contribute', 'lead'))
  );

-- Live: Realtime streams this table's changes (supabase_realtime), each row only to the
-- subscribers whose select policy above admits it.
alter publication supabase_realtime add table public.deal_messages;

-- AFTER INSERT: unread for everyone on the other side (its principal and the active members of
-- its team, each with their own read mark), read up to here for the sender.
create function private.deal_messages_count_unread() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.deal_reads as r (deal_id, user_id, unread_count)
  select new.deal_id, p.id, 1
  from private.deal_side_people(new.deal_id,
    case when new.sender_side = 'buyer' then 'owner'::public.deal_side else 'buyer'::public.deal_side end) as p(id)
  where p.id is not null
  on conflict (deal_id, user_id) do update set unread_count = r.unread_count + 1, updated_at = now();
  if new.sender_id is not null then
    insert into public.deal_reads as r (deal_id, user_id, last_read_message_id, unread_count, read_at)
    values (new.deal_id, new.sender_id, new.id, 0, now())
    on conflict (deal_id, user_id) do update
      set last_read_message_id = greatest(r.last_read_message_id, excluded.last_read_message_id),
          unread_count = 0, read_at = now(), updated_at = now();
  end if;
  return null;
end;
$$;
comment on function private.deal_messages_count_unread() is 'AFTER INSERT on deal_messages: one more unread message for everyone on the other side (its principal and the active members of its team: private.deal_side_people()); the sender has read the thread up to their own message.';
revoke all on function private.deal_messages_count_unread() from public;

create trigger deal_messages_count_unread after insert on public.deal_messages
  for each row execute function private.deal_messages_count_unread();

create or replace function private.deal_messages_prepare() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_buyer uuid;
  v_owner uuid;
  v_stage public.deal_stage;
  v_masked text;
  v_member_side public.deal_side;
begin
  select d.buyer_id, l.user_id, d.stage into v_buyer, v_owner, v_stage
  from public.deals d join public.listings l on l.id = d.listing_id
  where d.id = new.deal_id;
  if not found then
    raise exception 'Deal not found' using errcode = '23503';
  end if;
  -- Offer entries come only from the offer RPCs (users have no grant on offer_event): they set the
  -- side of the party who acted and a text of their own.
  if new.offer_event is not null then
    new.sender_id := case when new.sender_side = 'buyer' then v_buyer else v_owner end;
    new.masked := false;
    return new;
  end if;
  if (select auth.uid()) is not null then
    new.sender_id := (select auth.uid());
  end if;
  if new.sender_id is not distinct from v_buyer then
    new.sender_side := 'buyer';
  elsif new.sender_id is not distinct from v_owner then
    new.sender_side := 'owner';
  else
    -- An active team member who may write (contribute or lead) writes on their side.
    select m.side into v_member_side from public.deal_members m
    where m.deal_id = new.deal_id and m.user_id = new.sender_id and m.status = 'active'
      and m.role in ('contribute', 'lead');
    if v_member_side is null then
      raise exception 'Only the buyer, the listing''s owner and their teams'' contributors write in a deal''s conversation' using errcode = '42501';
    end if;
    new.sender_side := v_member_side;
  end if;
  if char_length(new.body) > 5000 then
    raise exception 'A message has at most 5000 characters' using errcode = '23514';
  end if;
  new.masked := false;
  if not private.stage_grants_access(v_stage) then
    v_masked := private.mask_contact_details(new.body);
    -- An inquiry arrives masked already (its own trigger): the marks tell.
    new.masked := v_masked is distinct from new.body or v_masked ~ '\[(email|phone|link) hidden\]';
    new.body := v_masked;
  end if;
  return new;
end;
$$;
comment on function private.deal_messages_prepare() is 'BEFORE INSERT on deal_messages: sender is the caller, side from the deal (buyer or listing owner, or an active contributing member of their team, nobody else), length of what was typed, contact details masked unless the deal''s stage grants access. Offer entries (offer_event, written only by the offer RPCs) are on the side of who acted, as that party.';
revoke all on function private.deal_messages_prepare() from public;

create trigger deal_messages_prepare before insert on public.deal_messages
  for each row execute function private.deal_messages_prepare();

-- AFTER INSERT on deal_messages: the buyer's first message starts the clock, the owner's first
-- message after it stops it (and ends a stale mark).
create function private.deal_messages_track_reply() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.sender_side = 'buyer' then
    update public.deals set buyer_first_message_at = new.created_at
    where id = new.deal_id and buyer_first_message_at is null;
  else
    update public.deals set owner_first_reply_at = new.created_at, stale_since = null
    where id = new.deal_id and owner_first_reply_at is null and buyer_first_message_at is not null;
    -- Issue 33: the inquiry's status follows the conversation: answered once the owner replied.
    if new.offer_event is null then
      update public.inquiries i set status = 'answered'
      from public.deals d
      where d.id = new.deal_id and i.listing_id = d.listing_id and i.user_id = d.buyer_id
        and i.status in ('pending', 'read');
    end if;
  end if;
  return null;
end;
$$;
comment on function private.deal_messages_track_reply() is 'AFTER INSERT on deal_messages: sets deals.buyer_first_message_at at the buyer''s first message and deals.owner_first_reply_at at the owner''s first answer after it (clearing a stale mark); an owner''s message marks the buyer''s inquiry answered.';
revoke all on function private.deal_messages_track_reply() from public;

create trigger deal_messages_track_reply after insert on public.deal_messages
  for each row execute function private.deal_messages_track_reply();

create function private.notify_deal_message() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_deal public.deals;
  v_granted boolean;
  v_recipient uuid;
  v_payload jsonb;
begin
  select d.* into v_deal from public.deals d where d.id = new.deal_id;
  v_granted := private.stage_grants_access(v_deal.stage);
  v_payload := private.listing_label(v_deal.listing_id, new.sender_side = 'buyer' or v_granted)
    || jsonb_build_object(
      'deal_id', new.deal_id,
      -- The owner's side stays anonymous to the buyer's until access is granted; the buyer's team
      -- is named to the owner's only then (the buyer themselves always).
      'from_name', case when new.sender_id is null then null
                        when v_granted or new.sender_id = v_deal.buyer_id
                          then private.profile_name(new.sender_id) end,
      'excerpt', left(new.body, 500)
    );
  -- Everyone on the other side: its principal and the active members of its team, each by their
  -- own preferences (private.notify()).
  for v_recipient in
    select x from private.deal_side_people(new.deal_id,
      case when new.sender_side = 'buyer' then 'owner'::public.deal_side else 'buyer'::public.deal_side end) x
  loop
    if v_recipient is not null and v_recipient is distinct from new.sender_id then
      perform private.notify(v_recipient, 'deal.message', '/deals/' || new.deal_id, v_payload,
        'deal:' || new.deal_id);
    end if;
  end loop;
  return null;
end;
$$;
comment on function private.notify_deal_message() is 'AFTER INSERT on deal_messages: everyone on the other side of the deal (its principal and the active members of its team, private.deal_side_people()) hears of the message by their preferences (deal.message, grouped per deal in emails); the sender is named when the recipients may know them (after access, or the buyer themselves).';
revoke all on function private.notify_deal_message() from public;

create trigger notify_deal_message after insert on public.deal_messages
  for each row when (new.offer_event is null) execute function private.notify_deal_message();

CREATE OR REPLACE FUNCTION private.rate_limit_messages()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if new.offer_event is not null or new.sender_id is null or (select auth.uid()) is null then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('rate:messages:' || new.sender_id || ':' || new.deal_id, 0));
  perform private.check_rate_limit('messages', 100, interval '1 hour', array(
    select m.created_at from public.deal_messages m
    where m.deal_id = new.deal_id and m.sender_id = new.sender_id and m.offer_event is null
      and m.created_at > now() - interval '1 hour'
    order by m.created_at desc limit 100));
  return new;
end;
$function$;
comment on function private.rate_limit_messages() is 'BEFORE INSERT on deal_messages: at most 100 messages per sender and deal in one hour (PT429); the offer entries the database writes do not count.';
revoke all on function private.rate_limit_messages() from public;

create trigger deal_messages_rate_limit BEFORE INSERT ON public.deal_messages FOR EACH ROW EXECUTE FUNCTION private.rate_limit_messages();

-- public.deal_reads -------------------------------------------------------------------------------

create table public.deal_reads (
  deal_id uuid not null,
  user_id uuid not null,
  last_read_message_id bigint,
  unread_count integer default 0 not null,
  read_at timestamp with time zone,
  updated_at timestamp with time zone default now() not null,
  listing_id uuid not null,
  constraint deal_reads_pkey PRIMARY KEY (deal_id, user_id),
  constraint deal_reads_unread_count_non_negative CHECK ((unread_count >= 0))
);
-- The deal and its listing as one key: listing_id is always the deal's (and follows it), so the
-- top bar embeds the listing's teaser straight from the read state, asking only the listings
-- policy and not the deals policy as well (a team member's unread request: 1.02 -> 0.75 ms in
-- the database on the bench's 100k dataset, bench/README.md).
alter table public.deal_reads add constraint deal_reads_deal_listing_fkey FOREIGN KEY (deal_id, listing_id) REFERENCES public.deals(id, listing_id) ON UPDATE CASCADE ON DELETE CASCADE;
alter table public.deal_reads add constraint deal_reads_listing_id_fkey FOREIGN KEY (listing_id) REFERENCES public.listings(id) ON DELETE CASCADE;
alter table public.deal_reads add constraint deal_reads_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(id) ON DELETE CASCADE;
alter table public.deal_reads enable row level security;
comment on table public.deal_reads is 'Read state of each participant (buyer, listing owner, the active members of their teams, each their own) in a deal''s conversation: the last message read and the messages from the other side since. Kept by the database; each user reads their own rows (a pending team member too: private.my_deal_side()); a removed member''s row goes with the membership (public.remove_deal_member()).';
comment on column public.deal_reads.last_read_message_id is 'Highest message id the participant has read.';
comment on column public.deal_reads.unread_count is 'Messages from the other side after last_read_message_id.';
comment on column public.deal_reads.listing_id is 'The deal''s listing (kept with the deal by the key deal_reads_deal_listing_fkey; filled on insert by private.deal_reads_fill_listing()), so that a read state embeds the listing as `listings(...)`.';
revoke all on table public.deal_reads from anon;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.deal_reads from authenticated;

create index deal_reads_user_id_idx on public.deal_reads (user_id, unread_count);

-- For the foreign key to listings (a listing's deletion finds its read states).
create index deal_reads_listing_id_idx on public.deal_reads (listing_id);

-- The writers (a new message, a read mark) name the deal only; its listing comes from the deal.
create function private.deal_reads_fill_listing() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.listing_id is null then
    select d.listing_id into new.listing_id from public.deals d where d.id = new.deal_id;
  end if;
  return new;
end;
$$;
comment on function private.deal_reads_fill_listing() is 'BEFORE INSERT on deal_reads: the deal''s listing, when the writer did not name it (the key deal_reads_deal_listing_fkey refuses a wrong one).';
revoke all on function private.deal_reads_fill_listing() from public;

create trigger deal_reads_fill_listing before insert on public.deal_reads
  for each row execute function private.deal_reads_fill_listing();

create policy "deal_reads: own read state" on public.deal_reads
  for select to authenticated
  using (user_id = (select auth.uid()));

-- Live: Realtime streams this table's changes (supabase_realtime), each row only to the
-- subscribers whose select policy above admits it.
alter publication supabase_realtime add table public.deal_reads;

-- Functions ---------------------------------------------------------------------------------------

create or replace function public.deal_thread(p_deal_id uuid, p_before_id bigint default null, p_limit integer default 50)
returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  v_me uuid := (select auth.uid());
  v_deal record;
  v_side public.deal_side;
  v_access boolean;
  v_limit integer := least(greatest(coalesce(p_limit, 50), 1), 100);
  v_messages jsonb;
  v_count integer;
  v_mine public.deal_reads;
  v_other_read bigint;
begin
  -- The principals and the active members of their teams (private.my_deal_side()), admins.
  v_side := private.my_deal_side(p_deal_id);
  if v_me is null or not (v_side is not null or private.is_deal_party(p_deal_id)) then
    raise exception 'Deal not found' using errcode = 'P0002';
  end if;
  select d.id, d.buyer_id, d.stage, l.user_id as owner_id into v_deal
  from public.deals d join public.listings l on l.id = d.listing_id where d.id = p_deal_id;
  v_access := private.stage_grants_access(v_deal.stage);

  select coalesce(jsonb_agg(jsonb_build_object(
           'id', m.id, 'sender_side', m.sender_side, 'body', m.body, 'masked', m.masked,
           'client_id', case when m.sender_id = v_me then m.client_id end,
           'created_at', m.created_at,
           -- Who wrote it, as the caller may know: their own messages, the sender's role (the
           -- principal or a team member's role), the sender's name for their own side, an admin,
           -- the buyer's own name, and everyone once access is granted (the owner is anonymous
           -- before, the buyer's team is counted, not named: private.deal_member_visible()).
           'by_me', m.sender_id is not distinct from v_me,
           'sender_role', case when m.sender_id is null then null
                               when m.sender_id in (v_deal.buyer_id, v_deal.owner_id) then 'principal'
                               else (select mm.role::text from public.deal_members mm
                                     where mm.deal_id = p_deal_id and mm.user_id = m.sender_id
                                     order by mm.status = 'removed', mm.invited_at desc limit 1) end,
           'sender_name', case when m.sender_id is not null
                                 and (v_side is null or m.sender_side = v_side or v_access
                                      or m.sender_id = v_deal.buyer_id)
                               then private.profile_name(m.sender_id) end,
           'offer_event', m.offer_event,
           -- A subquery per offer entry, not a join: the page is at most 51 rows, and a join let
           -- the planner scan every offer (bench thread-owner at 100k listings).
           'offer', (select private.offer_facts(o) from public.deal_offers o where o.id = m.offer_id))
           order by m.id desc), '[]'::jsonb),
         count(*)
    into v_messages, v_count
  from (
    select * from public.deal_messages m
    where m.deal_id = p_deal_id and (p_before_id is null or m.id < p_before_id)
    order by m.id desc
    limit v_limit + 1
  ) m;
  -- One more than the page tells whether older messages exist.
  if v_count > v_limit then
    v_messages := v_messages - v_limit;
  end if;

  select * into v_mine from public.deal_reads r where r.deal_id = p_deal_id and r.user_id = v_me;
  select r.last_read_message_id into v_other_read from public.deal_reads r
  where r.deal_id = p_deal_id
    and r.user_id = case v_side when 'buyer' then v_deal.owner_id when 'owner' then v_deal.buyer_id end;

  return jsonb_build_object(
    'deal_id', p_deal_id,
    'my_side', v_side,
    'access_granted', v_access,
    'buyer_name', (select p.name from public.profiles p where p.id = v_deal.buyer_id),
    'owner_name', case when v_side is distinct from 'buyer' or v_access
                       then (select p.name from public.profiles p where p.id = v_deal.owner_id) end,
    'my_last_read_id', v_mine.last_read_message_id,
    'unread_count', coalesce(v_mine.unread_count, 0),
    'other_last_read_id', v_other_read,
    'has_more', v_count > v_limit,
    'messages', v_messages
  );
end;
$$;
comment on function public.deal_thread(p_deal_id uuid, p_before_id bigint, p_limit integer) is 'A page of a deal''s conversation, newest first (the last p_limit messages, at most 100, or those before p_before_id: keyset paging), for its buyer, the listing''s owner, the active members of their teams (as their side) or an admin, with the caller''s side and read state, how far the other side has read, and the names the caller may see (the owner''s only once access is granted). Each message says whether the caller wrote it (by_me), the sender''s role (principal, or a team member''s view/contribute/lead) and the sender''s name when the caller may know it (own side, admins, the buyer''s own, everyone after access). Offer entries (offer_event submitted/accepted/declined) carry the offer''s facts. Others: error P0002.';
revoke all on function public.deal_thread(p_deal_id uuid, p_before_id bigint, p_limit integer) from public, anon;

-- The caller marks the thread read up to a message (never backwards).
create function public.mark_deal_thread_read(p_deal_id uuid, p_up_to_id bigint default null)
returns public.deal_reads
language plpgsql security definer set search_path = '' as $$
declare
  v_me uuid := (select auth.uid());
  v_side public.deal_side;
  v_up_to bigint;
  v_row public.deal_reads;
begin
  v_side := private.my_deal_side(p_deal_id);
  if v_side is null then
    raise exception 'Only the parties of a deal and their teams have a read state in a deal''s conversation' using errcode = '42501';
  end if;
  select max(m.id) into v_up_to from public.deal_messages m
  where m.deal_id = p_deal_id and (p_up_to_id is null or m.id <= p_up_to_id);
  insert into public.deal_reads as r (deal_id, user_id, last_read_message_id, read_at)
  values (p_deal_id, v_me, v_up_to, now())
  on conflict (deal_id, user_id) do update
    set last_read_message_id = greatest(r.last_read_message_id, excluded.last_read_message_id),
        read_at = now(), updated_at = now()
  returning * into v_row;
  update public.deal_reads r set unread_count = (
      select count(*) from public.deal_messages m
      where m.deal_id = p_deal_id and m.sender_side <> v_side
        and m.id > coalesce(v_row.last_read_message_id, 0)
    )
  where r.deal_id = p_deal_id and r.user_id = v_me
  returning * into v_row;
  return v_row;
end;
$$;
comment on function public.mark_deal_thread_read(p_deal_id uuid, p_up_to_id bigint) is 'The caller (the deal''s buyer, the listing''s owner or an active member of their teams, verified) has read the conversation up to p_up_to_id (default: all); the mark never moves back. Returns the caller''s read state.';
revoke all on function public.mark_deal_thread_read(p_deal_id uuid, p_up_to_id bigint) from public, anon;

-- Sending: the insert as the caller (policies and triggers decide), idempotent by the client's id,
-- so a send retried after a lost answer returns the stored message instead of a second one.
create function public.send_deal_message(p_deal_id uuid, p_body text, p_client_id uuid)
returns public.deal_messages
language plpgsql security invoker set search_path = '' as $$
declare
  v_row public.deal_messages;
begin
  insert into public.deal_messages (deal_id, body, client_id)
  values (p_deal_id, p_body, p_client_id)
  on conflict (sender_id, client_id) do nothing
  returning * into v_row;
  if v_row.id is null then
    select * into v_row from public.deal_messages m
    where m.sender_id = (select auth.uid()) and m.client_id = p_client_id and m.deal_id = p_deal_id;
  end if;
  return v_row;
end;
$$;
comment on function public.send_deal_message(p_deal_id uuid, p_body text, p_client_id uuid) is 'Posts a message into a deal''s conversation as the caller (security invoker: the insert policy and triggers decide); a repeated p_client_id returns the message already stored.';
revoke all on function public.send_deal_message(p_deal_id uuid, p_body text, p_client_id uuid) from public, anon;
