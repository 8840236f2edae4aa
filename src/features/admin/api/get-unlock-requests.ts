import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { Database } from '../../../lib/database.types';
import { supabase } from '../../../lib/supabase';
import type { DbClient } from '../../../lib/db';
import { isRangeNotSatisfiable, type Page, pageRange, pagingSchema } from './paging';
import { adminKeys } from './query-keys';

export const UNLOCK_STATUS_FILTERS = ['all', 'pending', 'approved', 'rejected'] as const;
export type UnlockStatusFilter = (typeof UNLOCK_STATUS_FILTERS)[number];

export const unlockRequestsParamsSchema = pagingSchema.extend({
  status: z.enum(UNLOCK_STATUS_FILTERS).default('all'),
});

export type UnlockRequestsParams = z.infer<typeof unlockRequestsParamsSchema>;

export type UnlockRequest = {
  id: string;
  status: Database['public']['Enums']['unlock_status'];
  priceEur: number;
  createdAt: string;
  decidedAt: string | null;
  listingId: string;
  listingTitle: string | null;
  listingIndustry: Database['public']['Enums']['industry'] | null;
  investorId: string;
  investorName: string | null;
  investorEmail: string | null;
  ndaSigned: boolean;
};

type NdaSignature = { listing_id: string; user_id: string };

/** Marks each request whose investor signed the NDA of the requested listing. */
export function withNdaStatus<T extends { listingId: string; investorId: string }>(
  requests: T[],
  signatures: NdaSignature[],
): (T & { ndaSigned: boolean })[] {
  const signed = new Set(signatures.map((s) => `${s.listing_id}:${s.user_id}`));
  return requests.map((r) => ({ ...r, ndaSigned: signed.has(`${r.listingId}:${r.investorId}`) }));
}

const UNLOCK_COLUMNS = `id, status, price_eur, created_at, decided_at, listing_id, user_id,
  listing:listings!unlock_requests_listing_id_fkey(industry, details:listing_details(title)),
  investor:profiles!unlock_requests_user_id_fkey(name, email)`;

/**
 * The unlock-request queue: pending requests first (the enum orders pending, approved,
 * rejected), newest first within each state, with listing, investor and NDA state.
 */
export async function fetchUnlockRequests(
  client: DbClient,
  input: Partial<UnlockRequestsParams> = {},
): Promise<Page<UnlockRequest>> {
  const params = unlockRequestsParamsSchema.parse(input);
  const [from, to] = pageRange(params.page, params.pageSize);

  let query = client.from('unlock_requests').select(UNLOCK_COLUMNS, { count: 'exact' });
  if (params.status !== 'all') query = query.eq('status', params.status);
  const { data, error, count } = await query
    .order('status', { ascending: true })
    .order('created_at', { ascending: false })
    .order('id', { ascending: true })
    .range(from, to);
  if (isRangeNotSatisfiable(error)) return { rows: [], total: 0 };
  if (error) throw error;

  const requests = data.map((row) => ({
    id: row.id,
    status: row.status,
    priceEur: row.price_eur,
    createdAt: row.created_at,
    decidedAt: row.decided_at,
    listingId: row.listing_id,
    listingTitle: row.listing?.details?.title ?? null,
    listingIndustry: row.listing?.industry ?? null,
    investorId: row.user_id,
    investorName: row.investor?.name ?? null,
    investorEmail: row.investor?.email ?? null,
  }));

  let signatures: NdaSignature[] = [];
  if (requests.length > 0) {
    const nda = await client
      .from('nda_signatures')
      .select('listing_id, user_id')
      .in('listing_id', [...new Set(requests.map((r) => r.listingId))])
      .in('user_id', [...new Set(requests.map((r) => r.investorId))]);
    if (nda.error) throw nda.error;
    signatures = nda.data;
  }

  return { rows: withNdaStatus(requests, signatures), total: count ?? requests.length };
}

export function unlockRequestsQueryOptions(
  params: UnlockRequestsParams,
  client: DbClient = supabase,
) {
  return queryOptions({
    queryKey: adminKeys.unlockRequestList(params),
    queryFn: () => fetchUnlockRequests(client, params),
    placeholderData: keepPreviousData,
  });
}

export function useUnlockRequests(params: UnlockRequestsParams) {
  return useQuery(unlockRequestsQueryOptions(params));
}
