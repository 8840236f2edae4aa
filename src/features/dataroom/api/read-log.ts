import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { toError, type DbClient } from '../../../lib/db';
import { supabase } from '../../../lib/supabase';
import { dataRoomKeys } from './query-keys';

const readLogSchema = z.array(
  z.object({
    reader_id: z.string(),
    reader_name: z.string(),
    reader_email: z.string(),
    document_id: z.string(),
    document_name: z.string(),
    opens: z.number(),
    first_read_at: z.string(),
    last_read_at: z.string(),
  }),
);

export type ReadLogEntry = z.infer<typeof readLogSchema>[number];

/** Who opened which document of the owner's data room, how often and when. */
export async function fetchReadLog(
  listingId: string,
  client: DbClient = supabase,
): Promise<ReadLogEntry[]> {
  const { data, error } = await client.rpc('data_room_read_log', { p_listing_id: listingId });
  if (error) throw toError(error);
  return readLogSchema.parse(data);
}

export const readLogQueryOptions = (listingId: string) =>
  queryOptions({
    queryKey: dataRoomKeys.readLog(listingId),
    queryFn: () => fetchReadLog(listingId),
  });

export function useReadLog(listingId: string, enabled = true) {
  return useQuery({ ...readLogQueryOptions(listingId), enabled });
}
