import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import type { Database } from '../../../lib/database.types';
import { supabase } from '../../../lib/supabase';
import { toError } from '../../../lib/db';

type DbClient = SupabaseClient<Database>;

/** The event types public.audit_events accepts (its audit_events_event_type constraint). */
export const AUDIT_EVENT_TYPES = [
  'verification_decided',
  'role_changed',
  'unlock_requested',
  'unlock_decided',
  'success_fee_recorded',
  'nda_signed',
  'details_read',
  'document_opened',
  'deal_marked_won',
  'success_fee_declined',
  'invoice_paid',
  'invoice_cancelled',
  'listing_edited',
  'verification_undone',
  'credit_note_issued',
  'scout_fee_paid',
  'team_role_changed',
  'closing_step',
] as const;
export type AuditEventType = (typeof AUDIT_EVENT_TYPES)[number];

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const auditTrailParamsSchema = z.object({
  eventType: z.enum(AUDIT_EVENT_TYPES).nullable().default(null),
  /** First and last UTC day shown (inclusive), as yyyy-mm-dd. */
  fromDay: day.nullable().default(null),
  toDay: day.nullable().default(null),
  page: z.int().min(1).default(1),
  pageSize: z.int().min(1).max(100).default(20),
});
export type AuditTrailParams = z.infer<typeof auditTrailParamsSchema>;

export type AuditEvent = Database['public']['Functions']['audit_trail']['Returns'][number];

export const auditKeys = {
  all: ['audit-trail'] as const,
  list: (userId: string, params: AuditTrailParams) => [...auditKeys.all, userId, params] as const,
};

function nextDay(isoDay: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString();
}

/**
 * A page of the audit trail. The database decides what the caller sees: admins every event, a
 * listing owner the events about their listings, everyone else nothing.
 */
export async function fetchAuditTrail(
  client: DbClient,
  input: Partial<AuditTrailParams> = {},
): Promise<{ rows: AuditEvent[]; total: number }> {
  const params = auditTrailParamsSchema.parse(input);
  const { data, error } = await client.rpc('audit_trail', {
    p_event_type: params.eventType ?? undefined,
    p_from: params.fromDay ? `${params.fromDay}T00:00:00Z` : undefined,
    p_to: params.toDay ? nextDay(params.toDay) : undefined,
    p_limit: params.pageSize,
    p_offset: (params.page - 1) * params.pageSize,
  });
  if (error) throw toError(error);
  return { rows: data, total: data[0]?.total_count ?? 0 };
}

/** The trail's first page without filters: what the dashboard shows first (and its loader reads). */
export const FIRST_AUDIT_PAGE: AuditTrailParams = {
  eventType: null,
  fromDay: null,
  toDay: null,
  page: 1,
  pageSize: 20,
};

export function auditTrailQueryOptions(
  userId: string,
  params: AuditTrailParams,
  client: DbClient = supabase,
) {
  return queryOptions({
    queryKey: auditKeys.list(userId, params),
    queryFn: () => fetchAuditTrail(client, params),
    placeholderData: keepPreviousData,
  });
}

export function useAuditTrail(userId: string, params: AuditTrailParams) {
  return useQuery(auditTrailQueryOptions(userId, params));
}
