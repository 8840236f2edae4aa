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

async function timed(fn) {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

/**
 * cases: [{ id, run(client), as, rlsOffApplies }]; clients: { [as]: { rls, service } }.
 * Returns { [caseId]: { rls: summary, service: summary|null } }.
 */
export async function measureCases(cases, clients, { warmup, runs, title }) {
  const modesOf = (c) => (c.rlsOffApplies === false ? ['rls'] : ['rls', 'service']);
  const total = cases.reduce((sum, c) => sum + (warmup + runs) * modesOf(c).length, 0);
  const bar = progressBar(total, title);
  const results = {};
  for (const c of cases) {
    const modes = modesOf(c);
    const samples = Object.fromEntries(modes.map((m) => [m, []]));
    for (let i = 0; i < warmup + runs; i++) {
      // Alternate which caller goes first, so neither always profits from the other's warm cache.
      const order = i % 2 === 0 ? modes : [...modes].reverse();
      for (const mode of order) {
        const ms = await timed(() => c.run(clients[c.as][mode]));
        if (i >= warmup) samples[mode].push(ms);
        bar.tick(c.id);
      }
    }
    results[c.id] = {
      rls: summarize(samples.rls),
      service: samples.service ? summarize(samples.service) : null,
    };
  }
  bar.done();
  return results;
}
