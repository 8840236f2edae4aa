import { z } from 'zod';

/**
 * Version (publication date) of the NDA text in src/locales/{en,de}/deals.json `nda`; stored with
 * every signature and in the audit trail. Change it whenever that text changes.
 */
export const NDA_VERSION = '2026-11-01';

/** The NDA signing form: a typed full name and the confirming checkbox. */
export const ndaSchema = z.object({
  signerName: z.string().trim().min(2).max(200),
  accepted: z.literal(true),
});

export type NdaInput = z.infer<typeof ndaSchema>;
