#!/usr/bin/env node
// `npm run bench:web` (and a part of `npm run bench`): Lighthouse on the production build, served
// by `vite preview` against a fresh stack with the seed data (its own ports: the bench profile's
// +300): the landing page (first visit), /discover signed in with the app cached, and /discover
// with an empty cache. Five runs per page (bench/lighthouse.mjs); the median's score, CLS, LCP
// and TBT are reported against the budgets of the README's performance table, with the host's
// load average and Lighthouse's benchmark index. Speed is judged here, never in `npm test`. Writes
// bench/results-web.md; exits 1 when a budget is missed (when run on its own).
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { repoRoot, scratchFolder, stackConfig } from '../stack/lib/config.mjs';
import { down, up } from '../stack/cli.mjs';
import { startPreview } from '../scripts/preview-server.mjs';

const bin = (name) => join(repoRoot, 'node_modules', '.bin', name);
const artifacts = join(repoRoot, 'artifacts', 'lighthouse');

/** The bench profile's ports +300, in a data folder of its own. */
function webStackConfig(home) {
  const bench = stackConfig('bench');
  const saved = { ...process.env };
  Object.assign(process.env, {
    STACK_API_PORT: String(bench.apiPort + 300),
    STACK_DB_PORT: String(bench.dbPort + 300),
    STACK_HOME: home,
  });
  try {
    return stackConfig('bench');
  } finally {
    for (const key of ['STACK_API_PORT', 'STACK_DB_PORT', 'STACK_HOME'])
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
  }
}

function lighthouse(env, log) {
  const result = spawnSync(process.execPath, [join(repoRoot, 'bench', 'lighthouse.mjs')], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  for (const line of `${result.stdout}${result.stderr}`.trimEnd().split('\n')) log(line);
  if (result.status !== 0) throw new Error(`bench/lighthouse.mjs exited with ${result.status}`);
  return JSON.parse(readFileSync(join(artifacts, `summary${env.LIGHTHOUSE_NAME ?? ''}.json`), 'utf8'));
}

/** Builds, serves and measures; returns the pages' figures and the budgets missed. */
export async function webBench({ log = console.log } = {}) {
  const home = scratchFolder('dealbridge-bench-web-');
  const cfg = webStackConfig(join(home, 'stack'));
  const outDir = join(home, 'dist');
  const loadBefore = loadavg()[0];
  log(`\n▶ web: Lighthouse on the built app (stack on ${cfg.apiUrl}, 1-min load average ${loadBefore.toFixed(2)})`);
  await up(cfg, { quiet: true });
  let server;
  try {
    const build = spawnSync(bin('vite'), ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        VITE_SUPABASE_URL: cfg.apiUrl,
        VITE_SUPABASE_ANON_KEY: cfg.anonKey,
        // Inside the repository: the prerender step imports the app's packages from node_modules.
        PRERENDER_OUT_DIR: 'node_modules/.cache/dealbridge-prerender-bench-web',
      },
      encoding: 'utf8',
    });
    if (build.status !== 0) throw new Error(`vite build failed:\n${build.stdout}${build.stderr}`);
    server = await startPreview(outDir);
    if (!server) throw new Error('vite preview did not start');
    const env = { LIGHTHOUSE_BASE_URL: server.url, SUPABASE_URL: cfg.apiUrl, SUPABASE_ANON_KEY: cfg.anonKey };
    const cached = lighthouse({ ...env, LIGHTHOUSE_PAGES: '/,/discover', LIGHTHOUSE_NAME: '' }, log);
    const cold = lighthouse({ ...env, LIGHTHOUSE_PAGES: '/discover', LIGHTHOUSE_COLD: '1', LIGHTHOUSE_NAME: '-cold' }, log);
    return {
      date: new Date().toISOString(),
      cpu: cpus()[0]?.model ?? 'unknown',
      cores: cpus().length,
      loadAverage: { before: loadBefore, after: loadavg()[0] },
      minScore: cached.minScore,
      maxCls: cached.maxCls,
      pages: [...cached.pages, ...cold.pages],
      failures: [...cached.failures, ...cold.failures].map((failure) => `Lighthouse ${failure}`),
    };
  } finally {
    server?.stop();
    await down(cfg);
    rmSync(home, { recursive: true, force: true });
  }
}

const seconds = (ms) => (ms / 1000).toFixed(2);

export function webMarkdown(web) {
  const lines = [
    `## Web (Lighthouse, mobile: slow 4G, 4× CPU slowdown)`,
    '',
    `${web.cpu}, ${web.cores} cores; 1-minute load average ${web.loadAverage.before.toFixed(2)} before, ${web.loadAverage.after.toFixed(2)} after; ${web.date.slice(0, 10)}. ` +
      `Median of ${web.pages[0]?.runs.length ?? 0} runs per page; budgets: performance ≥ ${web.minScore}, CLS < ${web.maxCls}. ` +
      `TBT scales wall time, which other load on the host stretches; main-thread CPU (thread time) and CPU blocking (4 × a task's thread time − 50 ms, summed) do not (bench/lighthouse.mjs).`,
    '',
    '| Page | visit | score (runs) | CLS | LCP s | TBT ms | main-thread CPU ms (wall/CPU) | CPU blocking ms | benchmark index | load | ok |',
    '|---|---|---|---:|---:|---:|---:|---:|---:|---:|:-:|',
  ];
  for (const page of web.pages) {
    const m = page.median;
    const visit = !page.signedIn ? 'first visit' : page.cold ? 'signed in, empty cache' : 'signed in, app cached';
    lines.push(
      `| ${page.path} | ${visit} | ${m.score} (${page.runs.map((r) => r.score).join(', ')}) | ${m.cls.toFixed(3)} | ${seconds(m.lcp)} | ${Math.round(m.tbt)} | ${Math.round(m.cpuMs)} (${(m.wallMs / m.cpuMs).toFixed(1)}) | ${Math.round(m.cpuBlockingMs)} | ${Math.round(m.benchmarkIndex ?? NaN)} | ${m.loadAverage.toFixed(2)} | ${page.ok ? '✔' : '✘'} |`,
    );
  }
  lines.push('', web.failures.length ? `**Budgets missed:** ${web.failures.join('; ')}` : 'All web budgets met.');
  return lines.join('\n') + '\n';
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const web = await webBench();
  const md = webMarkdown(web);
  writeFileSync(join(repoRoot, 'bench', 'results-web.md'), `# Web bench results\n\nReproduce: \`npm run bench:web\`.\n\n${md}`);
  writeFileSync(join(repoRoot, 'bench', 'results-web.json'), JSON.stringify(web, null, 2) + '\n');
  console.log(`\n${md}\nWrote bench/results-web.md and bench/results-web.json.`);
  if (web.failures.length) process.exitCode = 1;
}
