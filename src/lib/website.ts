import { z } from 'zod';

/** The longest website the database keeps (profiles_website_form). */
export const WEBSITE_MAX_LENGTH = 200;

/**
 * The database's pattern (constraint profiles_website_form, supabase/schemas/10_accounts.sql):
 * http or https, a host with a domain (letters beyond ASCII allowed), an optional port and path;
 * no user info, no spaces. (Without the u flag a character beyond U+FFFF is two surrogates here,
 * which the ranges leave out, as the database's U+00A1–U+FFFF leaves out such a character.)
 */
const WEBSITE_PATTERN =
  /^https?:\/\/([a-z0-9\u00a1-\ud7ff\ue000-\uffff]([a-z0-9\u00a1-\ud7ff\ue000-\uffff-]*[a-z0-9\u00a1-\ud7ff\ue000-\uffff])?\.)+[a-z\u00a1-\ud7ff\ue000-\uffff]{2,63}(:[0-9]{1,5})?([/?#]\S*)?$/i;

/**
 * A website as people type it, as the database normalises it (private.normalize_website()):
 * trimmed, empty is none (''), a missing scheme becomes https://.
 */
export function normalizeWebsite(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '') return '';
  return trimmed.includes('://') ? trimmed : `https://${trimmed}`;
}

/** Whether the database accepts this (normalised) website. */
export function isValidWebsite(value: string): boolean {
  return value.length <= WEBSITE_MAX_LENGTH && WEBSITE_PATTERN.test(value);
}

/**
 * An optional website field (absent or ''): normalised, then checked as the database checks it; '' when empty.
 * Messages are keys of the form's namespace (validation.websiteTooLong, validation.websiteInvalid).
 */
export const websiteSchema = z
  .string()
  .optional()
  .transform((value) => normalizeWebsite(value ?? ''))
  .refine((value) => value.length <= WEBSITE_MAX_LENGTH, {
    error: 'validation.websiteTooLong',
    abort: true,
  })
  .refine((value) => value === '' || WEBSITE_PATTERN.test(value), {
    error: 'validation.websiteInvalid',
  });
