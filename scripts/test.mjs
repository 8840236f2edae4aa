#!/usr/bin/env node
// `npm test`: typecheck, lint, then a throw-away local stack on the `test` ports for the database
// linter, Vitest (unit + integration) and Playwright (e2e in the system Chromium). The stack and its
// data folder are removed at the end, so the developer's stack and data are never touched.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../stack/lib/config.mjs';

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

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  counts.passed += report.numPassedTests ?? 0;
  counts.failed += report.numFailedTests ?? 0;
  counts.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  counts.passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  counts.failed += stats?.unexpected ?? 0;
  counts.skipped += stats?.skipped ?? 0;
}

const reports = join(repoRoot, 'artifacts', 'reports');
mkdirSync(reports, { recursive: true });
rmSync(join(reports, 'vitest.json'), { force: true });
rmSync(join(reports, 'playwright.json'), { force: true });

// A private temp folder must be enterable by the `postgres` OS user when we run as root.
const stackHome = mkdtempSync(join(tmpdir(), 'dealbridge-test-'));
chmodSync(stackHome, 0o755);
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
    step(
      'vitest (unit + integration)',
      bin('vitest'),
      [
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${join(reports, 'vitest.json')}`,
      ],
      env,
    );
    countVitest(join(reports, 'vitest.json'));
    if (step('build', bin('vite'), ['build'], env)) {
      // Front-end budgets (issue 7): landing page initial JS and route chunk sizes of this build.
      step('bundle size budgets', process.execPath, [
        join(repoRoot, 'scripts', 'check-bundle-size.mjs'),
      ]);
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
console.log(
  `\ntests: ${counts.passed} passed, ${counts.failed + failedSteps} failed, ${counts.skipped} skipped`,
);
process.exit(failedSteps > 0 ? 1 : 0);
