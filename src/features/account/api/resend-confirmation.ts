import { useMutation } from '@tanstack/react-query';
import { supabase } from '../../../lib/supabase';
import { emailSchema, type EmailInput } from '../schemas';
import { toError } from '../../../lib/db';

/** Mails the sign-up confirmation link again (Supabase Auth allows one a minute per address). */
export async function resendConfirmation(input: EmailInput): Promise<void> {
  const { email } = emailSchema.parse(input);
  const { error } = await supabase.auth.resend({
    type: 'signup',
    email,
    options: { emailRedirectTo: `${window.location.origin}/verification-pending` },
  });
  if (error) throw toError(error);
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
