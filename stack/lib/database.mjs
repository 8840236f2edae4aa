// Migrations, seed and generated types, through the official Supabase CLI where it has a command.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './config.mjs';
import { withClient } from './postgres.mjs';

const supabaseBin = join(repoRoot, 'node_modules', '.bin', 'supabase');

function supabase(args) {
  return execFileSync(supabaseBin, args, {
    cwd: repoRoot,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, SUPABASE_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' },
    maxBuffer: 64 * 1024 * 1024,
  });
}

/** The database URL for the CLI: the local server has no TLS, so say so (the CLI warns on stdout otherwise). */
const cliDbUrl = (cfg) => `${cfg.dbUrl}${cfg.dbUrl.includes('?') ? '&' : '?'}sslmode=disable`;

async function appliedMigrations(cfg) {
  return withClient(cfg, async (client) => {
    const { rows } = await client.query(
      "select to_regclass('supabase_migrations.schema_migrations') is not null as present",
    );
    if (!rows[0].present) return 0;
    const { rows: counted } = await client.query(
      'select count(*)::int as n from supabase_migrations.schema_migrations',
    );
    return counted[0].n;
  });
}

/** Applies the migrations not yet applied (`supabase db push`); returns how many it applied. */
export async function migrate(cfg) {
  const before = await appliedMigrations(cfg);
  try {
    supabase(['db', 'push', `--remote=${cliDbUrl(cfg)}`, '--yes']);
  } catch (error) {
    throw new Error(`supabase db push failed:\n${error.stderr || error.message}`);
  }
  return (await appliedMigrations(cfg)) - before;
}

export async function hasProfiles(cfg) {
  return withClient(cfg, async (client) => {
    const { rows } = await client.query(
      "select to_regclass('public.profiles') is not null as present",
    );
    if (!rows[0].present) return false;
    const count = await client.query('select exists (select 1 from public.profiles) as any');
    return count.rows[0].any;
  });
}

/** Runs supabase/seed.sql as one script, as `supabase db reset` does. */
export async function seed(cfg) {
  const file = join(repoRoot, 'supabase', 'seed.sql');
  if (!existsSync(file)) return false;
  const sql = readFileSync(file, 'utf8');
  await withClient(cfg, async (client) => {
    await client.query('begin');
    await client.query(sql);
    await client.query('commit');
  });
  return true;
}

/** TypeScript types of the public schema (`supabase gen types`), formatted with Prettier. */
export async function generateTypes(cfg) {
  const raw = supabase([
    'gen',
    'types',
    '--lang=typescript',
    `--remote=${cliDbUrl(cfg)}`,
    '--schema',
    'public',
  ]);
  const prettier = await import('prettier');
  const options =
    (await prettier.resolveConfig(join(repoRoot, 'src', 'lib', 'database.types.ts'))) ?? {};
  return prettier.format(raw, { ...options, parser: 'typescript' });
}
