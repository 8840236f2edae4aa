import { z } from 'zod';
import { Constants } from './database.types';

const {
  industry,
  revenue_range,
  employee_range,
  location,
  listing_type,
  margin_band,
  growth_band,
  region,
  sale_reason,
} = Constants.public.Enums;

/** A listing's teaser columns, as every verified user may read them (the anonymised card). */
export const listingTeaserSchema = z.object({
  id: z.string(),
  type: z.enum(listing_type),
  industry: z.enum(industry),
  revenue: z.enum(revenue_range),
  employees: z.enum(employee_range),
  location: z.enum(location),
  price: z.string().nullable(),
  asking_price_eur: z.number().nullable(),
  anonymized_description: z.string(),
  market_position: z.string().nullable(),
  patents: z.boolean(),
  created_at: z.string(),
  // The facts the owner shows in the teaser, as bands derived by the database (null: not shown).
  ebitda_band_min_eur: z.number().nullish(),
  ebitda_band_max_eur: z.number().nullish(),
  ebitda_margin_band: z.enum(margin_band).nullish(),
  revenue_growth_band: z.enum(growth_band).nullish(),
  region: z.enum(region).nullish(),
  sale_reason: z.enum(sale_reason).nullish(),
});
