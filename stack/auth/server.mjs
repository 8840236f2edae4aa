// Entry point of the local stack's auth service: `node stack/auth/server.mjs`.
// Env: PORT, DATABASE_URL, JWT_SECRET, API_EXTERNAL_URL, JWT_EXP (3600),
//      AUTH_FREE_FAILED_SIGNINS (5), AUTH_FAILED_SIGNIN_WINDOW_SECONDS (300),
//      AUTH_RATE_LIMIT_SCALE (1: `[auth.rate_limit]` of supabase/config.toml as written),
//      HOST (127.0.0.1), AUTH_CONFIG_TOML (supabase/config.toml: every [auth] setting),
//      SMTP_HOST, SMTP_PORT, SMTP_ADMIN_EMAIL, SMTP_SENDER_NAME (where mails go; none: no mails).
//      JWT_EXP and AUTH_REFRESH_TOKEN_REUSE_INTERVAL, when set, override config.toml.
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { createAuthApp } from './app.mjs';
import { rateLimitsFromConfig } from './rate-limit.mjs';
import { projectConfigPath } from '../lib/project-config.mjs';

export { createAuthApp };

/** @param {string} name @param {number} fallback */
function intEnv(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0)
    throw new Error(`${name} must be a non-negative number, got "${raw}"`);
  return n;
}

function main() {
  for (const name of ['DATABASE_URL', 'JWT_SECRET']) {
    if (!process.env[name]) {
      console.error(`[auth] ${name} is required`);
      process.exit(1);
    }
  }
  const port = intEnv('PORT', 9999);
  const host = process.env.HOST || '127.0.0.1';
  const { app, close } = createAuthApp({
    databaseUrl: process.env.DATABASE_URL,
    jwtSecret: /** @type {string} */ (process.env.JWT_SECRET),
    externalUrl: process.env.API_EXTERNAL_URL || `http://127.0.0.1:${port}`,
    jwtExp: process.env.JWT_EXP ? intEnv('JWT_EXP', 3600) : undefined,
    freeFailedSignins: intEnv('AUTH_FREE_FAILED_SIGNINS', 5),
    rateLimits: rateLimitsFromConfig(
      process.env.AUTH_CONFIG_TOML || projectConfigPath,
      intEnv('AUTH_RATE_LIMIT_SCALE', 1),
    ),
    failedSigninWindowSeconds: intEnv('AUTH_FAILED_SIGNIN_WINDOW_SECONDS', 300),
    refreshTokenReuseInterval: process.env.AUTH_REFRESH_TOKEN_REUSE_INTERVAL
      ? intEnv('AUTH_REFRESH_TOKEN_REUSE_INTERVAL', 0)
      : undefined,
    configToml: process.env.AUTH_CONFIG_TOML || undefined,
    smtp: process.env.SMTP_HOST
      ? {
          host: process.env.SMTP_HOST,
          port: intEnv('SMTP_PORT', 25),
          adminEmail: process.env.SMTP_ADMIN_EMAIL,
          senderName: process.env.SMTP_SENDER_NAME,
        }
      : undefined,
  });
  const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
    console.log(`[auth] GoTrue-compatible auth listening on http://${host}:${info.port}`);
  });
  const shutdown = () => {
    server.close();
    close().finally(() => process.exit(0));
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

const isEntry = Boolean(process.argv[1]) && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isEntry) main();
