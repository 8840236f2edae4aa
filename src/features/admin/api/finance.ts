import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { Constants, type Database } from '../../../lib/database.types';
import { toError, type DbClient } from '../../../lib/db';
import { supabase } from '../../../lib/supabase';
import type { StatementLine } from './bank-statement';
import { berlinDayStart, nextDay, type InvoicePosting } from './finance-export';
import { pageRange, pagingSchema, toPage, type Page } from './paging';
import { adminKeys } from './query-keys';

type InvoiceStatus = Database['public']['Enums']['invoice_status'];

export const invoicesParamsSchema = pagingSchema.extend({
  status: z.enum(Constants.public.Enums.invoice_status).nullable().default(null),
});
export type InvoicesParams = z.infer<typeof invoicesParamsSchema>;

const COLUMNS =
  'id, number, kind, status, issued_at, due_date, paid_at, payment_source, gross_cents, net_cents, vat_cents, vat_rate_percent, vat_treatment, buyer_kind, company_name, responsible_person, listing_title';

export type AdminInvoice = {
  id: string;
  number: string;
  kind: Database['public']['Enums']['invoice_kind'];
  status: InvoiceStatus;
  issuedAt: string;
  dueDate: string;
  paidAt: string | null;
  paymentSource: string | null;
  grossCents: number;
  netCents: number;
  vatCents: number;
  vatRatePercent: number;
  vatTreatment: Database['public']['Enums']['vat_treatment'];
  recipient: string;
  listingTitle: string;
};

type Row = Pick<
  Database['public']['Tables']['invoices']['Row'],
  | 'id'
  | 'number'
  | 'kind'
  | 'status'
  | 'issued_at'
  | 'due_date'
  | 'paid_at'
  | 'payment_source'
  | 'gross_cents'
  | 'net_cents'
  | 'vat_cents'
  | 'vat_rate_percent'
  | 'vat_treatment'
  | 'buyer_kind'
  | 'company_name'
  | 'responsible_person'
  | 'listing_title'
>;

const toInvoice = (row: Row): AdminInvoice => ({
  id: row.id,
  number: row.number,
  kind: row.kind,
  status: row.status,
  issuedAt: row.issued_at,
  dueDate: row.due_date,
  paidAt: row.paid_at,
  paymentSource: row.payment_source,
  grossCents: row.gross_cents,
  netCents: row.net_cents,
  vatCents: row.vat_cents,
  vatRatePercent: row.vat_rate_percent,
  vatTreatment: row.vat_treatment,
  recipient:
    (row.buyer_kind === 'company' ? row.company_name : row.responsible_person) ??
    row.responsible_person ??
    '',
  listingTitle: row.listing_title,
});

/** One page of all invoices and cancellations, newest first (admins read all under RLS). */
export async function fetchInvoices(
  client: DbClient,
  input: Partial<InvoicesParams> = {},
): Promise<Page<AdminInvoice>> {
  const { page, pageSize, status } = invoicesParamsSchema.parse(input);
  let query = client.from('invoices').select(COLUMNS, { count: 'exact' });
  if (status) query = query.eq('status', status);
  return toPage(
    query
      .order('issued_at', { ascending: false })
      .order('sequence_number', { ascending: false })
      .range(...pageRange(page, pageSize)),
    toInvoice,
  );
}

export function invoicesQueryOptions(params: InvoicesParams, client: DbClient = supabase) {
  return queryOptions({
    queryKey: adminKeys.invoiceList(params),
    queryFn: () => fetchInvoices(client, params),
  });
}

export function useAdminInvoices(params: InvoicesParams) {
  return useQuery(invoicesQueryOptions(params));
}

export type FinanceSummary = {
  kind: Database['public']['Enums']['invoice_kind'];
  status: InvoiceStatus;
  invoices: number;
  netCents: number;
  vatCents: number;
  grossCents: number;
}[];

export async function fetchFinanceSummary(client: DbClient): Promise<FinanceSummary> {
  const { data, error } = await client.rpc('finance_summary');
  if (error) throw toError(error);
  return (data ?? []).map((row) => ({
    kind: row.kind,
    status: row.status,
    invoices: Number(row.invoices),
    netCents: Number(row.net_cents),
    vatCents: Number(row.vat_cents),
    grossCents: Number(row.gross_cents),
  }));
}

export function useFinanceSummary() {
  return useQuery({
    queryKey: adminKeys.financeSummary(),
    queryFn: () => fetchFinanceSummary(supabase),
  });
}

/**
 * The invoices with a posting in a period (Berlin days `from` through `to`) for the exports: those
 * issued in it and those paid in it (a payment is booked on its day, whenever its invoice was
 * issued). postingsOf() with the same period keeps each posting in its own period.
 */
export async function fetchPostings(
  client: DbClient,
  from: string,
  to: string,
): Promise<InvoicePosting[]> {
  // Berlin days, summer time included: from 00:00 on `from` until 00:00 after `to`.
  const [start, end] = [berlinDayStart(from), berlinDayStart(nextDay(to))];
  const read = (column: 'issued_at' | 'paid_at') =>
    client
      .from('invoices')
      .select(COLUMNS)
      .gte(column, start)
      .lt(column, end)
      .order(column)
      .limit(10_000);
  const [issued, paid] = await Promise.all([read('issued_at'), read('paid_at')]);
  if (issued.error) throw toError(issued.error);
  if (paid.error) throw toError(paid.error);
  const byNumber = new Map(
    [...(issued.data ?? []), ...(paid.data ?? [])].map((row) => [row.number, row]),
  );
  return [...byNumber.values()].map(toInvoice).map((i) => ({
    number: i.number,
    kind: i.kind,
    issued_at: i.issuedAt,
    paid_at: i.paidAt,
    gross_cents: i.grossCents,
    net_cents: i.netCents,
    vat_cents: i.vatCents,
    vat_rate_percent: i.vatRatePercent,
    vat_treatment: i.vatTreatment,
    recipient: i.recipient,
  }));
}

function useFinanceMutation<Input, Output>(run: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.finance() }),
  });
}

/** Admin: the invoice is paid (public.mark_invoice_paid). */
export function useMarkInvoicePaid() {
  return useFinanceMutation(async (invoiceId: string) => {
    const { error } = await supabase.rpc('mark_invoice_paid', { p_invoice_id: invoiceId });
    if (error) throw toError(error);
  });
}

/** Admin: cancellation invoice, and with reissue a new invoice (public.cancel_invoice). */
export function useCancelInvoice() {
  return useFinanceMutation(async (input: { invoiceId: string; reissue: boolean }) => {
    const { error } = await supabase.rpc('cancel_invoice', {
      p_invoice_id: input.invoiceId,
      p_reissue: input.reissue,
    });
    if (error) throw toError(error);
  });
}

export type ImportOutcome = {
  reference: string;
  number: string | null;
  outcome:
    'paid' | 'already_paid' | 'cancelled' | 'amount_differs' | 'unknown_invoice' | 'no_reference';
};

/** Admin: matches the statement's lines to invoices (public.import_bank_statement). */
export function useImportBankStatement() {
  return useFinanceMutation(async (lines: StatementLine[]) => {
    const { data, error } = await supabase.rpc('import_bank_statement', { p_lines: lines });
    if (error) throw toError(error);
    return (data ?? []) as ImportOutcome[];
  });
}
