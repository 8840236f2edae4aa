import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toError, type DbClient } from '../../../lib/db';
import { supabase } from '../../../lib/supabase';
import type { MemberRole } from './deal-team';
import { dealTeamKeys } from './query-keys';

/** The principal of a side changes a member's role (public.set_deal_member_role(), audited). */
export async function setMemberRole(
  memberId: string,
  role: MemberRole,
  client: DbClient = supabase,
): Promise<void> {
  const { error } = await client.rpc('set_deal_member_role', {
    p_member_id: memberId,
    p_role: role,
  });
  if (error) throw toError(error);
}

export function useSetMemberRole(dealId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, role }: { memberId: string; role: MemberRole }) =>
      setMemberRole(memberId, role),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dealTeamKeys.team(dealId) }),
  });
}
