import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '../../../lib/supabase';
import { toError, type DbClient } from '../../../lib/db';
import { offerKeys } from './query-keys';

/** Until when another buyer's exclusivity pauses the caller's deal on the listing (null: not paused). */
export async function fetchExclusivityPause(
  client: DbClient,
  listingId: string,
): Promise<string | null> {
  const { data, error } = await client.rpc('listing_exclusivity_pause', {
    p_listing_id: listingId,
  });
  if (error) throw toError(error);
  return data ?? null;
}

export function exclusivityPauseQueryOptions(listingId: string, userId: string) {
  return queryOptions({
    queryKey: offerKeys.pause(listingId, userId),
    queryFn: () => fetchExclusivityPause(supabase, listingId),
    staleTime: 0,
  });
}

export function useExclusivityPause(listingId: string, userId: string) {
  return useQuery(exclusivityPauseQueryOptions(listingId, userId));
}
