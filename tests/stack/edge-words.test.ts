// The words and formats the edge functions write (emails, the PDF stamp) are the app's:
// supabase/functions/_shared/words.ts against src/locales and src/lib/format.ts, every value.
import { describe, expect, it } from 'vitest';
import {
  CAPACITY_BANDS,
  formatDay,
  formatEur,
  INDUSTRIES,
  LOCATIONS,
  REVENUES,
} from '../../supabase/functions/_shared/words';
import { formatDate, formatEur as appEur } from '../../src/lib/format';
import { Constants } from '../../src/lib/database.types';
import enListings from '../../src/locales/en/listings.json';
import deListings from '../../src/locales/de/listings.json';
import enBuyer from '../../src/locales/en/buyerProfile.json';
import deBuyer from '../../src/locales/de/buyerProfile.json';
import enMatching from '../../src/locales/en/matching.json';
import deMatching from '../../src/locales/de/matching.json';

const enums = Constants.public.Enums;

describe('edge function words', () => {
  it('name every industry, location, revenue range and capacity band as the app does', () => {
    for (const [language, listings, buyer, matching] of [
      ['en', enListings, enBuyer, enMatching],
      ['de', deListings, deBuyer, deMatching],
    ] as const) {
      expect(INDUSTRIES[language]).toEqual(listings.enums.industry);
      expect(Object.keys(INDUSTRIES[language]).sort()).toEqual([...enums.industry].sort());
      expect(LOCATIONS[language]).toEqual(listings.enums.location);
      expect(Object.keys(LOCATIONS[language]).sort()).toEqual([...enums.location].sort());
      expect(REVENUES[language]).toEqual(listings.enums.revenue);
      expect(Object.keys(REVENUES[language]).sort()).toEqual([...enums.revenue_range].sort());
      // One way to write a band: the buyer's profile, the matching list and the emails.
      expect(CAPACITY_BANDS[language]).toEqual(buyer.bands);
      expect(CAPACITY_BANDS[language]).toEqual(matching.bands);
      expect(Object.keys(CAPACITY_BANDS[language]).sort()).toEqual([...enums.capacity_band].sort());
    }
  });

  it('write days and euros as the app does (the day as it is in Berlin)', () => {
    expect(formatDay('2026-11-26T10:00:00Z', 'de')).toBe('26.11.2026');
    expect(formatDay('2026-11-26T10:00:00Z', 'en')).toBe('26 Nov 2026');
    // 23:30 UTC on the 26th is already the 27th in Berlin.
    expect(formatDay('2026-11-26T23:30:00Z', 'de')).toBe('27.11.2026');
    expect(formatDay('not a day', 'de')).toBe('');
    for (const day of ['2026-01-01', '2026-09-05', '2026-12-31', '2024-02-29'])
      for (const language of ['en', 'de'] as const)
        expect(formatDay(`${day}T12:00:00Z`, language)).toBe(formatDate(day, language));
    for (const amount of [0, 7, 999, 1000, 4500, 12_345_678, 0.5, 1.5, -4500])
      for (const language of ['en', 'de'] as const)
        expect(formatEur(amount, language)).toBe(appEur(amount, language));
  });
});
