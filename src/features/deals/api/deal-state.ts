import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { Constants } from '../../../lib/database.types';
import { supabase } from '../../../lib/supabase';
import { toError, type DbClient } from '../../../lib/db';

const { inquiry_status, unlock_status, deal_stage } = Constants.public.Enums;

const dealStateSchema = z.object({
  inquiries: z.array(
    z.object({
      id: z.string(),
      message: z.string(),
      status: z.enum(inquiry_status),
      created_at: z.string(),
    }),
  ),
  nda: z.object({ signer_name: z.string(), signed_at: z.string() }).nullable(),
  unlock: z
    .object({ id: z.string(), status: z.enum(unlock_status), created_at: z.string() })
    .nullable(),
  deal: z.object({ id: z.string(), stage: z.enum(deal_stage) }).nullable(),
  details: z
    .object({ title: z.string(), description: z.string(), full_details: z.string().nullable() })
    .nullable(),
});

/** What the signed-in user has done about one listing, and the details RLS lets them read. */
export type DealState = z.infer<typeof dealStateSchema>;

export const dealKeys = {
  all: ['deals'] as const,
  state: (listingId: string, userId: string) =>
    [...dealKeys.all, 'state', listingId, userId] as const,
};

export async function fetchDealState(
  client: DbClient,
  listingId: string,
  userId: string,
): Promise<DealState> {
  const [inquiries, nda, unlock, details, deal] = await Promise.all([
    client
      .from('inquiries')
      .select('id, message, status, created_at')
      .eq('listing_id', listingId)
      .eq('user_id', userId)
      .order('created_at', { ascending: false }),
    client
      .from('nda_signatures')
      .select('signer_name, signed_at')
      .eq('listing_id', listingId)
      .eq('user_id', userId)
      .maybeSingle(),
    client
      .from('unlock_requests')
      .select('id, status, created_at')
      .eq('listing_id', listingId)
      .eq('user_id', userId)
      .order('created_at', { ascending: false })
      .limit(1)
      .maybeSingle(),
    // RLS answers with a row only for the owner, admins and unlocked investors.
    client
      .from('listing_details')
      .select('title, description, full_details')
      .eq('listing_id', listingId)
      .maybeSingle(),
    client
      .from('deals')
      .select('id, stage')
      .eq('listing_id', listingId)
      .eq('buyer_id', userId)
      .maybeSingle(),
  ]);
  for (const res of [inquiries, nda, unlock, details, deal])
    if (res.error) throw toError(res.error);
  return dealStateSchema.parse({
    inquiries: inquiries.data ?? [],
    nda: nda.data,
    unlock: unlock.data,
    details: details.data,
    deal: deal.data,
  });
}

export function dealStateQueryOptions(listingId: string, userId: string) {
  return queryOptions({
    queryKey: dealKeys.state(listingId, userId),
    queryFn: () => fetchDealState(supabase, listingId, userId),
    // The owner decides elsewhere: ask again whenever the deal is opened.
    staleTime: 0,
  });
}

export function useDealState(listingId: string, userId: string, enabled: boolean) {
  return useQuery({ ...dealStateQueryOptions(listingId, userId), enabled });
}
