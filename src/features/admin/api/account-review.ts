import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '../../../lib/supabase';
import type { DbClient } from '../../../lib/db';
import { ACCOUNT_REJECTION_REASONS } from './set-verification';
import { adminKeys } from './query-keys';
import { toError } from '../../../lib/db';

const isoDate = z.string();

/** Answer of `admin_applicant` (supabase/schemas/95_admin_and_audit.sql): one account to decide on. */
export const applicantSchema = z.object({
  id: z.guid(),
  name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  /** The company website (profiles.website: http(s) with a host, checked by the database). */
  website: z.string().nullable(),
  role: z.enum(['scout', 'investor', 'company', 'admin']),
  verification_status: z.enum(['pending', 'verified', 'rejected']),
  language: z.enum(['en', 'de']),
  created_at: isoDate,
  submitted_at: isoDate,
  email_confirmed_at: isoDate.nullable(),
  verified_at: isoDate.nullable(),
  rejected_at: isoDate.nullable(),
  consented_at: isoDate.nullable(),
  /** The sign-up request's client address (admins only); null when none was recorded. */
  signup_ip: z.string().nullable(),
  registration: z
    .object({
      name: z.string().optional(),
      role: z.string().optional(),
      phone_number: z.string().optional(),
      website: z.string().optional(),
    })
    .nullable(),
  billing: z
    .object({
      kind: z.enum(['company', 'private']),
      company_name: z.string().nullable(),
      company_email: z.string().nullable(),
      responsible_person: z.string().nullable(),
      phone_number: z.string().nullable(),
      uid_number: z.string().nullable(),
      city: z.string().nullable(),
      country: z.string().nullable(),
    })
    .nullable(),
  investment_profile: z
    .object({
      industries: z.array(z.string()),
      locations: z.array(z.string()),
      deal_types: z.array(z.string()),
      revenue_min: z.string().nullable(),
      revenue_max: z.string().nullable(),
      ticket_min_eur: z.number().nullable(),
      ticket_max_eur: z.number().nullable(),
      timeframe: z.string().nullable(),
    })
    .nullable(),
  listings: z.object({
    count: z.number(),
    recent: z.array(
      z.object({
        id: z.guid(),
        title: z.string().nullable(),
        status: z.string(),
        industry: z.string(),
        location: z.string(),
        created_at: isoDate,
      }),
    ),
  }),
  notes: z.array(
    z.object({
      id: z.guid(),
      body: z.string(),
      created_at: isoDate,
      author_id: z.guid().nullable(),
      author_name: z.string().nullable(),
    }),
  ),
  open_proposal: z
    .object({
      id: z.guid(),
      reason_code: z.enum(ACCOUNT_REJECTION_REASONS),
      reason_note: z.string().nullable(),
      proposed_at: isoDate,
      proposed_by: z.guid().nullable(),
      proposed_by_name: z.string().nullable(),
      mine: z.boolean().nullable(),
    })
    .nullable(),
  decisions: z.array(
    z.object({
      id: z.guid(),
      to_status: z.enum(['pending', 'verified', 'rejected']),
      reason_code: z.string().nullable(),
      reason_note: z.string().nullable(),
      decided_at: isoDate,
      decided_by_name: z.string().nullable(),
      undone_at: isoDate.nullable(),
    }),
  ),
  admin_count: z.number(),
});

export type Applicant = z.infer<typeof applicantSchema>;

/** Everything the verification screen shows about one account (admins only; 42501 otherwise). */
export async function fetchApplicant(client: DbClient, userId: string): Promise<Applicant> {
  const { data, error } = await client.rpc('admin_applicant', {
    p_user_id: z.guid().parse(userId),
  });
  if (error) throw toError(error);
  return applicantSchema.parse(data);
}

export function applicantQueryOptions(userId: string, client: DbClient = supabase) {
  return queryOptions({
    queryKey: adminKeys.applicant(userId),
    queryFn: () => fetchApplicant(client, userId),
  });
}

export function useApplicant(userId: string | null) {
  return useQuery({ ...applicantQueryOptions(userId ?? ''), enabled: userId !== null });
}

/** An internal note about an account (account_notes: admins only, written as the caller). */
export const accountNoteSchema = z.object({
  userId: z.guid(),
  body: z.string().trim().min(1).max(2000),
});

export async function addAccountNote(client: DbClient, input: z.input<typeof accountNoteSchema>) {
  const { userId, body } = accountNoteSchema.parse(input);
  const { error } = await client.from('account_notes').insert({ user_id: userId, body });
  if (error) throw toError(error);
}

export const proposeRejectionSchema = z.object({
  userId: z.guid(),
  reasonCode: z.enum(ACCOUNT_REJECTION_REASONS),
  reasonNote: z.string().trim().max(1000).optional(),
});

export type RejectionOutcome =
  { outcome: 'proposed'; proposalId: string } | { outcome: 'rejected' };

/**
 * Proposes a rejection (four eyes): with two or more admins it waits for another admin's
 * confirmation; with a single admin the database rejects at once.
 */
export async function proposeRejection(
  client: DbClient,
  input: z.input<typeof proposeRejectionSchema>,
): Promise<RejectionOutcome> {
  const { userId, reasonCode, reasonNote } = proposeRejectionSchema.parse(input);
  const { data, error } = await client.rpc('propose_account_rejection', {
    p_user_id: userId,
    p_reason_code: reasonCode,
    ...(reasonNote ? { p_reason_note: reasonNote } : {}),
  });
  if (error) throw toError(error);
  const answer = z
    .object({ outcome: z.enum(['proposed', 'rejected']), proposal_id: z.guid().optional() })
    .parse(data);
  return answer.outcome === 'proposed'
    ? { outcome: 'proposed', proposalId: answer.proposal_id! }
    : { outcome: 'rejected' };
}

/** Another admin's proposal confirmed: the account is rejected with its reason. */
export async function confirmRejection(client: DbClient, proposalId: string) {
  const { data, error } = await client.rpc('confirm_account_rejection', {
    p_proposal_id: z.guid().parse(proposalId),
  });
  if (error) throw toError(error);
  return data;
}

export async function withdrawRejection(client: DbClient, proposalId: string) {
  const { error } = await client.rpc('withdraw_account_rejection', {
    p_proposal_id: z.guid().parse(proposalId),
  });
  if (error) throw toError(error);
}

const invalidateReview = (queryClient: ReturnType<typeof useQueryClient>, userId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.applicant(userId) }),
    queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
    queryClient.invalidateQueries({ queryKey: adminKeys.stats() }),
    queryClient.invalidateQueries({ queryKey: adminKeys.queues() }),
  ]);

export function useAddAccountNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.input<typeof accountNoteSchema>) => addAccountNote(supabase, input),
    onSuccess: (_data, input) =>
      queryClient.invalidateQueries({ queryKey: adminKeys.applicant(input.userId) }),
  });
}

export function useProposeRejection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.input<typeof proposeRejectionSchema>) =>
      proposeRejection(supabase, input),
    onSettled: (_data, _error, input) => invalidateReview(queryClient, input.userId),
  });
}

export function useConfirmRejection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ proposalId }: { proposalId: string; userId: string }) =>
      confirmRejection(supabase, proposalId),
    onSettled: (_data, _error, input) => invalidateReview(queryClient, input.userId),
  });
}

export function useWithdrawRejection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ proposalId }: { proposalId: string; userId: string }) =>
      withdrawRejection(supabase, proposalId),
    onSettled: (_data, _error, input) => invalidateReview(queryClient, input.userId),
  });
}
