import { z } from 'zod';
import { CATEGORIES, PRIORITIES } from './deal-diligence';

/** The request form (mirrors diligence_requests' constraints). */
export const requestFormSchema = z.object({
  title: z.string().trim().min(1, 'required').max(200, 'tooLong'),
  description: z.string().trim().max(4000, 'tooLong'),
  category: z.enum(CATEGORIES),
  priority: z.enum(PRIORITIES),
  due_date: z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/, 'invalidDate'),
});
export type RequestFormValues = z.infer<typeof requestFormSchema>;

/** Form values to the table's columns (empty texts and dates are null). */
export function requestColumns(values: RequestFormValues) {
  return {
    title: values.title.trim(),
    description: values.description.trim() || null,
    category: values.category,
    priority: values.priority,
    due_date: values.due_date || null,
  };
}
