// Issue 30: discover on the facts. public.search_listings() filters by region, reason for sale,
// EBITDA band, margin and growth "at least" and an asking price range, and sorts by price or
// EBITDA, through the HTTP API as a verified buyer. A fact the owner keeps for buyers with access
// is not in the teaser, so no filter can find the listing by it (the filter would tell the fact).
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, type Identity } from './support/identities';

const thisYear = Number(
  new Intl.DateTimeFormat('en', { timeZone: 'Europe/Berlin', year: 'numeric' }).format(new Date()),
);
// A word only these listings have, so other files' listings stay out of every answer.
const WORD = `factsfinder${Date.now().toString(36)}`;

const base = {
  p_type: 'sell' as const,
  p_industry: 'Manufacturing' as const,
  p_revenue: '2M-5M' as const,
  p_employees: '11-50' as const,
  p_location: 'Germany' as const,
  p_description: 'Confidential description',
  p_full_details: 'Full details for buyers with access',
};
// EBITDA 613,579 on revenue 4,871,113: band 500k-1M, margin 12.6 % (10-15), growth from
// 4,400,000: 10.7 % (10-25).
const financials = [
  { year: thisYear - 2, revenue_eur: 4_400_000, ebitda_eur: 480_000 },
  { year: thisYear - 1, revenue_eur: 4_871_113, ebitda_eur: 613_579 },
];
const facts = (visibility: 'teaser' | 'access') => ({
  region: 'DE-HB',
  region_visibility: visibility,
  sale_reason: 'retirement',
  sale_reason_visibility: visibility,
  financials_visibility: visibility,
});

let seller: Identity;
let buyer: Identity;
let pending: Identity;
let shown: string; // facts in the teaser, 2,750,000 €
let hidden: string; // the same facts for buyers with access only, 1,200,000 €
let onRequest: string; // no facts, price on request

async function create(title: string, extra: Record<string, unknown>): Promise<string> {
  const { data, error } = await seller.client.rpc('create_listing', {
    ...base,
    p_title: title,
    p_anonymized_description: `Machine builder ${WORD} in the north`,
    ...extra,
  } as never);
  expect(error).toBeNull();
  return data as string;
}

beforeAll(async () => {
  [seller, buyer, pending] = await Promise.all([
    createUser('facts-seller', { role: 'company', status: 'verified' }),
    createUser('facts-buyer', { role: 'investor', status: 'verified' }),
    createUser('facts-pending', { role: 'investor', status: 'pending' }),
  ]);
  shown = await create('Gezeigt GmbH', {
    p_asking_price_eur: 2_750_000,
    p_facts: facts('teaser'),
    p_financials: financials,
  });
  hidden = await create('Verborgen GmbH', {
    p_asking_price_eur: 1_200_000,
    p_facts: facts('access'),
    p_financials: financials,
  });
  onRequest = await create('Auf Anfrage GmbH', {});
});

/** The ids search_listings() answers for our word and the given arguments, in its order. */
async function ids(args: Record<string, unknown> = {}): Promise<string[]> {
  const { data, error } = await buyer.client.rpc('search_listings', {
    p_search: WORD,
    ...args,
  } as never);
  expect(error).toBeNull();
  return (data as { id: string }[]).map((row) => row.id);
}

describe('discover on the facts', () => {
  it('finds by each fact shown in the teaser, never by a fact kept for buyers with access', async () => {
    expect(new Set(await ids())).toEqual(new Set([shown, hidden, onRequest]));
    expect(await ids({ p_region: 'DE-HB' })).toEqual([shown]);
    expect(await ids({ p_sale_reason: 'retirement' })).toEqual([shown]);
    expect(await ids({ p_ebitda_min_eur: 500_000 })).toEqual([shown]);
    expect(await ids({ p_ebitda_min_eur: 1_000_000 })).toEqual([]);
    expect(await ids({ p_margin_min: '10-15' })).toEqual([shown]);
    expect(await ids({ p_margin_min: '15-20' })).toEqual([]);
    expect(await ids({ p_growth_min: '10-25' })).toEqual([shown]);
    expect(await ids({ p_growth_min: '25+' })).toEqual([]);
    expect(
      await ids({ p_region: 'DE-HB', p_margin_min: '0-5', p_sale_reason: 'retirement' }),
    ).toEqual([shown]);
  });

  it('a price range leaves out prices on request; its bounds are inclusive', async () => {
    expect(
      await ids({ p_price_min_eur: 1_000_000, p_price_max_eur: 5_000_000, p_sort: 'price_asc' }),
    ).toEqual([hidden, shown]);
    expect(await ids({ p_price_min_eur: 2_750_000 })).toEqual([shown]);
    expect(await ids({ p_price_max_eur: 1_200_000 })).toEqual([hidden]);
    expect(await ids({ p_price_min_eur: 3_000_000 })).toEqual([]);
  });

  it('sorts by price either way and by EBITDA, missing values last, page by page by the last id', async () => {
    expect(await ids({ p_sort: 'price_asc' })).toEqual([hidden, shown, onRequest]);
    expect(await ids({ p_sort: 'price_desc' })).toEqual([shown, hidden, onRequest]);
    const ebitda = await ids({ p_sort: 'ebitda_desc' });
    expect(ebitda[0]).toBe(shown);
    // No band in the teaser: last, ties by id (descending, as the order reads its index).
    expect(ebitda.slice(1)).toEqual([hidden, onRequest].sort().reverse());
    // One card a page, each page after the previous page's last card.
    for (const sort of ['price_asc', 'price_desc', 'ebitda_desc']) {
      const whole = await ids({ p_sort: sort });
      const paged: string[] = [];
      let last: string | undefined;
      for (let page = 0; page < 4; page++) {
        const next = await ids({
          p_sort: sort,
          p_limit: 1,
          ...(last ? { p_before_id: last } : {}),
        });
        if (next.length === 0) break;
        paged.push(...next);
        last = next[0];
      }
      expect(paged, sort).toEqual(whole);
    }
  });

  it('refuses an unknown order, a reversed price range and unverified callers', async () => {
    const unknown = await buyer.client.rpc('search_listings', { p_sort: 'random' } as never);
    expect(unknown.error?.code).toBe('22023');
    const reversed = await buyer.client.rpc('search_listings', {
      p_price_min_eur: 2_000_000,
      p_price_max_eur: 1_000_000,
    } as never);
    expect(reversed.error?.code).toBe('22023');
    const notYet = await pending.client.rpc('search_listings', { p_region: 'DE-HB' } as never);
    expect(notYet.error?.code).toBe('42501');
  });
});
