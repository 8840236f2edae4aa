// The auth service in-process (createAuthApp), for what the gateway hides or the shared stack's
// configuration fixes: requests without a bearer token, a custom failed sign-in limit, seeded
// users with pgcrypto hashes, and the refresh token reuse interval.
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createAuthApp } from '../../stack/auth/app.mjs';
import { FailedSigninLimiter } from '../../stack/auth/rate-limit.mjs';
import { gatewayForwardedSecret } from '../../stack/lib/config.mjs';
import { stackEnv } from '../support/env';

const { app, pool, close } = createAuthApp({
  databaseUrl: stackEnv.dbUrl,
  jwtSecret: stackEnv.jwtSecret,
  externalUrl: stackEnv.url,
  failedSigninWindowSeconds: 60,
  refreshTokenReuseInterval: 10,
});
afterAll(() => close());
// The service's own pool, here connected as the database superuser of the test stack.
const db = pool as { query: (sql: string, params: unknown[]) => Promise<unknown> };

const V2024 = { 'X-Supabase-Api-Version': '2024-01-01', 'Content-Type': 'application/json' };
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  app.request(path, {
    method: 'POST',
    headers: { ...V2024, ...headers },
    body: JSON.stringify(body),
  });
const email = () => `svc-${randomUUID()}@example.test`;

