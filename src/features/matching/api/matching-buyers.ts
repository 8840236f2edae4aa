import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { Constants } from '../../../lib/database.types';
import { supabase } from '../../../lib/supabase';
import { matchingKeys } from './recommended-listings';
import { toError } from '../../../lib/db';

const matchingBuyersSchema = z.object({
  count: z.number(),
  buyers: z.array(
    z.object({
      ref: z.string(),
      band: z.enum(Constants.public.Enums.capacity_band),
      timeframe: z.enum(Constants.public.Enums.investment_timeframe).nullable(),
      reasons: z.array(z.string()),
      invited: z.boolean(),
    }),
  ),
});

export type MatchingBuyers = z.infer<typeof matchingBuyersSchema>;
export type MatchingBuyer = MatchingBuyers['buyers'][number];

/** The verified buyers matching a listing, anonymised (the database answers its owner alone). */
export async function fetchMatchingBuyers(listingId: string): Promise<MatchingBuyers> {
  const { data, error } = await supabase.rpc('listing_matching_buyers', {
    p_listing_id: listingId,
  });
  if (error) throw toError(error);
  return matchingBuyersSchema.parse(data);
}

export const matchingBuyersQueryOptions = (listingId: string) =>
  queryOptions({
    queryKey: matchingKeys.buyers(listingId),
    queryFn: () => fetchMatchingBuyers(listingId),
  });

export function useMatchingBuyers(listingId: string) {
  return useQuery(matchingBuyersQueryOptions(listingId));
}
