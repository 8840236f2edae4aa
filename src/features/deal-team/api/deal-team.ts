import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { toError, type DbClient } from '../../../lib/db';
import { supabase } from '../../../lib/supabase';
import { dealTeamKeys } from './query-keys';

const side = z.enum(['buyer', 'owner']);
export const memberRole = z.enum(['view', 'contribute', 'lead']);
export type MemberRole = z.infer<typeof memberRole>;

const dealTeamSchema = z.object({
  my_side: side.nullable(),
  my_role: memberRole.nullable(),
  is_principal: z.boolean().nullable(),
  other_side_visible: z.boolean(),
  members: z.array(
    z.object({
      id: z.string(),
      side,
      email: z.string(),
      name: z.string().nullable(),
      role: memberRole,
      status: z.enum(['invited', 'active']),
      invited_at: z.string(),
      accepted_at: z.string().nullable(),
      nda_signed_name: z.string().nullable(),
      is_me: z.boolean().nullable(),
    }),
  ),
  hidden_counts: z.record(z.string(), z.number()),
});

export type DealTeam = z.infer<typeof dealTeamSchema>;
export type DealTeamMember = DealTeam['members'][number];

/**
 * The deal's teams as the caller may see them (public.deal_team()): their own side's members, the
 * other side's only once access is granted (before: how many).
 */
export async function fetchDealTeam(
  dealId: string,
  client: DbClient = supabase,
): Promise<DealTeam> {
  const { data, error } = await client.rpc('deal_team', { p_deal_id: dealId });
  if (error) throw toError(error);
  return dealTeamSchema.parse(data);
}

export const dealTeamQueryOptions = (dealId: string) =>
  queryOptions({ queryKey: dealTeamKeys.team(dealId), queryFn: () => fetchDealTeam(dealId) });

export function useDealTeam(dealId: string) {
  return useQuery(dealTeamQueryOptions(dealId));
}
