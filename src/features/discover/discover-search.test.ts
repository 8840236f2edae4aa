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
});
