import { z } from 'zod';
import { Constants } from '../../../lib/database.types';
import { normalizeDiscoverSearch, type DiscoverSearch } from '../discover-search';
import { toError, type DbClient } from './db';

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
export type DiscoverListing = z.infer<typeof teaserSchema> & { details: ListingDetailsPreview | null };

export type DiscoverListingsPage = {
  items: DiscoverListing[];
  total: number;
  page: number;
  pageCount: number;
};

const TEASER_COLUMNS =
  'id, user_id, type, industry, revenue, employees, location, price, anonymized_description, market_position, patents, created_at';

/** Escapes LIKE wildcards so a user's text is searched literally (PostgREST reads `*` as `%`). */
export function likePattern(term: string): string {
  return `%${term.replace(/\*/g, '').replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Words of the search box (each must occur in the teaser's search text). */
export function searchTerms(q: string | undefined): string[] {
  return (q ?? '')
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/\*/g, '').trim())
    .filter(Boolean)
    .slice(0, 8);
}

/**
 * One page of active listings, newest first. Filtering, text search (`search_text`, pg_trgm
 * index), ordering and paging all happen in the database. Then the confidential title and
 * description are asked for the visible ids: RLS on listing_details returns rows only where the
 * reader may see them (owner, admin, investor with NDA and approved unlock).
 */
export async function fetchDiscoverListings(
  client: DbClient,
  rawSearch: DiscoverSearch,
): Promise<DiscoverListingsPage> {
  const search = normalizeDiscoverSearch(rawSearch);
  const page = search.page ?? 1;
  const from = (page - 1) * DISCOVER_PAGE_SIZE;

  let query = client
    .from('listings')
    .select(TEASER_COLUMNS, { count: 'exact' })
    .eq('status', 'active');
  if (search.industry) query = query.eq('industry', search.industry);
  if (search.revenue) query = query.eq('revenue', search.revenue);
  if (search.location) query = query.eq('location', search.location);
  for (const term of searchTerms(search.q)) query = query.ilike('search_text', likePattern(term));

  const { data, error, count } = await query
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, from + DISCOVER_PAGE_SIZE - 1);
  // Asking beyond the last page is answered with 416 (PGRST103): an empty page, not an error.
  if (error && error.code !== 'PGRST103') throw toError(error);
  const teasers = z.array(teaserSchema).parse(data ?? []);
  const total = count ?? 0;

  const details = new Map<string, ListingDetailsPreview>();
  if (teasers.length > 0) {
    const res = await client
      .from('listing_details')
      .select('listing_id, title, description')
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
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / DISCOVER_PAGE_SIZE)),
  };
}
