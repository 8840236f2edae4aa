import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { Constants } from '../../../lib/database.types';
import { supabase } from '../../../lib/supabase';
import { toError, type DbClient } from '../../../lib/db';
import { dealPageKeys } from './query-keys';

const { deal_stage, listing_type, industry, revenue_range, location } = Constants.public.Enums;

const myDealSchema = z.object({
  id: z.string(),
  listing_id: z.string(),
  stage: z.enum(deal_stage),
  stage_changed_at: z.string(),
  created_at: z.string(),
  // Set when a request stayed unanswered a week after the owner's reminder (run_deal_maintenance).
  stale_since: z.string().nullable(),
  // Null when the listing has been closed since (its teaser is no longer public).
  listing: z
    .object({
      type: z.enum(listing_type),
      industry: z.enum(industry),
      revenue: z.enum(revenue_range),
      location: z.enum(location),
      // When the owner last changed the teaser (null: never).
      changed_at: z.string().nullable(),
      // The title and the last confidential change only where the stage lets the buyer read the
      // details (RLS).
      listing_details: z
        .object({ title: z.string(), changed_at: z.string().nullable() })
        .nullable(),
    })
    .nullable(),
  // The buyer's own read state (RLS: own rows only), at most one row; none before any message.
  deal_reads: z.array(z.object({ unread_count: z.number() })),
});

/** Unread messages of a deal in "My deals" (from its embedded read state). */
export const unreadOf = (deal: MyDeal) => deal.deal_reads[0]?.unread_count ?? 0;

/**
 * When the listing last changed in what the buyer may read, if that was after the deal began
 * (the deal list marks it "updated"); null otherwise.
 */
export function listingUpdatedAt(deal: MyDeal): string | null {
  const times = [deal.listing?.changed_at, deal.listing?.listing_details?.changed_at].filter(
    (v): v is string => !!v && v > deal.created_at,
  );
  return times.length ? times.sort().at(-1)! : null;
}

/** One of the buyer's deals in "My deals" and on the discover cards. */
export type MyDeal = z.infer<typeof myDealSchema>;

export async function fetchMyDeals(client: DbClient, userId: string): Promise<MyDeal[]> {
  const { data, error } = await client
    .from('deals')
    .select(
      'id, listing_id, stage, stage_changed_at, created_at, stale_since, listing:listings(type, industry, revenue, location, changed_at, listing_details(title, changed_at)), deal_reads(unread_count)',
    )
    .eq('buyer_id', userId)
    .order('stage_changed_at', { ascending: false })
    .limit(200);
  if (error) throw toError(error);
  return z.array(myDealSchema).parse(data ?? []);
}

export function myDealsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: dealPageKeys.mine(userId),
    queryFn: () => fetchMyDeals(supabase, userId),
  });
}

/**
 * The buyer's deals, or what `select` picks of them: a component that reads only its own part
 * (a discover card: the deal of its listing) renders again only when that part changes, not
 * whenever any of the buyer's deals changes. `select` must be stable (useCallback).
 */
export function useMyDeals<T = MyDeal[]>(
  userId: string,
  enabled = true,
  select?: (deals: MyDeal[]) => T,
) {
  return useQuery({ ...myDealsQueryOptions(userId), enabled, select });
}
