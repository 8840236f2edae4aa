import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Database } from '../../../lib/database.types';
import { supabase } from '../../../lib/supabase';
import type { DbClient } from '../../../lib/db';
import { listPeriodSchema } from './list-period';
import { type Page, pageRange, pagingSchema, toPage } from './paging';
import { adminKeys } from './query-keys';

/**
 * The access decisions of a period (unlock_requests decided in [from, until), index
 * unlock_requests_decided_at_idx): the list the key figure "Access decisions" opens.
 */
export const accessDecisionsParamsSchema = pagingSchema.extend({ period: listPeriodSchema });

export type AccessDecisionsParams = z.infer<typeof accessDecisionsParamsSchema>;

export type AccessDecision = {
  id: string;
  status: Database['public']['Enums']['unlock_status'];
  requestedAt: string;
  decidedAt: string;
  listingTitle: string | null;
  buyerName: string | null;
};

// Admins read every request, listing, detail and profile (RLS: private.is_admin(), at aal2).
const DECISION_COLUMNS = `id, status, created_at, decided_at,
  listing:listings(details:listing_details(title)),
  buyer:profiles!unlock_requests_user_id_fkey(name)`;

export async function fetchAccessDecisions(
  client: DbClient,
  input: AccessDecisionsParams,
): Promise<Page<AccessDecision>> {
  const params = accessDecisionsParamsSchema.parse(input);
  const [from, to] = pageRange(params.page, params.pageSize);
  return toPage(
    client
      .from('unlock_requests')
      .select(DECISION_COLUMNS, { count: 'exact' })
      .gte('decided_at', params.period.from)
      .lt('decided_at', params.period.until)
      .order('decided_at', { ascending: false })
      .order('id', { ascending: true })
      .range(from, to),
    (row) => ({
      id: row.id,
      status: row.status,
      requestedAt: row.created_at,
      decidedAt: row.decided_at ?? row.created_at,
      listingTitle: row.listing?.details?.title ?? null,
      buyerName: row.buyer?.name ?? null,
    }),
  );
}

export function accessDecisionsQueryOptions(
  params: AccessDecisionsParams,
  client: DbClient = supabase,
) {
  return queryOptions({
    queryKey: adminKeys.accessDecisionList(params),
    queryFn: () => fetchAccessDecisions(client, params),
    placeholderData: keepPreviousData,
  });
}

export function useAccessDecisions(params: AccessDecisionsParams) {
  return useQuery(accessDecisionsQueryOptions(params));
}
