import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Database } from '../../../lib/database.types';
import { supabase } from '../../../lib/supabase';
import { toError, type DbClient } from '../../../lib/db';
import { listingKeys } from './query-keys';
import type { OwnListing } from './own-listings';

type ListingStatus = Database['public']['Enums']['listing_status'];

/** Owner closes or reopens a listing (public.set_listing_status; RLS decides). */
export async function setListingStatus(
  client: DbClient,
  listingId: string,
  status: ListingStatus,
): Promise<void> {
  const { error } = await client.rpc('set_listing_status', {
    p_listing_id: listingId,
    p_status: status,
  });
  if (error) throw toError(error);
}

export function useSetListingStatus(userId: string, onChanged?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ listingId, status }: { listingId: string; status: ListingStatus }) =>
      setListingStatus(supabase, listingId, status),
    onSuccess: async (_data, { listingId, status }) => {
      queryClient.setQueryData<OwnListing[]>(listingKeys.own(userId), (old) =>
        old?.map((l) => (l.id === listingId ? { ...l, status } : l)),
      );
      onChanged?.();
      await queryClient.invalidateQueries({ queryKey: listingKeys.own(userId) });
    },
  });
}
