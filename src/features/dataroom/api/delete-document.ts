import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toError } from '../../../lib/db';
import { supabase } from '../../../lib/supabase';
import { dataRoomKeys } from './query-keys';

/** Deletes a document with all its versions: the rows, then the files in Storage. */
export function useDeleteDocument(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (documentId: string) => {
      const { data, error } = await supabase.rpc('delete_data_room_document', {
        p_document_id: documentId,
      });
      if (error) throw toError(error);
      if (data.length > 0) {
        const removed = await supabase.storage.from('data-room').remove(data);
        if (removed.error) throw toError(removed.error);
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: dataRoomKeys.room(listingId) }),
  });
}
