import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '../../../lib/supabase';

/** The subscribe form's schema; the message is a key of the 'blog' namespace. */
export const subscribeNewsletterSchema = z.object({
  email: z
    .string()
    .trim()
    .pipe(z.email({ error: 'subscribe.invalidEmail' })),
});

export type SubscribeNewsletterInput = z.infer<typeof subscribeNewsletterSchema>;

/** Stores the subscription (idempotent RPC: subscribing twice is fine). */
export async function subscribeNewsletter(input: SubscribeNewsletterInput): Promise<void> {
  const { email } = subscribeNewsletterSchema.parse(input);
  const { error } = await supabase.rpc('subscribe_newsletter', { p_email: email.toLowerCase() });
  if (error) throw error;
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
