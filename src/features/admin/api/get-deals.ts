import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { Constants, type Database } from '../../../lib/database.types';
import { supabase } from '../../../lib/supabase';
import type { DbClient } from '../../../lib/db';
import { type Page, pageRange, pagingSchema, toPage } from './paging';
import { adminKeys } from './query-keys';

type Enums = Database['public']['Enums'];

export const DEAL_STAGE_FILTERS = ['all', ...Constants.public.Enums.deal_stage] as const;
export type DealStageFilter = (typeof DEAL_STAGE_FILTERS)[number];

export const dealsParamsSchema = pagingSchema.extend({
  stage: z.enum(DEAL_STAGE_FILTERS).default('all'),
});

export type DealsParams = z.infer<typeof dealsParamsSchema>;

export type AdminDeal = {
  id: string;
  stage: Enums['deal_stage'];
  createdAt: string;
  stageChangedAt: string;
  staleSince: string | null;
  listingId: string;
  listingTitle: string | null;
  listingIndustry: Enums['industry'] | null;
  ownerName: string | null;
  buyerName: string | null;
  buyerEmail: string | null;
};

// Admins read every deal, listing, detail and profile (RLS: private.is_admin(), at aal2).
const DEAL_COLUMNS = `id, stage, created_at, stage_changed_at, stale_since, listing_id,
  listing:listings(industry, details:listing_details(title), owner:profiles!listings_user_id_fkey(name)),
  buyer:profiles!deals_buyer_id_fkey(name, email)`;

/**
 * Every deal, latest stage change first, optionally of one stage (indexes
 * deals_stage_changed_idx and deals_stage_stage_changed_idx), one page with the total.
 */
export async function fetchDeals(
  client: DbClient,
  input: Partial<DealsParams> = {},
): Promise<Page<AdminDeal>> {
  const params = dealsParamsSchema.parse(input);
  const [from, to] = pageRange(params.page, params.pageSize);

  let query = client.from('deals').select(DEAL_COLUMNS, { count: 'exact' });
  if (params.stage !== 'all') query = query.eq('stage', params.stage);
  return toPage(
    query
      .order('stage_changed_at', { ascending: false })
      .order('id', { ascending: false })
      .range(from, to),
    (row) => ({
      id: row.id,
      stage: row.stage,
      createdAt: row.created_at,
      stageChangedAt: row.stage_changed_at,
      staleSince: row.stale_since,
      listingId: row.listing_id,
      listingTitle: row.listing?.details?.title ?? null,
      listingIndustry: row.listing?.industry ?? null,
      ownerName: row.listing?.owner?.name ?? null,
      buyerName: row.buyer?.name ?? null,
      buyerEmail: row.buyer?.email ?? null,
    }),
  );
}

export function dealsQueryOptions(params: DealsParams, client: DbClient = supabase) {
  return queryOptions({
    queryKey: adminKeys.dealList(params),
    queryFn: () => fetchDeals(client, params),
    placeholderData: keepPreviousData,
  });
}

export function useAdminDeals(params: DealsParams) {
  return useQuery(dealsQueryOptions(params));
}
