import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '../../../lib/supabase';
import { toError, type DbClient } from '../../../lib/db';
import type { Tables } from '../../../lib/database.types';
import { offerKeys } from './query-keys';

/** One version of a deal's letter of intent (public.deal_offers; money in cents). */
export type OfferVersion = Tables<'deal_offers'>;

/**
 * Every version of the deal's letter of intent, newest first: offers, counters and changes of
 * accepted terms (RLS: the deal's buyer, the listing's owner, admins). The bench case
 * `offers-thread` sends the same request (bench/lib/offer-cases.mjs).
 */
export async function fetchOfferThread(client: DbClient, dealId: string): Promise<OfferVersion[]> {
  const { data, error } = await client
    .from('deal_offers')
    .select('*')
    .eq('deal_id', dealId)
    .order('version_no', { ascending: false });
  if (error) throw toError(error);
  return data;
}

export function offerThreadQueryOptions(dealId: string) {
  return queryOptions({
    queryKey: offerKeys.thread(dealId),
    queryFn: () => fetchOfferThread(supabase, dealId),
    // Fresh for as long as the deal's overview: the deal page reads it with its other data and
    // the section's mount must not ask again; live updates mark it stale at every change.
    staleTime: 5_000,
  });
}

export function useOfferThread(dealId: string) {
  return useQuery(offerThreadQueryOptions(dealId));
}

/** Whether a version is open but past its last valid day (Europe/Berlin). */
export function isExpired(offer: OfferVersion, today: string): boolean {
  return offer.status === 'open' && offer.valid_until < today;
}
