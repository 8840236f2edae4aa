// TOTP codes for the tests and e2e journeys (the demo admin's seeded secret, or a factor a test
// enrolled), computed with the same library and parameters as the auth service and authenticator apps.
import * as OTPAuth from 'otpauth';

/** The seeded demo admin's TOTP secret (supabase/seed.sql; README "Demo accounts"). */
export const DEMO_ADMIN_TOTP_SECRET = 'DEMOADMINTOTPSECRETDEALBRIDGE234';

/** The current 6-digit code of a base32 secret. */
export function totpCode(secret: string, timestamp = Date.now()): string {
  return new OTPAuth.TOTP({
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: OTPAuth.Secret.fromBase32(secret),
  }).generate({ timestamp });
}
