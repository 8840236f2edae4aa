import { useMutation } from '@tanstack/react-query';
import { supabase } from '../../../lib/supabase';
import { toError } from '../../../lib/db';

/** Confirms a newsletter address with the token of its confirmation link; false = unknown token. */
export async function confirmNewsletter(token: string): Promise<boolean> {
  const { data, error } = await supabase.rpc('confirm_newsletter', { p_token: token });
  if (error) throw toError(error);
  return data === true;
}

export function useConfirmNewsletter() {
  return useMutation({ mutationFn: confirmNewsletter });
}
