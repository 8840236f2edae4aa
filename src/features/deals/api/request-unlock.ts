import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '../../../lib/supabase';
import { toError, type DbClient } from '../../../lib/db';
import { dealPageKeys } from './deal-keys';
import { dealKeys } from './deal-state';

export async function requestUnlock(client: DbClient, listingId: string): Promise<void> {
  const { error } = await client.from('unlock_requests').insert({ listing_id: listingId });
  if (error) throw toError(error);
}

export function useRequestUnlock(listingId: string, userId: string, onChanged?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => requestUnlock(supabase, listingId),
    onSuccess: async () => {
      onChanged?.();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: dealKeys.state(listingId, userId) }),
        // The step creates or moves the deal: its page, "My deals" and the cards' stage.
        queryClient.invalidateQueries({ queryKey: dealPageKeys.all }),
      ]);
    },
  });
}
