import { queryOptions, useQuery } from '@tanstack/react-query';
import { toError, type DbClient } from '../../../lib/db';
import { supabase } from '../../../lib/supabase';
import type { CapacityRow } from './capacity-status';
import { buyerProfileKeys } from './query-keys';

/**
 * The bands of the given buyers, for an owner's pipeline or deal page: one request for all of
 * them. The database returns only those the caller may see (buyers who contacted their listings).
 */
export async function fetchBuyerCapacities(
  client: DbClient,
  buyerIds: readonly string[],
): Promise<Map<string, CapacityRow>> {
  if (buyerIds.length === 0) return new Map();
  const { data, error } = await client
    .from('buying_capacity')
    .select('user_id, band, verified_at, expires_at')
    .in('user_id', [...buyerIds]);
  if (error) throw toError(error);
  return new Map(data.map((row) => [row.user_id, row]));
}

export const buyerCapacitiesQueryOptions = (buyerIds: readonly string[]) =>
  queryOptions({
    queryKey: buyerProfileKeys.capacities(buyerIds),
    queryFn: () => fetchBuyerCapacities(supabase, buyerIds),
  });

export function useBuyerCapacities(buyerIds: readonly string[]) {
  return useQuery(buyerCapacitiesQueryOptions(buyerIds));
}
