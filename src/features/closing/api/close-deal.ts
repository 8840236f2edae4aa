import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '../../../lib/supabase';
import { toError, type DbClient } from '../../../lib/db';
import { closingKeys } from './query-keys';

/** The listing's owner closes the deal won once the checklist is complete (public.close_deal()). */
export async function closeDeal(client: DbClient, dealId: string) {
  const { error } = await client.rpc('close_deal', { p_deal_id: dealId });
  if (error) throw toError(error);
}

/** onClosed refreshes what the deal's stage shows outside this feature (the route's). */
export function useCloseDeal(dealId: string, onClosed: () => void | Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => closeDeal(supabase, dealId),
    onSuccess: () => onClosed(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: closingKeys.checklist(dealId) }),
  });
}
