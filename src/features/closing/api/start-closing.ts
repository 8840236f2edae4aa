import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '../../../lib/supabase';
import { toError, type DbClient } from '../../../lib/db';
import { closingKeys } from './query-keys';

/** A principal starts the deal's closing checklist (public.start_closing_checklist()). */
export async function startClosing(client: DbClient, dealId: string) {
  const { error } = await client.rpc('start_closing_checklist', { p_deal_id: dealId });
  if (error) throw toError(error);
}

export function useStartClosing(dealId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => startClosing(supabase, dealId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: closingKeys.checklist(dealId) }),
  });
}
