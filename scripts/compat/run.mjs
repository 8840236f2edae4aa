#!/usr/bin/env node
// Runs the official clients' own test suites (storage-js, auth-js from the supabase-js monorepo)
// against a running stack of this repo, and prints per suite how many "server tests" (tests that
// send at least one request to the stack) pass, and which fail.
//
//   node scripts/compat/run.mjs [storage|auth ...] [--ref <git ref>] [--unskip] [--keep]
//
// Needs: a running stack (`node stack/cli.mjs up --profile test`) and its env (SUPABASE_URL,
// SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY, SUPABASE_DB_URL: see README "Compatibility"), and
// the supabase-js monorepo as a git dir (SUPABASE_JS_GIT, default /work/.mirror/supabase+supabase-js/repo).
// The ref defaults to the tag of the supabase-js version in node_modules (v2.x.y), else HEAD.
//
// What it does, per suite: `git archive` the package (src + test) into a temp dir, point the
// suites' URLs at SUPABASE_URL and replace their JWTs by the stack's keys of the same role, load
// the suite's seed (storage-js: test/supabase/seed.sql; removed again afterwards), and run the
// suite's files with this repo's Vitest (globals, `jest` = `vi`: scripts/compat/setup.mjs), one file
// at a time. Not part of `npm test`: it needs the mirror, and the storage seed adds policies and
// users to the stack's database for the run's duration (use a throw-away test stack).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { AUTH_ADMIN_PASSWORD, JWT_SECRET, stackConfig } from '../../stack/lib/config.mjs';
import { mailSender } from '../../stack/lib/project-config.mjs';
import { createScratchDatabase, dropScratchDatabase } from '../../stack/lib/scratch-database.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const here = join(repoRoot, 'scripts', 'compat');

const SUITES = {
  storage: {
    pkg: 'packages/core/storage-js',
    files: [
      'test/storageFileApi.test.ts',
      'test/storageBucketApi.test.ts',
      'test/storageApi.test.ts',
    ],
    seed: 'test/supabase/seed.sql',
    // what the seed adds, removed before (a previous run) and after the run
    seedUsers: [
      '317eadce-631a-4429-a0bb-f19a7a517b4a',
      '4d56e902-f0a0-4662-8448-a4d9e643c142',
      'd8c7bce9-cfeb-497b-bd61-e66ce2cbdaa2',
    ],
  },
  auth: {
    pkg: 'packages/core/auth-js',
    files: ['test/GoTrueApi.test.ts', 'test/GoTrueClient.test.ts'],
    // a second auth service of the stack, on the suite's own config.toml (as `supabase start` in
    // the suite's folder would run it), on the stack's database and mail inbox
    authConfig: 'test/supabase/config.toml',
  },
};

// ---------------------------------------------------------------------------------------------
const args = process.argv.slice(2);
const flag = (name) => {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const value = args[i + 1];
  args.splice(i, 2);
  return value;
};
const keep = args.includes('--keep');
// --unskip: also run the tests the suite skips (it.skip / test.skip / describe.skip in its files)
const unskip = args.includes('--unskip');
const refArg = flag('--ref');
const wanted = args.filter((a) => !a.startsWith('--'));
const suites = wanted.length ? wanted : ['storage', 'auth'];
for (const s of suites) if (!SUITES[s]) fail(`unknown suite ${s} (storage, auth)`);

const env = {
  url: process.env.SUPABASE_URL,
  anon: process.env.SUPABASE_ANON_KEY,
  service: process.env.SUPABASE_SERVICE_ROLE_KEY,
  db: process.env.SUPABASE_DB_URL,
};
for (const [k, v] of Object.entries(env))
  if (!v) fail(`missing env for ${k}: see README "Compatibility"`);
const gitDir = process.env.SUPABASE_JS_GIT ?? '/work/.mirror/supabase+supabase-js/repo';
if (!existsSync(gitDir)) fail(`no supabase-js git dir at ${gitDir} (SUPABASE_JS_GIT)`);

const git = (...a) =>
  execFileSync('git', ['-C', gitDir, ...a], { encoding: 'utf8', maxBuffer: 1 << 28 });
