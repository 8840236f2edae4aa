// The measured requests, exactly as the app sends them through the gateway (supabase-js builds
// these URLs; keep them in step with the fetchers named below).
//
// Discover: src/features/discover/api/fetch-discover-listings.ts — public.search_listings() as a
// GET rpc (`rpc('search_listings', searchListingsArgs(search, cursor), { get: true })
// .select(CARD_COLUMNS)`): the given filters, the search text as typed (trimmed), p_limit one
// more than a page (tells whether there is a next page; no count), and for later pages the keyset
// of the last card shown; the confidential title/description come embedded from listing_details
// (RLS answers only where the reader may see them). One request per page.
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import * as OTPAuth from 'otpauth';

/**
 * The top bar's unread messages of one user, as supabase-js sends them (src/lib/unread-messages.ts:
 * UNREAD_SELECT, up to UNREAD_LIMIT rows, most unread first).
 */
export const unreadPath = (userId) =>
  '/rest/v1/deal_reads?select=deal_id,unread_count,listings(type,industry,location,revenue,listing_details(title))' +
  `&user_id=eq.${userId}&unread_count=gt.0&order=unread_count.desc&limit=1000`;

export const DISCOVER_SELECT =
  'id,user_id,type,industry,revenue,employees,location,price,asking_price_eur,anonymized_description,market_position,patents,created_at,ebitda_band_min_eur,ebitda_band_max_eur,ebitda_margin_band,revenue_growth_band,region,sale_reason,listing_details(title,description)';
export const DISCOVER_PAGE_SIZE = 12;
/** Page (1-based, counted in "Load more" steps) of the deep-page case. */
export const DEEP_PAGE = 101;

/**
 * The GET path of search_listings() as supabase-js builds it: the arguments in the fetcher's order
 * (searchListingsArgs), then `select`. `keyset` is the last card of the previous page.
 */
export function discoverPath(
  {
    industry,
    revenue,
    location,
    q,
    region,
    reason,
    margin,
    growth,
    ebitda,
    priceMin,
    priceMax,
    sort,
  } = {},
  keyset,
) {
  const params = new URLSearchParams();
  const text = (q ?? '').trim();
  if (text) params.append('p_search', text);
  if (industry) params.append('p_industry', industry);
  if (revenue) params.append('p_revenue', revenue);
  if (location) params.append('p_location', location);
  params.append('p_limit', String(DISCOVER_PAGE_SIZE + 1));
  if (keyset) {
    params.append('p_before_created_at', keyset.created_at);
    params.append('p_before_id', keyset.id);
  }
  // The facts filters and the order (issue 30), after the keyset as searchListingsArgs() puts them.
  for (const [name, value] of [
    ['p_region', region],
    ['p_sale_reason', reason],
    ['p_margin_min', margin],
    ['p_growth_min', growth],
    ['p_ebitda_min_eur', ebitda],
    ['p_price_min_eur', priceMin],
    ['p_price_max_eur', priceMax],
    ['p_sort', sort],
  ])
    if (value !== undefined) params.append(name, String(value));
  params.append('select', DISCOVER_SELECT);
  return `/rest/v1/rpc/search_listings?${params}`;
}

/** The discover page's request: one page of cards (one row ahead), details embedded. */
export async function discoverRequest(client, filters, keyset) {
  const response = await client.get(discoverPath(filters, keyset));
  if (!response.ok)
    throw new Error(`discover: HTTP ${response.status} ${(await response.text()).slice(0, 300)}`);
  return (await response.json()).slice(0, DISCOVER_PAGE_SIZE).length;
}

/** Bench users (deterministic ids of bench/generate.sql: user i is md5('bench-user-' || i)). */
export const BENCH_USERS = { investor: 5, scout: 10, company: 2 };
// The seeded admin and its demo TOTP secret (supabase/seed.sql; README "Demo accounts").
export const ADMIN = {
  email: 'admin@dealbridge.test',
  password: 'Demo-Passw0rd!',
  totpSecret: 'DEMOADMINTOTPSECRETDEALBRIDGE234',
};

