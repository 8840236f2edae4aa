import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { Constants } from './database.types';
import { toError, type DbClient } from './db';
import { supabase } from './supabase';

// The signed-in user's unread deal messages: one reader and one cache entry for the top bar's
// list and every pipeline's per-deal counts (the owner's dashboard asks nothing of its own), kept
// live by the user's read state rows (src/routes/-live/live-updates.ts applies each change here).

const { listing_type, industry, location, revenue_range } = Constants.public.Enums;

const unreadSchema = z.array(
  z.object({
    deal_id: z.string(),
    unread_count: z.number(),
    // The deal's listing, straight from the read state (deal_reads.listing_id): RLS decides
    // what is embedded, the listing's teaser and the real title only for those who may read the
    // details (owner, buyer with access, their teams).
    listings: z
      .object({
        type: z.enum(listing_type),
        industry: z.enum(industry),
        location: z.enum(location),
        revenue: z.enum(revenue_range),
        listing_details: z.object({ title: z.string() }).nullable(),
      })
      .nullable(),
  }),
);
export type UnreadByDeal = z.infer<typeof unreadSchema>;

export const UNREAD_SELECT =
  'deal_id, unread_count, listings(type, industry, location, revenue, listing_details(title))';

/** Most deals with unread messages one user is shown (the top bar's total counts all of them). */
export const UNREAD_LIMIT = 1000;

export const unreadKeys = {
  of: (userId: string) => ['unread-messages', userId] as const,
};

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
    .limit(UNREAD_LIMIT);
  if (error) throw toError(error);
  return unreadSchema.parse(data);
}

export function unreadMessagesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: unreadKeys.of(userId),
    queryFn: () => fetchUnreadMessages(supabase, userId),
  });
}

export function useUnreadMessages(userId: string | null) {
  return useQuery({ ...unreadMessagesQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}

const countsByDeal = (rows: UnreadByDeal): Record<string, number> =>
  Object.fromEntries(rows.map((row) => [row.deal_id, row.unread_count]));

/** Unread messages per deal (for the owner's pipelines), from the same cache entry. */
export function useUnreadByDeal(userId: string) {
  return useQuery({ ...unreadMessagesQueryOptions(userId), select: countsByDeal });
}
