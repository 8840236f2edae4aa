#!/usr/bin/env node
// The local Supabase stack without Docker: `up`, `down`, `status`, `reset`, `types`,
// `diff <name>` and `declare` (the declared schema, supabase/schemas), and `start` (stack + app for
// `npm start`). `--profile test|bench` (or STACK_PROFILE) selects another stack
// with its own ports and data, so tests never touch the developer's database.
import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot, stackConfig } from './lib/config.mjs';
import {
  FILE_TYPES_FILES,
  generateFileTypes,
  generateTypes,
  hasProfiles,
  migrate,
  seed,
} from './lib/database.mjs';
import * as postgres from './lib/postgres.mjs';
import {
  describeDifferences,
  declareSubjects,
  diffToMigration,
  printObjects,
} from './lib/schema-diff.mjs';
import {
  isAlive,
  isHealthy,
  logFile,
  readPid,
  serviceDefinitions,
  startService,
  stopService,
  waitHealthy,
} from './lib/services.mjs';
import {
  isSupervising,
  readRestarts,
  resetRestarts,
  SUPERVISOR,
  supervisorDefinition,
} from './lib/supervisor.mjs';

const DEMO_ACCOUNTS = [
  ['admin', 'admin@dealbridge.test'],
  ['scout', 'scout@dealbridge.test'],
  ['buyer (unlocked)', 'investor@dealbridge.test'],
  ['buyer (NDA only)', 'investor2@dealbridge.test'],
  ['seller', 'seller@dealbridge.test'],
  ['pending', 'pending@dealbridge.test'],
];
const DEMO_PASSWORD = 'Demo-Passw0rd!';

/**
 * @param {string[]} argv
 */
function parseArgs(argv) {
  const [command = 'status', ...rest] = argv;
  /**
   * @param {string} name
   */
  const option = (name) => {
    const index = rest.indexOf(name);
    return index >= 0 ? rest[index + 1] : undefined;
  };
  const words = rest.filter(
    (/** @type {string} */ word, /** @type {number} */ index) =>
      !word.startsWith('--') && !['--profile', '--prefix', '--print'].includes(rest[index - 1]),
  );
  return {
    command,
    profile: option('--profile'),
    prefix: option('--prefix'),
    print: option('--print'),
    words,
    quiet: rest.includes('--quiet'),
  };
}

/**
 * @param {boolean} quiet
 */
const log = (quiet) => (/** @type {string} */ message) => {
  if (!quiet) console.log(message);
};

/**
 * Starts whatever is not running and healthy; returns true if it started anything.
 * @param {import('./lib/config.mjs').StackConfig} cfg
 */
export async function up(cfg, { quiet = false } = {}) {
  const say = log(quiet);
  let started = false;
  const fresh = !postgres.isInitialised(cfg);
  if (fresh) {
    say(`Creating the database in ${cfg.dataDir}`);
    await postgres.initdb(cfg);
  }
  // A cluster started before Realtime came runs without logical decoding: restart it once.
  if (postgres.isRunning(cfg) && !(await postgres.hasLogicalWal(cfg))) {
    say('Restarting the stack so that Postgres runs with wal_level=logical (Realtime needs it).');
    await down(cfg);
  }
  if (!postgres.isRunning(cfg)) {
    await postgres.start(cfg);
    started = true;
  }
  await postgres.bootstrap(cfg);
  const applied = await migrate(cfg);
  say(
    applied ? `Applied ${applied} migration${applied === 1 ? '' : 's'}.` : 'Migrations up to date.',
  );
  if (fresh && (await seed(cfg))) say('Seeded demo data.');

  for (const service of serviceDefinitions(cfg)) {
    const pid = readPid(cfg, service.name);
    if (isAlive(pid) && (await isHealthy(service.health))) continue;
    if (pid && !isAlive(pid))
      say(`${service.name} had stopped (see ${logFile(cfg, service.name)}); restarting it.`);
    await stopService(cfg, service.name);
    startService(cfg, service);
    await waitHealthy(cfg, service);
    started = true;
  }
  // Last: the supervisor, which restarts whatever exits from now on.
  if (!isSupervising(cfg)) {
    await stopService(cfg, SUPERVISOR);
    resetRestarts(cfg);
    startService(cfg, supervisorDefinition(cfg));
    started = true;
  }
  return started;
}

