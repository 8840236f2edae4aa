// The accepted letter of intent attached to the email that tells a party their offer or counter-offer
// was accepted (offer.accepted), in the recipient's language: the same record and bytes as the deal
// page's download. Offers exist only once access is granted, so both parties' names are shown.
import type { SupabaseClient } from 'npm:@supabase/supabase-js@~2.109.0';
import type { OutboxEmail, RenderedEmail } from '../notifications-sender/emails.ts';
import { acceptedLoiOfDeal, type PartyNames } from './record.ts';
import { renderAcceptedLoi } from './render.ts';

export const LOI_EMAIL_KINDS = ['offer.accepted'];

/** The deal's parties' names read with the service role (the notice goes to one of them). */
function partyNames(service: SupabaseClient) {
  return async (dealId: string): Promise<PartyNames> => {
    const deal = await service
      .from('deals')
      .select(
        'buyer:profiles!deals_buyer_id_fkey(name), listing:listings(owner:profiles!listings_user_id_fkey(name))',
      )
      .eq('id', dealId)
      .single();
    if (deal.error) throw deal.error;
    const row = deal.data as unknown as {
      buyer: { name: string };
      listing: { owner: { name: string } };
    };
    return { buyer_name: row.buyer.name, owner_name: row.listing.owner.name };
  };
}

/** The attachments of one email group (none for other kinds), read with the service role. */
export function loiAttachments(service: SupabaseClient) {
  return async (group: OutboxEmail[]): Promise<RenderedEmail['attachments']> => {
    const [email] = group;
    const dealId = email.payload.deal_id;
    const offerId = email.payload.offer_id;
    if (!LOI_EMAIL_KINDS.includes(email.kind) || typeof dealId !== 'string') return [];
    const read = await acceptedLoiOfDeal(
      service,
      dealId,
      typeof offerId === 'string' ? offerId : null,
      partyNames(service),
    );
    if (!read.found) return [];
    return [
      {
        filename: `LOI-${read.loi.listing_reference}-v${read.loi.offer.version_no}-${email.language}.pdf`,
        content: await renderAcceptedLoi(read.loi, email.language),
        contentType: 'application/pdf',
      },
    ];
  };
}
