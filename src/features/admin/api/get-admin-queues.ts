import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '../../../lib/supabase';
import type { DbClient } from '../../../lib/db';
import { adminKeys } from './query-keys';
import { toError } from '../../../lib/db';

export const ADMIN_QUEUES = [
  'verifications',
  'rejection_proposals',
  'success_fees',
  'scout_fees_owed',
  'capacity_proofs',
  'access_requests',
  'invoices_overdue',
] as const;
export type AdminQueue = (typeof ADMIN_QUEUES)[number];

/** Answer of `admin_queues`: each queue with its size and oldest item, oldest first. */
export const adminQueuesSchema = z.array(
  z.object({
    queue: z.enum(ADMIN_QUEUES),
    count: z.int().min(0),
    oldest_at: z.string().nullable(),
    waiting_for_me: z.int().min(0).nullable(),
  }),
);

export type AdminQueues = z.infer<typeof adminQueuesSchema>;

export async function fetchAdminQueues(client: DbClient): Promise<AdminQueues> {
  const { data, error } = await client.rpc('admin_queues');
  if (error) throw toError(error);
  return adminQueuesSchema.parse(data);
}

export function adminQueuesQueryOptions(client: DbClient = supabase) {
  return queryOptions({ queryKey: adminKeys.queues(), queryFn: () => fetchAdminQueues(client) });
}

export function useAdminQueues() {
  return useQuery(adminQueuesQueryOptions());
}
