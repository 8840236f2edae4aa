// Storage through supabase-js (storage-js) as anon, two verified users and the service role:
// buckets, objects, listing, signed URLs, public URLs, limits, and refusals by RLS policies on
// storage.objects written as Supabase's docs write them; then a 200 MB file up and down through
// the gateway, intact, with neither the Storage service nor the gateway holding it in memory.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient } from '../support/accounts';
import { createUser, type Identity } from '../db/support/identities';
import { stackEnv } from '../support/env';
import {
  createOwnerFolderPolicies,
  dropOwnerFolderPolicies,
  objectRow,
  storageRoot,
  storageUrl,
  strayFiles,
  uniqueBucket,
} from './storage-support';

const service = serviceClient();
const anon = anonClient();
let alice: Identity;
let bob: Identity;
const docs = uniqueBucket('docs'); // private, owner-folder policies
const pics = uniqueBucket('pics'); // public, 1 KB limit, images only

const text = async (blob: Blob | null) => (blob ? await blob.text() : null);

beforeAll(async () => {
  [alice, bob] = await Promise.all([
    createUser('storage-alice', { status: 'verified' }),
    createUser('storage-bob', { status: 'verified' }),
  ]);
  expect(await service.storage.createBucket(docs, { public: false })).toEqual({
    data: { name: docs },
    error: null,
  });
  await service.storage.createBucket(pics, {
    public: true,
    fileSizeLimit: '1KB',
    allowedMimeTypes: ['image/png', 'image/jpeg'],
  });
  await createOwnerFolderPolicies(docs);
});

afterAll(async () => {
  await dropOwnerFolderPolicies(docs);
  for (const bucket of [docs, pics]) {
    await service.storage.emptyBucket(bucket);
    await service.storage.deleteBucket(bucket);
  }
});

describe('buckets', () => {
  it('creates, reads, lists, updates, empties and deletes a bucket as the service role', async () => {
    const id = uniqueBucket('tmp');
    expect((await service.storage.createBucket(id, { public: false })).error).toBeNull();
    const got = await service.storage.getBucket(id);
    expect(got.data).toMatchObject({
      id,
      name: id,
      public: false,
      file_size_limit: null,
      allowed_mime_types: null,
    });

    const updated = await service.storage.updateBucket(id, {
      public: true,
      fileSizeLimit: '2MB',
      allowedMimeTypes: ['text/plain'],
    });
    expect(updated).toEqual({ data: { message: 'Successfully updated' }, error: null });
    expect((await service.storage.getBucket(id)).data).toMatchObject({
      public: true,
      file_size_limit: 2_000_000,
      allowed_mime_types: ['text/plain'],
    });

    const listed = await service.storage.listBuckets({ search: id, limit: 5 });
    expect(listed.data?.map((bucket) => bucket.id)).toEqual([id]);

    await service.storage.from(id).upload('a.txt', 'a', { contentType: 'text/plain' });
    const notEmpty = await service.storage.deleteBucket(id);
    expect(notEmpty.error).toMatchObject({
      statusCode: '409',
      message: 'The bucket you tried to delete is not empty',
    });
    expect((await service.storage.emptyBucket(id)).error).toBeNull();
    expect((await service.storage.from(id).list()).data).toEqual([]);
    expect(await service.storage.deleteBucket(id)).toEqual({
      data: { message: 'Successfully deleted' },
      error: null,
    });
    const gone = await service.storage.getBucket(id);
    expect(gone.error).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
  });

  it('sorts and pages the bucket list', async () => {
    const ids = [uniqueBucket('sort-a'), uniqueBucket('sort-b'), uniqueBucket('sort-c')];
    for (const id of ids) await service.storage.createBucket(id, { public: false });
    try {
      const desc = await service.storage.listBuckets({
        search: 'sort-',
        sortColumn: 'name',
        sortOrder: 'desc',
      });
      const names = desc.data!.map((bucket) => bucket.name).filter((name) => ids.includes(name));
      expect(names).toEqual([...ids].sort().reverse());
      const page = await service.storage.listBuckets({
        search: 'sort-',
        sortColumn: 'name',
        sortOrder: 'asc',
        limit: 1,
        offset: 1,
      });
      expect(page.data).toHaveLength(1);
    } finally {
      for (const id of ids) await service.storage.deleteBucket(id);
    }
  });

  it('refuses duplicate and invalid bucket names, and limits above config.toml', async () => {
    const duplicate = await service.storage.createBucket(docs, { public: false });
    expect(duplicate.error).toMatchObject({
      status: 400,
      statusCode: '409',
      message: 'The resource already exists',
    });
    const invalid = await service.storage.createBucket('no/slashes', { public: false });
    expect(invalid.error).toMatchObject({ statusCode: '400', message: 'Bucket name invalid' });
    // supabase/config.toml [storage] file_size_limit is 256 MiB: a bucket may not allow more.
    const tooLarge = await service.storage.createBucket(uniqueBucket('big'), {
      public: false,
      fileSizeLimit: '1GB',
    });
    expect(tooLarge.error).toMatchObject({ statusCode: '413' });
  });

  it('lets neither anon nor users create, see or delete buckets without policies on storage.buckets', async () => {
    for (const who of [anon, alice.client]) {
      const created = await who.storage.createBucket(uniqueBucket('mine'), { public: true });
      expect(created.error).toMatchObject({
        statusCode: '403',
        message: 'new row violates row-level security policy',
      });
      expect((await who.storage.listBuckets()).data).toEqual([]);
      expect((await who.storage.getBucket(docs)).error).toMatchObject({ statusCode: '404' });
      expect((await who.storage.emptyBucket(docs)).error).toMatchObject({ statusCode: '404' });
    }
    const deleted = await alice.client.storage.deleteBucket(pics);
    expect(deleted.error).toMatchObject({ statusCode: '404' });
    expect((await service.storage.getBucket(pics)).data?.id).toBe(pics);
  });
});

