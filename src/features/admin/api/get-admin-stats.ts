import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '../../../lib/supabase';
import type { DbClient } from '../../../lib/db';
import { adminKeys } from './query-keys';
import { toError } from '../../../lib/db';

const count = z.int().min(0);

/** Answer of the `admin` edge function to `{ action: 'stats' }` (supabase/functions/admin). */
export const adminStatsSchema = z.object({
  totalUsers: count,
  totalScouts: count,
  totalInvestors: count,
  totalCompanies: count,
  totalListings: count,
  totalInquiries: count,
  verifiedUsers: count,
  pendingUsers: count,
  rejectedUsers: count,
});

export type AdminStats = z.infer<typeof adminStatsSchema>;

/** The platform statistics, computed by the admin edge function (admins only). */
export async function fetchAdminStats(client: DbClient): Promise<AdminStats> {
  const { data, error } = await client.functions.invoke<unknown>('admin', {
    body: { action: 'stats' },
  });
  if (error) throw toError(error);
  return adminStatsSchema.parse(data);
}

export function adminStatsQueryOptions(client: DbClient = supabase) {
  return queryOptions({
    queryKey: adminKeys.stats(),
    queryFn: () => fetchAdminStats(client),
  });
}

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}
