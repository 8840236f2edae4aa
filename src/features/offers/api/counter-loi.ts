import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { supabase } from '../../../lib/supabase';
import { toError, type DbClient } from '../../../lib/db';
import type { LoiTerms } from './loi-schema';

/** What a change refreshes (the deal page, its thread, the clock). */
type Changed = () => void | Promise<void>;

/** The owner's counter to the buyer's open version (public.counter_loi()). */
export async function counterLoi(client: DbClient, offerId: string, terms: LoiTerms) {
  const { data, error } = await client.rpc('counter_loi', { p_offer_id: offerId, p_terms: terms });
  if (error) throw toError(error);
  return data;
}

export type CounterLoiInput = { offerId: string; terms: LoiTerms };

export function counterLoiMutationOptions(
  onChanged: Changed,
): UseMutationOptions<Awaited<ReturnType<typeof counterLoi>>, Error, CounterLoiInput> {
  return {
    mutationFn: (input) => counterLoi(supabase, input.offerId, input.terms),
    onSuccess: () => onChanged(),
  };
}

export function useCounterLoi(onChanged: Changed) {
  return useMutation(counterLoiMutationOptions(onChanged));
}
