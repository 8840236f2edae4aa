import { z } from 'zod';
import { Constants } from '../../../lib/database.types';
import {
  amountInputText,
  ASKING_PRICE_RANGE,
  parseAmount,
  type AmountLanguage,
  type AmountRange,
} from '../../../lib/amount-input';

const {
  industry,
  revenue_range,
  employee_range,
  location,
  listing_type,
  fact_visibility,
  legal_form,
  region,
  sale_reason,
  owner_dependence,
  real_estate,
} = Constants.public.Enums;

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

/** Revenue of a year: 0 to 100 Mrd. €; EBITDA may be a loss. The database checks the same. */
export const REVENUE_RANGE: AmountRange = { min: 0, max: 100_000_000_000 };
export const EBITDA_RANGE: AmountRange = { min: -100_000_000_000, max: 100_000_000_000 };

/** The facts each with its own visibility, in form order. */
export const VISIBLE_FACTS = [
  'financials',
  'founded_year',
  'legal_form',
  'region',
  'sale_reason',
  'owner_dependence',
  'real_estate',
] as const;
export type VisibleFact = (typeof VISIBLE_FACTS)[number];

const required = z.string().trim().min(1);
const optional = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));
const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || (/^\d+$/.test(v) && Number(v) >= min && Number(v) <= max), 'range');

const factsSchema = z.object({
  staff_count: z.number().int().min(0).max(1_000_000).nullable(),
  founded_year: z.number().int().min(1600).max(2100).nullable(),
  legal_form: z.enum(legal_form).nullable(),
  region: z.enum(region).nullable(),
  sale_reason: z.enum(sale_reason).nullable(),
  owner_dependence: z.enum(owner_dependence).nullable(),
  real_estate: z.enum(real_estate).nullable(),
  financials_visibility: z.enum(fact_visibility),
  founded_year_visibility: z.enum(fact_visibility),
  legal_form_visibility: z.enum(fact_visibility),
  region_visibility: z.enum(fact_visibility),
  sale_reason_visibility: z.enum(fact_visibility),
  owner_dependence_visibility: z.enum(fact_visibility),
  real_estate_visibility: z.enum(fact_visibility),
});
export type ListingFacts = z.infer<typeof factsSchema>;

const financialYearSchema = z.object({
  year: z.number().int(),
  revenue_eur: z.number().int().min(REVENUE_RANGE.min).max(REVENUE_RANGE.max).nullable(),
  ebitda_eur: z.number().int().min(EBITDA_RANGE.min).max(EBITDA_RANGE.max).nullable(),
});
export type FinancialYear = z.infer<typeof financialYearSchema>;

/** The mutations' input (create_listing / update_listing). */
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
  facts: factsSchema.optional(),
  financials: z.array(financialYearSchema).max(4).optional(),
});

export type CreateListingInput = z.infer<typeof createListingSchema>;

/** One year of figures as typed. */
export type FinancialYearForm = { year: number; revenue: string; ebitda: string };

/** The form's own values: selects start empty (null); amounts and numbers as typed. */
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
  staffCount: string;
  foundedYear: string;
  legalForm: string | null;
  region: string | null;
  saleReason: string | null;
  ownerDependence: string | null;
  realEstate: string | null;
  visibility: Record<VisibleFact, 'teaser' | 'access'>;
  /** The last three years (actual) and this year (plan), oldest first. */
  financials: FinancialYearForm[];
};

/** This year in Berlin (the database's calendar for the plan year). */
export function planYear(now = new Date()): number {
  return Number(
    new Intl.DateTimeFormat('en', { timeZone: 'Europe/Berlin', year: 'numeric' }).format(now),
  );
}

export const financialYears = (year = planYear()) => [year - 3, year - 2, year - 1, year];

export const defaultVisibility: Record<VisibleFact, 'teaser' | 'access'> = {
  financials: 'teaser',
  founded_year: 'teaser',
  legal_form: 'teaser',
  region: 'teaser',
  sale_reason: 'teaser',
  owner_dependence: 'access',
  real_estate: 'teaser',
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
  staffCount: '',
  foundedYear: '',
  legalForm: null,
  region: null,
  saleReason: null,
  ownerDependence: null,
  realEstate: null,
  visibility: defaultVisibility,
  financials: financialYears().map((year) => ({ year, revenue: '', ebitda: '' })),
};

const amountIssue = (
  ctx: z.RefinementCtx,
  path: (string | number)[],
  text: string,
  language: AmountLanguage,
  range: AmountRange,
  allowNegative = false,
) => {
  const parsed = parseAmount(text, language, range, { allowNegative });
  if (parsed.kind !== 'ok' && parsed.kind !== 'empty') {
    ctx.addIssue({ code: 'custom', path, message: parsed.kind });
  }
};

/**
 * The form's schema: the mutation's fields, with amounts as typed ("2,5 Mio") read by
 * parseAmount in the form's language. Unreadable, ambiguous or out-of-range text is an error.
 */
