import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { Constants } from '../../../lib/database.types';
import { supabase } from '../../../lib/supabase';
import { toError, type DbClient } from '../../../lib/db';
import { listingTeaserSchema } from '../../../lib/listing-teaser';

const { listing_status } = Constants.public.Enums;

export const ownListingSchema = listingTeaserSchema.extend({
  status: z.enum(listing_status),
  success_fee_eur: z.number().nullable(),
  deal_won_at: z.string().nullable(),
  listing_details: z
    .object({ title: z.string(), description: z.string(), full_details: z.string().nullable() })
    .nullable(),
});

export type OwnListing = z.infer<typeof ownListingSchema>;

export const listingKeys = {
  all: ['listings'] as const,
  own: (userId: string) => [...listingKeys.all, 'own', userId] as const,
};

/** The caller's own listings (active and closed) with their details, newest first. */
export async function fetchOwnListings(client: DbClient, userId: string): Promise<OwnListing[]> {
  const { data, error } = await client
    .from('listings')
    .select(
      'id, type, industry, revenue, employees, location, price, asking_price_eur, anonymized_description, market_position, patents, status, success_fee_eur, deal_won_at, created_at, listing_details(title, description, full_details)',
    )
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false });
  if (error) throw toError(error);
  return z.array(ownListingSchema).parse(data ?? []);
}

export function ownListingsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: listingKeys.own(userId),
    queryFn: () => fetchOwnListings(supabase, userId),
  });
}

export function useOwnListings(userId: string) {
  return useQuery(ownListingsQueryOptions(userId));
}
