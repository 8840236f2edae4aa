import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '../../../lib/supabase';
import { toError, type DbClient } from '../../../lib/db';
import { closingKeys } from './query-keys';

export type WaiveInput = { itemId: string; reason: string };

/** The item's side waives it with a reason (public.waive_closing_item()). */
export async function waiveClosingItem(client: DbClient, { itemId, reason }: WaiveInput) {
  const { error } = await client.rpc('waive_closing_item', { p_item_id: itemId, p_reason: reason });
  if (error) throw toError(error);
}

export function useWaiveClosingItem(dealId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WaiveInput) => waiveClosingItem(supabase, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: closingKeys.checklist(dealId) }),
  });
}
