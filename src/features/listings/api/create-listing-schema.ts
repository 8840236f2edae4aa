import { z } from 'zod';
import { Constants } from '../../../lib/database.types';
import { ASKING_PRICE_RANGE, parseAmount, type AmountLanguage } from '../../../lib/amount-input';

const { industry, revenue_range, employee_range, location, listing_type } = Constants.public.Enums;

/** Form fields in display order; the required ones are listed when missing. */
export const LISTING_FIELDS = [
  'title',
  'type',
  'industry',
  'revenue',
  'employees',
  'location',
  'askingPrice',
  'price',
  'description',
  'anonymizedDescription',
  'marketPosition',
  'patents',
  'fullDetails',
] as const;
export type ListingField = (typeof LISTING_FIELDS)[number];

const required = z.string().trim().min(1);
const optional = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/** One schema for the create-listing form and its mutation (spec section 5). */
export const createListingSchema = z.object({
  title: required.max(200),
  type: z.enum(listing_type),
  industry: z.enum(industry),
  revenue: z.enum(revenue_range),
  employees: z.enum(employee_range),
  location: z.enum(location),
  // Whole euros (the database's range); absent means "on request".
  askingPriceEur: z
    .number()
    .int()
    .min(ASKING_PRICE_RANGE.min)
    .max(ASKING_PRICE_RANGE.max)
    .optional(),
  price: optional.pipe(z.string().max(100).optional()),
  description: required.max(10_000),
  anonymizedDescription: required.max(5000),
  marketPosition: optional.pipe(z.string().max(2000).optional()),
  patents: z.boolean(),
  fullDetails: optional.pipe(z.string().max(50_000).optional()),
});

export type CreateListingInput = z.infer<typeof createListingSchema>;

/**
 * The form's schema: the mutation's, with the asking price as typed ("2,5 Mio") read by
 * parseAmount in the form's language. Unreadable, ambiguous or out-of-range text is an error.
 */
export function listingFormSchema(language: AmountLanguage) {
  return createListingSchema.omit({ askingPriceEur: true }).extend({
    askingPrice: z.string().superRefine((text, ctx) => {
      const parsed = parseAmount(text, language, ASKING_PRICE_RANGE);
      if (parsed.kind !== 'ok' && parsed.kind !== 'empty') {
        ctx.addIssue({ code: 'custom', message: parsed.kind });
      }
    }),
  });
}

/** The mutation's input from valid form values (the typed asking price as whole euros). */
export function toListingInput(
  values: CreateListingFormValues,
  language: AmountLanguage,
): CreateListingInput {
  const { askingPrice, ...rest } = listingFormSchema(language).parse(values);
  const parsed = parseAmount(askingPrice, language, ASKING_PRICE_RANGE);
  return createListingSchema.parse({
    ...rest,
    askingPriceEur: parsed.kind === 'ok' ? parsed.value : undefined,
  });
}

/** The form's own values: selects start empty (null). */
export type CreateListingFormValues = {
  title: string;
  type: string | null;
  industry: string | null;
  revenue: string | null;
  employees: string | null;
  location: string | null;
  /** As typed, e.g. "2,5 Mio". */
  askingPrice: string;
  price: string;
  description: string;
  anonymizedDescription: string;
  marketPosition: string;
  patents: boolean;
  fullDetails: string;
};

export const emptyListingForm: CreateListingFormValues = {
  title: '',
  type: 'sell',
  industry: null,
  revenue: null,
  employees: null,
  location: null,
  askingPrice: '',
  price: '',
  description: '',
  anonymizedDescription: '',
  marketPosition: '',
  patents: false,
  fullDetails: '',
};

/** Required fields that are empty, in form order. */
export function missingRequiredFields(values: CreateListingFormValues): ListingField[] {
  const result = listingFormSchema('en').safeParse(values);
  if (result.success) return [];
  const bad = new Set(result.error.issues.map((i) => String(i.path[0])));
  const isEmpty = (f: ListingField) => {
    const v = values[f];
    return v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
  };
  return LISTING_FIELDS.filter((f) => bad.has(f) && isEmpty(f));
}
