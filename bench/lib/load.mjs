// Load run: concurrent clients on the discover query through the gateway (autocannon).
import autocannon from 'autocannon';
import { percentile } from './measure.mjs';

export async function loadRun({ url, headers, connections, seconds }) {
  const latencies = [];
  const instance = autocannon({
    url,
    headers,
    connections,
    duration: seconds,
    timeout: 10,
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  let tick = 0;
  const timer = setInterval(() => {
    tick += 1;
    const width = 30;
    const filled = Math.min(width, Math.round((tick / seconds) * width));
    if (process.stderr.isTTY) {
      process.stderr.write(`\r  load run [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${tick}/${seconds} s`);
    } else if (tick % 10 === 0) process.stderr.write(`  load run ${tick}/${seconds} s\n`);
  }, 1000);
  const result = await new Promise((resolve, reject) => {
    instance.on('done', resolve);
    instance.on('error', reject);
  }).finally(() => {
    clearInterval(timer);
    if (process.stderr.isTTY) process.stderr.write('\n');
  });
  latencies.sort((a, b) => a - b);
  return {
    connections,
    seconds,
    requests: result.requests.total,
    throughput: Math.round(result.requests.average * 10) / 10,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    max: latencies[latencies.length - 1] ?? null,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}
