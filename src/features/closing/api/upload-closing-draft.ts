import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '../../../lib/supabase';
import { toError, type DbClient } from '../../../lib/db';
import { closingKeys } from './query-keys';

/** The data room's one upload path, handed in by the route: resolves with the document's id. */
export type UploadDocument = (file: File) => Promise<string>;

/** Links a complete data-room document to the draft item as its next version. */
export async function linkClosingDraft(client: DbClient, itemId: string, documentId: string) {
  const { error } = await client.rpc('link_closing_document', {
    p_item_id: itemId,
    p_document_id: documentId,
  });
  if (error) throw toError(error);
}

/** The seller's side uploads a purchase agreement draft into the data room and links it. */
export function useUploadClosingDraft(dealId: string, upload: UploadDocument) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ itemId, file }: { itemId: string; file: File }) => {
      const documentId = await upload(file);
      await linkClosingDraft(supabase, itemId, documentId);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: closingKeys.checklist(dealId) }),
  });
}