const version = JSON.parse(
  readFileSync(join(repoRoot, 'node_modules/@supabase/supabase-js/package.json'), 'utf8'),
).version;
let ref = refArg;
if (!ref) {
  ref = git('tag', '-l', `v${version}`).trim() ? `v${version}` : 'HEAD';
  if (ref === 'HEAD') console.warn(`! no tag v${version} in ${gitDir}: using HEAD`);
}
const commit = git('rev-parse', `${ref}^{commit}`).trim();
console.log(`supabase-js ${ref} (${commit.slice(0, 12)}), app uses ${version}; stack ${env.url}`);

const work = mkdtempSync(join(tmpdir(), 'compat-'));
// the extracted packages resolve their imports (tslib, iceberg-js, vitest…) from this repo
symlinkSync(join(repoRoot, 'node_modules'), join(work, 'node_modules'), 'dir');

let exitCode = 0;
try {
  const summary = [];
  for (const name of suites) summary.push(await runSuite(name, SUITES[name]));
  console.log('\n== summary ==');
  for (const s of summary)
    console.log(`${s.name}: ${s.passed} of ${s.total} server tests pass${s.note}`);
} finally {
  if (keep) console.log(`kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
process.exit(exitCode);

// ---------------------------------------------------------------------------------------------
async function runSuite(name, suite) {
  console.log(`\n== ${name}: ${suite.pkg} ==`);
  const archive = execFileSync('git', ['-C', gitDir, 'archive', commit, suite.pkg], {
    maxBuffer: 1 << 28,
  });
  execFileSync('tar', ['-x', '-C', work], { input: archive });
  const pkgDir = join(work, suite.pkg);
  // tsconfigs extend the monorepo's base: give them an empty one
  writeFileSync(join(pkgDir, 'tsconfig.json'), '{}');
  const auth = suite.authConfig ? await startAuth(join(pkgDir, suite.authConfig)) : undefined;
  const target = auth?.url ?? env.url;
  if (auth) console.log(`second auth service on ${auth.url} with the suite's ${suite.authConfig}`);
  try {
    for (const file of walk(join(pkgDir, 'test')))
      if (/\.(ts|js)$/.test(file)) pointAtStack(file, auth?.url);
    if (auth) useStackKeys(join(pkgDir, 'test/lib/clients.ts'));
    return await runFiles(name, suite, pkgDir, target);
  } finally {
    await auth?.stop();
  }
}

async function runFiles(name, suite, pkgDir, target) {
  if (unskip) {
    for (const f of suite.files) {
      const file = join(pkgDir, f);
      writeFileSync(
        file,
        readFileSync(file, 'utf8').replace(/\b(it|test|describe)\.skip\(/g, '$1('),
      );
    }
  }

  const db = suite.seed ? new pg.Client({ connectionString: env.db }) : undefined;
  let bucketsBefore = [];
  if (db) {
    await db.connect();
    bucketsBefore = (await db.query('select id from storage.buckets')).rows.map((r) => r.id);
    const seed = readFileSync(join(pkgDir, suite.seed), 'utf8');
    await db.query(unseedSql(suite, seed));
    await db.query(seed);
  }
  try {
    const log = join(work, `${name}-requests.ndjson`);
    const out = join(work, `${name}-results.json`);
    writeFileSync(log, '');
    const config = join(pkgDir, 'vitest.compat.config.mjs');
    writeFileSync(
      config,
      `export default ${JSON.stringify(
        {
          resolve: {
            // test-only packages of the suites, not in this repo: small stand-ins (scripts/compat/shims)
            alias: {
              jsonwebtoken: join(here, 'shims', 'jsonwebtoken.mjs'),
              '@faker-js/faker': join(here, 'shims', 'faker.mjs'),
            },
          },
          test: {
            root: pkgDir,
            include: suite.files,
            globals: true,
            environment: 'node',
            setupFiles: [join(here, 'setup.mjs')],
            fileParallelism: false,
            testTimeout: 30_000,
            hookTimeout: 30_000,
            retry: 0,
          },
        },
        null,
        2,
      )}\n`,
    );
    const vitest = spawnSync(
      process.execPath,
      [
        join(repoRoot, 'node_modules/vitest/vitest.mjs'),
        'run',
        '--config',
        config,
        '--root',
        pkgDir,
        '--reporter=json',
        `--outputFile=${out}`,
      ],
      {
        cwd: pkgDir,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...process.env,
          COMPAT_STACK_ORIGIN: new URL(target).origin,
          COMPAT_REQUEST_LOG: log,
        },
      },
    );
    if (!existsSync(out)) throw new Error(`vitest wrote no results (exit ${vitest.status})`);
    return report(name, pkgDir, JSON.parse(readFileSync(out, 'utf8')), readFileSync(log, 'utf8'));
  } finally {
    if (db) {
      await db.query(unseedSql(suite, readFileSync(join(pkgDir, suite.seed), 'utf8')));
      // the buckets the suite created (their files stay in the stack's file store)
      await db.query('begin');
      await db.query(`set local storage.allow_delete_query = 'true'`);
      await db.query('delete from storage.objects where not (bucket_id = any($1))', [
        bucketsBefore,
      ]);
      await db.query('delete from storage.buckets where not (id = any($1))', [bucketsBefore]);
      await db.query('commit');
      await db.end();
    }
  }
}

function report(name, pkgDir, results, requestLog) {
  const server = new Set(
    requestLog
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const { file, test } = JSON.parse(line);
        return `${relative(pkgDir, file)} > ${test}`;
      }),
  );
  const rows = [];
  for (const file of results.testResults) {
    const rel = relative(pkgDir, file.name);
    for (const t of file.assertionResults) {
      const id = `${rel} > ${[...t.ancestorTitles, t.title].join(' > ')}`;
      rows.push({
        id,
        status: t.status,
        server: server.has(id),
        message: t.failureMessages?.[0] ?? '',
      });
    }
    if (!file.assertionResults.length && file.message)
      rows.push({ id: rel, status: 'failed', server: false, message: file.message });
  }
  const serverRows = rows.filter((r) => r.server);
  const passed = serverRows.filter((r) => r.status === 'passed').length;
  const failedServer = serverRows.filter((r) => r.status !== 'passed');
  const clientRows = rows.filter(
    (r) => !r.server && r.status !== 'skipped' && r.status !== 'pending' && r.status !== 'todo',
  );
  const skipped = rows.filter((r) => ['skipped', 'pending', 'todo'].includes(r.status));
  const clientFailed = clientRows.filter((r) => r.status !== 'passed');

  console.log(`server tests: ${passed} of ${serverRows.length} pass`);
  for (const r of failedServer) console.log(`  FAIL ${r.id}\n       ${firstLine(r.message)}`);
  console.log(
    `client-only tests (no request to the stack): ${clientRows.length - clientFailed.length} of ${clientRows.length} pass`,
  );
  for (const r of clientFailed) console.log(`  fail ${r.id}\n       ${firstLine(r.message)}`);
  if (skipped.length) {
    console.log(`skipped by the suite: ${skipped.length}`);
    for (const r of skipped) console.log(`  skip ${r.id}`);
  }
  if (failedServer.length) exitCode = 1;
  return {
    name,
    passed,
    total: serverRows.length,
    note: skipped.length ? ` (${skipped.length} skipped by the suite)` : '',
  };
}

