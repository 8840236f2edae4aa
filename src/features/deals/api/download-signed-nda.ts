import { useMutation } from '@tanstack/react-query';
import { saveFunctionPdf } from '../../../lib/function-pdf';
import type { Language } from '../../../lib/language';
import { listingReference } from '../../../lib/listing-reference';

/**
 * The deal's signed NDA as a PDF in the reader's language (the `nda` edge function renders it from
 * the signature record; the buyer who signed, the owner and admins get the same copy).
 */
export const downloadSignedNda = (deal: { id: string; listing_id: string }, language: Language) =>
  saveFunctionPdf(
    'nda',
    { deal_id: deal.id, language },
    `NDA-${listingReference(deal.listing_id)}-${language}.pdf`,
  );

export function useDownloadSignedNda() {
  return useMutation({
    mutationFn: ({
      deal,
      language,
    }: {
      deal: { id: string; listing_id: string };
      language: Language;
    }) => downloadSignedNda(deal, language),
  });
}
