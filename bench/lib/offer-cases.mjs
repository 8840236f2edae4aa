// The offers' requests (issue 17), as the app sends them (bench/generate-offers.sql gives the data):
// - the deal page's offers: public.deal_overview(p_deal_id) carries the deal's offers, its
//   exclusivity and the pause (src/features/deals/api/deal-overview.ts, read by
//   src/features/offers/components/DealOffers.tsx), one POST rpc; by the buyer (bench-user-5)
//   over 30 of their deals with offers, some paused by another buyer's exclusivity, and by the
//   listing's owner (bench-user-2) over 30 deals with offers on their listings: the owner's view
//   of a listing's offers is each deal's page (there is no other fetcher of offers);
// - the pause notice on a listing: public.listing_exclusivity_pause(p_listing_id)
//   (src/features/offers/api/exclusivity-pause.ts), one POST rpc, by the buyer over the same deals'
//   listings.
// - the letter of intent's thread (issue 35): deal_offers of one deal, every version, newest first
//   (src/features/offers/api/offer-thread.ts), one GET under RLS, by the listing's owner;
// - the exclusivity clock (issue 35): the deal's milestones and its extension requests
//   (src/features/offers/api/exclusivity-clock.ts), two GETs under RLS, by the buyer.
// - the closing checklist (issue 35): the deal's checklist, its items and its drafts' versions
//   (src/features/closing/api/closing-checklist.ts), three GETs under RLS, by the buyer.
// - the archive at close (issue 35): the reads of the `deal-archive` edge function
//   (supabase/functions/deal-archive/reads.ts) with the caller's token, by the buyer: the deal
//   with its rows in two requests with embeds, the profile and four security definer functions in
//   one wave (ARCHIVE_REQUESTS); the read log and audit trail functions alone as well.
// Budgets: the common ones (RLS ≤ 1.3×, growth ≤ 1.5×, no sequential scan) and p95 ≤ 30 ms, except
// the archive's wave (a download, not a page: `p95BudgetMs: null`, see its case).
import { withClient } from '../../stack/lib/postgres.mjs';

export const OFFERS_P95_MS = 30;
export const OFFER_CASE_IDS = [
  'offers-deal-buyer',
  'offers-deal-owner',
  'offers-pause',
  'offers-thread',
  'offers-clock',
  'accepted-loi',
  'offers-closing',
  'deal-archive',
  'deal-archive-audit',
];

/** The requests of src/features/offers/api/offer-thread.ts and exclusivity-clock.ts. */
export const OFFER_THREAD_PATH = (dealId) =>
  `/rest/v1/deal_offers?select=*&deal_id=eq.${dealId}&order=version_no.desc`;
export const MILESTONES_PATH = (dealId) =>
  `/rest/v1/deal_milestones?select=*&deal_id=eq.${dealId}&order=due_on.asc,kind.asc`;
export const EXTENSIONS_PATH = (dealId) =>
  `/rest/v1/exclusivity_extensions?select=*&deal_id=eq.${dealId}&order=created_at.desc&limit=10`;

/**
 * The reads of the `deal-archive` edge function (supabase/functions/deal-archive/reads.ts,
 * archiveReads()), one deal's archive as the caller, as supabase-js sends them: the deal with every
 * row of it in TWO requests with embeds (the deal with its history, conversation, offers and clock;
 * the deal's due diligence and closing checklist; each embed filtered by its own table's RLS, each
 * ordered as its file lists it), the caller's profile, and in the same wave the security definer
 * functions: the names the conversation shows (public.deal_thread(), for the LOI), the read log,
 * the audit trail and the documents of the caller's side. The data-room bytes are Storage's part.
 * tests/marketplace/bench-mirror.test.ts checks that these are the function's requests.
 */
