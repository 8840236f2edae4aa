import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { PLAIN_EMAIL } from '../../../lib/mailto';
import { supabase } from '../../../lib/supabase';
import { AuthFlowError } from '../auth-error';

/** Support message from the verification-pending page (stored in public.messages for the admins). */
export const supportMessageSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { error: 'validation.emailRequired' })
    .max(320, { error: 'validation.emailInvalid' })
    .pipe(z.email({ error: 'validation.emailInvalid' }))
    // As the database's messages_email_plain_address: no characters that add mailto: headers.
    .pipe(z.string().regex(PLAIN_EMAIL, { error: 'validation.emailInvalid' })),
  subject: z
    .string()
    .trim()
    .min(1, { error: 'validation.subjectRequired' })
    .max(200, { error: 'validation.subjectTooLong' }),
  body: z
    .string()
    .trim()
    .min(1, { error: 'validation.messageRequired' })
    .max(5000, { error: 'validation.messageTooLong' }),
});

export type SupportMessageInput = z.input<typeof supportMessageSchema>;

export async function sendSupportMessage(
  input: SupportMessageInput,
  userId: string,
): Promise<void> {
  const { email, subject, body } = supportMessageSchema.parse(input);
  const { error } = await supabase
    .from('messages')
    .insert({ user_id: userId, email, subject, body });
  if (error) throw new AuthFlowError('supportMessageFailed', error);
}

/** Writes only public.messages, which this user cannot read: nothing to invalidate. */
export function useSendSupportMessage(userId: string) {
  return useMutation({
    mutationFn: (input: SupportMessageInput) => sendSupportMessage(input, userId),
  });
}
