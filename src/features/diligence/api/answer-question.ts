import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toError } from '../../../lib/db';
import { supabase } from '../../../lib/supabase';
import { diligenceKeys } from './query-keys';

/** The owner's side saves a draft answer (only the owner's side reads it). */
export function useSaveDraft(dealId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ questionId, body }: { questionId: string; body: string }) => {
      const { error } = await supabase
        .from('diligence_answer_drafts')
        .upsert({ question_id: questionId, body: body.trim() }, { onConflict: 'question_id' });
      if (error) throw toError(error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: diligenceKeys.deal(dealId) }),
  });
}

/** The owner's side approves the draft: the buyer's side reads it from now on. */
export function useApproveAnswer(dealId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (questionId: string) => {
      const { error } = await supabase.rpc('approve_diligence_answer', {
        p_question_id: questionId,
      });
      if (error) throw toError(error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: diligenceKeys.deal(dealId) }),
  });
}

/** The owner's side publishes (or withdraws) an answered question as an anonymous FAQ entry. */
export function useSetFaq(dealId: string, listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ questionId, published }: { questionId: string; published: boolean }) => {
      const { error } = await supabase.rpc('set_diligence_faq', {
        p_question_id: questionId,
        p_published: published,
      });
      if (error) throw toError(error);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: diligenceKeys.deal(dealId) }),
        queryClient.invalidateQueries({ queryKey: diligenceKeys.faq(listingId) }),
      ]),
  });
}
