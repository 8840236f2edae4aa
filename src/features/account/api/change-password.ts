import { useMutation } from '@tanstack/react-query';
import { supabase } from '../../../lib/supabase';
import { changePasswordSchema, type ChangePasswordInput } from '../schemas';
import { toError } from '../../../lib/db';

/** Password change from the profile: Supabase Auth checks the current password. */
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  const { currentPassword, newPassword } = changePasswordSchema.parse(input);
  const { error } = await supabase.auth.updateUser({
    password: newPassword,
    current_password: currentPassword,
  });
  if (error) throw toError(error);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
