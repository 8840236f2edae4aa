import { useMutation } from '@tanstack/react-query';
import { supabase } from '../../../lib/supabase';
import { resetPasswordSchema, type ResetPasswordInput } from '../schemas';
import { toError } from '../../../lib/db';

/** Sets the new password in the session the recovery link opened (no current password asked). */
export async function setNewPassword(input: ResetPasswordInput): Promise<string> {
  const { password } = resetPasswordSchema.parse(input);
  const { data, error } = await supabase.auth.updateUser({ password });
  if (error) throw toError(error);
  return data.user.id;
}

export function useSetNewPassword() {
  return useMutation({ mutationFn: setNewPassword });
}
