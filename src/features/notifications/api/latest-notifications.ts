import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { Constants } from '../../../lib/database.types';
import { supabase } from '../../../lib/supabase';
import { notificationKeys } from './query-keys';
import { toError } from '../../../lib/db';

/** How many notifications the list shows. */
export const LATEST_LIMIT = 20;

const payloadSchema = z
  .object({
    listing_id: z.string().optional(),
    listing_title: z.string().nullish(),
    listing_type: z.enum(Constants.public.Enums.listing_type).optional(),
    industry: z.enum(Constants.public.Enums.industry).optional(),
    location: z.enum(Constants.public.Enums.location).optional(),
    revenue: z.enum(Constants.public.Enums.revenue_range).optional(),
    from_name: z.string().optional(),
    excerpt: z.string().optional(),
    success_fee_eur: z.number().nullish(),
    document_name: z.string().optional(),
    price_eur: z.number().nullish(),
    exclusive_until: z.string().nullish(),
    reason: z.enum(['lapsed', 'ended', 'closed']).optional(),
    // deal.reminder: how long the request has waited, and whether for an answer or a decision.
    days: z.number().optional(),
    waiting: z.enum(['message', 'access']).optional(),
    search_name: z.string().optional(),
    band: z.enum(Constants.public.Enums.capacity_band).optional(),
    expires_at: z.string().optional(),
    // diligence.*: the request's title, how many (a statement's requests), the member's new role.
    title: z.string().optional(),
    count: z.number().optional(),
    ref_no: z.number().optional(),
    role: z.enum(Constants.public.Enums.deal_member_role).optional(),
    // exclusivity.milestone_due / _overdue: which milestone (and due_date below).
    milestone: z.enum(Constants.public.Enums.offer_milestone_kind).optional(),
    // closing.*: the step (a template key or the parties' own title), waived or done, the template.
    item_key: z.string().nullish(),
    item_title: z.string().nullish(),
    status: z.enum(['done', 'waived']).optional(),
    structure: z.enum(Constants.public.Enums.offer_structure).optional(),
    // invoice.overdue (and scout_fee.paid: the credit note's number)
    number: z.string().optional(),
    due_date: z.string().optional(),
    // scout_fee.paid: the amount paid (with VAT, cents) and the day
    gross_cents: z.number().optional(),
    paid_on: z.string().optional(),
  })
  .catch({});

const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(Constants.public.Enums.notification_kind),
  link: z.string(),
  payload: payloadSchema,
  read_at: z.string().nullable(),
  created_at: z.string(),
});

export type AppNotification = z.infer<typeof notificationSchema>;
export type NotificationPayload = AppNotification['payload'];

/** The caller's newest notifications, newest first. */
export async function fetchLatestNotifications(): Promise<AppNotification[]> {
  const { data, error } = await supabase
    .from('notifications')
    .select('id, kind, link, payload, read_at, created_at')
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(LATEST_LIMIT);
  if (error) throw toError(error);
  return z.array(notificationSchema).parse(data);
}

export const latestNotificationsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: notificationKeys.latest(userId), queryFn: fetchLatestNotifications });

export function useLatestNotifications(userId: string, enabled = true) {
  return useQuery({ ...latestNotificationsQueryOptions(userId), enabled });
}
