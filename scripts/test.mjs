#!/usr/bin/env node
// `npm test`: typecheck and lint beside a throw-away local stack on the `test` ports, then the
// database linter, the build with its bundle budgets, the bench fixtures' quick check, Vitest
// (unit + integration) and Playwright (e2e in the system Chromium). Nothing here passes or fails on
// the machine's speed: Lighthouse and latencies are figures of `npm run bench`. The stack and its
// data folder are removed at the end, so the developer's stack and data are never touched.
//
//   npm test                               everything
//   npm test -- --only e2e/deals.spec.ts   just these files (paths under e2e/ run in Playwright,
//   npm test -- --only tests/db            others in Vitest); no typecheck, lint or bench check
//   npm test -- --shard 2/3                the 2nd third of the Vitest and Playwright files, on a
//                                          stack of its own (ports +100 per shard): run the n
//                                          shards as n processes, here or on n machines
//
// The summary ends with each step's seconds, the 10 slowest tests and the closing count line.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot, scratchFolder } from '../stack/lib/config.mjs';
import { startPreview } from './preview-server.mjs';

const { values: options, positionals } = parseArgs({
  options: {
    only: { type: 'string', multiple: true, default: [] },
    shard: { type: 'string' },
  },
  // `--only a b c` as well as `--only a --only b` or `--only a,b`.
  allowPositionals: true,
});
if (positionals.length > 0 && options.only.length === 0) {
  console.error(`paths go after --only: npm test -- --only ${positionals.join(' ')}`);
  process.exit(2);
}
const only = [...options.only, ...positionals].flatMap((value) => value.split(',')).filter(Boolean);
const shardMatch = options.shard ? /^(\d+)\/(\d+)$/.exec(options.shard) : null;
if (options.shard && (!shardMatch || +shardMatch[1] < 1 || +shardMatch[1] > +shardMatch[2])) {
  console.error(`--shard wants i/n with 1 ≤ i ≤ n, not "${options.shard}"`);
  process.exit(2);
}
const shard = shardMatch ? { index: +shardMatch[1], total: +shardMatch[2] } : null;
const e2eFiles = only.filter((path) => path.startsWith('e2e'));
const vitestFiles = only.filter((path) => !path.startsWith('e2e'));
const runs = {
  checks: only.length === 0 && (!shard || shard.index === 1),
  vitest: only.length === 0 || vitestFiles.length > 0,
  e2e: only.length === 0 || e2eFiles.length > 0,
};

const bin = (name) => join(repoRoot, 'node_modules', '.bin', name);
const results = [];
const counts = { passed: 0, failed: 0, skipped: 0 };
/** Every test's duration, for the summary's list of the slowest. */
const durations = [];

/**
 * Runs one step. Steps started together (Promise.all) keep their output to themselves until they
 * end, so the log reads one step at a time.
 */
