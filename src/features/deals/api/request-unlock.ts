import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '../../../lib/supabase';
import { toError, type DbClient } from '../../../lib/db';
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
      await queryClient.invalidateQueries({ queryKey: dealKeys.state(listingId, userId) });
    },
  });
}
