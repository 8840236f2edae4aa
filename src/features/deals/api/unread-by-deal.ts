import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '../../../lib/supabase';
import { toError, type DbClient } from '../../../lib/db';
import { dealPageKeys } from './deal-keys';

const rowsSchema = z.array(z.object({ deal_id: z.string(), unread_count: z.number() }));

/** Most deals one user has unread messages in that the owner's pipelines show. */
const UNREAD_LIMIT = 1000;

/**
 * Unread messages per deal of the signed-in user (their own read state rows with unread
 * messages; index deal_reads_user_id_idx). One request for every pipeline of the dashboard,
 * sent alongside the pipelines, not after them.
 */
export async function fetchUnreadByDeal(
  client: DbClient,
  userId: string,
): Promise<Record<string, number>> {
  const { data, error } = await client
    .from('deal_reads')
    .select('deal_id, unread_count')
    .eq('user_id', userId)
    .gt('unread_count', 0)
    .limit(UNREAD_LIMIT);
  if (error) throw toError(error);
  return Object.fromEntries(rowsSchema.parse(data ?? []).map((r) => [r.deal_id, r.unread_count]));
}

export function unreadByDealQueryOptions(userId: string) {
  return queryOptions({
    queryKey: dealPageKeys.unreadByDeal(userId),
    queryFn: () => fetchUnreadByDeal(supabase, userId),
  });
}

export function useUnreadByDeal(userId: string) {
  return useQuery(unreadByDealQueryOptions(userId));
}
