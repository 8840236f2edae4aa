// The local stack's auth service through @supabase/supabase-js itself: what the app sees must be
// what Supabase Auth (GoTrue) answers. Every test uses its own email addresses, so the tests run
// in any order and in parallel.
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { SignJWT, decodeJwt, decodeProtectedHeader } from 'jose';
import { describe, expect, it } from 'vitest';
import { CONSENT_METADATA } from '../../src/lib/legal-versions';
import { uniqueEmail as uniqueEmailOf } from '../support/accounts';
import { stackEnv } from '../support/env';
import { verifyLink, waitForMail } from '../support/mail';

const uniqueEmail = (tag = 'user') => uniqueEmailOf(tag);

const PASSWORD = 'correct-horse-42';

// Node 20 has no WebSocket and these tests never open a realtime channel: a transport that refuses.
class NoRealtime {
  constructor() {
    throw new Error('realtime is not used by the auth tests');
  }
}
const options = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: NoRealtime as unknown as typeof WebSocket },
};

function client(accessToken?: string): SupabaseClient {
  return createClient(stackEnv.url, stackEnv.anonKey, {
    ...options,
    global: accessToken ? { headers: { Authorization: `Bearer ${accessToken}` } } : {},
  });
}

const admin = () => createClient(stackEnv.url, stackEnv.serviceRoleKey, options).auth.admin;

/**
 * Signs up (config.toml turns confirmations on: no session yet), follows the confirmation link
 * from the local inbox, and signs in: the client, its session and user. The metadata carries the
 * accepted terms and privacy versions (CONSENT), which the project's sign-up trigger requires.
 */
async function signUp(data: Record<string, unknown> = {}, email = uniqueEmail()) {
  const supabase = client();
  const result = await supabase.auth.signUp({
    email,
    password: PASSWORD,
    options: { data: { ...CONSENT, ...data } },
  });
  expect(result.error).toBeNull();
  expect(result.data.session).toBeNull();
  const mail = await waitForMail(email);
  expect((await fetch(verifyLink(mail), { redirect: 'manual' })).status).toBe(303);
  const signedIn = await supabase.auth.signInWithPassword({ email, password: PASSWORD });
  expect(signedIn.error).toBeNull();
  return { supabase, email, session: signedIn.data.session!, user: signedIn.data.user! };
}

const secret = new TextEncoder().encode(stackEnv.jwtSecret);

/** The accepted terms and privacy versions every self sign-up carries (the sign-up trigger's rule). */
const CONSENT = { ...CONSENT_METADATA };

