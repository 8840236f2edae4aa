import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toError } from '../../../lib/db';
import { supabase } from '../../../lib/supabase';
import { diligenceKeys } from './query-keys';

/** The owner's side saves a draft answer (only the owner's side reads it). */
export function useSaveDraft(dealId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      questionId,
      body,
      exists,
    }: {
      questionId: string;
      body: string;
      /** A draft is there already: it is changed (the drafts' update grant is the body only). */
      exists: boolean;
    }) => {
      const drafts = supabase.from('diligence_answer_drafts');
      const { error } = exists
        ? await drafts.update({ body: body.trim() }).eq('question_id', questionId)
        : await drafts.insert({ question_id: questionId, body: body.trim() });
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
