import { queryOptions, useQuery } from '@tanstack/react-query';
import { toError, type DbClient } from '../../../lib/db';
import { supabase } from '../../../lib/supabase';
import { diligenceKeys } from './query-keys';

/** The listing's published FAQ (anonymous: no asker, no deal). */
export async function fetchFaq(listingId: string, client: DbClient = supabase) {
  const { data, error } = await client.rpc('diligence_faq', { p_listing_id: listingId });
  if (error) throw toError(error);
  return data;
}

export const faqQueryOptions = (listingId: string) =>
  queryOptions({ queryKey: diligenceKeys.faq(listingId), queryFn: () => fetchFaq(listingId) });

export function useFaq(listingId: string) {
  return useQuery(faqQueryOptions(listingId));
}
