import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '../../../lib/supabase';
import { toError, type DbClient } from '../../../lib/db';
import { closingKeys } from './query-keys';

export type ItemDetailsInput = { itemId: string; dueOn: string | null; notaryName: string | null };

/** The item's side sets its date (and the notary) (public.set_closing_item_details()). */
export async function setClosingItemDetails(
  client: DbClient,
  { itemId, dueOn, notaryName }: ItemDetailsInput,
) {
  const { error } = await client.rpc('set_closing_item_details', {
    p_item_id: itemId,
    p_due_on: dueOn as string,
    p_notary_name: notaryName as string,
  });
  if (error) throw toError(error);
}

export function useSetClosingItemDetails(dealId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ItemDetailsInput) => setClosingItemDetails(supabase, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: closingKeys.checklist(dealId) }),
  });
}
