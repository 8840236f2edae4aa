// The API gateway: what Kong does for `supabase start`. One port, path routing to the services,
// the `apikey` check (legacy JWT keys and the new sb_publishable_/sb_secret_ keys), CORS from an
// allow-list, body limits per route, clean 503s while a service is down, and the JWT check for
// edge functions that ask for it.
//
// One route table (gatewayRoutes) and one router over it (createHandler): HTTP requests and the
// WebSocket upgrades of Realtime (websocket.mjs) take the same routes and API keys. Requests are
// streamed to the services with node:http and a keep-alive agent (the gateway is on every
// request's path; fetch-based proxying cost a quarter of PostgREST's throughput).
import http from 'node:http';
import { jwtVerify } from 'jose';
import { gatewayForwardedSecret } from '../lib/config.mjs';
import { functionsRequiringJwt, readConfigToml } from '../lib/project-config.mjs';
import { proxyWebSocketUpgrades } from './websocket.mjs';
import { CLIENT_ADDRESS_HEADERS, clientAddress } from './client-address.mjs';

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

/**
 * @param {string} path
 */
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

/**
 * Headers only the gateway writes: the client's address (client-address.mjs) and the proof that a
 * request came through the gateway. What a client sent in them is not passed on.
 */
const GATEWAY_SETS = new Set([...CLIENT_ADDRESS_HEADERS, 'x-gateway-forwarded']);
const SB_KEY_BEARER = /^Bearer sb_/i;
/** Answers up to this size with a Content-Length are collected, larger ones streamed (proxy). */
const SMALL_ANSWER = 64 * 1024;

/**
 * A PostgREST error answer, read (error bodies are small), cleaned (cleanRestError) and sent.
 * @param {http.ServerResponse} res @param {http.IncomingMessage} answer @param {number} status
 * @param {Record<string, string>} cors
 */
function cleanError(res, answer, status, cors) {
  /** @type {http.OutgoingHttpHeaders} */
  const outHeaders = {};
  for (const name in answer.headers) {
    if (name.startsWith('access-control-') || HOP_BY_HOP.has(name)) continue;
    if (name === 'content-length') continue;
    outHeaders[name] = answer.headers[name];
  }
  Object.assign(outHeaders, cors);
  /** @type {Buffer[]} */
  const chunks = [];
  answer.on('data', (chunk) => chunks.push(chunk));
  answer.on('end', () => send(res, cleanRestError(status, Buffer.concat(chunks)), outHeaders));
  answer.on('error', () => send(res, ERRORS.unavailable, cors));
}

/**
 * A request that passed the body limit and the key check: the JWT its API key stands for (null
 * without a key where none is needed), its CORS headers and its body limit.
 * @typedef {{ jwt: string | null, cors: Record<string, string>, limit: number }} Admitted
 */

/** How long a connection to a service may stay idle in the gateway's pool. */
export const UPSTREAM_IDLE_MS = 2000;

