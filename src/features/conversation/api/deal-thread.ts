import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { z } from 'zod';
import { Constants } from '../../../lib/database.types';
import { toError, type DbClient } from '../../../lib/db';
import { supabase } from '../../../lib/supabase';
import { conversationKeys } from './query-keys';

const { deal_side, offer_structure } = Constants.public.Enums;

export const threadMessageSchema = z.object({
  id: z.number(),
  sender_side: z.enum(deal_side),
  body: z.string(),
  masked: z.boolean(),
  client_id: z.string().nullable(),
  created_at: z.string(),
  // Who wrote it, as the caller may know (public.deal_thread()): the caller themselves, the
  // principal of a side or a team member's role, the name when the caller may see it.
  by_me: z.boolean().optional(),
  sender_role: z.enum(['principal', 'view', 'contribute', 'lead']).nullish(),
  sender_name: z.string().nullish(),
  // An offer entry written by the database (submitted, accepted, declined) and its offer's facts.
  offer_event: z.enum(['submitted', 'accepted', 'declined']).nullish(),
  offer: z
    .object({
      price_eur: z.number(),
      structure: z.enum(offer_structure),
      exclusivity_days: z.number(),
      valid_until: z.string(),
    })
    .nullish(),
});
export type ThreadMessage = z.infer<typeof threadMessageSchema>;

const threadPageSchema = z.object({
  deal_id: z.string(),
  my_side: z.enum(deal_side).nullable(),
  access_granted: z.boolean(),
  buyer_name: z.string().nullable(),
  owner_name: z.string().nullable(),
  my_last_read_id: z.number().nullable(),
  unread_count: z.number(),
  other_last_read_id: z.number().nullable(),
  has_more: z.boolean(),
  messages: z.array(threadMessageSchema),
});
/** One page of a deal's conversation (newest first) with what the caller may know of the other side. */
export type ThreadPage = z.infer<typeof threadPageSchema>;
export type ThreadData = InfiniteData<ThreadPage, unknown>;

export const THREAD_PAGE_SIZE = 50;

/** The last 50 messages, or the 50 before `beforeId` (keyset paging), in one request. */
export async function fetchDealThread(
  client: DbClient,
  dealId: string,
  beforeId: number | null = null,
): Promise<ThreadPage> {
  const { data, error } = await client.rpc('deal_thread', {
    p_deal_id: dealId,
    p_limit: THREAD_PAGE_SIZE,
    ...(beforeId === null ? {} : { p_before_id: beforeId }),
  });
  if (error) throw toError(error);
  return threadPageSchema.parse(data);
}

export function dealThreadQueryOptions(dealId: string) {
  return infiniteQueryOptions({
    queryKey: conversationKeys.thread(dealId),
    queryFn: ({ pageParam }) => fetchDealThread(supabase, dealId, pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: (last) =>
      last.has_more && last.messages.length
        ? last.messages[last.messages.length - 1].id
        : undefined,
    // Realtime keeps it current while open; a new visit asks again (not a second time when the
    // page mounts right after its route loader asked).
    staleTime: 5_000,
  });
}

export function useDealThread(dealId: string) {
  return useInfiniteQuery(dealThreadQueryOptions(dealId));
}

/** The newest page's header (side, names, access) and every loaded message, oldest first. */
export function flattenThread(data: ThreadData | undefined) {
  if (!data?.pages.length) return { header: null, messages: [] as ThreadMessage[] };
  const seen = new Set<number>();
  const messages: ThreadMessage[] = [];
  for (const page of data.pages)
    for (const message of page.messages)
      if (!seen.has(message.id)) {
        seen.add(message.id);
        messages.push(message);
      }
  messages.sort((a, b) => a.id - b.id);
  return { header: data.pages[0], messages };
}

/** Adds a message that arrived (Realtime, or the answer to our own send) to the newest page once. */
export function withMessage(
  data: ThreadData | undefined,
  message: ThreadMessage,
): ThreadData | undefined {
  if (!data?.pages.length) return data;
  if (data.pages.some((page) => page.messages.some((m) => m.id === message.id))) return data;
  const [first, ...rest] = data.pages;
  return { ...data, pages: [{ ...first, messages: [message, ...first.messages] }, ...rest] };
}
