// The deal conversation's requests (issue 16), as src/features/conversation/api sends them:
// - the thread as a deal page opens it: public.deal_thread(p_deal_id, p_limit 50), one POST rpc
//   (fetchDealThread), by the buyer (bench-user-5) and by the listing's owner (bench-user-2),
//   cycling over 50 of their deals (each with 150+ messages, bench/generate-conversation.sql);
// - an older page by keyset (p_before_id: the oldest message shown);
// - the top bar's unread counts: deal_reads of the user with unread messages, each with its
//   deal's listing teaser and (where readable) title embedded (fetchUnreadMessages:
//   user_id=eq.<me>&unread_count=gt.0, most unread first, at most 20).
// The deal page's own data comes from the deals engineer's cases; with this it is two requests.
import { withClient } from '../../stack/lib/postgres.mjs';
import { unreadPath } from './cases.mjs';


async function check(response, what) {
  if (!response.ok)
    throw new Error(`${what}: HTTP ${response.status} ${(await response.text()).slice(0, 300)}`);
  return response.json();
}

/** Ids of the measured users' deals, and a message id in the middle of each buyer thread. */
export async function conversationFixtures(cfg, { investorId, companyId }) {
  return withClient(cfg, async (client) => {
    const buyer = await client.query(
      `select d.id, (select m.id from public.deal_messages m where m.deal_id = d.id order by m.id desc offset 49 limit 1) as before_id
         from public.deals d where d.buyer_id = $1 order by d.id limit 50`,
      [investorId],
    );
    const owner = await client.query(
      `select d.id from public.deals d join public.listings l on l.id = d.listing_id
        where l.user_id = $1 order by d.id limit 50`,
      [companyId],
    );
    return {
      buyerDeals: buyer.rows.map((row) => ({ id: row.id, beforeId: Number(row.before_id) })),
      ownerDeals: owner.rows.map((row) => row.id),
    };
  });
}

export function conversationCases({ buyerDeals, ownerDeals }) {
  if (!buyerDeals.length || !ownerDeals.length)
    throw new Error('conversation cases: the measured users have no deals');
  let nextBuyer = 0;
  let nextOwner = 0;
  let nextOlder = 0;
  return [
    {
      id: 'thread-buyer',
      label: 'Deal conversation, last 50 messages (buyer)',
      as: 'investor',
      run: async (client) => {
        const deal = buyerDeals[nextBuyer++ % buyerDeals.length];
        const page = await check(
          await client.post('/rest/v1/rpc/deal_thread', { p_deal_id: deal.id, p_limit: 50 }),
          'deal_thread',
        );
        if (page.messages.length !== 50)
          throw new Error(`deal_thread gave ${page.messages.length} messages`);
      },
    },
    {
      id: 'thread-owner',
      label: 'Deal conversation, last 50 messages (owner)',
      as: 'company',
      run: async (client) => {
        const id = ownerDeals[nextOwner++ % ownerDeals.length];
        await check(
          await client.post('/rest/v1/rpc/deal_thread', { p_deal_id: id, p_limit: 50 }),
          'deal_thread as owner',
        );
      },
    },
    {
      id: 'thread-older',
      label: 'Deal conversation, older page by keyset (buyer)',
      as: 'investor',
      run: async (client) => {
        const deal = buyerDeals[nextOlder++ % buyerDeals.length];
        await check(
          await client.post('/rest/v1/rpc/deal_thread', {
            p_deal_id: deal.id,
            p_before_id: deal.beforeId,
            p_limit: 50,
          }),
          'deal_thread older page',
        );
      },
    },
    {
      id: 'unread-counts',
      label: 'Unread messages per deal (top bar)',
      as: 'investor',
      run: async (client) => {
        await check(await client.get(unreadPath(client.sub)), 'deal_reads');
      },
    },
  ];
}
