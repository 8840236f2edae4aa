import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toError } from '../../../lib/db';
import { supabase } from '../../../lib/supabase';
import { diligenceKeys } from './query-keys';

/** The buyer's side withdraws an open request. */
export function useDeleteRequest(dealId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (requestId: string) => {
      const { error } = await supabase.from('diligence_requests').delete().eq('id', requestId);
      if (error) throw toError(error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: diligenceKeys.deal(dealId) }),
  });
}
