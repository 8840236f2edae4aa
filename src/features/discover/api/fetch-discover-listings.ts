import { z } from 'zod';
import type { Database } from '../../../lib/database.types';
import { normalizeDiscoverSearch, type DiscoverSearch } from '../discover-search';
import { toError, type DbClient } from '../../../lib/db';
import { listingTeaserSchema } from '../../../lib/listing-teaser';

/** Cards per "Load more" step. */
export const DISCOVER_PAGE_SIZE = 12;

const teaserSchema = listingTeaserSchema.extend({ user_id: z.string() });

const detailsSchema = z.object({ title: z.string(), description: z.string() });

/** A row of search_listings() with the embedded listing_details (null where RLS hides them). */
const rowSchema = teaserSchema.extend({ listing_details: detailsSchema.nullable() });

export type ListingDetailsPreview = z.infer<typeof detailsSchema>;

/** A card of the browser: the teaser, plus title and description where RLS lets the reader see them. */
export type DiscoverListing = z.infer<typeof teaserSchema> & {
  details: ListingDetailsPreview | null;
};

/** Where the next page starts: the last card shown (newest first, ties by id). */
export type DiscoverCursor = { createdAt: string; id: string };

export type DiscoverListingsPage = {
  items: DiscoverListing[];
  /** null when this was the last page. */
  nextCursor: DiscoverCursor | null;
};

/** The teaser columns asked from search_listings() (it returns listings rows). */
export const TEASER_COLUMNS =
  'id,user_id,type,industry,revenue,employees,location,price,asking_price_eur,anonymized_description,market_position,patents,created_at,ebitda_band_min_eur,ebitda_band_max_eur,ebitda_margin_band,revenue_growth_band,region,sale_reason';

/**
 * What a card asks for: the teaser, and the confidential title and description embedded from
 * listing_details (one-to-one by its primary key). PostgREST reads the embedded table as the
 * caller, so RLS on listing_details decides: the owner, admins and investors with a signed NDA
 * and an approved unlock get them, everybody else null.
 */
export const CARD_COLUMNS = `${TEASER_COLUMNS},listing_details(title,description)`;

type SearchArgs = Database['public']['Functions']['search_listings']['Args'];

/**
 * Arguments of public.search_listings() for a search and a cursor, in a fixed order and without
 * empty ones (they travel as URL parameters). One row more than a page is asked for: it tells
 * whether there is a next page without a count.
 */
export function searchListingsArgs(
  rawSearch: DiscoverSearch,
  cursor?: DiscoverCursor | null,
): SearchArgs {
  const search = normalizeDiscoverSearch(rawSearch);
  const args: SearchArgs = {};
  if (search.q) args.p_search = search.q;
  if (search.industry) args.p_industry = search.industry;
  if (search.revenue) args.p_revenue = search.revenue;
  if (search.location) args.p_location = search.location;
  args.p_limit = DISCOVER_PAGE_SIZE + 1;
  if (cursor) {
    args.p_before_created_at = cursor.createdAt;
    args.p_before_id = cursor.id;
  }
  if (search.region) args.p_region = search.region;
  if (search.reason) args.p_sale_reason = search.reason;
  if (search.margin) args.p_margin_min = search.margin;
  if (search.growth) args.p_growth_min = search.growth;
  if (search.ebitda) args.p_ebitda_min_eur = search.ebitda;
  if (search.priceMin) args.p_price_min_eur = search.priceMin;
  if (search.priceMax) args.p_price_max_eur = search.priceMax;
  if (search.sort) args.p_sort = search.sort;
  return args;
}

/**
 * One page of active listings, newest first, through public.search_listings() (security definer:
 * verified callers, active listings; filters, every word of the search text and the keyset
 * `(created_at, id) < cursor` all use indexes, no total count), in one request with the
 * confidential details embedded where the reader may see them. Sent as GET (the function is
 * stable).
 */
export async function fetchDiscoverListings(
  client: DbClient,
  search: DiscoverSearch,
  cursor?: DiscoverCursor | null,
): Promise<DiscoverListingsPage> {
  const { data, error } = await client
    .rpc('search_listings', searchListingsArgs(search, cursor), { get: true })
    .select(CARD_COLUMNS);
  if (error) throw toError(error);
  const rows = z.array(rowSchema).parse(data ?? []);
  const cards = rows
    .slice(0, DISCOVER_PAGE_SIZE)
    .map(({ listing_details, ...teaser }) => ({ ...teaser, details: listing_details }));
  const last = cards.at(-1);
  const nextCursor =
    rows.length > DISCOVER_PAGE_SIZE && last ? { createdAt: last.created_at, id: last.id } : null;
  return { items: cards, nextCursor };
}
