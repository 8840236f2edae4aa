import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '../../../lib/supabase';
import { createListingSchema, type CreateListingInput } from './create-listing-schema';
import { BackendUnreachableError, toError, type DbClient } from '../../../lib/db';
import { listingKeys } from './query-keys';
import type { OwnListing } from './own-listings';

/** Errors of the spec's catalogue, kept word for word. */
export const NOT_AUTHENTICATED = 'User not authenticated';
export const MISSING_FIELDS_PREFIX = 'Missing required fields:';

export class CreateListingError extends Error {
  constructor(
    readonly kind: 'not-authenticated' | 'missing-fields' | 'offline' | 'failed',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'CreateListingError';
  }
}

/** Creates the listing through public.create_listing (teaser + details in one transaction). */
export async function createListing(
  client: DbClient,
  input: CreateListingInput,
  publish = true,
): Promise<string> {
  const { data: session } = await client.auth.getSession();
  if (!session.session) throw new CreateListingError('not-authenticated', NOT_AUTHENTICATED);
  const v = createListingSchema.parse(input);
  const { data, error } = await client.rpc('create_listing', {
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
    p_publish: publish,
    p_facts: v.facts ?? null,
    p_financials: v.financials ?? [],
  });
  if (error) {
    const err = toError(error);
    if (err instanceof BackendUnreachableError)
      throw new CreateListingError('offline', err.message, { cause: error });
    if (error.message === NOT_AUTHENTICATED)
      throw new CreateListingError('not-authenticated', NOT_AUTHENTICATED);
    if (error.message.startsWith(MISSING_FIELDS_PREFIX))
      throw new CreateListingError('missing-fields', error.message);
    throw new CreateListingError('failed', error.message, { cause: error });
  }
  return data;
}

export function useCreateListing(userId: string, onChanged?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, publish }: { input: CreateListingInput; publish: boolean }) =>
      createListing(supabase, input, publish),
    onSuccess: async (id, { input, publish }) => {
      // The new listing is at the front of the own list at once; then the server's copy.
      const optimistic: OwnListing = {
        id,
        type: input.type,
        industry: input.industry,
        revenue: input.revenue,
        employees: input.employees,
        location: input.location,
        price: input.price ?? null,
        asking_price_eur: input.askingPriceEur ?? null,
        anonymized_description: input.anonymizedDescription,
        market_position: input.marketPosition ?? null,
        patents: input.patents,
        status: publish ? 'active' : 'draft',
        success_fee_eur: null,
        deal_won_at: null,
        created_at: new Date().toISOString(),
        changed_at: null,
        listing_details: {
          title: input.title,
          description: input.description,
          full_details: input.fullDetails ?? null,
        },
        listing_facts: input.facts ?? null,
        listing_financials: (input.financials ?? []).map((f) => ({
          ...f,
          is_plan: false,
        })),
      };
      queryClient.setQueryData<OwnListing[]>(listingKeys.own(userId), (old) => [
        optimistic,
        ...(old ?? []).filter((l) => l.id !== id),
      ]);
      onChanged?.();
      await queryClient.invalidateQueries({ queryKey: listingKeys.own(userId) });
    },
    onError: (error) => console.error('Create listing failed:', error),
  });
}
