import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toError, type DbClient } from '../../../lib/db';
import { supabase } from '../../../lib/supabase';
import { dealTeamKeys } from './query-keys';

/** A lead removes a member of their side (public.remove_deal_member()): access ends at once. */
export async function removeMember(memberId: string, client: DbClient = supabase): Promise<void> {
  const { error } = await client.rpc('remove_deal_member', { p_member_id: memberId });
  if (error) throw toError(error);
}

export function useRemoveMember(dealId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: string) => removeMember(memberId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dealTeamKeys.team(dealId) }),
  });
}
