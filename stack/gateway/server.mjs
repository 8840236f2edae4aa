// The API gateway: what Kong does for `supabase start`. One port, path routing to the services,
// the `apikey` check (legacy JWT keys and the new sb_publishable_/sb_secret_ keys), CORS from an
// allow-list, body limits per route, clean 503s while a service is down, and the JWT check for
// edge functions that ask for it.
//
// Requests are streamed to the services with node:http and a keep-alive agent (the gateway is on
// every request's path; fetch-based proxying cost a quarter of PostgREST's throughput).
import http from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { Hono } from 'hono';
import { jwtVerify } from 'jose';
import { gatewayForwardedSecret } from '../lib/config.mjs';
import { functionsRequiringJwt, readConfigToml } from '../lib/project-config.mjs';
import { proxyWebSocketUpgrades } from './websocket.mjs';

/**
 * Largest request body per route, first matching path prefix wins. A body over the limit is
 * answered 413 from its Content-Length before any of it is read, or as soon as a streamed body
 * passes the limit; the rest is then read and dropped (refuseTooLarge). Add a route's limit here
 * when a service is added.
 */
export const BODY_LIMITS = [
  // Uploads: config.toml's [storage] file_size_limit (STORAGE_BODY_LIMIT) when the stack sets it.
  { prefix: '/storage/v1/', bytes: Number(process.env.STORAGE_BODY_LIMIT) || 50 * 1024 * 1024 },
  { prefix: '/functions/v1/', bytes: 2 * 1024 * 1024 },
  { prefix: '/rest/v1/', bytes: 1024 * 1024 },
  { prefix: '/auth/v1/', bytes: 64 * 1024 },
];
const DEFAULT_BODY_LIMIT = 64 * 1024;

/**
 * After a 413 the gateway reads and drops the rest of the body, up to this many bytes and for at
 * most this long, before it closes the connection (nginx's lingering close, which Kong has).
 */
export const DRAIN_LIMIT = { bytes: 64 * 1024 * 1024, ms: 30_000 };

// Routes Supabase's Kong leaves open because a mailed link or a provider opens them (auth-v1-open).
const OPEN_AUTH_PATHS = new Set(['/auth/v1/verify', '/auth/v1/callback', '/auth/v1/authorize']);

/** Whether a request needs an API key: Storage (as Kong's storage route) and the open auth links don't. */
export function keyRequired(url) {
  const path = url.split('?', 1)[0];
  return !path.startsWith('/storage/v1/') && !OPEN_AUTH_PATHS.has(path);
}

export function bodyLimit(path) {
  return BODY_LIMITS.find((limit) => path.startsWith(limit.prefix))?.bytes ?? DEFAULT_BODY_LIMIT;
}

/** Kong's answers (same bodies as Supabase's gateway). */
const ERRORS = {
  noKey: { status: 401, body: { message: 'No API key found in request' } },
  badKey: {
    status: 401,
    body: {
      message: 'Invalid API key',
      hint: 'Double check your Supabase `anon` or `service_role` API key.',
    },
  },
  tooLarge: { status: 413, body: { message: 'Request size limit exceeded' } },
  unavailable: { status: 503, body: { message: 'The upstream server is currently unavailable' } },
  notFound: { status: 404, body: { message: 'no Route matched with those values' } },
};

const EXPOSE_HEADERS = [
  'Content-Range',
  'Content-Location',
  'Location',
  'Link',
  'Preference-Applied',
  'Range-Unit',
  'X-Total-Count',
  'X-Supabase-Api-Version',
].join(', ');
// The local stack serves apps on this machine from whatever port (dev server, preview, e2e):
// every loopback origin, and nothing that only starts like one.
const LOOPBACK_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\]):\d{1,5}$/;
const ALLOW_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';

// Hop-by-hop headers are the gateway's own business on each side.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'host',
]);

/** How long a connection to a service may stay idle in the gateway's pool. */
export const UPSTREAM_IDLE_MS = 2000;

/**
 * The gateway's checks and proxying on plain node:http objects: shared by the fast path (REST,
 * auth, Storage and Realtime, straight from the server) and the Hono routes.
 * @param {{
 *   keys: { anon: string; serviceRole: string; publishable?: string; secret?: string };
 *   jwtSecret: string;
 *   allowedOrigins: string[];
 *   allowLoopbackOrigins?: boolean;
 * }} options
 */
