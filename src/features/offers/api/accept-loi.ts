import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { supabase } from '../../../lib/supabase';
import { toError, type DbClient } from '../../../lib/db';

/** What a change refreshes (the deal page, its thread, the clock). */
type Changed = () => void | Promise<void>;

/** The other side of who proposed an open version accepts it (public.accept_loi()). */
export async function acceptLoi(client: DbClient, offerId: string) {
  const { data, error } = await client.rpc('accept_loi', { p_offer_id: offerId });
  if (error) throw toError(error);
  return data;
}

export function acceptLoiMutationOptions(
  onChanged: Changed,
): UseMutationOptions<Awaited<ReturnType<typeof acceptLoi>>, Error, string> {
  return {
    mutationFn: (offerId) => acceptLoi(supabase, offerId),
    onSuccess: () => onChanged(),
  };
}

export function useAcceptLoi(onChanged: Changed) {
  return useMutation(acceptLoiMutationOptions(onChanged));
}
