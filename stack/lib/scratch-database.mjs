// Scratch databases inside the stack's own Postgres: what a fresh stack database is before the
// migrations (the Supabase image's schemas, extensions, auth, storage and realtime, from
// stack/sql/), without the roles, which belong to the cluster and exist already. `npm run db:diff`
// and tests/stack/declared-schema.test.ts build the declared schema and the migrations into such
// databases and compare them.
import { execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { repoRoot, scratchFolder } from './config.mjs';

/**
 * The URL of database `name` on the stack's server.
 * @param {Pick<import('./config.mjs').StackConfig, 'dbUrl'>} cfg
 * @param {string} name
 */
export function databaseUrl(cfg, name) {
  const url = new URL(cfg.dbUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * @param {string} url
 * @template T
 * @param {(client: pg.Client) => Promise<T>} fn
 * @returns {Promise<T>}
 */
export async function withDatabase(url, fn) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

// Statements that act on the cluster (roles and role membership) rather than on one database: the
// stack's bootstrap ran them already. A role grant is `grant a, b to c;` (no `on`).
const CLUSTER_STATEMENT =
  /^(create role|alter role)\b[^;]*;|^grant (?![^;]*\bon\b)[^;]*\bto\b[^;]*;/gim;

/**
 * The stack's bootstrap SQL for one more database named `name`.
 * @param {string} name
 */
function bootstrapSql(name) {
  const files = ['bootstrap.sql', 'auth-mfa.sql', 'storage.sql', 'realtime.sql'];
  return files
    .map((file) => readFileSync(join(repoRoot, 'stack', 'sql', file), 'utf8'))
    .join('\n')
    .replace(CLUSTER_STATEMENT, '')
    .replaceAll('alter database postgres ', `alter database "${name}" `);
}

/**
 * Drops and creates database `name`, bootstrapped as a fresh stack database; returns its URL.
 * @param {Pick<import('./config.mjs').StackConfig, 'dbUrl'>} cfg
 * @param {string} name
 */
export async function createScratchDatabase(cfg, name) {
  await dropScratchDatabase(cfg, name);
  await withDatabase(cfg.dbUrl, (client) => client.query(`create database "${name}"`));
  const url = databaseUrl(cfg, name);
  await withDatabase(url, async (client) => {
    await client.query('begin');
    await client.query(bootstrapSql(name));
    await client.query('commit');
  });
  return url;
}

/**
 * @param {Pick<import('./config.mjs').StackConfig, 'dbUrl'>} cfg
 * @param {string} name
 */
export async function dropScratchDatabase(cfg, name) {
  await withDatabase(cfg.dbUrl, (client) =>
    client.query(`drop database if exists "${name}" with (force)`),
  );
}

const supabaseBin = join(repoRoot, 'node_modules', '.bin', 'supabase');

/**
 * `supabase db push` of supabase/migrations onto the database at `url` (as `up` does); with
 * `upTo`, only the migrations whose version is at most that, from a copy of the folder (as a
 * database deployed before the newer ones were written).
 * @param {string} url
 * @param {{ upTo?: string }} [options]
 */
export function pushMigrations(url, { upTo } = {}) {
  const target = `${url}${url.includes('?') ? '&' : '?'}sslmode=disable`;
  let workdir = repoRoot;
  if (upTo) {
    workdir = scratchFolder('migrations-');
    mkdirSync(join(workdir, 'supabase', 'migrations'), { recursive: true });
    // A copy of the rest of supabase/ (config.toml names templates by paths inside the project).
    for (const entry of readdirSync(join(repoRoot, 'supabase')))
      if (entry !== 'migrations')
        cpSync(join(repoRoot, 'supabase', entry), join(workdir, 'supabase', entry), {
          recursive: true,
        });
    for (const file of readdirSync(join(repoRoot, 'supabase', 'migrations')))
      if (file.endsWith('.sql') && file.slice(0, 14) <= upTo)
        copyFileSync(
          join(repoRoot, 'supabase', 'migrations', file),
          join(workdir, 'supabase', 'migrations', file),
        );
  }
  try {
    execFileSync(supabaseBin, ['db', 'push', `--remote=${target}`, '--yes', '--workdir', workdir], {
      cwd: workdir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, SUPABASE_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' },
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    // execFileSync's error carries the command's stderr.
    const failed = /** @type {Error & { stderr?: string }} */ (error);
    throw new Error(`supabase db push failed:\n${failed.stderr || failed.message}`);
  } finally {
    if (workdir !== repoRoot) rmSync(workdir, { recursive: true, force: true });
  }
}
