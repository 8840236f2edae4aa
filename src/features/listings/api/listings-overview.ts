import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { Constants } from '../../../lib/database.types';
import { supabase } from '../../../lib/supabase';
import { toError, type DbClient } from '../../../lib/db';
import { listingKeys } from './query-keys';

const count = z.number().int().nonnegative();

const overviewRowSchema = z.object({
  listing_id: z.string(),
  views: count,
  deals: count,
  // Deals per stage, from the pipeline's own source (private.owner_pipeline()).
  stage_counts: z.partialRecord(z.enum(Constants.public.Enums.deal_stage), count),
  paused: count,
  unread: count,
  waiting: count,
  last_activity_at: z.string(),
});

/** The figures of one own listing on the dashboard table (public.my_listings_overview()). */
export type ListingFigures = z.infer<typeof overviewRowSchema>;

/** Every own listing's figures in one request, by listing id. */
export async function fetchListingsOverview(
  client: DbClient,
): Promise<Record<string, ListingFigures>> {
  const { data, error } = await client.rpc('my_listings_overview');
  if (error) throw toError(error);
  const rows = z.array(overviewRowSchema).parse(data ?? []);
  return Object.fromEntries(rows.map((row) => [row.listing_id, row]));
}

export function listingsOverviewQueryOptions(userId: string) {
  return queryOptions({
    queryKey: listingKeys.overview(userId),
    queryFn: () => fetchListingsOverview(supabase),
  });
}

export function useListingsOverview(userId: string) {
  return useQuery(listingsOverviewQueryOptions(userId));
}
