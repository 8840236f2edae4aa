import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type z } from 'zod';
import type { Database } from '../../../lib/database.types';
import { supabase } from '../../../lib/supabase';
import type { DbClient } from '../../../lib/db';
import { type Page, pageRange, pagingSchema, toPage } from './paging';
import { adminKeys } from './query-keys';

export const inquiriesParamsSchema = pagingSchema;
export type InquiriesParams = z.infer<typeof inquiriesParamsSchema>;

export type AdminInquiry = {
  id: string;
  message: string;
  status: Database['public']['Enums']['inquiry_status'];
  createdAt: string;
  senderName: string | null;
  senderEmail: string | null;
  listingId: string;
  listingTitle: string | null;
};

const INQUIRY_COLUMNS = `id, message, status, created_at, listing_id,
  sender:profiles(name, email), listing:listings(details:listing_details(title))`;

/** All inquiries, newest first, with sender and listing. */
export async function fetchInquiries(
  client: DbClient,
  input: Partial<InquiriesParams> = {},
): Promise<Page<AdminInquiry>> {
  const params = inquiriesParamsSchema.parse(input);
  const [from, to] = pageRange(params.page, params.pageSize);
  return toPage(
    client
      .from('inquiries')
      .select(INQUIRY_COLUMNS, { count: 'exact' })
      .order('created_at', { ascending: false })
      .order('id', { ascending: true })
      .range(from, to),
    (row) => ({
      id: row.id,
      message: row.message,
      status: row.status,
      createdAt: row.created_at,
      senderName: row.sender?.name ?? null,
      senderEmail: row.sender?.email ?? null,
      listingId: row.listing_id,
      listingTitle: row.listing?.details?.title ?? null,
    }),
  );
}

export function inquiriesQueryOptions(params: InquiriesParams, client: DbClient = supabase) {
  return queryOptions({
    queryKey: adminKeys.inquiryList(params),
    queryFn: () => fetchInquiries(client, params),
    placeholderData: keepPreviousData,
  });
}

export function useInquiries(params: InquiriesParams) {
  return useQuery(inquiriesQueryOptions(params));
}