function firstLine(message) {
  return (message.split('\n').find((l) => l.trim()) ?? '').trim().slice(0, 300);
}

// The suites' URLs (the CLI's 54321) go to the stack, their JWTs become the stack's key of the same role.
function pointAtStack(file, authUrl) {
  const before = readFileSync(file, 'utf8');
  const base = env.url.replace(/\/$/, '');
  let text = before;
  if (authUrl)
    text = text.replace(/https?:\/\/(?:127\.0\.0\.1|localhost):54321\/auth\/v1/g, authUrl);
  text = text.replace(/https?:\/\/(?:127\.0\.0\.1|localhost):54321/g, base);
  text = text.replace(/eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/g, (jwt) => {
    let role;
    try {
      role = JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString()).role;
    } catch {
      return jwt;
    }
    return role === 'service_role' ? env.service : role === 'anon' ? env.anon : jwt;
  });
  if (text !== before) writeFileSync(file, text);
}

// auth-js's clients sign their keys with the RS256 key of a generated signing_keys.json; the stack
// signs HS256 with its JWT secret (as the project's `supabase start`): its anon and service-role keys,
// and the admin token signed with the stack's secret.
function useStackKeys(file) {
  const text = readFileSync(file, 'utf8');
  const start = text.indexOf('// Load RSA private key');
  const end = text.indexOf('export const authClient =');
  if (start < 0 || end < start)
    throw new Error(`${file}: the keys block is not where it was (update useStackKeys)`);
  const keys = `export const SUPABASE_PUBLISHABLE_KEY = ${JSON.stringify(env.anon)}
export const SUPABASE_SECRET_KEY = ${JSON.stringify(env.service)}
const AUTH_ADMIN_JWT = jwt.sign({ sub: '1234567890', role: 'supabase_admin' }, ${JSON.stringify(JWT_SECRET)})

`;
  writeFileSync(
    file,
    (text.slice(0, start) + keys + text.slice(end)).replace(
      /export const GOTRUE_JWT_SECRET = '[^']*'/,
      `export const GOTRUE_JWT_SECRET = ${JSON.stringify(JWT_SECRET)}`,
    ),
  );
}

