import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '../../../lib/supabase';
import type { DbClient } from '../../../lib/db';
import { adminKeys } from './query-keys';

/** An admin's decision about a user account. */
export const setVerificationSchema = z.object({
  userId: z.guid(),
  status: z.enum(['verified', 'rejected']),
});

export type SetVerificationInput = z.infer<typeof setVerificationSchema>;

/** Verifies or rejects a user through the `set_verification` RPC (the database checks admin). */
export async function setVerification(client: DbClient, input: SetVerificationInput) {
  const { userId, status } = setVerificationSchema.parse(input);
  const { data, error } = await client.rpc('set_verification', {
    p_user_id: userId,
    p_status: status,
  });
  if (error) throw error;
  return data;
}

/** Changes a user's status: the users lists and the status counts change with it. */
export function useSetVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetVerificationInput) => setVerification(supabase, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.stats() }),
      ]),
  });
}
