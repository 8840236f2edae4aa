// TOTP codes for the tests and e2e journeys (the demo admin's seeded secret, or a factor a test
// enrolled), computed with the same library and parameters as the auth service and authenticator apps.
import { isAuthRetryableFetchError, type SupabaseClient } from '@supabase/supabase-js';
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

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database schema
type MfaClient = SupabaseClient<any, any, any>;

/** Raises a signed-in client's session to aal2 with its verified TOTP factor. */
export async function passTotp(client: MfaClient, secret: string): Promise<void> {
  const { data, error } = await client.auth.mfa.listFactors();
  if (error || !data?.totp[0])
    throw new Error(`no verified TOTP factor: ${error?.message ?? 'none'}`);
  let verified = await client.auth.mfa.challengeAndVerify({
    factorId: data.totp[0].id,
    code: totpCode(secret),
  });
  // A 502/503/504 (auth-js: AuthRetryableFetchError) is the service saying "retry": asked again
  // at once, a few times, with a fresh challenge and code. A refused code is not retried.
  for (
    let attempt = 1;
    verified.error && isAuthRetryableFetchError(verified.error) && attempt < 4;
    attempt += 1
  )
    verified = await client.auth.mfa.challengeAndVerify({
      factorId: data.totp[0].id,
      code: totpCode(secret),
    });
  if (verified.error)
    throw new Error(
      `TOTP verification failed: ${verified.error.message} (${verified.error.status})`,
    );
}

/** Enrolls and verifies a TOTP factor for a signed-in client (now aal2); returns its secret. */
export async function enrollTotp(client: MfaClient): Promise<string> {
  const { data, error } = await client.auth.mfa.enroll({
    factorType: 'totp',
    friendlyName: 'Test authenticator',
  });
  if (error || !data) throw new Error(`TOTP enroll failed: ${error?.message}`);
  const verified = await client.auth.mfa.challengeAndVerify({
    factorId: data.id,
    code: totpCode(data.totp.secret),
  });
  if (verified.error) throw new Error(`TOTP verification failed: ${verified.error.message}`);
  return data.totp.secret;
}
