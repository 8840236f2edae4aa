// The gateway's hardening through hand-made HTTP requests: body limits per route (413 before the
// body is read, then the body read to its end so that a client still sending sees the 413), CORS
// from the allow-list without credentials, the new-style API keys, and error bodies without
// connection details; idle connections to the services dropped in time.
import { createServer, request } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  ANON_KEY,
  JWT_SECRET,
  PUBLISHABLE_KEY,
  SECRET_KEY,
  SERVICE_ROLE_KEY,
} from '../../stack/lib/config.mjs';
import {
  bodyLimit,
  cleanRestError,
  createHandler,
  UPSTREAM_IDLE_MS,
} from '../../stack/gateway/server.mjs';
import { CONSENT_METADATA } from '../../src/lib/legal-versions';
import { SEEDED } from '../support/accounts';
import { stackEnv } from '../support/env';
import { withDb } from '../support/db';

const api = new URL(stackEnv.url);

/** A raw request: headers first, then the body chunks, so a limit can answer before the body. */
function raw(
  path: string,
  { method = 'POST', headers = {}, chunks = [] as Buffer[], holdBody = false } = {},
): Promise<{ status: number; body: string; elapsedMs: number }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const req = request(
      { hostname: api.hostname, port: api.port, path, method, headers },
      (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body, elapsedMs: Date.now() - started }),
        );
      },
    );
    req.on('error', reject);
    if (holdBody) {
      req.flushHeaders();
      return; // never send the announced body: only an answer from the headers can come back
    }
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

