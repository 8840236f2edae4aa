// Ports, keys and folders of the local stack. Values follow `supabase start`, so the app and the
// tests cannot tell this stack from the official one.
import { createHash, createHmac } from 'node:crypto';
import { chmodSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
// The well-known demo keys of `supabase start`, signed with JWT_SECRET (HS256).
export const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

// The new-style API keys `supabase start` prints (publishable → anon, secret → service_role).
export const PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';
export const SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';

/**
 * The value of the X-Gateway-Forwarded header: a service trusts X-Forwarded-For only from a
 * request that carries it, i.e. one that came through the gateway.
 * @param {string} jwtSecret
 */
export function gatewayForwardedSecret(jwtSecret) {
  return createHmac('sha256', jwtSecret).update('dealbridge-gateway-forwarded-for').digest('hex');
}

/** Passwords of the service roles inside the local database (never used outside this machine). */
export const DB_PASSWORD = 'postgres';
export const AUTHENTICATOR_PASSWORD = 'authenticator-local-password';
export const AUTH_ADMIN_PASSWORD = 'auth-admin-local-password';
export const STORAGE_ADMIN_PASSWORD = 'storage-admin-local-password';

/**
 * A stack profile: `dev` is the developer's (ports of `supabase start`), `test` is the throw-away
 * one `npm test` uses, `bench` the benchmark's. Each has its own ports and data folder.
 */
const PROFILES = {
  dev: { apiPort: 54321, dbPort: 54322 },
  test: { apiPort: 25321, dbPort: 25322 },
  bench: { apiPort: 26321, dbPort: 26322 },
  // The stack-lifecycle test's own (up, reuse, recover, down) while the test stack serves the rest.
  // Below Linux's ephemeral port range (32768-60999): under the load of the other tests, a client
  // socket may hold any port in that range and make a server's bind fail.
  scratch: { apiPort: 30321, dbPort: 30322 },
};

/**
 * @param {string} path
 */
function othersCanEnter(path) {
  // The server runs as the `postgres` OS user when we are root; it must be able to enter every
  // folder above its binaries and data. A checkout under a private folder (e.g. /root) cannot be.
  let dir = path;
  for (;;) {
    try {
      const { mode } = statSync(dir);
      if ((mode & 0o001) === 0) return false;
    } catch {
      return false;
    }
    const parent = dirname(dir);
    if (parent === dir) return true;
    dir = parent;
  }
}

/**
 * A fresh folder for a throw-away stack (tests, `npm test`). As root the server runs as the
 * `postgres` OS user, which must enter every folder above it: when the temp folder ($TMPDIR) lies
 * under a private one, the folder goes to /var/tmp instead.
 * @param {string} prefix
 */
export function scratchFolder(prefix) {
  const base = !isRoot() || othersCanEnter(tmpdir()) ? tmpdir() : '/var/tmp';
  const folder = mkdtempSync(join(base, prefix));
  chmodSync(folder, 0o755);
  return folder;
}

export function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/** @typedef {keyof typeof PROFILES} StackProfile */
/**
 * A stack's settings. The bench's dataset stacks add switches: `durable` (commits flushed, as the
 * dev stack), `realtime: false` / `scheduler: false` (stacks without those services), `postgresSettings` (more `-c name=value` for the server),
 * `serviceRoleApi` (a second PostgREST and gateway for the bench's service-role requests, so that
 * they never meet the plans PostgREST's pool keeps for the `authenticated` role: bench/README.md).
 * @typedef {ReturnType<typeof stackConfig> & { durable?: boolean, realtime?: boolean, scheduler?: boolean, postgresSettings?: string[], serviceRoleApi?: { apiPort: number, postgrestPort: number, postgrestAdminPort: number, apiUrl: string } }} StackConfig
 */

/** The ports, folders, URLs and keys of one profile's stack. */
export function stackConfig(profileName = process.env.STACK_PROFILE ?? 'dev') {
  const profile = Object.hasOwn(PROFILES, profileName)
    ? PROFILES[/** @type {StackProfile} */ (profileName)]
    : undefined;
  if (!profile)
    throw new Error(`Unknown stack profile "${profileName}" (dev, test, bench, scratch)`);
  // STACK_API_PORT / STACK_DB_PORT move a profile elsewhere (e.g. two test runs side by side).
  const apiPort = Number(process.env.STACK_API_PORT ?? profile.apiPort);
  const dbPort = Number(process.env.STACK_DB_PORT ?? profile.dbPort);
  const inRepo = join(repoRoot, '.stack', profileName);
  const repoHash = createHash('sha1').update(repoRoot).digest('hex').slice(0, 10);
  const home =
    process.env.STACK_HOME ??
    (!isRoot() || othersCanEnter(repoRoot)
      ? inRepo
      : join('/var/tmp', `dealbridge-${repoHash}`, profileName));
  return {
    profile: profileName,
    home,
    dataDir: join(home, 'pgdata'),
    logDir: join(home, 'logs'),
    runDir: join(home, 'run'),
    apiPort,
    dbPort,
    postgrestPort: apiPort + 20,
    postgrestAdminPort: apiPort + 21,
    authPort: apiPort + 22,
    functionsPort: apiPort + 23,
    storagePort: apiPort + 24,
    realtimePort: apiPort + 25,
    schedulerPort: apiPort + 26,
    // As `supabase start`: the mail inbox's web UI and HTTP API on 54324, its SMTP port on 54325.
    mailPort: apiPort + 3,
    smtpPort: apiPort + 4,
    apiUrl: `http://127.0.0.1:${apiPort}`,
    dbUrl: `postgresql://postgres:${DB_PASSWORD}@127.0.0.1:${dbPort}/postgres`,
    jwtSecret: JWT_SECRET,
    anonKey: ANON_KEY,
    serviceRoleKey: SERVICE_ROLE_KEY,
    publishableKey: PUBLISHABLE_KEY,
    secretKey: SECRET_KEY,
  };
}
