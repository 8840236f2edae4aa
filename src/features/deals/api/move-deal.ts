import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '../../../lib/supabase';
import { toError, type DbClient } from '../../../lib/db';
import type { DecisionReason } from '../decision-reasons';
import { dealPageKeys } from './query-keys';
import type { DealStage } from './deal-overview';

/**
 * Moves a deal (public.move_deal()): the database decides whether the caller may, and insists on
 * a reason for a decline, a revocation and an admin's decision in the owner's place.
 */
export async function moveDeal(
  client: DbClient,
  dealId: string,
  stage: DealStage,
  reason?: DecisionReason,
): Promise<void> {
  const note = reason?.note?.trim();
  const { error } = await client.rpc('move_deal', {
    p_deal_id: dealId,
    p_stage: stage,
    ...(reason ? { p_reason_code: reason.code } : {}),
    ...(note ? { p_reason_note: note } : {}),
  });
  if (error) throw toError(error);
}

export type MoveDealInput = { stage: DealStage; reason?: DecisionReason };

/** `onMoved`: the caller's own figures a move changes (the route's dashboard: inbox, table). */
export function useMoveDeal(dealId: string, onMoved?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DealStage | MoveDealInput) =>
      typeof input === 'string'
        ? moveDeal(supabase, dealId, input)
        : moveDeal(supabase, dealId, input.stage, input.reason),
    // The page, the lists and the listing's dialog all show the stage.
    onSettled: () => {
      onMoved?.();
      return queryClient.invalidateQueries({ queryKey: dealPageKeys.all });
    },
  });
}
