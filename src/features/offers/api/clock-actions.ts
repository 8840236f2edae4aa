import { useMutation } from '@tanstack/react-query';
import { supabase } from '../../../lib/supabase';
import { toError, type DbClient } from '../../../lib/db';

type Changed = () => void | Promise<void>;

/** The milestone's owner marks it done (public.complete_deal_milestone()). */
export async function completeMilestone(client: DbClient, milestoneId: string) {
  const { error } = await client.rpc('complete_deal_milestone', { p_milestone_id: milestoneId });
  if (error) throw toError(error);
}

/** One side asks to extend the exclusivity; the other side answers. */
export async function requestExtension(client: DbClient, dealId: string, days: number) {
  const { error } = await client.rpc('request_exclusivity_extension', {
    p_deal_id: dealId,
    p_days: days,
  });
  if (error) throw toError(error);
}

export async function answerExtension(client: DbClient, extensionId: string, agree: boolean) {
  const { error } = await client.rpc('answer_exclusivity_extension', {
    p_extension_id: extensionId,
    p_agree: agree,
  });
  if (error) throw toError(error);
}

/** The owner ends the exclusivity early (after a missed milestone or a change of terms). */
export async function endExclusivityEarly(client: DbClient, dealId: string) {
  const { error } = await client.rpc('end_exclusivity_early', { p_deal_id: dealId });
  if (error) throw toError(error);
}

export type ClockAction =
  | { kind: 'complete'; milestoneId: string }
  | { kind: 'request'; dealId: string; days: number }
  | { kind: 'answer'; extensionId: string; agree: boolean }
  | { kind: 'end'; dealId: string };

export function useClockAction(onChanged: Changed) {
  return useMutation({
    mutationFn: (action: ClockAction) => {
      switch (action.kind) {
        case 'complete':
          return completeMilestone(supabase, action.milestoneId);
        case 'request':
          return requestExtension(supabase, action.dealId, action.days);
        case 'answer':
          return answerExtension(supabase, action.extensionId, action.agree);
        case 'end':
          return endExclusivityEarly(supabase, action.dealId);
      }
    },
    onSuccess: () => onChanged(),
  });
}
