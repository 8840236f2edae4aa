import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { toError } from '../../../lib/db';
import { supabase } from '../../../lib/supabase';
import { dataRoomKeys } from './query-keys';

export type OpenedDocument =
  { kind: 'file'; blob: Blob; fileName: string } | { kind: 'link'; url: string; fileName: string };

/**
 * Opens a document through the data-room function: a PDF comes back stamped with the reader's
 * name (a Blob), anything else as a signed URL that lives 60 seconds. The database logs the read.
 */
export async function openDocument(documentId: string, fileName: string): Promise<OpenedDocument> {
  const { data, error } = await supabase.functions.invoke<
    Blob | { signed_url: string; file_name: string }
  >('data-room', { body: { action: 'open', document_id: documentId } });
  if (error) {
    if (error instanceof FunctionsHttpError) {
      const body = (await (error.context as Response).json().catch(() => ({}))) as {
        error?: string;
      };
      throw new Error(body.error ?? error.message);
    }
    throw toError(error);
  }
  if (data instanceof Blob) return { kind: 'file', blob: data, fileName };
  if (!data?.signed_url) throw new Error('Document not found');
  return { kind: 'link', url: data.signed_url, fileName: data.file_name };
}

/** Hands the opened document to the browser as a download. */
export function saveOpenedDocument(opened: OpenedDocument) {
  const anchor = document.createElement('a');
  const url = opened.kind === 'file' ? URL.createObjectURL(opened.blob) : opened.url;
  anchor.href = url;
  anchor.download = opened.fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  if (opened.kind === 'file') setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function useOpenDocument(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ documentId, fileName }: { documentId: string; fileName: string }) =>
      openDocument(documentId, fileName),
    onSuccess: (opened) => saveOpenedDocument(opened),
    // A refusal may mean the room changed (revoked, paused): show it as it is now.
    onError: () => void queryClient.invalidateQueries({ queryKey: dataRoomKeys.room(listingId) }),
  });
}
