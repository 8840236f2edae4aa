import { z } from 'zod';
import { Constants } from '../../lib/database.types';

const { industry, revenue_range, location } = Constants.public.Enums;

/**
 * Search params of the listing browser (/discover and the buyer dashboard): every filter lives in
 * the URL so a filtered view can be shared and survives a reload. Invalid values are dropped.
 */
export const discoverSearchSchema = z.object({
  q: z.string().trim().max(200).optional().catch(undefined),
  industry: z.enum(industry).optional().catch(undefined),
  revenue: z.enum(revenue_range).optional().catch(undefined),
  location: z.enum(location).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).optional().catch(undefined),
});

export type DiscoverSearch = z.infer<typeof discoverSearchSchema>;

/** Drops empty values so URLs stay short and query keys stable. */
export function normalizeDiscoverSearch(search: DiscoverSearch): DiscoverSearch {
  const out: DiscoverSearch = {};
  const q = search.q?.trim();
  if (q) out.q = q;
  if (search.industry) out.industry = search.industry;
  if (search.revenue) out.revenue = search.revenue;
  if (search.location) out.location = search.location;
  if (search.page && search.page > 1) out.page = search.page;
  return out;
}