/**
 * The gateway's checks and proxying on plain node:http objects: the body limit and API key
 * (admit), CORS headers, and the streaming proxy to a service.
 * @param {GatewayOptions} options
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

  /**
   * @param {string} origin
   */
  const allowed = (origin) =>
    origins.has(origin) || (allowLoopbackOrigins === true && LOOPBACK_ORIGIN.test(origin));
  /**
   * CORS headers for an allowed origin; none for any other (the browser then refuses).
   * @param {string | undefined} origin
   * @returns {Record<string, string>}
   */
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
   * @param {{ keyRequired?: boolean }} [options]
   * @returns {Admitted | null}
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
    // A repeated apikey header arrives as a list: no key the gateway knows.
    const jwt = keyToJwt.get(String(key));
    if (!jwt) {
      if (!keyRequired) return { jwt: null, cors, limit };
      send(res, ERRORS.badKey, cors);
      return null;
    }
    return { jwt, cors, limit };
  }

  /** @type {Map<string, URL>} */
  const upstreamUrls = new Map();
  /**
   * Streams the request to a service and its answer back. A body passing the route's limit is cut
   * off with 413; a service that cannot be reached is a 503; a PostgREST error body is cleaned of
   * connection details.
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   * @param {{ upstream: string, strip: string, cleanErrors?: boolean }} route
   * @param {Admitted} admitted
   */
  function proxy(req, res, { upstream, strip, cleanErrors = false }, { jwt, cors, limit }) {
    let url = upstreamUrls.get(upstream);
    if (!url) upstreamUrls.set(upstream, (url = new URL(upstream)));
    const path = (req.url ?? '/').slice(strip.length) || '/';
    const source = req.headers;
    const authorization = source.authorization;
    // As `supabase start`: an sb_ key in Authorization is replaced by the JWT its apikey maps to;
    // without Authorization the API key's JWT is the caller's.
    const replaceAuthorization = Boolean(
      jwt && (!authorization || SB_KEY_BEARER.test(authorization)),
    );
    // A flat [name, value, …] list: http.request then writes it as it is, without setHeader's
    // second validation and copy of every header (the gateway is on every request's path).
    /** @type {string[]} */
    const headers = [];
    for (const name in source) {
      if (HOP_BY_HOP.has(name) || GATEWAY_SETS.has(name)) continue;
      if (name === 'authorization' && replaceAuthorization) continue;
      const value = source[name];
      if (value !== undefined) headers.push(name, /** @type {string} */ (value));
    }
    if (replaceAuthorization) headers.push('authorization', `Bearer ${jwt}`);
    const peer = clientAddress(req.socket);
    headers.push(
      'x-forwarded-for',
      peer,
      'x-real-ip',
      peer,
      'x-gateway-forwarded',
      forwardedFor,
      'host',
      url.host,
    );
    // Without Content-Length and Transfer-Encoding a request has no body (RFC 9112 6.3).
    const hasBody =
      source['transfer-encoding'] !== undefined ||
      (source['content-length'] !== undefined && source['content-length'] !== '0');

    let received = 0;
    let tooLarge = false;
    let clientGone = false;
    const upstreamRequest = http.request(
      { agent, hostname: url.hostname, port: url.port, method: req.method, path, headers },
      (answer) => {
        const status = answer.statusCode ?? 502;
        if (cleanErrors && status >= 400) {
          cleanError(res, answer, status, cors);
          return;
        }
        // The services' own CORS answers (PostgREST sends `*`) give way to the allow-list's.
        const raw = answer.rawHeaders;
        /** @type {string[]} */
        const outHeaders = [];
        let length = -1;
        for (let i = 0; i < raw.length; i += 2) {
          const name = raw[i].toLowerCase();
          if (name.startsWith('access-control-')) continue;
          if (HOP_BY_HOP.has(name) && name !== 'transfer-encoding') continue;
          if (name === 'content-length') length = Number(raw[i + 1]);
          outHeaders.push(raw[i], raw[i + 1]);
        }
        for (const name in cors) outHeaders.push(name, cors[name]);
        answer.on('error', () => res.destroy());
        if (length >= 0 && length <= SMALL_ANSWER) {
          // A small answer of known length (most API answers) is collected and written with its
          // head in one go: no pipe to set up and take down for a body of one or two chunks.
          /** @type {Buffer[]} */
          const chunks = [];
          answer.on('data', (chunk) => chunks.push(chunk));
          answer.on('end', () => {
            res.writeHead(status, outHeaders);
            res.end(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
          });
          return;
        }
        res.writeHead(status, outHeaders);
        answer.pipe(res);
      },
    );
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
    });
    req.on('error', () => {
      // The client went away (an upload cut off): nobody is left to answer.
      clientGone = true;
      upstreamRequest.destroy();
    });
    if (!hasBody) {
      upstreamRequest.end();
      return;
    }
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
  }

  return { admit, proxy, corsHeaders, keyToJwt };
}

/**
 * An empty 204 (CORS preflights).
 * @param {http.ServerResponse} res
 * @param {Record<string, string>} [headers]
 */