function gatewayCore({ keys, jwtSecret, allowedOrigins, allowLoopbackOrigins }) {
  const forwardedFor = gatewayForwardedSecret(jwtSecret);
  const origins = new Set(allowedOrigins);
  // API key → the JWT the services see (as `supabase start`'s Kong maps them).
  const keyToJwt = new Map([
    [keys.anon, keys.anon],
    [keys.serviceRole, keys.serviceRole],
  ]);
  if (keys.publishable) keyToJwt.set(keys.publishable, keys.anon);
  if (keys.secret) keyToJwt.set(keys.secret, keys.serviceRole);
  // An idle connection is dropped after 2 s, well before a service closes it (Node servers after
  // 5 s). Without a timeout the agent keeps it until the service closes it, and a request sent on
  // it as the service does so was reset: a 503 under load (sign-ins while bcrypt kept auth busy).
  const agent = new http.Agent({
    keepAlive: true,
    maxSockets: 256,
    maxFreeSockets: 64,
    timeout: UPSTREAM_IDLE_MS,
  });

  const allowed = (origin) =>
    origins.has(origin) || (allowLoopbackOrigins === true && LOOPBACK_ORIGIN.test(origin));
  /** CORS headers for an allowed origin; none for any other (the browser then refuses). */
  const corsHeaders = (origin) =>
    origin && allowed(origin)
      ? {
          'access-control-allow-origin': origin,
          'access-control-expose-headers': EXPOSE_HEADERS,
          vary: 'Origin',
        }
      : { vary: 'Origin' };

  /**
   * Body limit from Content-Length, then Kong's key-auth (`apikey` header or query parameter).
   * Answers and returns null when the request stops here.
   * @param {http.IncomingMessage} req @param {http.ServerResponse} res
   */
  function admit(req, res, { keyRequired = true } = {}) {
    const cors = corsHeaders(req.headers.origin);
    const limit = bodyLimit(req.url ?? '/');
    if (Number(req.headers['content-length'] ?? 0) > limit) {
      refuseTooLarge(req, res, cors);
      return null;
    }
    let key = req.headers.apikey;
    if (key === undefined && req.url?.includes('apikey=')) {
      key = new URL(req.url, 'http://gateway').searchParams.get('apikey') ?? undefined;
    }
    if (!key) {
      if (!keyRequired) return { jwt: null, cors, limit };
      send(res, ERRORS.noKey, cors);
      return null;
    }
    const jwt = keyToJwt.get(/** @type {string} */ (key));
    if (!jwt) {
      if (!keyRequired) return { jwt: null, cors, limit };
      send(res, ERRORS.badKey, cors);
      return null;
    }
    return { jwt, cors, limit };
  }

  /**
   * Streams the request to a service and its answer back. A body passing the route's limit is cut
   * off with 413; a service that cannot be reached is a 503; a PostgREST error body is cleaned of
   * connection details.
   */
  /** @type {Map<string, URL>} */
  const upstreamUrls = new Map();
  function proxy(req, res, { upstream, strip, cleanErrors = false }, { jwt, cors, limit }) {
    let url = upstreamUrls.get(upstream);
    if (!url) upstreamUrls.set(upstream, (url = new URL(upstream)));
    const path = (req.url ?? '/').slice(strip.length) || '/';
    const headers = {};
    for (const name in req.headers) {
      if (!HOP_BY_HOP.has(name)) headers[name] = req.headers[name];
    }
    const authorization = headers.authorization;
    // As `supabase start`: an sb_ key in Authorization is replaced by the JWT its apikey maps to;
    // without Authorization the API key's JWT is the caller's.
    if (jwt && (!authorization || /^Bearer sb_/i.test(authorization)))
      headers.authorization = `Bearer ${jwt}`;
    const peer = req.socket.remoteAddress ?? '127.0.0.1';
    headers['x-forwarded-for'] = headers['x-forwarded-for']
      ? `${headers['x-forwarded-for']}, ${peer}`
      : peer;
    headers['x-gateway-forwarded'] = forwardedFor;
    headers.host = url.host;

    return new Promise((resolve) => {
      let received = 0;
      let tooLarge = false;
      const upstreamRequest = http.request(
        { agent, hostname: url.hostname, port: url.port, method: req.method, path, headers },
        (answer) => {
          const status = answer.statusCode ?? 502;
          // The services' own CORS answers (PostgREST sends `*`) give way to the allow-list's.
          const outHeaders = {};
          for (const name in answer.headers) {
            if (name.startsWith('access-control-')) continue;
            if (HOP_BY_HOP.has(name) && name !== 'transfer-encoding') continue;
            outHeaders[name] = answer.headers[name];
          }
          Object.assign(outHeaders, cors);
          if (cleanErrors && status >= 400) {
            // Error bodies are small: read, clean, answer.
            const chunks = [];
            answer.on('data', (chunk) => chunks.push(chunk));
            answer.on('end', () => {
              delete outHeaders['transfer-encoding'];
              delete outHeaders['content-length'];
              send(res, cleanRestError(status, Buffer.concat(chunks)), outHeaders);
              resolve(undefined);
            });
            answer.on('error', () => {
              send(res, ERRORS.unavailable, cors);
              resolve(undefined);
            });
            return;
          }
          res.writeHead(status, outHeaders);
          answer.pipe(res);
          answer.on('end', () => resolve(undefined));
          answer.on('error', () => {
            res.destroy();
            resolve(undefined);
          });
        },
      );
      let clientGone = false;
      upstreamRequest.on('error', (error) => {
        if (tooLarge) refuseTooLarge(req, res, cors);
        else if (!clientGone) {
          // Logged: a 503 of the gateway otherwise leaves no trace of its cause.
          const cause = /** @type {NodeJS.ErrnoException} */ (error).code ?? error.message;
          const reused = upstreamRequest.reusedSocket ? ' (on a kept-alive connection)' : '';
          console.error(
            `[gateway] ${req.method} ${url.host}${path.split('?')[0]}: ${cause}${reused}`,
          );
          send(res, ERRORS.unavailable, { ...cors, 'retry-after': '1' });
        }
        resolve(undefined);
      });
      req.on('data', (chunk) => {
        if (tooLarge) return; // the rest is dropped (refuseTooLarge)
        received += chunk.length;
        if (received > limit && !tooLarge) {
          tooLarge = true;
          req.pause();
          upstreamRequest.destroy(new Error('request body too large'));
          return;
        }
        if (!upstreamRequest.write(chunk)) {
          req.pause();
          upstreamRequest.once('drain', () => req.resume());
        }
      });
      req.on('end', () => {
        if (!tooLarge) upstreamRequest.end();
      });
      req.on('error', () => {
        // The client went away (an upload cut off): nobody is left to answer.
        clientGone = true;
        upstreamRequest.destroy();
      });
    });
  }

  return { admit, proxy, corsHeaders, keyToJwt };
}

