import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { Constants } from '../../../lib/database.types';
import { toError, type DbClient } from '../../../lib/db';
import { supabase } from '../../../lib/supabase';
import { dataRoomKeys } from './query-keys';

const tier = z.enum(Constants.public.Enums.data_room_tier);

const dataRoomSchema = z.object({
  tier,
  is_owner: z.boolean(),
  paused_until: z.string().nullable(),
  folders: z.array(z.object({ id: z.string(), name: z.string() })),
  documents: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      folder_id: z.string().nullable(),
      tier,
      mime_type: z.string(),
      size_bytes: z.number(),
      file_name: z.string(),
      updated_at: z.string(),
      version_no: z.number(),
      versions: z.number().nullable(),
    }),
  ),
  locked: z.record(z.string(), z.number()),
});

export type DataRoom = z.infer<typeof dataRoomSchema>;
export type DataRoomDocument = DataRoom['documents'][number];
export type DataRoomTier = z.infer<typeof tier>;
export const TIERS = Constants.public.Enums.data_room_tier;

/** A listing's data room as the caller may read it (one request: public.data_room()). */
export async function fetchDataRoom(
  listingId: string,
  client: DbClient = supabase,
): Promise<DataRoom> {
  const { data, error } = await client.rpc('data_room', { p_listing_id: listingId });
  if (error) throw toError(error);
  return dataRoomSchema.parse(data);
}

export const dataRoomQueryOptions = (listingId: string) =>
  queryOptions({ queryKey: dataRoomKeys.room(listingId), queryFn: () => fetchDataRoom(listingId) });

export function useDataRoom(listingId: string | undefined) {
  return useQuery({ ...dataRoomQueryOptions(listingId ?? ''), enabled: Boolean(listingId) });
}