function noContent(res, headers = {}) {
  res.writeHead(204, headers);
  res.end();
}

/**
 * Answers 413 to a request whose body is over the limit, then reads and drops the rest of the body
 * before closing the connection. Closing at once (what a plain `Connection: close` answer does)
 * resets the connection under a client that is still sending: curl shows the 413, but a browser
 * or Node's fetch reports a network error and never sees it. The answer's Content-Length tells
 * the client it is complete; the connection is closed once the body ended, or under a body past
 * DRAIN_LIMIT (bytes or time), as before.
 * @param {http.IncomingMessage} req @param {http.ServerResponse} res
 * @param {Record<string, string>} cors
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

/**
 * A JSON answer (or, when the answer was already begun, the connection closed).
 * @param {http.ServerResponse} res
 * @param {{ status: number, body: unknown }} answer
 * @param {http.OutgoingHttpHeaders} [extra] headers
 */
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
 * @typedef {object} GatewayOptions
 * @property {{ anon: string, serviceRole: string, publishable?: string, secret?: string }} keys
 * @property {string} jwtSecret
 * @property {{ auth: string, rest: string, functions: string, storage?: string, realtime?: string }} upstreams
 * @property {(name: string) => boolean} functionsVerifyJwt whether a function wants a valid JWT
 * @property {string[]} allowedOrigins
 * @property {boolean} [allowLoopbackOrigins]
 */

/**
 * One route of the gateway: requests under `prefix` go to `upstream` without the prefix.
 * @typedef {object} Route
 * @property {string} prefix e.g. '/rest/v1'
 * @property {string} upstream the service's base URL
 * @property {(path: string) => boolean} keyRequired Kong's key-auth on this route
 * @property {boolean} [cleanErrors] PostgREST's error bodies without connection details
 * @property {(path: string) => string | null} [verifyJwtOf] the function whose JWT is checked
 * @property {boolean} [websocket] WebSocket upgrades go here too (Realtime)
 */

/**
 * The gateway's route table (Kong's services of `supabase start`): the first route whose prefix
 * the path starts with takes the request.
 * @param {GatewayOptions} options
 * @returns {Route[]}
 */
export function gatewayRoutes({ upstreams, functionsVerifyJwt }) {
  const always = () => true;
  return [
    { prefix: '/rest/v1', upstream: upstreams.rest, keyRequired: always, cleanErrors: true },
    // Mailed links and providers open a few auth routes without a key (Kong's auth-v1-open).
    {
      prefix: '/auth/v1',
      upstream: upstreams.auth,
      keyRequired: (path) => !OPEN_AUTH_PATHS.has(path),
    },
    // Storage's public URLs open in <img> tags: Storage checks the JWT itself.
    ...(upstreams.storage
      ? [{ prefix: '/storage/v1', upstream: upstreams.storage, keyRequired: () => false }]
      : []),
    ...(upstreams.realtime
      ? [
          {
            prefix: '/realtime/v1',
            upstream: upstreams.realtime,
            keyRequired: always,
            websocket: true,
          },
        ]
      : []),
    {
      prefix: '/functions/v1',
      upstream: upstreams.functions,
      keyRequired: always,
      // /functions/v1/<name>[/...]: config.toml's verify_jwt of that function.
      verifyJwtOf: (path) => {
        const name = decodePathSegment(path.slice('/functions/v1/'.length).split('/')[0]);
        return name !== null && functionsVerifyJwt(name) ? name : null;
      },
    },
  ];
}

/** @param {string} segment */
function decodePathSegment(segment) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The route of a path; functions need a name (`/functions/v1/<name>`). Null: no route (404).
 * @param {Route[]} routes
 * @param {string} path without the query
 */
export function routeOf(routes, path) {
  const route = routes.find(
    ({ prefix }) => path.startsWith(prefix) && path.charCodeAt(prefix.length) === 47, // '/'
  );
  if (route?.verifyJwtOf && !path.slice(route.prefix.length + 1).split('/')[0]) return null;
  return route ?? null;
}

