import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { supabase } from '../../../lib/supabase';
import { toError, type DbClient } from '../../../lib/db';

/** What a change refreshes (the deal page, its thread, the clock). */
type Changed = () => void | Promise<void>;

/** One side asks to extend the exclusivity (public.request_exclusivity_extension()). */
export async function requestExtension(client: DbClient, dealId: string, days: number) {
  const { error } = await client.rpc('request_exclusivity_extension', {
    p_deal_id: dealId,
    p_days: days,
  });
  if (error) throw toError(error);
}

export type RequestExtensionInput = { dealId: string; days: number };

export function requestExtensionMutationOptions(
  onChanged: Changed,
): UseMutationOptions<void, Error, RequestExtensionInput> {
  return {
    mutationFn: (input) => requestExtension(supabase, input.dealId, input.days),
    onSuccess: () => onChanged(),
  };
}

export function useRequestExtension(onChanged: Changed) {
  return useMutation(requestExtensionMutationOptions(onChanged));
}