/**
 * @param {import('./lib/config.mjs').StackConfig} cfg
 */
export async function down(cfg) {
  // First the supervisor, so that stopping a service is not taken for a crash.
  await stopService(cfg, SUPERVISOR);
  for (const service of serviceDefinitions(cfg).reverse()) await stopService(cfg, service.name);
  postgres.stop(cfg);
}

/**
 * @param {import('./lib/config.mjs').StackConfig} cfg
 */
export async function status(cfg) {
  const problems = [];
  if (!postgres.isRunning(cfg))
    problems.push(`postgres is not running (see ${join(cfg.logDir, 'postgres.log')})`);
  for (const service of serviceDefinitions(cfg)) {
    if (!isAlive(readPid(cfg, service.name)))
      problems.push(`${service.name} is not running (see ${logFile(cfg, service.name)})`);
    else if (!(await isHealthy(service.health)))
      problems.push(`${service.name} is not healthy (see ${logFile(cfg, service.name)})`);
  }
  if (!isSupervising(cfg))
    problems.push(`the supervisor is not running (see ${logFile(cfg, SUPERVISOR)})`);
  return problems;
}

/**
 * `RESTARTS=postgres:0,postgrest:1,...`: what the supervisor restarted since the stack came up.
 * @param {import('./lib/config.mjs').StackConfig} cfg
 */
export function restartLine(cfg) {
  const restarts = readRestarts(cfg);
  const names = ['postgres', ...serviceDefinitions(cfg).map((s) => s.name)];
  return `RESTARTS=${names.map((name) => `${name}:${restarts[name]?.count ?? 0}`).join(',')}`;
}

/**
 * @param {import('./lib/config.mjs').StackConfig} cfg
 */
export function envLines(cfg) {
  return [
    `API_URL=${cfg.apiUrl}`,
    `REST_URL=${cfg.apiUrl}/rest/v1`,
    `AUTH_URL=${cfg.apiUrl}/auth/v1`,
    `FUNCTIONS_URL=${cfg.apiUrl}/functions/v1`,
    `STORAGE_URL=${cfg.apiUrl}/storage/v1`,
    `REALTIME_URL=${cfg.apiUrl.replace(/^http/, 'ws')}/realtime/v1`,
    `INBUCKET_URL=http://127.0.0.1:${cfg.mailPort}`,
    `DB_URL=${cfg.dbUrl}`,
    `PUBLISHABLE_KEY=${cfg.publishableKey}`,
    `SECRET_KEY=${cfg.secretKey}`,
    `ANON_KEY=${cfg.anonKey}`,
    `SERVICE_ROLE_KEY=${cfg.serviceRoleKey}`,
    `JWT_SECRET=${cfg.jwtSecret}`,
  ];
}

/**
 * @param {import('./lib/config.mjs').StackConfig} cfg
 */
function printUrls(cfg) {
  console.log(
    `\nStack "${cfg.profile}" is running:\n  API      ${cfg.apiUrl}\n  Database ${cfg.dbUrl}\n  Mail     http://127.0.0.1:${cfg.mailPort} (inbox of every email the stack sends)\n  Data     ${cfg.dataDir}\n`,
  );
}

function printDemoAccounts() {
  console.log('Demo accounts (password for all: ' + DEMO_PASSWORD + '):');
  for (const [role, email] of DEMO_ACCOUNTS) console.log(`  ${role.padEnd(17)} ${email}`);
}