describe('body limits', () => {
  it('answers 413 from Content-Length before reading a body (auth: 64 KB, REST: 1 MB)', async () => {
    for (const [path, size] of [
      ['/auth/v1/signup', 64 * 1024 + 1],
      ['/rest/v1/messages', 1024 * 1024 + 1],
      ['/auth/v1/signup', 50 * 1024 * 1024],
    ] as const) {
      const answer = await raw(path, {
        headers: {
          apikey: stackEnv.anonKey,
          'content-type': 'application/json',
          'content-length': String(size),
        },
        holdBody: true,
      });
      expect(answer.status, path).toBe(413);
      expect(JSON.parse(answer.body)).toEqual({ message: 'Request size limit exceeded' });
    }
  });

  it('cuts off a streamed (chunked) body once it passes the limit', async () => {
    const chunk = Buffer.alloc(16 * 1024, 'a');
    const answer = await raw('/auth/v1/signup', {
      headers: {
        apikey: stackEnv.anonKey,
        'content-type': 'application/json',
        'transfer-encoding': 'chunked',
      },
      chunks: Array.from({ length: 8 }, () => chunk),
    });
    expect(answer.status).toBe(413);
  });

  it("answers 413 readably to Node's fetch while it is still sending the body", async () => {
    // Far more than the sockets buffer: the answer comes while fetch is still sending.
    const body = Buffer.alloc(16 * 1024 * 1024, 'a');
    const headers = { apikey: stackEnv.anonKey, 'content-type': 'application/json' };
    for (const path of ['/rest/v1/messages', '/auth/v1/signup', '/functions/v1/data-room']) {
      const response = await fetch(`${stackEnv.url}${path}`, { method: 'POST', headers, body });
      expect(response.status, path).toBe(413);
      expect(await response.json(), path).toEqual({ message: 'Request size limit exceeded' });
    }
    // Streamed (no Content-Length): refused once the limit is passed, the rest still sent.
    const chunks = Array.from({ length: 64 }, () => body.subarray(0, 256 * 1024));
    const streamed = await fetch(`${stackEnv.url}/rest/v1/messages`, {
      method: 'POST',
      headers,
      body: new ReadableStream({
        pull(controller) {
          const chunk = chunks.pop();
          if (chunk) controller.enqueue(chunk);
          else controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toEqual({ message: 'Request size limit exceeded' });
  });

  it('reads a refused body to its end before closing the connection (no reset)', async () => {
    // By hand: the headers, then the answer is awaited, then the whole announced body is sent.
    // Closed at once, the connection is reset under the body (EPIPE / ECONNRESET).
    const size = 4 * 1024 * 1024;
    const outcome = await new Promise<{ answer: string; error: string | null }>((resolve) => {
      const socket = connect({ host: api.hostname, port: Number(api.port) });
      let answer = '';
      let error: string | null = null;
      let sent = false;
      socket.setEncoding('latin1');
      socket.on('data', (chunk: string) => {
        answer += chunk;
        const [head, body = ''] = answer.split('\r\n\r\n');
        const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? -1);
        if (!sent && body.length === length) {
          sent = true;
          socket.end(Buffer.alloc(size, 'a'));
        }
      });
      socket.on('error', (e: NodeJS.ErrnoException) => (error = e.code ?? e.message));
      socket.on('close', () => resolve({ answer, error }));
      socket.write(
        `POST /rest/v1/messages HTTP/1.1\r\nHost: ${api.host}\r\napikey: ${stackEnv.anonKey}\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${size}\r\n\r\n`,
      );
    });
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(outcome.answer).toContain('{"message":"Request size limit exceeded"}');
    expect(outcome.error).toBeNull();
  });

  it('passes a body within the limit', async () => {
    const response = await fetch(`${stackEnv.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: stackEnv.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.test', password: 'x'.repeat(1000) }),
    });
    expect(response.status).toBe(400);
  });

  it('keeps larger limits only where uploads go', () => {
    expect(bodyLimit('/storage/v1/object/docs/a.pdf')).toBeGreaterThan(
      bodyLimit('/rest/v1/listings'),
    );
    expect(bodyLimit('/rest/v1/listings')).toBeGreaterThan(bodyLimit('/auth/v1/signup'));
    expect(bodyLimit('/somewhere/else')).toBe(bodyLimit('/auth/v1/signup'));
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    fetch(`${stackEnv.url}/rest/v1/listings`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'apikey, authorization',
      },
    });

  it('answers an app origin from the allow-list, never with credentials', async () => {
    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:5173']) {
      const response = await preflight(origin);
      expect(response.headers.get('access-control-allow-origin')).toBe(origin);
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
      expect(response.headers.get('vary')).toContain('Origin');
    }
    const get = await fetch(`${stackEnv.url}/rest/v1/`, {
      headers: { apikey: stackEnv.anonKey, Origin: 'http://localhost:5173' },
    });
    expect(get.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(get.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('does not reflect any other origin', async () => {
    for (const origin of [
      'https://evil.example',
      'http://localhost:5173.evil.example',
      'http://127.0.0.1.evil.example:80',
      'https://localhost:5173@evil.example',
      'null',
    ]) {
      const response = await preflight(origin);
      expect(response.headers.get('access-control-allow-origin'), origin).toBeNull();
      const get = await fetch(`${stackEnv.url}/rest/v1/`, {
        headers: { apikey: stackEnv.anonKey, Origin: origin },
      });
      expect(get.headers.get('access-control-allow-origin'), origin).toBeNull();
      expect(get.headers.get('access-control-allow-credentials'), origin).toBeNull();
    }
  });
});

describe('API keys as supabase start issues them', () => {
  const profilesCount = async (headers: Record<string, string>) => {
    // Two seeded profiles: a count no other file changes (they sign users up meanwhile).
    const seeded = `${SEEDED.admin.id},${SEEDED.scout.id}`;
    const response = await fetch(
      `${stackEnv.url}/rest/v1/profiles?select=id&id=in.(${seeded})&limit=1`,
      {
        headers: { ...headers, Prefer: 'count=exact' },
      },
    );
    return { status: response.status, range: response.headers.get('content-range') };
  };

  it('maps sb_secret_ to the service role', async () => {
    const secret = await profilesCount({ apikey: SECRET_KEY });
    expect([200, 206]).toContain(secret.status);
    expect(secret.range).toBe('0-0/2');
    // Also when a client sends the key as a bearer token too (supabase-js does).
    const both = await profilesCount({ apikey: SECRET_KEY, Authorization: `Bearer ${SECRET_KEY}` });
    expect(both).toEqual(secret);
  });

  it('maps sb_publishable_ to anon, exactly as the legacy anon key', async () => {
    const publishable = await profilesCount({
      apikey: PUBLISHABLE_KEY,
      Authorization: `Bearer ${PUBLISHABLE_KEY}`,
    });
    const anon = await profilesCount({ apikey: stackEnv.anonKey });
    expect(publishable).toEqual(anon);
    expect(publishable.status).toBe(401);
  });

  it('signs in through auth with the publishable key', async () => {
    const response = await fetch(`${stackEnv.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: PUBLISHABLE_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'investor@dealbridge.test', password: 'Demo-Passw0rd!' }),
    });
    expect(response.status).toBe(200);
    expect((await response.json()).access_token).toMatch(/^ey/);
  });

  it("answers a wrong key with Supabase's 401", async () => {
    for (const key of ['sb_publishable_wrong', 'sb_secret_wrong', 'not-a-key']) {
      const response = await fetch(`${stackEnv.url}/rest/v1/profiles`, {
        headers: { apikey: key },
      });
      expect(response.status, key).toBe(401);
      expect(await response.json()).toEqual({
        message: 'Invalid API key',
        hint: 'Double check your Supabase `anon` or `service_role` API key.',
      });
    }
  });
});

describe('error bodies', () => {
  it("rewrites PostgREST's connection error without host or port, as a 503", () => {
    const postgrest503 = Buffer.from(
      JSON.stringify({
        code: 'PGRST001',
        details:
          'connection to server at "127.0.0.1", port 54322 failed: Connection refused\n\tIs the server running on that host and accepting TCP/IP connections?\n',
        hint: null,
        message: 'Database client error. Retrying the connection.',
      }),
    );
    const cleaned = cleanRestError(503, postgrest503);
    expect(cleaned.status).toBe(503);
    expect(JSON.stringify(cleaned.body)).not.toMatch(/127\.0\.0\.1|54322|port/);
    expect(cleaned.body).toMatchObject({ code: 'PGRST001', details: null });
  });

  it('turns an empty error and a lost connection into a 503 a client retries', () => {
    expect(
      cleanRestError(400, Buffer.from('{"code":"","details":null,"hint":null,"message":""}'))
        .status,
    ).toBe(503);
    expect(
      cleanRestError(
        500,
        Buffer.from(
          '{"code":"57P01","message":"terminating connection due to administrator command"}',
        ),
      ).status,
    ).toBe(503);
    expect(
      cleanRestError(500, Buffer.from('{"code":"08006","message":"connection failure"}')).status,
    ).toBe(503);
  });

  it('leaves request errors as PostgREST sent them', async () => {
    const response = await fetch(`${stackEnv.url}/rest/v1/no_such_table`, {
      headers: { apikey: stackEnv.anonKey },
    });
    expect(response.status).toBe(404);
    expect((await response.json()).code).toBe('42P01');
  });
});

describe('client address behind the gateway', () => {
  it('records the address the gateway saw, not one the client forged', async () => {
    const email = `xff-${Date.now()}@example.test`;
    const response = await fetch(`${stackEnv.url}/auth/v1/signup`, {
      method: 'POST',
      headers: {
        apikey: stackEnv.anonKey,
        'content-type': 'application/json',
        'X-Forwarded-For': '6.6.6.6',
      },
      body: JSON.stringify({ email, password: 'Xff-Passw0rd!', data: CONSENT_METADATA }),
    });
    expect(response.status).toBe(200);
    await withDb(async (client) => {
      const { rows } = await client.query(
        `select ip_address from auth.audit_log_entries
         where payload->>'actor_username' = $1 and payload->>'action' = 'user_signedup'`,
        [email],
      );
      expect(rows).toEqual([{ ip_address: '127.0.0.1' }]);
    });
  });
});

describe('connections to the services', () => {
  it('drops an idle connection to a service before the service closes it (no reset request under load)', async () => {
    // A service as Node serves one: idle keep-alive connections are closed after 5 s. A request
    // the gateway sent on such a connection just as the service closed it was reset (a 503);
    // under load that window is wide. The gateway must let go of idle connections first.
    // The gateway's idle limit is below the keep-alive timeout of a Node server (5 s by default).
    expect(UPSTREAM_IDLE_MS).toBeLessThan(createServer().keepAliveTimeout);
    const closedBy: Array<{ by: 'gateway' | 'service' }> = [];
    const service = createServer((_request, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"ok":true}');
    });
    // This service never closes first within the test (a race of two timers on a busy machine
    // otherwise): the connection must still be let go of, by the gateway.
    service.keepAliveTimeout = 120_000;
    service.on('connection', (socket) => {
      let endedByPeer = false;
      socket.on('end', () => (endedByPeer = true));
      socket.on('close', () => closedBy.push({ by: endedByPeer ? 'gateway' : 'service' }));
    });
    await new Promise<void>((ok) => service.listen(0, '127.0.0.1', ok));
    const servicePort = (service.address() as AddressInfo).port;
    const upstream = `http://127.0.0.1:${servicePort}`;
    const gateway = createServer(
      createHandler({
        keys: { anon: ANON_KEY, serviceRole: SERVICE_ROLE_KEY },
        jwtSecret: JWT_SECRET,
        upstreams: { auth: upstream, rest: upstream, functions: upstream },
        functionsVerifyJwt: () => false,
        allowedOrigins: [],
      }),
    );
    await new Promise<void>((ok) => gateway.listen(0, '127.0.0.1', ok));
    const gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
    try {
      const first = await fetch(`${gatewayUrl}/auth/v1/health`, { headers: { apikey: ANON_KEY } });
      expect(first.status).toBe(200);
      await expect.poll(() => closedBy.length, { timeout: 30_000, interval: 100 }).toBe(1);
      expect(closedBy[0].by).toBe('gateway');
      // The next request opens a new connection and is answered.
      const second = await fetch(`${gatewayUrl}/auth/v1/health`, { headers: { apikey: ANON_KEY } });
      expect(second.status).toBe(200);
    } finally {
      await new Promise((ok) => gateway.close(ok));
      service.closeAllConnections();
      await new Promise((ok) => service.close(ok));
    }
  });
});
