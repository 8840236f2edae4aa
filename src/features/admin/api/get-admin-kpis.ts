import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '../../../lib/supabase';
import type { DbClient } from '../../../lib/db';
import { adminKeys } from './query-keys';
import { toError } from '../../../lib/db';
import { DEAL_PATH } from '../../../lib/deal-stages';

const count = z.int().min(0);
const hours = z.number().min(0).nullable();

/** The stages a deal passes on its way to won, in order: the funnel's steps after the views. */
export const FUNNEL_STAGES = DEAL_PATH;

/** Answer of `admin_kpis` (supabase/schemas/95_admin_and_audit.sql), weeks from Monday in Berlin. */
export const adminKpisSchema = z.object({
  from: z.string(),
  until: z.string(),
  weeks: z.array(
    z.object({
      week_start: z.iso.date(),
      /** The week's bounds as instants (Monday 00:00 in Berlin; the last ends at `until`). */
      starts: z.string(),
      ends: z.string(),
      signups: count,
      verified: count,
      median_hours_to_verification: hours,
      listings_published: count,
      access_decisions: count,
      median_hours_to_access_decision: hours,
    }),
  ),
  funnel: z.object({ views: count, stages: z.record(z.string(), count) }),
  stages_now: z.record(z.string(), count),
  access_fees: z.object({ count, amount_eur: count, paid: count, paid_eur: count }),
  scout_fees: z.object({ owed: count, owed_eur: count, paid: count, paid_eur: count }),
  success_fees: z.object({
    pending: count,
    pending_eur: count,
    confirmed: count,
    confirmed_eur: count,
  }),
});

export type AdminKpis = z.infer<typeof adminKpisSchema>;

/** The operator's figures for the last `weeks` weeks (admins only; 42501 otherwise). */
export async function fetchAdminKpis(client: DbClient, weeks: number): Promise<AdminKpis> {
  const { data, error } = await client.rpc('admin_kpis', { p_weeks: weeks });
  if (error) throw toError(error);
  return adminKpisSchema.parse(data);
}

export function adminKpisQueryOptions(weeks: number, client: DbClient = supabase) {
  return queryOptions({
    queryKey: adminKeys.kpis(weeks),
    queryFn: () => fetchAdminKpis(client, weeks),
  });
}

export function useAdminKpis(weeks: number) {
  // The figures of the period shown stay while another period loads.
  return useQuery({ ...adminKpisQueryOptions(weeks), placeholderData: keepPreviousData });
}
