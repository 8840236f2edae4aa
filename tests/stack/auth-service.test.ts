// The auth service in-process (createAuthApp), for what the gateway hides or the shared stack's
// configuration fixes: requests without a bearer token, a custom failed sign-in limit, seeded
// users with pgcrypto hashes, and the refresh token reuse interval.
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createAuthApp } from '../../stack/auth/app.mjs';
import { stackEnv } from '../support/env';

const { app, pool, close } = createAuthApp({
  databaseUrl: stackEnv.dbUrl,
  jwtSecret: stackEnv.jwtSecret,
  externalUrl: stackEnv.url,
  maxFailedSignins: 3,
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

  it('honours a configured failed sign-in limit per client address and email', async () => {
    const address = email();
    expect((await post('/signup', { email: address, password: 'long-enough-1' })).status).toBe(200);
    const attempt = (ip: string, password = 'wrong-password') =>
      post('/token?grant_type=password', { email: address, password }, { 'X-Forwarded-For': ip });
    for (let i = 0; i < 3; i += 1) expect((await attempt('203.0.113.7')).status).toBe(400);
    const blocked = await attempt('203.0.113.7', 'long-enough-1');
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({
      code: 'over_request_rate_limit',
      message: 'Request rate limit reached',
    });
    // Another client address is counted separately.
    expect((await attempt('198.51.100.9', 'long-enough-1')).status).toBe(200);
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
      const signup = await (await call('/signup', { email: email(), password: 'long-enough-1' })).json();
      const next = await (await call('/token?grant_type=refresh_token', { refresh_token: signup.refresh_token })).json();
      const reused = await call('/token?grant_type=refresh_token', { refresh_token: signup.refresh_token });
      expect(reused.status).toBe(400);
      expect(await reused.json()).toEqual({ code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used' });
      const afterRevoke = await call('/token?grant_type=refresh_token', { refresh_token: next.refresh_token });
      expect(afterRevoke.status).toBe(400);
      expect((await afterRevoke.json()).code).toBe('refresh_token_not_found');
    } finally {
      await strict.close();
    }
  });
});
