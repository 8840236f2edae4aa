import { z } from 'zod';
import { Constants } from '../../../lib/database.types';

const { industry, revenue_range, location } = Constants.public.Enums;

/** Longest name the database keeps (saved_searches_name_length). */
export const SAVED_SEARCH_NAME_MAX = 80;

/** The name form (save and rename): what the database's checks allow, with translated messages. */
export const savedSearchNameSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: 'validation.nameRequired' })
    .max(SAVED_SEARCH_NAME_MAX, { error: 'validation.nameTooLong' }),
});
export type SavedSearchNameForm = z.infer<typeof savedSearchNameSchema>;

/** The search of /discover a saved search stores (the route's search params). */
export const savedSearchFiltersSchema = z.object({
  q: z.string().max(200).optional(),
  industry: z.enum(industry).optional(),
  revenue: z.enum(revenue_range).optional(),
  location: z.enum(location).optional(),
});
export type SavedSearchFilters = z.infer<typeof savedSearchFiltersSchema>;
