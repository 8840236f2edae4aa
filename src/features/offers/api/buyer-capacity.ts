import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '../../../lib/supabase';
import { toError, type DbClient } from '../../../lib/db';
import { offerKeys } from './query-keys';

/**
 * The buyer's verified buying capacity, shown beside the financing of a letter of intent: the
 * band while it counts (RLS: the buyer, admins and owners of listings the buyer contacted).
 */
export async function fetchBuyerCapacity(client: DbClient, buyerId: string) {
  const { data, error } = await client
    .from('buying_capacity')
    .select('band, expires_at')
    .eq('user_id', buyerId)
    .maybeSingle();
  if (error) throw toError(error);
  return data && new Date(data.expires_at).getTime() > Date.now() ? data : null;
}

export function buyerCapacityQueryOptions(buyerId: string) {
  return queryOptions({
    queryKey: offerKeys.capacity(buyerId),
    queryFn: () => fetchBuyerCapacity(supabase, buyerId),
  });
}

export function useBuyerCapacity(buyerId: string | undefined) {
  return useQuery({ ...buyerCapacityQueryOptions(buyerId ?? ''), enabled: Boolean(buyerId) });
}