export const ARCHIVE_DEAL_SELECT = [
  '*',
  'deal_archives(closed_at,closed_as,notice_sent_at,purged_at)',
  'deal_events(*)',
  'deal_messages(*)',
  'deal_offers(*)',
  'deal_milestones(*)',
  'exclusivity_extensions(*)',
].join(',');
export const ARCHIVE_DILIGENCE_CLOSING_SELECT = [
  'id',
  'diligence_requests(*,diligence_request_documents(*))',
  'diligence_questions(*)',
  'closing_checklists(*,closing_items(*),closing_item_documents(*))',
].join(',');
const ARCHIVE_EMBED_ORDER = [
  ['deal_events', 'id.asc'],
  ['deal_messages', 'id.asc'],
  ['deal_offers', 'version_no.asc,id.asc'],
  ['deal_milestones', 'due_on.asc,id.asc'],
  ['exclusivity_extensions', 'id.asc'],
  ['diligence_requests', 'id.asc'],
  ['diligence_requests.diligence_request_documents', 'document_id.asc'],
  ['diligence_questions', 'id.asc'],
  ['closing_checklists.closing_items', 'position.asc,id.asc'],
  ['closing_checklists.closing_item_documents', 'item_id.asc,document_id.asc'],
];
export const ARCHIVE_REQUESTS = (dealId, callerId) => {
  const dealRead = (select) => {
    const params = new URLSearchParams({ select, id: `eq.${dealId}` });
    for (const [embed, order] of ARCHIVE_EMBED_ORDER)
      if (select.includes(`${embed.split('.')[0]}(`)) params.set(`${embed}.order`, order);
    return { method: 'GET', path: `/rest/v1/deals?${params}` };
  };
  const profile = new URLSearchParams({ select: 'name,language', id: `eq.${callerId}` });
  return [
    dealRead(ARCHIVE_DEAL_SELECT),
    dealRead(ARCHIVE_DILIGENCE_CLOSING_SELECT),
    { method: 'GET', path: `/rest/v1/profiles?${profile}` },
    { method: 'POST', path: '/rest/v1/rpc/deal_thread', body: { p_deal_id: dealId, p_limit: 1 } },
    ...ARCHIVE_LOG_RPCS.map((rpc) => ({
      method: 'POST',
      path: `/rest/v1/rpc/${rpc}`,
      body: { p_deal_id: dealId },
    })),
    {
      method: 'POST',
      path: '/rest/v1/rpc/closing_archive_documents',
      body: { p_deal_id: dealId },
    },
  ];
};

/**
 * The archive's read log and audit trail: what the database gives the caller's side
 * (public.closing_archive_reads(), public.closing_archive_audit(); security definer, answering
 * nothing to a caller without the deal, so there is no RLS-off variant).
 */
export const ARCHIVE_LOG_RPCS = ['closing_archive_reads', 'closing_archive_audit'];

/** The requests of src/features/closing/api/closing-checklist.ts. */
export const CLOSING_PATHS = (dealId) => [
  `/rest/v1/closing_checklists?select=*&deal_id=eq.${dealId}`,
  `/rest/v1/closing_items?select=*&deal_id=eq.${dealId}&order=position.asc`,
  `/rest/v1/closing_item_documents?select=item_id,document_id,version_no,created_at,document:data_room_documents(name)&deal_id=eq.${dealId}&order=version_no.asc`,
];

async function check(response, what) {
  if (!response.ok)
    throw new Error(`${what}: HTTP ${response.status} ${(await response.text()).slice(0, 300)}`);
  return response.json();
}

/** The measured users' deals with offers (and the buyer's listings), and how many are paused. */
export async function offerFixtures(cfg, { investorId, companyId }) {
  return withClient(cfg, async (client) => {
    const present = (
      await client.query("select to_regclass('public.deal_offers') is not null as ok")
    ).rows[0].ok;
    if (!present) return null;
    const buyer = await client.query(
      `select d.id, d.listing_id,
              exists (select 1 from public.deals x where x.listing_id = d.listing_id and x.stage = 'in_exclusivity'
                       and x.exclusive_until > now() and x.buyer_id <> d.buyer_id) as paused
         from public.deals d
        where d.buyer_id = $1 and exists (select 1 from public.deal_offers o where o.deal_id = d.id)
        order by d.id limit 30`,
      [investorId],
    );
    const owner = await client.query(
      `select d.id from public.deals d join public.listings l on l.id = d.listing_id
        where l.user_id = $1 and exists (select 1 from public.deal_offers o where o.deal_id = d.id)
        order by d.id limit 30`,
      [companyId],
    );
    const total = (await client.query('select count(*)::int as n from public.deal_offers')).rows[0]
      .n;
    // The buyer's closed deals with an archive (issue 35); their deals with offers when none.
    const archived = await client.query(
      `select d.id, d.listing_id from public.deals d join public.deal_archives a on a.deal_id = d.id
        where d.buyer_id = $1 order by d.id limit 30`,
      [investorId],
    );
    return {
      buyerDeals: buyer.rows.map((r) => ({ id: r.id, listingId: r.listing_id, paused: r.paused })),
      ownerDeals: owner.rows.map((r) => r.id),
      archiveDeals: archived.rows.map((r) => ({ id: r.id, listingId: r.listing_id })),
      investorId,
      total,
    };
  });
}

