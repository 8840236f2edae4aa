#!/usr/bin/env node
// `npm test`: typecheck, lint, then a throw-away local stack on the `test` ports for the database
// linter, the build with its bundle size budgets, Lighthouse on the served build (landing page and
// /discover with the seed data), Vitest (unit + integration) and Playwright (e2e in the system
// Chromium). The stack and its data folder are removed at the end, so the developer's stack and
// data are never touched.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { repoRoot, scratchFolder } from '../stack/lib/config.mjs';

const bin = (name) => join(repoRoot, 'node_modules', '.bin', name);
const results = [];
const counts = { passed: 0, failed: 0, skipped: 0 };

function step(name, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const { status } = spawnSync(command, args, {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ name, ok: status === 0, seconds });
  console.log(`${status === 0 ? '✔' : '✘'} ${name} (${seconds}s)`);
  return status === 0;
}

// Tests that drain the one shared email outbox and count what they drained: run after the others,
// when no other test is adding emails to it.
const SERIAL_TESTS = ['tests/stack/notifications-sender.test.ts'];

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
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  counts.passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  counts.failed += stats?.unexpected ?? 0;
  counts.skipped += stats?.skipped ?? 0;
  const visit = (suite, path) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected' || test.status === 'skipped') {
          const error = test.results?.at(-1)?.error?.message;
          problems.push(
            `${[...path, spec.title].join(' › ')}${test.status === 'skipped' ? ' (skipped)' : ''}${error ? `\n${firstLines(error)}` : ''}`,
          );
        }
    for (const child of suite.suites ?? []) visit(child, [...path, child.title]);
  };
  for (const suite of JSON.parse(readFileSync(file, 'utf8')).suites ?? [])
    visit(suite, [suite.title]);
}

/** One test per audited page (scripts/lighthouse.mjs writes the summary). */
function countLighthouse(file) {
  if (!existsSync(file)) return;
  for (const page of JSON.parse(readFileSync(file, 'utf8')).pages ?? []) {
    if (page.ok) counts.passed += 1;
    else counts.failed += 1;
  }
}

/** A TCP port nothing listens on right now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Serves dist/ with `vite preview` on a free port; resolves once it answers. */
async function startPreview(env) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    bin('vite'),
    ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    {
      cwd: repoRoot,
      stdio: 'ignore',
      env: { ...process.env, ...env },
    },
  );
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  };
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(url)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  stop();
  return null;
}

const reports = join(repoRoot, 'artifacts', 'reports');
const lighthouseSummary = join(repoRoot, 'artifacts', 'lighthouse', 'summary.json');
const lighthouseColdSummary = join(repoRoot, 'artifacts', 'lighthouse', 'summary-cold.json');
mkdirSync(reports, { recursive: true });
rmSync(join(reports, 'vitest.json'), { force: true });
rmSync(join(reports, 'vitest-alone.json'), { force: true });
rmSync(join(reports, 'playwright.json'), { force: true });
rmSync(lighthouseSummary, { force: true });
rmSync(lighthouseColdSummary, { force: true });

const stackHome = scratchFolder('dealbridge-test-');
const stackEnv = { STACK_PROFILE: 'test', STACK_HOME: join(stackHome, 'test') };
const cli = (...args) => [process.execPath, [join(repoRoot, 'stack', 'cli.mjs'), ...args]];

let stackUp = false;
try {
  step('typecheck', 'npm', ['run', '-s', 'typecheck']);
  step('lint', 'npm', ['run', '-s', 'lint']);
  stackUp = step('test stack up', ...cli('up', '--profile', 'test'), stackEnv);
  if (stackUp) {
    const { stackConfig } = await import('../stack/lib/config.mjs');
    process.env.STACK_HOME = stackEnv.STACK_HOME;
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
    step(
      'database advisors (supabase db advisors --fail-on warn)',
      bin('supabase'),
      ['db', 'advisors', `--remote=${cfg.dbUrl}?sslmode=disable`, '--fail-on', 'warn'],
      env,
    );
    // The build, its budgets and Lighthouse come first: Lighthouse measures CPU work, so it runs
    // on a quiet machine (not in the wake of the integration tests) and on the untouched seed data.
    const built = step('build', bin('vite'), ['build'], env);
    if (built) {
      // Front-end budgets (issue 7): landing page initial JS and route chunk sizes of this build.
      step('bundle size budgets', process.execPath, [
        join(repoRoot, 'scripts', 'check-bundle-size.mjs'),
      ]);
      // Lighthouse (issue 7): performance >= 90 and CLS < 0.05 on the landing page and on
      // /discover with the seed data (before the e2e tests add their own), on the served build,
      // while nothing else runs. Reports in artifacts/lighthouse.
      const preview = await startPreview(env);
      if (preview) {
        try {
          step(
            'lighthouse (mobile: / and /discover)',
            process.execPath,
            [join(repoRoot, 'scripts', 'lighthouse.mjs')],
            { ...env, LIGHTHOUSE_BASE_URL: preview.url },
          );
          // /discover with an empty cache (a returning user on a new device, or after an
          // update): the same budgets, median of 3 (issue 12).
          step(
            'lighthouse (mobile: /discover with an empty cache)',
            process.execPath,
            [join(repoRoot, 'scripts', 'lighthouse.mjs')],
            {
              ...env,
              LIGHTHOUSE_BASE_URL: preview.url,
              LIGHTHOUSE_PAGES: '/discover',
              LIGHTHOUSE_COLD: '1',
              LIGHTHOUSE_NAME: '-cold',
            },
          );
        } finally {
          preview.stop();
        }
        countLighthouse(lighthouseSummary);
        countLighthouse(lighthouseColdSummary);
      } else {
        results.push({ name: 'lighthouse: vite preview did not start', ok: false, seconds: '0.0' });
        console.log('✘ lighthouse: vite preview did not start');
      }
    }
    step(
      'vitest (unit + integration)',
      bin('vitest'),
      [
        'run',
        ...SERIAL_TESTS.map((file) => `--exclude=${file}`),
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${join(reports, 'vitest.json')}`,
      ],
      env,
    );
    countVitest(join(reports, 'vitest.json'));
    step(
      'vitest (alone: the notification sender)',
      bin('vitest'),
      [
        'run',
        ...SERIAL_TESTS,
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${join(reports, 'vitest-alone.json')}`,
      ],
      env,
    );
    countVitest(join(reports, 'vitest-alone.json'));
    if (built) {
      step('playwright (e2e, Chromium)', bin('playwright'), ['test', '--reporter=list,json'], {
        ...env,
        PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'playwright.json'),
      });
      countPlaywright(join(reports, 'playwright.json'));
    }
  }
} finally {
  if (stackUp || existsSync(stackEnv.STACK_HOME)) {
    spawnSync(...cli('down', '--profile', 'test', '--quiet'), {
      stdio: 'inherit',
      env: { ...process.env, ...stackEnv },
    });
  }
  rmSync(stackHome, { recursive: true, force: true });
}

console.log('\nSummary');
for (const { name, ok, seconds } of results)
  console.log(`  ${ok ? '✔' : '✘'} ${name} (${seconds}s)`);
const failedSteps = results.filter((r) => !r.ok).length;
if (problems.length > 0) {
  console.log('\nFailed or skipped tests');
  for (const problem of problems.slice(0, 20)) console.log(`  ✘ ${problem}`);
  if (problems.length > 20) console.log(`  … and ${problems.length - 20} more`);
}
console.log(
  `\ntests: ${counts.passed} passed, ${counts.failed + failedSteps} failed, ${counts.skipped} skipped`,
);
process.exit(failedSteps > 0 ? 1 : 0);
