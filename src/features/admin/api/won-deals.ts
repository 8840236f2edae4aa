import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { Database } from '../../../lib/database.types';
import { supabase } from '../../../lib/supabase';
import { toError, type DbClient } from '../../../lib/db';
import type { Page } from './paging';
import { adminKeys } from './query-keys';

/** A deal its owner marked won, waiting for an admin to confirm (book the fee) or decline it. */
export type PendingWonDeal = {
  dealId: string;
  listingId: string;
  listingTitle: string | null;
  ownerName: string;
  ownerEmail: string;
  ownerRole: Database['public']['Enums']['app_role'];
  buyerName: string;
  buyerEmail: string;
  /** Price of the offer the owner accepted (null if none is on record). */
  offerPriceEur: number | null;
  /** What confirming books: 5,000 EUR for a scout's listing, 0 for a seller's own. */
  feeEur: number;
  markedAt: string;
};

/** The claims waiting, oldest first (`pending_won_deals`, admins only); few, so all at once. */
export async function fetchPendingWonDeals(client: DbClient): Promise<Page<PendingWonDeal>> {
  const { data, error } = await client.rpc('pending_won_deals');
  if (error) throw toError(error);
  const rows = (data ?? []).map((row) => ({
    dealId: row.deal_id,
    listingId: row.listing_id,
    listingTitle: row.listing_title,
    ownerName: row.owner_name,
    ownerEmail: row.owner_email,
    ownerRole: row.owner_role,
    buyerName: row.buyer_name,
    buyerEmail: row.buyer_email,
    offerPriceEur: row.offer_price_eur,
    feeEur: row.proposed_fee_eur,
    markedAt: row.marked_at,
  }));
  return { rows, total: rows.length };
}

export function pendingWonDealsQueryOptions(client: DbClient = supabase) {
  return queryOptions({
    queryKey: adminKeys.pendingWonDeals(),
    queryFn: () => fetchPendingWonDeals(client),
  });
}

export function usePendingWonDeals() {
  return useQuery(pendingWonDealsQueryOptions());
}

/** Confirm (book the fee, the listing becomes a won deal) or decline a deal marked won. */
export const decideSuccessFeeSchema = z.object({
  dealId: z.guid(),
  confirm: z.boolean(),
});

export type DecideSuccessFeeInput = z.infer<typeof decideSuccessFeeSchema>;

/** Decides through `decide_success_fee` (admins only; the database books the fee). */
export async function decideSuccessFee(client: DbClient, input: DecideSuccessFeeInput) {
  const { dealId, confirm } = decideSuccessFeeSchema.parse(input);
  const { data, error } = await client.rpc('decide_success_fee', {
    p_deal_id: dealId,
    p_confirm: confirm,
  });
  if (error) throw toError(error);
  return data;
}

/** The queue shrinks; a confirmation changes the listing's fee (listings lists). */
export function useDecideSuccessFee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DecideSuccessFeeInput) => decideSuccessFee(supabase, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.pendingWonDeals() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.listings() }),
        // A confirmed fee is owed to its scout (the finance view's scout fees).
        queryClient.invalidateQueries({ queryKey: adminKeys.finance() }),
      ]),
  });
}
