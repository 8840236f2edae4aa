import { useMutation } from '@tanstack/react-query';
import { saveFunctionPdf } from '../../../lib/function-pdf';
import type { Language } from '../../../lib/language';
import { listingReference } from '../../../lib/listing-reference';
import type { OfferVersion } from './offer-thread';

/** What the download needs: the deal, and the accepted version to render. */
export type LoiDownload = {
  dealId: string;
  listingId: string;
  offer: Pick<OfferVersion, 'id' | 'version_no'>;
  language: Language;
};

/**
 * An accepted version of the deal's letter of intent as a PDF in the reader's language (the `loi`
 * edge function renders it on demand from the version's row; the buyer, the owner and admins get
 * the same bytes, so no copy is stored). The bench case `accepted-loi` sends its reads.
 */
export const downloadLoi = ({ dealId, listingId, offer, language }: LoiDownload) =>
  saveFunctionPdf(
    'loi',
    { deal_id: dealId, offer_id: offer.id, language },
    `LOI-${listingReference(listingId)}-v${offer.version_no}-${language}.pdf`,
  );

export function useDownloadLoi() {
  return useMutation({ mutationFn: downloadLoi });
}

/**
 * The versions that were accepted at some time, as the `loi` function issues them: those accepted
 * now, and every version a change of terms amends (amends_id always names the version accepted
 * when the change was proposed; accepting the change replaced it).
 */
export function everAccepted(versions: OfferVersion[]): Set<string> {
  const ids = new Set(versions.filter((v) => v.status === 'accepted').map((v) => v.id));
  for (const v of versions) if (v.amends_id) ids.add(v.amends_id);
  return ids;
}
