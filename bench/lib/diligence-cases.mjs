// Due diligence (issue 34), read side: the deal page's due-diligence section sends one request,
// `rpc/deal_diligence` (the request list with the linked documents the caller reads at their tier,
// the questions with drafts for the owner's side), and the FAQ tab `rpc/diligence_faq` (the
// listing's published answers, anonymous). Fixtures, made here once per dataset as the database
// owner: every deal whose stage grants access gets the 21 checklist items (a third answered, a
// sixth accepted, some overdue) and 5 questions (answered ones, one in four published as FAQ),
// i.e. about 20 requests per deal with access across the dataset (400k rows at 100k listings).
// Measured as the investor bench-user-5 over their deals with access (buyer's side) and as the
// company bench-user-2 over deals on their listings (owner's side). Common budgets, p95 ≤ 30 ms.
import { withClient } from '../../stack/lib/postgres.mjs';

export const DILIGENCE_BUDGET_P95_MS = 30;
export const DILIGENCE_CASE_IDS = ['diligence-buyer', 'diligence-owner', 'diligence-faq', 'diligence-progress'];

async function check(response, what) {
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${(await response.text()).slice(0, 300)}`);
  return response.json();
}

export async function diligenceFixtures(cfg, { investorId, companyId }) {
  return withClient(cfg, async (client) => {
    const present = (await client.query("select to_regclass('public.diligence_requests') is not null as ok")).rows[0].ok;
    if (!present) return null;
    const empty = (await client.query('select not exists (select 1 from public.diligence_requests) as empty')).rows[0].empty;
    if (empty) {
      await client.query('begin');
      // Set-based: the row triggers (numbering, side checks) are for API writers; here the
      // numbers and states are written as they would end up.
      await client.query("set local session_replication_role = 'replica'");
      await client.query(`
        insert into public.diligence_requests
          (deal_id, ref_no, title, description, category, priority, due_date, status, answer_text,
           answered_at, accepted_at, created_by, assignee_id)
        select d.id, c.item, c.title_de, c.description_de, c.category, c.priority,
          (d.stage_changed_at + (c.item % 7 + 7) * interval '1 day')::date,
          case when c.item % 6 = 0 then 'accepted' when c.item % 3 = 0 then 'answered'
               when c.item % 5 = 0 then 'in_progress' else 'open' end::public.diligence_status,
          case when c.item % 3 = 0 then 'Siehe Datenraum.' end,
          case when c.item % 3 = 0 then now() end,
          case when c.item % 6 = 0 then now() end,
          d.buyer_id, case when c.item % 2 = 0 then l.user_id end
        from public.deals d
        join public.listings l on l.id = d.listing_id
        cross join public.diligence_checklist() c
        where d.stage in ('access_granted', 'offer_submitted', 'in_exclusivity', 'won')`);
      await client.query(`
        insert into public.diligence_questions (deal_id, body, asked_by, state, answer, answered_at, faq_published_at)
        select d.id, 'Frage ' || n || ' zum Deal: Gibt es Altlasten oder offene Verfahren?', d.buyer_id,
          case when n % 2 = 0 then 'answered' else 'open' end::public.diligence_question_state,
          case when n % 2 = 0 then 'Nein.' end, case when n % 2 = 0 then now() end,
          case when n = 4 and (hashtext(d.id::text) % 4) = 0 then now() end
        from public.deals d cross join generate_series(1, 5) n
        where d.stage in ('access_granted', 'offer_submitted', 'in_exclusivity', 'won')`);
      await client.query('commit');
      await client.query('analyze public.diligence_requests, public.diligence_questions');
    }
    const granted = `d.stage in ('access_granted', 'offer_submitted', 'in_exclusivity', 'won')`;
    const buyer = await client.query(
      `select d.id, d.listing_id from public.deals d where d.buyer_id = $1 and ${granted}
        and not exists (select 1 from public.deals x where x.listing_id = d.listing_id and x.stage = 'in_exclusivity'
                        and x.exclusive_until > now() and x.buyer_id <> d.buyer_id)
        order by d.id limit 30`,
      [investorId],
    );
    const owner = await client.query(
      `select d.id from public.deals d join public.listings l on l.id = d.listing_id
        where l.user_id = $1 and ${granted} order by d.id limit 30`,
      [companyId],
    );
    // The owner's listings with deals in the room: every buyer's progress side by side.
    const progress = await client.query(
      `select distinct d.listing_id from public.deals d join public.listings l on l.id = d.listing_id
        where l.user_id = $1 and ${granted} order by d.listing_id limit 30`,
      [companyId],
    );
    const rows = (await client.query('select count(*)::int as n from public.diligence_requests')).rows[0].n;
    return {
      buyerDeals: buyer.rows,
      ownerDeals: owner.rows.map((r) => r.id),
      ownerListings: progress.rows.map((r) => r.listing_id),
      rows,
    };
  });
}

export function diligenceCases(fixtures) {
  if (!fixtures) return [];
  const { buyerDeals, ownerDeals, ownerListings } = fixtures;
  if (!buyerDeals.length || !ownerDeals.length)
    throw new Error('diligence cases: the measured users have no deals with access');
  let nextBuyer = 0;
  let nextOwner = 0;
  let nextFaq = 0;
  let nextProgress = 0;
  const expectList = (body, what) => {
    if (!Array.isArray(body?.requests) || body.requests.length < 1 || !Array.isArray(body.questions))
      throw new Error(`${what}: no request list in ${JSON.stringify(body).slice(0, 200)}`);
  };
  return [
    {
      id: 'diligence-buyer',
      label: "Due diligence on the deal page, buyer's side (rpc/deal_diligence)",
      as: 'investor',
      p95BudgetMs: DILIGENCE_BUDGET_P95_MS,
      run: async (client) => {
        const { id } = buyerDeals[nextBuyer++ % buyerDeals.length];
        expectList(await check(await client.post('/rest/v1/rpc/deal_diligence', { p_deal_id: id }), 'deal_diligence'), id);
      },
    },
    {
      id: 'diligence-owner',
      label: "Due diligence on the deal page, owner's side (rpc/deal_diligence)",
      as: 'company',
      p95BudgetMs: DILIGENCE_BUDGET_P95_MS,
      run: async (client) => {
        const id = ownerDeals[nextOwner++ % ownerDeals.length];
        expectList(await check(await client.post('/rest/v1/rpc/deal_diligence', { p_deal_id: id }), 'deal_diligence'), id);
      },
    },
    {
      id: 'diligence-faq',
      label: "A listing's anonymous FAQ (rpc/diligence_faq)",
      as: 'investor',
      p95BudgetMs: DILIGENCE_BUDGET_P95_MS,
      run: async (client) => {
        const { listing_id: listingId } = buyerDeals[nextFaq++ % buyerDeals.length];
        const body = await check(await client.post('/rest/v1/rpc/diligence_faq', { p_listing_id: listingId }), 'diligence_faq');
        if (!Array.isArray(body)) throw new Error(`diligence_faq: ${JSON.stringify(body).slice(0, 200)}`);
        if (body.some((entry) => 'asked_by' in entry || 'deal_id' in entry)) throw new Error('diligence_faq names the asker');
      },
    },
    {
      id: 'diligence-progress',
      label: "Every buyer's due diligence on one listing, side by side (rpc/diligence_progress)",
      as: 'company',
      p95BudgetMs: DILIGENCE_BUDGET_P95_MS,
      run: async (client) => {
        const listingId = ownerListings[nextProgress++ % ownerListings.length];
        const body = await check(await client.post('/rest/v1/rpc/diligence_progress', { p_listing_id: listingId }), 'diligence_progress');
        if (!Array.isArray(body) || body.length < 1 || typeof body[0].overdue !== 'number')
          throw new Error(`diligence_progress: ${JSON.stringify(body).slice(0, 200)}`);
      },
    },
  ];
}
