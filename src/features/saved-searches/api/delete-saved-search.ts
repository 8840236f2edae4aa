import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '../../../lib/supabase';
import { savedSearchKeys } from './query-keys';
import { toError } from '../../../lib/db';

/** Deletes a saved search: no more alerts from it. */
export async function deleteSavedSearch(id: string): Promise<void> {
  const { error } = await supabase.from('saved_searches').delete().eq('id', id);
  if (error) throw toError(error);
}

export function useDeleteSavedSearch(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteSavedSearch(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.list(userId) }),
  });
}
