// Bench databases: one local stack per dataset (profile `bench`: ports 26321/26322), each with its
// own data folder under bench/data/<name> (git-ignored), never the developer's. A dataset is
// generated once and reused while the generator version stamped in bench.generator matches.
import { chmodSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createConnection } from 'node:net';
import { dirname, join } from 'node:path';
import { createHash } from 'node:crypto';
import { isRoot, repoRoot, stackConfig } from '../../stack/lib/config.mjs';
import { down, up } from '../../stack/cli.mjs';
import * as postgres from '../../stack/lib/postgres.mjs';
import { withClient } from '../../stack/lib/postgres.mjs';

const generatorFile = join(repoRoot, 'bench', 'generate.sql');
// The deal conversations' data, run after generate.sql in the same transaction.
const conversationGeneratorFile = join(repoRoot, 'bench', 'generate-conversation.sql');
// The offers and exclusivity (issue 17), run after the conversations in the same transaction.
const offersGeneratorFile = join(repoRoot, 'bench', 'generate-offers.sql');

/**
 * Generator version: a hash of generate.sql and of the migrations. A changed generator or schema
 * (including an edited migration, which `db push` would not re-apply) gives a fresh database.
 */
export function generatorVersion() {
  const hash = createHash('sha1').update(readFileSync(generatorFile));
  hash.update(readFileSync(conversationGeneratorFile));
  hash.update(readFileSync(offersGeneratorFile));
  const migrations = join(repoRoot, 'supabase', 'migrations');
  for (const name of readdirSync(migrations).filter((n) => n.endsWith('.sql')).sort()) {
    hash.update(name).update(readFileSync(join(migrations, name)));
  }
  return `v2-${hash.digest('hex').slice(0, 12)}`;
}

export const DATASETS = {
  small: { users: 1_000, listings: 10_000, inquiries: 20_000, ndas: 5_000, unlocks: 2_000, views: 100_000, messages: 200_000 },
  large: { users: 10_000, listings: 100_000, inquiries: 200_000, ndas: 50_000, unlocks: 20_000, views: 1_000_000, messages: 2_000_000 },
  // `bench/run.mjs --check` (in npm test): every case's fixtures and requests once, nothing timed;
  // 400 users: the 10,000 saved searches of every scale need 200 verified owners (50 each at most);
  // 4,000 inquiries give the measured buyer deals on listings with a required band (random() is
  // seeded: the same scale gives the same data); 1,600 listings fill the deep page (101 pages of 12).
  check: { users: 400, listings: 1_600, inquiries: 4_000, ndas: 1_000, unlocks: 400, views: 2_000, messages: 4_000 },
};

/** Every folder up to / has o+x: Postgres runs as the `postgres` OS user when we are root. */
function othersCanEnter(path) {
  for (let dir = path; ; dir = dirname(dir)) {
    try {
      if ((statSync(dir).mode & 0o001) === 0) return false;
    } catch {
      return false;
    }
    if (dirname(dir) === dir) return true;
  }
}

/** The datasets measured with the user's token against the service role (bench/run.mjs). */
const ROLE_COMPARING_DATASETS = ['large', 'small', 'check'];

/**
 * Stack config of one bench dataset: the bench profile's ports (API 26321, DB 26322; BENCH_API_PORT
 * and BENCH_DB_PORT move them, the internal service ports follow the API port; the small dataset
 * uses the same plus 100) with its own folders.
 */
