import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '../../../lib/supabase';
import { changeEmailSchema, type ChangeEmailInput } from '../schemas';
import { accountKeys } from './query-keys';
import { toError } from '../../../lib/db';

/**
 * Starts an email change: Supabase Auth mails links to the old and the new address; the address
 * changes only when both are followed (the pending one shows as new_email meanwhile).
 */
export async function changeEmail(input: ChangeEmailInput): Promise<void> {
  const { newEmail } = changeEmailSchema.parse(input);
  const { error } = await supabase.auth.updateUser(
    { email: newEmail },
    { emailRedirectTo: `${window.location.origin}/profile` },
  );
  if (error) throw toError(error);
}

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.authUser() }),
  });
}