export function offerCases(fixtures) {
  if (!fixtures) return [];
  const { buyerDeals, ownerDeals } = fixtures;
  const archiveDeals = fixtures.archiveDeals?.length ? fixtures.archiveDeals : buyerDeals;
  if (!buyerDeals.length || !ownerDeals.length)
    throw new Error('offer cases: the measured users have no deals with offers');
  let nextBuyer = 0;
  let nextOwner = 0;
  let nextPause = 0;
  let nextThread = 0;
  let nextClock = 0;
  let nextLoi = 0;
  let nextClosing = 0;
  let nextArchive = 0;
  return [
    {
      // Issue 35: the archive at close. The deal-archive function's wave of reads with the buyer's
      // token (ARCHIVE_REQUESTS: the deal with its archive row, history, messages, offers and
      // clock; its diligence and closing; the profile; the LOI's names, the read log, the audit
      // trail and the documents the database puts in the buyer's archive); the ZIP and the bytes
      // are not the database's part. The common budgets only (RLS, growth, no sequential scan):
      // the 30 ms of the deal page's requests is no budget for a download that then fetches,
      // stamps and packs every document. Seven requests at once over a whole deal's rows are about
      // 55 ms of work for the stack, more than two cores finish in 30 ms (session 21: p50 29.5 ms,
      // service role p95 35.8 ms).
      id: 'deal-archive',
      label: 'Archive of a closed deal (the deal-archive function’s reads, buyer)',
      as: 'investor',
      p95BudgetMs: null,
      run: async (client) => {
        const deal = archiveDeals[nextArchive++ % archiveDeals.length];
        const [dealRows, diligenceRows] = await Promise.all(
          ARCHIVE_REQUESTS(deal.id, fixtures.investorId).map(({ method, path, body }) =>
            (method === 'GET' ? client.get(path) : client.post(path, body)).then((r) =>
              check(r, path.split('?')[0]),
            ),
          ),
        );
        if (dealRows.length !== 1 || diligenceRows.length !== 1)
          throw new Error(
            `deals: ${dealRows.length} and ${diligenceRows.length} rows for ${deal.id}`,
          );
      },
    },
    {
      // The archive's read log of the buyer's side and the deal's audit trail, as the database
      // gives them to the buyer (public.closing_archive_reads(), public.closing_archive_audit():
      // security definer, nothing for the service role, which is no side of the deal).
      id: 'deal-archive-audit',
      label:
        'Archive of a closed deal: read log and audit trail (closing_archive_reads/audit, buyer)',
      as: 'investor',
      rlsOffApplies: false,
      p95BudgetMs: OFFERS_P95_MS,
      run: async (client) => {
        const deal = archiveDeals[nextArchive++ % archiveDeals.length];
        await Promise.all(
          ARCHIVE_LOG_RPCS.map((rpc) =>
            client.post(`/rest/v1/rpc/${rpc}`, { p_deal_id: deal.id }).then((r) => check(r, rpc)),
          ),
        );
      },
    },
    {
      id: 'offers-closing',
      label: 'Closing checklist (closing_checklists + closing_items + drafts, buyer)',
      as: 'investor',
      p95BudgetMs: OFFERS_P95_MS,
      run: async (client) => {
        const deal = buyerDeals[nextClosing++ % buyerDeals.length];
        const [list, items] = await Promise.all(
          CLOSING_PATHS(deal.id).map((path) =>
            client.get(path).then((r) => check(r, path.split('?')[0])),
          ),
        );
        if (list.length !== 1 || items.length < 9)
          throw new Error(
            `closing: ${list.length} checklists, ${items.length} items for ${deal.id}`,
          );
      },
    },
    {
      id: 'offers-thread',
      label: "LOI thread of a deal (deal_offers, listing's owner)",
      as: 'company',
      p95BudgetMs: OFFERS_P95_MS,
      run: async (client) => {
        const id = ownerDeals[nextThread++ % ownerDeals.length];
        const rows = await check(await client.get(OFFER_THREAD_PATH(id)), 'deal_offers thread');
        if (rows.length < 2) throw new Error(`deal_offers: ${rows.length} versions for ${id}`);
      },
    },
    {
      // Issue 35: the accepted letter of intent's PDF. The `loi` edge function reads, with the
      // caller's token, the deal, its versions (the thread's request), the names the deal's
      // conversation shows (deal_thread, one message) and the running clock's milestones of the
      // version in force (supabase/functions/loi/record.ts); the rendering is not the database's part.
      id: 'accepted-loi',
      label: 'Accepted LOI of a deal (deal, versions, names, milestones: the loi function, buyer)',
      as: 'investor',
      p95BudgetMs: OFFERS_P95_MS,
      run: async (client) => {
        const deal = buyerDeals[nextLoi++ % buyerDeals.length];
        const [dealRows, versions] = await Promise.all([
          client
            .get(`/rest/v1/deals?select=listing_id,stage,exclusive_until&id=eq.${deal.id}`)
            .then((r) => check(r, 'deal of the loi')),
          client.get(OFFER_THREAD_PATH(deal.id)).then((r) => check(r, 'deal_offers of the loi')),
        ]);
        if (dealRows.length !== 1) throw new Error(`deals: ${dealRows.length} rows for ${deal.id}`);
        const accepted = versions.find((v) => v.status === 'accepted') ?? versions[0];
        await Promise.all([
          client
            .post('/rest/v1/rpc/deal_thread', { p_deal_id: deal.id, p_limit: 1 })
            .then((r) => check(r, 'deal_thread names')),
          client
            .get(
              `/rest/v1/deal_milestones?select=kind,owner_side,due_on&offer_id=eq.${accepted.id}&order=due_on.asc,kind.asc`,
            )
            .then((r) => check(r, 'deal_milestones of the loi')),
        ]);
      },
    },
    {
      id: 'offers-clock',
      label: 'Exclusivity clock (deal_milestones + exclusivity_extensions, buyer)',
      as: 'investor',
      p95BudgetMs: OFFERS_P95_MS,
      run: async (client) => {
        const deal = buyerDeals[nextClock++ % buyerDeals.length];
        const [milestones] = await Promise.all([
          client.get(MILESTONES_PATH(deal.id)).then((r) => check(r, 'deal_milestones')),
          client.get(EXTENSIONS_PATH(deal.id)).then((r) => check(r, 'exclusivity_extensions')),
        ]);
        if (milestones.length !== 5)
          throw new Error(`deal_milestones: ${milestones.length} for ${deal.id}`);
      },
    },
    {
      id: 'offers-deal-buyer',
      label: 'Deal page with offers (deal_overview, buyer; some paused)',
      as: 'investor',
      p95BudgetMs: OFFERS_P95_MS,
      run: async (client) => {
        const deal = buyerDeals[nextBuyer++ % buyerDeals.length];
        const [row] = await check(
          await client.post('/rest/v1/rpc/deal_overview', { p_deal_id: deal.id }),
          'deal_overview as buyer',
        );
        if (!row || !row.offers.length)
          throw new Error(`deal_overview gave no offers for ${deal.id}`);
        if (Boolean(row.paused_until) !== deal.paused)
          throw new Error(`deal_overview: paused_until ${row.paused_until} for ${deal.id}`);
      },
    },
    {
      id: 'offers-deal-owner',
      label: "Deal page with offers (deal_overview, listing's owner)",
      as: 'company',
      p95BudgetMs: OFFERS_P95_MS,
      run: async (client) => {
        const id = ownerDeals[nextOwner++ % ownerDeals.length];
        const [row] = await check(
          await client.post('/rest/v1/rpc/deal_overview', { p_deal_id: id }),
          'deal_overview as owner',
        );
        if (!row || !row.offers.length) throw new Error(`deal_overview gave no offers for ${id}`);
      },
    },
    {
      id: 'offers-pause',
      label: 'Exclusivity pause notice on a listing (listing_exclusivity_pause)',
      as: 'investor',
      p95BudgetMs: OFFERS_P95_MS,
      run: async (client) => {
        const deal = buyerDeals[nextPause++ % buyerDeals.length];
        const until = await check(
          await client.post('/rest/v1/rpc/listing_exclusivity_pause', {
            p_listing_id: deal.listingId,
          }),
          'listing_exclusivity_pause',
        );
        if (Boolean(until) !== deal.paused)
          throw new Error(`listing_exclusivity_pause: ${until} for ${deal.listingId}`);
      },
    },
  ];
}
