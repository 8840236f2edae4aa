import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { toError, type DbClient } from '../../../lib/db';
import { supabase } from '../../../lib/supabase';
import { dealTeamKeys } from './query-keys';
import { MIN_INVITEE_PASSWORD_LENGTH, setOwnPassword } from './set-own-password';

/** The acceptance form: the NDA signed with one's full name (and the terms, for a new account). */
export const acceptSchema = z.object({
  signedName: z.string().trim().min(2).max(200),
  acceptNda: z.literal(true),
  acceptTerms: z.boolean(),
  /** An account the invitation made chooses its password with the acceptance. */
  password: z.string().min(MIN_INVITEE_PASSWORD_LENGTH).optional(),
});
export type AcceptInput = z.infer<typeof acceptSchema>;

/**
 * The invitee accepts the NDA in their own name and joins the team (accept_deal_invitation());
 * an account the invitation made sets its password first (it signs in with it next time).
 */
export async function acceptInvitation(
  memberId: string,
  input: AcceptInput,
  client: DbClient = supabase,
): Promise<{ deal_id: string }> {
  const parsed = acceptSchema.parse(input);
  if (parsed.password !== undefined) await setOwnPassword(parsed.password);
  const { data, error } = await client.rpc('accept_deal_invitation', {
    p_member_id: memberId,
    p_signed_name: input.signedName,
    p_accept_nda: input.acceptNda,
    p_accept_terms: input.acceptTerms,
  });
  if (error) throw toError(error);
  return { deal_id: data.deal_id };
}

export function useAcceptInvitation(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AcceptInput) => acceptInvitation(memberId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dealTeamKeys.all }),
  });
}
