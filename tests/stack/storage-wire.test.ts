// Storage's answers as a browser or Node's fetch reads them (issue 27): every download path (the
// authenticated GET and HEAD, a range, a signed URL, a public URL) says `nosniff`, so a browser
// never runs HTML kept under another type; a file over the bucket's size limit gets its 413 as a
// readable answer, not a reset connection, while the client is still sending it, and the rest of
// the body is read so the connection serves the next request.
import { Agent, request, type OutgoingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceClient } from '../support/accounts';
import { createUser, type Identity } from '../db/support/identities';
import { stackEnv } from '../support/env';
import {
  createOwnerFolderPolicies,
  dropOwnerFolderPolicies,
  objectRow,
  storageUrl,
  uniqueBucket,
} from './storage-support';

const service = serviceClient();
const docs = uniqueBucket('wire-docs'); // private, 1 KB, owner-folder policies
const pics = uniqueBucket('wire-pics'); // public
let alice: Identity;

const auth = (who: Identity) => ({
  apikey: stackEnv.anonKey,
  Authorization: `Bearer ${who.token}`,
});

/** A request through `agent` (node:http): one kept-alive connection when the agent has one socket. */
function send(
  agent: Agent,
  path: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: OutgoingHttpHeaders; body?: Buffer },
): Promise<{ status: number; body: string; reused: boolean }> {
  const url = new URL(`${storageUrl}${path}`);
  return new Promise((resolve, reject) => {
    const req = request(
      { agent, hostname: url.hostname, port: url.port, path: url.pathname, method, headers },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: text, reused: req.reusedSocket }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const TOO_LARGE = {
  statusCode: '413',
  code: 'EntityTooLarge',
  error: 'Payload too large',
  message: 'The object exceeded the maximum allowed size',
};

beforeAll(async () => {
  alice = await createUser('wire-alice', { status: 'verified' });
  await service.storage.createBucket(docs, { public: false, fileSizeLimit: '1KB' });
  await service.storage.createBucket(pics, { public: true });
  await createOwnerFolderPolicies(docs);
});

afterAll(async () => {
  await dropOwnerFolderPolicies(docs);
  for (const bucket of [docs, pics]) {
    await service.storage.emptyBucket(bucket);
    await service.storage.deleteBucket(bucket);
  }
});

describe('downloads', () => {
  it('say nosniff on every path: authenticated, HEAD, range, signed, public', async () => {
    // HTML declared as CSV: a browser guessing from the bytes would render it.
    const html = '<html><script>alert(document.cookie)</script></html>';
    const path = `${alice.id}/figures.csv`;
    const uploaded = await alice.client.storage
      .from(docs)
      .upload(path, html, { contentType: 'text/csv' });
    expect(uploaded.error).toBeNull();
    expect(
      (await service.storage.from(pics).upload('figures.csv', html, { contentType: 'text/csv' }))
        .error,
    ).toBeNull();
    const signed = await alice.client.storage.from(docs).createSignedUrl(path, 60);

    const downloads: [string, Promise<Response>][] = [
      [
        'authenticated',
        fetch(`${storageUrl}/object/authenticated/${docs}/${path}`, { headers: auth(alice) }),
      ],
      ['legacy', fetch(`${storageUrl}/object/${docs}/${path}`, { headers: auth(alice) })],
      [
        'head',
        fetch(`${storageUrl}/object/authenticated/${docs}/${path}`, {
          method: 'HEAD',
          headers: auth(alice),
        }),
      ],
      [
        'range',
        fetch(`${storageUrl}/object/authenticated/${docs}/${path}`, {
          headers: { ...auth(alice), Range: 'bytes=0-5' },
        }),
      ],
      ['signed', fetch(signed.data!.signedUrl)],
      ['signed download', fetch(`${signed.data!.signedUrl}&download=figures.csv`)],
      ['public', fetch(service.storage.from(pics).getPublicUrl('figures.csv').data.publicUrl)],
      [
        'public authenticated',
        fetch(`${storageUrl}/object/authenticated/${pics}/figures.csv`, { headers: auth(alice) }),
      ],
    ];
    for (const [name, pending] of downloads) {
      const response = await pending;
      expect(response.status, name).toBeLessThan(300);
      expect(response.headers.get('content-type'), name).toBe('text/csv');
      expect(response.headers.get('x-content-type-options'), name).toBe('nosniff');
      await response.body?.cancel();
    }
    // supabase-js reads the same path.
    expect(await (await alice.client.storage.from(docs).download(path)).data?.text()).toBe(html);
  });
});

describe('the size limit', () => {
  it("answers a file over the bucket's limit with a readable 413 while the client still sends", async () => {
    // Far more than the sockets buffer: Node's fetch is still sending when the answer comes.
    const big = Buffer.alloc(16 * 1024 * 1024, 1);
    const raw = await fetch(`${storageUrl}/object/${docs}/${alice.id}/raw.bin`, {
      method: 'POST',
      headers: { ...auth(alice), 'Content-Type': 'application/octet-stream' },
      body: big,
    });
    const form = new FormData();
    form.append('cacheControl', '3600');
    form.append('', new Blob([big], { type: 'application/octet-stream' }));
    const multipart = await fetch(`${storageUrl}/object/${docs}/${alice.id}/form.bin`, {
      method: 'POST',
      headers: auth(alice),
      body: form,
    });
    // A stream: no Content-Length, the limit is found while reading.
    const chunks = Array.from({ length: 64 }, () => big.subarray(0, 256 * 1024));
    const streamed = await fetch(`${storageUrl}/object/${docs}/${alice.id}/streamed.bin`, {
      method: 'POST',
      headers: { ...auth(alice), 'Content-Type': 'application/octet-stream' },
      body: new ReadableStream({
        pull(controller) {
          const chunk = chunks.pop();
          if (chunk) controller.enqueue(chunk);
          else controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    for (const response of [raw, multipart, streamed]) {
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(TOO_LARGE);
    }
    // supabase-js sees the same error.
    const viaClient = await alice.client.storage
      .from(docs)
      .upload(`${alice.id}/client.bin`, new Blob([big]));
    expect(viaClient.error).toMatchObject({ statusCode: '413' });
    for (const name of ['raw.bin', 'form.bin', 'streamed.bin', 'client.bin'])
      expect(await objectRow(docs, `${alice.id}/${name}`)).toBeNull();
  });

  it('reads the rest of a refused form, so the connection answers the next request', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const boundary = 'wire-boundary';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="cacheControl"\r\n\r\n3600\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name=""; filename="big.bin"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      Buffer.alloc(16 * 1024 * 1024, 1),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const refused = await send(agent, `/object/${docs}/${alice.id}/form.bin`, {
      method: 'POST',
      headers: {
        ...auth(alice),
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Content-Length': body.length,
      },
      body,
    });
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.body)).toEqual(TOO_LARGE);
    // The same connection (one socket): answered only once the refused body was read to its end.
    const next = await send(agent, `/object/authenticated/${docs}/${alice.id}/none.bin`, {
      headers: auth(alice),
    });
    expect(next).toMatchObject({ status: 400, reused: true });
    expect(JSON.parse(next.body)).toMatchObject({ code: 'NoSuchKey' });
    agent.destroy();
  });
});
