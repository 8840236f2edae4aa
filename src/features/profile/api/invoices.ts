import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { Constants } from '../../../lib/database.types';
import { supabase } from '../../../lib/supabase';
import { toError, type DbClient } from '../../../lib/db';
import { saveFunctionPdf } from '../../../lib/function-pdf';

const invoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  kind: z.enum(Constants.public.Enums.invoice_kind),
  status: z.enum(Constants.public.Enums.invoice_status),
  issued_at: z.string(),
  due_date: z.string(),
  paid_at: z.string().nullable(),
  gross_cents: z.number().int(),
  vat_treatment: z.enum(Constants.public.Enums.vat_treatment),
  listing_title: z.string(),
  deal_id: z.string().nullable(),
});

/**
 * An access-fee invoice (or the cancellation of one), issued by the database when access was
 * granted; its PDF is made once on the server and stored (the invoices edge function).
 */
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceKeys = {
  mine: (userId: string) => ['invoices', 'mine', userId] as const,
};

export async function fetchInvoices(client: DbClient, userId: string): Promise<Invoice[]> {
  const { data, error } = await client
    .from('invoices')
    .select(
      'id, number, kind, status, issued_at, due_date, paid_at, gross_cents, vat_treatment, listing_title, deal_id',
    )
    .eq('buyer_id', userId)
    .order('issued_at', { ascending: false })
    .order('sequence_number', { ascending: false })
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

/** The stored PDF of the invoice (or its receipt, once paid) from the invoices function. */
export async function downloadInvoicePdf(
  invoice: Pick<Invoice, 'id' | 'number'>,
  document: 'invoice' | 'receipt',
): Promise<void> {
  await saveFunctionPdf(
    'invoices',
    { invoice_id: invoice.id, document },
    `${invoice.number}${document === 'receipt' ? '-receipt' : ''}.pdf`,
  );
}

export function useDownloadInvoicePdf() {
  return useMutation({
    mutationFn: ({
      invoice,
      document,
    }: {
      invoice: Pick<Invoice, 'id' | 'number'>;
      document: 'invoice' | 'receipt';
    }) => downloadInvoicePdf(invoice, document),
  });
}
