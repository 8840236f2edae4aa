import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '../../../lib/supabase';
import type { DbClient } from '../../../lib/db';
import { adminKeys } from './query-keys';
import { toError } from '../../../lib/db';

/** Grant or revoke the admin role of another verified account. */
export const setAdminSchema = z.object({ userId: z.guid(), admin: z.boolean() });

export type SetAdminInput = z.infer<typeof setAdminSchema>;

/**
 * The `set_admin` RPC: the database checks the caller is an aal2 admin, the target verified with a
 * confirmed email and not the caller, and journals the change (admin_role_changes).
 */
export async function setAdmin(client: DbClient, input: SetAdminInput) {
  const { userId, admin } = setAdminSchema.parse(input);
  const { data, error } = await client.rpc('set_admin', { p_user_id: userId, p_admin: admin });
  if (error) throw toError(error);
  return data;
}

export function useSetAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetAdminInput) => setAdmin(supabase, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.stats() }),
      ]),
  });
}
