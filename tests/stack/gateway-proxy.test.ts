// What the gateway passes on and back, against a service that echoes what it got: the request's
// headers (hop-by-hop ones and the client-address headers replaced, the API key's JWT as
// Authorization where the caller sent none), its body (with Content-Length, chunked, none), and
// the service's answer (its headers as sent, its CORS headers replaced by the allow-list's, small
// and large bodies, HEAD). The gateway builds these lists by hand on its fast path (server.mjs,
// proxy), so each rule is checked here rather than left to node:http.
import {
  createServer,
  request,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANON_KEY,
  JWT_SECRET,
  PUBLISHABLE_KEY,
  SERVICE_ROLE_KEY,
} from '../../stack/lib/config.mjs';
import { createHandler } from '../../stack/gateway/server.mjs';

const APP_ORIGIN = 'http://localhost:5173';
const LARGE = 200 * 1024; // over the gateway's small-answer size (64 KB): streamed

interface Echo {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  rawHeaders: string[];
  body: string;
}

let service: Server;
let gateway: Server;
let gatewayPort: number;

/** The service: answers with what it received, or with the answer a path asks for. */
function serve(req: IncomingMessage, res: ServerResponse) {
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    if (req.url?.startsWith('/large')) {
      res.writeHead(200, { 'content-type': 'text/plain', 'content-length': LARGE });
      res.end('x'.repeat(LARGE));
      return;
    }
    if (req.url?.startsWith('/chunked')) {
      res.writeHead(200, { 'content-type': 'text/plain' }); // no length: chunked
      res.write('first,');
      res.end('second');
      return;
    }
    if (req.url?.startsWith('/empty')) {
      res.writeHead(204, { 'x-empty': 'yes' });
      res.end();
      return;
    }
    const echo: Echo = {
      method: req.method ?? '',
      url: req.url ?? '',
      headers: req.headers,
      rawHeaders: req.rawHeaders,
      body,
    };
    const text = JSON.stringify(echo);
    res.writeHead(200, [
      'Content-Type',
      'application/json',
      'Content-Length',
      String(Buffer.byteLength(text)),
      // PostgREST answers CORS itself with `*`: the gateway's allow-list decides instead.
      'Access-Control-Allow-Origin',
      '*',
      'Set-Cookie',
      'a=1',
      'Set-Cookie',
      'b=2',
      'X-Service',
      'echo',
    ]);
    res.end(text);
  });
}

beforeAll(async () => {
  service = createServer(serve);
  await new Promise<void>((ok) => service.listen(0, '127.0.0.1', ok));
  const upstream = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
  gateway = createServer(
    createHandler({
      keys: { anon: ANON_KEY, serviceRole: SERVICE_ROLE_KEY, publishable: PUBLISHABLE_KEY },
      jwtSecret: JWT_SECRET,
      upstreams: { auth: upstream, rest: upstream, functions: upstream },
      functionsVerifyJwt: () => false,
      allowedOrigins: [APP_ORIGIN],
    }),
  );
  await new Promise<void>((ok) => gateway.listen(0, '127.0.0.1', ok));
  gatewayPort = (gateway.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((ok) => gateway.close(ok));
  service.closeAllConnections();
  await new Promise((ok) => service.close(ok));
});

/** A hand-made request to the gateway (raw header lines, so duplicates and any name can be sent). */
function send(
  path: string,
  {
    method = 'GET',
    headers = [] as string[],
    body = [] as string[],
  }: { method?: string; headers?: string[]; body?: string[] } = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; rawHeaders: string[]; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      // A header list is sent as it is: Node adds no Host then.
      {
        hostname: '127.0.0.1',
        port: gatewayPort,
        path,
        method,
        headers: headers.some((name, i) => i % 2 === 0 && /^host$/i.test(name))
          ? headers
          : [...headers, 'Host', `127.0.0.1:${gatewayPort}`],
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            rawHeaders: res.rawHeaders,
            body: text,
          }),
        );
      },
    );
    req.on('error', reject);
    for (const chunk of body) req.write(chunk);
    req.end();
  });
}

