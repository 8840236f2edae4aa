import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { z } from 'zod';
import { toError, type DbClient } from '../../../lib/db';
import { supabase } from '../../../lib/supabase';
import { buyerProfileKeys } from './query-keys';

export const PROOF_MAX_BYTES = 10 * 1024 * 1024;
export const PROOF_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;

/** The upload form: one PDF, PNG or JPEG of at most 10 MB (the bucket's own limits). */
export const capacityProofSchema = z.object({
  file: z
    .instanceof(File, { error: 'validation.fileRequired' })
    .refine((file) => (PROOF_TYPES as readonly string[]).includes(file.type), {
      error: 'validation.fileType',
    })
    .refine((file) => file.size > 0 && file.size <= PROOF_MAX_BYTES, {
      error: 'validation.fileSize',
    }),
});
export type CapacityProofInput = { file: File | null };

/** The function refused the file's content (not a PDF/PNG/JPEG, whatever its name says). */
export class NotADocumentError extends Error {}

const extensionOf = (type: string) =>
  type === 'application/pdf' ? 'pdf' : type === 'image/png' ? 'png' : 'jpg';

/**
 * Uploads the file into the caller's folder of the private bucket, then has the capacity-proof
 * function check its bytes and record it for an admin's review.
 */
export async function submitCapacityProof(
  client: DbClient,
  userId: string,
  file: File,
): Promise<void> {
  const objectName = `${userId}/${crypto.randomUUID()}.${extensionOf(file.type)}`;
  const upload = await client.storage
    .from('capacity-proofs')
    .upload(objectName, file, { contentType: file.type, upsert: false });
  if (upload.error) throw toError(upload.error);
  const { error } = await client.functions.invoke('capacity-proof', {
    body: { object_name: objectName, file_name: file.name },
  });
  if (error) {
    if (error instanceof FunctionsHttpError && (error.context as Response).status === 422)
      throw new NotADocumentError(error.message);
    throw toError(error);
  }
}

export function useSubmitCapacityProof(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => submitCapacityProof(supabase, userId, file),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: buyerProfileKeys.myCapacity(userId) }),
  });
}
