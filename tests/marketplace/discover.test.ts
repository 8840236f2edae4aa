// The discover query (the same fetcher the /discover page uses) against the seeded stack, signed in
// as a verified investor. Expected results are computed from the data through the service role.
import { beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../src/lib/database.types';
import {
  DISCOVER_PAGE_SIZE,
  fetchDiscoverListings,
} from '../../src/features/discover/api/fetch-discover-listings';
import type { DiscoverSearch } from '../../src/features/discover/discover-search';
import { clientAs, serviceClient } from './support';

type Listing = Database['public']['Tables']['listings']['Row'];

let investor: SupabaseClient<Database>;
let active: Listing[];

/** Active listings newest first, as the service role sees them. */
async function loadActive(): Promise<Listing[]> {
  const { data, error } = await serviceClient()
    .from('listings')
    .select('*')
    .eq('status', 'active')
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

/** All ids over all pages of the fetcher's answer. */
async function allIds(search: DiscoverSearch): Promise<string[]> {
  const first = await fetchDiscoverListings(investor, { ...search, page: 1 });
  const ids = first.items.map((i) => i.id);
  for (let page = 2; page <= first.pageCount; page++) {
    ids.push(...(await fetchDiscoverListings(investor, { ...search, page })).items.map((i) => i.id));
  }
  return ids;
}

beforeAll(async () => {
  investor = await clientAs('investor');
  active = await loadActive();
  expect(active.length).toBeGreaterThan(DISCOVER_PAGE_SIZE);
});

describe('discover query', () => {
  it('lists only active listings, newest first, in pages', async () => {
    const page1 = await fetchDiscoverListings(investor, {});
    expect(page1.total).toBe(active.length);
    expect(page1.items).toHaveLength(DISCOVER_PAGE_SIZE);
    expect(page1.pageCount).toBe(Math.ceil(active.length / DISCOVER_PAGE_SIZE));
    expect(page1.items.map((i) => i.id)).toEqual(active.slice(0, DISCOVER_PAGE_SIZE).map((l) => l.id));
    const page2 = await fetchDiscoverListings(investor, { page: 2 });
    expect(page2.page).toBe(2);
    expect(page2.items.map((i) => i.id)).toEqual(
      active.slice(DISCOVER_PAGE_SIZE, 2 * DISCOVER_PAGE_SIZE).map((l) => l.id),
    );
    const dates = [...page1.items, ...page2.items].map((i) => Date.parse(i.created_at));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(await allIds({})).toEqual(active.map((l) => l.id));
    const closed = await serviceClient().from('listings').select('id').eq('status', 'closed');
    const ids = new Set(await allIds({}));
    for (const row of closed.data ?? []) expect(ids.has(row.id)).toBe(false);
  });

  it('answers a page beyond the last with no items', async () => {
    const page = await fetchDiscoverListings(investor, { page: 999 });
    expect(page.items).toEqual([]);
    expect(page.total).toBe(active.length);
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
    ['all filters + search', { industry: 'Energy', revenue: '2M-5M', location: 'Italy', q: 'solar' }],
    ['search + location', { q: 'online', location: 'Netherlands' }],
  ];
  it.each(combined)('combines %s', async (_name, search) => {
    const want = expected(search);
    expect(want.length).toBeGreaterThan(0);
    const got = await fetchDiscoverListings(investor, search);
    expect(got.total).toBe(want.length);
    expect(got.items.map((i) => i.id)).toEqual(want.slice(0, DISCOVER_PAGE_SIZE).map((l) => l.id));
  });

  it('finds nothing for a combination without matches, and treats wildcards literally', async () => {
    expect((await fetchDiscoverListings(investor, { industry: 'Finance', location: 'Germany' })).total).toBe(
      expected({ industry: 'Finance', location: 'Germany' }).length,
    );
    expect((await fetchDiscoverListings(investor, { q: 'zzz-no-such-deal' })).items).toEqual([]);
    expect((await fetchDiscoverListings(investor, { q: '%' })).total).toBe(expected({ q: '%' }).length);
    expect((await fetchDiscoverListings(investor, { q: '_' })).total).toBe(expected({ q: '_' }).length);
  });
});