describe('the request as the service gets it', () => {
  it('passes the path, query and headers on, without hop-by-hop headers', async () => {
    const answer = await send('/rest/v1/listings?select=id&limit=2', {
      headers: [
        'apikey',
        ANON_KEY,
        'Prefer',
        'count=exact',
        'Range',
        '0-9',
        'Accept-Profile',
        'public',
        'Connection',
        'keep-alive, x-secret',
        'Keep-Alive',
        'timeout=5',
        'TE',
        'trailers',
        'Proxy-Connection',
        'keep-alive',
        'Host',
        'example.test',
      ],
    });
    expect(answer.status).toBe(200);
    const echo = JSON.parse(answer.body) as Echo;
    expect(echo.method).toBe('GET');
    expect(echo.url).toBe('/listings?select=id&limit=2');
    expect(echo.headers.prefer).toBe('count=exact');
    expect(echo.headers.range).toBe('0-9');
    expect(echo.headers['accept-profile']).toBe('public');
    expect(echo.headers.host).toBe(`127.0.0.1:${(service.address() as AddressInfo).port}`);
    expect(echo.headers['keep-alive']).toBeUndefined();
    expect(echo.headers.te).toBeUndefined();
    expect(echo.headers['proxy-connection']).toBeUndefined();
    // The gateway's own connection header, never the client's.
    expect(echo.headers.connection).toBe('keep-alive');
    // Each header once: nothing doubled on the way.
    const names = echo.rawHeaders.filter((_, i) => i % 2 === 0).map((n) => n.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });

  it('replaces every address and the gateway mark a client wrote with what the gateway saw', async () => {
    const answer = await send('/rest/v1/listings', {
      headers: [
        'apikey',
        ANON_KEY,
        'X-Forwarded-For',
        '6.6.6.6',
        'X-Real-IP',
        '6.6.6.6',
        'Forwarded',
        'for=6.6.6.6',
        'X-Client-IP',
        '6.6.6.6',
        'X-Gateway-Forwarded',
        'forged',
      ],
    });
    const echo = JSON.parse(answer.body) as Echo;
    expect(echo.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(echo.headers['x-real-ip']).toBe('127.0.0.1');
    expect(echo.headers.forwarded).toBeUndefined();
    expect(echo.headers['x-client-ip']).toBeUndefined();
    expect(echo.headers['x-gateway-forwarded']).toMatch(/^[0-9a-f]{64}$/);
    const marks = echo.rawHeaders.filter((_, i) => i % 2 === 0 && /^x-gateway-forwarded$/i.test(_));
    expect(marks).toHaveLength(1);
  });

  it("gives the API key's JWT as Authorization, keeps a user's token, replaces an sb_ key", async () => {
    const none = JSON.parse((await send('/rest/v1/a', { headers: ['apikey', ANON_KEY] })).body);
    expect(none.headers.authorization).toBe(`Bearer ${ANON_KEY}`);

    const user = JSON.parse(
      (
        await send('/rest/v1/a', {
          headers: ['apikey', ANON_KEY, 'Authorization', 'Bearer user.jwt'],
        })
      ).body,
    );
    expect(user.headers.authorization).toBe('Bearer user.jwt');

    const sb = JSON.parse(
      (
        await send('/rest/v1/a', {
          headers: ['apikey', PUBLISHABLE_KEY, 'Authorization', `Bearer ${PUBLISHABLE_KEY}`],
        })
      ).body,
    );
    expect(sb.headers.authorization).toBe(`Bearer ${ANON_KEY}`);
    const authorizations = (sb.rawHeaders as string[]).filter(
      (name, i) => i % 2 === 0 && name.toLowerCase() === 'authorization',
    );
    expect(authorizations).toHaveLength(1);
  });

  it('passes bodies on: with Content-Length, chunked, and none', async () => {
    const sized = JSON.parse(
      (
        await send('/rest/v1/a', {
          method: 'POST',
          headers: ['apikey', ANON_KEY, 'Content-Type', 'application/json', 'Content-Length', '11'],
          body: ['{"a":', '"xyz"}'],
        })
      ).body,
    );
    expect(sized.body).toBe('{"a":"xyz"}');
    expect(sized.headers['content-length']).toBe('11');

    const chunked = JSON.parse(
      (
        await send('/rest/v1/a', {
          method: 'PATCH',
          headers: ['apikey', ANON_KEY, 'Transfer-Encoding', 'chunked'],
          body: ['one,', 'two'],
        })
      ).body,
    );
    expect(chunked.body).toBe('one,two');
    expect(chunked.headers['transfer-encoding']).toBe('chunked');

    const bodiless = JSON.parse(
      (await send('/rest/v1/a', { method: 'DELETE', headers: ['apikey', ANON_KEY] })).body,
    );
    expect(bodiless.method).toBe('DELETE');
    expect(bodiless.body).toBe('');
  });
});

describe("the service's answer as the client gets it", () => {
  it("keeps the service's headers, repeated ones too, and puts the allow-list's CORS in place of its own", async () => {
    const answer = await send('/rest/v1/a', {
      headers: ['apikey', ANON_KEY, 'Origin', APP_ORIGIN],
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['x-service']).toBe('echo');
    expect(answer.headers['set-cookie']).toEqual(['a=1', 'b=2']);
    expect(answer.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
    expect(answer.headers['access-control-expose-headers']).toContain('Content-Range');
    expect(answer.headers.vary).toBe('Origin');
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
    const origins = answer.rawHeaders.filter(
      (name, i) => i % 2 === 0 && name.toLowerCase() === 'access-control-allow-origin',
    );
    expect(origins).toHaveLength(1);

    const stranger = await send('/rest/v1/a', {
      headers: ['apikey', ANON_KEY, 'Origin', 'https://evil.example'],
    });
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('streams a large answer whole, and passes a chunked one and an empty one', async () => {
    const large = await send('/rest/v1/large', { headers: ['apikey', ANON_KEY] });
    expect(large.status).toBe(200);
    expect(large.headers['content-length']).toBe(String(LARGE));
    expect(large.body.length).toBe(LARGE);

    const chunked = await send('/rest/v1/chunked', { headers: ['apikey', ANON_KEY] });
    expect(chunked.body).toBe('first,second');
    expect(chunked.headers['transfer-encoding']).toBe('chunked');

    const empty = await send('/rest/v1/empty', { headers: ['apikey', ANON_KEY] });
    expect(empty.status).toBe(204);
    expect(empty.headers['x-empty']).toBe('yes');
    expect(empty.body).toBe('');
  });

  it('answers HEAD with the head only', async () => {
    const head = await send('/rest/v1/a', { method: 'HEAD', headers: ['apikey', ANON_KEY] });
    expect(head.status).toBe(200);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    expect(head.body).toBe('');
  });
});
