import { describe, expect, it } from 'vitest';
import de from '../../../locales/de/offers.json';
import en from '../../../locales/en/offers.json';
import { OFFER_ERROR_KEYS, offerErrorKey } from './offer-errors';

const refusal = (message: string) => Object.assign(new Error(message), { code: '22023' });

describe('the offers’ refusals in the user’s language', () => {
  it('names the database’s refusals of a change of terms and the clock', () => {
    expect(
      offerErrorKey(refusal('Changing accepted terms needs a reason and an explanation')),
    ).toBe('retradeReason');
    expect(
      offerErrorKey(
        refusal('The dates of a change must lie within the exclusivity (until 2027-01-10)'),
      ),
    ).toBe('retradeDates');
    expect(offerErrorKey(refusal('The request was already agreed'))).toBe('alreadyDecided');
    expect(offerErrorKey(refusal('Something else'))).toBeNull();
    expect(offerErrorKey(null)).toBeNull();
  });

  it('every key has its English and German text, and the German one is not the English', () => {
    const keys = Object.keys(en.errors);
    expect(keys).toEqual(expect.arrayContaining(OFFER_ERROR_KEYS));
    expect(Object.keys(de.errors).sort()).toEqual([...keys].sort());
    for (const key of keys) {
      const english = en.errors[key as keyof typeof en.errors];
      const german = de.errors[key as keyof typeof de.errors];
      expect(german).toBeTruthy();
      expect(german).not.toBe(english);
    }
  });
});
