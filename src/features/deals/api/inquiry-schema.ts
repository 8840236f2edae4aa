import { z } from 'zod';

/** The inquiry form and the send mutation share this schema (message required, non-blank). */
export const inquirySchema = z.object({
  message: z.string().trim().min(1).max(5000),
});

export type InquiryInput = z.infer<typeof inquirySchema>;
