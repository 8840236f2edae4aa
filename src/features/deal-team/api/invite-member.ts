import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { z } from 'zod';
import { toError } from '../../../lib/db';
import { supabase } from '../../../lib/supabase';
import { memberRole } from './deal-team';
import { dealTeamKeys } from './query-keys';

/** The invite form: an address and a role. */
export const inviteSchema = z.object({
  email: z.string().trim().email().max(320),
  role: memberRole,
});
export type InviteInput = z.infer<typeof inviteSchema>;

/** A refusal of the invitation, by what the database said (the function keeps its status). */
export type InviteRefusal = 'not_lead' | 'already' | 'invalid' | 'not_found' | 'failed';

export class InviteError extends Error {
  constructor(
    readonly reason: InviteRefusal,
    message: string,
  ) {
    super(message);
  }
}

const REASONS: Record<number, InviteRefusal> = {
  403: 'not_lead',
  404: 'not_found',
  409: 'already',
  422: 'invalid',
};

/**
 * Invites a colleague or adviser to the caller's side of the deal through the deal-team function:
 * the database decides (public.invite_deal_member()), then Auth mails the invitation (a new
 * account, or a sign-in link for an existing one) leading to /team-invite/<member>.
 */
export async function inviteMember(dealId: string, input: InviteInput, language: string) {
  const { data, error } = await supabase.functions.invoke<{ member: { id: string } }>('deal-team', {
    body: {
      deal_id: dealId,
      email: input.email,
      role: input.role,
      app_url: window.location.origin,
      language,
    },
  });
  if (error) {
    if (error instanceof FunctionsHttpError) {
      const response = error.context as Response;
      const body = (await response.json().catch(() => ({}))) as { error?: string };
      throw new InviteError(REASONS[response.status] ?? 'failed', body.error ?? error.message);
    }
    throw toError(error);
  }
  return data!.member;
}

export function useInviteMember(dealId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, language }: { input: InviteInput; language: string }) =>
      inviteMember(dealId, input, language),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dealTeamKeys.team(dealId) }),
  });
}
