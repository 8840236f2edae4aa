import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { toError } from '../../../lib/db';
import { supabase } from '../../../lib/supabase';
import { diligenceKeys } from './query-keys';

export const questionFormSchema = z.object({
  body: z.string().trim().min(1, 'required').max(4000, 'tooLong'),
  request_id: z.string(),
  document_id: z.string(),
  due_date: z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/, 'invalidDate'),
});
export type QuestionFormValues = z.infer<typeof questionFormSchema>;

/** The buyer's side asks a question on the deal, on one of its requests or on a document. */
export function useAskQuestion(dealId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: QuestionFormValues) => {
      const { error } = await supabase.from('diligence_questions').insert({
        deal_id: dealId,
        body: values.body.trim(),
        request_id: values.request_id || null,
        document_id: values.request_id ? null : values.document_id || null,
        due_date: values.due_date || null,
      });
      if (error) throw toError(error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: diligenceKeys.deal(dealId) }),
  });
}
