import { describe, expect, it } from 'vitest';
import { DISCOVER_PAGE_SIZE, searchListingsArgs } from './api/fetch-discover-listings';
import { normalizeDiscoverSearch, validateDiscoverSearch } from './discover-search';

describe('discover search params', () => {
  it('keeps valid enum values, drops invalid and unknown ones (paging is not in the URL)', () => {
    expect(
      validateDiscoverSearch({
        industry: 'Technology',
        revenue: 'nope',
        location: 'Germany',
        page: '2',
        q: ' saas ',
      }),
    ).toEqual({ industry: 'Technology', location: 'Germany', q: 'saas' });
    expect(validateDiscoverSearch({ industry: 42, location: ['Germany'], q: { a: 1 } })).toEqual(
      {},
    );
  });

  it('takes numeric-looking search text as text and caps its length', () => {
    expect(validateDiscoverSearch({ q: 2024 })).toEqual({ q: '2024' });
    expect(validateDiscoverSearch({ q: 'x'.repeat(300) }).q).toHaveLength(200);
  });

  it('keeps the facts filters and the order only with offered values', () => {
    expect(
      validateDiscoverSearch({
        region: 'DE-BY',
        reason: 'succession',
        margin: '10-15',
        growth: '25+',
        ebitda: 1000000,
        priceMin: '500000',
        priceMax: 5000000,
        sort: 'price_desc',
      }),
    ).toEqual({
      region: 'DE-BY',
      reason: 'succession',
      margin: '10-15',
      growth: '25+',
      ebitda: 1_000_000,
      priceMin: 500_000,
      priceMax: 5_000_000,
      sort: 'price_desc',
    });
    // Not a region code, an amount off the steps, an unknown order, "newest" (the default).
    expect(
      validateDiscoverSearch({ region: 'Bavaria', ebitda: 1234, priceMin: 'x', sort: 'random' }),
    ).toEqual({});
    expect(validateDiscoverSearch({ sort: 'newest' })).toEqual({});
  });

  it('drops a maximum price below the minimum', () => {
    expect(normalizeDiscoverSearch({ priceMin: 2_000_000, priceMax: 1_000_000 })).toEqual({
      priceMin: 2_000_000,
    });
  });

  it('normalizes empty values away', () => {
    expect(normalizeDiscoverSearch({ q: '  ', industry: undefined })).toEqual({});
  });
});

describe('search_listings() arguments', () => {
  it('sends only the given filters, one row more than a page, and the cursor', () => {
    expect(searchListingsArgs({})).toEqual({ p_limit: DISCOVER_PAGE_SIZE + 1 });
    expect(
      searchListingsArgs(
        { q: ' SaaS  kunden ', industry: 'Technology', revenue: '2M-5M', location: 'Germany' },
        {
          createdAt: '2026-11-21T10:00:00.123456+00:00',
          id: 'b0000000-0000-4000-8000-000000000001',
        },
      ),
    ).toEqual({
      p_search: 'SaaS  kunden',
      p_industry: 'Technology',
      p_revenue: '2M-5M',
      p_location: 'Germany',
      p_limit: DISCOVER_PAGE_SIZE + 1,
      p_before_created_at: '2026-11-21T10:00:00.123456+00:00',
      p_before_id: 'b0000000-0000-4000-8000-000000000001',
    });
  });

  it('sends the facts filters and the order under the function parameters names', () => {
    expect(
      searchListingsArgs({
        region: 'AT-9',
        reason: 'retirement',
        margin: '5-10',
        growth: '0-10',
        ebitda: 250_000,
        priceMin: 250_000,
        priceMax: 1_000_000,
        sort: 'ebitda_desc',
      }),
    ).toEqual({
      p_limit: DISCOVER_PAGE_SIZE + 1,
      p_region: 'AT-9',
      p_sale_reason: 'retirement',
      p_margin_min: '5-10',
      p_growth_min: '0-10',
      p_ebitda_min_eur: 250_000,
      p_price_min_eur: 250_000,
      p_price_max_eur: 1_000_000,
      p_sort: 'ebitda_desc',
    });
  });
});
