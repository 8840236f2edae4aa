import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { Constants, type Database } from '../../../lib/database.types';
import { supabase } from '../../../lib/supabase';
import type { DbClient } from '../../../lib/db';
import { type Page, pageRange, pagingSchema, searchPage, toPage } from './paging';
import { searchText } from './get-users';
import { listPeriodSchema } from './list-period';
import { adminKeys } from './query-keys';
import { toError } from '../../../lib/db';

export const LISTING_STATUS_FILTERS = ['active', 'closed', 'all'] as const;
export type ListingStatusFilter = (typeof LISTING_STATUS_FILTERS)[number];

export const listingsParamsSchema = pagingSchema.extend({
  status: z.enum(LISTING_STATUS_FILTERS).default('active'),
  /** Words of the teaser (listings.search_text, lower-cased, trigram index), searched in the database. */
  search: z.string().trim().max(100).default(''),
  /** Only the listings published (created_at) in a period: the list a key figure opens. */
  created: listPeriodSchema.nullable().default(null),
});

export type ListingsParams = z.infer<typeof listingsParamsSchema>;

type Enums = Database['public']['Enums'];

export type AdminListing = {
  id: string;
  title: string | null;
  type: Enums['listing_type'];
  industry: Enums['industry'];
  location: Enums['location'];
  status: Enums['listing_status'];
  successFeeEur: number | null;
  ownerName: string | null;
  ownerRole: Enums['app_role'];
  createdAt: string;
};

const LISTING_COLUMNS = `id, type, industry, location, status, success_fee_eur, user_role, created_at,
  details:listing_details(title), owner:profiles(name)`;

/** Listings with title and owner, counted (`count: 'exact'`). */
const selectListings = (client: DbClient) =>
  client.from('listings').select(LISTING_COLUMNS, { count: 'exact' });
type ListingRow = NonNullable<Awaited<ReturnType<typeof selectListings>>['data']>[number];

function toListing(row: ListingRow): AdminListing {
  return {
    id: row.id,
    title: row.details?.title ?? null,
    type: row.type,
    industry: row.industry,
    location: row.location,
    status: row.status,
    successFeeEur: row.success_fee_eur,
    ownerName: row.owner?.name ?? null,
    ownerRole: row.user_role,
    createdAt: row.created_at,
  };
}

/** All listings (admins read every one), newest first, filtered by status in the query. */
export async function fetchListings(
  client: DbClient,
  input: Partial<ListingsParams> = {},
): Promise<Page<AdminListing>> {
  const params = listingsParamsSchema.parse(input);
  const [from, to] = pageRange(params.page, params.pageSize);
  const search = searchText(params.search);
  if (search) return searchListings(client, params, search, from);

  let query = selectListings(client);
  if (params.status !== 'all') query = query.eq('status', params.status);
  if (params.created)
    query = query.gte('created_at', params.created.from).lt('created_at', params.created.until);
  return toPage(
    query
      .order('created_at', { ascending: false })
      .order('id', { ascending: true })
      .range(from, to),
    toListing,
  );
}

/** Answer of admin_search_listings() (supabase/schemas/95_admin_and_audit.sql): one page and its count. */
const listingSearchSchema = z.object({
  total: z.number(),
  more: z.boolean(),
  rows: z.array(
    z.object({
      id: z.string(),
      type: z.enum(Constants.public.Enums.listing_type),
      industry: z.enum(Constants.public.Enums.industry),
      location: z.enum(Constants.public.Enums.location),
      status: z.enum(Constants.public.Enums.listing_status),
      success_fee_eur: z.number().nullable(),
      user_role: z.enum(Constants.public.Enums.app_role),
      created_at: z.string(),
      title: z.string().nullable(),
      owner_name: z.string().nullable(),
    }),
  ),
});

/**
 * A search goes through admin_search_listings() (every status, on the trigram index): under RLS
 * a like is no index condition (not leakproof), so the table would be read row by row. The
 * function filters, sorts and pages in the database, adds title and owner to the page's rows
 * only, and counts at most 1,000 matches past the page's start (`more` beyond that).
 */
async function searchListings(
  client: DbClient,
  params: ListingsParams,
  search: string,
  from: number,
): Promise<Page<AdminListing>> {
  const { data, error } = await client.rpc('admin_search_listings', {
    p_search: search,
    p_status: params.status === 'all' ? undefined : params.status,
    p_from: params.created?.from,
    p_until: params.created?.until,
    p_offset: from,
    p_limit: params.pageSize,
  });
  if (error) throw toError(error);
  const page = listingSearchSchema.parse(data);
  return searchPage(
    page,
    page.rows.map((row) => ({
      id: row.id,
      title: row.title,
      type: row.type,
      industry: row.industry,
      location: row.location,
      status: row.status,
      successFeeEur: row.success_fee_eur,
      ownerName: row.owner_name,
      ownerRole: row.user_role,
      createdAt: row.created_at,
    })),
  );
}

export function listingsQueryOptions(params: ListingsParams, client: DbClient = supabase) {
  return queryOptions({
    queryKey: adminKeys.listingList(params),
    queryFn: () => fetchListings(client, params),
    placeholderData: keepPreviousData,
  });
}

export function useListings(params: ListingsParams) {
  return useQuery(listingsQueryOptions(params));
}

export type ListingOption = { id: string; title: string; industry: Enums['industry'] };

/** Every active listing with its title, for picking the listing of a closed deal. */
export async function fetchActiveListingOptions(client: DbClient): Promise<ListingOption[]> {
  const { data, error } = await client
    .from('listings')
    .select('id, industry, details:listing_details(title)')
    .eq('status', 'active')
    .order('created_at', { ascending: false })
    .limit(1000);
  if (error) throw toError(error);
  return data.map((row) => ({
    id: row.id,
    title: row.details?.title ?? row.id,
    industry: row.industry,
  }));
}

export function activeListingOptionsQueryOptions(client: DbClient = supabase) {
  return queryOptions({
    queryKey: adminKeys.activeListingOptions(),
    queryFn: () => fetchActiveListingOptions(client),
  });
}

export function useActiveListingOptions(enabled = true) {
  return useQuery({ ...activeListingOptionsQueryOptions(), enabled });
}
