// Answers of the auth service that auth-js's own suite checks: the admin MFA API, and GoTrue's
// errors for what this project does not turn on (phone, Web3, ID tokens, SAML SSO, manual
// identity linking), so a client sees the same codes as against Supabase Auth.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../support/accounts';
import { stackEnv } from '../support/env';
import { totpCode } from '../support/totp';

const PASSWORD = 'correct-horse-42';

class NoRealtime {
  constructor() {
    throw new Error('realtime is not used by the auth tests');
  }
}
const options = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: NoRealtime as unknown as typeof WebSocket },
};
const client = (): SupabaseClient => createClient(stackEnv.url, stackEnv.anonKey, options);
const admin = () => createClient(stackEnv.url, stackEnv.serviceRoleKey, options).auth.admin;

async function signedIn(tag: string) {
  const email = uniqueEmail(tag);
  const created = await admin().createUser({ email, password: PASSWORD, email_confirm: true });
  expect(created.error).toBeNull();
  const supabase = client();
  expect((await supabase.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  return { supabase, userId: created.data.user!.id };
}

describe('auth: MFA challenges', () => {
  it('many challenges of one factor at once all succeed (no deadlock), and each can be verified', async () => {
    const { supabase } = await signedIn('mfa-challenges');
    const enrolled = await supabase.auth.mfa.enroll({ factorType: 'totp' });
    expect(enrolled.error).toBeNull();
    const factorId = enrolled.data!.id;
    // As several tabs, or test files signing in as the same admin, do: a challenge updates the
    // factor's last_challenged_at (unique) and inserts a row that references the factor.
    const challenges = await Promise.all(
      Array.from({ length: 12 }, () => supabase.auth.mfa.challenge({ factorId })),
    );
    expect(challenges.map((c) => c.error)).toEqual(challenges.map(() => null));
    expect(new Set(challenges.map((c) => c.data!.id)).size).toBe(12);
    const verified = await supabase.auth.mfa.verify({
      factorId,
      challengeId: challenges[7].data!.id,
      code: totpCode(enrolled.data!.totp.secret),
    });
    expect(verified.error).toBeNull();
    expect((await supabase.auth.mfa.getAuthenticatorAssuranceLevel()).data!.currentLevel).toBe(
      'aal2',
    );
  });
});

describe('auth: admin MFA API', () => {
  it("lists a user's factors and deletes one", async () => {
    const { supabase, userId } = await signedIn('admin-mfa');
    const enrolled = await supabase.auth.mfa.enroll({ factorType: 'totp' });
    expect(enrolled.error).toBeNull();

    const listed = await admin().mfa.listFactors({ userId });
    expect(listed.error).toBeNull();
    expect(listed.data!.factors).toEqual([
      expect.objectContaining({ id: enrolled.data!.id, factor_type: 'totp', status: 'unverified' }),
    ]);
    const deleted = await admin().mfa.deleteFactor({ userId, id: enrolled.data!.id });
    expect(deleted.error).toBeNull();
    expect((deleted.data as unknown as { data: { id: string } }).data.id).toBe(enrolled.data!.id);
    expect((await admin().mfa.listFactors({ userId })).data!.factors).toEqual([]);

    const again = await admin().mfa.deleteFactor({ userId, id: enrolled.data!.id });
    expect(again.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    const unknownUser = await admin().mfa.listFactors({ userId: crypto.randomUUID() });
    expect(unknownUser.error).toMatchObject({ status: 404, code: 'user_not_found' });
    // A user token is no admin.
    const forUser = await fetch(`${stackEnv.url}/auth/v1/admin/users/${userId}/factors`, {
      headers: {
        apikey: stackEnv.anonKey,
        Authorization: `Bearer ${(await supabase.auth.getSession()).data.session!.access_token}`,
      },
    });
    expect(forUser.status).toBe(403);
  });
});

describe('auth: what is turned off answers as GoTrue', () => {
  it('verifies no phone codes, and checks the number and the email first', async () => {
    const unknown = await client().auth.verifyOtp({
      phone: '491701234567',
      token: '123456',
      type: 'sms',
    });
    expect(unknown.error).toMatchObject({
      status: 403,
      code: 'otp_expired',
      message: 'Token has expired or is invalid',
    });
    const invalid = await client().auth.verifyOtp({
      phone: '49-invalid',
      token: '123456',
      type: 'sms',
    });
    expect(invalid.error).toMatchObject({
      status: 400,
      message: 'Invalid phone number format (E.164 required)',
    });
    const badEmail = await client().auth.verifyOtp({
      email: 'not-an-email',
      token: '123456',
      type: 'email',
    });
    expect(badEmail.error).toMatchObject({ status: 422, message: 'Invalid email format' });
  });

  it('refuses Web3, ID token, SSO and identity linking with their codes', async () => {
    const web3 = await fetch(`${stackEnv.url}/auth/v1/token?grant_type=web3`, {
      method: 'POST',
      headers: { apikey: stackEnv.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ chain: 'ethereum' }),
    });
    expect(web3.status).toBe(422);
    expect(await web3.json()).toMatchObject({ error_code: 'web3_provider_disabled' });

    const idToken = await client().auth.signInWithIdToken({ provider: 'google', token: 'x' });
    expect(idToken.error).toMatchObject({
      status: 400,
      code: 'provider_disabled',
      message: 'Provider (issuer "https://accounts.google.com") is not enabled',
    });

    const sso = await client().auth.signInWithSSO({ domain: 'example.test' });
    expect(sso.error).toMatchObject({
      status: 404,
      code: 'saml_provider_disabled',
      message: 'SAML 2.0 is disabled',
    });

    const { supabase } = await signedIn('identities');
    const link = await supabase.auth.linkIdentity({ provider: 'google' });
    expect(link.error).toMatchObject({ status: 404, code: 'manual_linking_disabled' });
    const { data } = await supabase.auth.getUserIdentities();
    const unlink = await supabase.auth.unlinkIdentity(data!.identities[0]);
    expect(unlink.error).toMatchObject({ status: 404, code: 'manual_linking_disabled' });
  });
});
