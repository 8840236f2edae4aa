import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { supabase } from '../../../lib/supabase';
import { toError, type DbClient } from '../../../lib/db';

/** What a change refreshes (the deal page, its thread, the clock). */
type Changed = () => void | Promise<void>;

/** The milestone's owner marks it done (public.complete_deal_milestone()). */
export async function completeMilestone(client: DbClient, milestoneId: string) {
  const { error } = await client.rpc('complete_deal_milestone', { p_milestone_id: milestoneId });
  if (error) throw toError(error);
}

export function completeMilestoneMutationOptions(
  onChanged: Changed,
): UseMutationOptions<void, Error, string> {
  return {
    mutationFn: (milestoneId) => completeMilestone(supabase, milestoneId),
    onSuccess: () => onChanged(),
  };
}

export function useCompleteMilestone(onChanged: Changed) {
  return useMutation(completeMilestoneMutationOptions(onChanged));
}
