import { queryOptions } from '@tanstack/react-query';
import { toError, type DbClient } from '../../../lib/db';
import { supabase } from '../../../lib/supabase';
import { dealTeamKeys } from './query-keys';

/**
 * Is the caller an active member of this deal's team (public.deal_members, the caller's own row)?
 * The protected layout asks it for an account still under review that opens a deal page: a member
 * works on their deal before DealBridge's verification. Only the way in: the database decides what
 * the page then reads (private.my_deal_side()).
 */
export async function fetchIsDealMember(
  userId: string,
  dealId: string,
  client: DbClient = supabase,
): Promise<boolean> {
  const { data, error } = await client
    .from('deal_members')
    .select('id')
    .eq('deal_id', dealId)
    .eq('user_id', userId)
    .eq('status', 'active')
    .limit(1);
  if (error) throw toError(error);
  return data.length > 0;
}

export const isDealMemberQueryOptions = (userId: string, dealId: string) =>
  queryOptions({
    queryKey: dealTeamKeys.membership(userId, dealId),
    queryFn: () => fetchIsDealMember(userId, dealId),
    staleTime: 0,
  });
