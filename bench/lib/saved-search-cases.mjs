// Saved searches (issue 19): publishing a listing matches it against the 10,000 saved searches of
// bench/generate.sql and notifies their owners in the same transaction (the listings trigger of
// supabase/migrations/20261125400002_saved_searches.sql). Measured as the app does it: one POST
// rpc/create_listing by a verified company, through the gateway, so the time is the whole
// publication (teaser, details, matching, notifications, outbox emails). The publisher is a
// verified company other than the one whose dashboard other cases measure; each run adds a
// listing (up to 815 per bench run and dataset, on top of 10,000 / 100,000).
// Budget (issue 19): p95 ≤ 50 ms; plans (auto_explain of the nested statements) read
// saved_searches by index, never by a sequential scan (lib/explain.mjs LARGE_TABLES).
import { withClient } from '../../stack/lib/postgres.mjs';
import { caller } from './cases.mjs';

export const PUBLISH_BUDGET_P95_MS = 50;

const INDUSTRIES = ['Technology', 'Manufacturing', 'Healthcare', 'E-Commerce', 'Real Estate', 'Services', 'Retail', 'Energy', 'Finance'];
const REVENUES = ['0-500K', '500K-1M', '1M-2M', '2M-5M', '5M-10M', '10M-20M', '20M-50M', '50M-100M', '100M+'];
const LOCATIONS = ['Germany', 'Austria', 'Switzerland', 'Netherlands', 'France', 'Italy', 'Spain', 'Poland'];
const TEASERS = [
  'Profitable SaaS company for accounting software with cloud hosting',
  'Familiengeführter Hersteller mit CNC-Fertigung und eigenen Patenten',
  'Solar installation company with heat pump service',
  'Onlineshop für Outdoor-Ausrüstung mit Logistik im Haus',
  'Immobilien-Makler mit Hausverwaltung, Nachfolge gesucht',
];

/** A verified company with listings of its own, not the measured dashboard's company. */
export async function savedSearchFixtures(cfg, { excludeId }) {
  return withClient(cfg, async (client) => {
    const { rows } = await client.query(
      `select p.id, p.email from public.profiles p
        where p.role = 'company' and p.verification_status = 'verified' and p.id <> $1
        order by p.id limit 1`,
      [excludeId],
    );
    if (!rows[0]) throw new Error('saved search cases: no verified company to publish with');
    const searches = (await client.query('select count(*)::int as n from public.saved_searches')).rows[0].n;
    return { publisher: { sub: rows[0].id, email: rows[0].email }, searches };
  });
}

/**
 * Deletes the listings the publish case made in earlier runs on a reused dataset (their title
 * says so), with the search-match notifications and outbox emails they caused, before any fixture
 * picks its listings. Up to 815 a run, all the newest listings and all by one company, they had
 * piled up to 6,445 listings and 200,568 notifications in each dataset (session 30) and moved
 * plans: the admin's newest-first listings search walked past them at 100k (13 ms for a page that
 * takes 2 ms without them) while the 10k dataset, where they were two in five listings, chose
 * another plan, and its growth ratio read 2.0-2.35x. Returns how many went.
 */
export async function removeEarlierPublications(cfg) {
  return withClient(cfg, async (client) => {
    await client.query('begin');
    await client.query(
      `create temp table earlier_publications on commit drop as
         select l.id from public.listings l
         join public.listing_details d on d.listing_id = l.id
        where d.title like 'Bench publication %'`,
    );
    const { rows } = await client.query('select count(*)::int as n from earlier_publications');
    // The outbox keeps its rows when their notification goes (ON DELETE SET NULL): first them.
    await client.query(
      `delete from private.email_outbox o using public.notifications n
        where o.notification_id = n.id and n.kind = 'search.match'
          and (n.payload ->> 'listing_id')::uuid in (select id from earlier_publications)`,
    );
    await client.query(
      `delete from public.notifications n
        where n.kind = 'search.match'
          and (n.payload ->> 'listing_id')::uuid in (select id from earlier_publications)`,
    );
    await client.query('delete from public.listings where id in (select id from earlier_publications)');
    await client.query('commit');
    if (rows[0].n > 0) await client.query('vacuum (analyze) public.listings, public.notifications, private.email_outbox');
    return rows[0].n;
  });
}

export async function publisherClients(cfg, publisher) {
  return { rls: await caller(cfg, publisher, 'rls'), service: null };
}

export const RECOMMEND_BUDGET_P95_MS = 50;

export function savedSearchCases() {
  let n = 0;
  return [
    {
      // Issue 19: "Recommended for you" on the buyer dashboard, as fetchRecommendedListings sends it.
      id: 'recommend-listings',
      label: 'Recommended for you (recommended_listings, investment profile against all listings)',
      as: 'investor',
      rlsOffApplies: false, // ranked for the caller's own profile: the service role has none
      p95BudgetMs: RECOMMEND_BUDGET_P95_MS,
      run: async (client) => {
        const response = await client.post('/rest/v1/rpc/recommended_listings', { p_limit: 6 });
        if (!response.ok) throw new Error(`recommended_listings: HTTP ${response.status} ${(await response.text()).slice(0, 300)}`);
        const rows = await response.json();
        if (rows.length !== 6) throw new Error(`recommended_listings gave ${rows.length} listings`);
      },
    },
    {
      id: 'publish-listing',
      label: 'Publish a listing (create_listing: matching 10,000 saved searches + alerts)',
      as: 'publisher',
      rlsOffApplies: false, // only a verified user publishes; the service role has no user
      p95BudgetMs: PUBLISH_BUDGET_P95_MS,
      run: async (client) => {
        const i = n++;
        const response = await client.post('/rest/v1/rpc/create_listing', {
          p_type: 'sell',
          p_title: `Bench publication ${i}`,
          p_industry: INDUSTRIES[i % INDUSTRIES.length],
          p_revenue: REVENUES[(i * 7) % REVENUES.length],
          p_employees: '11-50',
          p_location: LOCATIONS[(i * 3) % LOCATIONS.length],
          p_description: 'Bench publication',
          p_anonymized_description: TEASERS[i % TEASERS.length],
        });
        if (!response.ok) throw new Error(`create_listing: HTTP ${response.status} ${(await response.text()).slice(0, 300)}`);
      },
    },
  ];
}
