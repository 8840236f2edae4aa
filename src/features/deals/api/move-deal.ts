import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '../../../lib/supabase';
import { toError, type DbClient } from '../../../lib/db';
import { dealKeys } from './deal-state';
import { dealPageKeys } from './deal-keys';
import type { DealStage } from './deal-overview';

/** Moves a deal (public.move_deal()): the database decides whether the caller may. */
export async function moveDeal(client: DbClient, dealId: string, stage: DealStage): Promise<void> {
  const { error } = await client.rpc('move_deal', { p_deal_id: dealId, p_stage: stage });
  if (error) throw toError(error);
}

export function useMoveDeal(dealId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (stage: DealStage) => moveDeal(supabase, dealId, stage),
    // The page, the lists and the modal's state all show the stage.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dealPageKeys.all }),
        queryClient.invalidateQueries({ queryKey: dealKeys.all }),
      ]),
  });
}
