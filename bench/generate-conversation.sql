-- Bench data of the deal conversations (issue 16), run by bench/lib/dataset.mjs right after
-- generate.sql in the same transaction. Scale: bench.messages (2,000,000 at 100,000 listings).
--
-- * Deals: one per (listing, buyer) of the inquiries, NDAs and unlock requests, with the stage
--   the deals migration gives such rows; rows already made by another generator stay.
-- * Messages: every inquiry is its deal's first message, the rest spread over the deals (about
--   ten per deal), alternating sides; before access some carry the database's masks. The measured
--   users' deals (bench-user-5 as buyer, bench-user-2 as owner) get 150 more each, so that the
--   thread has older pages. Loaded with session_replication_role = replica (the per-row
--   triggers are skipped; the read state they would keep is computed set-based below).
-- * Read state: both participants of every deal; the last message is unread for its recipient in
--   one deal of three.
-- * Deal teams: 1 to 3 members on one deal in five, with their own read state (below).

set local session_replication_role = replica;

with parties as (
  select i.listing_id, i.user_id, i.created_at as at from public.inquiries i
  union all
  select n.listing_id, n.user_id, n.signed_at from public.nda_signatures n
  union all
  select u.listing_id, u.user_id, u.created_at from public.unlock_requests u
),
firsts as (
  select p.listing_id, p.user_id, min(p.at) as first_at
  from parties p join public.listings l on l.id = p.listing_id
  where p.user_id <> l.user_id
  group by p.listing_id, p.user_id
)
insert into public.deals (listing_id, buyer_id, stage, created_at, updated_at, stage_changed_at,
  nda_signed_at, access_requested_at, access_decided_at, access_decided_by)
select f.listing_id, f.user_id,
  case
    when u.status = 'approved' then 'access_granted'::public.deal_stage
    when u.status = 'pending' then 'access_requested'::public.deal_stage
    when u.status = 'rejected' then 'declined'::public.deal_stage
    when n.signed_at is not null then 'nda_signed'::public.deal_stage
    else 'interested'::public.deal_stage
  end,
  f.first_at, f.first_at, greatest(f.first_at, coalesce(u.decided_at, u.created_at, n.signed_at, f.first_at)),
  n.signed_at, u.created_at, u.decided_at, u.decided_by
from firsts f
left join public.nda_signatures n on n.listing_id = f.listing_id and n.user_id = f.user_id
left join public.unlock_requests u on u.listing_id = f.listing_id and u.user_id = f.user_id
on conflict (listing_id, buyer_id) do nothing;

create temporary table g_deals on commit drop as
select (row_number() over (order by d.id) - 1)::int as n, d.id, d.buyer_id, l.user_id as owner_id,
  d.created_at, private.stage_grants_access(d.stage) as granted
from public.deals d join public.listings l on l.id = d.listing_id;
create unique index on g_deals (n);
analyze g_deals;

-- Every message, then inserted in time order (ids follow time, as in real use).
create temporary table g_messages on commit drop as
select d.id as deal_id, i.user_id as sender_id, 'buyer'::public.deal_side as sender_side, i.message as body,
  false as masked, i.id as inquiry_id, i.created_at
from public.inquiries i
join public.deals d on d.listing_id = i.listing_id and d.buyer_id = i.user_id
where not exists (select 1 from public.deal_messages m where m.inquiry_id = i.id);

insert into g_messages
select d.id, case when s.q % 2 = 0 then d.owner_id else d.buyer_id end,
  case when s.q % 2 = 0 then 'owner' else 'buyer' end::public.deal_side,
  case
    when s.q % 10 = 3 and not d.granted then 'Happy to talk by phone: [phone hidden] or write to [email hidden].'
    when s.q % 3 = 0 then 'Danke für Ihre Nachricht. Wir senden Ihnen die Zahlen für 2024 bis Ende der Woche.'
    when s.q % 3 = 1 then 'Could you share the customer concentration and the EBITDA bridge for the last three years?'
    else 'Gerne können wir nächste Woche einen Termin vereinbaren, um die offenen Fragen zu besprechen.'
  end,
  s.q % 10 = 3 and not d.granted,
  null::uuid,
  d.created_at + (now() - d.created_at) * s.r
from (
  select q, (q::bigint * 104729 % c.deals)::int as target, random() as r
  from generate_series(1, greatest(current_setting('bench.messages')::int - (select count(*) from g_messages)::int, 0)) as q
  cross join (select count(*) as deals from g_deals) c
) s
join g_deals d on d.n = s.target;

-- The measured users' deals: a long history each.
insert into g_messages
select d.id, case when k % 2 = 0 then d.owner_id else d.buyer_id end,
  case when k % 2 = 0 then 'owner' else 'buyer' end::public.deal_side,
  format('Message %s of a long negotiation about the purchase price, the earn-out and the transition period.', k),
  false, null::uuid, d.created_at + (now() - d.created_at) * (k / 151.0)
from g_deals d
cross join generate_series(1, 150) as k
where d.buyer_id = md5('bench-user-5')::uuid or d.owner_id = md5('bench-user-2')::uuid;

insert into public.deal_messages (deal_id, sender_id, sender_side, body, masked, inquiry_id, created_at)
select deal_id, sender_id, sender_side, body, masked, inquiry_id, created_at
from g_messages order by created_at;

