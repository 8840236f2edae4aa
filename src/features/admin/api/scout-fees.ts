import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { DbClient } from '../../../lib/db';
import { toError } from '../../../lib/db';
import { supabase } from '../../../lib/supabase';
import { berlinDayStart, nextDay, type InvoicePosting } from './finance-export';
import { adminKeys } from './query-keys';

export const SCOUT_FEE_STATUSES = ['recorded', 'confirmed', 'paid', 'declined'] as const;
export type ScoutFeeStatus = (typeof SCOUT_FEE_STATUSES)[number];

const adminScoutFeeSchema = z.object({
  deal_id: z.string(),
  listing_title: z.string(),
  scout_id: z.string(),
  scout_name: z.string(),
  status: z.enum(SCOUT_FEE_STATUSES),
  fee_cents: z.number().int(),
  gross_cents: z.number().int(),
  marked_at: z.string(),
  paid_at: z.string().nullable(),
  credit_note_id: z.string().nullable(),
  credit_note_number: z.string().nullable(),
});

/** A scout's fee as the admin sees it (public.scout_fees(), every scout). */
export type AdminScoutFee = z.infer<typeof adminScoutFeeSchema>;

/** The newest 100 fees of every scout: recorded, owed (confirmed) and paid. */
export async function fetchAdminScoutFees(client: DbClient): Promise<AdminScoutFee[]> {
  const { data, error } = await client.rpc('scout_fees', { p_limit: 100 });
  if (error) throw toError(error);
  return z.array(adminScoutFeeSchema).parse(data ?? []);
}

export function adminScoutFeesQueryOptions(client: DbClient = supabase) {
  return queryOptions({
    queryKey: adminKeys.scoutFees(),
    queryFn: () => fetchAdminScoutFees(client),
  });
}

export function useAdminScoutFees() {
  return useQuery(adminScoutFeesQueryOptions());
}

export type ScoutFeeSummary = Record<
  ScoutFeeStatus,
  { fees: number; netCents: number; grossCents: number }
>;

/** Fees per status with their sums in cents (public.scout_fee_summary()). */
export async function fetchScoutFeeSummary(client: DbClient): Promise<ScoutFeeSummary> {
  const { data, error } = await client.rpc('scout_fee_summary');
  if (error) throw toError(error);
  const empty = { fees: 0, netCents: 0, grossCents: 0 };
  const summary: ScoutFeeSummary = {
    recorded: { ...empty },
    confirmed: { ...empty },
    paid: { ...empty },
    declined: { ...empty },
  };
  for (const row of data ?? []) {
    const status = z.enum(SCOUT_FEE_STATUSES).parse(row.status);
    summary[status] = {
      fees: Number(row.fees),
      netCents: Number(row.net_cents),
      grossCents: Number(row.gross_cents),
    };
  }
  return summary;
}

export function useScoutFeeSummary() {
  return useQuery({
    queryKey: adminKeys.scoutFeeSummary(),
    queryFn: () => fetchScoutFeeSummary(supabase),
  });
}

/** Admin: the confirmed fee was transferred (public.mark_scout_fee_paid). */
export function useMarkScoutFeePaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (dealId: string) => {
      const { error } = await supabase.rpc('mark_scout_fee_paid', { p_deal_id: dealId });
      if (error) throw toError(error);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.finance() }),
  });
}

/**
 * The credit notes with a posting in a period (Berlin days `from` through `to`), as postings:
 * those issued in it and those whose fee was paid out in it (see fetchPostings).
 */
export async function fetchCreditNotePostings(
  client: DbClient,
  from: string,
  to: string,
): Promise<InvoicePosting[]> {
  // Berlin days, summer time included: from 00:00 on `from` until 00:00 after `to`.
  const [start, end] = [berlinDayStart(from), berlinDayStart(nextDay(to))];
  const columns =
    'number, issued_at, gross_cents, net_cents, vat_cents, vat_rate_percent, vat_treatment, scout_kind, company_name, responsible_person';
  const [issued, paidOut] = await Promise.all([
    client
      .from('credit_notes')
      .select(`${columns}, fee:won_deal_confirmations(paid_at)`)
      .gte('issued_at', start)
      .lt('issued_at', end)
      .order('issued_at')
      .limit(10_000),
    client
      .from('credit_notes')
      .select(`${columns}, fee:won_deal_confirmations!inner(paid_at)`)
      .gte('fee.paid_at', start)
      .lt('fee.paid_at', end)
      .limit(10_000),
  ]);
  if (issued.error) throw toError(issued.error);
  if (paidOut.error) throw toError(paidOut.error);
  type Row = {
    number: string;
    issued_at: string;
    gross_cents: number;
    net_cents: number;
    vat_cents: number;
    vat_rate_percent: number;
    vat_treatment: InvoicePosting['vat_treatment'];
    scout_kind: string | null;
    company_name: string | null;
    responsible_person: string | null;
    fee: { paid_at: string | null } | null;
  };
  const rows = [...(issued.data ?? []), ...(paidOut.data ?? [])] as unknown as Row[];
  const byNumber = new Map(rows.map((row) => [row.number, row]));
  return [...byNumber.values()].map((row) => ({
    number: row.number,
    kind: 'credit_note' as const,
    issued_at: row.issued_at,
    paid_at: row.fee?.paid_at ?? null,
    gross_cents: row.gross_cents,
    net_cents: row.net_cents,
    vat_cents: row.vat_cents,
    vat_rate_percent: row.vat_rate_percent,
    vat_treatment: row.vat_treatment,
    recipient:
      (row.scout_kind === 'company' ? row.company_name : row.responsible_person) ??
      row.responsible_person ??
      '',
  }));
}
