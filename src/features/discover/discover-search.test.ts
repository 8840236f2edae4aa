import { describe, expect, it } from 'vitest';
import { likePattern, searchTerms } from './api/fetch-discover-listings';
import { discoverSearchSchema, normalizeDiscoverSearch } from './discover-search';

describe('discover search params', () => {
  it('keeps valid enum values and drops invalid ones', () => {
    expect(
      discoverSearchSchema.parse({ industry: 'Technology', revenue: 'nope', location: 'Germany', page: '2', q: ' saas ' }),
    ).toEqual({ industry: 'Technology', revenue: undefined, location: 'Germany', page: 2, q: 'saas' });
  });

  it('normalizes empty values away', () => {
    expect(normalizeDiscoverSearch({ q: '  ', page: 1, industry: undefined })).toEqual({});
  });

  it('splits search words and escapes LIKE wildcards', () => {
    expect(searchTerms('  SaaS   Kunden ')).toEqual(['saas', 'kunden']);
    expect(likePattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
    expect(searchTerms('*')).toEqual([]);
  });
});