export function datasetConfig(name) {
  const profile = stackConfig('bench');
  // Both datasets run at once (so that they are measured side by side): small on ports +100. The
  // check dataset (npm test) on +400, beside a running bench (its Realtime stack is on +200, the
  // web case's on +300); the fault test's durable stack (bench/fault.mjs) on +500.
  const offset = { small: 100, check: 400, fault: 500 }[name] ?? 0;
  const apiPort = Number(process.env.BENCH_API_PORT ?? profile.apiPort) + offset;
  const dbPort = Number(process.env.BENCH_DB_PORT ?? profile.dbPort) + offset;
  const base = {
    ...profile,
    apiPort,
    dbPort,
    postgrestPort: apiPort + 20,
    postgrestAdminPort: apiPort + 21,
    authPort: apiPort + 22,
    functionsPort: apiPort + 23,
    storagePort: apiPort + 24,
    realtimePort: apiPort + 25,
    // These stacks measure PostgREST; Realtime has its own bench stack (bench/lib/realtime.mjs),
    // so generating a dataset is not also decoded by a replication slot.
    realtime: false,
    // Nothing is mailed from a bench database: no scheduler drains its notification outbox.
    scheduler: false,
    schedulerPort: apiPort + 26,
    // Each dataset's mail inbox next to its API (not the profile's, which STACK_API_PORT moves).
    mailPort: apiPort + 3,
    smtpPort: apiPort + 4,
    apiUrl: `http://127.0.0.1:${apiPort}`,
    dbUrl: profile.dbUrl.replace(`:${profile.dbPort}/`, `:${dbPort}/`),
    // The datasets whose cases compare the user's token with the service role: the service role's
    // requests go through a PostgREST (and gateway) of their own. PostgREST hands sequential
    // requests to its pool's idle connections in turn, and Postgres plans a cached statement again
    // for another role; sharing one pool, the two roles' requests kept meeting each other's plans
    // once a case had sent requests in parallel (bench/README.md, "One pool per role").
    serviceRoleApi: ROLE_COMPARING_DATASETS.includes(name)
      ? {
          apiPort: apiPort + 29,
          postgrestPort: apiPort + 27,
          postgrestAdminPort: apiPort + 28,
          apiUrl: `http://127.0.0.1:${apiPort + 29}`,
        }
      : undefined,
  };
  const root =
    process.env.BENCH_DATA_DIR ??
    (!isRoot() || othersCanEnter(repoRoot)
      ? join(repoRoot, 'bench', 'data')
      : join('/var/tmp', `dealbridge-bench-${createHash('sha1').update(repoRoot).digest('hex').slice(0, 10)}`));
  const home = join(root, name);
  mkdirSync(home, { recursive: true, mode: 0o755 });
  chmodSync(root, 0o755);
  chmodSync(home, 0o755);
  return { ...base, home, dataDir: join(home, 'pgdata'), logDir: join(home, 'logs'), runDir: join(home, 'run') };
}

