import { z } from 'zod';
import { Constants, type Database } from '../../../lib/database.types';
import { normalizeDiscoverSearch, type DiscoverSearch } from '../discover-search';
import { toError, type DbClient } from './db';

/** Cards per "Load more" step. */
export const DISCOVER_PAGE_SIZE = 12;

const { industry, revenue_range, employee_range, location, listing_type } = Constants.public.Enums;

const teaserSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  type: z.enum(listing_type),
  industry: z.enum(industry),
  revenue: z.enum(revenue_range),
  employees: z.enum(employee_range),
  location: z.enum(location),
  price: z.string().nullable(),
  anonymized_description: z.string(),
  market_position: z.string().nullable(),
  patents: z.boolean(),
  created_at: z.string(),
});

const detailsSchema = z.object({
  listing_id: z.string(),
  title: z.string(),
  description: z.string(),
});

export type ListingDetailsPreview = { title: string; description: string };

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
  'id,user_id,type,industry,revenue,employees,location,price,anonymized_description,market_position,patents,created_at';

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
  return args;
}

/**
 * One page of active listings, newest first, through public.search_listings() (security definer:
 * verified callers, active listings; filters, every word of the search text and the keyset
 * `(created_at, id) < cursor` all use indexes, no total count). Sent as GET (the function is
 * stable). Then the confidential title and description are asked for the visible ids in one
 * request: RLS on listing_details returns rows only where the reader may see them (owner, admin,
 * investor with NDA and approved unlock).
 */
export async function fetchDiscoverListings(
  client: DbClient,
  search: DiscoverSearch,
  cursor?: DiscoverCursor | null,
): Promise<DiscoverListingsPage> {
  const { data, error } = await client
    .rpc('search_listings', searchListingsArgs(search, cursor), { get: true })
    .select(TEASER_COLUMNS);
  if (error) throw toError(error);
  const rows = z.array(teaserSchema).parse(data ?? []);
  const teasers = rows.slice(0, DISCOVER_PAGE_SIZE);
  const last = teasers.at(-1);
  const nextCursor =
    rows.length > DISCOVER_PAGE_SIZE && last ? { createdAt: last.created_at, id: last.id } : null;

  const details = new Map<string, ListingDetailsPreview>();
  if (teasers.length > 0) {
    const res = await client
      .from('listing_details')
      .select('listing_id,title,description')
      .in(
        'listing_id',
        teasers.map((t) => t.id),
      );
    if (res.error) throw toError(res.error);
    for (const row of z.array(detailsSchema).parse(res.data ?? [])) {
      details.set(row.listing_id, { title: row.title, description: row.description });
    }
  }

  return {
    items: teasers.map((t) => ({ ...t, details: details.get(t.id) ?? null })),
    nextCursor,
  };
}
