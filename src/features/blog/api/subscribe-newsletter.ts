import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { supabase } from '../../../lib/supabase';
import { toError } from '../../../lib/db';

/** The subscribe form's schema; the message is a key of the 'blog' namespace. */
export const subscribeNewsletterSchema = z.object({
  email: z
    .string()
    .trim()
    .pipe(z.email({ error: 'subscribe.invalidEmail' })),
});

export type SubscribeNewsletterInput = z.infer<typeof subscribeNewsletterSchema>;

/**
 * Asks for the subscription: the database mails a confirmation link (double opt-in) in the page's
 * language, and answers alike whether the address is new, pending or subscribed already.
 */
export async function subscribeNewsletter(
  input: SubscribeNewsletterInput,
  language: string,
): Promise<void> {
  const { email } = subscribeNewsletterSchema.parse(input);
  const { error } = await supabase.rpc('subscribe_newsletter', {
    p_email: email.toLowerCase(),
    p_language: language === 'de' ? 'de' : 'en',
  });
  if (error) throw toError(error);
}

export function useSubscribeNewsletter() {
  const { i18n } = useTranslation();
  return useMutation({
    mutationFn: (input: SubscribeNewsletterInput) => subscribeNewsletter(input, i18n.language),
  });
}
