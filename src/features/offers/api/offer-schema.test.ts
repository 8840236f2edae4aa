import { describe, expect, it } from 'vitest';
import { addDays, berlinToday, offerSchema } from './offer-schema';

const valid = {
  priceEur: 1_250_000,
  structure: 'share_deal',
  earnOutEur: '',
  earnOutTerms: '',
  financing: 'mixed',
  financingNote: '  ',
  exclusivityDays: 45,
  validUntil: addDays(berlinToday(), 14),
};

const messages = (input: unknown) =>
  offerSchema
    .safeParse(input)
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('offer form schema', () => {
  it('accepts a complete offer, empty optional fields become undefined, and parses its own output again', () => {
    const parsed = offerSchema.parse(valid);
    expect(parsed).toMatchObject({
      earnOutEur: undefined,
      earnOutTerms: undefined,
      financingNote: undefined,
    });
    expect(offerSchema.parse(parsed)).toEqual(parsed);
  });

  it('names each field out of range with its message key', () => {
    expect(
      messages({
        ...valid,
        priceEur: 0,
        structure: null,
        earnOutEur: 10_000_000_001,
        exclusivityDays: 181,
        validUntil: berlinToday(),
        financingNote: 'x'.repeat(2001),
      }),
    ).toEqual([
      ['priceEur', 'validation.price'],
      ['structure', 'validation.structure'],
      ['earnOutEur', 'validation.earnOut'],
      ['financingNote', 'validation.noteTooLong'],
      ['exclusivityDays', 'validation.days'],
    ]);
    expect(messages({ ...valid, validUntil: addDays(berlinToday(), 366) })).toEqual([
      ['validUntil', 'validation.validUntil'],
    ]);
    expect(messages({ ...valid, priceEur: 12.5 })).toEqual([['priceEur', 'validation.price']]);
  });
});
