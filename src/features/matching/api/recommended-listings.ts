import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Database } from '../../../lib/database.types';
import { supabase } from '../../../lib/supabase';
import { toError } from '../../../lib/db';

export type RecommendedListing =
  Database['public']['Functions']['recommended_listings']['Returns'][number];

/** How many recommendations the dashboard shows. */
export const RECOMMENDED_LIMIT = 6;

export const matchingKeys = {
  recommended: (userId: string) => ['matching', userId, 'recommended'] as const,
  buyers: (listingId: string) => ['matching', 'listing', listingId, 'buyers'] as const,
};

/** Listings ranked by fit with the caller's investment profile (empty without one). */
export async function fetchRecommendedListings(): Promise<RecommendedListing[]> {
  const { data, error } = await supabase.rpc('recommended_listings', {
    p_limit: RECOMMENDED_LIMIT,
  });
  if (error) throw toError(error);
  return data;
}

export const recommendedListingsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: matchingKeys.recommended(userId), queryFn: fetchRecommendedListings });

export function useRecommendedListings(userId: string) {
  return useQuery(recommendedListingsQueryOptions(userId));
}
