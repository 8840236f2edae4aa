import {
  INDUSTRIES,
  LOCATIONS,
  REVIEW_BUSINESS_DAYS,
  SCOUT_FEE_MAX_EUR,
} from '../../lib/constants';
import { formatEur } from '../../lib/format';

export type LandingStatId = 'industries' | 'locations' | 'scoutFee' | 'review';

/** A statistics tile: the figure and which label to show. Figures come from product constants. */
export type LandingStat = { id: LandingStatId; figure: string };

/** Whole euros in the UI language (the shared format). */
export const formatEuro = formatEur;

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
