import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { Constants } from '../../../lib/database.types';
import { toError, type DbClient } from '../../../lib/db';
import { supabase } from '../../../lib/supabase';
import { conversationKeys } from './thread-keys';

const { listing_type, industry, location, revenue_range } = Constants.public.Enums;

const unreadSchema = z.array(
  z.object({
    deal_id: z.string(),
    unread_count: z.number(),
    // RLS decides what is embedded: the deal (a party), its listing's teaser, and the real title
    // only for those who may read the details (owner, buyer with access).
    deals: z
      .object({
        listings: z
          .object({
            type: z.enum(listing_type),
            industry: z.enum(industry),
            location: z.enum(location),
            revenue: z.enum(revenue_range),
            listing_details: z.object({ title: z.string() }).nullable(),
          })
          .nullable(),
      })
      .nullable(),
  }),
);
export type UnreadByDeal = z.infer<typeof unreadSchema>;

export const UNREAD_SELECT =
  'deal_id, unread_count, deals(listings(type, industry, location, revenue, listing_details(title)))';

/**
 * The user's deals with unread messages, most unread first. RLS returns only the caller's own read
 * state; the user filter says the same to the planner (index deal_reads_user_id_idx).
 */
export async function fetchUnreadMessages(client: DbClient, userId: string): Promise<UnreadByDeal> {
  const { data, error } = await client
    .from('deal_reads')
    .select(UNREAD_SELECT)
    .eq('user_id', userId)
    .gt('unread_count', 0)
    .order('unread_count', { ascending: false })
    .limit(20);
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
