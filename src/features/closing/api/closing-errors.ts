import { useTranslation } from 'react-i18next';
import { useErrorWords } from '../../../lib/error-words';

/**
 * The refusals of the closing RPCs (supabase/schemas/55_closing.sql) people can act on, by the
 * start of the database's English text, said in the user's language (`closing:errors.<key>`);
 * anything else by its kind (lib/error-words).
 */
const KNOWN: [RegExp, string][] = [
  [/^Every required item must be done or waived/, 'openItems'],
  [/^Only the seller confirms the purchase price payment/, 'sellerPays'],
  [/^Enter the appointment's date and the notary/, 'notaryDetails'],
  [/^The item is already decided/, 'decided'],
  [/^The exclusivity has ended/, 'exclusivityEnded'],
  [/^The deal is closed/, 'closed'],
  [/^The closing checklist was already started/, 'started'],
  [/^The closing starts once/, 'notYet'],
  [/^The buyer may not read this document/, 'tier'],
  [/^Only a lead of the deal's side/, 'lead'],
];

export const CLOSING_ERROR_KEYS = [...new Set(KNOWN.map(([, key]) => key))];

export function closingErrorKey(error: unknown): string | null {
  const message =
    error && typeof error === 'object' ? (error as { message?: unknown }).message : null;
  if (typeof message !== 'string') return null;
  return KNOWN.find(([pattern]) => pattern.test(message))?.[1] ?? null;
}

export function useClosingErrorWords(): (error: unknown) => string {
  const { t } = useTranslation('closing');
  const words = useErrorWords();
  return (error: unknown) => {
    const key = closingErrorKey(error);
    return key ? t(`errors.${key}` as 'errors.openItems') : words(error);
  };
}
