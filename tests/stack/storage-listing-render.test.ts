// Storage's newer API through supabase-js (storage-js) as Supabase Storage answers it: listV2
// (prefix and folder listing with cursors), object info, getBucket and emptyBucket answers, the
// error of a request without Authorization, and image transformations (/render/image: download
// with `transform`, signed transformed URLs, public transformed URLs), each under the caller's
// RLS where Storage applies it.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type Identity } from '../db/support/identities';
import { anonClient, serviceClient } from '../support/accounts';
import {
  createOwnerFolderPolicies,
  dropOwnerFolderPolicies,
  storageUrl,
  uniqueBucket,
} from './storage-support';

const service = serviceClient();
let alice: Identity;
let bob: Identity;
const docs = uniqueBucket('v2-docs'); // private, owner-folder policies
const pics = uniqueBucket('v2-pics'); // public

/** A 400×300 PNG of one colour. */
const png = () =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();

const dimensions = async (blob: Blob) => {
  const meta = await sharp(Buffer.from(await blob.arrayBuffer())).metadata();
  return { width: meta.width, height: meta.height, format: meta.format };
};

beforeAll(async () => {
  [alice, bob] = await Promise.all([
    createUser('storage-v2-alice', { status: 'verified' }),
    createUser('storage-v2-bob', { status: 'verified' }),
  ]);
  await service.storage.createBucket(docs, { public: false });
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

describe('listV2', () => {
  it('lists keys under a prefix, folders with the delimiter, and pages with cursors in every order', async () => {
    const bucket = service.storage.from(docs);
    const suffixes = ['zz', 'bb', 'xx', 'ww', 'cc', 'aa'];
    // One after another, so created_at follows this order.
    for (const suffix of suffixes) {
      expect((await bucket.upload(`list/file-${suffix}.txt`, suffix)).error).toBeNull();
    }
    await bucket.upload('list/sub/deep.txt', 'deep');
    await bucket.upload('other/x.txt', 'x');

    const flat = await bucket.listV2({ prefix: 'list/' });
    expect(flat.error).toBeNull();
    expect(flat.data).toMatchObject({ hasNext: false, folders: [] });
    expect(flat.data!.objects.map((o) => o.name)).toEqual([
      ...suffixes.map((s) => `list/file-${s}.txt`).sort(),
      'list/sub/deep.txt',
    ]);
    expect(flat.data!.objects[0]).toMatchObject({ id: expect.any(String), metadata: { size: 2 } });

    const top = await bucket.listV2({ with_delimiter: true });
    expect(top.data!.objects).toEqual([]);
    expect(top.data!.folders).toEqual([
      expect.objectContaining({ key: 'list', name: 'list/', id: null }),
      expect.objectContaining({ key: 'other', name: 'other/', id: null }),
    ]);
    const inList = await bucket.listV2({ prefix: 'list/', with_delimiter: true });
    expect(inList.data!.folders.map((f) => f.name)).toEqual(['list/sub/']);
    expect(inList.data!.objects.map((o) => o.key)).toEqual(
      suffixes.map((s) => `file-${s}.txt`).sort(),
    );

    const orders = [
      { expected: [...suffixes].sort() },
      { expected: [...suffixes].sort().reverse(), sortBy: { column: 'name', order: 'desc' } },
      { expected: [...suffixes], sortBy: { column: 'created_at', order: 'asc' } },
      { expected: [...suffixes].reverse(), sortBy: { column: 'created_at', order: 'desc' } },
    ] as const;
    for (const { expected, ...rest } of orders) {
      const seen: string[] = [];
      let cursor: string | undefined;
      let pages = 0;
      for (;;) {
        const page = await bucket.listV2({
          prefix: 'list/file-',
          limit: 2,
          ...(cursor ? { cursor } : {}),
          ...('sortBy' in rest ? { sortBy: rest.sortBy } : {}),
        });
        expect(page.error).toBeNull();
        pages += 1;
        seen.push(...page.data!.objects.map((o) => o.name.slice('list/file-'.length, -4)));
        if (!page.data!.hasNext) break;
        // Storage also names the last key of the page (not in storage-js's types).
        expect((page.data as { nextCursorKey?: string }).nextCursorKey).toBe(
          page.data!.objects.at(-1)!.name,
        );
        cursor = page.data!.nextCursor;
      }
      expect(seen).toEqual(expected);
      expect(pages).toBe(3);
    }

    const bad = await bucket.listV2({ cursor: Buffer.from('nonsense').toString('base64') });
    expect(bad.error).toMatchObject({ statusCode: '400' });
  });

  it("lists only what the caller's policies let it select", async () => {
    await alice.client.storage.from(docs).upload(`${alice.id}/mine.txt`, 'mine');
    await bob.client.storage.from(docs).upload(`${bob.id}/theirs.txt`, 'theirs');
    const seen = await alice.client.storage.from(docs).listV2({ with_delimiter: true });
    expect(seen.error).toBeNull();
    expect(seen.data!.folders.map((f) => f.key)).toEqual([alice.id]);
    const underBob = await alice.client.storage.from(docs).listV2({ prefix: `${bob.id}/` });
    expect(underBob.data).toMatchObject({ objects: [], folders: [], hasNext: false });
    const anon = await anonClient().storage.from(docs).listV2();
    expect(anon.data).toMatchObject({ objects: [], folders: [] });
  });
});

describe('objects and buckets as Storage answers them', () => {
  it('gives object info in its shape (metadata {} without custom metadata)', async () => {
    const path = `${alice.id}/info.txt`;
    await alice.client.storage.from(docs).upload(path, 'hello', {
      contentType: 'text/plain',
      cacheControl: '120',
    });
    const { data, error } = await alice.client.storage.from(docs).info(path);
    expect(error).toBeNull();
    expect(data).toMatchObject({
      id: expect.any(String),
      name: path,
      bucketId: docs,
      version: expect.any(String),
      size: 5,
      contentType: 'text/plain',
      cacheControl: 'max-age=120',
      etag: expect.any(String),
      metadata: {},
      lastModified: expect.any(String),
      createdAt: expect.any(String),
    });
    // Another user's object is not found for bob (RLS).
    const foreign = await bob.client.storage.from(docs).info(path);
    expect(foreign.error).toMatchObject({ statusCode: '404' });
  });

  it('answers getBucket without the type column, emptyBucket with its queued message, and a request without Authorization with the JWT error', async () => {
    const id = uniqueBucket('v2-tmp');
    await service.storage.createBucket(id, { public: false });
    const got = await service.storage.getBucket(id);
    expect(Object.keys(got.data!).sort()).toEqual([
      'allowed_mime_types',
      'created_at',
      'file_size_limit',
      'id',
      'name',
      'owner',
      'public',
      'updated_at',
    ]);
    await service.storage.from(id).upload('a.txt', 'a');
    expect(await service.storage.emptyBucket(id)).toEqual({
      data: { message: 'Empty bucket has been queued. Completion may take up to an hour.' },
      error: null,
    });
    expect((await service.storage.from(id).list()).data).toEqual([]);
    await service.storage.deleteBucket(id);

    // No header at all (with an apikey the gateway sends its JWT as Authorization, as
    // `supabase start` does).
    const response = await fetch(`${storageUrl}/bucket`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: '403',
      code: 'AccessDenied',
      error: 'Unauthorized',
      message: 'Invalid Compact JWS',
    });
  });
});

describe('image transformations', () => {
  it('downloads a transformed image: cover crops, contain fits, format and quality', async () => {
    const path = `${alice.id}/photo.png`;
    await alice.client.storage.from(docs).upload(path, await png(), { contentType: 'image/png' });
    const files = alice.client.storage.from(docs);

    const cover = await files.download(path, { transform: { width: 100, height: 100 } });
    expect(cover.error).toBeNull();
    expect(await dimensions(cover.data!)).toEqual({ width: 100, height: 100, format: 'png' });

    const contain = await files.download(path, {
      transform: { width: 100, height: 100, resize: 'contain' },
    });
    expect(await dimensions(contain.data!)).toEqual({ width: 100, height: 75, format: 'png' });

    const stretched = await files.download(path, {
      transform: { width: 100, height: 100, resize: 'fill' },
    });
    expect(await dimensions(stretched.data!)).toEqual({ width: 100, height: 100, format: 'png' });

    const widthOnly = await files.download(path, { transform: { width: 200 } });
    expect(await dimensions(widthOnly.data!)).toEqual({ width: 200, height: 150, format: 'png' });

    // Never enlarged.
    const larger = await files.download(path, { transform: { width: 800 } });
    expect(await dimensions(larger.data!)).toEqual({ width: 400, height: 300, format: 'png' });

    const response = await fetch(
      `${storageUrl}/render/image/authenticated/${docs}/${path}?width=50&quality=50&format=webp`,
      { headers: { Authorization: `Bearer ${alice.token}` } },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('x-transformations')).toBe(
      'width:50,resizing_type:fill,quality:50,format:webp',
    );
    // Without a format, a client that accepts WebP gets WebP (imgproxy's WebP detection).
    const detected = await fetch(
      `${storageUrl}/render/image/authenticated/${docs}/${path}?width=50`,
      {
        headers: { Authorization: `Bearer ${alice.token}`, Accept: 'image/webp,*/*' },
      },
    );
    expect(detected.headers.get('content-type')).toBe('image/webp');
  });

  it('signs transformed URLs and serves public transformed images; refuses what Storage refuses', async () => {
    const path = `${alice.id}/signed.png`;
    await alice.client.storage.from(docs).upload(path, await png(), { contentType: 'image/png' });
    const signed = await alice.client.storage
      .from(docs)
      .createSignedUrl(path, 60, { transform: { width: 40, height: 30, resize: 'contain' } });
    expect(signed.error).toBeNull();
    expect(signed.data!.signedUrl).toContain(
      `/storage/v1/render/image/sign/${docs}/${path}?token=`,
    );
    const image = await fetch(signed.data!.signedUrl);
    expect(image.status).toBe(200);
    expect(await dimensions(await image.blob())).toEqual({ width: 40, height: 30, format: 'png' });
    // The token names the object: another path with it is refused.
    const other = signed.data!.signedUrl.replace('/signed.png', '/other.png');
    expect((await fetch(other)).status).toBe(400);

    await service.storage.from(pics).upload('logo.png', await png(), { contentType: 'image/png' });
    const { data } = service.storage.from(pics).getPublicUrl('logo.png', {
      transform: { width: 80, height: 60 },
    });
    const publicImage = await fetch(data.publicUrl);
    expect(publicImage.status).toBe(200);
    expect(await dimensions(await publicImage.blob())).toEqual({
      width: 80,
      height: 60,
      format: 'png',
    });
    // A private bucket has no public transformed URL.
    const privateUrl = `${storageUrl}/render/image/public/${docs}/${path}?width=10`;
    expect(await (await fetch(privateUrl)).json()).toMatchObject({ statusCode: '404' });

    // Bob may not select alice's object: not found for him.
    const forBob = await bob.client.storage.from(docs).download(path, { transform: { width: 10 } });
    expect(forBob.error).toMatchObject({ statusCode: '404' });

    // Options outside Storage's schema, and a source that is no image.
    const badQuality = await fetch(
      `${storageUrl}/render/image/authenticated/${docs}/${path}?quality=10`,
      { headers: { Authorization: `Bearer ${alice.token}` } },
    );
    expect(badQuality.status).toBe(400);
    expect(await badQuality.json()).toMatchObject({ message: 'querystring/quality must be >= 20' });
    await alice.client.storage.from(docs).upload(`${alice.id}/notes.txt`, 'not an image');
    const notImage = await alice.client.storage
      .from(docs)
      .download(`${alice.id}/notes.txt`, { transform: { width: 10 } });
    expect(notImage.error).toMatchObject({ statusCode: '422' });
  });
});
