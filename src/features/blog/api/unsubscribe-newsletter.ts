import { useMutation } from '@tanstack/react-query';
import { supabase } from '../../../lib/supabase';

/** Unsubscribes the address of an unsubscribe link; false = unknown token (not subscribed). */
export async function unsubscribeNewsletter(token: string): Promise<boolean> {
  const { data, error } = await supabase.rpc('unsubscribe_newsletter', { p_token: token });
  if (error) throw error;
  return data === true;
}

export function useUnsubscribeNewsletter() {
  return useMutation({ mutationFn: unsubscribeNewsletter });
}
