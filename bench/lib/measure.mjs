// Latency measurement: warm-up, then N runs per case with the RLS (user) and RLS-off (service role)
// callers interleaved, so background noise hits both alike. One request (or request group) at a time.
import { performance } from 'node:perf_hooks';

export function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

export function summarize(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const round = (x) => Math.round(x * 100) / 100;
  return {
    runs: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    max: round(sorted[sorted.length - 1]),
  };
}

/** A one-line progress bar on stderr (plain lines when not a terminal). */
export function progressBar(total, title) {
  const tty = process.stderr.isTTY;
  let done = 0;
  let lastLine = -1;
  const width = 30;
  return {
    setTotal(value) {
      total = value;
    },
    tick(label) {
      done += 1;
      const ratio = done / total;
      if (tty) {
        const filled = Math.round(ratio * width);
        process.stderr.write(
          `\r  ${title} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${String(Math.round(ratio * 100)).padStart(3)}% ${label.padEnd(22).slice(0, 22)}`,
        );
      } else if (Math.floor(ratio * 10) !== lastLine) {
        lastLine = Math.floor(ratio * 10);
        process.stderr.write(`  ${title} ${Math.round(ratio * 100)}% (${label})\n`);
      }
    },
    done() {
      if (tty) process.stderr.write('\n');
    },
  };
}

/** Consecutive blocks the runs of a case are cut into for the budget ratios (see ratioOfP95). */
export const BLOCKS = 5;

/** p95 of every variant in each of BLOCKS consecutive blocks of runs: [{ [variantKey]: p95 }]. */
function blockP95s(samples) {
  const lists = Object.entries(samples);
  const length = Math.min(...lists.map(([, list]) => list.length));
  const size = Math.floor(length / BLOCKS);
  if (size < 20) return [];
  return Array.from({ length: BLOCKS }, (_, b) =>
    Object.fromEntries(
      lists.map(([key, list]) => [key, percentile([...list.slice(b * size, (b + 1) * size)].sort((x, y) => x - y), 95)]),
    ),
  );
}

/**
 * The budget ratio p95(a) / p95(b) of one case, as the median of the ratios within its blocks of
 * runs (the variants take turns run by run, so a block holds the same moments for both). A p95 of
 * requests of a few milliseconds moves by one hiccup of the machine; the median over blocks keeps
 * a single hiccup from deciding a budget. Falls back to the plain ratio when there are too few runs.
 */
export function ratioOfP95(blocks, a, b, whole) {
  const ratios = blocks
    .map((block) => block[a] / block[b])
    .filter(Number.isFinite)
    .sort((x, y) => x - y);
  if (ratios.length < BLOCKS) return whole;
  return ratios[Math.floor(ratios.length / 2)];
}

async function timed(fn) {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

/**
 * groups: [{ id, variants: [{ key, run() }] }]. Per group: warm-up, then runs in which every
 * variant goes once, in an order that rotates run by run, so that other load on the machine hits
 * all variants alike (the budgets are ratios between them). Slow groups get fewer runs (at least
 * minRuns) so that one takes about caseSeconds.
 *
 * The user's and the service role's requests reach Postgres through PostgRESTs of their own
 * (bench/lib/dataset.mjs, serviceRoleApi). Postgres plans a cached statement again when it meets
 * another role than the one it was planned for (plancache.c: every plan over a table with RLS
 * depends on the role), and PostgREST hands sequential requests to its pool's idle connections in
 * turn: once a case had sent requests in parallel, one shared pool held several connections and
 * the two roles' requests kept meeting each other's plans, whatever the order (session 30). The
 * untimed request that sessions 27-29 sent before each timed one only helped while the pool held
 * one connection. Production's pool serves the authenticated role, so its plans stay.
 * Returns { [groupId]: { runs, [variantKey]: summary } }.
 */
export async function measureGroups(groups, { warmup, runs, minRuns = runs, caseSeconds = Infinity, title }) {
  let total = groups.reduce((sum, g) => sum + (warmup + runs) * g.variants.length, 0);
  const bar = progressBar(total, title);
  const results = {};
  for (const group of groups) {
    const samples = Object.fromEntries(group.variants.map((v) => [v.key, []]));
    let planned = runs;
    const warmStarted = performance.now();
    for (let i = 0; i < warmup + planned; i++) {
      if (i === warmup) {
        const perRun = (performance.now() - warmStarted) / Math.max(1, warmup);
        planned = Math.max(minRuns, Math.min(runs, Math.floor((caseSeconds * 1000) / perRun)));
        total -= (runs - planned) * group.variants.length;
        bar.setTotal(total);
      }
      const n = group.variants.length;
      for (let k = 0; k < n; k++) {
        const variant = group.variants[(i + k) % n];
        const ms = await timed(variant.run);
        if (i >= warmup) samples[variant.key].push(ms);
        bar.tick(group.id);
      }
    }
    results[group.id] = { runs: planned, blocks: blockP95s(samples) };
    for (const [key, list] of Object.entries(samples)) results[group.id][key] = summarize(list);
  }
  bar.done();
  return results;
}
