import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { Constants } from '../../../lib/database.types';
import { toError, type DbClient } from '../../../lib/db';
import { supabase } from '../../../lib/supabase';
import { diligenceKeys } from './query-keys';

const progressRowSchema = z.object({
  deal_id: z.string(),
  buyer_name: z.string(),
  stage: z.enum(Constants.public.Enums.deal_stage),
  open: z.number(),
  overdue: z.number(),
  answered: z.number(),
  accepted: z.number(),
  questions_open: z.number(),
  next_due: z.string().nullable(),
});

export type DiligenceProgressRow = z.infer<typeof progressRowSchema>;

/**
 * Every buyer's due diligence on one listing side by side (public.diligence_progress(): its owner
 * only), one row per deal in the room.
 */
export async function fetchDiligenceProgress(
  listingId: string,
  client: DbClient = supabase,
): Promise<DiligenceProgressRow[]> {
  const { data, error } = await client.rpc('diligence_progress', { p_listing_id: listingId });
  if (error) throw toError(error);
  return z.array(progressRowSchema).parse(data);
}

export const diligenceProgressQueryOptions = (listingId: string) =>
  queryOptions({
    queryKey: diligenceKeys.progress(listingId),
    queryFn: () => fetchDiligenceProgress(listingId),
  });

export function useDiligenceProgress(listingId: string, enabled: boolean) {
  return useQuery({ ...diligenceProgressQueryOptions(listingId), enabled });
}
