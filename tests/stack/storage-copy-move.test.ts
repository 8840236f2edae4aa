// Storage's copy and move (issue 27) through supabase-js and hand-made requests: the source is
// checked as a download (the caller must read it), the destination as an upload (the bucket
// exists, takes the object's size and type, and the caller's policies allow the new row). A buyer
// never copies, moves or signs data-room material: a copy in their own capacity-proofs folder,
// signed for a year, outlived the owner's revocation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceClient } from '../support/accounts';
import { createUser, type Identity } from '../db/support/identities';
import {
  grantAccess,
  headersOf,
  newListing,
  openDocument,
  PNG,
  uploadDocument,
} from '../db/support/data-room';
import {
  createOwnerFolderPolicies,
  dropOwnerFolderPolicies,
  objectRow,
  storageUrl,
  uniqueBucket,
} from './storage-support';

const service = serviceClient();
const docs = uniqueBucket('cm-docs'); // private, anything, owner-folder policies
const pics = uniqueBucket('cm-pics'); // private, PNG only, 1 KB, owner-folder policies
let alice: Identity;
let bob: Identity;

const png = (size: number) =>
  new Blob([PNG, Buffer.alloc(size - PNG.length, 1)], { type: 'image/png' });

/** POST /object/copy or /object/move by hand, as storage-js sends it. */
const post = (
  who: Identity,
  action: 'copy' | 'move',
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) =>
  fetch(`${storageUrl}/object/${action}`, {
    method: 'POST',
    headers: { ...headersOf(who), 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  [alice, bob] = await Promise.all([
    createUser('cm-alice', { status: 'verified' }),
    createUser('cm-bob', { status: 'verified' }),
  ]);
  await service.storage.createBucket(docs, { public: false });
  await service.storage.createBucket(pics, {
    public: false,
    fileSizeLimit: '1KB',
    allowedMimeTypes: ['image/png'],
  });
  await createOwnerFolderPolicies(docs);
  await createOwnerFolderPolicies(pics);
});

afterAll(async () => {
  for (const bucket of [docs, pics]) {
    await dropOwnerFolderPolicies(bucket);
    await service.storage.emptyBucket(bucket);
    await service.storage.deleteBucket(bucket);
  }
});

describe('the destination is checked as an upload', () => {
  it("refuses a copy or move into a bucket that does not take the object's type", async () => {
    const from = `${alice.id}/notes.html`;
    const storage = alice.client.storage.from(docs);
    expect(
      (await storage.upload(from, '<script>alert(1)</script>', { contentType: 'text/html' })).error,
    ).toBeNull();
    const to = `${alice.id}/notes.png`;

    const copied = await storage.copy(from, to, { destinationBucket: pics });
    expect(copied.error).toMatchObject({
      statusCode: '415',
      message: 'mime type text/html is not supported',
    });
    const moved = await storage.move(from, to, { destinationBucket: pics });
    expect(moved.error).toMatchObject({ statusCode: '415' });

    const byHand = await post(
      alice,
      'copy',
      { bucketId: docs, sourceKey: from, destinationBucket: pics, destinationKey: to },
      { 'x-upsert': 'true' },
    );
    expect(byHand.status).toBe(400);
    expect(await byHand.json()).toEqual({
      statusCode: '415',
      code: 'InvalidMimeType',
      error: 'invalid_mime_type',
      message: 'mime type text/html is not supported',
    });
    expect(await objectRow(pics, to)).toBeNull();
    expect(await objectRow(docs, from)).not.toBeNull();
  });

  it('refuses a copy or move into a bucket whose size limit the object exceeds', async () => {
    const from = `${alice.id}/large.png`;
    const storage = alice.client.storage.from(docs);
    expect((await storage.upload(from, png(2000), { contentType: 'image/png' })).error).toBeNull();
    const to = `${alice.id}/large.png`;

    const copied = await storage.copy(from, to, { destinationBucket: pics });
    expect(copied.error).toMatchObject({
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size',
    });
    const byHand = await post(alice, 'move', {
      bucketId: docs,
      sourceKey: from,
      destinationBucket: pics,
      destinationKey: to,
    });
    expect(byHand.status).toBe(400);
    expect(await byHand.json()).toMatchObject({ statusCode: '413', code: 'EntityTooLarge' });
    expect(await objectRow(pics, to)).toBeNull();
    expect(await objectRow(docs, from)).not.toBeNull();
  });

  it('refuses a copy or move into a folder the caller may not upload to', async () => {
    const from = `${alice.id}/small.png`;
    await alice.client.storage.from(docs).upload(from, png(100), { contentType: 'image/png' });
    for (const action of ['copy', 'move'] as const) {
      const response = await post(alice, action, {
        bucketId: docs,
        sourceKey: from,
        destinationBucket: pics,
        destinationKey: `${bob.id}/planted.png`,
      });
      expect(response.status, action).toBe(400);
      expect(await response.json(), action).toMatchObject({
        statusCode: '403',
        message: 'new row violates row-level security policy',
      });
    }
    expect(await objectRow(pics, `${bob.id}/planted.png`)).toBeNull();
  });

  it('copies and moves what fits, into the own folder of another bucket', async () => {
    const storage = alice.client.storage.from(docs);
    const from = `${alice.id}/logo.png`;
    await storage.upload(from, png(500), { contentType: 'image/png' });

    const copied = await storage.copy(from, `${alice.id}/logo-copy.png`, {
      destinationBucket: pics,
    });
    expect(copied).toEqual({ data: { path: `${pics}/${alice.id}/logo-copy.png` }, error: null });
    expect(await objectRow(pics, `${alice.id}/logo-copy.png`)).toMatchObject({
      owner: alice.id,
    });
    expect(
      (await alice.client.storage.from(pics).download(`${alice.id}/logo-copy.png`)).data?.size,
    ).toBe(500);

    const moved = await storage.move(from, `${alice.id}/logo-moved.png`, {
      destinationBucket: pics,
    });
    expect(moved).toEqual({ data: { message: 'Successfully moved' }, error: null });
    expect(await objectRow(docs, from)).toBeNull();
    const downloaded = await alice.client.storage.from(pics).download(`${alice.id}/logo-moved.png`);
    expect(Buffer.from(await downloaded.data!.arrayBuffer()).subarray(0, 8)).toEqual(
      Buffer.from(PNG.subarray(0, 8)),
    );
  });
});

describe('the source is checked as a download', () => {
  it('refuses to copy or move what the caller cannot read, into their own folder', async () => {
    const from = `${alice.id}/private.png`;
    await alice.client.storage.from(docs).upload(from, png(100), { contentType: 'image/png' });
    const storage = bob.client.storage.from(docs);
    expect((await storage.copy(from, `${bob.id}/taken.png`)).error).toMatchObject({
      statusCode: '404',
      message: 'Object not found',
    });
    for (const action of ['copy', 'move'] as const) {
      const response = await post(bob, action, {
        bucketId: docs,
        sourceKey: from,
        destinationBucket: pics,
        destinationKey: `${bob.id}/taken.png`,
      });
      expect(response.status, action).toBe(400);
      expect(await response.json(), action).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });
    }
    expect(await objectRow(docs, `${bob.id}/taken.png`)).toBeNull();
    expect(await objectRow(pics, `${bob.id}/taken.png`)).toBeNull();
    expect(await objectRow(docs, from)).not.toBeNull();
  });
});

