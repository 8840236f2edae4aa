import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '../../../lib/supabase';
import { toError } from '../../../lib/db';

/** Weeks the series covers (the current one and the eleven before). */
export const ANALYTICS_WEEKS = 12;

const counts = {
  views: z.number(),
  inquiries: z.number(),
  ndas: z.number(),
  access: z.number(),
  offers: z.number(),
};

const analyticsSchema = z.object({
  funnel: z.object({ ...counts, viewers: z.number() }),
  weeks: z.array(z.object({ week: z.string(), ...counts })),
});

export type ListingAnalytics = z.infer<typeof analyticsSchema>;
export type FunnelStep = keyof typeof counts;
export const FUNNEL_STEPS: FunnelStep[] = ['views', 'inquiries', 'ndas', 'access', 'offers'];

export const analyticsKeys = {
  listing: (listingId: string) => ['listing-analytics', listingId] as const,
};

/** A listing's funnel and weekly figures; the database answers its owner alone (else 404). */
export async function fetchListingAnalytics(listingId: string): Promise<ListingAnalytics> {
  const { data, error } = await supabase.rpc('listing_analytics', {
    p_listing_id: listingId,
    p_weeks: ANALYTICS_WEEKS,
  });
  if (error) throw toError(error);
  return analyticsSchema.parse(data);
}

export const listingAnalyticsQueryOptions = (listingId: string) =>
  queryOptions({
    queryKey: analyticsKeys.listing(listingId),
    queryFn: () => fetchListingAnalytics(listingId),
  });

export function useListingAnalytics(listingId: string, enabled: boolean) {
  return useQuery({ ...listingAnalyticsQueryOptions(listingId), enabled });
}
