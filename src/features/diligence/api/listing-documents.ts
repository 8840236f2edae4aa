import { queryOptions, useQuery } from '@tanstack/react-query';
import { toError, type DbClient } from '../../../lib/db';
import { supabase } from '../../../lib/supabase';
import { diligenceKeys } from './query-keys';

/** The listing's complete data-room documents the caller reads (the owner's side: all). */
export async function fetchListingDocuments(listingId: string, client: DbClient = supabase) {
  const { data, error } = await client
    .from('data_room_documents')
    .select('id, name, tier')
    .eq('listing_id', listingId)
    .not('current_version_id', 'is', null)
    .order('name');
  if (error) throw toError(error);
  return data;
}

export const listingDocumentsQueryOptions = (listingId: string) =>
  queryOptions({
    queryKey: diligenceKeys.documents(listingId),
    queryFn: () => fetchListingDocuments(listingId),
  });

export function useListingDocuments(listingId: string, enabled: boolean) {
  return useQuery({ ...listingDocumentsQueryOptions(listingId), enabled });
}
