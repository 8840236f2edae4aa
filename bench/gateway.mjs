#!/usr/bin/env node
// Gateway throughput against PostgREST direct on a running stack (default: the developer's; set
// STACK_PROFILE / STACK_API_PORT to pick another): the discover request as the seeded verified
// buyer. `npm run bench` runs the same measurement on its 100,000-listing dataset.
//   node bench/gateway.mjs            exits 1 when the gateway keeps < 0.9x of PostgREST's requests/s
import { stackConfig } from '../stack/lib/config.mjs';
import { readPid } from '../stack/lib/services.mjs';
import { discoverPath, signIn } from './lib/cases.mjs';
import { gatewayRatio } from './lib/gateway-ratio.mjs';

export const GATEWAY_BUDGET = 0.9;

export async function measureGateway(cfg, token, options = {}) {
  const path = discoverPath({});
  return gatewayRatio({
    gatewayUrl: cfg.apiUrl + path,
    postgrestUrl: `http://127.0.0.1:${cfg.postgrestPort}${path.slice('/rest/v1'.length)}`,
    apikey: cfg.anonKey,
    token,
    // Reported beside the ratio: CPU time per request of the gateway and of PostgREST.
    processes: Object.fromEntries(
      ['gateway', 'postgrest'].map((name) => [name, readPid(cfg, name)]).filter(([, pid]) => pid),
    ),
    ...options,
  });
}

/** e.g. "gateway 520, postgrest 3700, autocannon 300" (µs CPU per request, medians). */
export const formatCpu = (cpuUs) =>
  Object.entries(cpuUs)
    .map(([name, us]) => `${name} ${us}`)
    .join(', ');

if (import.meta.url === `file://${process.argv[1]}`) {
  const cfg = stackConfig();
  const token = await signIn(cfg, { email: 'investor@dealbridge.test', password: 'Demo-Passw0rd!' });
  const result = await measureGateway(cfg, token, {
    seconds: Number(process.env.BENCH_GATEWAY_SECONDS ?? 5),
    pairs: Number(process.env.BENCH_GATEWAY_PAIRS ?? 3),
  });
  console.log(
    `gateway ${result.gatewayRps} req/s, PostgREST direct ${result.directRps} req/s: ratio ${result.ratio} (blocks ${result.ratios.join(', ')}; budget ≥ ${GATEWAY_BUDGET}); ${result.failures} failed requests`,
  );
  console.log(
    `CPU µs per request (medians): through the gateway ${formatCpu(result.cpuUs.gateway)}; direct ${formatCpu(result.cpuUs.direct)}`,
  );
  if (result.ratio < GATEWAY_BUDGET || result.failures) process.exit(1);
}
