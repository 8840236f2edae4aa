import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '../../../lib/supabase';
import { matchingKeys } from './recommended-listings';
import { toError } from '../../../lib/db';

/** Invites a matching buyer by their anonymised reference; the buyer gets a notice. */
export async function inviteBuyer(listingId: string, ref: string): Promise<void> {
  const { error } = await supabase.rpc('invite_matching_buyer', {
    p_listing_id: listingId,
    p_buyer_ref: ref,
  });
  if (error) throw toError(error);
}

export function useInviteBuyer(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ref: string) => inviteBuyer(listingId, ref),
    onSettled: () => queryClient.invalidateQueries({ queryKey: matchingKeys.buyers(listingId) }),
  });
}