/**
 * `npm start`: the stack (reused if running), demo data when empty, and the Vite dev server.
 * @param {import('./lib/config.mjs').StackConfig} cfg
 */
async function startApp(cfg) {
  const startedStack = await up(cfg);
  if (!(await hasProfiles(cfg)) && (await seed(cfg))) console.log('Seeded demo data.');
  printUrls(cfg);
  printDemoAccounts();
  console.log(
    '\nApp: http://localhost:5173  (Ctrl-C stops it' +
      (startedStack ? ' and the stack' : '') +
      ')\n',
  );
  const vite = spawn(
    join(repoRoot, 'node_modules', '.bin', 'vite'),
    ['--port', '5173', '--strictPort'],
    {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, VITE_SUPABASE_URL: cfg.apiUrl, VITE_SUPABASE_ANON_KEY: cfg.anonKey },
    },
  );
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    vite.kill('SIGTERM');
    if (startedStack) {
      console.log('\nStopping the stack…');
      await down(cfg);
    }
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  vite.on('exit', stop);
}

async function main() {
  const { command, profile, quiet, prefix, print, words } = parseArgs(process.argv.slice(2));
  const cfg = stackConfig(profile);
  switch (command) {
    case 'up':
      await up(cfg, { quiet });
      if (!quiet) printUrls(cfg);
      break;
    case 'down':
      await down(cfg);
      if (!quiet) console.log(`Stack "${cfg.profile}" stopped; data kept in ${cfg.dataDir}`);
      break;
    case 'status': {
      const problems = await status(cfg);
      if (problems.length) {
        for (const problem of problems) console.error(problem);
        process.exit(1);
      }
      console.log([...envLines(cfg), restartLine(cfg)].join('\n'));
      break;
    }
    case 'reset':
      await down(cfg);
      rmSync(cfg.dataDir, { recursive: true, force: true });
      // The bytes of Storage objects go with the rows that named them.
      rmSync(join(cfg.home, 'storage'), { recursive: true, force: true });
      await up(cfg, { quiet });
      if (!quiet) printUrls(cfg);
      break;
    case 'types': {
      const file = join(repoRoot, 'src', 'lib', 'database.types.ts');
      writeFileSync(file, await generateTypes(cfg));
      if (!quiet) console.log(`Wrote ${file}`);
      const fileTypes = await generateFileTypes(cfg);
      for (const path of FILE_TYPES_FILES) {
        writeFileSync(join(repoRoot, path), fileTypes);
        if (!quiet) console.log(`Wrote ${join(repoRoot, path)}`);
      }
      break;
    }
    case 'diff': {
      // Prints nothing and writes nothing when the declared schema is what the migrations build.
      if (words.length !== 1)
        throw new Error('Usage: npm run db:diff -- <migration_name> [--prefix <timestamp>]');
      const result = await diffToMigration(cfg, words[0], { prefix });
      if (!result) break;
      console.log(
        `Wrote ${result.file} for:\n${result.differences.map((d) => `  ${d.key}`).join('\n')}`,
      );
      if (result.remaining.length) {
        console.error(
          `\nApplied after the other migrations, it still leaves these differences (edit it by hand):\n${describeDifferences(result.remaining, ['migrations', 'declared'])}`,
        );
        process.exit(1);
      }
      break;
    }
    case 'declare':
      if (print) {
        console.log((await printObjects(cfg, print)).join('\n'));
        break;
      }
      for (const file of await declareSubjects(cfg, words))
        if (!quiet) console.log(`Wrote ${file} (review with git diff: hand edits are overwritten)`);
      break;
    case 'start':
      await startApp(cfg);
      break;
    default:
      console.error(
        `Unknown command "${command}". Use: up | down | status | reset | types | diff <name> | declare [subject...] [--print <object>] | start [--profile dev|test|bench]`,
      );
      process.exit(2);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error.message ?? error);
    process.exit(1);
  });
}
