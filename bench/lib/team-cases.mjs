// Deal teams (issue 34): the membership-aware rule (private.my_deal_side(), and the data room's
// private.data_room_tier_readable() with its deal_members branch), measured as a member of the
// measured investor's team reads what the app shows them:
// - the deal page: public.deal_overview(p_deal_id) (src/features/deals/api/deal-overview.ts);
// - the team panel: public.deal_team(p_deal_id) (src/features/deal-team/api/deal-team.ts);
// - the deal's data room: public.data_room(p_listing_id) (src/features/dataroom/api/data-room.ts),
//   where every document row asks the rule.
// - the exclusivity clock (issue 35): deal_milestones + exclusivity_extensions as the offers
//   feature reads them (src/features/offers/api/exclusivity-clock.ts), admitted for members by
//   private.my_member_deal_ids() in their select policies.
// - the protected layout's way in for an account under review (issue 34): the caller's own active
//   membership of the deal (src/features/deal-team/api/my-membership.ts), deal_members by deal and
//   user;
// - the deal's thread as a member: public.deal_thread(p_deal_id) with each message's sender role
//   and name (src/features/conversation/api/deal-thread.ts).
// - the deal's due diligence as a member (the request list and the Q&A: public.deal_diligence(),
//   src/features/diligence/api/deal-diligence.ts), on the member's deals with access;
// - the top bar's unread messages as a member: the member's own deal_reads rows with unread
//   messages and their deals' teasers (src/lib/unread-messages.ts).
// - the dashboard's "to decide" inbox as a member (issue 33): public.my_decision_inbox() with the
//   member's items (private.member_decision_items(): answered requests to accept, owner messages
//   waiting, counter-offers for a lead) besides the scout's own listings' items
//   (src/features/dashboard/api/decision-inbox.ts).
// - a member's removal by the deal's buyer (public.remove_deal_member()): the write that rewrites
//   the kept paths to the listing's details (private.listing_detail_readers, rewritten by the
//   deal_members trigger), besides the read state, the notice and its email. Each run removes
//   another of 1,200 active members the fixture adds (24 verified users on 50 of the investor’s
//   deals; a bench run adds them again).
// The member is bench-user-10 (the scout), made an active view member of up to 50 of the
// investor's deals by the fixture (a contributor on 20 of them, one in five of those a lead, so
// the inbox has a member's items to find) (rows a real acceptance writes, and the read state the unread
// counter keeps: the last message unread in one deal of three), and of up to 30 of their deals
// with a clock. Besides, the generator gives one deal in five a team of 1 to 3 members
// (bench/generate-conversation.sql), so the membership rules run against a filled table.
import { withClient } from '../../stack/lib/postgres.mjs';
import { unreadPath } from './cases.mjs';
import { EXTENSIONS_PATH, MILESTONES_PATH } from './offer-cases.mjs';