function portInUse(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Refuses to start when another stack (not ours) holds the bench ports. */
export async function assertPortsFree(cfg) {
  const ports = [cfg.apiPort, cfg.dbPort, cfg.postgrestPort, cfg.postgrestAdminPort, cfg.authPort, cfg.functionsPort, cfg.storagePort];
  if (cfg.serviceRoleApi) ports.push(cfg.serviceRoleApi.apiPort, cfg.serviceRoleApi.postgrestPort, cfg.serviceRoleApi.postgrestAdminPort);
  const busy = [];
  for (const port of ports) if (await portInUse(port)) busy.push(port);
  if (busy.length) {
    throw new Error(
      `Ports ${busy.join(', ')} are in use by another process (another stack on the bench profile?). ` +
        'Stop it, or move the bench with BENCH_API_PORT=<port> BENCH_DB_PORT=<port> (internal ports follow API+20..23).',
    );
  }
}

async function stamp(cfg) {
  return withClient(cfg, async (client) => {
    const { rows } = await client.query("select to_regclass('bench.generator') is not null as present");
    if (!rows[0].present) return null;
    const result = await client.query('select version, scale, seconds, generated_at from bench.generator order by generated_at desc limit 1');
    return result.rows[0] ?? null;
  });
}

export async function generate(cfg, scale, version, say) {
  const sql = [generatorFile, conversationGeneratorFile, offersGeneratorFile].map((file) => readFileSync(file, 'utf8')).join('\n');
  const started = Date.now();
  await withClient(cfg, async (client) => {
    await client.query('set statement_timeout = 0');
    await client.query('set maintenance_work_mem = \'256MB\'');
    await client.query('set work_mem = \'64MB\'');
    for (const [key, value] of Object.entries({ ...scale, version })) {
      await client.query('select set_config($1, $2, false)', [`bench.${key}`, String(value)]);
    }
    await client.query('begin');
    await client.query(sql);
    await client.query('commit');
    const seconds = (Date.now() - started) / 1000;
    say(`  generated in ${seconds.toFixed(1)} s; vacuum analyze…`);
    await client.query('vacuum (analyze)');
    const total = (Date.now() - started) / 1000;
    // The whole scale, messages too (generate.sql stamps only its own settings; without
    // `messages` the stamp never matched and every run regenerated both datasets).
    await client.query('update bench.generator set seconds = $1, scale = scale || $3::jsonb where version = $2', [
      total,
      version,
      JSON.stringify(scale),
    ]);
  });
  return (Date.now() - started) / 1000;
}

/**
 * Starts the stack of a dataset (creating and generating it when missing or stale) and returns
 * its config plus how it was obtained.
 */
export async function prepareDataset(name, say = console.log) {
  const scale = DATASETS[name];
  const version = generatorVersion();
  const cfg = datasetConfig(name);
  const started = Date.now();
  // Our own stack still running (BENCH_KEEP_UP) is reused; anything else on the ports is refused.
  if (!postgres.isRunning(cfg)) await assertPortsFree(cfg);
  await up(cfg, { quiet: true });
  let current = await stamp(cfg);
  const sameScale = (a, b) => Object.keys(b).every((key) => Number(a?.[key]) === b[key]);
  if (current && (current.version !== version || !sameScale(current.scale, scale))) {
    say(`  dataset "${name}" was generated by ${current.version}; regenerating with ${version}`);
    await down(cfg);
    rmSync(cfg.dataDir, { recursive: true, force: true });
    await up(cfg, { quiet: true });
    current = null;
  }
  if (current) {
    say(`  reusing dataset "${name}" (${current.version}, generated ${current.generated_at.toISOString()} in ${Number(current.seconds).toFixed(1)} s)`);
    // Views recorded by earlier runs and any new migration: fresh statistics for comparable plans.
    await withClient(cfg, (client) => client.query('vacuum (analyze) public.listings, public.listing_views, public.inquiries, public.nda_signatures, public.unlock_requests, public.profiles, public.listing_details'));
    return { cfg, reused: true, generationSeconds: Number(current.seconds), setupSeconds: (Date.now() - started) / 1000 };
  }
  say(`  generating dataset "${name}": ${Object.entries(scale).map(([k, v]) => `${v.toLocaleString('en')} ${k}`).join(', ')}`);
  const seconds = await generate(cfg, scale, version, say);
  say(`  dataset "${name}" ready in ${seconds.toFixed(1)} s (generation + vacuum analyze)`);
  return { cfg, reused: false, generationSeconds: seconds, setupSeconds: (Date.now() - started) / 1000 };
}

export async function stopDataset(cfg) {
  await down(cfg);
}

/**
 * A bench stack of its own beside the datasets' (the Realtime cases): `cfg` with its API and
 * database ports moved up by `by`, the internal service ports following the API port, Realtime on.
 */
export function movedStackConfig(cfg, by) {
  const apiPort = cfg.apiPort + by;
  const dbPort = cfg.dbPort + by;
  return {
    ...cfg,
    realtime: true,
    serviceRoleApi: undefined,
    apiPort,
    dbPort,
    postgrestPort: apiPort + 20,
    postgrestAdminPort: apiPort + 21,
    authPort: apiPort + 22,
    functionsPort: apiPort + 23,
    storagePort: apiPort + 24,
    realtimePort: apiPort + 25,
    schedulerPort: apiPort + 26,
    mailPort: apiPort + 3,
    smtpPort: apiPort + 4,
    apiUrl: `http://127.0.0.1:${apiPort}`,
    dbUrl: cfg.dbUrl.replace(`:${cfg.dbPort}/`, `:${dbPort}/`),
  };
}
