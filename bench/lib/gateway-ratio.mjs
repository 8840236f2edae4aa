// Gateway overhead: the discover request (a verified buyer's token, 50 connections, autocannon)
// through the gateway and straight to PostgREST, in alternating blocks so that other work on the
// machine hits both alike. The ratio is gateway requests/s over PostgREST's, per pair of blocks,
// and its median is what the budget (≥ 0.9) is checked against.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const TICKS_PER_MS = 0.1; // USER_HZ 100: /proc/<pid>/stat counts CPU time in 10 ms ticks

/** CPU time (user + system, ms) of a process and its threads so far; null when it is gone. */
function processCpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_MS;
  } catch {
    return null;
  }
}

/** This process's CPU time (ms): autocannon runs in it. */
const ownCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/**
 * Requests/s of one block, and (reporting only) the CPU time per request, in µs, of the load
 * generator (autocannon, this process) and of each process in `processes` (name → pid).
 */
async function throughput(url, headers, connections, seconds, processes = {}) {
  const before = Object.fromEntries(Object.entries(processes).map(([name, pid]) => [name, processCpuMs(pid)]));
  const ownBefore = ownCpuMs();
  const result = await autocannon({ url, headers, connections, duration: seconds, timeout: 10 });
  const perRequest = (ms) => Math.round((ms / Math.max(result.requests.total, 1)) * 1000);
  const cpuUs = { autocannon: perRequest(ownCpuMs() - ownBefore) };
  for (const [name, pid] of Object.entries(processes)) {
    const after = processCpuMs(pid);
    if (after !== null && before[name] !== null) cpuUs[name] = perRequest(after - before[name]);
  }
  return {
    rps: result.requests.average,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    cpuUs,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * @param {{ gatewayUrl: string, postgrestUrl: string, apikey: string, token: string,
 *   connections?: number, seconds?: number, pairs?: number, processes?: Record<string, number> }} options
 *   gatewayUrl/postgrestUrl: the same request (the gateway's under /rest/v1).
 *   processes: name → pid of the processes whose CPU time per request is reported (not judged).
 */
export async function gatewayRatio({ gatewayUrl, postgrestUrl, apikey, token, connections = 50, seconds = 5, pairs = 3, processes = {} }) {
  const headers = { apikey, Authorization: `Bearer ${token}` };
  // Warm both paths (connection pools, plan caches).
  await throughput(gatewayUrl, headers, connections, 2);
  await throughput(postgrestUrl, headers, connections, 2);
  const blocks = [];
  for (let i = 0; i < pairs; i += 1) {
    // Alternate which goes first, so a trend in the machine's load does not favour one side.
    const order = i % 2 ? ['direct', 'gateway'] : ['gateway', 'direct'];
    const pair = {};
    for (const side of order)
      pair[side] = await throughput(side === 'gateway' ? gatewayUrl : postgrestUrl, headers, connections, seconds, processes);
    blocks.push(pair);
  }
  const ratios = blocks.map((b) => b.gateway.rps / b.direct.rps);
  return {
    connections,
    seconds,
    pairs,
    gatewayRps: Math.round(median(blocks.map((b) => b.gateway.rps))),
    directRps: Math.round(median(blocks.map((b) => b.direct.rps))),
    ratio: Math.round(median(ratios) * 100) / 100,
    ratios: ratios.map((r) => Math.round(r * 100) / 100),
    // Median CPU µs per request of each process, per side (reporting: where the gateway's cost goes).
    cpuUs: Object.fromEntries(
      ['gateway', 'direct'].map((side) => [
        side,
        Object.fromEntries(
          Object.keys(blocks[0][side].cpuUs).map((name) => [name, median(blocks.map((b) => b[side].cpuUs[name] ?? 0))]),
        ),
      ]),
    ),
    failures: blocks.reduce((n, b) => n + b.gateway.non2xx + b.gateway.errors + b.direct.non2xx + b.direct.errors, 0),
  };
}