/**
 * The server's request listener: one router over the route table. Health and CORS preflights
 * first (no key), then the body limit and the API key, then the route: edge functions that ask
 * for it get the JWT checked; everything is streamed to its service (gatewayCore's proxy).
 * @param {GatewayOptions} options
 */
export function createHandler(options) {
  const core = gatewayCore(options);
  const routes = gatewayRoutes(options);
  const secret = new TextEncoder().encode(options.jwtSecret);

  /**
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   */
  const handler = (req, res) => {
    const url = req.url ?? '/';
    const query = url.indexOf('?');
    const path = query === -1 ? url : url.slice(0, query);
    if ((req.method === 'GET' || req.method === 'HEAD') && path === '/_gateway/health')
      return send(res, { status: 200, body: { status: 'ok' } });
    // CORS preflights need no API key.
    if (req.method === 'OPTIONS') {
      if (!req.headers['access-control-request-method']) return noContent(res);
      /** @type {Record<string, string>} */
      const headers = core.corsHeaders(req.headers.origin);
      if (headers['access-control-allow-origin']) {
        headers['access-control-allow-methods'] = ALLOW_METHODS;
        headers['access-control-allow-headers'] =
          req.headers['access-control-request-headers'] ?? 'apikey, authorization, content-type';
        headers['access-control-max-age'] = '3600';
      }
      return noContent(res, headers);
    }
    const route = routeOf(routes, path);
    const admitted = core.admit(req, res, { keyRequired: route ? route.keyRequired(path) : true });
    if (!admitted) return undefined;
    if (!route) return send(res, ERRORS.notFound);
    const target = {
      upstream: route.upstream,
      strip: route.prefix,
      cleanErrors: route.cleanErrors,
    };
    if (!route.verifyJwtOf?.(path)) return core.proxy(req, res, target, admitted);
    const header = req.headers.authorization;
    const token =
      header && !SB_KEY_BEARER.test(header) ? header.replace(/^Bearer\s+/i, '') : admitted.jwt;
    return jwtVerify(token ?? '', secret, { algorithms: ['HS256'] }).then(
      () => core.proxy(req, res, target, admitted),
      () => send(res, { status: 401, body: { code: 401, message: 'Invalid JWT' } }, admitted.cors),
    );
  };
  // WebSocket upgrades (Realtime) go through the same routes and the same API keys.
  const upgradeRoutes = routes.filter((route) => route.websocket);
  return Object.assign(handler, { keyToJwt: core.keyToJwt, upgradeRoutes });
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

/**
 * The app origins the gateway answers CORS for: config.toml's site_url and redirect URLs, plus env.
 * @param {{ auth?: { site_url?: string, additional_redirect_urls?: string[] } } | null | undefined} config
 * @param {string} [extra] comma-separated URLs
 */
export function allowedOriginsFrom(config, extra = '') {
  const urls = [config?.auth?.site_url, ...(config?.auth?.additional_redirect_urls ?? [])];
  /** @type {Set<string>} */
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
  /** @param {string} name */
  const required = (name) => {
    const value = env[name];
    if (!value) throw new Error(`[gateway] ${name} is required`);
    return value;
  };
  const config = readConfigToml();
  const handler = createHandler({
    keys: {
      anon: required('ANON_KEY'),
      serviceRole: required('SERVICE_ROLE_KEY'),
      publishable: env.PUBLISHABLE_KEY,
      secret: env.SECRET_KEY,
    },
    jwtSecret: required('JWT_SECRET'),
    upstreams: {
      auth: required('AUTH_UPSTREAM'),
      rest: required('REST_UPSTREAM'),
      functions: required('FUNCTIONS_UPSTREAM'),
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
  if (handler.upgradeRoutes.length)
    proxyWebSocketUpgrades(server, { keyToJwt: handler.keyToJwt, routes: handler.upgradeRoutes });
}
