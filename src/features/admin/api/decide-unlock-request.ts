import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '../../../lib/supabase';
import type { DbClient } from '../../../lib/db';
import { adminKeys } from './query-keys';

/** Approve (true) or reject (false) a pending unlock request. */
export const decideUnlockRequestSchema = z.object({
  requestId: z.guid(),
  approve: z.boolean(),
});

export type DecideUnlockRequestInput = z.infer<typeof decideUnlockRequestSchema>;

/** Decides an unlock request through the `decide_unlock_request` RPC (admins only). */
export async function decideUnlockRequest(client: DbClient, input: DecideUnlockRequestInput) {
  const { requestId, approve } = decideUnlockRequestSchema.parse(input);
  const { data, error } = await client.rpc('decide_unlock_request', {
    p_request_id: requestId,
    p_approve: approve,
  });
  if (error) throw error;
  return data;
}

/** Only the unlock-request queue changes. */
export function useDecideUnlockRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DecideUnlockRequestInput) => decideUnlockRequest(supabase, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.unlockRequests() }),
  });
}
