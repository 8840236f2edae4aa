import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '../../../lib/supabase';
import { toError, type DbClient } from '../../../lib/db';
import type { Tables } from '../../../lib/database.types';
import { offerKeys } from './query-keys';

export type Milestone = Tables<'deal_milestones'>;
export type ExtensionRequest = Tables<'exclusivity_extensions'>;

/**
 * The exclusivity clock of a deal: its milestones in date order and its extension requests, newest
 * first (RLS: the deal's buyer, the listing's owner, admins). The bench case `offers-clock` sends
 * the same two requests.
 */
export async function fetchExclusivityClock(client: DbClient, dealId: string) {
  const [milestones, extensions] = await Promise.all([
    client
      .from('deal_milestones')
      .select('*')
      .eq('deal_id', dealId)
      .order('due_on', { ascending: true })
      .order('kind', { ascending: true }),
    client
      .from('exclusivity_extensions')
      .select('*')
      .eq('deal_id', dealId)
      .order('created_at', { ascending: false })
      .limit(10),
  ]);
  if (milestones.error) throw toError(milestones.error);
  if (extensions.error) throw toError(extensions.error);
  return { milestones: milestones.data, extensions: extensions.data };
}

export function exclusivityClockQueryOptions(dealId: string) {
  return queryOptions({
    queryKey: offerKeys.clock(dealId),
    queryFn: () => fetchExclusivityClock(supabase, dealId),
    staleTime: 0,
  });
}

export function useExclusivityClock(dealId: string, enabled: boolean) {
  return useQuery({ ...exclusivityClockQueryOptions(dealId), enabled });
}
