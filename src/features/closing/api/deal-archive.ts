import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '../../../lib/supabase';
import { toError, type DbClient } from '../../../lib/db';
import type { Tables } from '../../../lib/database.types';
import { closingKeys } from './query-keys';

export type DealArchive = Pick<
  Tables<'deal_archives'>,
  'deal_id' | 'closed_at' | 'closed_as' | 'notice_sent_at' | 'purged_at'
>;

/**
 * A closed deal's archive row (RLS: the deal's buyer, the listing's owner and admins; none while
 * the deal is open). The bench case `deal-archive` sends the same request.
 */
export async function fetchDealArchive(
  client: DbClient,
  dealId: string,
): Promise<DealArchive | null> {
  const { data, error } = await client
    .from('deal_archives')
    .select('deal_id, closed_at, closed_as, notice_sent_at, purged_at')
    .eq('deal_id', dealId)
    .maybeSingle();
  if (error) throw toError(error);
  return data;
}

export function dealArchiveQueryOptions(dealId: string, stage: string) {
  return queryOptions({
    queryKey: closingKeys.archive(dealId, stage),
    queryFn: () => fetchDealArchive(supabase, dealId),
  });
}

/** The stages a deal can have an archive in (won, or ended after its access was granted). */
const CLOSED_STAGES = ['won', 'lost', 'withdrawn', 'revoked'];

/**
 * Follows the deal's stage: asked again when the stage changes (closing creates the row); an open
 * deal has none, so its page does not ask (one request less on every deal page).
 */
export function useDealArchive(dealId: string, stage: string | undefined) {
  return useQuery({
    ...dealArchiveQueryOptions(dealId, stage ?? ''),
    enabled: stage !== undefined && CLOSED_STAGES.includes(stage),
  });
}
