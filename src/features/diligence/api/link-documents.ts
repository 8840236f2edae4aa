import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toError, type DbClient } from '../../../lib/db';
import { supabase } from '../../../lib/supabase';
import { diligenceKeys } from './query-keys';

/**
 * The owner's side answers a request: links data-room documents and/or writes a text, and marks
 * it answered (the database refuses documents of another listing or above the buyer's tier).
 */
export async function answerRequest(
  requestId: string,
  { documentIds, text }: { documentIds: string[]; text: string },
  client: DbClient = supabase,
): Promise<void> {
  if (documentIds.length > 0) {
    const { error } = await client.from('diligence_request_documents').upsert(
      documentIds.map((documentId) => ({ request_id: requestId, document_id: documentId })),
      { onConflict: 'request_id,document_id', ignoreDuplicates: true },
    );
    if (error) throw toError(error);
  }
  const { error } = await client
    .from('diligence_requests')
    .update({ answer_text: text.trim() || null, status: 'answered' })
    .eq('id', requestId);
  if (error) throw toError(error);
}

export function useAnswerRequest(dealId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      requestId,
      documentIds,
      text,
    }: {
      requestId: string;
      documentIds: string[];
      text: string;
    }) => answerRequest(requestId, { documentIds, text }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: diligenceKeys.deal(dealId) }),
  });
}
