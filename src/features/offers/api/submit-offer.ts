import { useMutation } from '@tanstack/react-query';
import { supabase } from '../../../lib/supabase';
import { toError, type DbClient } from '../../../lib/db';
import { offerSchema, type OfferInput } from './offer-schema';

/** The buyer's non-binding offer (public.submit_deal_offer(): the database checks it all again). */
export async function submitOffer(client: DbClient, dealId: string, input: OfferInput) {
  const offer = offerSchema.parse(input);
  const { data, error } = await client.rpc('submit_deal_offer', {
    p_deal_id: dealId,
    p_price_eur: offer.priceEur,
    p_structure: offer.structure,
    p_financing: offer.financing,
    p_exclusivity_days: offer.exclusivityDays,
    p_valid_until: offer.validUntil,
    ...(offer.earnOutEur ? { p_earn_out_eur: offer.earnOutEur } : {}),
    ...(offer.earnOutTerms ? { p_earn_out_terms: offer.earnOutTerms } : {}),
    ...(offer.financingNote ? { p_financing_note: offer.financingNote } : {}),
  });
  if (error) throw toError(error);
  return data;
}

/** `onChanged`: the page refreshes what the offer moves (the deal, its thread). */
export function useSubmitOffer(dealId: string, onChanged: () => void | Promise<void>) {
  return useMutation({
    mutationFn: (input: OfferInput) => submitOffer(supabase, dealId, input),
    onSuccess: () => onChanged(),
  });
}
