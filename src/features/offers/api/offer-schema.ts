import { z } from 'zod';
import { Constants } from '../../../lib/database.types';

const { offer_structure, offer_financing, offer_status } = Constants.public.Enums;

/** Bounds the database enforces too (public.submit_deal_offer()). */
export const OFFER_LIMITS = {
  maxEur: 10_000_000_000,
  minDays: 1,
  maxDays: 180,
  maxValidDays: 365,
  maxNote: 2000,
} as const;

/** Today in the marketplace's time zone, as YYYY-MM-DD (offers are valid through their day there). */
export function berlinToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(now);
}

/** YYYY-MM-DD plus days (calendar arithmetic in UTC, no time zone shifts). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const euros = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(OFFER_LIMITS.maxEur, message);
// Optional: parsing the parsed value again (form, then mutation) gives the same result.
const note = z
  .string()
  .trim()
  .max(OFFER_LIMITS.maxNote, 'validation.noteTooLong')
  .optional()
  .transform((v) => (v ? v : undefined));

/**
 * The offer form and its mutation. Messages are keys of the `offers` namespace. The form's
 * number fields give '' when empty: the optional earn-out accepts that as "none".
 */
export const offerSchema = z
  .object({
    priceEur: euros('validation.price'),
    structure: z.enum(offer_structure, { error: 'validation.structure' }),
    earnOutEur: z
      .union([z.literal(''), euros('validation.earnOut')])
      .optional()
      .transform((v) => (v === '' ? undefined : v)),
    earnOutTerms: note,
    financing: z.enum(offer_financing, { error: 'validation.financing' }),
    financingNote: note,
    exclusivityDays: z
      .number({ error: 'validation.days' })
      .int('validation.days')
      .min(OFFER_LIMITS.minDays, 'validation.days')
      .max(OFFER_LIMITS.maxDays, 'validation.days'),
    validUntil: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.validUntil'),
  })
  .superRefine((value, ctx) => {
    const today = berlinToday();
    if (value.validUntil <= today || value.validUntil > addDays(today, OFFER_LIMITS.maxValidDays))
      ctx.addIssue({ code: 'custom', path: ['validUntil'], message: 'validation.validUntil' });
  });

export type OfferInput = z.output<typeof offerSchema>;

/** One offer as the deal page receives it (public.deal_overview().offers). */
export const dealOfferSchema = z.object({
  id: z.string(),
  price_eur: z.number(),
  structure: z.enum(offer_structure),
  earn_out_eur: z.number().nullable(),
  earn_out_terms: z.string().nullable(),
  financing: z.enum(offer_financing),
  financing_note: z.string().nullable(),
  exclusivity_days: z.number(),
  valid_until: z.string(),
  status: z.enum(offer_status),
  expired: z.boolean(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type DealOffer = z.infer<typeof dealOfferSchema>;
export const dealOffersSchema = z.array(dealOfferSchema).catch([]);