/** A user access token as the Auth service issues it (HS256 with the project secret). */
export async function mintToken(cfg, { sub, email, role = 'authenticated' }) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    sub,
    email,
    role,
    aud: 'authenticated',
    aal: 'aal1',
    amr: [{ method: 'password', timestamp: now }],
    session_id: randomUUID(),
    is_anonymous: false,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: {},
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(`${cfg.apiUrl}/auth/v1`)
    .setIssuedAt(now)
    .setExpirationTime(now + 4 * 3600)
    .sign(new TextEncoder().encode(cfg.jwtSecret));
}

async function check(response, what) {
  if (!response.ok) {
    const body = await response.text();
    throw new Error(`${what}: HTTP ${response.status} ${body.slice(0, 300)}`);
  }
  await response.arrayBuffer();
}

/**
 * A caller: `rls` is the verified user as the browser calls (anon apikey + user token, RLS on);
 * `service` is the service role (RLS off) with the same `sub`, so auth.uid() is the same user,
 * through the dataset's own way in for the service role where it has one (cfg.serviceRoleApi).
 */
export async function caller(cfg, user, mode) {
  const token = await mintToken(cfg, {
    ...user,
    role: mode === 'rls' ? 'authenticated' : 'service_role',
  });
  const api = mode === 'rls' ? cfg : { ...cfg, apiUrl: cfg.serviceRoleApi?.apiUrl ?? cfg.apiUrl };
  return {
    ...tokenCaller(api, token, mode === 'rls' ? cfg.anonKey : cfg.serviceRoleKey),
    sub: user.sub,
  };
}

/** A caller with a given access token (and the API key the browser would send with it). */
export function tokenCaller(cfg, token, apikey = cfg.anonKey) {
  const headers = { apikey, Authorization: `Bearer ${token}`, 'x-client-info': 'dealbridge-bench' };
  return {
    token,
    get: (path, extra = {}) => fetch(cfg.apiUrl + path, { headers: { ...headers, ...extra } }),
    post: (path, body, extra = {}) =>
      fetch(cfg.apiUrl + path, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json', ...extra },
        body: JSON.stringify(body),
      }),
  };
}

/**
 * An access token as the app gets it: the password grant, and for an account with a verified TOTP
 * factor (the seeded admin, whose data needs aal2) the factor's challenge and verification.
 */
