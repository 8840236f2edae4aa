import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { Constants } from '../../../lib/database.types';
import { supabase } from '../../../lib/supabase';
import { toError, type DbClient } from '../../../lib/db';
import { dealPageKeys } from './query-keys';

const confirmationSchema = z.object({
  status: z.enum(Constants.public.Enums.success_fee_decision),
  proposed_fee_eur: z.number(),
  fee_eur: z.number().nullable(),
  decided_at: z.string().nullable(),
});

/** An admin's decision on a deal its owner marked won (public.won_deal_confirmations). */
export type WonDealConfirmation = z.infer<typeof confirmationSchema>;

/**
 * The decision on a won deal, for its listing's owner and admins (RLS); null when the deal was not
 * marked won through the claim (or the caller may not read it, as its buyer).
 */
export async function fetchWonDealConfirmation(
  client: DbClient,
  dealId: string,
): Promise<WonDealConfirmation | null> {
  const { data, error } = await client
    .from('won_deal_confirmations')
    .select('status, proposed_fee_eur, fee_eur, decided_at')
    .eq('deal_id', dealId)
    .maybeSingle();
  if (error) throw toError(error);
  return data ? confirmationSchema.parse(data) : null;
}

export function useWonDealConfirmation(dealId: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: dealPageKeys.wonConfirmation(dealId),
      queryFn: () => fetchWonDealConfirmation(supabase, dealId),
      enabled,
    }),
  );
}
