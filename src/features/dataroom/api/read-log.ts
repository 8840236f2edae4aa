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

const anonymousOpensSchema = z.array(
  z.object({
    document_id: z.string(),
    document_name: z.string(),
    opens: z.number(),
    readers: z.number(),
  }),
);

export type ReadLogEntry = z.infer<typeof readLogSchema>[number];
export type AnonymousOpens = z.infer<typeof anonymousOpensSchema>[number];

/**
 * Who opened which document of the owner's data room, how often and when (readers with a deal on
 * the listing), and how often the others opened each document: the database names a reader only
 * from their contact on (private.data_room_read_named()).
 */
export async function fetchReadLog(
  listingId: string,
  client: DbClient = supabase,
): Promise<{ named: ReadLogEntry[]; anonymous: AnonymousOpens[] }> {
  const [named, anonymous] = await Promise.all([
    client.rpc('data_room_read_log', { p_listing_id: listingId }),
    client.rpc('data_room_anonymous_opens', { p_listing_id: listingId }),
  ]);
  if (named.error) throw toError(named.error);
  if (anonymous.error) throw toError(anonymous.error);
  return {
    named: readLogSchema.parse(named.data),
    anonymous: anonymousOpensSchema.parse(anonymous.data),
  };
}

export const readLogQueryOptions = (listingId: string) =>
  queryOptions({
    queryKey: dataRoomKeys.readLog(listingId),
    queryFn: () => fetchReadLog(listingId),
  });

export function useReadLog(listingId: string, enabled = true) {
  return useQuery({ ...readLogQueryOptions(listingId), enabled });
}
