import { useMutation } from '@tanstack/react-query';
import { supabase } from '../../../lib/supabase';
import { toError } from '../../../lib/db';

/** Unsubscribes the address of an unsubscribe link; false = unknown token (not subscribed). */
export async function unsubscribeNewsletter(token: string): Promise<boolean> {
  const { data, error } = await supabase.rpc('unsubscribe_newsletter', { p_token: token });
  if (error) throw toError(error);
  return data === true;
}

export function useUnsubscribeNewsletter() {
  return useMutation({ mutationFn: unsubscribeNewsletter });
}
