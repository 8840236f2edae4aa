import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '../../../lib/supabase';
import { toError, type DbClient } from '../../../lib/db';

const invoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  issued_at: z.string(),
  amount_eur: z.number(),
  listing_id: z.string().nullable(),
  listing_title: z.string(),
  deal_id: z.string().nullable(),
  company_name: z.string().nullable(),
  company_email: z.string().nullable(),
  responsible_person: z.string().nullable(),
  phone_number: z.string().nullable(),
  uid_number: z.string().nullable(),
  street_address: z.string().nullable(),
  city: z.string().nullable(),
  postal_code: z.string().nullable(),
  country: z.string().nullable(),
});

/** An invoice of the 500 EUR access fee (issued by the database when access was granted). */
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceKeys = {
  mine: (userId: string) => ['invoices', 'mine', userId] as const,
};

export async function fetchInvoices(client: DbClient, userId: string): Promise<Invoice[]> {
  const { data, error } = await client
    .from('invoices')
    .select(
      'id, number, issued_at, amount_eur, listing_id, listing_title, deal_id, company_name, company_email, responsible_person, phone_number, uid_number, street_address, city, postal_code, country',
    )
    .eq('buyer_id', userId)
    .order('issued_at', { ascending: false })
    .limit(100);
  if (error) throw toError(error);
  return z.array(invoiceSchema).parse(data ?? []);
}

export function invoicesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: invoiceKeys.mine(userId),
    queryFn: () => fetchInvoices(supabase, userId),
    staleTime: 0,
  });
}

export function useInvoices(userId: string) {
  return useQuery(invoicesQueryOptions(userId));
}
