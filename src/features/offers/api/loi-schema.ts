import { z } from 'zod';
import { parseAmount, type AmountLanguage } from '../../../lib/amount-input';
import { Constants, type Database } from '../../../lib/database.types';
import { addDays, berlinToday, OFFER_LIMITS } from './offer-schema';
import type { OfferVersion } from './offer-thread';

const { offer_structure, offer_earn_out_metric } = Constants.public.Enums;
type Enums = Database['public']['Enums'];

/** Whole euros typed in the form: 1 € to 10 Mrd. € (the database's bounds, there in cents). */
export const LOI_AMOUNT_RANGE = { min: 1, max: OFFER_LIMITS.maxEur };

/**
 * The terms as public.submit_loi() / public.counter_loi() take them: money in EUR cents. The
 * database checks them all again (sums, ranges, dates).
 */
export type LoiTerms = {
  price_cents: number;
  closing_cents: number;
  structure: Enums['offer_structure'];
  earn_out_cents: number | null;
  earn_out_months: number | null;
  earn_out_metric: Enums['offer_earn_out_metric'] | null;
  earn_out_terms: string | null;
  vendor_loan_cents: number | null;
  vendor_loan_months: number | null;
  vendor_loan_interest_bp: number | null;
  holdback_cents: number | null;
  holdback_months: number | null;
  financing_equity_cents: number | null;
  financing_bank_cents: number | null;
  financing_development_cents: number | null;
  financing_note: string | null;
  cond_due_diligence: boolean;
  cond_financing: boolean;
  cond_approvals: boolean;
  conditions_note: string | null;
  exclusivity_days: number;
  diligence_deadline: string;
  target_signing_date: string;
  valid_until: string;
};

/** The form's values: amounts as typed ("1,2 Mio"), counts as text, dates as YYYY-MM-DD. */
export type LoiFormValues = {
  price: string;
  vendorLoan: string;
  vendorLoanMonths: string;
  vendorLoanInterest: string;
  earnOut: string;
  earnOutMonths: string;
  earnOutMetric: string | null;
  earnOutTerms: string;
  holdback: string;
  holdbackMonths: string;
  equity: string;
  bank: string;
  development: string;
  financingNote: string;
  structure: string | null;
  condDueDiligence: boolean;
  condFinancing: boolean;
  condApprovals: boolean;
  conditionsNote: string;
  exclusivityDays: string;
  diligenceDeadline: string;
  targetSigningDate: string;
  validUntil: string;
};

const euroText = (cents: number | null, language: AmountLanguage) =>
  cents === null
    ? ''
    : String(cents / 100).replace(/\B(?=(\d{3})+(?!\d))/g, language === 'de' ? '.' : ',');

