import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toError, type DbClient } from '../../../lib/db';
import { supabase } from '../../../lib/supabase';
import type { DiligenceStatus } from './deal-diligence';
import { diligenceKeys } from './query-keys';

/**
 * A step on a request: the owner's side starts, takes or answers it (text), the buyer's side
 * accepts or reopens it. The database checks who may take which step.
 */
export type RequestChange = {
  status?: DiligenceStatus;
  answer_text?: string | null;
  assignee_id?: string | null;
};

export async function changeRequest(
  requestId: string,
  change: RequestChange,
  client: DbClient = supabase,
): Promise<void> {
  const { error } = await client.from('diligence_requests').update(change).eq('id', requestId);
  if (error) throw toError(error);
}

export function useChangeRequest(dealId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, change }: { requestId: string; change: RequestChange }) =>
      changeRequest(requestId, change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: diligenceKeys.deal(dealId) }),
  });
}