-- Read state of both participants.
-- (listing_id by hand: replica mode skips the trigger that fills it.)
insert into public.deal_reads (deal_id, user_id, last_read_message_id, unread_count, read_at, updated_at, listing_id)
select t.deal_id, p.user_id,
  case when p.recipient and t.n % 3 = 0 then t.previous_id else t.last_id end,
  case when p.recipient and t.n % 3 = 0 then 1 else 0 end,
  now(), now(), (select x.listing_id from public.deals x where x.id = t.deal_id)
from (
  select d.id as deal_id, d.n, d.buyer_id, d.owner_id, m.last_id, m.previous_id, m.last_side
  from g_deals d
  join lateral (
    select max(x.id) as last_id, (array_agg(x.sender_side order by x.id desc))[1] as last_side,
      (array_agg(x.id order by x.id desc))[2] as previous_id
    from (select id, sender_side from public.deal_messages where deal_id = d.id order by id desc limit 2) x
  ) m on m.last_id is not null
) t
cross join lateral (values
  (t.buyer_id, t.last_side = 'owner'),
  (t.owner_id, t.last_side = 'buyer')
) as p(user_id, recipient)
on conflict (deal_id, user_id) do nothing;

-- Deal teams (issue 34): one deal in five has a team of 1 to 3 members (colleagues and advisers
-- of either side: verified accounts of any role, never the deal's own parties nor the measured
-- users, whose memberships the team cases' fixture makes), 8 in 10 active (accepted, the NDA in
-- their own name), 1 in 10 still invited, 1 in 10 removed; roles view, contribute and lead in
-- turn. Each active member has their own read state of the deal's thread (the last message
-- unread in one deal of three, when it came from the other side), as the unread counter keeps it.
create temporary table g_members on commit drop as
select distinct on (d.id, v.id) d.id as deal_id, d.n, k.k,
  case when (d.n + k.k) % 2 = 0 then 'buyer' else 'owner' end::public.deal_side as side,
  (array['view', 'contribute', 'lead'])[1 + (d.n + k.k) % 3]::public.deal_member_role as role,
  case (d.n * 3 + k.k) % 10 when 0 then 'invited' when 1 then 'removed' else 'active' end::public.deal_member_status as status,
  v.id as user_id, d.buyer_id, d.owner_id, d.created_at
from g_deals d
cross join lateral generate_series(1, 1 + d.n % 3) as k(k)
join g_verified v on v.n = ((d.n::bigint * 7919 + k.k * 104729) % (select count(*) from g_verified))::int
where d.n % 5 = 0
  and v.id not in (d.buyer_id, d.owner_id, md5('bench-user-2')::uuid, md5('bench-user-5')::uuid,
                   md5('bench-user-10')::uuid);

insert into public.deal_members (deal_id, side, email, user_id, role, status, invited_by, invited_at,
  accepted_at, nda_accepted_at, nda_signed_name, removed_at, removed_by)
select m.deal_id, m.side, lower(p.email),
  case when m.status <> 'invited' then m.user_id end,
  m.role, m.status,
  case when m.side = 'buyer' then m.buyer_id else m.owner_id end,
  m.created_at + interval '1 day',
  case when m.status = 'active' then m.created_at + interval '2 days' end,
  case when m.status = 'active' then m.created_at + interval '2 days' end,
  case when m.status = 'active' then p.name end,
  case when m.status = 'removed' then now() - interval '1 day' end,
  case when m.status = 'removed' then case when m.side = 'buyer' then m.buyer_id else m.owner_id end end
from g_members m join public.profiles p on p.id = m.user_id;

insert into public.deal_reads (deal_id, user_id, last_read_message_id, unread_count, read_at, updated_at, listing_id)
select m.deal_id, m.user_id,
  case when t.unread then t.previous_id else t.last_id end,
  case when t.unread then 1 else 0 end,
  now(), now(), (select x.listing_id from public.deals x where x.id = m.deal_id)
from g_members m
cross join lateral (
  select max(x.id) as last_id, (array_agg(x.id order by x.id desc))[2] as previous_id,
    m.n % 3 = 0 and (array_agg(x.sender_side order by x.id desc))[1] <> m.side as unread
  from (select id, sender_side from public.deal_messages where deal_id = m.deal_id order by id desc limit 2) x
) t
where m.status = 'active' and t.last_id is not null
on conflict (deal_id, user_id) do nothing;

-- Response clocks (20261125500002): the buyer's first message and the owner's first answer after it,
-- which the per-row trigger would have set.
update public.deals d set
  buyer_first_message_at = f.first_buyer,
  owner_first_reply_at = f.first_reply
from (
  select b.deal_id, b.first_buyer,
    (select min(m.created_at) from public.deal_messages m
      where m.deal_id = b.deal_id and m.sender_side = 'owner' and m.created_at >= b.first_buyer) as first_reply
  from (select m.deal_id, min(m.created_at) as first_buyer from public.deal_messages m
        where m.sender_side = 'buyer' group by m.deal_id) b
) f
where f.deal_id = d.id and to_regprocedure('public.run_deal_maintenance(timestamptz)') is not null;

set local session_replication_role = origin;

-- Owners' response times as the maintenance run keeps them.
select private.refresh_owner_response_times()
where to_regprocedure('private.refresh_owner_response_times(timestamptz)') is not null;