describe('objects under owner-folder policies', () => {
  it('uploads into the own folder and refuses other folders, leaving no row behind', async () => {
    const own = `${alice.id}/report.txt`;
    const uploaded = await alice.client.storage.from(docs).upload(own, 'quarterly figures', {
      contentType: 'text/plain',
    });
    expect(uploaded.error).toBeNull();
    expect(uploaded.data).toMatchObject({ path: own, fullPath: `${docs}/${own}` });
    expect(await objectRow(docs, own)).toMatchObject({ owner: alice.id, owner_id: alice.id });

    const intoBob = `${bob.id}/planted.txt`;
    const refused = await alice.client.storage.from(docs).upload(intoBob, 'x');
    expect(refused.error).toMatchObject({
      status: 400,
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
    expect(await objectRow(docs, intoBob)).toBeNull();

    // A large multipart upload refused by the policies is answered at once, its bytes dropped.
    const bigRefused = await alice.client.storage
      .from(docs)
      .upload(`${bob.id}/big.bin`, new Blob([Buffer.alloc(5 * 1024 * 1024, 7)]));
    expect(bigRefused.error).toMatchObject({ statusCode: '403' });
    expect(await objectRow(docs, `${bob.id}/big.bin`)).toBeNull();

    const anonUpload = await anon.storage.from(docs).upload(`${alice.id}/anon.txt`, 'x');
    expect(anonUpload.error).toMatchObject({ statusCode: '403' });
    expect(await objectRow(docs, `${alice.id}/anon.txt`)).toBeNull();
  });

  it('refuses a second upload without upsert, replaces with upsert and update, never for others', async () => {
    const path = `${alice.id}/versioned.txt`;
    const bucket = alice.client.storage.from(docs);
    expect((await bucket.upload(path, 'v1')).error).toBeNull();
    const again = await bucket.upload(path, 'v2');
    expect(again.error).toMatchObject({
      statusCode: '409',
      message: 'The resource already exists',
    });
    expect(await text((await bucket.download(path)).data)).toBe('v1');

    expect((await bucket.upload(path, 'v2', { upsert: true })).error).toBeNull();
    expect(await text((await bucket.download(path)).data)).toBe('v2');
    expect((await bucket.update(path, new Blob(['v3'], { type: 'text/plain' }))).error).toBeNull();
    expect(await text((await bucket.download(path)).data)).toBe('v3');

    const before = await objectRow(docs, path);
    const bobUpsert = await bob.client.storage.from(docs).upload(path, 'bob', { upsert: true });
    expect(bobUpsert.error).toMatchObject({ statusCode: '403' });
    const bobUpdate = await bob.client.storage.from(docs).update(path, 'bob');
    expect(bobUpdate.error).toMatchObject({ statusCode: '403' });
    expect(await objectRow(docs, path)).toEqual(before);
    expect(await text((await bucket.download(path)).data)).toBe('v3');
  });

  it('downloads, describes and finds objects only for whom the policies allow', async () => {
    const path = `${alice.id}/private.txt`;
    await alice.client.storage.from(docs).upload(path, 'secret', {
      contentType: 'text/plain',
      cacheControl: '60',
      metadata: { purpose: 'test' },
    });
    const mine = await alice.client.storage.from(docs).download(path);
    expect(await text(mine.data)).toBe('secret');
    expect(mine.data?.type).toBe('text/plain');

    const info = await alice.client.storage.from(docs).info(path);
    expect(info.data).toMatchObject({
      name: path,
      bucketId: docs,
      size: 6,
      contentType: 'text/plain',
      cacheControl: 'max-age=60',
      metadata: { purpose: 'test' },
    });
    expect(await alice.client.storage.from(docs).exists(path)).toMatchObject({ data: true });

    const bobs = await bob.client.storage.from(docs).download(path);
    expect(bobs.data).toBeNull();
    expect(bobs.error).toMatchObject({ status: 400 });
    expect((await bob.client.storage.from(docs).info(path)).error).toMatchObject({
      statusCode: '404',
      message: 'Object not found',
    });
    expect((await bob.client.storage.from(docs).exists(path)).data).toBe(false);
    expect((await anon.storage.from(docs).download(path)).data).toBeNull();
    expect(await text((await service.storage.from(docs).download(path)).data)).toBe('secret');
  });

  it('lists with prefix, limit, offset, search and sort, as the policies allow', async () => {
    const folder = `${alice.id}/list`;
    for (const name of ['b.txt', 'a.txt', 'c.md', 'sub/deep.txt']) {
      await alice.client.storage.from(docs).upload(`${folder}/${name}`, name, { upsert: true });
      await new Promise((resolve) => setTimeout(resolve, 15));
    }
    const all = await alice.client.storage.from(docs).list(folder);
    expect(all.data?.map((entry) => entry.name)).toEqual(['sub', 'a.txt', 'b.txt', 'c.md']);
    const sub = all.data!.find((entry) => entry.name === 'sub')!;
    expect(sub.id).toBeNull();

    const paged = await alice.client.storage.from(docs).list(folder, { limit: 2, offset: 1 });
    expect(paged.data?.map((entry) => entry.name)).toEqual(['a.txt', 'b.txt']);
    const searched = await alice.client.storage.from(docs).list(folder, { search: 'b' });
    expect(searched.data?.map((entry) => entry.name)).toEqual(['b.txt']);
    const newestFirst = await alice.client.storage
      .from(docs)
      .list(folder, { sortBy: { column: 'created_at', order: 'desc' } });
    expect(newestFirst.data?.filter((entry) => entry.id).map((entry) => entry.name)).toEqual([
      'c.md',
      'a.txt',
      'b.txt',
    ]);
    const nested = await alice.client.storage.from(docs).list(`${folder}/sub`);
    expect(nested.data?.map((entry) => entry.name)).toEqual(['deep.txt']);

    expect((await bob.client.storage.from(docs).list(folder)).data).toEqual([]);
    expect((await anon.storage.from(docs).list(folder)).data).toEqual([]);
    expect((await service.storage.from(docs).list(folder)).data).toHaveLength(4);
  });

  it('moves and copies within the own folder only', async () => {
    const bucket = alice.client.storage.from(docs);
    const from = `${alice.id}/move-me.txt`;
    await bucket.upload(from, 'moving');
    expect(await bucket.move(from, `${alice.id}/moved/here.txt`)).toEqual({
      data: { message: 'Successfully moved' },
      error: null,
    });
    expect(await objectRow(docs, from)).toBeNull();
    expect(await text((await bucket.download(`${alice.id}/moved/here.txt`)).data)).toBe('moving');

    const outOfFolder = await bucket.move(`${alice.id}/moved/here.txt`, `${bob.id}/stolen.txt`);
    expect(outOfFolder.error).toMatchObject({ statusCode: '403' });
    expect(await objectRow(docs, `${bob.id}/stolen.txt`)).toBeNull();
    const bobMoves = await bob.client.storage
      .from(docs)
      .move(`${alice.id}/moved/here.txt`, `${bob.id}/stolen.txt`);
    expect(bobMoves.error).toMatchObject({ statusCode: '404' });

    const copied = await bucket.copy(`${alice.id}/moved/here.txt`, `${alice.id}/copy.txt`);
    expect(copied).toEqual({ data: { path: `${docs}/${alice.id}/copy.txt` }, error: null });
    expect(await text((await bucket.download(`${alice.id}/copy.txt`)).data)).toBe('moving');
    const copyOut = await bucket.copy(`${alice.id}/copy.txt`, `${bob.id}/copy.txt`);
    expect(copyOut.error).toMatchObject({ statusCode: '403' });
    const bobCopies = await bob.client.storage
      .from(docs)
      .copy(`${alice.id}/copy.txt`, `${bob.id}/copy.txt`);
    expect(bobCopies.error).toMatchObject({ statusCode: '404' });
    expect(await objectRow(docs, `${bob.id}/copy.txt`)).toBeNull();

    // Into another bucket: the destination's rules apply (pics takes images only).
    const toPics = await service.storage
      .from(docs)
      .copy(`${alice.id}/copy.txt`, 'copied.txt', { destinationBucket: uniqueBucket('nowhere') });
    expect(toPics.error).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
  });

  it('removes only what the policies allow', async () => {
    const path = `${alice.id}/remove-me.txt`;
    await alice.client.storage.from(docs).upload(path, 'bye');
    const bobRemoves = await bob.client.storage.from(docs).remove([path]);
    expect(bobRemoves).toEqual({ data: [], error: null });
    expect(await objectRow(docs, path)).not.toBeNull();

    const removed = await alice.client.storage.from(docs).remove([path, `${alice.id}/nothing`]);
    expect(removed.data?.map((entry) => entry.name)).toEqual([path]);
    expect(await objectRow(docs, path)).toBeNull();
    expect((await alice.client.storage.from(docs).download(path)).data).toBeNull();
  });
});

describe('signed URLs', () => {
  it('signs a download for a readable object; the URL works without a key until it expires', async () => {
    const path = `${alice.id}/signed.txt`;
    await alice.client.storage.from(docs).upload(path, 'signed bytes');
    const signed = await alice.client.storage.from(docs).createSignedUrl(path, 60);
    expect(signed.error).toBeNull();
    const response = await fetch(signed.data!.signedUrl);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('signed bytes');

    const asDownload = await alice.client.storage
      .from(docs)
      .createSignedUrl(path, 60, { download: 'figures.txt' });
    const attachment = await fetch(asDownload.data!.signedUrl);
    expect(attachment.headers.get('content-disposition')).toContain('attachment');

    const bobSigns = await bob.client.storage.from(docs).createSignedUrl(path, 60);
    expect(bobSigns.error).toMatchObject({ statusCode: '404' });

    const token = new URL(signed.data!.signedUrl).searchParams.get('token')!;
    const otherPath = await fetch(
      `${storageUrl}/object/sign/${docs}/${bob.id}/x.txt?token=${token}`,
    );
    expect(otherPath.status).toBe(400);
    expect(await otherPath.json()).toMatchObject({ statusCode: '400', error: 'InvalidSignature' });
    // A changed signature: its first character (the last one carries two spare bits, so swapping
    // it could leave the signature's bytes as they were).
    const [head, payload, signature] = token.split('.');
    const forged = `${head}.${payload}.${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    const tampered = await fetch(signed.data!.signedUrl.replace(token, forged));
    expect(await tampered.json()).toMatchObject({
      statusCode: '400',
      message: 'invalid signature',
    });
    // The same bytes spelled differently (a spare bit of the last character set): Storage compares
    // the signature as a string, so this is refused too.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(signature.at(-1)!);
    const respelled = `${head}.${payload}.${signature.slice(0, -1)}${alphabet[last ^ 1]}`;
    expect(Buffer.from(respelled.split('.')[2], 'base64url')).toEqual(
      Buffer.from(signature, 'base64url'),
    );
    const sameBytes = await fetch(signed.data!.signedUrl.replace(token, respelled));
    expect(sameBytes.status).toBe(400);
    expect(await sameBytes.json()).toMatchObject({ message: 'invalid signature' });
  });

  it('stops serving a signed URL after its expiry', async () => {
    const path = `${alice.id}/short-lived.txt`;
    await alice.client.storage.from(docs).upload(path, 'soon gone');
    const signed = await alice.client.storage.from(docs).createSignedUrl(path, 60);
    expect((await fetch(signed.data!.signedUrl)).status).toBe(200);
    // The same URL once its expiry passed (its token re-signed with iat and exp two minutes earlier,
    // as Storage signs it: no waiting, and no race with a slow first fetch).
    const token = new URL(signed.data!.signedUrl).searchParams.get('token')!;
    const claims = decodeJwt(token);
    const past = await new SignJWT({ ...claims, iat: claims.iat! - 120, exp: claims.exp! - 120 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(stackEnv.jwtSecret));
    const expired = await fetch(signed.data!.signedUrl.replace(token, past));
    expect(expired.status).toBe(400);
    expect(await expired.json()).toEqual({
      statusCode: '400',
      code: 'InvalidJWT',
      error: 'InvalidJWT',
      message: 'jwt expired',
    });
  });

  it('signs many paths at once, with an error for what the caller may not read', async () => {
    const path = `${alice.id}/many.txt`;
    await alice.client.storage.from(docs).upload(path, 'many');
    const result = await alice.client.storage
      .from(docs)
      .createSignedUrls([path, `${alice.id}/missing.txt`], 60);
    expect(result.data?.[0]).toMatchObject({ path, error: null });
    expect(result.data?.[1]).toMatchObject({
      path: `${alice.id}/missing.txt`,
      signedUrl: null,
      error: 'Either the object does not exist or you do not have access to it',
    });
    expect(await (await fetch(result.data![0].signedUrl!)).text()).toBe('many');
  });

  it('signs uploads only where the caller may write; the token uploads once for that path', async () => {
    const path = `${alice.id}/via-signed-upload.txt`;
    const signed = await alice.client.storage.from(docs).createSignedUploadUrl(path);
    expect(signed.error).toBeNull();
    const uploaded = await anon.storage
      .from(docs)
      .uploadToSignedUrl(path, signed.data!.token, 'uploaded by link', {
        contentType: 'text/plain',
      });
    expect(uploaded.error).toBeNull();
    expect(await objectRow(docs, path)).toMatchObject({ owner: alice.id });
    expect(await text((await alice.client.storage.from(docs).download(path)).data)).toBe(
      'uploaded by link',
    );
    const twice = await anon.storage
      .from(docs)
      .uploadToSignedUrl(path, signed.data!.token, 'again');
    expect(twice.error).toMatchObject({ statusCode: '409' });

    const elsewhere = await anon.storage
      .from(docs)
      .uploadToSignedUrl(`${alice.id}/other.txt`, signed.data!.token, 'x');
    expect(elsewhere.error).toMatchObject({ statusCode: '400' });
    expect(await objectRow(docs, `${alice.id}/other.txt`)).toBeNull();

    // A token past its expiry (signed with the project's secret, as the service would) is refused.
    const expiredToken = await new SignJWT({
      url: `${docs}/${alice.id}/late.txt`,
      owner: alice.id,
      upsert: false,
      scope: 'upload',
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7300)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 100)
      .sign(new TextEncoder().encode(stackEnv.jwtSecret));
    const late = await anon.storage
      .from(docs)
      .uploadToSignedUrl(`${alice.id}/late.txt`, expiredToken, 'too late');
    expect(late.error).toMatchObject({ statusCode: '400', message: 'jwt expired' });
    expect(await objectRow(docs, `${alice.id}/late.txt`)).toBeNull();

    const bobSigns = await bob.client.storage.from(docs).createSignedUploadUrl(`${alice.id}/b.txt`);
    expect(bobSigns.error).toMatchObject({ statusCode: '403' });
  });
});

describe('public buckets, limits and content types', () => {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );

  it('serves images of a public bucket at their public URL, byte for byte, without a key', async () => {
    const uploaded = await service.storage
      .from(pics)
      .upload('logo.png', new Blob([png], { type: 'image/png' }));
    expect(uploaded.error).toBeNull();
    const { publicUrl } = service.storage.from(pics).getPublicUrl('logo.png').data;
    expect(publicUrl).toBe(`${storageUrl}/object/public/${pics}/logo.png`);
    const response = await fetch(publicUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await response.arrayBuffer()).equals(png)).toBe(true);
    const downloaded = await anon.storage.from(pics).download('logo.png');
    expect(Buffer.from(await downloaded.data!.arrayBuffer()).equals(png)).toBe(true);

    const head = await fetch(publicUrl, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(png.length));

    const ranged = await fetch(publicUrl, { headers: { Range: 'bytes=0-7' } });
    expect(ranged.status).toBe(206);
    expect(Buffer.from(await ranged.arrayBuffer()).equals(png.subarray(0, 8))).toBe(true);
  });

  it('has no public URL for objects of a private bucket', async () => {
    const path = `${alice.id}/not-public.txt`;
    await alice.client.storage.from(docs).upload(path, 'private');
    const response = await fetch(alice.client.storage.from(docs).getPublicUrl(path).data.publicUrl);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: '404',
      code: 'NoSuchBucket',
      error: 'Bucket not found',
      message: 'Bucket not found',
    });
  });

  it("enforces the bucket's file_size_limit and allowed_mime_types, leaving nothing behind", async () => {
    const tooBig = await service.storage
      .from(pics)
      .upload('big.png', new Blob([Buffer.alloc(1001)], { type: 'image/png' }));
    expect(tooBig.error).toMatchObject({
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size',
    });
    const tooBigRaw = await service.storage
      .from(pics)
      .upload('big-raw.png', Buffer.alloc(1001), { contentType: 'image/png' });
    expect(tooBigRaw.error).toMatchObject({ statusCode: '413' });
    const wrongType = await service.storage
      .from(pics)
      .upload('notes.txt', 'plain text', { contentType: 'text/plain' });
    expect(wrongType.error).toMatchObject({
      statusCode: '415',
      message: 'mime type text/plain is not supported',
    });
    for (const name of ['big.png', 'big-raw.png', 'notes.txt'])
      expect(await objectRow(pics, name)).toBeNull();
    await expect.poll(strayFiles, { timeout: 30_000 }).toEqual([]);
  });
});

describe('the wire', () => {
  it('answers errors as Supabase Storage: HTTP 400, statusCode / error / message in the body', async () => {
    const noBucket = await fetch(`${storageUrl}/bucket/${uniqueBucket('none')}`, {
      headers: {
        apikey: stackEnv.serviceRoleKey,
        Authorization: `Bearer ${stackEnv.serviceRoleKey}`,
      },
    });
    expect(noBucket.status).toBe(400);
    expect(await noBucket.json()).toEqual({
      statusCode: '404',
      code: 'NoSuchBucket',
      error: 'Bucket not found',
      message: 'Bucket not found',
    });
    const badToken = await fetch(`${storageUrl}/bucket`, {
      headers: { apikey: stackEnv.anonKey, Authorization: 'Bearer not-a-jwt' },
    });
    expect(badToken.status).toBe(400);
    expect(await badToken.json()).toMatchObject({
      statusCode: '403',
      error: 'Unauthorized',
      message: 'jwt malformed',
    });
  });

  it('refuses authenticated routes without a token, and answers the browser with CORS headers', async () => {
    // As Storage: most routes verify the missing token as an empty one (jose's message), the
    // routes whose schema requires the header (authenticated download, info) say so.
    const noToken = await fetch(`${storageUrl}/object/list/${docs}`, { method: 'POST' });
    expect(noToken.status).toBe(400);
    expect(await noToken.json()).toMatchObject({
      statusCode: '403',
      error: 'Unauthorized',
      message: 'Invalid Compact JWS',
    });
    const noTokenDownload = await fetch(`${storageUrl}/object/authenticated/${docs}/x.txt`);
    expect(noTokenDownload.status).toBe(400);
    expect(await noTokenDownload.json()).toMatchObject({
      statusCode: '400',
      message: "headers must have required property 'authorization'",
    });

    const origin = 'http://localhost:5173';
    const preflight = await fetch(`${storageUrl}/object/${docs}/${alice.id}/x.txt`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'apikey, authorization, x-upsert, content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-upsert');

    const listed = await fetch(`${storageUrl}/object/list/${docs}`, {
      method: 'POST',
      headers: {
        Origin: origin,
        apikey: stackEnv.anonKey,
        Authorization: `Bearer ${alice.token}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ prefix: alice.id }),
    });
    expect(listed.status).toBe(200);
    expect(listed.headers.get('access-control-allow-origin')).toBe(origin);
  });

  it('keeps neither row nor file of an upload cut off half-way', async () => {
    const name = `${alice.id}/aborted.bin`;
    const url = new URL(`${storageUrl}/object/${docs}/${name}`);
    await new Promise<void>((resolve) => {
      const req = request(url, {
        method: 'POST',
        headers: {
          apikey: stackEnv.anonKey,
          Authorization: `Bearer ${alice.token}`,
          'Content-Type': 'application/octet-stream',
          'Content-Length': String(8 * 1024 * 1024),
        },
      });
      req.on('error', () => resolve());
      req.on('close', () => resolve());
      req.write(Buffer.alloc(1024 * 1024, 1));
      setTimeout(() => req.destroy(), 300);
    });
    // The service notices the closed socket and cleans up: nothing of the upload stays.
    await expect
      .poll(async () => ({ row: await objectRow(docs, name), stray: await strayFiles() }), {
        timeout: 30_000,
      })
      .toEqual({ row: null, stray: [] });
  });
});

const SIZE = 200 * 1024 * 1024;
const CHUNK = 1024 * 1024;
const streamBucket = uniqueBucket('stream');

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

// In this file rather than its own: the tests above count files on disk, which a concurrent
// 200 MB upload would change.
describe('streaming', () => {
  beforeAll(async () => {
    await service.storage.createBucket(streamBucket, { public: false });
  });

  afterAll(async () => {
    await service.storage.emptyBucket(streamBucket);
    await service.storage.deleteBucket(streamBucket);
  });

  it('streams a 200 MB upload and download with flat memory in Storage and the gateway', async () => {
    const sentHash = createHash('md5');
    const up = await peakRss(['storage', 'gateway'], () =>
      service.storage.from(streamBucket).upload('big.bin', generated(sentHash), {
        contentType: 'application/octet-stream',
      }),
    );
    expect(up.result.error).toBeNull();
    const info = await service.storage.from(streamBucket).info('big.bin');
    expect(info.data?.size).toBe(SIZE);

    const down = await peakRss(['storage', 'gateway'], async () => {
      const response = await fetch(`${storageUrl}/object/${streamBucket}/big.bin`, {
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
});