function step(name, command, args, env = {}, { buffered = false } = {}) {
  const started = Date.now();
  if (!buffered) console.log(`\n▶ ${name}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: repoRoot,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    const output = [];
    if (buffered) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (status) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const ok = status === 0;
      if (buffered) {
        console.log(`\n▶ ${name}`);
        process.stdout.write(Buffer.concat(output));
      }
      results.push({ name, ok, seconds });
      console.log(`${ok ? '✔' : '✘'} ${name} (${seconds}s)`);
      resolve(ok);
    });
  });
}

/** What went wrong, repeated under the summary: CI logs are often read from their tail only. */
const problems = [];
const firstLines = (text, n = 12) =>
  String(text ?? '')
    .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '') // colours
    .split('\n')
    .slice(0, n)
    .map((line) => `      ${line}`)
    .join('\n');

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  counts.passed += report.numPassedTests ?? 0;
  counts.failed += report.numFailedTests ?? 0;
  counts.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const suite of report.testResults ?? []) {
    const name = suite.name.replace(`${repoRoot}/`, '');
    // A failing beforeAll or import fails the file and skips its tests: the message is here only.
    if (suite.status === 'failed' && suite.message)
      problems.push(`${name}\n${firstLines(suite.message)}`);
    for (const test of suite.assertionResults ?? []) {
      durations.push({ name: `${name} › ${test.fullName}`, ms: test.duration ?? 0 });
      if (test.status === 'failed')
        problems.push(
          `${name} › ${test.fullName}\n${firstLines(test.failureMessages?.join('\n'))}`,
        );
      else if (test.status === 'skipped' || test.status === 'pending')
        problems.push(`${name} › ${test.fullName} (skipped)`);
    }
  }
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const { stats } = report;
  counts.passed += stats?.expected ?? 0;
  // Retries are off: a test that passes only on a second try (there is none) is a failure.
  counts.failed += (stats?.unexpected ?? 0) + (stats?.flaky ?? 0);
  counts.skipped += stats?.skipped ?? 0;
  const visit = (suite, path) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) {
        // The path starts with the file's own suite, named after the file.
        const title = `${spec.file ?? path[0]} › ${[...path.slice(1), spec.title].join(' › ')}`;
        durations.push({
          name: title,
          ms: (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0),
        });
        if (test.status === 'unexpected' || test.status === 'flaky' || test.status === 'skipped') {
          const error = test.results?.find((result) => result.error)?.error?.message;
          problems.push(
            `${title}${test.status === 'skipped' ? ' (skipped)' : ''}${test.status === 'flaky' ? ' (flaky)' : ''}${error ? `\n${firstLines(error)}` : ''}`,
          );
        }
      }
    for (const child of suite.suites ?? []) visit(child, [...path, child.title]);
  };
  for (const suite of report.suites ?? []) visit(suite, [suite.title]);
}

const suffix = shard ? `-shard-${shard.index}` : '';
const reports = join(repoRoot, 'artifacts', 'reports');
const vitestReport = join(reports, `vitest${suffix}.json`);
const playwrightReport = join(reports, `playwright${suffix}.json`);
mkdirSync(reports, { recursive: true });
rmSync(vitestReport, { force: true });
rmSync(playwrightReport, { force: true });

const stackHome = scratchFolder('dealbridge-test-');
// Each shard has a stack of its own, 100 ports further on (all below the ephemeral range).
const portOffset = shard ? (shard.index - 1) * 100 : 0;
const { stackConfig } = await import('../stack/lib/config.mjs');
const baseCfg = stackConfig('test');
const stackEnv = {
  STACK_PROFILE: 'test',
  STACK_HOME: join(stackHome, 'test'),
  STACK_API_PORT: String(Number(process.env.STACK_API_PORT ?? baseCfg.apiPort) + portOffset),
  STACK_DB_PORT: String(Number(process.env.STACK_DB_PORT ?? baseCfg.dbPort) + portOffset),
};
Object.assign(process.env, stackEnv);
const cfg = stackConfig('test');
const env = {
  ...stackEnv,
  SUPABASE_URL: cfg.apiUrl,
  SUPABASE_ANON_KEY: cfg.anonKey,
  SUPABASE_SERVICE_ROLE_KEY: cfg.serviceRoleKey,
  SUPABASE_DB_URL: cfg.dbUrl,
  SUPABASE_JWT_SECRET: cfg.jwtSecret,
  VITE_SUPABASE_URL: cfg.apiUrl,
  VITE_SUPABASE_ANON_KEY: cfg.anonKey,
};
const cli = (...args) => [process.execPath, [join(repoRoot, 'stack', 'cli.mjs'), ...args]];
const distDir = shard ? join(repoRoot, `dist${suffix}`) : join(repoRoot, 'dist');
const shardArgs = shard ? [`--shard=${shard.index}/${shard.total}`] : [];
const started = Date.now();

let stackUp = false;
try {
  // The checks that need no stack run beside its start and the build (two cores: one each).
  const checks = runs.checks
    ? Promise.all([
        step('typecheck', 'npm', ['run', '-s', 'typecheck'], {}, { buffered: true }),
        step('lint', 'npm', ['run', '-s', 'lint'], {}, { buffered: true }),
      ])
    : Promise.resolve();
  stackUp = await step('test stack up', ...cli('up', '--profile', 'test', '--quiet'), stackEnv, {
    buffered: true,
  });
  let built = false;
  if (stackUp) {
    if (runs.checks)
      await step(
        'database advisors (supabase db advisors --fail-on warn)',
        bin('supabase'),
        ['db', 'advisors', `--remote=${cfg.dbUrl}?sslmode=disable`, '--fail-on', 'warn'],
        env,
        { buffered: true },
      );
    if (runs.e2e || runs.checks) {
      built = await step(
        'build',
        bin('vite'),
        ['build', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'warn'],
        { ...env, PRERENDER_OUT_DIR: `node_modules/.cache/dealbridge-prerender${suffix}` },
        { buffered: true },
      );
      // Front-end budgets: landing page initial JS and route chunk sizes of this build (bytes).
      if (built && runs.checks)
        await step(
          'bundle size budgets',
          process.execPath,
          [join(repoRoot, 'scripts', 'check-bundle-size.mjs')],
          { DIST_DIR: distDir },
          { buffered: true },
        );
    }
  }
  await checks;
  if (stackUp) {
    // Each bench case's fixtures and requests once, on a small dataset and a stack of its own: a
    // broken fixture shows at the next change, not at the next benchmark. Beside Vitest, whose
    // integration tests mostly wait on the test stack.
    const benchCheck = runs.checks
      ? step(
          'bench cases (each once on a small dataset, nothing timed)',
          process.execPath,
          [join(repoRoot, 'bench', 'run.mjs'), '--check'],
          {},
          { buffered: true },
        )
      : Promise.resolve();
    if (runs.vitest) {
      await step(
        'vitest (unit + integration)',
        bin('vitest'),
        [
          'run',
          ...vitestFiles,
          ...shardArgs,
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${vitestReport}`,
        ],
        { ...env, DIST_DIR: distDir },
      );
      countVitest(vitestReport);
    }
    await benchCheck;
    if (runs.e2e && built) {
      const preview = await startPreview(distDir, env);
      if (!preview) {
        results.push({ name: 'vite preview did not start', ok: false, seconds: '0.0' });
        console.log('✘ vite preview did not start');
      } else {
        try {
          await step(
            'playwright (e2e, Chromium)',
            bin('playwright'),
            ['test', ...e2eFiles, ...shardArgs, '--reporter=list,json'],
            { ...env, E2E_BASE_URL: preview.url, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
          );
        } finally {
          preview.stop();
        }
        countPlaywright(playwrightReport);
      }
    }
  }
} finally {
  if (stackUp || existsSync(stackEnv.STACK_HOME)) {
    await new Promise((resolve) =>
      spawn(...cli('down', '--profile', 'test', '--quiet'), {
        stdio: 'inherit',
        env: { ...process.env, ...stackEnv },
      }).on('close', resolve),
    );
  }
  rmSync(stackHome, { recursive: true, force: true });
}

console.log(`\nSummary${shard ? ` (shard ${shard.index}/${shard.total})` : ''}`);
for (const { name, ok, seconds } of results)
  console.log(`  ${ok ? '✔' : '✘'} ${name} (${seconds}s)`);
console.log(`  total ${((Date.now() - started) / 1000).toFixed(0)}s`);
const slowest = durations.sort((a, b) => b.ms - a.ms).slice(0, 10);
if (slowest.length) {
  console.log('\nSlowest tests');
  for (const { name, ms } of slowest)
    console.log(`  ${(ms / 1000).toFixed(1).padStart(6)}s  ${name}`);
}
const failedSteps = results.filter((r) => !r.ok).length;
if (problems.length > 0) {
  console.log('\nFailed or skipped tests');
  for (const problem of problems.slice(0, 20)) console.log(`  ✘ ${problem}`);
  if (problems.length > 20) console.log(`  … and ${problems.length - 20} more`);
}
console.log(
  `\ntests: ${counts.passed} passed, ${counts.failed + failedSteps} failed, ${counts.skipped} skipped`,
);
process.exit(failedSteps > 0 || counts.failed > 0 ? 1 : 0);
