import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '../../../lib/supabase';
import { toError, type DbClient } from '../../../lib/db';
import { closingKeys } from './query-keys';

/** The item's side ticks it off; the payment only the seller (public.complete_closing_item()). */
export async function completeClosingItem(client: DbClient, itemId: string) {
  const { error } = await client.rpc('complete_closing_item', { p_item_id: itemId });
  if (error) throw toError(error);
}

export function useCompleteClosingItem(dealId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: string) => completeClosingItem(supabase, itemId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: closingKeys.checklist(dealId) }),
  });
}
