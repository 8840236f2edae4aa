import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '../../../lib/supabase';
import { toError, type DbClient } from '../../../lib/db';
import { dealPageKeys } from './query-keys';

const changeSchema = z.object({
  field: z.string(),
  tier: z.enum(['teaser', 'access']),
  from: z.unknown(),
  to: z.unknown(),
});
const versionSchema = z.object({
  id: z.number(),
  changed_at: z.string(),
  changes: z.array(changeSchema),
});
export type ListingChange = z.infer<typeof changeSchema>;
export type ListingVersion = z.infer<typeof versionSchema>;

/**
 * What changed of the deal's listing since the deal began, newest first, as far as the caller may
 * read it (public.listing_changes_for_deal: a buyer without access gets the teaser changes only).
 */
export async function fetchListingChanges(
  client: DbClient,
  dealId: string,
): Promise<ListingVersion[]> {
  const { data, error } = await client.rpc('listing_changes_for_deal', { p_deal_id: dealId });
  if (error) throw toError(error);
  return z.array(versionSchema).parse(data ?? []);
}

export function listingChangesQueryOptions(dealId: string) {
  return queryOptions({
    queryKey: dealPageKeys.listingChanges(dealId),
    queryFn: () => fetchListingChanges(supabase, dealId),
  });
}

export function useListingChanges(dealId: string) {
  return useQuery(listingChangesQueryOptions(dealId));
}
