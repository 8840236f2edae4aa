// The bench's discover cases (bench/lib/cases.mjs) must send exactly what the app's fetcher sends:
// the fetcher runs against a recording fetch and its request URL is compared with discoverPath().
import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { discoverPath } from '../../bench/lib/cases.mjs';
import { offerCases } from '../../bench/lib/offer-cases.mjs';
import { archiveReads, type ReadClient } from '../../supabase/functions/deal-archive/reads';
import { fetchDealOverview } from '../../src/features/deals/api/deal-overview';
import { fetchExclusivityPause } from '../../src/features/offers/api/exclusivity-pause';
import type { Database } from '../../src/lib/database.types';
import { fetchDiscoverListings } from '../../src/features/discover/api/fetch-discover-listings';
import type { DiscoverSearch } from '../../src/features/discover/discover-search';

type Keyset = { created_at: string; id: string };
const benchPath = discoverPath as (filters: DiscoverSearch, keyset?: Keyset) => string;

async function appRequests(search: DiscoverSearch, keyset?: Keyset) {
  const urls: string[] = [];
  const client = createClient<Database>('http://bench.test', 'anon', {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: class {} as unknown as typeof WebSocket },
    global: {
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input).replace('http://bench.test', '');
        urls.push(`${init?.method ?? 'GET'} ${url}`);
        const body = url.includes('/rpc/search_listings') ? [TEASER] : [];
        return new Response(JSON.stringify(body), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }) as typeof fetch,
    },
  });
  await fetchDiscoverListings(
    client,
    search,
    keyset ? { createdAt: keyset.created_at, id: keyset.id } : null,
  );
  return urls;
}

const TEASER = {
  id: 'b0000000-0000-4000-8000-000000000009',
  user_id: 'a0000000-0000-4000-8000-000000000004',
  type: 'sell',
  industry: 'Technology',
  revenue: '1M-2M',
  employees: '11-50',
  location: 'Germany',
  price: null,
  asking_price_eur: null,
  anonymized_description: 'Software',
  market_position: null,
  patents: false,
  created_at: '2026-11-20T10:00:00+00:00',
  listing_details: null,
};

const keyset = {
  created_at: '2026-11-21T10:00:00.123456+00:00',
  id: 'b0000000-0000-4000-8000-000000000001',
};
const cases: [string, DiscoverSearch, Keyset | undefined][] = [
  ['first page', {}, undefined],
  [
    'all filters + search',
    { industry: 'Technology', revenue: '1M-2M', location: 'Germany', q: ' software  saas ' },
    undefined,
  ],
  ['search, next page', { q: 'software' }, keyset],
  ['deep page', {}, keyset],
  [
    'facts filters and an order, next page',
    {
      region: 'DE-BY',
      reason: 'succession',
      margin: '10-15',
      growth: '0-10',
      ebitda: 500_000,
      priceMin: 1_000_000,
      priceMax: 5_000_000,
      sort: 'price_asc',
    },
    keyset,
  ],
];

describe('bench mirrors the discover fetcher', () => {
  it.each(cases)('%s', async (_name, search, cursor) => {
    // One request per page: the cards with their details embedded.
    expect(await appRequests(search, cursor)).toEqual([`GET ${benchPath(search, cursor)}`]);
  });
});

// The offer cases (bench/lib/offer-cases.mjs) send what the deal page and the pause notice send.
describe('bench mirrors the offers fetchers', () => {
  const DEAL = 'd0000000-0000-4000-8000-000000000001';
  const LISTING = 'b0000000-0000-4000-8000-000000000009';
  const OVERVIEW = { offers: [{ id: 'o1' }], paused_until: null };

  function recordingClient(requests: string[]) {
    return createClient<Database>('http://bench.test', 'anon', {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: class {} as unknown as typeof WebSocket },
      global: {
        fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
          requests.push(
            `${init?.method ?? 'GET'} ${String(input).replace('http://bench.test', '')} ${String(init?.body ?? '')}`,
          );
          return new Response('null', {
            status: 200,
            headers: { 'content-type': 'application/json' },
          });
        }) as typeof fetch,
      },
    });
  }

  it('deal page (deal_overview) and pause notice (listing_exclusivity_pause)', async () => {
    const app: string[] = [];
    const client = recordingClient(app);
    await fetchDealOverview(client, DEAL);
    await fetchExclusivityPause(client, LISTING);

    const bench: string[] = [];
    const benchClient = {
      post: async (path: string, body: unknown) => {
        bench.push(`POST ${path} ${JSON.stringify(body)}`);
        const answer = path.includes('deal_overview') ? [OVERVIEW] : null;
        return new Response(JSON.stringify(answer), { status: 200 });
      },
    };
    const cases = (
      offerCases as (f: unknown) => { id: string; run: (c: unknown) => Promise<void> }[]
    )({
      buyerDeals: [{ id: DEAL, listingId: LISTING, paused: false }],
      ownerDeals: [DEAL],
      total: 1,
    });
    for (const id of ['offers-deal-buyer', 'offers-pause'])
      await cases.find((c) => c.id === id)!.run(benchClient);
    expect(bench).toEqual(app);
  });
});

// The bench's case `deal-archive` sends the deal-archive edge function's reads
// (supabase/functions/deal-archive/reads.ts, archiveReads() with supabase-js): two requests for the
// deal and its rows, the profile, and the four security definer functions, in one wave.
describe('bench mirrors the deal-archive function', () => {
  const DEAL = 'd0000000-0000-4000-8000-000000000002';
  const LISTING = 'b0000000-0000-4000-8000-000000000009';
  const BUYER = 'a0000000-0000-4000-8000-000000000005';

  it('deals with embeds, profiles, deal_thread, closing_archive_reads/audit/documents', async () => {
    const function_: string[] = [];
    const client = createClient('http://bench.test', 'anon', {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: class {} as unknown as typeof WebSocket },
      global: {
        fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
          function_.push(
            `${init?.method ?? 'GET'} ${String(input).replace('http://bench.test', '')} ${String(init?.body ?? '')}`,
          );
          return new Response('[]', {
            status: 200,
            headers: { 'content-type': 'application/json' },
          });
        }) as typeof fetch,
      },
    });
    await archiveReads(client as unknown as ReadClient, BUYER, DEAL);

    const bench: string[] = [];
    const answer = (path: string) =>
      new Response(JSON.stringify(path.startsWith('/rest/v1/deals?') ? [{ id: DEAL }] : []), {
        status: 200,
      });
    const benchClient = {
      get: async (path: string) => {
        bench.push(`GET ${path} `);
        return answer(path);
      },
      post: async (path: string, body: unknown) => {
        bench.push(`POST ${path} ${JSON.stringify(body)}`);
        return answer(path);
      },
    };
    const cases = (
      offerCases as (f: unknown) => { id: string; run: (c: unknown) => Promise<void> }[]
    )({
      buyerDeals: [{ id: DEAL, listingId: LISTING, paused: false }],
      ownerDeals: [DEAL],
      archiveDeals: [{ id: DEAL, listingId: LISTING }],
      investorId: BUYER,
      total: 1,
    });
    await cases.find((c) => c.id === 'deal-archive')!.run(benchClient);
    expect(bench).toHaveLength(7);
    expect(bench.filter((r) => r.startsWith('GET /rest/v1/deals?'))).toHaveLength(2);
    expect([...bench].sort()).toEqual([...function_].sort());
  });
});
