import { describe, expect, it } from 'vitest';
import { loiFormValues, loiSchema, type LoiFormValues } from './loi-schema';
import { addDays, berlinToday } from './offer-schema';

const valid = (overrides: Partial<LoiFormValues> = {}): LoiFormValues => ({
  ...loiFormValues(null, 'de'),
  price: '1,2 Mio',
  structure: 'share_deal',
  vendorLoan: '200.000',
  vendorLoanMonths: '36',
  vendorLoanInterest: '4,5',
  earnOut: '150.000',
  earnOutMonths: '24',
  earnOutMetric: 'ebitda',
  equity: '400.000',
  bank: '600.000',
  ...overrides,
});

const messages = (input: LoiFormValues, language: 'de' | 'en' = 'de') =>
  loiSchema(language)
    .safeParse(input)
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('letter-of-intent form schema', () => {
  it('reads typed amounts into cents: the closing payment is the price less the vendor loan', () => {
    const terms = loiSchema('de').parse(valid());
    expect(terms).toMatchObject({
      price_cents: 120_000_000,
      closing_cents: 100_000_000,
      vendor_loan_cents: 20_000_000,
      vendor_loan_months: 36,
      vendor_loan_interest_bp: 450,
      earn_out_cents: 15_000_000,
      earn_out_months: 24,
      earn_out_metric: 'ebitda',
      financing_equity_cents: 40_000_000,
      financing_bank_cents: 60_000_000,
      financing_development_cents: null,
      holdback_cents: null,
      cond_due_diligence: true,
    });
    expect(
      loiSchema('en').parse(
        valid({
          price: '1.2m',
          earnOut: '150,000',
          vendorLoan: '',
          vendorLoanMonths: '',
          vendorLoanInterest: '',
          equity: '1,200,000',
          bank: '',
        }),
      ).closing_cents,
    ).toBe(120_000_000);
  });

  it('refuses parts that do not fit the price, and missing terms of a part', () => {
    expect(messages(valid({ vendorLoan: '2 Mio' }))).toContainEqual([
      'vendorLoan',
      'loi.validation.sum',
    ]);
    expect(messages(valid({ holdback: '1,1 Mio', holdbackMonths: '12' }))).toContainEqual([
      'holdback',
      'loi.validation.holdback',
    ]);
    expect(messages(valid({ bank: '700.000' }))).toContainEqual([
      'equity',
      'loi.validation.financing',
    ]);
    expect(messages(valid({ equity: '', bank: '' }))).toContainEqual([
      'equity',
      'loi.validation.financingRequired',
    ]);
    expect(messages(valid({ earnOutMonths: '' }))).toContainEqual([
      'earnOutMonths',
      'loi.validation.earnOutTerms',
    ]);
    expect(messages(valid({ vendorLoanInterest: '' }))).toContainEqual([
      'vendorLoanMonths',
      'loi.validation.vendorLoanTerms',
    ]);
    expect(messages(valid({ price: '' }))).toContainEqual(['price', 'validation.price']);
    expect(messages(valid({ structure: null }))).toContainEqual([
      'structure',
      'validation.structure',
    ]);
  });

  it('checks the dates: diligence in the future, signing not before it, validity within a year', () => {
    const today = berlinToday();
    expect(
      messages(
        valid({ diligenceDeadline: addDays(today, 20), targetSigningDate: addDays(today, 10) }),
      ),
    ).toContainEqual(['targetSigningDate', 'loi.validation.signingAfterDiligence']);
    expect(messages(valid({ diligenceDeadline: today }))).toContainEqual([
      'diligenceDeadline',
      'loi.validation.future',
    ]);
    expect(messages(valid({ validUntil: addDays(today, 400) }))).toContainEqual([
      'validUntil',
      'validation.validUntil',
    ]);
  });
});
