import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '../../../lib/supabase';
import { accountKeys } from './query-keys';
import { toError } from '../../../lib/db';

/** Removes a TOTP factor (Supabase Auth asks for an aal2 session to remove a verified one). */
export async function unenrollTotp(factorId: string): Promise<void> {
  const { error } = await supabase.auth.mfa.unenroll({ factorId });
  if (error) throw toError(error);
}

export function useUnenrollTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unenrollTotp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.mfa() }),
  });
}
