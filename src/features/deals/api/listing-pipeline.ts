import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { Constants } from '../../../lib/database.types';
import { supabase } from '../../../lib/supabase';
import { toError, type DbClient } from '../../../lib/db';
import { dealPageKeys } from './query-keys';

const pipelineRowSchema = z.object({
  deal_id: z.string(),
  buyer_id: z.string(),
  buyer_name: z.string(),
  // null before access: the database shows the owner a buyer's contact only once access was granted.
  buyer_email: z.string().nullable(),
  stage: z.enum(Constants.public.Enums.deal_stage),
  created_at: z.string(),
  stage_changed_at: z.string(),
  nda_signed_at: z.string().nullable(),
  access_requested_at: z.string().nullable(),
  access_decided_at: z.string().nullable(),
  // Another buyer's exclusivity pauses this deal (shown "paused" as in every list).
  paused: z.boolean(),
  // The owner's unread messages of the deal and since when a buyer's message waits for an answer.
  unread: z.number().int().nonnegative(),
  buyer_waiting_since: z.string().nullable(),
  last_activity_at: z.string(),
});

/** A buyer in the owner's pipeline of one listing (public.listing_pipeline(), from private.owner_pipeline()). */
export type PipelineRow = z.infer<typeof pipelineRowSchema>;

export async function fetchListingPipeline(
  client: DbClient,
  listingId: string,
): Promise<PipelineRow[]> {
  const { data, error } = await client.rpc('listing_pipeline', { p_listing_id: listingId });
  if (error) throw toError(error);
  return z.array(pipelineRowSchema).parse(data ?? []);
}

export function listingPipelineQueryOptions(listingId: string) {
  return queryOptions({
    queryKey: dealPageKeys.pipeline(listingId),
    queryFn: () => fetchListingPipeline(supabase, listingId),
  });
}

export function useListingPipeline(listingId: string) {
  return useQuery(listingPipelineQueryOptions(listingId));
}
