import { queryOptions, useQuery } from '@tanstack/react-query';
import { toError, type DbClient } from '../../../lib/db';
import type { Database } from '../../../lib/database.types';
import { supabase } from '../../../lib/supabase';
import type { CapacityRow } from './capacity-status';
import { buyerProfileKeys } from './query-keys';

export type CapacityProof = Pick<
  Database['public']['Tables']['capacity_proofs']['Row'],
  'id' | 'file_name' | 'status' | 'band' | 'note' | 'submitted_at' | 'decided_at'
>;
export type MyCapacity = { capacity: CapacityRow | null; proofs: CapacityProof[] };

/** The caller's band (if any) and their proofs of funds, newest first. */
export async function fetchMyCapacity(client: DbClient, userId: string): Promise<MyCapacity> {
  const [capacity, proofs] = await Promise.all([
    client
      .from('buying_capacity')
      .select('user_id, band, verified_at, expires_at')
      .eq('user_id', userId)
      .maybeSingle(),
    client
      .from('capacity_proofs')
      .select('id, file_name, status, band, note, submitted_at, decided_at')
      .eq('user_id', userId)
      .order('submitted_at', { ascending: false })
      .limit(10),
  ]);
  if (capacity.error) throw toError(capacity.error);
  if (proofs.error) throw toError(proofs.error);
  return { capacity: capacity.data, proofs: proofs.data };
}

export const myCapacityQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: buyerProfileKeys.myCapacity(userId),
    queryFn: () => fetchMyCapacity(supabase, userId),
  });

export function useMyCapacity(userId: string) {
  return useQuery(myCapacityQueryOptions(userId));
}
