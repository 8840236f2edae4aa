import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '../../../lib/supabase';
import { BackendUnreachableError, toError, type DbClient } from '../../../lib/db';
import { createListingSchema, type CreateListingInput } from './create-listing-schema';
import { CreateListingError, MISSING_FIELDS_PREFIX } from './create-listing';
import { listingKeys } from './query-keys';

/**
 * Replaces every field of the owner's listing (public.update_listing, one transaction: one
 * version for its buyers when it is published).
 */
export async function updateListing(
  client: DbClient,
  listingId: string,
  input: CreateListingInput,
): Promise<void> {
  const v = createListingSchema.parse(input);
  const { error } = await client.rpc('update_listing', {
    p_listing_id: listingId,
    p_title: v.title,
    p_type: v.type,
    p_industry: v.industry,
    p_revenue: v.revenue,
    p_employees: v.employees,
    p_location: v.location,
    p_price: v.price,
    p_asking_price_eur: v.askingPriceEur,
    p_description: v.description,
    p_anonymized_description: v.anonymizedDescription,
    p_market_position: v.marketPosition,
    p_patents: v.patents,
    p_full_details: v.fullDetails,
    p_facts: v.facts ?? null,
    p_financials: v.financials ?? [],
  });
  if (error) {
    const err = toError(error);
    if (err instanceof BackendUnreachableError)
      throw new CreateListingError('offline', err.message, { cause: error });
    if (error.message.startsWith(MISSING_FIELDS_PREFIX))
      throw new CreateListingError('missing-fields', error.message);
    throw new CreateListingError('failed', error.message, { cause: error });
  }
}

export function useUpdateListing(userId: string, onChanged?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ listingId, input }: { listingId: string; input: CreateListingInput }) =>
      updateListing(supabase, listingId, input),
    onSuccess: async () => {
      onChanged?.();
      await queryClient.invalidateQueries({ queryKey: listingKeys.own(userId) });
    },
    onError: (error) => console.error('Update listing failed:', error),
  });
}
