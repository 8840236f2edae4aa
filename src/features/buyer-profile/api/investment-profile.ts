import { queryOptions, useQuery } from '@tanstack/react-query';
import { toError, type DbClient } from '../../../lib/db';
import type { Database } from '../../../lib/database.types';
import { supabase } from '../../../lib/supabase';
import { buyerProfileKeys } from './query-keys';

export type InvestmentProfile = Database['public']['Tables']['investment_profiles']['Row'];

export const INVESTMENT_PROFILE_COLUMNS =
  'user_id, industries, locations, deal_types, revenue_min, revenue_max, employees_min, employees_max, ticket_min_eur, ticket_max_eur, equity_share_percent, timeframe';

/**
 * A user's investment profile, null when they have none (or the caller may not read it: the
 * database lets only the user, admins and owners of listings the user contacted read it).
 */
export async function fetchInvestmentProfile(
  client: DbClient,
  userId: string,
): Promise<InvestmentProfile | null> {
  const { data, error } = await client
    .from('investment_profiles')
    .select(INVESTMENT_PROFILE_COLUMNS)
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw toError(error);
  return data as InvestmentProfile | null;
}

export const investmentProfileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: buyerProfileKeys.investmentProfile(userId),
    queryFn: () => fetchInvestmentProfile(supabase, userId),
  });

export function useInvestmentProfile(userId: string) {
  return useQuery(investmentProfileQueryOptions(userId));
}
