import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { supabase } from '../../../lib/supabase';
import { toError, type DbClient } from '../../../lib/db';
import type { Database } from '../../../lib/database.types';

type DeclineReason = Database['public']['Enums']['offer_decline_reason'];

/** What a change refreshes (the deal page, its thread, the clock). */
type Changed = () => void | Promise<void>;

/** The other side of who proposed an open version declines it, with a reason (public.decline_loi()). */
export async function declineLoi(
  client: DbClient,
  offerId: string,
  reason: DeclineReason,
  note: string,
) {
  const { data, error } = await client.rpc('decline_loi', {
    p_offer_id: offerId,
    p_reason: reason,
    p_note: note,
  });
  if (error) throw toError(error);
  return data;
}

export type DeclineLoiInput = { offerId: string; reason: DeclineReason; note: string };

export function declineLoiMutationOptions(
  onChanged: Changed,
): UseMutationOptions<Awaited<ReturnType<typeof declineLoi>>, Error, DeclineLoiInput> {
  return {
    mutationFn: (input) => declineLoi(supabase, input.offerId, input.reason, input.note),
    onSuccess: () => onChanged(),
  };
}

export function useDeclineLoi(onChanged: Changed) {
  return useMutation(declineLoiMutationOptions(onChanged));
}
