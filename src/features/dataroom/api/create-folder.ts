import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toError } from '../../../lib/db';
import { supabase } from '../../../lib/supabase';
import { dataRoomKeys } from './query-keys';

/** The owner adds a folder to the data room. */
export function useCreateFolder(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const { error } = await supabase
        .from('data_room_folders')
        .insert({ listing_id: listingId, name: name.trim() });
      if (error) throw toError(error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: dataRoomKeys.room(listingId) }),
  });
}