describe('auth: sign-up and sign-in', () => {
  it('signs up without a session until the mailed link is followed; then user_metadata and the email identity', async () => {
    const email = uniqueEmail();
    const pending = await client().auth.signUp({
      email: uniqueEmail(),
      password: PASSWORD,
      options: { data: CONSENT },
    });
    expect(pending.data.session).toBeNull();
    expect(pending.data.user!.email_confirmed_at).toBeUndefined();
    expect(pending.data.user!.confirmation_sent_at).toBeTruthy();
    const { session, user } = await signUp({ full_name: 'Ada Lovelace', locale: 'de' }, email);
    expect(session.access_token).toBeTruthy();
    expect(session.refresh_token).toBeTruthy();
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(3600);
    expect(session.expires_at).toBeGreaterThan(Date.now() / 1000 + 3500);
    expect(user.email).toBe(email);
    expect(user.email_confirmed_at).toBeTruthy();
    expect(user.user_metadata).toEqual({ ...CONSENT, full_name: 'Ada Lovelace', locale: 'de' });
    expect(user.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    expect(user.identities).toHaveLength(1);
    expect(user.identities![0]).toMatchObject({
      id: user.id,
      user_id: user.id,
      provider: 'email',
      identity_data: { sub: user.id, email, email_verified: true, phone_verified: false },
    });
  });

  it('issues access tokens with the claims of Supabase Auth', async () => {
    const { session, user } = await signUp({ plan: 'pro' });
    expect(decodeProtectedHeader(session.access_token)).toMatchObject({ alg: 'HS256', typ: 'JWT' });
    const claims = decodeJwt(session.access_token);
    expect(claims).toMatchObject({
      iss: `${stackEnv.url}/auth/v1`,
      sub: user.id,
      aud: 'authenticated',
      email: user.email,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { ...CONSENT, plan: 'pro' },
      role: 'authenticated',
      aal: 'aal1',
      is_anonymous: false,
    });
    expect(claims.exp! - claims.iat!).toBe(3600);
    expect(claims.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
  });

  it('signs in with email and password and records last_sign_in_at', async () => {
    const { email, user } = await signUp();
    const { data, error } = await client().auth.signInWithPassword({
      email: email.toUpperCase(),
      password: PASSWORD,
    });
    expect(error).toBeNull();
    expect(data.user!.id).toBe(user.id);
    expect(Date.parse(data.user!.last_sign_in_at!)).toBeGreaterThanOrEqual(
      Date.parse(user.last_sign_in_at!),
    );
    const fetched = await client().auth.getUser(data.session!.access_token);
    expect(fetched.data.user!.id).toBe(user.id);
  });

  it('refuses a wrong password with 400 invalid_credentials', async () => {
    const { email } = await signUp();
    const { data, error } = await client().auth.signInWithPassword({
      email,
      password: 'not-the-password',
    });
    expect(data.session).toBeNull();
    expect(error).toMatchObject({
      name: 'AuthApiError',
      status: 400,
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
    const unknown = await client().auth.signInWithPassword({
      email: uniqueEmail('nobody'),
      password: PASSWORD,
    });
    expect(unknown.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
  });

  it('answers a second sign-up of a confirmed email like a new one (no session, another id), as GoTrue with confirmations', async () => {
    const { email, user } = await signUp();
    const { data, error } = await client().auth.signUp({
      email,
      password: PASSWORD,
      options: { data: CONSENT },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user!.email).toBe(email);
    expect(data.user!.id).not.toBe(user.id);
    // How a client tells "this address has an account" (the app's registration page does): the
    // made-up user has no identities, where a new user has its email identity.
    expect(data.user!.identities).toEqual([]);
    const fresh = await client().auth.signUp({
      email: uniqueEmail('fresh'),
      password: PASSWORD,
      options: { data: CONSENT },
    });
    expect(fresh.data.user!.identities).toHaveLength(1);
  });

  it('refuses a weak password with 422 weak_password and its reasons', async () => {
    const { error } = await client().auth.signUp({ email: uniqueEmail(), password: 'short' });
    expect(error).toMatchObject({
      name: 'AuthWeakPasswordError',
      status: 422,
      code: 'weak_password',
      reasons: ['length'],
      message: 'Password should be at least 8 characters.',
    });
  });

  it('refuses common and leaked passwords with 422 weak_password, reason pwned', async () => {
    for (const password of ['password', '12345678', 'Passw0rd', 'iloveyou1']) {
      const { error } = await client().auth.signUp({ email: uniqueEmail(), password });
      expect(error, password).toMatchObject({
        name: 'AuthWeakPasswordError',
        status: 422,
        code: 'weak_password',
        reasons: ['pwned'],
        message: 'Password is known to be weak and easy to guess, please choose a different one.',
      });
    }
  });

  // (A body over the gateway's 64 KB auth limit is a 413: tests/stack/gateway-hardening.test.ts.)
  it('bounds user metadata: 422 for too many keys or bytes', async () => {
    const signup = (data: unknown) =>
      fetch(`${stackEnv.url}/auth/v1/signup`, {
        method: 'POST',
        headers: { apikey: stackEnv.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email: uniqueEmail(), password: PASSWORD, data }),
      });
    const manyKeys = await signup(
      Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i])),
    );
    expect(manyKeys.status).toBe(422);
    expect((await manyKeys.json()).msg).toBe('data may have at most 20 keys');
    const large = await signup({ note: 'x'.repeat(5000) });
    expect(large.status).toBe(422);
    expect((await large.json()).msg).toBe('data may be at most 4096 bytes as JSON');
  });

  it('refuses a malformed email with 400 validation_failed', async () => {
    const { error } = await client().auth.signUp({ email: 'not-an-email', password: PASSWORD });
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Unable to validate email address: invalid format',
    });
  });

  it('does not lock an account after failed sign-ins (no per-email lockout a stranger can trigger)', async () => {
    const { email } = await signUp();
    for (let i = 0; i < 12; i += 1) {
      const { error } = await client().auth.signInWithPassword({
        email,
        password: `wrong-${i}-password`,
      });
      expect(error, `attempt ${i + 1}`).toMatchObject({ status: 400, code: 'invalid_credentials' });
    }
    const owner = await client().auth.signInWithPassword({ email, password: PASSWORD });
    expect(owner.error).toBeNull();
    expect(owner.data.session?.access_token).toMatch(/^ey/);
  });
});

