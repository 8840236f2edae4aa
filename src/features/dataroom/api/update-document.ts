import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toError } from '../../../lib/db';
import { supabase } from '../../../lib/supabase';
import type { DataRoomTier } from './data-room';
import { dataRoomKeys } from './query-keys';

/** The owner's changes to a document: its name, folder (null: none) or tier. */
export type DocumentChange = { name?: string; folder_id?: string | null; tier?: DataRoomTier };

export function useUpdateDocument(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ documentId, change }: { documentId: string; change: DocumentChange }) => {
      const { error } = await supabase
        .from('data_room_documents')
        .update(change)
        .eq('id', documentId);
      if (error) throw toError(error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: dataRoomKeys.room(listingId) }),
  });
}
