import { useMutation } from '@tanstack/react-query';
import { supabase } from '../../../lib/supabase';
import { toError, type DbClient } from '../../../lib/db';

/** Records that the caller opened a listing (the database ignores owners and repeats within 30 min). */
export async function recordListingView(client: DbClient, listingId: string): Promise<void> {
  const { error } = await client.rpc('record_listing_view', { p_listing_id: listingId });
  if (error) throw toError(error);
}

export function useRecordListingView(onChanged?: () => void) {
  return useMutation({
    mutationFn: (listingId: string) => recordListingView(supabase, listingId),
    onSuccess: () => onChanged?.(),
    onError: (error) => console.warn('Listing view not recorded:', error.message),
  });
}
