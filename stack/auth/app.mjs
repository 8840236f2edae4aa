// createAuthApp: the GoTrue-compatible HTTP application (routes at the root, as GoTrue serves them
// behind the gateway's /auth/v1 prefix).
import { Hono } from 'hono';
import { createPool } from './db.mjs';
import { API_VERSION_HEADER, notFound, renderError, requestApiVersion } from './errors.mjs';
import { Mailer } from './mailer.mjs';
import {
  EmailSendLimiter,
  FailedSigninLimiter,
  RateLimiter,
  rateLimitBucket,
} from './rate-limit.mjs';
import { clientIp } from './request.mjs';
import { gatewayForwardedSecret } from '../lib/config.mjs';
import { adminRoutes } from './routes/admin.mjs';
import { emailRoutes } from './routes/email.mjs';
import { mfaRoutes } from './routes/mfa.mjs';
import { otpRoutes } from './routes/otp.mjs';
import { publicRoutes } from './routes/public.mjs';
import { userRoutes } from './routes/user.mjs';
import { loadAuthSettings } from './settings.mjs';
import { secretKey } from './tokens.mjs';

/**
 * @typedef {object} AuthAppOptions
 * @property {import('pg').Pool} [pool] an existing pool (else one is made from databaseUrl)
 * @property {string} [databaseUrl] postgresql://supabase_auth_admin:...@host:port/postgres
 * @property {string} jwtSecret HS256 secret
 * @property {string} [externalUrl] API_EXTERNAL_URL (the gateway; http://127.0.0.1:54321 without); iss = `${externalUrl}/auth/v1`
 * @property {number} [jwtExp] access token lifetime in seconds (3600)
 * @property {Record<string, number>} [rateLimits] `[auth.rate_limit]` values per client address
 *   (sign_in_sign_ups, token_refresh, token_verifications, email_sent); supabase init's defaults
 * @property {number} [freeFailedSignins] failed sign-ins per address before answers slow down (5)
 * @property {number} [failedSigninDelayStepMs] added delay per further failure (250, at most 3000)
 * @property {number} [failedSigninWindowSeconds] sliding window of those failures (300)
 * @property {number} [refreshTokenReuseInterval] overrides config.toml's refresh_token_reuse_interval
 * @property {string} [configToml] path of supabase/config.toml ([auth] settings); GoTrue's defaults without
 * @property {Partial<import('./settings.mjs').AuthSettings>} [settings] overrides of single settings (tests)
 * @property {{ host: string, port: number, adminEmail?: string, senderName?: string }} [smtp] where mails go
 */

/**
 * What the middleware below sets on each request: whether X-Forwarded-For may be believed.
 * @typedef {{ Variables: { trustForwarded: boolean } }} AuthEnv
 */

/**
 * @param {AuthAppOptions} options
 * @returns {{ app: Hono, pool: import('pg').Pool, close: () => Promise<void> }}
 */
export function createAuthApp(options) {
  if (!options?.jwtSecret) throw new Error('createAuthApp: jwtSecret is required');
  if (!options.pool && !options.databaseUrl)
    throw new Error('createAuthApp: pool or databaseUrl is required');
  const ownsPool = !options.pool;
  const pool = options.pool ?? createPool(/** @type {string} */ (options.databaseUrl));
  const externalUrl = (options.externalUrl ?? 'http://127.0.0.1:54321').replace(/\/+$/, '');

  const settings = {
    ...loadAuthSettings(options.configToml ?? '/nonexistent/config.toml'),
    ...(options.settings ?? {}),
  };
  if (options.refreshTokenReuseInterval !== undefined)
    settings.refreshTokenReuseInterval = options.refreshTokenReuseInterval;
  if (options.jwtExp !== undefined) settings.jwtExpiry = options.jwtExp;
  const mailer = options.smtp
    ? new Mailer({
        host: options.smtp.host,
        port: options.smtp.port,
        adminEmail: options.smtp.adminEmail ?? 'admin@email.com',
        senderName: options.smtp.senderName ?? '',
        templates: settings.templates,
      })
    : null;

  /** @type {import('./request.mjs').AuthContext} */
  const ctx = {
    pool,
    key: secretKey(options.jwtSecret),
    issuer: `${externalUrl}/auth/v1`,
    externalUrl,
    settings,
    mailer,
    // The stack passes [auth.rate_limit] scaled for test stacks; config.toml's value otherwise.
    emailLimiter: new EmailSendLimiter({
      perHour: options.rateLimits?.email_sent ?? settings.emailSentPerHour,
    }),
    expSeconds: settings.jwtExpiry,
    limiter: new FailedSigninLimiter({
      freeFailures: options.freeFailedSignins ?? 5,
      stepMs: options.failedSigninDelayStepMs ?? 250,
      windowSeconds: options.failedSigninWindowSeconds ?? 300,
    }),
    refreshTokenReuseInterval: settings.refreshTokenReuseInterval,
  };

  const rateLimiter = new RateLimiter({ limits: options.rateLimits });
  const forwardedSecret = gatewayForwardedSecret(options.jwtSecret);

  /** @type {Hono<AuthEnv>} */
  const app = new Hono();
  app.use('*', async (c, next) => {
    // X-Forwarded-For names the client only on requests that came through the gateway.
    c.set('trustForwarded', c.req.header('x-gateway-forwarded') === forwardedSecret);
    const bucket = rateLimitBucket(c.req.method, c.req.path, c.req.query('grant_type'));
    if (bucket) rateLimiter.consume(bucket, clientIp(c));
    await next();
    const version = requestApiVersion(c.req.header(API_VERSION_HEADER));
    if (version) c.header(API_VERSION_HEADER, version);
    // A failed password sign-in answers later the more this address has failed.
    if (bucket === 'sign_in_sign_ups' && c.req.path === '/token' && c.res.status === 400) {
      const delay = ctx.limiter.delayMs(clientIp(c));
      if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    }
  });
  app.route('/', publicRoutes(ctx));
  app.route('/', userRoutes(ctx));
  app.route('/', emailRoutes(ctx));
  app.route('/', otpRoutes(ctx));
  app.route('/factors', mfaRoutes(ctx));
  app.route('/admin', adminRoutes(ctx));
  app.notFound((c) => renderError(c, notFound('not_found', 'Not Found')));
  app.onError((err, c) => renderError(c, err));

  return {
    app,
    pool,
    close: async () => {
      if (ownsPool) await pool.end();
    },
  };
}
