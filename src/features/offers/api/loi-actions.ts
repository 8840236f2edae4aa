import { useMutation } from '@tanstack/react-query';
import { supabase } from '../../../lib/supabase';
import { toError, type DbClient } from '../../../lib/db';
import type { Database } from '../../../lib/database.types';
import type { LoiTerms } from './loi-schema';

type Enums = Database['public']['Enums'];
type Changed = () => void | Promise<void>;

/** The buyer's letter of intent, counter to the owner's counter, or change of accepted terms. */
export async function submitLoi(
  client: DbClient,
  dealId: string,
  terms: LoiTerms,
  retrade?: { reason: Enums['offer_retrade_reason']; note: string },
) {
  const { data, error } = await client.rpc('submit_loi', {
    p_deal_id: dealId,
    p_terms: terms,
    ...(retrade ? { p_retrade_reason: retrade.reason, p_retrade_note: retrade.note } : {}),
  });
  if (error) throw toError(error);
  return data;
}

/** The owner's counter to the buyer's open version. */
export async function counterLoi(client: DbClient, offerId: string, terms: LoiTerms) {
  const { data, error } = await client.rpc('counter_loi', { p_offer_id: offerId, p_terms: terms });
  if (error) throw toError(error);
  return data;
}

/** The other side of who proposed an open version accepts it. */
export async function acceptLoi(client: DbClient, offerId: string) {
  const { data, error } = await client.rpc('accept_loi', { p_offer_id: offerId });
  if (error) throw toError(error);
  return data;
}

/** The other side of who proposed an open version declines it, with a reason. */
export async function declineLoi(
  client: DbClient,
  offerId: string,
  reason: Enums['offer_decline_reason'],
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

export type ProposeInput =
  | { kind: 'offer'; dealId: string; terms: LoiTerms }
  | {
      kind: 'retrade';
      dealId: string;
      terms: LoiTerms;
      reason: Enums['offer_retrade_reason'];
      note: string;
    }
  | { kind: 'counter'; offerId: string; terms: LoiTerms };

/** Proposing a version: the buyer's offer or retrade, or the owner's counter. */
export function useProposeLoi(onChanged: Changed) {
  return useMutation({
    mutationFn: (input: ProposeInput) =>
      input.kind === 'counter'
        ? counterLoi(supabase, input.offerId, input.terms)
        : submitLoi(
            supabase,
            input.dealId,
            input.terms,
            input.kind === 'retrade' ? { reason: input.reason, note: input.note } : undefined,
          ),
    onSuccess: () => onChanged(),
  });
}

export type DecideInput =
  | { kind: 'accept'; offerId: string }
  | { kind: 'decline'; offerId: string; reason: Enums['offer_decline_reason']; note: string };

export function useDecideLoi(onChanged: Changed) {
  return useMutation({
    mutationFn: (input: DecideInput) =>
      input.kind === 'accept'
        ? acceptLoi(supabase, input.offerId)
        : declineLoi(supabase, input.offerId, input.reason, input.note),
    onSuccess: () => onChanged(),
  });
}