describe('auth service (in-process)', () => {
  it('answers 401 no_authorization without a bearer token', async () => {
    for (const [method, path] of [
      ['GET', '/user'],
      ['PUT', '/user'],
      ['POST', '/logout'],
      ['GET', '/admin/users'],
    ]) {
      const response = await app.request(path, { method, headers: V2024 });
      expect(response.status, path).toBe(401);
      expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
      expect(await response.json()).toEqual({
        code: 'no_authorization',
        message: 'This endpoint requires a valid Bearer token',
      });
    }
  });

  it('signs in users seeded with pgcrypto bcrypt hashes', async () => {
    const address = email();
    await db.query(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
         raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
       values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2,
         extensions.crypt('seeded-password', extensions.gen_salt('bf')), now(),
         '{"provider":"email","providers":["email"]}', '{}', now(), now())`,
      [randomUUID(), address],
    );
    const response = await post('/token?grant_type=password', {
      email: address,
      password: 'seeded-password',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ token_type: 'bearer', user: { email: address } });
  });

  it('within the reuse interval, a just-rotated refresh token yields the current one', async () => {
    const signup = await (
      await post('/signup', { email: email(), password: 'long-enough-1' })
    ).json();
    const first = await (
      await post('/token?grant_type=refresh_token', { refresh_token: signup.refresh_token })
    ).json();
    const again = await post('/token?grant_type=refresh_token', {
      refresh_token: signup.refresh_token,
    });
    expect(again.status).toBe(200);
    expect((await again.json()).refresh_token).toBe(first.refresh_token);
  });

  it('after the reuse interval, presenting a rotated token revokes the whole session', async () => {
    const strict = createAuthApp({
      databaseUrl: stackEnv.dbUrl,
      jwtSecret: stackEnv.jwtSecret,
      refreshTokenReuseInterval: 0,
    });
    try {
      const call = (path: string, body: unknown) =>
        strict.app.request(path, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
          body: JSON.stringify(body),
        });
      const signup = await (
        await call('/signup', { email: email(), password: 'long-enough-1' })
      ).json();
      const next = await (
        await call('/token?grant_type=refresh_token', { refresh_token: signup.refresh_token })
      ).json();
      const reused = await call('/token?grant_type=refresh_token', {
        refresh_token: signup.refresh_token,
      });
      expect(reused.status).toBe(400);
      expect(await reused.json()).toEqual({
        code: 'refresh_token_already_used',
        message: 'Invalid Refresh Token: Already Used',
      });
      const afterRevoke = await call('/token?grant_type=refresh_token', {
        refresh_token: next.refresh_token,
      });
      expect(afterRevoke.status).toBe(400);
      expect((await afterRevoke.json()).code).toBe('refresh_token_not_found');
    } finally {
      await strict.close();
    }
  });
});

describe('auth service without its database', () => {
  it('answers 503 (a client retries), naming no host or port', async () => {
    const unreachable = createAuthApp({
      // A port nothing listens on: as while Postgres restarts.
      databaseUrl: 'postgresql://supabase_auth_admin:x@127.0.0.1:9/postgres',
      jwtSecret: stackEnv.jwtSecret,
      externalUrl: stackEnv.url,
    });
    try {
      const response = await unreachable.app.request('/token?grant_type=password', {
        method: 'POST',
        headers: V2024,
        body: JSON.stringify({ email: email(), password: 'Some-Passw0rd!' }),
      });
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('1');
      const text = await response.text();
      expect(text).not.toMatch(/127\.0\.0\.1|:9\b|ECONNREFUSED/);
      expect(JSON.parse(text)).toMatchObject({ code: 'unexpected_failure' });
    } finally {
      await unreachable.close();
    }
  });
});

describe('rate limits per client address ([auth.rate_limit])', () => {
  const limited = createAuthApp({
    databaseUrl: stackEnv.dbUrl,
    jwtSecret: stackEnv.jwtSecret,
    externalUrl: stackEnv.url,
    rateLimits: { sign_in_sign_ups: 30, token_refresh: 5, token_verifications: 4, email_sent: 2 },
    freeFailedSignins: 5,
    failedSigninDelayStepMs: 20,
  });
  afterAll(() => limited.close());
  const gateway = gatewayForwardedSecret(stackEnv.jwtSecret);
  /** A request as the gateway forwards it for a client at `ip`. */
  const from = (ip: string, path: string, body: unknown, trusted = true) =>
    limited.app.request(path, {
      method: 'POST',
      headers: {
        ...V2024,
        'X-Forwarded-For': ip,
        ...(trusted ? { 'X-Gateway-Forwarded': gateway } : {}),
      },
      body: JSON.stringify(body),
    });
  const signInFrom = (ip: string, address: string, password: string, trusted = true) =>
    from(ip, '/token?grant_type=password', { email: address, password }, trusted);

  it("lets the owner sign in after a stranger's 50 failed attempts on the account", async () => {
    const owner = email();
    expect(
      (await from('198.51.100.10', '/signup', { email: owner, password: 'Owner-Passw0rd!' }))
        .status,
    ).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 50; i += 1)
      statuses.push((await signInFrom('203.0.113.50', owner, `guess-${i}-password`)).status);
    // The stranger's address runs into sign_in_sign_ups (30 per 5 minutes) and is refused after.
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
    const refused = await signInFrom('203.0.113.50', owner, 'Owner-Passw0rd!');
    expect(await refused.json()).toEqual({
      code: 'over_request_rate_limit',
      message: 'Request rate limit reached',
    });
    // The owner, from their own address, is not affected.
    const ownerSignIn = await signInFrom('198.51.100.10', owner, 'Owner-Passw0rd!');
    expect(ownerSignIn.status).toBe(200);
    expect((await ownerSignIn.json()).access_token).toMatch(/^ey/);
    // A limit, not a measure: 30 password checks (bcrypt) in this process and the held answers
    // took over 30 s on a busy 2-core machine.
  }, 120_000);

  it('slows down, then refuses, one client spraying 100 addresses', async () => {
    const timings: number[] = [];
    const statuses: number[] = [];
    for (let i = 0; i < 100; i += 1) {
      const started = Date.now();
      const response = await signInFrom('203.0.113.99', email(), 'Spray-Passw0rd!');
      timings.push(Date.now() - started);
      statuses.push(response.status);
    }
    expect(statuses.filter((s) => s === 400)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(70);
    // Past 5 failures every further one answers later (20 ms steps here): the 30th is held at
    // least 500 ms (a lower bound the server's wait guarantees, however fast the machine).
    expect(timings[29]).toBeGreaterThanOrEqual(500);
    // The delays themselves, on the limiter's own clock: none for the first 5 failures, then one
    // step more per failure.
    let now = 1_000_000;
    const limiter = new FailedSigninLimiter({ freeFailures: 5, stepMs: 20, now: () => now });
    const delays: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      limiter.recordFailure('203.0.113.98');
      delays.push(limiter.delayMs('203.0.113.98'));
      now += 10;
    }
    expect(delays.slice(0, 5)).toEqual([0, 0, 0, 0, 0]);
    expect(delays.slice(5, 8)).toEqual([20, 40, 60]);
    expect(delays[29]).toBe(500);
    // The window slides: five minutes later the address starts afresh.
    now += 300_001;
    expect(limiter.delayMs('203.0.113.98')).toBe(0);
  }, 120_000);

  it('counts a forwarded address only when the gateway forwarded the request', async () => {
    // Straight to the auth port with made-up X-Forwarded-For: all one client (the socket's peer).
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1)
      statuses.push((await signInFrom(`192.0.2.${i}`, email(), 'Spoof-Passw0rd!', false)).status);
    expect(statuses.at(-1)).toBe(429);
    // Through the gateway, another client is its own.
    expect((await signInFrom('192.0.2.200', email(), 'Spoof-Passw0rd!')).status).toBe(400);
  });

  it('limits token refreshes, verifications and emails per address', async () => {
    const refreshes: number[] = [];
    for (let i = 0; i < 6; i += 1)
      refreshes.push(
        (await from('203.0.113.77', '/token?grant_type=refresh_token', { refresh_token: 'nope' }))
          .status,
      );
    expect(refreshes.slice(0, 5)).not.toContain(429);
    expect(refreshes[5]).toBe(429);
    const verifications: number[] = [];
    for (let i = 0; i < 5; i += 1)
      verifications.push(
        (await from('203.0.113.78', '/verify', { type: 'signup', token_hash: 'x' })).status,
      );
    expect(verifications.slice(0, 4)).not.toContain(429);
    expect(verifications[4]).toBe(429);
    const emails: number[] = [];
    for (let i = 0; i < 3; i += 1)
      emails.push((await from('203.0.113.79', '/recover', { email: email() })).status);
    expect(emails.slice(0, 2)).not.toContain(429);
    expect(emails[2]).toBe(429);
  });
});
