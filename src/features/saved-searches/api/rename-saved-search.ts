import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '../../../lib/supabase';
import { savedSearchKeys } from './query-keys';
import { toError } from '../../../lib/db';

/** Renames a saved search (the only change the database allows; RLS: own searches only). */
export async function renameSavedSearch(id: string, name: string): Promise<void> {
  const { error } = await supabase
    .from('saved_searches')
    .update({ name: name.trim() })
    .eq('id', id);
  if (error) throw toError(error);
}

export function useRenameSavedSearch(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => renameSavedSearch(id, name),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.list(userId) }),
  });
}
