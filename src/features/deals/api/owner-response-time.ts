import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '../../../lib/supabase';
import { toError, type DbClient } from '../../../lib/db';
import { dealPageKeys } from './query-keys';

const responseTimeSchema = z.object({
  // Null below 3 answered deals (a check constraint): there is no figure to show then.
  median_reply_seconds: z.number().nullable(),
  replied_deals: z.number(),
  window_days: z.number(),
});

/** A listing owner's median time to first reply (public.owner_response_times), or null: no data. */
export type OwnerResponseTime = z.infer<typeof responseTimeSchema>;

export async function fetchOwnerResponseTime(
  client: DbClient,
  ownerId: string,
): Promise<OwnerResponseTime | null> {
  const { data, error } = await client
    .from('owner_response_times')
    .select('median_reply_seconds, replied_deals, window_days')
    .eq('owner_id', ownerId)
    .maybeSingle();
  if (error) throw toError(error);
  return data ? responseTimeSchema.parse(data) : null;
}

export function ownerResponseTimeQueryOptions(ownerId: string) {
  return queryOptions({
    queryKey: dealPageKeys.responseTime(ownerId),
    queryFn: () => fetchOwnerResponseTime(supabase, ownerId),
    // Refreshed by the maintenance run (hourly on hosted Supabase): no need to ask often.
    staleTime: 5 * 60_000,
  });
}

export function useOwnerResponseTime(ownerId: string, enabled = true) {
  return useQuery({ ...ownerResponseTimeQueryOptions(ownerId), enabled });
}
