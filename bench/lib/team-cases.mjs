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
// The member is bench-user-10 (the scout), made an active view member of up to 50 of the
// investor's deals by the fixture (rows a real acceptance writes), and of up to 30 of their deals
// with a clock.
import { withClient } from '../../stack/lib/postgres.mjs';
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
    const { rows } = await client.query(
      `select m.deal_id, d.listing_id from public.deal_members m join public.deals d on d.id = m.deal_id
        where m.user_id = $1 and m.status = 'active' order by m.deal_id limit 50`,
      [memberId],
    );
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
    return {
      deals: rows.map((row) => ({ id: row.deal_id, listingId: row.listing_id })),
      clockDeals,
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
];

export function teamCases({ deals, clockDeals = [], memberId }) {
  if (!deals.length) return [];
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
