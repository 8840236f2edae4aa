// The signed NDA attached to the emails of its two parties: the owner's notice that the buyer
// signed (deal.nda_signed) and the buyer's own copy (deal.nda_copy), each in the recipient's
// language, the same record as the deal page's download.
import type { SupabaseClient } from 'npm:@supabase/supabase-js@~2.109.0';
import type { OutboxEmail, RenderedEmail } from '../notifications-sender/emails.ts';
import { signedNdaOfDeal } from './record.ts';
import { renderSignedNda } from './render.ts';

export const NDA_EMAIL_KINDS = ['deal.nda_signed', 'deal.nda_copy'];

/** The attachments of one email group (none for other kinds), read with the service role. */
export function ndaAttachments(service: SupabaseClient) {
  return async (group: OutboxEmail[]): Promise<RenderedEmail['attachments']> => {
    const [email] = group;
    const dealId = email.payload.deal_id;
    if (!NDA_EMAIL_KINDS.includes(email.kind) || typeof dealId !== 'string') return [];
    const read = await signedNdaOfDeal(service, dealId);
    if (!read.found) return [];
    return [
      {
        filename: `NDA-${read.nda.listing_reference}-${email.language}.pdf`,
        content: await renderSignedNda(read.nda, email.language),
        contentType: 'application/pdf',
      },
    ];
  };
}
