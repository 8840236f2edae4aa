import { z } from 'zod';

/**
 * A period a key figure counts (admin_kpis(): a week's or the whole window's bounds, as instants):
 * the list it opens shows the rows with their timestamp in [from, until).
 */
export const listPeriodSchema = z.object({ from: z.string(), until: z.string() });

export type ListPeriod = z.infer<typeof listPeriodSchema>;
