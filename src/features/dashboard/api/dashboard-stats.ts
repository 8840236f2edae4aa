import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '../../../lib/supabase';
import { fetchDashboardStats } from './fetch-dashboard-stats';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  stats: (userId: string) => [...dashboardKeys.all, 'stats', userId] as const,
  inbox: (userId: string) => [...dashboardKeys.all, 'inbox', userId] as const,
};

export function dashboardStatsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: dashboardKeys.stats(userId),
    queryFn: () => fetchDashboardStats(supabase),
  });
}

export function useDashboardStats(userId: string) {
  return useQuery(dashboardStatsQueryOptions(userId));
}