export async function signIn(cfg, { email, password, totpSecret }) {
  const call = async (path, body, token) => {
    const response = await fetch(`${cfg.apiUrl}/auth/v1${path}`, {
      method: 'POST',
      headers: {
        apikey: cfg.anonKey,
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(
        `sign-in of ${email}: ${path} HTTP ${response.status} ${await response.text()}`,
      );
    return response.json();
  };
  const session = await call('/token?grant_type=password', { email, password });
  if (!totpSecret) return session.access_token;
  const factor = session.user?.factors?.find(
    (f) => f.factor_type === 'totp' && f.status === 'verified',
  );
  if (!factor) throw new Error(`sign-in of ${email}: no verified TOTP factor`);
  const challenge = await call(`/factors/${factor.id}/challenge`, {}, session.access_token);
  const code = new OTPAuth.TOTP({
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: OTPAuth.Secret.fromBase32(totpSecret),
  }).generate();
  const verified = await call(
    `/factors/${factor.id}/verify`,
    { challenge_id: challenge.id, code },
    session.access_token,
  );
  return verified.access_token;
}

const SEARCH = 'software';
export const DISCOVER_CASES = [
  { id: 'discover', label: 'Discover, first page, no filter', filters: {} },
  {
    id: 'discover-industry',
    label: 'Discover, industry = Technology',
    filters: { industry: 'Technology' },
  },
  { id: 'discover-revenue', label: 'Discover, revenue = 1M-2M', filters: { revenue: '1M-2M' } },
  {
    id: 'discover-location',
    label: 'Discover, location = Austria',
    filters: { location: 'Austria' },
  },
  { id: 'discover-search', label: `Discover, text search "${SEARCH}"`, filters: { q: SEARCH } },
  {
    id: 'discover-combined',
    label: 'Discover, all filters + search',
    filters: { industry: 'Technology', revenue: '1M-2M', location: 'Germany', q: SEARCH },
  },
  // Issue 30: the teaser's facts. A region has its own index; margin and a price range filter
  // the newest-first scan; the orders by price and EBITDA read their key's index.
  { id: 'discover-region', label: 'Discover, region = Bavaria', filters: { region: 'DE-BY' } },
  {
    id: 'discover-facts',
    label: 'Discover, EBITDA margin ≥ 10 % and price 1-5 Mio. €',
    filters: { margin: '10-15', priceMin: 1000000, priceMax: 5000000 },
  },
  {
    id: 'discover-sort-price',
    label: 'Discover, lowest price first',
    filters: { sort: 'price_asc' },
  },
  {
    id: 'discover-sort-ebitda',
    label: 'Discover, reason = succession, highest EBITDA first',
    filters: { reason: 'succession', sort: 'ebitda_desc' },
  },
  {
    id: 'discover-deep',
    label: `Discover, deep page (page ${DEEP_PAGE}, by keyset)`,
    filters: { page: DEEP_PAGE },
  },
];

/**
 * All cases. `run(client)` performs the case once as the given caller and throws on any error.
 * `callers` names the identity each case runs as (investor unless said otherwise).
 */
export function buildCases({
  dealIds,
  deepKeyset,
  buyerDealIds = [],
  pipelineListingIds = [],
  ownerId = null,
}) {
  let next = 0;
  const cases = DISCOVER_CASES.map(({ filters: { page, ...filters }, ...c }) => ({
    ...c,
    filters,
    as: 'investor',
    run: async (client) => {
      // A deep page is reached by "Load more": the keyset of the last card before it.
      if (page && !deepKeyset) throw new Error(`${c.id}: no keyset for page ${page}`);
      await discoverRequest(client, filters, page ? deepKeyset : undefined);
    },
  }));
  cases.push({
    id: 'open-deal',
    label: 'Open one deal (deal overview + record view)',
    as: 'investor',
    // A listing card's dialog (src/features/deals/components/ListingDealDialog.tsx): the buyer's
    // deal on the listing read as the deal page reads it (deal_overview; the deal's id comes from
    // "My deals", which the cards loaded already) and record_listing_view, in parallel. The
    // teaser itself comes from the discover page already loaded.
    run: async (client) => {
      const id = dealIds[next % dealIds.length];
      const deal = buyerDealIds[next++ % buyerDealIds.length];
      await Promise.all([
        client
          .post('/rest/v1/rpc/deal_overview', { p_deal_id: deal })
          .then((r) => check(r, 'deal_overview')),
        client
          .post('/rest/v1/rpc/record_listing_view', { p_listing_id: id })
          .then((r) => check(r, 'record_listing_view')),
      ]);
    },
  });
  // Issue 16. The deal page: src/features/deals/api/deal-overview.ts, one rpc (deal, teaser, title
  // where readable, invoice, history).
  let nextDeal = 0;
  cases.push({
    id: 'deal-page',
    label: 'Deal page (deal_overview)',
    as: 'investor',
    run: async (client) => {
      const id = buyerDealIds[nextDeal++ % buyerDealIds.length];
      await check(
        await client.post('/rest/v1/rpc/deal_overview', { p_deal_id: id }),
        'deal_overview',
      );
    },
  });
  // Issue 32: the signed NDA's PDF. The `nda` edge function reads, with the caller's token, the
  // deal and then its NDA signature (supabase/functions/nda/index.ts); the rendering is not the
  // database's part.
  let nextNda = 0;
  cases.push({
    id: 'signed-nda',
    label: 'Signed NDA of a deal (deal, then its nda_signature: the nda function)',
    as: 'investor',
    run: async (client) => {
      const id = buyerDealIds[nextNda++ % buyerDealIds.length];
      const deal = await client.get(`/rest/v1/deals?select=listing_id,buyer_id&id=eq.${id}`);
      if (!deal.ok) await check(deal, 'deal of the nda');
      const [row] = await deal.json();
      await check(
        await client.get(
          `/rest/v1/nda_signatures?select=id,signer_name,signed_at,nda_version&listing_id=eq.${row.listing_id}&user_id=eq.${row.buyer_id}`,
        ),
        'nda_signature',
      );
    },
  });
  // "My deals" and the stage on the discover cards: src/features/deals/api/my-deals.ts.
  cases.push({
    id: 'my-deals',
    label: 'My deals (buyer, with titles where readable)',
    as: 'investor',
    run: async (client) =>
      check(
        await client.get(
          `/rest/v1/deals?select=id,listing_id,stage,stage_changed_at,stale_since,listing:listings(type,industry,revenue,location,listing_details(title)),deal_reads(unread_count)&buyer_id=eq.${client.sub}&order=stage_changed_at.desc&limit=200`,
        ),
        'my deals',
      ),
  });
  // The owner's pipeline of one listing: src/features/deals/api/listing-pipeline.ts.
  let nextListing = 0;
  cases.push({
    id: 'deal-pipeline',
    label: 'Owner pipeline of one listing (listing_pipeline)',
    as: 'company',
    run: async (client) => {
      const id = pipelineListingIds[nextListing++ % pipelineListingIds.length];
      await check(
        await client.post('/rest/v1/rpc/listing_pipeline', { p_listing_id: id }),
        'listing_pipeline',
      );
    },
  });
  // Issue 33: the owner's dashboard table, every own listing's figures in one request
  // (src/features/listings/api/listings-overview.ts), and the one "to decide" inbox of an owner
  // and of a buyer (src/features/dashboard/api/decision-inbox.ts).
  cases.push({
    id: 'owner-listings-overview',
    label: "Owner's dashboard table: every own listing's figures (my_listings_overview)",
    as: 'company',
    rlsOffApplies: false, // security definer, the caller's own listings only: no RLS to switch off
    run: async (client) =>
      check(await client.post('/rest/v1/rpc/my_listings_overview', {}), 'my_listings_overview'),
  });
  cases.push({
    id: 'owner-inbox',
    label: "Owner's to-decide inbox (my_decision_inbox)",
    as: 'company',
    rlsOffApplies: false, // security definer, the caller's own items only: no RLS to switch off
    run: async (client) =>
      check(await client.post('/rest/v1/rpc/my_decision_inbox', {}), 'my_decision_inbox as owner'),
  });
  cases.push({
    id: 'buyer-inbox',
    label: "Buyer's to-decide inbox (my_decision_inbox)",
    as: 'investor',
    rlsOffApplies: false, // security definer, the caller's own items only: no RLS to switch off
    run: async (client) =>
      check(await client.post('/rest/v1/rpc/my_decision_inbox', {}), 'my_decision_inbox as buyer'),
  });
  // Issue 30: the owner's preview of a listing at the access tier (details, facts, figures and the
  // data room's documents): src/features/listings/api/listing-preview.ts.
  let nextPreview = 0;
  cases.push({
    id: 'listing-preview',
    label: 'Owner preview of one listing as a buyer with access (listing_preview)',
    as: 'company',
    rlsOffApplies: false, // security definer, the owner's only: no RLS to switch off
    run: async (client) => {
      const id = pipelineListingIds[nextPreview++ % pipelineListingIds.length];
      await check(
        await client.post('/rest/v1/rpc/listing_preview', { p_listing_id: id, p_tier: 'access' }),
        'listing_preview',
      );
    },
  });
  // The owner's unread messages: the top bar's list, whose counts per deal the pipelines show too.
  cases.push({
    id: 'deal-unread-by-deal',
    label: "Owner's unread messages (top bar and every pipeline, one request)",
    as: 'company',
    run: async (client) => check(await client.get(unreadPath(client.sub)), 'unread by deal'),
  });
  // A listing owner's median time to first reply (listing modal, pipeline): src/features/deals/api/owner-response-time.ts.
  cases.push({
    id: 'owner-response-time',
    label: "Owner's median time to first reply (owner_response_times)",
    as: 'investor',
    run: async (client) =>
      check(
        await client.get(
          `/rest/v1/owner_response_times?select=median_reply_seconds,replied_deals,window_days&owner_id=eq.${ownerId}`,
        ),
        'owner response time',
      ),
  });
  for (const role of ['scout', 'company', 'investor']) {
    cases.push({
      id: `dashboard-${role}`,
      label: `Dashboard figures (${role})`,
      as: role,
      run: async (client) =>
        check(
          await client.post('/rest/v1/rpc/my_dashboard_stats', {}),
          `my_dashboard_stats as ${role}`,
        ),
    });
  }
  // The bell (src/features/notifications/api): the unread count (count=exact, no rows) and the
  // latest 20, as a listing owner with a few hundred notices (one per inquiry) reads them.
  cases.push({
    id: 'notifications',
    label: 'Notifications: unread count + latest 20 (company)',
    as: 'company',
    run: async (client) => {
      await Promise.all([
        client
          .get('/rest/v1/notifications?select=id&read_at=is.null&limit=0', {
            Prefer: 'count=exact',
          })
          .then((r) => check(r, 'notifications unread count')),
        client
          .get(
            '/rest/v1/notifications?select=id,kind,link,payload,read_at,created_at&order=created_at.desc,id.desc&limit=20',
          )
          .then((r) => check(r, 'notifications latest')),
      ]);
    },
  });
  // Issue 31. The buyer's invoices (src/features/profile/api/invoices.ts) and the admin's finance
  // tab (src/features/admin/api/finance.ts: a page of all invoices with its count, the same filtered
  // by status, and finance_summary()).
  const INVOICE_LIST =
    'id,number,kind,status,issued_at,due_date,paid_at,gross_cents,vat_treatment,listing_title,deal_id';
  cases.push({
    id: 'buyer-invoices',
    label: "Buyer's invoices with status (profile)",
    as: 'investor',
    run: async (client) =>
      check(
        await client.get(
          `/rest/v1/invoices?select=${INVOICE_LIST}&buyer_id=eq.${client.sub}&order=issued_at.desc,sequence_number.desc&limit=100`,
        ),
        'buyer invoices',
      ),
  });
  const FINANCE_LIST =
    'id,number,kind,status,issued_at,due_date,paid_at,payment_source,gross_cents,net_cents,vat_cents,vat_rate_percent,vat_treatment,buyer_kind,company_name,responsible_person,listing_title';
  for (const status of [null, 'overdue']) {
    cases.push({
      id: status ? `finance-invoices-${status}` : 'finance-invoices',
      label: `Admin finance: page 1 of ${status ? `${status} ` : ''}invoices with count`,
      as: 'admin',
      growthBudget: false, // the exact count grows with the invoices by nature (as every admin list)
      run: async (client) =>
        check(
          await client.get(
            `/rest/v1/invoices?select=${FINANCE_LIST}${status ? `&status=eq.${status}` : ''}&order=issued_at.desc,sequence_number.desc&offset=0&limit=20`,
            { Prefer: 'count=exact' },
          ),
          'finance invoices',
        ),
    });
  }
  cases.push({
    id: 'finance-summary',
    label: 'Admin finance: sums per status (finance_summary)',
    as: 'admin',
    rlsOffApplies: false, // security definer: there is no RLS to switch off
    growthBudget: false, // sums over all invoices grow with them by nature
    run: async (client) =>
      check(await client.post('/rest/v1/rpc/finance_summary', {}), 'finance_summary'),
  });
  // Issue 31, scout fees: the scout's own fees on the dashboard
  // (src/features/dashboard/api/scout-fees.ts) and the admin's scout fees in the finance view
  // (src/features/admin/api/scout-fees.ts: the newest 100 of every scout and the sums per status).
  cases.push({
    id: 'scout-fees',
    label: "Scout's fees with status and credit note (scout_fees())",
    as: 'scout',
    rlsOffApplies: false, // security definer (own fees only): there is no RLS to switch off
    run: async (client) =>
      check(await client.post('/rest/v1/rpc/scout_fees', { p_limit: 200 }), 'scout_fees as scout'),
  });
  cases.push({
    id: 'admin-scout-fees',
    label: 'Admin finance: scout fees (scout_fees() of every scout + scout_fee_summary())',
    as: 'admin',
    rlsOffApplies: false, // security definer, admins only: no RLS to switch off
    growthBudget: false, // the sums over all fees grow with them by nature
    run: async (client) => {
      await Promise.all([
        client
          .post('/rest/v1/rpc/scout_fees', { p_limit: 100 })
          .then((r) => check(r, 'scout_fees as admin')),
        client
          .post('/rest/v1/rpc/scout_fee_summary', {})
          .then((r) => check(r, 'scout_fee_summary')),
      ]);
    },
  });
  // Issue 31: the admin downloads a scout's statement from the finance view
  // (src/features/admin/api/scout-documents.ts): the invoices function reads that scout's fees of
  // the year with the admin's token, as the scout's own statement does.
  cases.push({
    id: 'admin-scout-statement',
    label: "Admin finance: one scout's statement of a year (scout_fees(p_scout_id, period))",
    as: 'admin',
    rlsOffApplies: false, // security definer, admins choose the scout: no RLS to switch off
    run: async (client) =>
      check(
        await client.post('/rest/v1/rpc/scout_fees', {
          p_scout_id: ownerId,
          p_from: '2026-01-01',
          p_until: '2027-01-01',
          p_limit: 1000,
        }),
        'scout_fees of one scout as admin',
      ),
  });
  cases.push({
    id: 'admin-stats',
    label: 'Admin statistics (admin function → admin_stats())',
    as: 'admin',
    rlsOffApplies: false, // admin_stats() is security definer: there is no RLS to switch off
    growthBudget: false, // counts of whole tables grow with the data by nature
    run: async (client) =>
      check(await client.post('/functions/v1/admin', { action: 'stats' }), 'admin stats'),
  });
  cases.push({
    id: 'admin-kpis',
    label: 'Operator KPIs, 12 weeks (admin_kpis(): weekly figures, funnel, fees)',
    as: 'admin',
    rlsOffApplies: false, // security definer, admins only: no RLS to switch off
    growthBudget: false, // a window's counts grow with the rows in it; each range reads its index
    run: async (client) =>
      check(await client.post('/rest/v1/rpc/admin_kpis', { p_weeks: 12 }), 'admin kpis'),
  });
  // Issue 33, the operator console: the users list as the console pages it (newest first, 20 a
  // page, counted) and searched in the database (trigram indexes on name and email), and the
  // queues (admin_queues(): counts and oldest items on partial indexes).
  const USERS_LIST =
    '/rest/v1/profiles?select=id,name,email,role,verification_status,email_confirmed_at,created_at,verified_at';
  cases.push({
    id: 'admin-users-page',
    label: 'Admin users list, pending, newest first, 20 a page with its count',
    as: 'admin',
    run: async (client) =>
      check(
        await client.get(
          `${USERS_LIST}&verification_status=eq.pending&order=created_at.desc,id.asc&offset=0&limit=20`,
          { Prefer: 'count=exact' },
        ),
        'admin users page',
      ),
  });
  // A search is an RPC (security definer, admins only): under RLS an ilike or like is no index
  // condition (not leakproof), so through the table it read every row; the function matches on
  // the trigram indexes, filters, sorts and pages in the database and counts at most 1,001
  // matches past the page's start (src/features/admin/api/get-users.ts).
  cases.push({
    id: 'admin-users-search',
    label:
      'Admin users list searched by name or email (admin_search_users(): trigram indexes, a page, count capped at 1,001)',
    as: 'admin',
    rlsOffApplies: false, // security definer, admins only: no RLS to switch off
    run: async (client) =>
      check(
        await client.post('/rest/v1/rpc/admin_search_users', {
          p_search: 'bench-user-5@',
          p_sort: 'created_at',
          p_ascending: false,
          p_offset: 0,
          p_limit: 20,
        }),
        'admin users search',
      ),
  });
  // Issue 33: a key figure opens the list of the rows it counts, in its period (the weeks of
  // admin_kpis(); here the last 12 weeks): the users who signed up, the listings published and the
  // access decisions made in it, 20 a page with the count (src/features/admin/api/get-users.ts,
  // get-listings.ts, get-access-decisions.ts).
  const periodUntil = new Date().toISOString();
  const periodFrom = new Date(Date.now() - 12 * 7 * 86_400_000).toISOString();
  const inPeriod = (column) =>
    `${column}=gte.${encodeURIComponent(periodFrom)}&${column}=lt.${encodeURIComponent(periodUntil)}`;
  cases.push({
    id: 'admin-period-lists',
    label: "Admin lists a key figure opens: its period's sign-ups, listings and access decisions",
    as: 'admin',
    growthBudget: false, // a period's rows grow with the data in it; each range reads its index
    run: async (client) => {
      await Promise.all([
        client
          .get(
            `${USERS_LIST}&${inPeriod('created_at')}&order=created_at.desc,id.asc&offset=0&limit=20`,
            { Prefer: 'count=exact' },
          )
          .then((r) => check(r, 'admin users signed up in a period')),
        client
          .get(
            `/rest/v1/listings?select=id,type,industry,location,status,success_fee_eur,user_role,created_at,details:listing_details(title),owner:profiles(name)&${inPeriod('created_at')}&order=created_at.desc,id.asc&offset=0&limit=20`,
            { Prefer: 'count=exact' },
          )
          .then((r) => check(r, 'admin listings published in a period')),
        client
          .get(
            `/rest/v1/unlock_requests?select=id,status,created_at,decided_at,listing:listings(details:listing_details(title)),buyer:profiles!unlock_requests_user_id_fkey(name)&${inPeriod('decided_at')}&order=decided_at.desc,id.asc&offset=0&limit=20`,
            { Prefer: 'count=exact' },
          )
          .then((r) => check(r, 'admin access decisions in a period')),
      ]);
    },
  });
  // The listings search: one page (newest first) with title and owner, and its count capped at
  // 1,001 matches past the page's start, from the function (src/features/admin/api/get-listings.ts).
  cases.push({
    id: 'admin-listings-search',
    label:
      'Admin listings list searched in the teaser text (admin_search_listings(): trigram index, a page, count capped at 1,001)',
    as: 'admin',
    rlsOffApplies: false, // security definer, admins only: no RLS to switch off
    run: async (client) => {
      const answer = await client.post('/rest/v1/rpc/admin_search_listings', {
        p_search: 'metal',
        p_offset: 0,
        p_limit: 20,
      });
      if (!answer.ok) await check(answer, 'admin listings search');
      const { rows } = await answer.json();
      if (rows.length === 0) throw new Error('admin listings search: no listing matches "metal"');
    },
  });
  cases.push({
    id: 'admin-queues',
    label: 'Admin queues with counts and oldest items (admin_queues())',
    as: 'admin',
    rlsOffApplies: false, // security definer, admins only: no RLS to switch off
    growthBudget: false, // a queue's count grows with the rows waiting in it by nature
    run: async (client) =>
      check(await client.post('/rest/v1/rpc/admin_queues', {}), 'admin queues'),
  });
  return cases;
}
