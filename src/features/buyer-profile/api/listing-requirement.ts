import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toError, type DbClient } from '../../../lib/db';
import { supabase } from '../../../lib/supabase';
import type { CapacityBand } from './capacity-status';
import { buyerProfileKeys } from './query-keys';

/** The minimum verified band a listing's owner requires of access requests (null: none). */
export async function fetchListingRequirement(
  client: DbClient,
  listingId: string,
): Promise<CapacityBand | null> {
  const { data, error } = await client
    .from('listings')
    .select('required_capacity_band')
    .eq('id', listingId)
    .maybeSingle();
  if (error) throw toError(error);
  return data?.required_capacity_band ?? null;
}

export const listingRequirementQueryOptions = (listingId: string) =>
  queryOptions({
    queryKey: buyerProfileKeys.requirement(listingId),
    queryFn: () => fetchListingRequirement(supabase, listingId),
  });

export function useListingRequirement(listingId: string) {
  return useQuery(listingRequirementQueryOptions(listingId));
}

/** The owner sets or clears the requirement (RLS: owners and admins update their listing). */
export async function setListingRequirement(
  client: DbClient,
  listingId: string,
  band: CapacityBand | null,
): Promise<void> {
  const { data, error } = await client
    .from('listings')
    .update({ required_capacity_band: band })
    .eq('id', listingId)
    .select('id');
  if (error) throw toError(error);
  if (!data.length) throw new Error('Listing not found');
}

export function useSetListingRequirement(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (band: CapacityBand | null) => setListingRequirement(supabase, listingId, band),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: buyerProfileKeys.requirement(listingId) }),
  });
}
