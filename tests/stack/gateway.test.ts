// The gateway in front of the services: Kong's apikey check and CORS, and PostgREST refusing
// tokens that are not signed by the project's secret.
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { stackEnv } from '../support/env';

const restUrl = `${stackEnv.url}/rest/v1/`;

function unsignedToken(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`;
}

async function signedToken(
  claims: Record<string, unknown>,
  secret: string,
  expiresIn: string | number,
) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(new TextEncoder().encode(secret));
}

describe('gateway', () => {
  it('answers 401 without an apikey, on every service path', async () => {
    for (const path of ['/rest/v1/', '/auth/v1/settings', '/functions/v1/admin']) {
      const response = await fetch(`${stackEnv.url}${path}`);
      expect(response.status, path).toBe(401);
      expect(await response.json()).toEqual({ message: 'No API key found in request' });
    }
  });

  it('answers 401 for an apikey that is not the project key', async () => {
    const forged = await signedToken(
      { role: 'service_role' },
      'not-the-project-secret-but-long-enough!!',
      '1h',
    );
    const response = await fetch(restUrl, { headers: { apikey: forged } });
    expect(response.status).toBe(401);
  });

  it('passes a request with the anon key through to PostgREST', async () => {
    const response = await fetch(restUrl, { headers: { apikey: stackEnv.anonKey } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('openapi+json');
  });

  it('answers CORS preflights from the app without an apikey', async () => {
    const response = await fetch(`${stackEnv.url}/rest/v1/listings`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'apikey, authorization, content-type, x-client-info',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(response.headers.get('access-control-allow-headers')).toContain('apikey');
  });
});

describe('PostgREST behind the gateway refuses bad tokens', () => {
  const claims = {
    sub: '00000000-0000-4000-8000-000000000001',
    role: 'authenticated',
    aud: 'authenticated',
  };

  it('refuses a token signed with another secret', async () => {
    const token = await signedToken(claims, 'a-different-secret-that-is-32-characters-long', '1h');
    const response = await fetch(restUrl, {
      headers: { apikey: stackEnv.anonKey, Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(401);
  });

  it('refuses an expired token', async () => {
    const token = await signedToken(claims, stackEnv.jwtSecret, Math.floor(Date.now() / 1000) - 60);
    const response = await fetch(restUrl, {
      headers: { apikey: stackEnv.anonKey, Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(401);
    expect((await response.json()).message).toMatch(/expired/i);
  });

  it('refuses an unsigned (alg: none) token', async () => {
    const token = unsignedToken({
      ...claims,
      role: 'service_role',
      exp: Math.floor(Date.now() / 1000) + 3600,
    });
    const response = await fetch(restUrl, {
      headers: { apikey: stackEnv.anonKey, Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(401);
  });

  it('refuses a token whose payload was edited after signing', async () => {
    const token = await signedToken(claims, stackEnv.jwtSecret, '1h');
    const [header, , signature] = token.split('.');
    const edited = Buffer.from(JSON.stringify({ ...claims, role: 'service_role' })).toString(
      'base64url',
    );
    const response = await fetch(restUrl, {
      headers: {
        apikey: stackEnv.anonKey,
        Authorization: `Bearer ${header}.${edited}.${signature}`,
      },
    });
    expect(response.status).toBe(401);
  });
});
