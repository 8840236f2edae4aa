import { Constants, type Database } from '../../lib/database.types';

type Enums = Database['public']['Enums'];

const { industry, revenue_range, location } = Constants.public.Enums;

/** Longest search text kept (search_listings() reads at most 200 characters). */
export const SEARCH_MAX_LENGTH = 200;

/**
 * Search params of the listing browser (/discover and the buyer dashboard): every filter lives in
 * the URL so a filtered view can be shared and survives a reload. Paging is not part of it (the
 * list grows with "Load more").
 */
export type DiscoverSearch = {
  q?: string;
  industry?: Enums['industry'];
  revenue?: Enums['revenue_range'];
  location?: Enums['location'];
};

function oneOf<T extends string>(values: readonly T[], value: unknown): T | undefined {
  return typeof value === 'string' && (values as readonly string[]).includes(value)
    ? (value as T)
    : undefined;
}

/**
 * The routes' `validateSearch`: a plain function (no schema library, so it stays small in the
 * main chunk). Invalid or unknown values are dropped; the router may hand over numbers for
 * numeric-looking text (`?q=2024`), which are searched as text.
 */
export function validateDiscoverSearch(raw: Record<string, unknown>): DiscoverSearch {
  const q =
    typeof raw.q === 'string' || typeof raw.q === 'number'
      ? String(raw.q).trim().slice(0, SEARCH_MAX_LENGTH)
      : undefined;
  return normalizeDiscoverSearch({
    q,
    industry: oneOf(industry, raw.industry),
    revenue: oneOf(revenue_range, raw.revenue),
    location: oneOf(location, raw.location),
  });
}

/** Drops empty values so URLs stay short and query keys stable. */
export function normalizeDiscoverSearch(search: DiscoverSearch): DiscoverSearch {
  const out: DiscoverSearch = {};
  const q = search.q?.trim();
  if (q) out.q = q;
  if (search.industry) out.industry = search.industry;
  if (search.revenue) out.revenue = search.revenue;
  if (search.location) out.location = search.location;
  return out;
}
