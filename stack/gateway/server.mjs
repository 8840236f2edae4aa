// The API gateway: what Kong does for `supabase start`. One port, path routing to the services,
// the `apikey` check, CORS, and the JWT check for edge functions that ask for it.
import { request as httpRequest, Agent } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { serve } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { proxy } from 'hono/proxy';
import { jwtVerify } from 'jose';
import { functionsRequiringJwt } from '../lib/functions-config.mjs';
import { proxyWebSocketUpgrades } from './websocket.mjs';

/**
 * @param {{ apiKeys: string[]; jwtSecret: string; upstreams: { auth: string; rest: string; functions: string; storage?: string; realtime?: string };
 *   functionsVerifyJwt: (name: string) => boolean }} options
 */
export function createGateway({ apiKeys, jwtSecret, upstreams, functionsVerifyJwt }) {
  const app = new Hono();
  const secret = new TextEncoder().encode(jwtSecret);

  app.get('/_gateway/health', (c) => c.json({ status: 'ok' }));

  app.use(
    '*',
    cors({
      origin: (origin) => origin || '*',
      allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      // Empty: reflect whatever the browser asks for (supabase-js sends apikey, x-client-info, ...).
      allowHeaders: [],
      exposeHeaders: [
        'Content-Range',
        'Content-Location',
        'Location',
        'Link',
        'Preference-Applied',
        'Range-Unit',
        'X-Total-Count',
        'X-Supabase-Api-Version',
      ],
      credentials: true,
      maxAge: 3600,
    }),
  );

  // Storage, like Kong's storage route, takes no apikey (public URLs open in <img> tags; the
  // Storage service checks the JWT itself) and streams both ways, socket to socket.
  if (upstreams.storage)
    app.all('/storage/v1/*', (c) => pipeTo(c, upstreams.storage, '/storage/v1'));

  // Kong's key-auth: an API key in the `apikey` header (or query parameter) is required.
  app.use('*', async (c, next) => {
    const key = c.req.header('apikey') ?? c.req.query('apikey');
    if (!key) return c.json({ message: 'No API key found in request' }, 401);
    if (!apiKeys.includes(key))
      return c.json({ message: 'Invalid authentication credentials' }, 401);
    await next();
  });

  const forward = (c, upstreamBase, strip) => {
    const url = new URL(c.req.url);
    const target = upstreamBase + url.pathname.slice(strip.length) + url.search;
    const headers = new Headers(c.req.raw.headers);
    const apikey = headers.get('apikey') ?? url.searchParams.get('apikey');
    // Without an Authorization header the API key itself is the caller's JWT (anon or service role).
    if (!headers.get('authorization') && apikey) headers.set('authorization', `Bearer ${apikey}`);
    const peer = getConnInfo(c).remote.address ?? '127.0.0.1';
    const forwarded = headers.get('x-forwarded-for');
    headers.set('x-forwarded-for', forwarded ? `${forwarded}, ${peer}` : peer);
    headers.delete('host');
    return proxy(target, { raw: c.req.raw, headers }).catch(() =>
      c.json({ message: 'An invalid response was received from the upstream server' }, 502),
    );
  };

  const agent = new Agent({ keepAlive: true });
  /** Like `forward`, but piped without Web streams in between: uploads and downloads of any size. */
  const pipeTo = (c, upstreamBase, strip) => {
    const incoming = c.env?.incoming;
    const outgoing = c.env?.outgoing;
    if (!incoming || !outgoing) return forward(c, upstreamBase, strip);
    const url = new URL(c.req.url);
    const target = new URL(upstreamBase + url.pathname.slice(strip.length) + url.search);
    const headers = { ...incoming.headers };
    delete headers.host;
    const apikey = headers.apikey ?? url.searchParams.get('apikey');
    if (!headers.authorization && apikey) headers.authorization = `Bearer ${apikey}`;
    const peer = incoming.socket.remoteAddress ?? '127.0.0.1';
    headers['x-forwarded-for'] = headers['x-forwarded-for']
      ? `${headers['x-forwarded-for']}, ${peer}`
      : peer;
    return new Promise((resolve) => {
      const upstream = httpRequest(
        target,
        { method: incoming.method, headers, agent },
        (response) => {
          const responseHeaders = { ...response.headers };
          // The CORS headers the middleware prepared for this response.
          c.res.headers.forEach((value, key) => {
            if (key.startsWith('access-control-') || key === 'vary') responseHeaders[key] = value;
          });
          outgoing.writeHead(response.statusCode ?? 502, responseHeaders);
          pipeline(response, outgoing).catch(() => outgoing.destroy());
          resolve(RESPONSE_ALREADY_SENT);
        },
      );
      upstream.on('error', () => {
        if (!outgoing.headersSent)
          resolve(
            c.json({ message: 'An invalid response was received from the upstream server' }, 502),
          );
      });
      pipeline(incoming, upstream).catch(() => upstream.destroy());
    });
  };

  app.all('/auth/v1/*', (c) => forward(c, upstreams.auth, '/auth/v1'));
  app.all('/rest/v1/*', (c) => forward(c, upstreams.rest, '/rest/v1'));
  if (upstreams.realtime)
    app.all('/realtime/v1/*', (c) => forward(c, upstreams.realtime, '/realtime/v1'));
  app.all('/functions/v1/:name{[^/]+}/*', (c) => functionRoute(c));
  app.all('/functions/v1/:name{[^/]+}', (c) => functionRoute(c));

  async function functionRoute(c) {
    if (functionsVerifyJwt(c.req.param('name'))) {
      const bearer =
        c.req.header('authorization') ??
        `Bearer ${c.req.header('apikey') ?? c.req.query('apikey')}`;
      const token = bearer.replace(/^Bearer\s+/i, '');
      try {
        await jwtVerify(token, secret, { algorithms: ['HS256'] });
      } catch {
        return c.json({ code: 401, message: 'Invalid JWT' }, 401);
      }
    }
    return forward(c, upstreams.functions, '/functions/v1');
  }

  app.notFound((c) => c.json({ message: 'no Route matched with those values' }, 404));
  return app;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const env = process.env;
  const app = createGateway({
    apiKeys: [env.ANON_KEY, env.SERVICE_ROLE_KEY],
    jwtSecret: env.JWT_SECRET,
    upstreams: {
      auth: env.AUTH_UPSTREAM,
      rest: env.REST_UPSTREAM,
      functions: env.FUNCTIONS_UPSTREAM,
      storage: env.STORAGE_UPSTREAM,
      realtime: env.REALTIME_UPSTREAM,
    },
    functionsVerifyJwt: functionsRequiringJwt(),
  });
  const port = Number(env.PORT);
  const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () =>
    console.log(`gateway listening on ${port}`),
  );
  if (env.REALTIME_UPSTREAM)
    proxyWebSocketUpgrades(server, {
      apiKeys: [env.ANON_KEY, env.SERVICE_ROLE_KEY],
      routes: [{ prefix: '/realtime/v1', upstream: env.REALTIME_UPSTREAM }],
    });
}
