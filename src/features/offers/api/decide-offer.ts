import { useMutation } from '@tanstack/react-query';
import { supabase } from '../../../lib/supabase';
import { toError, type DbClient } from '../../../lib/db';

/** The listing's owner (or an admin) accepts or declines an open offer (public.decide_deal_offer()). */
export async function decideOffer(client: DbClient, offerId: string, accept: boolean) {
  const { data, error } = await client.rpc('decide_deal_offer', {
    p_offer_id: offerId,
    p_accept: accept,
  });
  if (error) throw toError(error);
  return data;
}

export function useDecideOffer(onChanged: () => void | Promise<void>) {
  return useMutation({
    mutationFn: ({ offerId, accept }: { offerId: string; accept: boolean }) =>
      decideOffer(supabase, offerId, accept),
    onSuccess: () => onChanged(),
  });
}
