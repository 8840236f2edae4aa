import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type z } from 'zod';
import { supabase } from '../../../lib/supabase';
import type { DbClient } from '../../../lib/db';
import { type Page, pageRange, pagingSchema, toPage } from './paging';
import { adminKeys } from './query-keys';

export const messagesParamsSchema = pagingSchema;
export type MessagesParams = z.infer<typeof messagesParamsSchema>;

export type SupportMessage = {
  id: string;
  email: string;
  subject: string;
  body: string;
  createdAt: string;
  senderName: string | null;
};

/** Support and contact messages (admins only), newest first. */
export async function fetchMessages(
  client: DbClient,
  input: Partial<MessagesParams> = {},
): Promise<Page<SupportMessage>> {
  const params = messagesParamsSchema.parse(input);
  const [from, to] = pageRange(params.page, params.pageSize);
  return toPage(
    client
      .from('messages')
      .select('id, email, subject, body, created_at, sender:profiles(name)', { count: 'exact' })
      .order('created_at', { ascending: false })
      .order('id', { ascending: true })
      .range(from, to),
    (row) => ({
      id: row.id,
      email: row.email,
      subject: row.subject,
      body: row.body,
      createdAt: row.created_at,
      senderName: row.sender?.name ?? null,
    }),
  );
}

export function messagesQueryOptions(params: MessagesParams, client: DbClient = supabase) {
  return queryOptions({
    queryKey: adminKeys.messageList(params),
    queryFn: () => fetchMessages(client, params),
    placeholderData: keepPreviousData,
  });
}

export function useMessages(params: MessagesParams) {
  return useQuery(messagesQueryOptions(params));
}
