import {
  INDUSTRIES,
  LOCATIONS,
  REVIEW_BUSINESS_DAYS,
  SCOUT_FEE_MAX_EUR,
} from '../../lib/constants';

export type LandingStatId = 'industries' | 'locations' | 'scoutFee' | 'review';

/** A statistics tile: the figure and which label to show. Figures come from product constants. */
export type LandingStat = { id: LandingStatId; figure: string };

// Creating an Intl formatter is slow (locale data); the landing page formats several amounts.
const euroFormats = new Map<string, Intl.NumberFormat>();

export function formatEuro(amount: number, language: string): string {
  const locale = language === 'de' ? 'de-DE' : 'en-GB';
  let format = euroFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'EUR',
      maximumFractionDigits: 0,
    });
    euroFormats.set(locale, format);
  }
  return format.format(amount);
}

export function landingStats(language: string): {
  industries: number;
  locations: number;
  scoutFee: string;
  review: { min: number; max: number };
} {
  return {
    industries: INDUSTRIES.length,
    locations: LOCATIONS.length,
    scoutFee: formatEuro(SCOUT_FEE_MAX_EUR, language),
    review: { ...REVIEW_BUSINESS_DAYS },
  };
}
