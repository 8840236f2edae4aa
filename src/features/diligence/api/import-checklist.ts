import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toError } from '../../../lib/db';
import { supabase } from '../../../lib/supabase';
import { diligenceKeys } from './query-keys';

/** The buyer's side adds the SME checklist in one language; returns how many were added. */
export function useImportChecklist(dealId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (language: 'de' | 'en') => {
      const { data, error } = await supabase.rpc('import_diligence_checklist', {
        p_deal_id: dealId,
        p_language: language,
      });
      if (error) throw toError(error);
      return data;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: diligenceKeys.deal(dealId) }),
  });
}