// node stack/auth/server.mjs on a free port (its own URL as API_EXTERNAL_URL), with the suite's
// config.toml, on a fresh database of the stack's Postgres (`compat_auth`: what a stack database is
// before the app's migrations, as `supabase start` in the suite's folder has; the app's triggers on
// auth.users, e.g. its consent check, are not the suite's), and the stack's mail inbox. Rate limits
// scaled as the test stack's (every request comes from 127.0.0.1). Its log: <work>/auth.log.
async function startAuth(configToml) {
  const dbName = 'compat_auth';
  const db = new URL(await createScratchDatabase({ dbUrl: env.db }, dbName));
  const cfg = stackConfig(process.env.STACK_PROFILE ?? 'test');
  const sender = mailSender();
  const port = await new Promise((resolvePort) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolvePort(free));
    });
  });
  // its output to a file: the parent waits in spawnSync (Vitest) meanwhile and would not drain a pipe
  const logFile = join(work, 'auth.log');
  const logFd = openSync(logFile, 'w');
  const child = spawn(process.execPath, [join(repoRoot, 'stack', 'auth', 'server.mjs')], {
    cwd: repoRoot,
    stdio: ['ignore', logFd, logFd],
    env: {
      ...process.env,
      PORT: String(port),
      API_EXTERNAL_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: `postgresql://supabase_auth_admin:${AUTH_ADMIN_PASSWORD}@${db.hostname}:${db.port || 5432}/${dbName}`,
      JWT_SECRET,
      AUTH_CONFIG_TOML: configToml,
      AUTH_RATE_LIMIT_SCALE: '100',
      AUTH_FREE_FAILED_SIGNINS: '500',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(cfg.smtpPort),
      SMTP_ADMIN_EMAIL: sender.address,
      SMTP_SENDER_NAME: sender.name,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  // wait for its health check (or its end)
  let exited;
  child.on('exit', (code) => (exited = code ?? 'signal'));
  for (;;) {
    if (exited !== undefined) {
      await dropScratchDatabase({ dbUrl: env.db }, dbName);
      throw new Error(`auth service exited (${exited}):\n${readFileSync(logFile, 'utf8')}`);
    }
    const ok = await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    stop: async () => {
      if (exited === undefined) {
        const done = new Promise((r) => child.on('exit', r));
        child.kill();
        await done;
      }
      await dropScratchDatabase({ dbUrl: env.db }, dbName);
    },
  };
}

function unseedSql(suite, seed) {
  const policies = [...seed.matchAll(/CREATE POLICY (\w+) ON ([\w.]+)/gi)].map(
    ([, policy, table]) => `drop policy if exists ${policy} on ${table};`,
  );
  const buckets = [...seed.matchAll(/\('([\w-]+)', '\1', '[0-9a-f-]{36}'/g)].map(([, id]) => id);
  const users = suite.seedUsers.map((u) => `'${u}'`).join(', ');
  const bucketList = buckets.map((b) => `'${b}'`).join(', ') || `''`;
  return `begin;
set local storage.allow_delete_query = 'true';
${policies.join('\n')}
delete from storage.objects where bucket_id in (${bucketList}) or owner in (${users})
  or bucket_id in (select id from storage.buckets where owner in (${users}));
delete from storage.buckets where id in (${bucketList}) or owner in (${users});
delete from auth.users where id in (${users});
commit;`;
}

function walk(dir) {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

function fail(message) {
  console.error(`compat: ${message}`);
  process.exit(2);
}
