// A 200 MB file up and down through the gateway: the bytes arrive intact and neither the Storage
// service nor the gateway holds them in memory (their resident memory stays flat).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { serviceClient } from '../db/support/identities';
import { stackEnv } from '../support/env';
import { storageRoot, storageUrl, uniqueBucket } from './storage-support';

const SIZE = 200 * 1024 * 1024;
const CHUNK = 1024 * 1024;
const service = serviceClient();
const bucket = uniqueBucket('stream');

/** Resident memory (bytes) of a stack service, from its pid file and /proc. */
function rssOf(name: string): number {
  const pid = readFileSync(join(storageRoot(), '..', 'run', `${name}.pid`), 'utf8').trim();
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
}

/** Samples the peak resident memory of the services while `work` runs. */
async function peakRss<T>(names: string[], work: () => Promise<T>) {
  const peaks = Object.fromEntries(names.map((name) => [name, rssOf(name)]));
  const baseline = { ...peaks };
  const timer = setInterval(() => {
    for (const name of names) peaks[name] = Math.max(peaks[name], rssOf(name));
  }, 25);
  try {
    const result = await work();
    return { result, growth: Object.fromEntries(names.map((n) => [n, peaks[n] - baseline[n]])) };
  } finally {
    clearInterval(timer);
  }
}

function generated(hash: ReturnType<typeof createHash>) {
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= SIZE) return controller.close();
      const chunk = Buffer.alloc(CHUNK, (sent / CHUNK) % 251);
      chunk.writeUInt32BE(sent / CHUNK, 0);
      hash.update(chunk);
      sent += CHUNK;
      controller.enqueue(chunk);
    },
  });
}

beforeAll(async () => {
  await service.storage.createBucket(bucket, { public: false });
});

afterAll(async () => {
  await service.storage.emptyBucket(bucket);
  await service.storage.deleteBucket(bucket);
});

it('streams a 200 MB upload and download with flat memory in Storage and the gateway', async () => {
  const sentHash = createHash('md5');
  const up = await peakRss(['storage', 'gateway'], () =>
    service.storage.from(bucket).upload('big.bin', generated(sentHash), {
      contentType: 'application/octet-stream',
    }),
  );
  expect(up.result.error).toBeNull();
  const info = await service.storage.from(bucket).info('big.bin');
  expect(info.data?.size).toBe(SIZE);

  const down = await peakRss(['storage', 'gateway'], async () => {
    const response = await fetch(`${storageUrl}/object/${bucket}/big.bin`, {
      headers: { apikey: stackEnv.serviceRoleKey },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String(SIZE));
    const hash = createHash('md5');
    let received = 0;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      hash.update(chunk);
      received += chunk.length;
    }
    return { received, md5: hash.digest('hex') };
  });
  expect(down.result.received).toBe(SIZE);
  expect(down.result.md5).toBe(sentHash.digest('hex'));
  expect(info.data?.etag).toBe(`"${down.result.md5}"`);

  // Buffering would add 200 MB; streaming stays within a few socket and file buffers.
  for (const [name, growth] of [...Object.entries(up.growth), ...Object.entries(down.growth)])
    expect(growth, `${name} grew by ${Math.round(growth / 1024 / 1024)} MB`).toBeLessThan(
      48 * 1024 * 1024,
    );
}, 180_000);
