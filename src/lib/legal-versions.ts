/**
 * The versions (effective dates) of the terms of use and the privacy policy a registration accepts.
 * The database checks the same values (private.current_terms_version(),
 * private.current_privacy_version() in supabase/schemas/10_accounts.sql): change both together.
 */
export const TERMS_VERSION = '2024-12-10';
export const PRIVACY_VERSION = '2024-12-10';

/** The sign-up metadata that records the acceptance of both texts. */
export const CONSENT_METADATA = {
  terms_version: TERMS_VERSION,
  privacy_version: PRIVACY_VERSION,
} as const;