describe('auth: sessions', () => {
  it('rotates the refresh token; within the reuse interval of config.toml a rotated token yields the current one', async () => {
    const { supabase, session } = await signUp();
    const refreshed = await supabase.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refreshed.error).toBeNull();
    const next = refreshed.data.session!;
    expect(next.refresh_token).not.toBe(session.refresh_token);
    expect(decodeJwt(next.access_token).session_id).toBe(
      decodeJwt(session.access_token).session_id,
    );

    // A second tab refreshing with the same token at once (refresh_token_reuse_interval = 10 s):
    // it gets the session's current token instead of being signed out. (Reuse after the interval
    // revokes the session: tests/stack/auth-service.test.ts, with an interval of 0.)
    const reused = await client().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(reused.error).toBeNull();
    expect(reused.data.session!.refresh_token).toBe(next.refresh_token);
    const user = await client().auth.getUser(reused.data.session!.access_token);
    expect(user.error).toBeNull();
  });

  it('answers refresh_token_not_found for an unknown refresh token', async () => {
    const { error } = await client().auth.refreshSession({ refresh_token: 'doesnotexist' });
    expect(error).toMatchObject({
      status: 400,
      code: 'refresh_token_not_found',
      message: 'Invalid Refresh Token: Refresh Token Not Found',
    });
  });

  it('signs out (global): the access token then no longer gets the user', async () => {
    const { email, session } = await signUp();
    const second = client();
    const other = await second.auth.signInWithPassword({ email, password: PASSWORD });
    expect(other.error).toBeNull();

    const supabase = client();
    await supabase.auth.setSession({
      access_token: session.access_token,
      refresh_token: session.refresh_token,
    });
    const { error } = await supabase.auth.signOut();
    expect(error).toBeNull();
    for (const token of [session.access_token, other.data.session!.access_token]) {
      const result = await client().auth.getUser(token);
      expect(result.data.user).toBeNull();
      expect(result.error?.name).toBe('AuthSessionMissingError');
    }
    // The raw answer is GoTrue's 403 session_not_found.
    const raw = await fetch(`${stackEnv.url}/auth/v1/user`, {
      headers: { apikey: stackEnv.anonKey, Authorization: `Bearer ${session.access_token}` },
    });
    expect(raw.status).toBe(403);
    expect(await raw.json()).toMatchObject({ error_code: 'session_not_found' });
  });

  it('signs out locally: other sessions of the user stay valid', async () => {
    const { email, session } = await signUp();
    const other = await client().auth.signInWithPassword({ email, password: PASSWORD });
    const supabase = client();
    await supabase.auth.setSession({
      access_token: session.access_token,
      refresh_token: session.refresh_token,
    });
    expect((await supabase.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await client().auth.getUser(session.access_token)).error).not.toBeNull();
    expect((await client().auth.getUser(other.data.session!.access_token)).error).toBeNull();
  });
});

