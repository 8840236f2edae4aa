import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '../../../lib/supabase';
import { toError, type DbClient } from '../../../lib/db';
import { closingKeys } from './query-keys';

/** The form of an own item (the database checks the same). */
export const closingItemSchema = z.object({
  title: z.string().trim().min(1, 'required').max(200, 'tooLong'),
  ownerSide: z.enum(['buyer', 'owner']),
  dueOn: z.string().nullable(),
});
export type ClosingItemInput = z.infer<typeof closingItemSchema>;

/** Either side's lead adds an own item (public.add_closing_item()). */
export async function addClosingItem(client: DbClient, dealId: string, input: ClosingItemInput) {
  const { error } = await client.rpc('add_closing_item', {
    p_deal_id: dealId,
    p_title: input.title.trim(),
    p_owner_side: input.ownerSide,
    p_due_on: input.dueOn || undefined,
  });
  if (error) throw toError(error);
}

export function useAddClosingItem(dealId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClosingItemInput) => addClosingItem(supabase, dealId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: closingKeys.checklist(dealId) }),
  });
}
