import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { Constants } from '../../../lib/database.types';
import { supabase } from '../../../lib/supabase';
import { dashboardKeys } from './dashboard-stats';
import { toError, type DbClient } from '../../../lib/db';

const counterpartySchema = z.object({
  listing_id: z.string(),
  user_id: z.string(),
  name: z.string(),
  // null until the buyer's deal was granted access (the database hides the contact before).
  email: z.string().nullable(),
  inquired: z.boolean(),
  nda_signed: z.boolean(),
  unlock_status: z.enum(Constants.public.Enums.unlock_status).nullable(),
});

export type Counterparty = z.infer<typeof counterpartySchema>;

/** Counterparties by `${listing_id}:${user_id}`. */
export type Counterparties = Map<string, Counterparty>;

export function counterpartyKey(listingId: string, userId: string): string {
  return `${listingId}:${userId}`;
}

/**
 * Who inquired, signed the NDA or asked to unlock on the caller's own listings, with the name of
 * their profile and their email once access was granted (public.my_listing_counterparties():
 * owners see only their own listings, and no contact before access).
 */
export async function fetchListingCounterparties(client: DbClient): Promise<Counterparties> {
  const { data, error } = await client.rpc('my_listing_counterparties');
  if (error) throw toError(error);
  const rows = z.array(counterpartySchema).parse(data ?? []);
  return new Map(rows.map((r) => [counterpartyKey(r.listing_id, r.user_id), r]));
}

export function listingCounterpartiesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: dashboardKeys.counterparties(userId),
    queryFn: () => fetchListingCounterparties(supabase),
  });
}

export function useListingCounterparties(userId: string) {
  return useQuery(listingCounterpartiesQueryOptions(userId));
}