describe('auth: the signed-in user', () => {
  it('gets the user with GoTrue fields', async () => {
    const { supabase, user } = await signUp({ role_hint: 'buyer' });
    const { data, error } = await supabase.auth.getUser();
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      id: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: user.email,
      phone: '',
      user_metadata: { ...CONSENT, role_hint: 'buyer' },
      is_anonymous: false,
    });
    for (const field of [
      'email_confirmed_at',
      'confirmed_at',
      'last_sign_in_at',
      'created_at',
      'updated_at',
    ]) {
      expect(
        Number.isNaN(Date.parse((data.user as unknown as Record<string, string>)[field])),
        field,
      ).toBe(false);
    }
  });

  it('updates metadata (merged), email and password', async () => {
    const { supabase, email } = await signUp({ a: 1, b: 2 });
    const meta = await supabase.auth.updateUser({ data: { b: 3, c: 4 } });
    expect(meta.error).toBeNull();
    expect(meta.data.user!.user_metadata).toEqual({ ...CONSENT, a: 1, b: 3, c: 4 });

    const newEmail = uniqueEmail('moved');
    const moved = await supabase.auth.updateUser({ email: newEmail });
    expect(moved.error).toBeNull();
    // Secure email change: pending (new_email) until both mailed links are followed.
    expect(moved.data.user!.email).toBe(email);
    expect(moved.data.user!.new_email).toBe(newEmail);
    for (const address of [newEmail, email]) {
      const mail = await waitForMail(address, (m) => m.html.includes('type=email_change'));
      expect((await fetch(verifyLink(mail), { redirect: 'manual' })).status).toBe(303);
    }
    expect((await supabase.auth.getUser()).data.user!.email).toBe(newEmail);

    const newPassword = 'another-secret-99';
    const pw = await supabase.auth.updateUser({ password: newPassword, current_password: PASSWORD });
    expect(pw.error).toBeNull();
    expect(
      (await client().auth.signInWithPassword({ email: newEmail, password: newPassword })).error,
    ).toBeNull();
    expect(
      (await client().auth.signInWithPassword({ email: newEmail, password: PASSWORD })).error,
    ).toMatchObject({
      code: 'invalid_credentials',
    });
    expect(
      (await client().auth.signInWithPassword({ email, password: newPassword })).error,
    ).toMatchObject({
      code: 'invalid_credentials',
    });
  });

  it('refuses an email taken by another user and a weak new password', async () => {
    const { email: taken } = await signUp();
    const { supabase } = await signUp();
    const dup = await supabase.auth.updateUser({ email: taken });
    expect(dup.error).toMatchObject({
      status: 422,
      code: 'email_exists',
      message: 'A user with this email address has already been registered',
    });
    const weak = await supabase.auth.updateUser({ password: '123' });
    expect(weak.error).toMatchObject({
      name: 'AuthWeakPasswordError',
      status: 422,
      code: 'weak_password',
    });
  });
});

