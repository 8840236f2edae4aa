// The API gateway: what Kong does for `supabase start`. One port, path routing to the services,
// the `apikey` check, CORS, and the JWT check for edge functions that ask for it.
import { serve } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { proxy } from 'hono/proxy';
import { jwtVerify } from 'jose';
import { functionsRequiringJwt } from '../lib/functions-config.mjs';

/**
 * @param {{ apiKeys: string[]; jwtSecret: string; upstreams: { auth: string; rest: string; functions: string };
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

  // Kong's key-auth: an API key in the `apikey` header (or query parameter) is required, except on
  // the routes Supabase's Kong leaves open because a mailed link or a provider opens them
  // (auth-v1-open: /auth/v1/verify, /auth/v1/callback, /auth/v1/authorize).
  const OPEN_AUTH_PATHS = ['/auth/v1/verify', '/auth/v1/callback', '/auth/v1/authorize'];
  app.use('*', async (c, next) => {
    if (OPEN_AUTH_PATHS.includes(new URL(c.req.url).pathname)) return next();
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
    // Redirects (the /verify links) go back to the browser, as Kong passes them through.
    return proxy(target, { raw: c.req.raw, headers, redirect: 'manual' }).catch(() =>
      c.json({ message: 'An invalid response was received from the upstream server' }, 502),
    );
  };

  app.all('/auth/v1/*', (c) => forward(c, upstreams.auth, '/auth/v1'));
  app.all('/rest/v1/*', (c) => forward(c, upstreams.rest, '/rest/v1'));
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
    },
    functionsVerifyJwt: functionsRequiringJwt(),
  });
  const port = Number(env.PORT);
  serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () =>
    console.log(`gateway listening on ${port}`),
  );
}
