import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { supabase } from '../../../lib/supabase';
import { toError, type DbClient } from '../../../lib/db';

/** What a change refreshes (the deal page, its thread, the clock). */
type Changed = () => void | Promise<void>;

/** The other side agrees to or refuses an extension (public.answer_exclusivity_extension()). */
export async function answerExtension(client: DbClient, extensionId: string, agree: boolean) {
  const { error } = await client.rpc('answer_exclusivity_extension', {
    p_extension_id: extensionId,
    p_agree: agree,
  });
  if (error) throw toError(error);
}

export type AnswerExtensionInput = { extensionId: string; agree: boolean };

export function answerExtensionMutationOptions(
  onChanged: Changed,
): UseMutationOptions<void, Error, AnswerExtensionInput> {
  return {
    mutationFn: (input) => answerExtension(supabase, input.extensionId, input.agree),
    onSuccess: () => onChanged(),
  };
}

export function useAnswerExtension(onChanged: Changed) {
  return useMutation(answerExtensionMutationOptions(onChanged));
}
