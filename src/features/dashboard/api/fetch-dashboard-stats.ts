import { z } from 'zod';
import { Constants } from '../../../lib/database.types';
import { toError, type DbClient } from '../../../lib/db';

const count = z.number().int().nonnegative();

export const dashboardStatsSchema = z.object({
  role: z.enum(Constants.public.Enums.app_role),
  active_listings: count,
  successful_deals: count,
  total_earnings_eur: count,
  profile_views: count,
  interested_parties: count,
  new_messages: count,
  ndas_signed: count,
  interests: count,
  listings_viewed: count,
  ndas: count,
  views: count,
});

/** The caller's dashboard figures, all computed by the database (public.my_dashboard_stats). */
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

export async function fetchDashboardStats(client: DbClient): Promise<DashboardStats> {
  const { data, error } = await client.rpc('my_dashboard_stats');
  if (error) throw toError(error);
  const row = Array.isArray(data) ? data[0] : data;
  return dashboardStatsSchema.parse(row);
}
