import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { supabase } from '../../../lib/supabase';
import { toError, type DbClient } from '../../../lib/db';

/** What a change refreshes (the deal page, its thread, the clock). */
type Changed = () => void | Promise<void>;

/**
 * The owner ends the exclusivity early, after a missed milestone or a change of terms
 * (public.end_exclusivity_early()).
 */
export async function endExclusivityEarly(client: DbClient, dealId: string) {
  const { error } = await client.rpc('end_exclusivity_early', { p_deal_id: dealId });
  if (error) throw toError(error);
}

export function endExclusivityMutationOptions(
  onChanged: Changed,
): UseMutationOptions<void, Error, string> {
  return {
    mutationFn: (dealId) => endExclusivityEarly(supabase, dealId),
    onSuccess: () => onChanged(),
  };
}

export function useEndExclusivity(onChanged: Changed) {
  return useMutation(endExclusivityMutationOptions(onChanged));
}
