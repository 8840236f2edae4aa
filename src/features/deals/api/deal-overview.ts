import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { Constants } from '../../../lib/database.types';
import { supabase } from '../../../lib/supabase';
import { toError, type DbClient } from '../../../lib/db';
import { dealPageKeys } from './query-keys';

const { deal_stage, listing_type, industry, revenue_range, location, listing_status } =
  Constants.public.Enums;

const dealOverviewSchema = z.object({
  id: z.string(),
  listing_id: z.string(),
  buyer_id: z.string(),
  stage: z.enum(deal_stage),
  created_at: z.string(),
  stage_changed_at: z.string(),
  nda_signed_at: z.string().nullable(),
  access_requested_at: z.string().nullable(),
  access_decided_at: z.string().nullable(),
  viewer_role: z.enum(['buyer', 'owner', 'admin']),
  buyer_name: z.string().nullable(),
  buyer_email: z.string().nullable(),
  listing_type: z.enum(listing_type),
  industry: z.enum(industry),
  revenue: z.enum(revenue_range),
  location: z.enum(location),
  asking_price_eur: z.number().nullable(),
  anonymized_description: z.string(),
  listing_status: z.enum(listing_status),
  title: z.string().nullable(),
  description: z.string().nullable(),
  full_details: z.string().nullable(),
  invoice_id: z.string().nullable(),
  invoice_number: z.string().nullable(),
  events: z.array(
    z.object({ from: z.enum(deal_stage).nullable(), to: z.enum(deal_stage), at: z.string() }),
  ),
  stale_since: z.string().nullable(),
  // Offers and exclusivity (issue 17): read by the offers section the route mounts.
  exclusive_until: z.string().nullish(),
  paused_until: z.string().nullish(),
  offers: z.unknown(),
});

/** One deal as its page shows it (public.deal_overview(): what the caller may see of it). */
export type DealOverview = z.infer<typeof dealOverviewSchema>;
export type DealStage = DealOverview['stage'];

/** Null when the deal does not exist or the caller is not one of its parties. */
export async function fetchDealOverview(
  client: DbClient,
  dealId: string,
): Promise<DealOverview | null> {
  const { data, error } = await client.rpc('deal_overview', { p_deal_id: dealId });
  if (error) {
    if (error.code === 'PT404' || error.code === '22P02') return null;
    throw toError(error);
  }
  const row = (data ?? [])[0];
  return row ? dealOverviewSchema.parse(row) : null;
}

export function dealOverviewQueryOptions(dealId: string) {
  return queryOptions({
    queryKey: dealPageKeys.overview(dealId),
    queryFn: () => fetchDealOverview(supabase, dealId),
    // The other side decides: ask again whenever the page is opened, but not a second time when
    // the page mounts right after its route loader asked (two requests per visit, not four).
    staleTime: 5_000,
  });
}

export function useDealOverview(dealId: string, enabled = true) {
  return useQuery({ ...dealOverviewQueryOptions(dealId), enabled });
}
