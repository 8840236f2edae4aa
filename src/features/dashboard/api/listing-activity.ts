import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { Constants } from '../../../lib/database.types';
import { supabase } from '../../../lib/supabase';
import { dashboardKeys } from './dashboard-stats';
import { toError, type DbClient } from '../../../lib/db';

const listingRef = z.object({
  user_id: z.string(),
  listing_details: z.object({ title: z.string() }).nullable(),
});

const ndaSchema = z.object({
  id: z.string(),
  listing_id: z.string(),
  user_id: z.string(),
  signer_name: z.string(),
  signed_at: z.string(),
  listings: listingRef,
});

const unlockSchema = z.object({
  id: z.string(),
  listing_id: z.string(),
  user_id: z.string(),
  status: z.enum(Constants.public.Enums.unlock_status),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  listings: listingRef,
});

export type NdaOnOwnListing = z.infer<typeof ndaSchema>;
export type UnlockOnOwnListing = z.infer<typeof unlockSchema> & { signerName: string | null };
export type ListingActivity = { ndas: NdaOnOwnListing[]; unlocks: UnlockOnOwnListing[] };

/** Who signed NDAs for, and who asked to unlock, the caller's listings. */
export async function fetchListingActivity(
  client: DbClient,
  userId: string,
): Promise<ListingActivity> {
  const [ndas, unlocks] = await Promise.all([
    client
      .from('nda_signatures')
      .select(
        'id, listing_id, user_id, signer_name, signed_at, listings!inner(user_id, listing_details(title))',
      )
      .eq('listings.user_id', userId)
      .order('signed_at', { ascending: false }),
    client
      .from('unlock_requests')
      .select(
        'id, listing_id, user_id, status, created_at, decided_at, listings!inner(user_id, listing_details(title))',
      )
      .eq('listings.user_id', userId)
      .order('created_at', { ascending: false }),
  ]);
  if (ndas.error) throw toError(ndas.error);
  if (unlocks.error) throw toError(unlocks.error);
  const ndaRows = z.array(ndaSchema).parse(ndas.data ?? []);
  // An unlock needs a signed NDA: the requester's signature names them.
  const signer = new Map(ndaRows.map((n) => [`${n.listing_id}:${n.user_id}`, n.signer_name]));
  return {
    ndas: ndaRows,
    unlocks: z
      .array(unlockSchema)
      .parse(unlocks.data ?? [])
      .map((u) => ({ ...u, signerName: signer.get(`${u.listing_id}:${u.user_id}`) ?? null })),
  };
}

export function listingActivityQueryOptions(userId: string) {
  return queryOptions({
    queryKey: dashboardKeys.listingActivity(userId),
    queryFn: () => fetchListingActivity(supabase, userId),
  });
}

export function useListingActivity(userId: string) {
  return useQuery(listingActivityQueryOptions(userId));
}
