import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { toError, type DbClient } from '../../../lib/db';
import { supabase } from '../../../lib/supabase';
import { dealTeamKeys } from './query-keys';

const invitationsSchema = z.array(
  z.object({
    id: z.string(),
    deal_id: z.string(),
    side: z.enum(['buyer', 'owner']),
    role: z.enum(['view', 'contribute', 'lead']),
    invited_at: z.string(),
    invited_by_name: z.string().nullable(),
    listing_type: z.string(),
    industry: z.string(),
    needs_terms: z.boolean().nullable(),
  }),
);

export type Invitation = z.infer<typeof invitationsSchema>[number];

/** The open invitations of the caller's confirmed address (public.my_deal_invitations()). */
export async function fetchMyInvitations(client: DbClient = supabase): Promise<Invitation[]> {
  const { data, error } = await client.rpc('my_deal_invitations');
  if (error) throw toError(error);
  return invitationsSchema.parse(data);
}

export const myInvitationsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: dealTeamKeys.invitations(userId), queryFn: () => fetchMyInvitations() });

export function useMyInvitations(userId: string) {
  return useQuery(myInvitationsQueryOptions(userId));
}
