import { useMutation } from '@tanstack/react-query';
import { supabase } from '../../../lib/supabase';
import { emailSchema, type EmailInput } from '../schemas';
import { toError } from '../../../lib/db';

/**
 * Asks Supabase Auth to mail a recovery link leading to /reset-password. It answers the same for
 * unknown addresses, so the page cannot tell either.
 */
export async function requestPasswordReset(input: EmailInput): Promise<{ email: string }> {
  const { email } = emailSchema.parse(input);
  const { error } = await supabase.auth.resetPasswordForEmail(email, {
    redirectTo: `${window.location.origin}/reset-password`,
  });
  if (error) throw toError(error);
  return { email };
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
