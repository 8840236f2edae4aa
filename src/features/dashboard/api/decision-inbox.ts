import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { Constants } from '../../../lib/database.types';
import { supabase } from '../../../lib/supabase';
import { toError, type DbClient } from '../../../lib/db';
import { dashboardKeys } from './dashboard-stats';

const { deal_side, deal_member_role, listing_type, industry, location, revenue_range } =
  Constants.public.Enums;

const inboxItemSchema = z.object({
  kind: z.enum(['access_request', 'offer', 'question', 'request', 'message']),
  deal_id: z.string(),
  listing_id: z.string(),
  side: z.enum(deal_side),
  item_id: z.string().nullable(),
  waiting_since: z.string(),
  // Null where the caller may not read the real title yet (the teaser makes an anonymous one).
  listing_title: z.string().nullable(),
  listing_type: z.enum(listing_type),
  industry: z.enum(industry),
  location: z.enum(location),
  revenue: z.enum(revenue_range),
  // The buyer's display name on the owner's items; null on a buyer's own items.
  counterpart_name: z.string().nullable(),
  owner_median_reply_seconds: z.number().int().nullable(),
  // The caller's role on the deal's team when the item waits for them as a member (lead or
  // contribute); null on their own listings and deals.
  team_role: z.enum(deal_member_role).nullable(),
});

/** One thing waiting for the user's decision or answer (public.my_decision_inbox()), as principal or team member. */
export type InboxItem = z.infer<typeof inboxItemSchema>;

/** Everything waiting for the caller across listings and deals, oldest first. */
export async function fetchDecisionInbox(client: DbClient): Promise<InboxItem[]> {
  const { data, error } = await client.rpc('my_decision_inbox');
  if (error) throw toError(error);
  return z.array(inboxItemSchema).parse(data ?? []);
}

export function decisionInboxQueryOptions(userId: string) {
  return queryOptions({
    queryKey: dashboardKeys.inbox(userId),
    queryFn: () => fetchDecisionInbox(supabase),
  });
}

export function useDecisionInbox(userId: string) {
  return useQuery(decisionInboxQueryOptions(userId));
}