export function listingFormSchema(language: AmountLanguage) {
  return createListingSchema
    .omit({ askingPriceEur: true, facts: true, financials: true })
    .extend({
      askingPrice: z.string(),
      staffCount: wholeNumber(0, 1_000_000),
      foundedYear: wholeNumber(1600, planYear()),
      financials: z.array(z.object({ year: z.number(), revenue: z.string(), ebitda: z.string() })),
    })
    .superRefine((v, ctx) => {
      amountIssue(ctx, ['askingPrice'], v.askingPrice, language, ASKING_PRICE_RANGE);
      v.financials.forEach((row, i) => {
        amountIssue(ctx, ['financials', i, 'revenue'], row.revenue, language, REVENUE_RANGE);
        amountIssue(ctx, ['financials', i, 'ebitda'], row.ebitda, language, EBITDA_RANGE, true);
      });
    });
}

const amountOrNull = (
  text: string,
  language: AmountLanguage,
  range: AmountRange,
  allowNegative = false,
) => {
  const parsed = parseAmount(text, language, range, { allowNegative });
  return parsed.kind === 'ok' ? parsed.value : null;
};

/** The mutation's input from valid form values (typed amounts as whole euros). */
export function toListingInput(
  values: CreateListingFormValues,
  language: AmountLanguage,
): CreateListingInput {
  listingFormSchema(language).parse(values);
  const v = values;
  const vis = v.visibility;
  return createListingSchema.parse({
    title: v.title,
    type: v.type,
    industry: v.industry,
    revenue: v.revenue,
    employees: v.employees,
    location: v.location,
    askingPriceEur: amountOrNull(v.askingPrice, language, ASKING_PRICE_RANGE) ?? undefined,
    price: v.price,
    description: v.description,
    anonymizedDescription: v.anonymizedDescription,
    marketPosition: v.marketPosition,
    patents: v.patents,
    fullDetails: v.fullDetails,
    facts: {
      staff_count: v.staffCount.trim() ? Number(v.staffCount) : null,
      founded_year: v.foundedYear.trim() ? Number(v.foundedYear) : null,
      legal_form: v.legalForm,
      region: v.region,
      sale_reason: v.saleReason,
      owner_dependence: v.ownerDependence,
      real_estate: v.realEstate,
      financials_visibility: vis.financials,
      founded_year_visibility: vis.founded_year,
      legal_form_visibility: vis.legal_form,
      region_visibility: vis.region,
      sale_reason_visibility: vis.sale_reason,
      owner_dependence_visibility: vis.owner_dependence,
      real_estate_visibility: vis.real_estate,
    },
    financials: v.financials
      .map((row) => ({
        year: row.year,
        revenue_eur: amountOrNull(row.revenue, language, REVENUE_RANGE),
        ebitda_eur: amountOrNull(row.ebitda, language, EBITDA_RANGE, true),
      }))
      .filter((row) => row.revenue_eur !== null || row.ebitda_eur !== null),
  });
}

/** A stored listing as form values (for editing), amounts written in the form's language. */
export function listingToFormValues(
  listing: {
    type: string;
    industry: string;
    revenue: string;
    employees: string;
    location: string;
    price: string | null;
    asking_price_eur: number | null;
    anonymized_description: string;
    market_position: string | null;
    patents: boolean;
    listing_details: { title: string; description: string; full_details: string | null } | null;
    listing_facts: Partial<ListingFacts> | null;
    listing_financials: FinancialYear[];
  },
  language: AmountLanguage,
): CreateListingFormValues {
  const f = listing.listing_facts ?? {};
  const text = (n: number | null | undefined) => (n == null ? '' : amountInputText(n, language));
  const years = financialYears();
  return {
    title: listing.listing_details?.title ?? '',
    type: listing.type,
    industry: listing.industry,
    revenue: listing.revenue,
    employees: listing.employees,
    location: listing.location,
    askingPrice: text(listing.asking_price_eur),
    price: listing.price ?? '',
    description: listing.listing_details?.description ?? '',
    anonymizedDescription: listing.anonymized_description,
    marketPosition: listing.market_position ?? '',
    patents: listing.patents,
    fullDetails: listing.listing_details?.full_details ?? '',
    staffCount: f.staff_count == null ? '' : String(f.staff_count),
    foundedYear: f.founded_year == null ? '' : String(f.founded_year),
    legalForm: f.legal_form ?? null,
    region: f.region ?? null,
    saleReason: f.sale_reason ?? null,
    ownerDependence: f.owner_dependence ?? null,
    realEstate: f.real_estate ?? null,
    visibility: {
      financials: f.financials_visibility ?? defaultVisibility.financials,
      founded_year: f.founded_year_visibility ?? defaultVisibility.founded_year,
      legal_form: f.legal_form_visibility ?? defaultVisibility.legal_form,
      region: f.region_visibility ?? defaultVisibility.region,
      sale_reason: f.sale_reason_visibility ?? defaultVisibility.sale_reason,
      owner_dependence: f.owner_dependence_visibility ?? defaultVisibility.owner_dependence,
      real_estate: f.real_estate_visibility ?? defaultVisibility.real_estate,
    },
    financials: years.map((year) => {
      const row = listing.listing_financials.find((r) => r.year === year);
      return { year, revenue: text(row?.revenue_eur), ebitda: text(row?.ebitda_eur) };
    }),
  };
}

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
