import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '../../../lib/supabase';
import type { DbClient } from '../../../lib/db';
import { adminKeys } from './query-keys';
import { toError } from '../../../lib/db';

/** Why an account is rejected (account_decisions.reason_code): the email words it. */
export const ACCOUNT_REJECTION_REASONS = [
  'identity_unverified',
  'information_incomplete',
  'not_eligible',
  'duplicate_account',
  'other',
] as const;
export type AccountRejectionReason = (typeof ACCOUNT_REJECTION_REASONS)[number];

/** An admin's decision about a user account; a rejection says why (the database insists too). */
export const setVerificationSchema = z
  .object({
    userId: z.guid(),
    status: z.enum(['verified', 'rejected']),
    reasonCode: z.enum(ACCOUNT_REJECTION_REASONS).optional(),
    reasonNote: z.string().trim().max(1000).optional(),
  })
  .refine((v) => v.status !== 'rejected' || v.reasonCode !== undefined, {
    message: 'reasonRequired',
    path: ['reasonCode'],
  });

export type SetVerificationInput = z.input<typeof setVerificationSchema>;

/**
 * Verifies or rejects a user through the `set_verification` RPC (the database checks admin). The
 * decision's email waits for the undo window (public.undo_account_decision()).
 */
export async function setVerification(client: DbClient, input: SetVerificationInput) {
  const { userId, status, reasonCode, reasonNote } = setVerificationSchema.parse(input);
  const { data, error } = await client.rpc('set_verification', {
    p_user_id: userId,
    p_status: status,
    ...(reasonCode ? { p_reason_code: reasonCode } : {}),
    ...(reasonNote ? { p_reason_note: reasonNote } : {}),
  });
  if (error) throw toError(error);
  return data;
}

export type AccountDecision = {
  id: string;
  user_id: string;
  to_status: 'pending' | 'verified' | 'rejected';
  undo_until: string;
};

/** The admin's decisions that can still be undone (their email has not gone out). */
export async function fetchUndoableDecisions(client: DbClient): Promise<AccountDecision[]> {
  const { data, error } = await client
    .from('account_decisions')
    .select('id, user_id, to_status, undo_until')
    .is('undone_at', null)
    .gt('undo_until', new Date().toISOString())
    .order('decided_at', { ascending: false });
  if (error) throw toError(error);
  return data;
}

export function undoableDecisionsQueryOptions(client: DbClient = supabase) {
  return queryOptions({
    queryKey: adminKeys.undoableDecisions(),
    queryFn: () => fetchUndoableDecisions(client),
  });
}

export function useUndoableDecisions() {
  return useQuery(undoableDecisionsQueryOptions());
}

/** Takes a decision back before its email is due (the database refuses once it is too late). */
export async function undoAccountDecision(client: DbClient, decisionId: string) {
  const id = z.guid().parse(decisionId);
  const { data, error } = await client.rpc('undo_account_decision', { p_decision_id: id });
  if (error) throw toError(error);
  return data;
}

const invalidateAccounts = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
    queryClient.invalidateQueries({ queryKey: adminKeys.stats() }),
  ]);

/** Changes a user's status: the users lists, the status counts and the undo list change with it. */
export function useSetVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetVerificationInput) => setVerification(supabase, input),
    onSuccess: () => invalidateAccounts(queryClient),
  });
}

export function useUndoAccountDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decisionId: string) => undoAccountDecision(supabase, decisionId),
    onSettled: () => invalidateAccounts(queryClient),
  });
}
