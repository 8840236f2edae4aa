import { z } from 'zod';
import { Constants } from './database.types';

const { industry, revenue_range, employee_range, location, listing_type } = Constants.public.Enums;

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
});
