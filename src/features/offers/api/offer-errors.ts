import { useTranslation } from 'react-i18next';
import { useErrorWords } from '../../../lib/error-words';
import { rateLimitOf, useRateLimitMessage } from '../../../lib/rate-limit';

/**
 * The refusals of the offer and clock RPCs (supabase/schemas/50_offers.sql) people can act on, by
 * the start of the database's English text: each is said in the user's language
 * (`offers:errors.<key>`); anything else by its kind (lib/error-words), never the raw English text.
 */
const KNOWN: [RegExp, string][] = [
  [/^Changing accepted terms needs a reason/, 'retradeReason'],
  [/^The dates of a change must lie within the exclusivity/, 'retradeDates'],
  [/^A change of terms keeps the exclusivity period/, 'retradeDays'],
  [/^The closing payment and the vendor loan must add up/, 'sum'],
  [/^The holdback cannot exceed/, 'holdback'],
  [/^The financing sources cannot exceed/, 'financing'],
  [/^The diligence deadline must be in the future/, 'diligenceFuture'],
  [/^The target signing date cannot be before/, 'signingAfterDiligence'],
  [/^The offer must be valid until/, 'validUntil'],
  [/^The exclusivity period must be between/, 'exclusivityDays'],
  [/^The price must be between/, 'price'],
  [/^The earn-out must be between/, 'earnOut'],
  [/^Another buyer is in exclusivity/, 'otherExclusivity'],
  [/^The exclusivity has ended/, 'exclusivityEnded'],
  [/^The offer expired/, 'expired'],
  [/^The (offer|request) was already/, 'alreadyDecided'],
  [/^The milestone is already done/, 'milestoneDone'],
  [/^An extension request is already open/, 'extensionOpen'],
  [/^The exclusivity can end early only/, 'endEarly'],
  [/^The listing is closed/, 'listingClosed'],
  [/^The deal is closed/, 'dealClosed'],
];

/** Every key a refusal can have (each has its text in both languages). */
export const OFFER_ERROR_KEYS = [...new Set(KNOWN.map(([, key]) => key))];

/** The key of a known refusal (`offers:errors.<key>`), or null. */
export function offerErrorKey(error: unknown): string | null {
  const message =
    error && typeof error === 'object' ? (error as { message?: unknown }).message : null;
  if (typeof message !== 'string') return null;
  return KNOWN.find(([pattern]) => pattern.test(message))?.[1] ?? null;
}

/** Words for a failed offer or clock action in the user's language. */
export function useOfferErrorWords(): (error: unknown) => string {
  const { t } = useTranslation('offers');
  const words = useErrorWords();
  const rateLimit = useRateLimitMessage();
  return (error: unknown) => {
    if (rateLimitOf(error)) return rateLimit(error) ?? words(error);
    const key = offerErrorKey(error);
    return key ? t(`errors.${key}` as 'errors.sum') : words(error);
  };
}
