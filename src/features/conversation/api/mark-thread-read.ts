import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toError, type DbClient } from '../../../lib/db';
import { supabase } from '../../../lib/supabase';
import { unreadKeys, type UnreadByDeal } from '../../../lib/unread-messages';

/** The signed-in participant has read the thread up to `upToId` (the database never moves it back). */
export async function markDealThreadRead(
  client: DbClient,
  dealId: string,
  upToId: number,
): Promise<void> {
  const { error } = await client.rpc('mark_deal_thread_read', {
    p_deal_id: dealId,
    p_up_to_id: upToId,
  });
  if (error) throw toError(error);
}

export function useMarkDealThreadRead(dealId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upToId: number) => markDealThreadRead(supabase, dealId, upToId),
    // Read up to the newest message: the top bar's list drops the deal at once (no request; the
    // read state row's change, live, says the same with the exact count).
    onSuccess: () =>
      queryClient.setQueryData<UnreadByDeal>(unreadKeys.of(userId), (rows) =>
        rows?.filter((row) => row.deal_id !== dealId),
      ),
  });
}
