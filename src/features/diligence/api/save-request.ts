import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toError, type DbClient } from '../../../lib/db';
import { supabase } from '../../../lib/supabase';
import { diligenceKeys } from './query-keys';
import { requestColumns, type RequestFormValues } from './request-schema';

/** The buyer's side adds requests (one from the form, many from an imported list). */
export async function createRequests(
  dealId: string,
  rows: RequestFormValues[],
  client: DbClient = supabase,
): Promise<number> {
  if (rows.length === 0) return 0;
  const { error } = await client
    .from('diligence_requests')
    .insert(rows.map((row) => ({ deal_id: dealId, ...requestColumns(row) })));
  if (error) throw toError(error);
  return rows.length;
}

/** The buyer's side changes what a request asks. */
export async function updateRequest(
  requestId: string,
  values: RequestFormValues,
  client: DbClient = supabase,
): Promise<void> {
  const { error } = await client
    .from('diligence_requests')
    .update(requestColumns(values))
    .eq('id', requestId);
  if (error) throw toError(error);
}

export function useSaveRequest(dealId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, values }: { requestId?: string; values: RequestFormValues }) =>
      requestId
        ? updateRequest(requestId, values)
        : createRequests(dealId, [values]).then(() => undefined),
    onSettled: () => queryClient.invalidateQueries({ queryKey: diligenceKeys.deal(dealId) }),
  });
}

export function useImportRequests(dealId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rows: RequestFormValues[]) => createRequests(dealId, rows),
    onSettled: () => queryClient.invalidateQueries({ queryKey: diligenceKeys.deal(dealId) }),
  });
}
