import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '../../../lib/supabase';
import { toError, type DbClient } from '../../../lib/db';
import { saveFunctionPdf } from '../../../lib/function-pdf';
import { dashboardKeys } from './dashboard-stats';

export const SCOUT_FEE_STATUSES = ['recorded', 'confirmed', 'paid', 'declined'] as const;

const scoutFeeSchema = z.object({
  deal_id: z.string(),
  listing_title: z.string(),
  status: z.enum(SCOUT_FEE_STATUSES),
  fee_cents: z.number().int(),
  gross_cents: z.number().int(),
  marked_at: z.string(),
  decided_at: z.string().nullable(),
  paid_at: z.string().nullable(),
  credit_note_id: z.string().nullable(),
  credit_note_number: z.string().nullable(),
});

/**
 * A scout's fee for a won deal: recorded when the deal is marked won, confirmed by an admin (a
 * credit note is issued), paid when the marketplace transferred it (public.scout_fees()).
 */
export type ScoutFee = z.infer<typeof scoutFeeSchema>;

export const scoutFeeKeys = {
  mine: (userId: string) => [...dashboardKeys.all, 'scout-fees', userId] as const,
};

export async function fetchScoutFees(client: DbClient): Promise<ScoutFee[]> {
  const { data, error } = await client.rpc('scout_fees', { p_limit: 200 });
  if (error) throw toError(error);
  return z.array(scoutFeeSchema).parse(data ?? []);
}

export function scoutFeesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: scoutFeeKeys.mine(userId),
    queryFn: () => fetchScoutFees(supabase),
  });
}

export function useScoutFees(userId: string) {
  return useQuery(scoutFeesQueryOptions(userId));
}

/** A period of the statement: a month, a quarter or a year. */
export type StatementPeriod =
  { year: number; month: number } | { year: number; quarter: number } | { year: number };

/** A PDF from the invoices function, saved as `name`. */
const savePdf = (body: Record<string, unknown>, name: string) =>
  saveFunctionPdf('invoices', body, name);

/** The stored credit note (Gutschrift) of a confirmed fee. */
export const downloadCreditNote = (fee: Pick<ScoutFee, 'credit_note_id' | 'credit_note_number'>) =>
  savePdf({ credit_note_id: fee.credit_note_id }, `${fee.credit_note_number ?? 'credit-note'}.pdf`);

/** The statement of the caller's fees for a period. */
export const downloadStatement = (period: StatementPeriod) =>
  savePdf({ statement: period }, statementFileName(period));

/** statement-2026.pdf, statement-2026-Q4.pdf, statement-2026-11.pdf (as the function names it). */
export function statementFileName(period: StatementPeriod): string {
  const suffix =
    'month' in period
      ? `-${String(period.month).padStart(2, '0')}`
      : 'quarter' in period
        ? `-Q${period.quarter}`
        : '';
  return `statement-${period.year}${suffix}.pdf`;
}

export function useDownloadCreditNote() {
  return useMutation({ mutationFn: downloadCreditNote });
}

export function useDownloadStatement() {
  return useMutation({ mutationFn: downloadStatement });
}
