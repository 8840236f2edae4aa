import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { Constants } from '../../../lib/database.types';
import { supabase } from '../../../lib/supabase';
import { dashboardKeys } from './dashboard-stats';
import { toError, type DbClient } from '../../../lib/db';

const receivedInquirySchema = z.object({
  id: z.string(),
  user_id: z.string(),
  listing_id: z.string(),
  message: z.string(),
  status: z.enum(Constants.public.Enums.inquiry_status),
  created_at: z.string(),
  listings: z.object({
    user_id: z.string(),
    listing_details: z.object({ title: z.string() }).nullable(),
  }),
});

export type ReceivedInquiry = z.infer<typeof receivedInquirySchema>;

/** Inquiries other users sent about the caller's listings, newest first. */
export async function fetchReceivedInquiries(
  client: DbClient,
  userId: string,
): Promise<ReceivedInquiry[]> {
  const { data, error } = await client
    .from('inquiries')
    .select(
      'id, user_id, listing_id, message, status, created_at, listings!inner(user_id, listing_details(title))',
    )
    .eq('listings.user_id', userId)
    .order('created_at', { ascending: false });
  if (error) throw toError(error);
  return z.array(receivedInquirySchema).parse(data ?? []);
}

export function receivedInquiriesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: dashboardKeys.receivedInquiries(userId),
    queryFn: () => fetchReceivedInquiries(supabase, userId),
  });
}

export function useReceivedInquiries(userId: string) {
  return useQuery(receivedInquiriesQueryOptions(userId));
}