/**
 * Answers 413 to a request whose body is over the limit, then reads and drops the rest of the body
 * before closing the connection. Closing at once (what a plain `Connection: close` answer does)
 * resets the connection under a client that is still sending: curl shows the 413, but a browser
 * or Node's fetch reports a network error and never sees it. The answer's Content-Length tells
 * the client it is complete; the connection is closed once the body ended, or under a body past
 * DRAIN_LIMIT (bytes or time), as before.
 * @param {http.IncomingMessage} req @param {http.ServerResponse} res
 */
function refuseTooLarge(req, res, cors) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const text = JSON.stringify(ERRORS.tooLarge.body);
  res.writeHead(413, {
    ...cors,
    connection: 'close',
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.write(text);
  // Ending the answer closes the connection (`Connection: close`): once the body was read, cleanly.
  const close = () => {
    clearTimeout(timer);
    if (!res.writableEnded) res.end();
  };
  const timer = setTimeout(close, DRAIN_LIMIT.ms);
  if (req.complete || Number(req.headers['content-length'] ?? 0) > DRAIN_LIMIT.bytes) {
    close();
    return;
  }
  let drained = 0;
  req.on('data', (chunk) => {
    drained += chunk.length;
    if (drained > DRAIN_LIMIT.bytes) close();
  });
  req.once('end', close);
  req.once('close', close);
  req.resume();
}

/** @param {http.ServerResponse} res */
function send(res, { status, body }, extra = {}) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...extra,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

/**
 * The gateway as a Hono app (every route; the server answers all but edge functions on a faster
 * path with the same checks, see createHandler).
 * @param {{
 *   keys: { anon: string; serviceRole: string; publishable?: string; secret?: string };
 *   jwtSecret: string;
 *   upstreams: { auth: string; rest: string; functions: string; storage?: string; realtime?: string };
 *   functionsVerifyJwt: (name: string) => boolean;
 *   allowedOrigins: string[];
 *   allowLoopbackOrigins?: boolean;
 * }} options
 */
export function createGateway(options, core = gatewayCore(options)) {
  const { jwtSecret, upstreams, functionsVerifyJwt } = options;
  const app = new Hono();
  const secret = new TextEncoder().encode(jwtSecret);

  app.get('/_gateway/health', (c) => c.json({ status: 'ok' }));

  // CORS preflights need no API key.
  app.options('*', (c) => {
    if (!c.req.header('access-control-request-method')) return c.body(null, 204);
    const headers = core.corsHeaders(c.req.header('origin'));
    if (headers['access-control-allow-origin']) {
      headers['access-control-allow-methods'] = ALLOW_METHODS;
      headers['access-control-allow-headers'] =
        c.req.header('access-control-request-headers') ?? 'apikey, authorization, content-type';
      headers['access-control-max-age'] = '3600';
    }
    return c.body(null, 204, headers);
  });

  app.use('*', async (c, next) => {
    // Storage's public URLs open in <img> tags (Storage checks the JWT itself); mailed auth links.
    const admitted = core.admit(c.env.incoming, c.env.outgoing, {
      keyRequired: keyRequired(c.env.incoming.url ?? '/'),
    });
    if (!admitted) return RESPONSE_ALREADY_SENT;
    c.set('admitted', admitted);
    await next();
  });

  const forward = async (c, upstream, strip, extra = {}) => {
    await core.proxy(
      c.env.incoming,
      c.env.outgoing,
      { upstream, strip, ...extra },
      c.get('admitted'),
    );
    return RESPONSE_ALREADY_SENT;
  };

  app.all('/auth/v1/*', (c) => forward(c, upstreams.auth, '/auth/v1'));
  app.all('/rest/v1/*', (c) => forward(c, upstreams.rest, '/rest/v1', { cleanErrors: true }));
  if (upstreams.storage)
    app.all('/storage/v1/*', (c) => forward(c, upstreams.storage, '/storage/v1'));
  if (upstreams.realtime)
    app.all('/realtime/v1/*', (c) => forward(c, upstreams.realtime, '/realtime/v1'));
  app.all('/functions/v1/:name{[^/]+}/*', (c) => functionRoute(c));
  app.all('/functions/v1/:name{[^/]+}', (c) => functionRoute(c));

  async function functionRoute(c) {
    if (functionsVerifyJwt(c.req.param('name'))) {
      const header = c.req.header('authorization');
      const token =
        header && !/^Bearer sb_/i.test(header)
          ? header.replace(/^Bearer\s+/i, '')
          : c.get('admitted').jwt;
      try {
        await jwtVerify(token, secret, { algorithms: ['HS256'] });
      } catch {
        return c.json({ code: 401, message: 'Invalid JWT' }, 401, c.get('admitted').cors);
      }
    }
    return forward(c, upstreams.functions, '/functions/v1');
  }

  app.notFound((c) => c.json(ERRORS.notFound.body, 404));
  return app;
}

/**
 * The server's request listener: REST, auth, Storage and Realtime requests go straight to the
 * shared checks and proxy; edge functions (their JWT check) and the rest through the Hono app.
 */
export function createHandler(options) {
  const core = gatewayCore(options);
  const app = createGateway(options, core);
  const viaHono = getRequestListener(app.fetch);
  const { rest, auth, storage, realtime } = options.upstreams;
  // Storage goes this way too: Hono answers a HEAD request with a Response of its own, written
  // after the proxy had answered (ERR_HTTP_HEADERS_SENT in the log for every HEAD of a file).
  const fast = [
    { prefix: '/rest/v1/', route: { upstream: rest, strip: '/rest/v1', cleanErrors: true } },
    { prefix: '/auth/v1/', route: { upstream: auth, strip: '/auth/v1' } },
    ...(storage
      ? [{ prefix: '/storage/v1/', route: { upstream: storage, strip: '/storage/v1' } }]
      : []),
    ...(realtime
      ? [{ prefix: '/realtime/v1/', route: { upstream: realtime, strip: '/realtime/v1' } }]
      : []),
  ];
  const handler = (req, res) => {
    if (req.method !== 'OPTIONS') {
      const url = req.url ?? '/';
      for (const { prefix, route } of fast) {
        if (!url.startsWith(prefix)) continue;
        const admitted = core.admit(req, res, { keyRequired: keyRequired(url) });
        if (admitted) void core.proxy(req, res, route, admitted);
        return;
      }
    }
    void viaHono(req, res);
  };
  // The same API keys open WebSocket upgrades (realtime), mapped to the same JWTs.
  return Object.assign(handler, { keyToJwt: core.keyToJwt });
}

// SQLSTATE classes meaning "the database went away", not "your request was wrong".
const CONNECTION_LOST = /^(08|57P0[1-3]|53300)/;

/**
 * A PostgREST error as clients may see it: its code and message, never connection details (host,
 * port, libpq text). A failure because the database went away is a 503, whatever status
 * PostgREST chose (an empty 400 was seen during a crash).
 * @param {number} status @param {Buffer} raw
 */
export function cleanRestError(status, raw) {
  let body;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    return status >= 500 ? ERRORS.unavailable : { status, body: { message: raw.toString('utf8') } };
  }
  if (!body || typeof body !== 'object') return { status, body };
  const code = typeof body.code === 'string' ? body.code : '';
  const lost =
    status === 503 ||
    /^PGRST00[0-3]$/.test(code) ||
    CONNECTION_LOST.test(code) ||
    (status >= 400 && !code && !body.message);
  if (lost) {
    return {
      status: 503,
      body: {
        code: code || 'PGRST001',
        details: null,
        hint: null,
        message: 'Database client error. Retrying the connection.',
      },
    };
  }
  return { status, body };
}

