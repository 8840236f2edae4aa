import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { SCOUT_FEE_MAX_EUR } from '../../../lib/constants';
import { supabase } from '../../../lib/supabase';
import type { DbClient } from '../../../lib/db';
import { adminKeys } from './query-keys';
import { toError } from '../../../lib/db';

/**
 * The close-deal form and the mutation share this schema. Messages are keys below
 * `closeDeal.errors` of the 'admin' namespace.
 */
export const closeListingSchema = z.object({
  listingId: z.guid({ error: 'listingRequired' }),
  successFeeEur: z
    .number({ error: 'feeRequired' })
    .int({ error: 'feeWhole' })
    .min(0, { error: 'feeRange' })
    .max(SCOUT_FEE_MAX_EUR, { error: 'feeRange' }),
});

export type CloseListingInput = z.infer<typeof closeListingSchema>;

/** Closes a listing as a successful deal and records its success fee (`close_listing`, admins only). */
export async function closeListing(client: DbClient, input: CloseListingInput) {
  const { listingId, successFeeEur } = closeListingSchema.parse(input);
  const { data, error } = await client.rpc('close_listing', {
    p_listing_id: listingId,
    p_success_fee_eur: successFeeEur,
  });
  if (error) throw toError(error);
  return data;
}

/**
 * The listing's status and fee change: the listings lists and the active-listing picker. (The
 * statistics count all listings, closed or not, so they stay as they are.)
 */
export function useCloseListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CloseListingInput) => closeListing(supabase, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.listings() }),
  });
}