async function check(response, what) {
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${(await response.text()).slice(0, 300)}`);
  return response.json();
}

/** Makes the member an active view member of the investor's first 50 deals; returns them. */
export async function teamFixtures(cfg, { investorId, memberId }) {
  return withClient(cfg, async (client) => {
    const present = (await client.query("select to_regclass('public.deal_members') is not null as ok")).rows[0].ok;
    if (!present) return { deals: [] };
    await client.query(
      `insert into public.deal_members (deal_id, side, email, user_id, role, status, invited_by, accepted_at,
         nda_accepted_at, nda_signed_name)
       select d.id, 'buyer', p.email, p.id, 'view', 'active', d.buyer_id, now(), now(), p.name
       from (select d.id, d.buyer_id from public.deals d where d.buyer_id = $1 order by d.id limit 50) d
       cross join public.profiles p
       where p.id = $2
         and not exists (select 1 from public.deal_members m where m.deal_id = d.id and m.user_id = p.id
                         and m.status <> 'removed')`,
      [investorId, memberId],
    );
    // Roles that have something to decide: a contributor on 20 deals, one in five of them a lead.
    await client.query(
      `update public.deal_members m
          set role = case when x.n % 5 = 0 then 'lead' else 'contribute' end::public.deal_member_role
         from (select m2.id, row_number() over (order by m2.deal_id) as n from public.deal_members m2
                where m2.user_id = $1 and m2.status = 'active' and m2.side = 'buyer'
                order by m2.deal_id limit 20) x
        where m.id = x.id and m.role = 'view'`,
      [memberId],
    );
    const { rows } = await client.query(
      `select m.deal_id, d.listing_id from public.deal_members m join public.deals d on d.id = m.deal_id
        where m.user_id = $1 and m.status = 'active' order by m.deal_id limit 50`,
      [memberId],
    );
    // The member's read state of those deals, as the unread counter keeps it.
    await client.query(
      `insert into public.deal_reads (deal_id, user_id, last_read_message_id, unread_count, read_at)
       select m.deal_id, m.user_id,
         (select max(x.id) from public.deal_messages x where x.deal_id = m.deal_id)
           - case when row_number() over (order by m.deal_id) % 3 = 0 then 1 else 0 end,
         case when row_number() over (order by m.deal_id) % 3 = 0 then 1 else 0 end, now()
       from public.deal_members m
       where m.user_id = $1 and m.status = 'active'
       on conflict (deal_id, user_id) do nothing`,
      [memberId],
    );
    // The member's deals with access: their due diligence (requests and questions, made by the
    // diligence cases' fixture for every deal with access).
    const diligenceDeals = (
      await client.query(
        `select m.deal_id from public.deal_members m join public.deals d on d.id = m.deal_id
          where m.user_id = $1 and m.status = 'active'
            and d.stage in ('access_granted', 'offer_submitted', 'in_exclusivity', 'won')
            and exists (select 1 from public.diligence_requests r where r.deal_id = d.id)
            -- (not paused by another buyer's exclusivity: the room is closed to the buyer then)
            and not exists (select 1 from public.deals x where x.listing_id = d.listing_id
                            and x.stage = 'in_exclusivity' and x.exclusive_until > now() and x.buyer_id <> d.buyer_id)
          order by m.deal_id limit 30`,
        [memberId],
      )
    ).rows.map((row) => row.deal_id);
    // The clock: the member also joins up to 30 of the investor's deals that have milestones.
    const clockPresent = (await client.query("select to_regclass('public.deal_milestones') is not null as ok")).rows[0].ok;
    let clockDeals = [];
    if (clockPresent) {
      await client.query(
        `insert into public.deal_members (deal_id, side, email, user_id, role, status, invited_by, accepted_at,
           nda_accepted_at, nda_signed_name)
         select d.id, 'buyer', p.email, p.id, 'view', 'active', d.buyer_id, now(), now(), p.name
         from (select d.id, d.buyer_id from public.deals d
               where d.buyer_id = $1 and exists (select 1 from public.deal_milestones x where x.deal_id = d.id)
               order by d.id limit 30) d
         cross join public.profiles p
         where p.id = $2
           and not exists (select 1 from public.deal_members m where m.deal_id = d.id and m.user_id = p.id
                           and m.status <> 'removed')`,
        [investorId, memberId],
      );
      clockDeals = (
        await client.query(
          `select m.deal_id from public.deal_members m
            where m.user_id = $1 and m.status = 'active'
              and exists (select 1 from public.deal_milestones x where x.deal_id = m.deal_id)
            order by m.deal_id limit 30`,
          [memberId],
        )
      ).rows.map((row) => row.deal_id);
    }
    // Members for the removal case: 24 verified investors (not the measured ones) on each of the
    // investor's first 50 deals, active as an acceptance leaves them.
    await client.query(
      `insert into public.deal_members (deal_id, side, email, user_id, role, status, invited_by, accepted_at,
         nda_accepted_at, nda_signed_name)
       select d.id, 'buyer', p.email, p.id, 'view', 'active', d.buyer_id, now(), now(), p.name
       from (select d.id, d.buyer_id from public.deals d where d.buyer_id = $1 order by d.id limit 50) d
       cross join (select p.id, p.email, p.name from public.profiles p
                   where p.role = 'investor' and p.verification_status = 'verified' and p.id not in ($1, $2)
                   order by p.id limit 24) p
       where not exists (select 1 from public.deal_members m where m.deal_id = d.id and m.user_id = p.id
                         and m.status <> 'removed')`,
      [investorId, memberId],
    );
    const removable = (
      await client.query(
        `select m.id from public.deal_members m
          where m.deal_id in (select d.id from public.deals d where d.buyer_id = $1 order by d.id limit 50)
            and m.status = 'active' and m.side = 'buyer' and m.user_id <> $2
          order by m.user_id, m.deal_id`,
        [investorId, memberId],
      )
    ).rows.map((row) => row.id);
    return {
      removable,
      deals: rows.map((row) => ({ id: row.deal_id, listingId: row.listing_id })),
      clockDeals,
      diligenceDeals,
      memberId,
    };
  });
}

export const TEAM_CASE_IDS = [
  'deal-page-member',
  'deal-team-panel',
  'data-room-member',
  'offers-clock-member',
  'deal-membership-member',
  'thread-member',
  'diligence-member',
  'unread-member',
  'member-removal',
  'inbox-member',
];

export function teamCases({ deals, clockDeals = [], diligenceDeals = [], memberId, removable = [] }) {
  if (!deals.length) return [];
  let nextRemoval = 0;
  let nextDiligence = 0;
  let nextMembership = 0;
  let nextThread = 0;
  let nextClock = 0;
  let nextPage = 0;
  let nextTeam = 0;
  let nextRoom = 0;
  return [
    {
      id: 'deal-page-member',
      label: 'Deal page as a member of the buyer’s team (deal_overview)',
      as: 'scout',
      run: async (client) => {
        const deal = deals[nextPage++ % deals.length];
        const rows = await check(await client.post('/rest/v1/rpc/deal_overview', { p_deal_id: deal.id }), 'deal_overview as member');
        if (rows.length !== 1) throw new Error(`deal_overview as member gave ${rows.length} rows`);
      },
    },
    {
      id: 'deal-team-panel',
      label: 'Team panel of a deal (deal_team, as a member)',
      as: 'scout',
      run: async (client) => {
        const deal = deals[nextTeam++ % deals.length];
        await check(await client.post('/rest/v1/rpc/deal_team', { p_deal_id: deal.id }), 'deal_team');
      },
    },
    {
      id: 'data-room-member',
      label: 'Data room of a deal’s listing as a member of the buyer’s team',
      as: 'scout',
      run: async (client) => {
        const deal = deals[nextRoom++ % deals.length];
        const response = await client.post('/rest/v1/rpc/data_room', { p_listing_id: deal.listingId });
        // A listing without a data room the member may read answers 404, as for its buyer.
        if (!response.ok && response.status !== 404) await check(response, 'data_room as member');
        else await response.text();
      },
    },
    {
      id: 'deal-membership-member',
      label: 'Own membership of a deal (deal_members by deal and user, the layout’s way in while under review)',
      as: 'scout',
      run: async (client) => {
        const deal = deals[nextMembership++ % deals.length];
        const rows = await check(
          await client.get(
            `/rest/v1/deal_members?select=id&deal_id=eq.${deal.id}&user_id=eq.${memberId}&status=eq.active&limit=1`,
          ),
          'deal_members as member',
        );
        if (rows.length !== 1) throw new Error(`deal_members as member gave ${rows.length} rows`);
      },
    },
    {
      id: 'thread-member',
      label: 'Deal thread as a member of the buyer’s team (deal_thread, with senders’ roles and names)',
      as: 'scout',
      run: async (client) => {
        const deal = deals[nextThread++ % deals.length];
        await check(await client.post('/rest/v1/rpc/deal_thread', { p_deal_id: deal.id }), 'deal_thread as member');
      },
    },
    {
      id: 'unread-member',
      label: 'Top bar’s unread messages as a member of the buyer’s team (own deal_reads rows)',
      as: 'scout',
      run: async (client) => {
        const rows = await check(await client.get(unreadPath(memberId)), 'deal_reads as member');
        if (!Array.isArray(rows) || rows.length < 1) throw new Error(`unread as member: ${JSON.stringify(rows).slice(0, 200)}`);
        if (rows.some((row) => !row.listings)) throw new Error('unread as member: a listing the member may not read');
      },
    },
    {
      id: 'member-removal',
      label: 'The buyer removes a team member (remove_deal_member: the kept paths to the details rewritten)',
      as: 'investor',
      rlsOffApplies: false, // security definer for the deal's principal or a lead: no RLS to switch off
      run: async (client) => {
        const memberRow = removable[nextRemoval++ % removable.length];
        const row = await check(await client.post('/rest/v1/rpc/remove_deal_member', { p_member_id: memberRow }), 'remove_deal_member');
        if (row?.status !== 'removed') throw new Error(`remove_deal_member: ${JSON.stringify(row).slice(0, 200)}`);
      },
    },
    {
      id: 'inbox-member',
      label: 'To-decide inbox as a contributor and lead of the buyer’s teams (my_decision_inbox)',
      as: 'scout',
      rlsOffApplies: false, // security definer, the caller's own items only: no RLS to switch off
      run: async (client) => {
        const rows = await check(await client.post('/rest/v1/rpc/my_decision_inbox', {}), 'my_decision_inbox as member');
        if (!Array.isArray(rows)) throw new Error(`my_decision_inbox as member: ${JSON.stringify(rows).slice(0, 200)}`);
      },
    },
    ...(diligenceDeals.length
      ? [
          {
            id: 'diligence-member',
            label: 'Due diligence on the deal page as a member of the buyer’s team (rpc/deal_diligence)',
            as: 'scout',
            p95BudgetMs: 30,
            run: async (client) => {
              const dealId = diligenceDeals[nextDiligence++ % diligenceDeals.length];
              const body = await check(
                await client.post('/rest/v1/rpc/deal_diligence', { p_deal_id: dealId }),
                'deal_diligence as member',
              );
              if (!Array.isArray(body?.requests) || body.requests.length < 1 || !Array.isArray(body.questions))
                throw new Error(`deal_diligence as member: ${JSON.stringify(body).slice(0, 200)}`);
            },
          },
        ]
      : []),
    ...(clockDeals.length
      ? [
          {
            id: 'offers-clock-member',
            label: 'Exclusivity clock as a member of the buyer’s team (deal_milestones + exclusivity_extensions)',
            as: 'scout',
            run: async (client) => {
              const dealId = clockDeals[nextClock++ % clockDeals.length];
              const [milestones] = await Promise.all([
                client.get(MILESTONES_PATH(dealId)).then((r) => check(r, 'deal_milestones as member')),
                client.get(EXTENSIONS_PATH(dealId)).then((r) => check(r, 'exclusivity_extensions as member')),
              ]);
              if (milestones.length !== 5) throw new Error(`deal_milestones as member: ${milestones.length} for ${dealId}`);
            },
          },
        ]
      : []),
  ];
}
