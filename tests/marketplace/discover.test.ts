// The discover query (the same fetcher the /discover page uses: public.search_listings() with keyset
// paging, then the visible details) against the seeded stack, signed in as a verified investor.
// Expected results are computed from the data through the service role. Other test files publish and
// close their own listings at the same time, so every comparison is made on the seeded listings (fixed
// ids, dated in the past): the pages are still followed whole, and only the other files' rows are set aside.
import { beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../src/lib/database.types';
import {
  DISCOVER_PAGE_SIZE,
  fetchDiscoverListings,
  type DiscoverCursor,
} from '../../src/features/discover/api/fetch-discover-listings';
import type { DiscoverSearch } from '../../src/features/discover/discover-search';
import { serviceClient } from '../support/accounts';
import { clientAs } from './support';

type Listing = Database['public']['Tables']['listings']['Row'];

let investor: SupabaseClient<Database>;
let active: Listing[];

const SEEDED_ID = /^b0000000-0000-4000-8000-/;
const SEEDED_FIRST = 'b0000000-0000-4000-8000-000000000000';
const SEEDED_LAST = 'b0000000-0000-4000-8000-ffffffffffff';
const seeded = (ids: string[]) => ids.filter((id) => SEEDED_ID.test(id));

/** Seeded active listings newest first (ties by id, descending), as the service role sees them. */
async function loadActive(): Promise<Listing[]> {
  const { data, error } = await serviceClient()
    .from('listings')
    .select('*')
    .eq('status', 'active')
    .gte('id', SEEDED_FIRST)
    .lte('id', SEEDED_LAST)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false });
  if (error) throw error;
  return data;
}