/** A new letter of intent, or the form filled with a version's terms (a counter or a change). */
export function loiFormValues(from: OfferVersion | null, language: AmountLanguage): LoiFormValues {
  const today = berlinToday();
  const percent = (bp: number | null) =>
    bp === null ? '' : String(bp / 100).replace('.', language === 'de' ? ',' : '.');
  const count = (n: number | null) => (n === null ? '' : String(n));
  return {
    price: euroText(from?.price_cents ?? null, language),
    vendorLoan: euroText(from?.vendor_loan_cents ?? null, language),
    vendorLoanMonths: count(from?.vendor_loan_months ?? null),
    vendorLoanInterest: percent(from?.vendor_loan_interest_bp ?? null),
    earnOut: euroText(from?.earn_out_cents ?? null, language),
    earnOutMonths: count(from?.earn_out_months ?? null),
    earnOutMetric: from?.earn_out_metric ?? null,
    earnOutTerms: from?.earn_out_terms ?? '',
    holdback: euroText(from?.holdback_cents ?? null, language),
    holdbackMonths: count(from?.holdback_months ?? null),
    equity: euroText(from?.financing_equity_cents ?? null, language),
    bank: euroText(from?.financing_bank_cents ?? null, language),
    development: euroText(from?.financing_development_cents ?? null, language),
    financingNote: from?.financing_note ?? '',
    structure: from?.structure ?? null,
    condDueDiligence: from?.cond_due_diligence ?? true,
    condFinancing: from?.cond_financing ?? false,
    condApprovals: from?.cond_approvals ?? false,
    conditionsNote: from?.conditions_note ?? '',
    exclusivityDays: String(from?.exclusivity_days ?? 60),
    diligenceDeadline:
      from?.diligence_deadline && from.diligence_deadline > today
        ? from.diligence_deadline
        : addDays(today, 30),
    targetSigningDate:
      from?.target_signing_date && from.target_signing_date > today
        ? from.target_signing_date
        : addDays(today, 50),
    validUntil: from && from.valid_until > today ? from.valid_until : addDays(today, 14),
  };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The letter-of-intent form and its mutation: the typed values become the terms in cents.
 * Messages are keys of the `offers` namespace. Rules (the database's too): the price is what is
 * paid at closing plus the vendor loan; the earn-out comes on top; a holdback is kept from the
 * closing payment; equity, bank and development loans together cover at most the closing payment.
 */
export function loiSchema(language: AmountLanguage) {
  const amount = (text: string) => parseAmount(text, language, LOI_AMOUNT_RANGE);
  return z
    .object({
      price: z.string(),
      vendorLoan: z.string(),
      vendorLoanMonths: z.string(),
      vendorLoanInterest: z.string(),
      earnOut: z.string(),
      earnOutMonths: z.string(),
      earnOutMetric: z.string().nullable(),
      earnOutTerms: z.string().max(OFFER_LIMITS.maxNote, 'validation.noteTooLong'),
      holdback: z.string(),
      holdbackMonths: z.string(),
      equity: z.string(),
      bank: z.string(),
      development: z.string(),
      financingNote: z.string().max(OFFER_LIMITS.maxNote, 'validation.noteTooLong'),
      // Checked with the other rules below, so that every missing field is said at once.
      structure: z.string().nullable(),
      condDueDiligence: z.boolean(),
      condFinancing: z.boolean(),
      condApprovals: z.boolean(),
      conditionsNote: z.string().max(OFFER_LIMITS.maxNote, 'validation.noteTooLong'),
      exclusivityDays: z.string(),
      diligenceDeadline: z.string().regex(DAY, 'loi.validation.date'),
      targetSigningDate: z.string().regex(DAY, 'loi.validation.date'),
      validUntil: z.string().regex(DAY, 'validation.validUntil'),
    })
    .transform((v, ctx): LoiTerms => {
      const issue = (path: keyof LoiFormValues, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      const euros = (path: keyof LoiFormValues, text: string, required = false) => {
        const parsed = amount(text);
        if (parsed.kind === 'ok') return parsed.value;
        if (parsed.kind === 'empty' && !required) return null;
        issue(path, path === 'price' ? 'validation.price' : 'loi.validation.amount');
        return null;
      };
      const whole = (path: keyof LoiFormValues, text: string, min: number, max: number) => {
        if (text.trim() === '') return null;
        const n = Number(text.trim());
        if (!Number.isInteger(n) || n < min || n > max) {
          issue(path, 'loi.validation.range');
          return null;
        }
        return n;
      };
      const structure = offer_structure.find((value) => value === v.structure);
      if (!structure) issue('structure', 'validation.structure');
      const price = euros('price', v.price, true);
      const vendorLoan = euros('vendorLoan', v.vendorLoan);
      const earnOut = euros('earnOut', v.earnOut);
      const holdback = euros('holdback', v.holdback);
      const equity = euros('equity', v.equity);
      const bank = euros('bank', v.bank);
      const development = euros('development', v.development);
      const vendorLoanMonths = whole('vendorLoanMonths', v.vendorLoanMonths, 1, 240);
      const earnOutMonths = whole('earnOutMonths', v.earnOutMonths, 1, 120);
      const holdbackMonths = whole('holdbackMonths', v.holdbackMonths, 1, 60);
      const days = whole('exclusivityDays', v.exclusivityDays, 1, OFFER_LIMITS.maxDays);
      if (days === null && v.exclusivityDays.trim() === '')
        issue('exclusivityDays', 'validation.days');
      let interestBp: number | null = null;
      if (v.vendorLoanInterest.trim() !== '') {
        const n = Number(v.vendorLoanInterest.trim().replace(',', '.'));
        if (!Number.isFinite(n) || n < 0 || n > 20)
          issue('vendorLoanInterest', 'loi.validation.interest');
        else interestBp = Math.round(n * 100);
      }
      if (vendorLoan !== null && (vendorLoanMonths === null || interestBp === null))
        issue('vendorLoanMonths', 'loi.validation.vendorLoanTerms');
      if (earnOut !== null && (earnOutMonths === null || !v.earnOutMetric))
        issue('earnOutMonths', 'loi.validation.earnOutTerms');
      if (holdback !== null && holdbackMonths === null)
        issue('holdbackMonths', 'loi.validation.holdbackTerms');
      const closing = price !== null ? price - (vendorLoan ?? 0) : null;
      if (closing !== null && closing < 0) issue('vendorLoan', 'loi.validation.sum');
      if (closing !== null && holdback !== null && holdback > closing)
        issue('holdback', 'loi.validation.holdback');
      if (equity === null && bank === null && development === null)
        issue('equity', 'loi.validation.financingRequired');
      else if (closing !== null && (equity ?? 0) + (bank ?? 0) + (development ?? 0) > closing)
        issue('equity', 'loi.validation.financing');
      const today = berlinToday();
      if (v.validUntil <= today || v.validUntil > addDays(today, OFFER_LIMITS.maxValidDays))
        issue('validUntil', 'validation.validUntil');
      if (v.diligenceDeadline <= today) issue('diligenceDeadline', 'loi.validation.future');
      if (v.targetSigningDate < v.diligenceDeadline)
        issue('targetSigningDate', 'loi.validation.signingAfterDiligence');
      const cents = (n: number | null) => (n === null ? null : n * 100);
      const text = (s: string) => (s.trim() ? s.trim() : null);
      return {
        price_cents: (price ?? 0) * 100,
        closing_cents: (closing ?? 0) * 100,
        structure: structure ?? 'share_deal',
        earn_out_cents: cents(earnOut),
        earn_out_months: earnOut === null ? null : earnOutMonths,
        earn_out_metric:
          earnOut === null ? null : (v.earnOutMetric as Enums['offer_earn_out_metric'] | null),
        earn_out_terms: earnOut === null ? null : text(v.earnOutTerms),
        vendor_loan_cents: cents(vendorLoan),
        vendor_loan_months: vendorLoan === null ? null : vendorLoanMonths,
        vendor_loan_interest_bp: vendorLoan === null ? null : interestBp,
        holdback_cents: cents(holdback),
        holdback_months: holdback === null ? null : holdbackMonths,
        financing_equity_cents: cents(equity),
        financing_bank_cents: cents(bank),
        financing_development_cents: cents(development),
        financing_note: text(v.financingNote),
        cond_due_diligence: v.condDueDiligence,
        cond_financing: v.condFinancing,
        cond_approvals: v.condApprovals,
        conditions_note: text(v.conditionsNote),
        exclusivity_days: days ?? 0,
        diligence_deadline: v.diligenceDeadline,
        target_signing_date: v.targetSigningDate,
        valid_until: v.validUntil,
      };
    });
}

export const EARN_OUT_METRICS = offer_earn_out_metric;
