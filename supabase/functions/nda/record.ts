// The signed NDA of a deal as the renderer needs it, read with whichever client the caller holds:
// the caller's own (the nda function: RLS decides) or the service role's (the notifications
// sender, attaching it to the two parties' emails).
import type { SupabaseClient } from 'npm:@supabase/supabase-js@~2.109.0';
import { NDA_VERSION } from './agreement.generated.ts';
import type { SignedNda } from './render.ts';

/** Short, human-readable reference of a listing, as the app writes it (listingReference()). */
export const listingReference = (listingId: string) =>
  `DB-${listingId.replace(/-/g, '').slice(-8).toUpperCase()}`;

export type SignedNdaRead =
  { found: true; nda: SignedNda } | { found: false; status: 401 | 404 | 409; message: string };

export async function signedNdaOfDeal(
  client: SupabaseClient,
  dealId: string,
): Promise<SignedNdaRead> {
  const deal = await client
    .from('deals')
    .select('listing_id, buyer_id')
    .eq('id', dealId)
    .maybeSingle();
  if (deal.status === 401)
    return { found: false, status: 401, message: 'Invalid or expired token' };
  if (deal.error) throw deal.error;
  if (!deal.data) return { found: false, status: 404, message: 'Signed NDA not found' };
  const signature = await client
    .from('nda_signatures')
    .select('id, signer_name, signed_at, nda_version')
    .eq('listing_id', deal.data.listing_id)
    .eq('user_id', deal.data.buyer_id)
    .maybeSingle();
  if (signature.error) throw signature.error;
  if (!signature.data) return { found: false, status: 404, message: 'Signed NDA not found' };
  // Only the current text is kept with the functions; a signature of another version would print
  // words its signer never saw.
  if (signature.data.nda_version !== NDA_VERSION)
    return {
      found: false,
      status: 409,
      message: `The text of NDA version ${signature.data.nda_version} is not kept`,
    };
  return {
    found: true,
    nda: { ...signature.data, listing_reference: listingReference(deal.data.listing_id) },
  };
}
