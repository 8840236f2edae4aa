// Storage download bench: a 50 MB object through the gateway (gateway → Storage service → disk)
// against reading the same file from local disk with Node (fs.createReadStream), runs interleaved
// so load on the machine hits both alike; the resident memory of the Storage service and the
// gateway is sampled throughout (it must stay flat: bytes are streamed, never held).
import { createReadStream, readFileSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import pg from 'pg';

export const STORAGE_BUDGETS = {
  /** Throughput through the gateway / throughput reading the file from disk. */
  downloadVsDisk: 0.5,
  /** Growth of the resident memory of Storage and the gateway while downloading. */
  memoryGrowthMb: 48,
};

const SIZE = 50 * 1024 * 1024;
const RUNS = Number(process.env.BENCH_STORAGE_RUNS ?? 20);
const WARMUP = 3;
const BUCKET = 'bench-storage';

function rss(cfg, name) {
  const pid = readFileSync(join(cfg.runDir, `${name}.pid`), 'utf8').trim();
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) * 1024;
}

/** Reads a stream to its end, counting bytes; resolves with the count. */
function drain(stream) {
  return new Promise((resolve, reject) => {
    let bytes = 0;
    stream.on('data', (chunk) => {
      bytes += chunk.length;
    });
    stream.once('end', () => resolve(bytes));
    stream.once('error', reject);
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function ensureObject(cfg) {
  const headers = { apikey: cfg.serviceRoleKey, Authorization: `Bearer ${cfg.serviceRoleKey}` };
  const base = `${cfg.apiUrl}/storage/v1`;
  await fetch(`${base}/bucket`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ id: BUCKET, name: BUCKET, public: false }),
  });
  let sent = 0;
  const body = Readable.toWeb(
    Readable.from(
      (function* chunks() {
        while (sent < SIZE) {
          const chunk = Buffer.alloc(1024 * 1024, sent / (1024 * 1024));
          sent += chunk.length;
          yield chunk;
        }
      })(),
    ),
  );
  const response = await fetch(`${base}/object/${BUCKET}/50mb.bin`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/octet-stream', 'x-upsert': 'true' },
    body,
    duplex: 'half',
  });
  if (!response.ok)
    throw new Error(`storage bench upload: ${response.status} ${await response.text()}`);
  const client = new pg.Client({ connectionString: cfg.dbUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      'select version from storage.objects where bucket_id = $1 and name = $2',
      [BUCKET, '50mb.bin'],
    );
    return join(cfg.home, 'storage', 'objects', rows[0].version);
  } finally {
    await client.end();
  }
}

/** Runs the case on a running stack; returns figures and budget failures. */
export async function storageBench(cfg, say = console.log) {
  say(
    `  storage: ${SIZE / 1024 / 1024} MB download through the gateway vs fs.createReadStream, ${RUNS} runs each`,
  );
  const file = await ensureObject(cfg);
  const agent = new Agent({ keepAlive: true });
  const url = `${cfg.apiUrl}/storage/v1/object/${BUCKET}/50mb.bin`;
  const viaGateway = () =>
    new Promise((resolve, reject) => {
      get(url, { agent, headers: { apikey: cfg.serviceRoleKey } }, (response) => {
        if (response.statusCode !== 200)
          reject(new Error(`download answered ${response.statusCode}`));
        drain(response).then(resolve, reject);
      }).once('error', reject);
    });
  const fromDisk = () => drain(createReadStream(file));

  const names = ['storage', 'gateway'];
  const baseline = Object.fromEntries(names.map((name) => [name, rss(cfg, name)]));
  const peak = { ...baseline };
  const sampler = setInterval(() => {
    for (const name of names) peak[name] = Math.max(peak[name], rss(cfg, name));
  }, 20);
  const times = { gateway: [], disk: [] };
  try {
    for (let i = 0; i < WARMUP + RUNS; i++) {
      for (const [key, run] of [
        ['gateway', viaGateway],
        ['disk', fromDisk],
      ]) {
        const started = performance.now();
        const bytes = await run();
        const ms = performance.now() - started;
        if (bytes !== SIZE) throw new Error(`${key} read ${bytes} bytes, expected ${SIZE}`);
        if (i >= WARMUP) times[key].push(ms);
      }
    }
  } finally {
    clearInterval(sampler);
    agent.destroy();
  }
  const mbps = (ms) => SIZE / 1024 / 1024 / (ms / 1000);
  const gatewayMs = median(times.gateway);
  const diskMs = median(times.disk);
  const result = {
    sizeMb: SIZE / 1024 / 1024,
    runs: RUNS,
    gateway: {
      medianMs: Math.round(gatewayMs * 10) / 10,
      bestMs: Math.round(Math.min(...times.gateway) * 10) / 10,
      mbPerSecond: Math.round(mbps(gatewayMs)),
    },
    disk: {
      medianMs: Math.round(diskMs * 10) / 10,
      bestMs: Math.round(Math.min(...times.disk) * 10) / 10,
      mbPerSecond: Math.round(mbps(diskMs)),
    },
    ratio: Math.round((diskMs / gatewayMs) * 100) / 100,
    memoryGrowthMb: Object.fromEntries(
      names.map((name) => [
        name,
        Math.round(((peak[name] - baseline[name]) / 1024 / 1024) * 10) / 10,
      ]),
    ),
  };
  const failures = [];
  if (result.ratio < STORAGE_BUDGETS.downloadVsDisk)
    failures.push(
      `storage download: ${result.ratio}× of disk throughput < ${STORAGE_BUDGETS.downloadVsDisk}×`,
    );
  for (const [name, growth] of Object.entries(result.memoryGrowthMb))
    if (growth > STORAGE_BUDGETS.memoryGrowthMb)
      failures.push(
        `storage download: ${name} memory grew by ${growth} MB > ${STORAGE_BUDGETS.memoryGrowthMb} MB`,
      );
  return { result, failures };
}

export function storageMarkdown({ result, failures }) {
  return (
    `Storage (${result.sizeMb} MB object, ${result.runs} downloads each way, interleaved, medians): ` +
    `through the gateway ${result.gateway.medianMs} ms (${result.gateway.mbPerSecond} MB/s), ` +
    `from disk with Node's fs.createReadStream ${result.disk.medianMs} ms (${result.disk.mbPerSecond} MB/s): ` +
    `**${Math.round(result.ratio * 100)} %** of disk throughput (budget ≥ ${STORAGE_BUDGETS.downloadVsDisk * 100} %; ` +
    `best runs ${result.gateway.bestMs} vs ${result.disk.bestMs} ms); ` +
    `memory growth while downloading: Storage ${result.memoryGrowthMb.storage} MB, gateway ${result.memoryGrowthMb.gateway} MB ` +
    `(budget ≤ ${STORAGE_BUDGETS.memoryGrowthMb} MB, flat). ${failures.length ? '✘' : '✔'}`
  );
}
