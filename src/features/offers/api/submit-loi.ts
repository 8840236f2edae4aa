import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { supabase } from '../../../lib/supabase';
import { toError, type DbClient } from '../../../lib/db';
import type { Database } from '../../../lib/database.types';
import type { LoiTerms } from './loi-schema';

type RetradeReason = Database['public']['Enums']['offer_retrade_reason'];

/** What a change refreshes (the deal page, its thread, the clock). */
type Changed = () => void | Promise<void>;

/**
 * The buyer's letter of intent, counter to the owner's counter, or (during their exclusivity) change
 * of the accepted terms with a reason and text (public.submit_loi()).
 */
export async function submitLoi(
  client: DbClient,
  dealId: string,
  terms: LoiTerms,
  retrade?: { reason: RetradeReason; note: string },
) {
  const { data, error } = await client.rpc('submit_loi', {
    p_deal_id: dealId,
    p_terms: terms,
    ...(retrade ? { p_retrade_reason: retrade.reason, p_retrade_note: retrade.note } : {}),
  });
  if (error) throw toError(error);
  return data;
}

export type SubmitLoiInput = {
  dealId: string;
  terms: LoiTerms;
  retrade?: { reason: RetradeReason; note: string };
};

export function submitLoiMutationOptions(
  onChanged: Changed,
): UseMutationOptions<Awaited<ReturnType<typeof submitLoi>>, Error, SubmitLoiInput> {
  return {
    mutationFn: (input) => submitLoi(supabase, input.dealId, input.terms, input.retrade),
    onSuccess: () => onChanged(),
  };
}

export function useSubmitLoi(onChanged: Changed) {
  return useMutation(submitLoiMutationOptions(onChanged));
}