/** The app origins the gateway answers CORS for: config.toml's site_url and redirect URLs, plus env. */
export function allowedOriginsFrom(config, extra = '') {
  const urls = [config?.auth?.site_url, ...(config?.auth?.additional_redirect_urls ?? [])];
  const origins = new Set();
  for (const value of [...urls, ...extra.split(',')]) {
    if (!value || !value.trim()) continue;
    try {
      origins.add(new URL(value.trim()).origin);
    } catch {
      /* not a URL */
    }
  }
  return [...origins];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const env = process.env;
  const config = readConfigToml();
  const handler = createHandler({
    keys: {
      anon: env.ANON_KEY,
      serviceRole: env.SERVICE_ROLE_KEY,
      publishable: env.PUBLISHABLE_KEY,
      secret: env.SECRET_KEY,
    },
    jwtSecret: env.JWT_SECRET,
    upstreams: {
      auth: env.AUTH_UPSTREAM,
      rest: env.REST_UPSTREAM,
      functions: env.FUNCTIONS_UPSTREAM,
      storage: env.STORAGE_UPSTREAM,
      realtime: env.REALTIME_UPSTREAM,
    },
    functionsVerifyJwt: functionsRequiringJwt(),
    allowedOrigins: allowedOriginsFrom(config, env.CORS_ALLOWED_ORIGINS ?? ''),
    allowLoopbackOrigins: env.CORS_ALLOW_LOOPBACK === '1',
  });
  const port = Number(env.PORT);
  const server = http.createServer({ keepAliveTimeout: 65_000 }, handler);
  server.listen(port, '127.0.0.1', () => console.log(`gateway listening on ${port}`));
  if (env.REALTIME_UPSTREAM)
    proxyWebSocketUpgrades(server, {
      keyToJwt: handler.keyToJwt,
      routes: [{ prefix: '/realtime/v1', upstream: env.REALTIME_UPSTREAM }],
    });
}