describe('data-room material', () => {
  let owner: Identity;
  let buyer: Identity;
  let listingId: string;
  let dealId: string;
  let document: Awaited<ReturnType<typeof uploadDocument>>;

  beforeAll(async () => {
    [owner, buyer] = await Promise.all([
      createUser('cm-dr-owner', { role: 'company', status: 'verified' }),
      createUser('cm-dr-buyer', { role: 'investor', status: 'verified' }),
    ]);
    listingId = await newListing(owner, 'Copy attempt GmbH');
    dealId = await grantAccess(owner, buyer, listingId);
    document = await uploadDocument(owner, listingId, {
      name: 'Org chart.png',
      tier: 'access',
      type: 'image/png',
      bytes: PNG,
    });
  });

  afterAll(async () => {
    await service.from('listings').update({ status: 'closed' }).eq('id', listingId);
  });

  it('cannot be copied, moved or signed by a buyer, even right after a logged open', async () => {
    const proofs = buyer.client.storage.from('data-room');
    const copyName = `${buyer.id}/statement.png`;
    expect(await openDocument(buyer, document.documentId)).toBe(200);
    // The buyer reads the object (the open's minute) ...
    const read = await fetch(
      `${storageUrl}/object/authenticated/data-room/${document.objectName}`,
      {
        headers: headersOf(buyer),
      },
    );
    expect(read.status).toBe(200);
    await read.body?.cancel();

    // ... but neither copies it into a folder of their own (PNG fits capacity-proofs) ...
    const copied = await proofs.copy(document.objectName, copyName, {
      destinationBucket: 'capacity-proofs',
    });
    expect(copied.error).toMatchObject({ statusCode: '404', message: 'Object not found' });
    for (const [action, headers] of [
      ['copy', { 'x-upsert': 'true' }],
      ['copy', {}],
      ['move', {}],
    ] as const) {
      const response = await post(
        buyer,
        action,
        {
          bucketId: 'data-room',
          sourceKey: document.objectName,
          destinationBucket: 'capacity-proofs',
          destinationKey: copyName,
        },
        headers,
      );
      expect(response.status, action).toBe(400);
      expect(await response.json(), action).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });
    }
    expect(await objectRow('capacity-proofs', copyName)).toBeNull();

    // ... nor signs it for later, nor has a public URL of it.
    const signed = await proofs.createSignedUrl(document.objectName, 365 * 24 * 3600);
    expect(signed.error).toMatchObject({ statusCode: '404' });
    const signedMany = await proofs.createSignedUrls([document.objectName], 365 * 24 * 3600);
    expect(signedMany.data?.[0]?.signedUrl ?? null).toBeNull();
    const publicUrl = proofs.getPublicUrl(document.objectName).data.publicUrl;
    const publicAnswer = await fetch(publicUrl);
    expect(publicAnswer.status).toBe(400);
    expect(await publicAnswer.json()).toMatchObject({ code: 'NoSuchBucket' });

    // Revoked, the buyer keeps nothing: no copy to sign, no read of the original.
    // A revocation names its reason (issue 32).
    const revoked = await owner.client.rpc('move_deal', {
      p_deal_id: dealId,
      p_stage: 'revoked',
      p_reason_code: 'nda_breach',
    });
    expect(revoked.error).toBeNull();
    const afterwards = await buyer.client.storage
      .from('capacity-proofs')
      .createSignedUrl(copyName, 365 * 24 * 3600);
    expect(afterwards.data).toBeNull();
    const original = await fetch(
      `${storageUrl}/object/authenticated/data-room/${document.objectName}`,
      { headers: headersOf(buyer) },
    );
    expect(original.status).toBe(400);
    expect(await original.json()).toMatchObject({ code: 'NoSuchKey' });
  });

  it('is copied by its owner only as an upload into the destination would be', async () => {
    const proofs = owner.client.storage.from('data-room');
    const own = `${owner.id}/org-chart.png`;
    expect(
      await proofs.copy(document.objectName, own, { destinationBucket: 'capacity-proofs' }),
    ).toEqual({ data: { path: `capacity-proofs/${own}` }, error: null });
    expect(await objectRow('capacity-proofs', own)).toMatchObject({ owner: owner.id });

    const intoBuyer = await proofs.copy(document.objectName, `${buyer.id}/org-chart.png`, {
      destinationBucket: 'capacity-proofs',
    });
    expect(intoBuyer.error).toMatchObject({ statusCode: '403' });
    // Data-room names are made by the database: not even the owner moves an object.
    const moved = await proofs.move(document.objectName, `${owner.id}/moved.png`, {
      destinationBucket: 'capacity-proofs',
    });
    expect(moved.error).not.toBeNull();
    expect(await objectRow('data-room', document.objectName)).not.toBeNull();
    await owner.client.storage.from('capacity-proofs').remove([own]);
  });
});
