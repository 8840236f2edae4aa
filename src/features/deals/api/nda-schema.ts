import { z } from 'zod';

/** The NDA signing form: a typed full name and the confirming checkbox. */
export const ndaSchema = z.object({
  signerName: z.string().trim().min(2).max(200),
  accepted: z.literal(true),
});

export type NdaInput = z.infer<typeof ndaSchema>;
