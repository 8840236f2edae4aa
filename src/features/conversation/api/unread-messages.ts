import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { toError, type DbClient } from '../../../lib/db';
import { supabase } from '../../../lib/supabase';
import { conversationKeys } from './thread-keys';

const unreadSchema = z.array(z.object({ deal_id: z.string(), unread_count: z.number() }));
export type UnreadByDeal = z.infer<typeof unreadSchema>;

/**
 * The user's deals with unread messages, most unread first. RLS returns only the caller's own read
 * state; the user filter says the same to the planner (index deal_reads_user_id_idx).
 */
export async function fetchUnreadMessages(client: DbClient, userId: string): Promise<UnreadByDeal> {
  const { data, error } = await client
    .from('deal_reads')
    .select('deal_id, unread_count')
    .eq('user_id', userId)
    .gt('unread_count', 0)
    .order('unread_count', { ascending: false })
    .limit(100);
  if (error) throw toError(error);
  return unreadSchema.parse(data);
}

export function unreadMessagesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: conversationKeys.unread(userId),
    queryFn: () => fetchUnreadMessages(supabase, userId),
  });
}

export function useUnreadMessages(userId: string | null) {
  return useQuery({ ...unreadMessagesQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}

/** Unread messages of one deal (0 when none), from the same list as the top bar. */
export function useDealUnreadCount(userId: string | null, dealId: string) {
  const { data } = useUnreadMessages(userId);
  return data?.find((row) => row.deal_id === dealId)?.unread_count ?? 0;
}
