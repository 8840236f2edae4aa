import { describe, expect, it } from 'vitest';
import {
  amountInputText,
  ASKING_PRICE_RANGE,
  parseAmount,
  type AmountLanguage,
} from './amount-input';

const ok = (value: number) => ({ kind: 'ok', value });

describe('parseAmount: amounts as people type them', () => {
  const both: [string, number][] = [
    ['2500000', 2_500_000],
    ['2.500.000', 2_500_000],
    ['2,500,000', 2_500_000],
    ['2 500 000', 2_500_000],
    ['2 500 000 €', 2_500_000],
    ['2\u00a0500\u00a0000\u00a0€', 2_500_000],
    ['2\u202f500\u202f000 €', 2_500_000],
    ["2'500'000", 2_500_000],
    ['€2,500,000', 2_500_000],
    ['EUR 2.500.000', 2_500_000],
    ['2.500.000,00 €', 2_500_000],
    ['2,500,000.00', 2_500_000],
    ['2,5 Mio', 2_500_000],
    ['2,5 Mio.', 2_500_000],
    ['2,5 Mio. €', 2_500_000],
    ['2,5 Millionen Euro', 2_500_000],
    ['2.5m', 2_500_000],
    ['2.5M', 2_500_000],
    ['2.5 mn', 2_500_000],
    ['2.5 million', 2_500_000],
    ['€2.5m', 2_500_000],
    ['3 Mio', 3_000_000],
    ['1,2 Mrd.', 1_200_000_000],
    ['1.2bn', 1_200_000_000],
    ['1,2 Milliarden', 1_200_000_000],
    ['500k', 500_000],
    ['500 K', 500_000],
    ['500 Tsd.', 500_000],
    ['750 Tausend €', 750_000],
    ['1,25 Mio', 1_250_000],
    ['0,8 Mio', 800_000],
    ['0.75m', 750_000],
    ['+4.500.000', 4_500_000],
    ['  4500000  ', 4_500_000],
  ];
  for (const language of ['de', 'en'] as AmountLanguage[]) {
    for (const [input, value] of both) {
      it(`${language}: "${input}" is ${value}`, () => {
        expect(parseAmount(input, language)).toEqual(ok(value));
      });
    }
  }

  it('reads a single mark before three digits as the language groups thousands', () => {
    expect(parseAmount('2.500', 'de')).toEqual(ok(2500));
    expect(parseAmount('2,500', 'en')).toEqual(ok(2500));
    expect(parseAmount('250.000', 'de')).toEqual(ok(250_000));
    expect(parseAmount('250,000', 'en')).toEqual(ok(250_000));
  });

  it('asks when the other language would read it differently, never guesses', () => {
    // German "2,500" is 2.5 (a decimal comma), English 2,500.
    expect(parseAmount('2,500', 'de')).toEqual({ kind: 'ambiguous', values: [2.5, 2500] });
    expect(parseAmount('2.500', 'en')).toEqual({ kind: 'ambiguous', values: [2.5, 2500] });
    expect(parseAmount('250,000', 'de')).toEqual({ kind: 'ambiguous', values: [250, 250_000] });
    expect(parseAmount('2,500 Mio', 'de')).toEqual({
      kind: 'ambiguous',
      values: [2_500_000, 2_500_000_000],
    });
    expect(parseAmount('12,345 Mio', 'de')).toEqual({
      kind: 'ambiguous',
      values: [12_345_000, 12_345_000_000],
    });
    expect(parseAmount('12,345 Mio', 'en')).toEqual(ok(12_345_000_000));
  });

  it('decimals that cannot be thousands are decimals in either language', () => {
    expect(parseAmount('2.5 Mio', 'de')).toEqual(ok(2_500_000));
    expect(parseAmount('2,5m', 'en')).toEqual(ok(2_500_000));
    expect(parseAmount('1,25 Mio', 'en')).toEqual(ok(1_250_000));
    expect(parseAmount('2500,000', 'de')).toEqual(ok(2500));
  });

  it('refuses fractions of a euro instead of rounding', () => {
    expect(parseAmount('2500,50', 'de')).toEqual({ kind: 'fraction' });
    expect(parseAmount('2,500,000.50', 'en')).toEqual({ kind: 'fraction' });
    expect(parseAmount('1,2345678 Mio', 'de')).toEqual({ kind: 'fraction' });
  });

  it('refuses what is not an amount', () => {
    for (const input of [
      'abc',
      'Mio',
      '2,5 Mio Mio',
      '2,5 apples',
      '2..500',
      '2.50.000',
      '2,5,00',
      '25.000,000.5',
      '1.000,5.000',
      '2 50 000',
      '2.500.',
      '2,',
      '-',
      '1e6',
      '0x10',
      'Infinity',
      '2/3',
    ]) {
      expect(parseAmount(input, 'de'), input).toEqual({ kind: 'invalid' });
      expect(parseAmount(input, 'en'), input).toEqual({ kind: 'invalid' });
    }
  });

  it('refuses negative amounts unless the field allows a loss', () => {
    expect(parseAmount('-5', 'de')).toEqual({ kind: 'invalid' });
    expect(parseAmount('-200k', 'de', { min: -1e9, max: 1e9 }, { allowNegative: true })).toEqual(
      ok(-200_000),
    );
    expect(parseAmount('−0,3 Mio', 'de', { min: -1e9, max: 1e9 }, { allowNegative: true })).toEqual(
      ok(-300_000),
    );
  });

  it('keeps to the range and says which end was missed (the 25 € of "2,5 Mio" without the unit)', () => {
    expect(parseAmount('25', 'de')).toEqual({
      kind: 'too-small',
      value: 25,
      min: ASKING_PRICE_RANGE.min,
    });
    expect(parseAmount('0', 'en')).toEqual({
      kind: 'too-small',
      value: 0,
      min: ASKING_PRICE_RANGE.min,
    });
    expect(parseAmount('999', 'en').kind).toBe('too-small');
    expect(parseAmount('1000', 'en')).toEqual(ok(1000));
    expect(parseAmount('100 Mrd', 'de')).toEqual(ok(100_000_000_000));
    expect(parseAmount('101 Mrd', 'de')).toEqual({
      kind: 'too-large',
      value: 101_000_000_000,
      max: ASKING_PRICE_RANGE.max,
    });
    expect(parseAmount('2,5 Bio', 'de').kind).toBe('too-large');
    expect(parseAmount('2.5 billion', 'en')).toEqual(ok(2_500_000_000));
  });

  it('an empty field is empty ("on request"), not zero', () => {
    expect(parseAmount('', 'de')).toEqual({ kind: 'empty' });
    expect(parseAmount('  €  ', 'en')).toEqual({ kind: 'empty' });
  });

  it('writes an amount back so that it reads the same', () => {
    for (const language of ['de', 'en'] as AmountLanguage[]) {
      for (const value of [1000, 2500, 250_000, 2_500_000, 1_200_000_000, 100_000_000_000]) {
        const text = amountInputText(value, language);
        expect(parseAmount(text, language), `${language} ${text}`).toEqual(ok(value));
      }
    }
    expect(amountInputText(2_500_000, 'de')).toBe('2.500.000');
    expect(amountInputText(2_500_000, 'en')).toBe('2,500,000');
    expect(amountInputText(-300_000, 'de')).toBe('-300.000');
  });
});
