import { useMutation } from '@tanstack/react-query';
import { saveFunctionPdf } from '../../../lib/function-pdf';
import type { AdminScoutFee } from './scout-fees';

/**
 * A scout's credit note as stored (the same bytes the scout downloads: the invoices function
 * returns the stored PDF, checked against its hash); RLS lets admins read every credit note.
 */
export const downloadScoutCreditNote = (
  fee: Pick<AdminScoutFee, 'credit_note_id' | 'credit_note_number'>,
) =>
  saveFunctionPdf(
    'invoices',
    { credit_note_id: fee.credit_note_id },
    `${fee.credit_note_number ?? 'credit-note'}.pdf`,
  );

/** A scout's statement of a year, as the scout gets it (public.scout_fees() lets admins choose). */
export const downloadScoutStatement = ({ scoutId, year }: { scoutId: string; year: number }) =>
  saveFunctionPdf(
    'invoices',
    { statement: { year }, scout_id: scoutId },
    `statement-${year}-${scoutId.slice(0, 8)}.pdf`,
  );

export function useDownloadScoutCreditNote() {
  return useMutation({ mutationFn: downloadScoutCreditNote });
}

export function useDownloadScoutStatement() {
  return useMutation({ mutationFn: downloadScoutStatement });
}
