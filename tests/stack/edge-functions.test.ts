// Edge functions behind the gateway: the gateway checks the JWT (verify_jwt) and the function
// sees who is calling.
import { createClient, FunctionsHttpError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { CONSENT_METADATA } from '../../src/lib/legal-versions';
import { DEMO_PASSWORD, SEEDED } from '../support/accounts';
import { stackEnv } from '../support/env';
import { verifyLink, waitForMail } from '../support/mail';

const client = () =>
  createClient(stackEnv.url, stackEnv.anonKey, { auth: { persistSession: false } });

describe('edge functions through the gateway', () => {
  it('refuses a request whose bearer token is not a valid JWT before it reaches the function', async () => {
    const response = await fetch(`${stackEnv.url}/functions/v1/admin`, {
      method: 'POST',
      headers: {
        apikey: stackEnv.anonKey,
        Authorization: 'Bearer not-a-jwt',
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ action: 'stats' }),
    });
    expect(response.status).toBe(401);
  });

  it('the function sees the signed-in caller: the configured admin is promoted, anyone else is refused', async () => {
    const admin = client();
    const { error: signInError } = await admin.auth.signInWithPassword({
      email: SEEDED.admin.email,
      password: DEMO_PASSWORD,
    });
    expect(signInError).toBeNull();
    const promoted = await admin.functions.invoke('admin', { body: { action: 'promote' } });
    expect(promoted.error).toBeNull();
    expect(promoted.data.profile.email).toBe('admin@dealbridge.test');

    const stranger = client();
    const email = `${crypto.randomUUID()}@example.test`;
    const { error: signUpError } = await stranger.auth.signUp({
      email,
      password: 'long-enough-password',
      options: { data: CONSENT_METADATA },
    });
    expect(signUpError).toBeNull();
    // Sign-up confirms the address by mail first; then the stranger signs in.
    await fetch(verifyLink(await waitForMail(email)), { redirect: 'manual' });
    expect(
      (await stranger.auth.signInWithPassword({ email, password: 'long-enough-password' })).error,
    ).toBeNull();
    const refused = await stranger.functions.invoke('admin', { body: { action: 'promote' } });
    expect(refused.error).toBeInstanceOf(FunctionsHttpError);
    expect((refused.error as FunctionsHttpError).context.status).toBe(403);
  });
});
