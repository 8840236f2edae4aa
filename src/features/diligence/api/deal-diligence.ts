import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { Constants } from '../../../lib/database.types';
import { toError, type DbClient } from '../../../lib/db';
import { supabase } from '../../../lib/supabase';
import { diligenceKeys } from './query-keys';

export const CATEGORIES = Constants.public.Enums.diligence_category;
export const PRIORITIES = Constants.public.Enums.diligence_priority;
export const STATUSES = Constants.public.Enums.diligence_status;

const tier = z.enum(Constants.public.Enums.data_room_tier);

const requestSchema = z.object({
  id: z.string(),
  ref_no: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  category: z.enum(CATEGORIES),
  priority: z.enum(PRIORITIES),
  due_date: z.string().nullable(),
  assignee_id: z.string().nullable(),
  assignee_name: z.string().nullable(),
  status: z.enum(STATUSES),
  answer_text: z.string().nullable(),
  answered_at: z.string().nullable(),
  accepted_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  documents: z.array(z.object({ id: z.string(), name: z.string(), tier })),
});

const questionSchema = z.object({
  id: z.string(),
  request_id: z.string().nullable(),
  document_id: z.string().nullable(),
  document_name: z.string().nullable(),
  body: z.string(),
  state: z.enum(Constants.public.Enums.diligence_question_state),
  owner_id: z.string().nullable(),
  owner_name: z.string().nullable(),
  due_date: z.string().nullable(),
  answer: z.string().nullable(),
  answered_at: z.string().nullable(),
  faq_published_at: z.string().nullable(),
  created_at: z.string(),
  draft: z.string().nullable(),
});

const dealDiligenceSchema = z.object({
  side: z.enum(Constants.public.Enums.deal_side),
  /** view reads; contribute writes; lead (principals too) also approves answers and publishes. */
  role: z.enum(Constants.public.Enums.deal_member_role),
  /** The listing's owner: uploads into the data room and sees every buyer's progress. */
  is_listing_owner: z.boolean(),
  listing_id: z.string(),
  today: z.string(),
  requests: z.array(requestSchema),
  questions: z.array(questionSchema),
});

export type DealDiligence = z.infer<typeof dealDiligenceSchema>;
export type DiligenceRequest = z.infer<typeof requestSchema>;
export type DiligenceQuestion = z.infer<typeof questionSchema>;
export type DiligenceStatus = DiligenceRequest['status'];
export type DiligenceCategory = DiligenceRequest['category'];
export type DiligencePriority = DiligenceRequest['priority'];

/** What the caller may do on the deal's due diligence (the database enforces the same). */
export function diligencePowers(data: DealDiligence) {
  return { canWrite: data.role !== 'view', isLead: data.role === 'lead' };
}

/**
 * A deal's due diligence as the caller sees it (public.deal_diligence(): one request). Null when
 * the caller may not work on it (not a party, or access not granted): the section is not shown.
 */
export async function fetchDealDiligence(
  dealId: string,
  client: DbClient = supabase,
): Promise<DealDiligence | null> {
  const { data, error } = await client.rpc('deal_diligence', { p_deal_id: dealId });
  if (error) {
    if (error.code === 'PT404') return null;
    throw toError(error);
  }
  return dealDiligenceSchema.parse(data);
}

export const dealDiligenceQueryOptions = (dealId: string) =>
  queryOptions({
    queryKey: diligenceKeys.deal(dealId),
    queryFn: () => fetchDealDiligence(dealId),
  });

export function useDealDiligence(dealId: string, enabled = true) {
  return useQuery({ ...dealDiligenceQueryOptions(dealId), enabled });
}

/** Past its due date and not yet answered (the date is Berlin's today, from the database). */
export function isOverdue(request: DiligenceRequest, today: string): boolean {
  return (
    request.due_date !== null &&
    request.due_date < today &&
    (request.status === 'open' || request.status === 'in_progress' || request.status === 'reopened')
  );
}

/** Open / overdue / answered / accepted at a glance. */
export function diligenceCounts(data: DealDiligence) {
  const counts = { open: 0, overdue: 0, answered: 0, accepted: 0, questionsOpen: 0 };
  for (const request of data.requests) {
    if (request.status === 'answered') counts.answered += 1;
    else if (request.status === 'accepted') counts.accepted += 1;
    else counts.open += 1;
    if (isOverdue(request, data.today)) counts.overdue += 1;
  }
  counts.questionsOpen = data.questions.filter((q) => q.state !== 'answered').length;
  return counts;
}
