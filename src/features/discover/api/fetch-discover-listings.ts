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

/** The filter methods used on the listings query (both the page and the head-count query). */
type ListingsFilter<Q> = {
  eq(column: 'status' | 'industry' | 'revenue' | 'location', value: string): Q;
  ilike(column: 'search_text', pattern: string): Q;
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

  const filtered = <Q extends ListingsFilter<Q>>(query: Q): Q => {
    let q = query.eq('status', 'active');
    if (search.industry) q = q.eq('industry', search.industry);
    if (search.revenue) q = q.eq('revenue', search.revenue);
    if (search.location) q = q.eq('location', search.location);
    for (const term of searchTerms(search.q)) q = q.ilike('search_text', likePattern(term));
    return q;
  };

  const { data, error, count } = await filtered(
    client.from('listings').select(TEASER_COLUMNS, { count: 'exact' }),
  )
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, from + DISCOVER_PAGE_SIZE - 1);
  let total = count ?? 0;
  if (error) {
    // A page beyond the last is answered with 416 (PGRST103): an empty page, with the real count.
    if (error.code !== 'PGRST103') throw toError(error);
    const head = await filtered(client.from('listings').select('id', { count: 'exact', head: true }));
    if (head.error) throw toError(head.error);
    total = head.count ?? 0;
  }
  const teasers = z.array(teaserSchema).parse(data ?? []);

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