function expected(search: DiscoverSearch): Listing[] {
  const terms = (search.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  return active.filter(
    (l) =>
      (!search.industry || l.industry === search.industry) &&
      (!search.revenue || l.revenue === search.revenue) &&
      (!search.location || l.location === search.location) &&
      terms.every((t) => l.search_text.includes(t)),
  );
}

/** The seeded ids over all pages, following the fetcher's cursor as "Load more" does. */
async function allIds(search: DiscoverSearch): Promise<string[]> {
  const ids: string[] = [];
  let cursor: DiscoverCursor | null = null;
  for (let guard = 0; guard < 1000; guard++) {
    const page = await fetchDiscoverListings(investor, search, cursor);
    expect(page.items.length).toBeLessThanOrEqual(DISCOVER_PAGE_SIZE);
    if (page.nextCursor) expect(page.items).toHaveLength(DISCOVER_PAGE_SIZE);
    ids.push(...page.items.map((i) => i.id));
    if (!page.nextCursor) return seeded(ids);
    cursor = page.nextCursor;
  }
  throw new Error('paging did not end');
}

const cursorOf = (l: Listing): DiscoverCursor => ({ createdAt: l.created_at, id: l.id });
/** A cursor just before the newest seeded listing, so the next page starts with it. */
const beforeNewestSeeded = (): DiscoverCursor => ({
  createdAt: active[0].created_at,
  id: 'ffffffff-ffff-ffff-ffff-ffffffffffff',
});

beforeAll(async () => {
  investor = await clientAs('investor');
  active = await loadActive();
  expect(active.length).toBeGreaterThan(2 * DISCOVER_PAGE_SIZE);
});

describe('discover query', () => {
  it('lists only active listings, newest first, page after page by keyset', async () => {
    const newest = await fetchDiscoverListings(investor, {});
    expect(newest.items).toHaveLength(DISCOVER_PAGE_SIZE);
    const page1 = await fetchDiscoverListings(investor, {}, beforeNewestSeeded());
    expect(page1.items.map((i) => i.id)).toEqual(
      active.slice(0, DISCOVER_PAGE_SIZE).map((l) => l.id),
    );
    expect(page1.nextCursor).toEqual(cursorOf(active[DISCOVER_PAGE_SIZE - 1]));
    const page2 = await fetchDiscoverListings(investor, {}, page1.nextCursor);
    expect(page2.items.map((i) => i.id)).toEqual(
      active.slice(DISCOVER_PAGE_SIZE, 2 * DISCOVER_PAGE_SIZE).map((l) => l.id),
    );
    const dates = [...page1.items, ...page2.items].map((i) => Date.parse(i.created_at));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));

    const all = await allIds({});
    expect(all).toEqual(active.map((l) => l.id));
    expect(new Set(all).size).toBe(all.length);
    const closed = await serviceClient()
      .from('listings')
      .select('id')
      .eq('status', 'closed')
      .gte('id', SEEDED_FIRST)
    .lte('id', SEEDED_LAST);
    expect(closed.data?.length).toBeGreaterThan(0);
    const ids = new Set(all);
    for (const row of closed.data ?? []) expect(ids.has(row.id)).toBe(false);
  });

  it('starts a page right after the cursor, ties on created_at broken by id', async () => {
    const k = DISCOVER_PAGE_SIZE + 3;
    const row = active[k];
    // Same time, id after every id: the row itself comes first; id before every id: the next one.
    const high = await fetchDiscoverListings(
      investor,
      {},
      { createdAt: row.created_at, id: 'ffffffff-ffff-ffff-ffff-ffffffffffff' },
    );
    expect(high.items[0].id).toBe(row.id);
    const low = await fetchDiscoverListings(
      investor,
      {},
      { createdAt: row.created_at, id: '00000000-0000-0000-0000-000000000000' },
    );
    expect(low.items[0].id).toBe(
      active.slice(k + 1).find((l) => l.created_at !== row.created_at)?.id,
    );
    const after = await fetchDiscoverListings(investor, {}, cursorOf(row));
    expect(after.items.map((i) => i.id)).toEqual(
      active.slice(k + 1, k + 1 + DISCOVER_PAGE_SIZE).map((l) => l.id),
    );
  });

  it('ends with an empty last page after the oldest listing', async () => {
    const page = await fetchDiscoverListings(investor, {}, cursorOf(active[active.length - 1]));
    expect(page.items).toEqual([]);
    expect(page.nextCursor).toBeNull();
  });

  const single: [string, DiscoverSearch][] = [
    ['industry', { industry: 'Technology' }],
    ['revenue (deal size)', { revenue: '2M-5M' }],
    ['location', { location: 'Germany' }],
    ['search text', { q: 'software' }],
    ['search text, case-insensitive, several words', { q: 'SaaS kunden' }],
    ['search on market position', { q: 'patented' }],
    ['search on location name', { q: 'switzerland' }],
  ];
  it.each(single)('filters by %s alone', async (_name, search) => {
    const want = expected(search);
    expect(want.length).toBeGreaterThan(0);
    expect(want.length).toBeLessThan(active.length);
    expect(await allIds(search)).toEqual(want.map((l) => l.id));
  });

  const combined: [string, DiscoverSearch][] = [
    ['industry + location', { industry: 'Technology', location: 'Germany' }],
    ['industry + revenue', { industry: 'Manufacturing', revenue: '10M-20M' }],
    ['revenue + location', { revenue: '2M-5M', location: 'Italy' }],
    [
      'all filters + search',
      { industry: 'Energy', revenue: '2M-5M', location: 'Italy', q: 'solar' },
    ],
    ['search + location', { q: 'online', location: 'Netherlands' }],
  ];
  it.each(combined)('combines %s', async (_name, search) => {
    const want = expected(search);
    expect(want.length).toBeGreaterThan(0);
    const got = await fetchDiscoverListings(investor, search, beforeNewestSeeded());
    expect(got.items.map((i) => i.id)).toEqual(want.slice(0, DISCOVER_PAGE_SIZE).map((l) => l.id));
    expect(got.nextCursor === null).toBe(want.length <= DISCOVER_PAGE_SIZE);
    expect(await allIds(search)).toEqual(want.map((l) => l.id));
  });

  it('finds nothing for a combination without matches, and treats wildcards literally', async () => {
    expect(await allIds({ industry: 'Finance', location: 'Germany' })).toEqual(
      expected({ industry: 'Finance', location: 'Germany' }).map((l) => l.id),
    );
    const none = await fetchDiscoverListings(investor, { q: `zzz-no-such-deal-${Date.now()}` });
    expect(none).toEqual({ items: [], nextCursor: null });
    expect(await allIds({ q: '%' })).toEqual(expected({ q: '%' }).map((l) => l.id));
    expect(await allIds({ q: '_' })).toEqual(expected({ q: '_' }).map((l) => l.id));
  });
});
