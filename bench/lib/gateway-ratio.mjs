// Gateway overhead: the discover request (a verified buyer's token, 50 connections, autocannon)
// through the gateway and straight to PostgREST, in alternating blocks so that other work on the
// machine hits both alike. The ratio is gateway requests/s over PostgREST's, per pair of blocks,
// and its median is what the budget (≥ 0.9) is checked against.
import autocannon from 'autocannon';

async function throughput(url, headers, connections, seconds) {
  const result = await autocannon({ url, headers, connections, duration: seconds, timeout: 10 });
  return {
    rps: result.requests.average,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * @param {{ gatewayUrl: string, postgrestUrl: string, apikey: string, token: string,
 *   connections?: number, seconds?: number, pairs?: number }} options
 *   gatewayUrl/postgrestUrl: the same request (the gateway's under /rest/v1).
 */
export async function gatewayRatio({ gatewayUrl, postgrestUrl, apikey, token, connections = 50, seconds = 5, pairs = 3 }) {
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
      pair[side] = await throughput(side === 'gateway' ? gatewayUrl : postgrestUrl, headers, connections, seconds);
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
    failures: blocks.reduce((n, b) => n + b.gateway.non2xx + b.gateway.errors + b.direct.non2xx + b.direct.errors, 0),
  };
}
