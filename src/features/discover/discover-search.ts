import { Constants, type Database } from '../../lib/database.types';

type Enums = Database['public']['Enums'];

const { industry, revenue_range, location, region, sale_reason, margin_band, growth_band } =
  Constants.public.Enums;

/** The orders besides newest first (the default, not written to the URL). */
export const DISCOVER_SORTS = ['price_asc', 'price_desc', 'ebitda_desc'] as const;
export type DiscoverSort = (typeof DISCOVER_SORTS)[number];

/**
 * The amounts the facts filters offer, in whole euros: the lower bounds of the teaser's EBITDA
 * bands (private.amount_band_bounds()), so "EBITDA at least" matches whole bands.
 */
export const AMOUNT_STEPS = [
  250_000, 500_000, 1_000_000, 2_000_000, 5_000_000, 10_000_000, 20_000_000, 50_000_000,
  100_000_000,
] as const;

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
  /** Facts of the teaser (null there when the owner keeps them for buyers with access). */
  region?: Enums['region'];
  reason?: Enums['sale_reason'];
  /** EBITDA margin band at least. */
  margin?: Enums['margin_band'];
  /** Revenue growth band at least. */
  growth?: Enums['growth_band'];
  /** EBITDA band's lower bound at least, in euros (one of AMOUNT_STEPS). */
  ebitda?: number;
  /** Asking price range in euros (AMOUNT_STEPS); listings "on request" are left out. */
  priceMin?: number;
  priceMax?: number;
  sort?: DiscoverSort;
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
    region: oneOf(region, raw.region),
    reason: oneOf(sale_reason, raw.reason),
    margin: oneOf(margin_band, raw.margin),
    growth: oneOf(growth_band, raw.growth),
    ebitda: amountStep(raw.ebitda),
    priceMin: amountStep(raw.priceMin),
    priceMax: amountStep(raw.priceMax),
    sort: oneOf(DISCOVER_SORTS, raw.sort),
  });
}

/** One of the offered amounts (the router hands numbers over as numbers, hand-typed ones as text). */
function amountStep(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return (AMOUNT_STEPS as readonly number[]).includes(n) ? n : undefined;
}

/** Drops empty values so URLs stay short and query keys stable. */
export function normalizeDiscoverSearch(search: DiscoverSearch): DiscoverSearch {
  const out: DiscoverSearch = {};
  const q = search.q?.trim();
  if (q) out.q = q;
  if (search.industry) out.industry = search.industry;
  if (search.revenue) out.revenue = search.revenue;
  if (search.location) out.location = search.location;
  if (search.region) out.region = search.region;
  if (search.reason) out.reason = search.reason;
  if (search.margin) out.margin = search.margin;
  if (search.growth) out.growth = search.growth;
  if (search.ebitda) out.ebitda = search.ebitda;
  if (search.priceMin) out.priceMin = search.priceMin;
  // A maximum below the minimum is dropped (the database refuses that range).
  if (search.priceMax && !(search.priceMin && search.priceMax < search.priceMin))
    out.priceMax = search.priceMax;
  if (search.sort) out.sort = search.sort;
  return out;
}
