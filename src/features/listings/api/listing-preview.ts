import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { Constants } from '../../../lib/database.types';
import { supabase } from '../../../lib/supabase';
import { toError, type DbClient } from '../../../lib/db';
import { listingTeaserSchema } from '../../../lib/listing-teaser';
import { listingKeys } from './query-keys';

const { data_room_tier, legal_form, region, sale_reason, owner_dependence, real_estate } =
  Constants.public.Enums;

export type PreviewTier = (typeof data_room_tier)[number];
export const PREVIEW_TIERS = data_room_tier;

const previewSchema = z.object({
  tier: z.enum(data_room_tier),
  teaser: listingTeaserSchema.omit({ id: true, created_at: true }).extend({
    founded_decade: z.number().nullable(),
    legal_form: z.enum(legal_form).nullable(),
    owner_dependence: z.enum(owner_dependence).nullable(),
    real_estate: z.enum(real_estate).nullable(),
  }),
  details: z
    .object({ title: z.string(), description: z.string(), full_details: z.string().nullable() })
    .nullable(),
  facts: z
    .object({
      staff_count: z.number().nullable(),
      founded_year: z.number().nullable(),
      legal_form: z.enum(legal_form).nullable(),
      region: z.enum(region).nullable(),
      sale_reason: z.enum(sale_reason).nullable(),
      owner_dependence: z.enum(owner_dependence).nullable(),
      real_estate: z.enum(real_estate).nullable(),
    })
    .nullable(),
  financials: z
    .array(
      z.object({
        year: z.number(),
        is_plan: z.boolean(),
        revenue_eur: z.number().nullable(),
        ebitda_eur: z.number().nullable(),
      }),
    )
    .nullable(),
  documents: z.array(
    z.object({ name: z.string(), folder: z.string().nullable(), tier: z.enum(data_room_tier) }),
  ),
});

export type ListingPreview = z.infer<typeof previewSchema>;

/**
 * The listing as a buyer at `tier` sees it (public.listing_preview(): the owner's or an admin's
 * only; built by the rules that serve buyers, so the preview cannot promise more than they get).
 */
export async function fetchListingPreview(
  client: DbClient,
  listingId: string,
  tier: PreviewTier,
): Promise<ListingPreview> {
  const { data, error } = await client.rpc('listing_preview', {
    p_listing_id: listingId,
    p_tier: tier,
  });
  if (error) throw toError(error);
  return previewSchema.parse(data);
}

export function listingPreviewQueryOptions(listingId: string, tier: PreviewTier) {
  return queryOptions({
    queryKey: [...listingKeys.all, 'preview', listingId, tier] as const,
    queryFn: () => fetchListingPreview(supabase, listingId, tier),
  });
}

export function useListingPreview(listingId: string, tier: PreviewTier) {
  return useQuery(listingPreviewQueryOptions(listingId, tier));
}