describe('auth: token checks', () => {
  async function forged(claims: Record<string, unknown>, key: Uint8Array, exp: number | string) {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime(exp)
      .sign(key);
  }

  it('refuses expired, tampered, foreign-signed and alg "none" tokens with 403 bad_jwt', async () => {
    const { session, user } = await signUp();
    const claims = decodeJwt(session.access_token);
    const expired = await forged(
      { ...claims, exp: undefined, iat: undefined },
      secret,
      Math.floor(Date.now() / 1000) - 60,
    );
    const [h, , s] = session.access_token.split('.');
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...claims, role: 'service_role' })).toString('base64url')}.${s}`;
    const foreign = await forged(
      { sub: user.id, role: 'authenticated' },
      new TextEncoder().encode('x'.repeat(40)),
      '1h',
    );
    const encode = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
    const none = `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`;
    for (const [label, token] of Object.entries({
      expired,
      tampered,
      foreign,
      none,
      garbage: 'not.a.jwt',
    })) {
      const { data, error } = await client().auth.getUser(token);
      expect(data.user, label).toBeNull();
      expect(error, label).toMatchObject({ name: 'AuthApiError', status: 403, code: 'bad_jwt' });
      expect(error!.message, label).toMatch(/^invalid JWT: unable to parse or verify signature, /);
    }
  });

  it('refuses the anon key as a user token (no sub claim)', async () => {
    const { error } = await client().auth.getUser(stackEnv.anonKey);
    expect(error).toMatchObject({ status: 403, code: 'bad_jwt' });
  });
});

describe('auth: admin API', () => {
  it('creates, reads, updates, lists and deletes users with the service role', async () => {
    const email = uniqueEmail('admin-made');
    const created = await admin().createUser({
      email,
      password: PASSWORD,
      email_confirm: true,
      user_metadata: { full_name: 'Grace Hopper' },
      app_metadata: { role: 'seller' },
    });
    expect(created.error).toBeNull();
    const id = created.data.user!.id;
    expect(created.data.user).toMatchObject({
      email,
      user_metadata: { full_name: 'Grace Hopper' },
      app_metadata: { provider: 'email', providers: ['email'], role: 'seller' },
    });
    expect(created.data.user!.email_confirmed_at).toBeTruthy();
    expect(
      (await client().auth.signInWithPassword({ email, password: PASSWORD })).error,
    ).toBeNull();

    const fetched = await admin().getUserById(id);
    expect(fetched.error).toBeNull();
    expect(fetched.data.user!.email).toBe(email);

    const updated = await admin().updateUserById(id, {
      user_metadata: { company: 'ACME' },
      app_metadata: { role: 'admin' },
      password: 'admin-set-password',
    });
    expect(updated.error).toBeNull();
    expect(updated.data.user!.user_metadata).toEqual({
      full_name: 'Grace Hopper',
      company: 'ACME',
    });
    expect(updated.data.user!.app_metadata).toMatchObject({ role: 'admin', provider: 'email' });
    expect(
      (await client().auth.signInWithPassword({ email, password: 'admin-set-password' })).error,
    ).toBeNull();

    const dup = await admin().createUser({ email, password: PASSWORD });
    expect(dup.error).toMatchObject({ status: 422, code: 'email_exists' });

    const deleted = await admin().deleteUser(id);
    expect(deleted.error).toBeNull();
    const gone = await admin().getUserById(id);
    expect(gone.error).toMatchObject({
      status: 404,
      code: 'user_not_found',
      message: 'User not found',
    });
    expect(
      (await client().auth.signInWithPassword({ email, password: 'admin-set-password' })).error,
    ).toMatchObject({
      code: 'invalid_credentials',
    });
  });

  it('lists users with pagination and the total count', async () => {
    for (let i = 0; i < 3; i += 1) {
      const { error } = await admin().createUser({
        email: uniqueEmail('listed'),
        password: PASSWORD,
        email_confirm: true,
      });
      expect(error).toBeNull();
    }
    const listed = await admin().listUsers({ page: 1, perPage: 2 });
    expect(listed.error).toBeNull();
    if (!('total' in listed.data)) throw new Error('listUsers returned no pagination');
    const { data } = listed;
    expect(data.users).toHaveLength(2);
    expect(data.total).toBeGreaterThanOrEqual(3);
    expect(data.nextPage).toBe(2);
    if (Math.ceil(data.total / 2) < 10) expect(data.lastPage).toBe(Math.ceil(data.total / 2));

    const raw = await fetch(`${stackEnv.url}/auth/v1/admin/users?page=1&per_page=2`, {
      headers: {
        apikey: stackEnv.serviceRoleKey,
        Authorization: `Bearer ${stackEnv.serviceRoleKey}`,
      },
    });
    const total = Number(raw.headers.get('x-total-count'));
    expect(total).toBeGreaterThanOrEqual(3);
    expect(raw.headers.get('link')).toBe(
      `</admin/users?page=2&per_page=2>; rel="next", </admin/users?page=${Math.ceil(total / 2)}&per_page=2>; rel="last"`,
    );
    expect(await raw.json()).toMatchObject({ aud: 'authenticated', users: expect.any(Array) });

    const page2 = await admin().listUsers({ page: 2, perPage: 2 });
    expect(page2.data.users.map((u) => u.id)).not.toContain(data.users[0].id);
  });

  it('refuses the admin API to a user token with 403 not_admin', async () => {
    const { session, user } = await signUp();
    const asUser = client(session.access_token).auth.admin;
    const attempts = [
      await asUser.listUsers(),
      await asUser.getUserById(user.id),
      await asUser.createUser({ email: uniqueEmail(), password: PASSWORD }),
      await asUser.deleteUser(user.id),
    ];
    for (const { error } of attempts) {
      expect(error).toMatchObject({ status: 403, code: 'not_admin', message: 'User not allowed' });
    }
  });

  it('answers 404 user_not_found for an unknown user id', async () => {
    const { error } = await admin().getUserById(randomUUID());
    expect(error).toMatchObject({ status: 404, code: 'user_not_found' });
  });
});

describe('auth: service endpoints', () => {
  it('serves /health and /settings like GoTrue', async () => {
    const headers = { apikey: stackEnv.anonKey };
    const health = await (await fetch(`${stackEnv.url}/auth/v1/health`, { headers })).json();
    expect(health).toMatchObject({
      name: 'GoTrue',
      version: expect.any(String),
      description: expect.any(String),
    });
    const settings = await (await fetch(`${stackEnv.url}/auth/v1/settings`, { headers })).json();
    expect(settings).toMatchObject({
      external: { email: true, phone: false, google: false },
      disable_signup: false,
      mailer_autoconfirm: false,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    });
  });

  it('verifies claims through getClaims (HS256: no published keys)', async () => {
    const { supabase, user } = await signUp();
    const jwks = await (
      await fetch(`${stackEnv.url}/auth/v1/.well-known/jwks.json`, {
        headers: { apikey: stackEnv.anonKey },
      })
    ).json();
    expect(jwks).toEqual({ keys: [] });
    const { data, error } = await supabase.auth.getClaims();
    expect(error).toBeNull();
    expect(data?.claims).toMatchObject({ sub: user.id, role: 'authenticated' });
  });

  it('answers legacy clients (no API version header) with {code, error_code, msg}', async () => {
    const response = await fetch(`${stackEnv.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: stackEnv.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: uniqueEmail(), password: 'whatever-password' }),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('x-supabase-api-version')).toBeNull();
    expect(await response.json()).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
  });

  it('answers POST /signup {} with anonymous_provider_disabled and a negative page with 400, as GoTrue', async () => {
    const signup = await fetch(`${stackEnv.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: stackEnv.anonKey, 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
      body: '{}',
    });
    expect(signup.status).toBe(422);
    expect(await signup.json()).toEqual({ code: 'anonymous_provider_disabled', message: 'Anonymous sign-ins are disabled' });
    const page = await fetch(`${stackEnv.url}/auth/v1/admin/users?page=-1`, {
      headers: { apikey: stackEnv.serviceRoleKey, Authorization: `Bearer ${stackEnv.serviceRoleKey}` },
    });
    expect(page.status).toBe(400);
    expect((await page.json()).error_code).toBe('validation_failed');
  });

  it('resends the confirmation at most once a minute (max_frequency), and says how long to wait', async () => {
    const email = uniqueEmail('resend');
    expect((await client().auth.signUp({ email, password: PASSWORD, options: { data: CONSENT } })).error).toBeNull();
    const { error } = await client().auth.resend({ type: 'signup', email });
    expect(error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(error!.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);
    // An unknown address gets the same quiet answer as a known one would.
    expect((await client().auth.resend({ type: 'signup', email: uniqueEmail('nobody') })).error).toBeNull();
  });

  it('confirms with the mailed code too (verifyOtp with email and token)', async () => {
    const email = uniqueEmail('code');
    expect((await client().auth.signUp({ email, password: PASSWORD, options: { data: CONSENT } })).error).toBeNull();
    const mail = await waitForMail(email);
    const code = /code: (\d{6})/.exec(mail.text)![1];
    const wrong = await client().auth.verifyOtp({ email, token: code === '000000' ? '111111' : '000000', type: 'signup' });
    expect(wrong.error).toMatchObject({ status: 403, code: 'otp_expired' });
    const { data, error } = await client().auth.verifyOtp({ email, token: code, type: 'signup' });
    expect(error).toBeNull();
    expect(data.session!.user.email_confirmed_at).toBeTruthy();
    expect(decodeJwt(data.session!.access_token).amr).toEqual([{ method: 'otp', timestamp: expect.any(Number) }]);
  });
});

