// The data room through the HTTP API (issue 17): documents by tier, decided by one rule
// (private.data_room_tier_readable() on the details' rule); Storage's policies, the RPCs and the
// data-room function all follow it. Hand-made requests: reading above one's tier, after
// revocation, signing one's own long-lived URL, reusing an expired signed URL, uploading into
// another's data room, names with `..` or a leading `/`, content not of its declared type. PDFs
// reach buyers only stamped with their name; every open is logged for the owner.
import { request as httpRequest } from 'node:http';
import { randomUUID } from 'node:crypto';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/lib/database.types';
import { serviceClient } from '../support/accounts';
import { withDb } from '../support/db';
import { stackEnv } from '../support/env';
import { makePdf, pdfPageTexts } from '../support/pdf';
import { formatDate } from '../../src/lib/format';
import { createUser, giveBillingInfo, type Identity } from './support/identities';

type Tier = Database['public']['Enums']['data_room_tier'];

const service = serviceClient();
const storage = `${stackEnv.url}/storage/v1`;
const functionUrl = `${stackEnv.url}/functions/v1/data-room`;

const listingInput = {
  p_type: 'sell' as const,
  p_industry: 'Technology' as const,
  p_revenue: '1M-2M' as const,
  p_employees: '11-50' as const,
  p_location: 'Germany' as const,
  p_description: 'Vertrauliche Beschreibung',
  p_anonymized_description: 'Software company for tax advisors',
  p_full_details: 'Secret numbers',
};

let seller: Identity;
let otherSeller: Identity;
let visitor: Identity; // verified, no deal
let ndaBuyer: Identity; // NDA signed
let accessBuyer: Identity; // access granted
let pendingUser: Identity; // not verified
let listingId: string;
let otherListingId: string;
let accessDealId: string;

const headersOf = (who: Identity) => ({
  apikey: stackEnv.anonKey,
  Authorization: `Bearer ${who.token}`,
});

async function newListing(owner: Identity, title: string): Promise<string> {
  const { data, error } = await owner.client.rpc('create_listing', {
    ...listingInput,
    p_title: title,
  });
  expect(error).toBeNull();
  return data as string;
}

async function dealOf(who: Identity, listing: string): Promise<string> {
  const { data } = await service
    .from('deals')
    .select('id')
    .eq('listing_id', listing)
    .eq('buyer_id', who.id!)
    .single();
  return data!.id;
}

async function signNda(who: Identity, listing: string) {
  const { error } = await who.client
    .from('nda_signatures')
    .insert({ listing_id: listing, signer_name: who.name });
  expect(error).toBeNull();
  return dealOf(who, listing);
}

// A decline or a revocation says why (issue 32).
const move = (who: Identity, dealId: string, stage: Database['public']['Enums']['deal_stage']) =>
  who.client.rpc('move_deal', {
    p_deal_id: dealId,
    p_stage: stage,
    ...(stage === 'declined' || stage === 'revoked' ? { p_reason_code: 'other' } : {}),
  });

/** Storage upload by hand: the raw body with its declared type, as storage-js sends a Blob. */
const putObject = (who: Identity, name: string, body: Uint8Array | string, type: string) =>
  fetch(`${storage}/object/data-room/${name}`, {
    method: 'POST',
    headers: { ...headersOf(who), 'Content-Type': type },
    body: body as BodyInit,
  });

const callFunction = (who: Identity | null, body: Record<string, unknown>) =>
  fetch(functionUrl, {
    method: 'POST',
    headers: {
      apikey: stackEnv.anonKey,
      Authorization: `Bearer ${who?.token ?? stackEnv.anonKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  });

type Uploaded = { documentId: string; versionId: string; objectName: string };

/** The owner's upload as the app makes it: begin (RPC), bytes to Storage, complete (function). */
async function upload(
  who: Identity,
  listing: string,
  options: {
    name: string;
    tier: Tier;
    type: string;
    bytes: Uint8Array | string;
    documentId?: string;
    folderId?: string;
  },
): Promise<Uploaded & { complete: Response }> {
  const size =
    typeof options.bytes === 'string' ? Buffer.byteLength(options.bytes) : options.bytes.length;
  const { data, error } = await who.client.rpc('begin_data_room_upload', {
    p_listing_id: listing,
    p_file_name: options.name,
    p_mime_type: options.type,
    p_size_bytes: size,
    p_tier: options.tier,
    p_folder_id: options.folderId,
    p_document_id: options.documentId,
  });
  expect(error).toBeNull();
  const row = data![0];
  const put = await putObject(who, row.object_name, options.bytes, options.type);
  expect(put.status).toBe(200);
  const complete = await callFunction(who, { action: 'complete', version_id: row.version_id });
  return {
    documentId: row.document_id,
    versionId: row.version_id,
    objectName: row.object_name,
    complete,
  };
}

async function uploadOk(...args: Parameters<typeof upload>): Promise<Uploaded> {
  const result = await upload(...args);
  expect(result.complete.status).toBe(200);
  return result;
}

const tierOf = async (who: Identity, listing = listingId) => {
  const { data, error } = await who.client.rpc('data_room', { p_listing_id: listing });
  return {
    room: data as {
      tier: Tier;
      documents: { id: string; name: string; version_no: number; versions: number | null }[];
      locked: Record<string, number>;
    } | null,
    error,
  };
};

const openDocument = (who: Identity | null, documentId: string) =>
  callFunction(who, { action: 'open', document_id: documentId });

/** GET of the object straight from Storage with the caller's token (no function in between). */
const getObject = (who: Identity, name: string) =>
  fetch(`${storage}/object/authenticated/data-room/${name}`, { headers: headersOf(who) });

/** A request whose path reaches the server as written (fetch would resolve `..`). */
function rawPost(
  path: string,
  who: Identity,
  body: string,
  type: string,
): Promise<{ status: number; body: string }> {
  const url = new URL(stackEnv.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path,
        headers: {
          ...headersOf(who),
          'Content-Type': type,
          'Content-Length': Buffer.byteLength(body),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const objectCount = (prefix: string) =>
  withDb(async (db) => {
    const { rows } = await db.query<{ n: string }>(
      `select count(*) as n from storage.objects where bucket_id = 'data-room' and name like $1`,
      [`${prefix}%`],
    );
    return Number(rows[0].n);
  });

const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82,
]);
const CSV = 'year;revenue;ebitda\n2024;1200000;210000\n2025;1350000;260000\n';

let teaserPdf: Uploaded;
let ndaCsv: Uploaded;
let accessPdf: Uploaded;
let accessPng: Uploaded;
let financialsPdfBytes: Uint8Array;

beforeAll(async () => {
  [seller, otherSeller, visitor, ndaBuyer, accessBuyer, pendingUser] = await Promise.all([
    createUser('dr-seller', { role: 'company', status: 'verified' }),
    createUser('dr-other-seller', { role: 'company', status: 'verified' }),
    createUser('dr-visitor', { role: 'investor', status: 'verified' }),
    createUser('dr-nda', { role: 'investor', status: 'verified' }),
    createUser('dr-access', { role: 'investor', status: 'verified' }),
    createUser('dr-pending', { role: 'investor', status: 'pending' }),
  ]);
  await giveBillingInfo(accessBuyer);
  listingId = await newListing(seller, 'Data room Steuer GmbH');
  otherListingId = await newListing(otherSeller, 'Other data room AG');
  await signNda(ndaBuyer, listingId);
  accessDealId = await signNda(accessBuyer, listingId);
  expect((await move(accessBuyer, accessDealId, 'access_requested')).error).toBeNull();
  expect((await move(seller, accessDealId, 'access_granted')).error).toBeNull();

  financialsPdfBytes = await makePdf(3, 'Financials 2025');
  [teaserPdf, ndaCsv, accessPdf, accessPng] = await Promise.all([
    uploadOk(seller, listingId, {
      name: 'Teaser.pdf',
      tier: 'teaser',
      type: 'application/pdf',
      bytes: await makePdf(1, 'Teaser'),
    }),
    uploadOk(seller, listingId, { name: 'KPIs.csv', tier: 'nda', type: 'text/csv', bytes: CSV }),
    uploadOk(seller, listingId, {
      name: 'Financials.pdf',
      tier: 'access',
      type: 'application/pdf',
      bytes: financialsPdfBytes,
    }),
    uploadOk(seller, listingId, {
      name: 'Org chart.png',
      tier: 'access',
      type: 'image/png',
      bytes: PNG,
    }),
  ]);
});

afterAll(async () => {
  await service.from('listings').update({ status: 'closed' }).in('id', [listingId, otherListingId]);
});

describe('reading by tier', () => {
  it('gives each reader the documents of their tier and counts of the rest', async () => {
    const names = async (who: Identity) =>
      (await tierOf(who)).room?.documents.map((d) => d.name).sort();
    expect(await names(visitor)).toEqual(['Teaser.pdf']);
    expect((await tierOf(visitor)).room?.locked).toEqual({ nda: 1, access: 2 });
    expect(await names(ndaBuyer)).toEqual(['KPIs.csv', 'Teaser.pdf']);
    expect(await names(accessBuyer)).toEqual([
      'Financials.pdf',
      'KPIs.csv',
      'Org chart.png',
      'Teaser.pdf',
    ]);
    expect(await names(seller)).toHaveLength(4);
    const { error } = await tierOf(pendingUser);
    expect(error?.message).toBe('Company not found');
    // The table itself follows the same rule (a hand-made select).
    const { data } = await visitor.client
      .from('data_room_documents')
      .select('name')
      .eq('listing_id', listingId);
    expect(data?.map((d) => d.name)).toEqual(['Teaser.pdf']);
    const versions = await accessBuyer.client
      .from('data_room_versions')
      .select('object_name')
      .eq('listing_id', listingId);
    expect(versions.data).toEqual([]);
  });

  it('refuses to open a document above the caller’s tier, and to strangers and the unverified', async () => {
    for (const [who, doc] of [
      [visitor, ndaCsv],
      [visitor, accessPdf],
      [ndaBuyer, accessPdf],
      [ndaBuyer, accessPng],
      [pendingUser, teaserPdf],
    ] as const) {
      const response = await openDocument(who, doc.documentId);
      expect(response.status, `${who.name} → ${doc.objectName}`).toBe(404);
      await response.body?.cancel();
    }
    const anonymous = await openDocument(null, teaserPdf.documentId);
    expect(anonymous.status).toBe(401);
    await anonymous.body?.cancel();
  });

  it('refuses the same through Storage itself: no original PDF, nothing above the tier', async () => {
    // Even right after a logged open, a buyer never reads a PDF's original.
    expect((await openDocument(visitor, teaserPdf.documentId)).status).toBe(200);
    for (const [who, doc] of [
      [visitor, teaserPdf],
      [visitor, ndaCsv],
      [ndaBuyer, accessPng],
      [accessBuyer, accessPdf],
      [otherSeller, accessPng],
    ] as const) {
      const response = await getObject(who, doc.objectName);
      expect(response.status, `${who.name} → ${doc.objectName}`).toBe(400);
      expect(((await response.json()) as { error: string }).error).toBe('not_found');
    }
    const owner = await getObject(seller, accessPdf.objectName);
    expect(owner.status).toBe(200);
    expect(Buffer.from(await owner.arrayBuffer()).equals(Buffer.from(financialsPdfBytes))).toBe(
      true,
    );
  });
});

describe('delivery', () => {
  it('stamps every page of a PDF with the reader’s name, email and date, in the reader’s language', async () => {
    // The day in Berlin as the app writes it ("27 Nov 2026" / "27.11.2026"), before and after
    // the call (a call across midnight may stamp either).
    const berlinDay = (language: 'en' | 'de') => {
      const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' })
        .format(new Date())
        .split('-');
      return formatDate(`${year}-${month}-${day}`, language);
    };
    const stamped = async (language: 'en' | 'de') => {
      const before = berlinDay(language);
      const response = await openDocument(accessBuyer, accessPdf.documentId);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(Buffer.from(bytes).equals(Buffer.from(financialsPdfBytes))).toBe(false);
      return { pages: await pdfPageTexts(bytes), days: [before, berlinDay(language)] };
    };

    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const stampLine = (word: string, days: string[]) =>
      new RegExp(
        `${word} - Test dr-access <${escape(accessBuyer.email!)}> - (${days.map(escape).join('|')})`,
      );

    const english = await stamped('en');
    expect(english.pages).toHaveLength(3);
    for (const [i, text] of english.pages.entries()) {
      expect(text).toContain(`Financials 2025 - page ${i + 1}`);
      expect(text).toMatch(stampLine('Confidential', english.days));
    }

    // A German reader (the language toggle keeps profiles.language) reads a German stamp.
    expect(
      (await accessBuyer.client.rpc('set_my_language', { p_language: 'de' })).error,
    ).toBeNull();
    try {
      const german = await stamped('de');
      expect(german.pages).toHaveLength(3);
      for (const text of german.pages) {
        expect(text).toMatch(stampLine('Vertraulich', german.days));
        expect(text).not.toContain('Confidential');
      }
    } finally {
      await accessBuyer.client.rpc('set_my_language', { p_language: 'en' });
    }
  });

  it('hands out other files as signed URLs of at most 60 seconds, which nobody can make themselves', async () => {
    const response = await openDocument(ndaBuyer, ndaCsv.documentId);
    expect(response.status).toBe(200);
    const { signed_url } = (await response.json()) as { signed_url: string };
    const token = new URL(signed_url).searchParams.get('token')!;
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as {
      exp: number;
      iat: number;
    };
    expect(claims.exp - claims.iat).toBeLessThanOrEqual(60);
    const file = await fetch(signed_url);
    expect(file.status).toBe(200);
    expect(await file.text()).toBe(CSV);
    // A buyer signing their own (longer) URL is refused, even right after a logged open.
    const own = await fetch(`${storage}/object/sign/data-room/${ndaCsv.objectName}`, {
      method: 'POST',
      headers: { ...headersOf(ndaBuyer), 'Content-Type': 'application/json' },
      body: JSON.stringify({ expiresIn: 3600 }),
    });
    expect(own.status).toBe(400);
    const many = await fetch(`${storage}/object/sign/data-room`, {
      method: 'POST',
      headers: { ...headersOf(ndaBuyer), 'Content-Type': 'application/json' },
      body: JSON.stringify({ expiresIn: 3600, paths: [ndaCsv.objectName] }),
    });
    expect(((await many.json()) as { signedURL: string | null }[])[0].signedURL).toBeNull();
  });

  it('does not honour a signed URL once it expired', async () => {
    // The owner may sign (buyers may not). The same URL once its expiry passed: its token
    // re-signed with iat and exp two minutes earlier, as Storage signs it (no waiting).
    const signed = await fetch(`${storage}/object/sign/data-room/${accessPng.objectName}`, {
      method: 'POST',
      headers: { ...headersOf(seller), 'Content-Type': 'application/json' },
      body: JSON.stringify({ expiresIn: 60 }),
    });
    const { signedURL } = (await signed.json()) as { signedURL: string };
    expect((await fetch(`${storage}${signedURL}`)).status).toBe(200);
    const token = new URL(signedURL, storage).searchParams.get('token')!;
    const claims = decodeJwt(token);
    const past = await new SignJWT({ ...claims, iat: claims.iat! - 120, exp: claims.exp! - 120 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(stackEnv.jwtSecret));
    const late = await fetch(`${storage}${signedURL.replace(token, past)}`);
    expect(late.status).toBe(400);
    expect(((await late.json()) as { message: string }).message).toBe('jwt expired');
  });

  it('reads through Storage only within a minute of a logged open', async () => {
    // The last open more than a minute ago: refused.
    await withDb((db) =>
      db.query(
        `update public.data_room_reads set read_at = read_at - interval '2 minutes' where reader_id = $1`,
        [ndaBuyer.id],
      ),
    );
    expect((await getObject(ndaBuyer, ndaCsv.objectName)).status).toBe(400);
    (await openDocument(ndaBuyer, ndaCsv.documentId)).body?.cancel();
    const direct = await getObject(ndaBuyer, ndaCsv.objectName);
    expect(direct.status).toBe(200);
    expect(await direct.text()).toBe(CSV);
  });
});

describe('revocation', () => {
  it('takes every document above the teaser away at once', async () => {
    const buyer = await createUser('dr-revoked', { role: 'investor', status: 'verified' });
    await giveBillingInfo(buyer);
    const dealId = await signNda(buyer, listingId);
    expect((await move(buyer, dealId, 'access_requested')).error).toBeNull();
    expect((await move(seller, dealId, 'access_granted')).error).toBeNull();
    expect((await openDocument(buyer, accessPng.documentId)).status).toBe(200);
    expect((await getObject(buyer, accessPng.objectName)).status).toBe(200);

    expect((await move(seller, dealId, 'revoked')).error).toBeNull();
    expect((await getObject(buyer, accessPng.objectName)).status).toBe(400);
    for (const doc of [accessPdf, accessPng, ndaCsv]) {
      const response = await openDocument(buyer, doc.documentId);
      expect(response.status).toBe(404);
      await response.body?.cancel();
    }
    expect((await tierOf(buyer)).room?.tier).toBe('teaser');
  });
});

describe('uploads', () => {
  it('cannot go into another owner’s data room', async () => {
    const begin = await otherSeller.client.rpc('begin_data_room_upload', {
      p_listing_id: listingId,
      p_file_name: 'Mine.pdf',
      p_mime_type: 'application/pdf',
      p_size_bytes: 100,
    });
    expect(begin.error?.code).toBe('42501');
    // A name of their listing's folder (any uuids) without a prepared version: refused.
    const guessed = await putObject(
      otherSeller,
      `${listingId}/${randomUUID()}/${randomUUID()}`,
      '%PDF-1.7',
      'application/pdf',
    );
    expect(await guessed.json()).toMatchObject({ statusCode: '403' });
    // The name the owner prepared, used by someone else: refused.
    const { data } = await seller.client.rpc('begin_data_room_upload', {
      p_listing_id: listingId,
      p_file_name: 'Prepared.pdf',
      p_mime_type: 'application/pdf',
      p_size_bytes: 100,
      p_tier: 'teaser',
    });
    const stolen = await putObject(
      otherSeller,
      data![0].object_name,
      '%PDF-1.7',
      'application/pdf',
    );
    expect(await stolen.json()).toMatchObject({ statusCode: '403' });
    // Nor can a stranger complete it, nor anyone call the service's RPCs.
    const complete = await callFunction(otherSeller, {
      action: 'complete',
      version_id: data![0].version_id,
    });
    expect(complete.status).toBe(404);
    const direct = await seller.client.rpc('complete_data_room_upload', {
      p_version_id: data![0].version_id,
      p_size_bytes: 1,
      p_object_version: randomUUID(),
    });
    expect(direct.error?.code).toBe('42501');
    expect(await objectCount(`${listingId}/${data![0].document_id}`)).toBe(0);
  });

  it('refuses names that leave the folder: `..` and absolute paths, even from the owner', async () => {
    const { data } = await seller.client.rpc('begin_data_room_upload', {
      p_listing_id: listingId,
      p_file_name: 'Escape.pdf',
      p_mime_type: 'application/pdf',
      p_size_bytes: 8,
      p_tier: 'teaser',
    });
    const prepared = data![0].object_name;
    const attempts = [
      `/storage/v1/object/data-room/${prepared}/../../../${otherListingId}/${randomUUID()}/${randomUUID()}`,
      `/storage/v1/object/data-room/${listingId}/../${otherListingId}/${randomUUID()}/${randomUUID()}`,
      `/storage/v1/object/data-room//${prepared}`,
      `/storage/v1/object/data-room/%2F${prepared}`,
      `/storage/v1/object/data-room/${prepared}/..`,
      `/storage/v1/object/data-room/${prepared}/x`,
    ];
    for (const path of attempts) {
      const { status, body } = await rawPost(path, seller, '%PDF-1.7', 'application/pdf');
      expect(status, path).toBe(400);
      expect(['403', '400'], `${path}: ${body}`).toContain(
        (JSON.parse(body) as { statusCode: string }).statusCode,
      );
    }
    expect(await objectCount(listingId + '/..')).toBe(0);
    expect(await objectCount('/')).toBe(0);
    expect(await objectCount(otherListingId)).toBe(0);
    // The database refuses such names whatever the service does.
    await withDb(async (db) => {
      const { rows } = await db.query<{ ok: boolean }>(
        `select private.data_room_object_name_valid($1) as ok`,
        [`${listingId}/../${otherListingId}/${randomUUID()}`],
      );
      expect(rows[0].ok).toBe(false);
    });
  });

  it('refuses a file whose content is not of its declared type, and keeps nothing of it', async () => {
    const fake = await upload(seller, listingId, {
      name: 'Not really.pdf',
      tier: 'teaser',
      type: 'application/pdf',
      bytes: 'MZ this is an executable, not a PDF',
    });
    expect(fake.complete.status).toBe(422);
    expect(((await fake.complete.json()) as { error: string }).error).toBe(
      'The file’s content does not match its type',
    );
    expect(await objectCount(`${listingId}/${fake.documentId}`)).toBe(0);
    const { data } = await service
      .from('data_room_documents')
      .select('id')
      .eq('id', fake.documentId);
    expect(data).toEqual([]);

    const png = await upload(seller, listingId, {
      name: 'photo.jpg',
      tier: 'teaser',
      type: 'image/jpeg',
      bytes: PNG,
    });
    expect(png.complete.status).toBe(422);
    // A type the bucket does not take at all is refused by Storage.
    const { data: begun } = await seller.client.rpc('begin_data_room_upload', {
      p_listing_id: listingId,
      p_file_name: 'script.pdf',
      p_mime_type: 'application/pdf',
      p_size_bytes: 10,
    });
    const html = await putObject(seller, begun![0].object_name, '<script>', 'text/html');
    expect(await html.json()).toMatchObject({ statusCode: '415', error: 'invalid_mime_type' });
    // Types outside the list cannot even be begun.
    const exe = await seller.client.rpc('begin_data_room_upload', {
      p_listing_id: listingId,
      p_file_name: 'tool.exe',
      p_mime_type: 'application/x-msdownload',
      p_size_bytes: 10,
    });
    expect(exe.error?.code).toBe('23514');
    const huge = await seller.client.rpc('begin_data_room_upload', {
      p_listing_id: listingId,
      p_file_name: 'huge.pdf',
      p_mime_type: 'application/pdf',
      p_size_bytes: 26 * 1024 * 1024,
    });
    expect(huge.error?.code).toBe('23514');
  });

  it('replaces a document keeping its versions; buyers get the new one', async () => {
    const next = await uploadOk(seller, listingId, {
      name: 'KPIs v2.csv',
      tier: 'nda',
      type: 'text/csv',
      bytes: `${CSV}2026;1500000;300000\n`,
      documentId: ndaCsv.documentId,
    });
    const own = (await tierOf(seller)).room!.documents.find((d) => d.id === ndaCsv.documentId)!;
    expect(own.version_no).toBe(2);
    expect(own.versions).toBe(2);
    expect(await objectCount(`${listingId}/${ndaCsv.documentId}/`)).toBe(2);
    const response = await openDocument(ndaBuyer, ndaCsv.documentId);
    const { signed_url } = (await response.json()) as { signed_url: string };
    expect(await (await fetch(signed_url)).text()).toContain('2026;1500000');
    // The old version is not theirs to read any more.
    expect((await getObject(ndaBuyer, ndaCsv.objectName)).status).toBe(400);
    expect((await getObject(ndaBuyer, next.objectName)).status).toBe(200);
  });

  it('renames, moves within the listing only, re-tiers and deletes: the owner alone', async () => {
    const folder = await seller.client
      .from('data_room_folders')
      .insert({ listing_id: listingId, name: 'Legal' })
      .select('id')
      .single();
    expect(folder.error).toBeNull();
    const otherFolder = await otherSeller.client
      .from('data_room_folders')
      .insert({ listing_id: otherListingId, name: 'Theirs' })
      .select('id')
      .single();
    const strangerFolder = await otherSeller.client
      .from('data_room_folders')
      .insert({ listing_id: listingId, name: 'Intruder' });
    expect(strangerFolder.error?.code).toBe('42501');
    const badName = await seller.client
      .from('data_room_folders')
      .insert({ listing_id: listingId, name: '../etc' });
    expect(badName.error?.code).toBe('23514');

    const doc = await uploadOk(seller, listingId, {
      name: 'Lease.png',
      tier: 'nda',
      type: 'image/png',
      bytes: PNG,
    });
    const moved = await seller.client
      .from('data_room_documents')
      .update({ name: 'Lease contract.png', folder_id: folder.data!.id })
      .eq('id', doc.documentId)
      .select('name, folder_id');
    expect(moved.data).toEqual([{ name: 'Lease contract.png', folder_id: folder.data!.id }]);
    const outOfListing = await seller.client
      .from('data_room_documents')
      .update({ folder_id: otherFolder.data!.id })
      .eq('id', doc.documentId);
    expect(outOfListing.error?.code).toBe('23503');
    const byBuyer = await accessBuyer.client
      .from('data_room_documents')
      .update({ tier: 'teaser' })
      .eq('id', doc.documentId)
      .select('id');
    expect(byBuyer.data).toEqual([]);
    const notHis = await accessBuyer.client.rpc('delete_data_room_document', {
      p_document_id: doc.documentId,
    });
    expect(notHis.error?.message).toBe('Document not found');

    const { data: names, error } = await seller.client.rpc('delete_data_room_document', {
      p_document_id: doc.documentId,
    });
    expect(error).toBeNull();
    expect(names).toEqual([doc.objectName]);
    const removed = await seller.client.storage.from('data-room').remove(names!);
    expect(removed.data).toHaveLength(1);
    expect(await objectCount(`${listingId}/${doc.documentId}`)).toBe(0);
  });
});

describe('the read log', () => {
  it('records each open for the owner, per buyer, and in the audit trail', async () => {
    const before = await seller.client.rpc('data_room_read_log', { p_listing_id: listingId });
    const opensOf = (rows: typeof before.data, who: Identity, doc: Uploaded) =>
      rows?.find((r) => r.reader_id === who.id && r.document_id === doc.documentId)?.opens ?? 0;
    const start = opensOf(before.data, accessBuyer, accessPdf);
    for (let i = 0; i < 2; i++)
      await (await openDocument(accessBuyer, accessPdf.documentId)).arrayBuffer();
    const after = await seller.client.rpc('data_room_read_log', { p_listing_id: listingId });
    expect(opensOf(after.data, accessBuyer, accessPdf)).toBe(start + 2);
    const row = after.data!.find(
      (r) => r.reader_id === accessBuyer.id && r.document_id === accessPdf.documentId,
    )!;
    expect(row.reader_email).toBe(accessBuyer.email);
    expect(row.document_name).toBe('Financials.pdf');
    expect(Date.now() - new Date(row.last_read_at).getTime()).toBeLessThan(60_000);
    // Refused opens are not reads.
    expect(opensOf(after.data, visitor, accessPdf)).toBe(0);

    const { data: audit } = await seller.client.rpc('audit_trail', {
      p_event_type: 'document_opened',
      p_listing_id: listingId,
    });
    expect(
      audit!.filter((e) => e.subject_user_id === accessBuyer.id).length,
    ).toBeGreaterThanOrEqual(start + 2);

    const buyerLog = await accessBuyer.client.rpc('data_room_read_log', {
      p_listing_id: listingId,
    });
    expect(buyerLog.error?.message).toBe('Company not found');
    const buyerReads = await accessBuyer.client.from('data_room_reads').select('id');
    expect(buyerReads.data).toEqual([]);
    const write = await accessBuyer.client.from('data_room_reads').insert({
      document_id: accessPdf.documentId,
      version_id: accessPdf.versionId,
      listing_id: listingId,
      reader_id: accessBuyer.id!,
      delivery: 'signed_url',
    });
    expect(write.error?.code).toBe('42501');
  });
});

describe('document.added', () => {
  it('tells the buyers who may read the new document’s tier, in the same transaction', async () => {
    const interested = await createUser('dr-interested', { role: 'investor', status: 'verified' });
    const { error } = await interested.client
      .from('inquiries')
      .insert({ listing_id: listingId, message: 'Interested in your company' });
    expect(error).toBeNull();
    const notices = async (who: Identity) =>
      (
        await who.client
          .from('notifications')
          .select('kind, link, payload')
          .eq('kind', 'document.added')
          .order('created_at')
      ).data ?? [];
    const before = await Promise.all([ndaBuyer, accessBuyer, interested, visitor].map(notices));

    await uploadOk(seller, listingId, {
      name: 'Customer list.csv',
      tier: 'nda',
      type: 'text/csv',
      bytes: CSV,
    });
    const afterNda = await Promise.all([ndaBuyer, accessBuyer, interested, visitor].map(notices));
    expect(afterNda.map((n, i) => n.length - before[i].length)).toEqual([1, 1, 0, 0]);
    const notice = afterNda[0].at(-1)!;
    expect(notice.link).toBe(`/deals/${await dealOf(ndaBuyer, listingId)}`);
    expect(notice.payload).toMatchObject({
      document_name: 'Customer list.csv',
      tier: 'nda',
      listing_title: null,
    });

    await uploadOk(seller, listingId, {
      name: 'Brochure.pdf',
      tier: 'teaser',
      type: 'application/pdf',
      bytes: await makePdf(1, 'Brochure'),
    });
    const afterTeaser = await Promise.all(
      [ndaBuyer, accessBuyer, interested, visitor].map(notices),
    );
    expect(afterTeaser.map((n, i) => n.length - afterNda[i].length)).toEqual([1, 1, 1, 0]);
    // The access buyer may see the title, the others not.
    expect(afterTeaser[1].at(-1)!.payload).toMatchObject({
      listing_title: 'Data room Steuer GmbH',
    });

    // A refused upload notifies nobody.
    await upload(seller, listingId, {
      name: 'Bad.pdf',
      tier: 'teaser',
      type: 'application/pdf',
      bytes: 'not a pdf',
    });
    const afterBad = await Promise.all([ndaBuyer, accessBuyer, interested, visitor].map(notices));
    expect(afterBad.map((n) => n.length)).toEqual(afterTeaser.map((n) => n.length));
  });
});

describe('exclusivity', () => {
  it('pauses every other buyer above the teaser, with the reason, and gives it back when it ends', async () => {
    const [holder, paused] = await Promise.all([
      createUser('dr-exclusive', { role: 'investor', status: 'verified' }),
      createUser('dr-paused', { role: 'investor', status: 'verified' }),
    ]);
    await Promise.all([giveBillingInfo(holder), giveBillingInfo(paused)]);
    const listing = await newListing(seller, 'Exclusive data room GmbH');
    const [holderDeal, pausedDeal] = await Promise.all([
      signNda(holder, listing),
      signNda(paused, listing),
    ]);
    for (const [who, deal] of [
      [holder, holderDeal],
      [paused, pausedDeal],
    ] as const) {
      expect((await move(who, deal, 'access_requested')).error).toBeNull();
      expect((await move(seller, deal, 'access_granted')).error).toBeNull();
    }
    const [nda, access] = await Promise.all([
      uploadOk(seller, listing, {
        name: 'Contracts.csv',
        tier: 'nda',
        type: 'text/csv',
        bytes: CSV,
      }),
      uploadOk(seller, listing, {
        name: 'Plan.png',
        tier: 'access',
        type: 'image/png',
        bytes: PNG,
      }),
    ]);
    await uploadOk(seller, listing, {
      name: 'Teaser.pdf',
      tier: 'teaser',
      type: 'application/pdf',
      bytes: await makePdf(1, 'T'),
    });
    expect((await openDocument(paused, access.documentId)).status).toBe(200);
    expect((await getObject(paused, access.objectName)).status).toBe(200);

    // The holder's offer is accepted: the deal goes into exclusivity for 30 days.
    const offered = await holder.client.rpc('submit_deal_offer', {
      p_deal_id: holderDeal,
      p_price_eur: 1_250_000,
      p_structure: 'share_deal',
      p_financing: 'equity',
      p_exclusivity_days: 30,
      p_valid_until: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
    });
    expect(offered.error).toBeNull();
    expect(
      (
        await seller.client.rpc('decide_deal_offer', {
          p_offer_id: offered.data!.id,
          p_accept: true,
        })
      ).error,
    ).toBeNull();
    const { data: exclusive } = await service
      .from('deals')
      .select('stage, exclusive_until')
      .eq('id', holderDeal)
      .single();
    expect(exclusive!.stage).toBe('in_exclusivity');
    const until = new Date(exclusive!.exclusive_until!).toISOString();

    const room = (await tierOf(paused, listing)).room!;
    expect(room.tier).toBe('teaser');
    expect(room.documents.map((d) => d.name)).toEqual(['Teaser.pdf']);
    expect(new Date((room as unknown as { paused_until: string }).paused_until).toISOString()).toBe(
      until,
    );
    for (const doc of [nda, access]) {
      const response = await openDocument(paused, doc.documentId);
      expect(response.status).toBe(404);
      await response.body?.cancel();
    }
    // Within the minute of the logged open, Storage refuses too.
    expect((await getObject(paused, access.objectName)).status).toBe(400);
    // The holder keeps everything, and is not paused.
    const holderRoom = (await tierOf(holder, listing)).room!;
    expect(holderRoom.tier).toBe('access');
    expect((holderRoom as unknown as { paused_until: string | null }).paused_until).toBeNull();
    // A new NDA document during the pause tells the holder only.
    const count = async (who: Identity) =>
      (
        await who.client
          .from('notifications')
          .select('id')
          .eq('kind', 'document.added')
          .eq('link', `/deals/${who === holder ? holderDeal : pausedDeal}`)
      ).data!.length;
    const before = [await count(holder), await count(paused)];
    await uploadOk(seller, listing, {
      name: 'Leases.csv',
      tier: 'nda',
      type: 'text/csv',
      bytes: CSV,
    });
    expect([await count(holder), await count(paused)]).toEqual([before[0] + 1, before[1]]);

    // Exclusivity lapses: access comes back by itself.
    await withDb((db) =>
      db.query(
        `update public.deals set exclusive_until = now() - interval '1 second' where id = $1`,
        [holderDeal],
      ),
    );
    expect((await tierOf(paused, listing)).room!.tier).toBe('access');
    expect((await openDocument(paused, nda.documentId)).status).toBe(200);
  });
});

// Issue 27 -------------------------------------------------------------------------------------------

/** A signed upload URL as the owner asks Storage for it (2 h, with upsert), and its PUT. */
async function signedUploadUrl(who: Identity, name: string) {
  const response = await fetch(`${storage}/object/upload/sign/data-room/${name}`, {
    method: 'POST',
    headers: { ...headersOf(who), 'x-upsert': 'true' },
  });
  expect(response.status).toBe(200);
  const { url } = (await response.json()) as { url: string };
  return (body: Uint8Array | string, type: string) =>
    fetch(`${storage}${url}`, {
      method: 'PUT',
      headers: { apikey: stackEnv.anonKey, 'Content-Type': type },
      body: body as BodyInit,
    });
}

/** The object's bytes as Storage keeps them (the owner reads them). */
const ownerBytes = async (name: string) =>
  Buffer.from(await (await getObject(seller, name)).arrayBuffer());

describe('checked documents never change (issue 27)', () => {
  it('refuses to overwrite, delete or move a completed version, also through a signed upload URL and as the service role', async () => {
    const listing = await newListing(seller, 'Frozen evidence GmbH');
    const { data } = await seller.client.rpc('begin_data_room_upload', {
      p_listing_id: listing,
      p_file_name: 'Org chart.png',
      p_mime_type: 'image/png',
      p_size_bytes: PNG.length,
      p_tier: 'teaser',
    });
    const row = data![0];
    const put = await signedUploadUrl(seller, row.object_name);
    // Before the check the owner may upload again (a retry replaces the unchecked bytes).
    expect((await put(CSV, 'image/png')).status).toBe(200);
    expect((await put(PNG, 'image/png')).status).toBe(200);
    const complete = await callFunction(seller, { action: 'complete', version_id: row.version_id });
    expect(complete.status).toBe(200);

    // The swap of the issue: HTML served as text/csv over the checked PNG, with the same URL.
    const swap = await put('<html><script>alert(document.cookie)</script></html>', 'text/csv');
    expect(swap.status).toBe(400);
    expect(((await swap.json()) as { statusCode: string }).statusCode).toBe('403');
    // Nor as the service role (an upsert), nor deleted or moved by the owner.
    const asService = await fetch(`${storage}/object/data-room/${row.object_name}`, {
      method: 'POST',
      headers: {
        apikey: stackEnv.serviceRoleKey,
        Authorization: `Bearer ${stackEnv.serviceRoleKey}`,
        'Content-Type': 'text/csv',
        'x-upsert': 'true',
      },
      body: CSV,
    });
    expect(asService.status).toBe(400);
    await asService.body?.cancel();
    const removed = await seller.client.storage.from('data-room').remove([row.object_name]);
    expect(removed.error).not.toBeNull();
    const moved = await seller.client.storage
      .from('data-room')
      .move(row.object_name, `${listing}/${row.document_id}/${randomUUID()}`);
    expect(moved.error).not.toBeNull();

    expect((await ownerBytes(row.object_name)).equals(Buffer.from(PNG))).toBe(true);
    const listed = (await tierOf(visitor, listing)).room!.documents as unknown as {
      mime_type: string;
    }[];
    expect(listed.map((d) => d.mime_type)).toEqual(['image/png']);
    const opened = await openDocument(visitor, row.document_id);
    const { signed_url } = (await opened.json()) as { signed_url: string };
    const file = await fetch(signed_url);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer()).equals(Buffer.from(PNG))).toBe(true);

    // A new upload is a new version, and deleting the document still removes its files.
    await uploadOk(seller, listing, {
      name: 'Org chart v2.png',
      tier: 'teaser',
      type: 'image/png',
      bytes: PNG,
      documentId: row.document_id,
    });
    const { data: names } = await seller.client.rpc('delete_data_room_document', {
      p_document_id: row.document_id,
    });
    expect(names).toHaveLength(2);
    expect((await seller.client.storage.from('data-room').remove(names!)).data).toHaveLength(2);
  });

  it('completes only the bytes that were checked', async () => {
    const listing = await newListing(seller, 'Checked bytes GmbH');
    const { data } = await seller.client.rpc('begin_data_room_upload', {
      p_listing_id: listing,
      p_file_name: 'Plan.png',
      p_mime_type: 'image/png',
      p_size_bytes: PNG.length,
      p_tier: 'teaser',
    });
    const row = data![0];
    const put = await signedUploadUrl(seller, row.object_name);
    expect((await put(PNG, 'image/png')).status).toBe(200);
    const info = await fetch(`${storage}/object/info/authenticated/data-room/${row.object_name}`, {
      headers: {
        apikey: stackEnv.serviceRoleKey,
        Authorization: `Bearer ${stackEnv.serviceRoleKey}`,
      },
    });
    const checked = (await info.json()) as { version: string };
    // The owner swaps the bytes after the function read them, before it completes: the
    // completion names the version it checked, which is no longer there.
    expect((await put(CSV, 'image/png')).status).toBe(200);
    const late = await fetch(`${stackEnv.url}/rest/v1/rpc/complete_data_room_upload`, {
      method: 'POST',
      headers: {
        apikey: stackEnv.serviceRoleKey,
        Authorization: `Bearer ${stackEnv.serviceRoleKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({
        p_version_id: row.version_id,
        p_size_bytes: PNG.length,
        p_object_version: checked.version,
      }),
    });
    expect(late.status).toBe(400);
    expect(((await late.json()) as { message: string }).message).toBe(
      'The file changed while it was being checked',
    );
    const { data: version } = await service
      .from('data_room_versions')
      .select('status')
      .eq('id', row.version_id)
      .single();
    expect(version!.status).toBe('uploading');
  });
});

describe('the read log names buyers only from their contact on (issue 27)', () => {
  it('counts teaser opens of readers without a deal, and names them from their deal on', async () => {
    const listing = await newListing(seller, 'Anonymous teaser GmbH');
    const teaser = await uploadOk(seller, listing, {
      name: 'Teaser.png',
      tier: 'teaser',
      type: 'image/png',
      bytes: PNG,
    });
    const browser = await createUser('dr-browser', { role: 'investor', status: 'verified' });
    for (let i = 0; i < 2; i++) {
      const opened = await openDocument(browser, teaser.documentId);
      expect(opened.status).toBe(200);
      await opened.body?.cancel();
    }

    // The owner learns how often, never who: not by the log, the table or the audit trail.
    const log = await seller.client.rpc('data_room_read_log', { p_listing_id: listing });
    expect(log.data).toEqual([]);
    const counts = await seller.client.rpc('data_room_anonymous_opens', {
      p_listing_id: listing,
    });
    expect(counts.data).toEqual([
      { document_id: teaser.documentId, document_name: 'Teaser.png', opens: 2, readers: 1 },
    ]);
    const reads = await seller.client
      .from('data_room_reads')
      .select('reader_id')
      .eq('listing_id', listing);
    expect(reads.data).toEqual([]);
    const trail = await seller.client.rpc('audit_trail', {
      p_event_type: 'document_opened',
      p_listing_id: listing,
    });
    expect(trail.data).toEqual([]);
    const events = await seller.client
      .from('audit_events')
      .select('subject_user_id')
      .eq('listing_id', listing);
    expect(events.data?.filter((e) => e.subject_user_id === browser.id)).toEqual([]);
    // Nobody else gets the counts.
    const byBuyer = await browser.client.rpc('data_room_anonymous_opens', {
      p_listing_id: listing,
    });
    expect(byBuyer.error?.message).toBe('Company not found');

    // Contact (the NDA makes a deal): the next open names the reader, the earlier ones stay
    // counted only. The evidence itself keeps every reader.
    await signNda(browser, listing);
    await (await openDocument(browser, teaser.documentId)).body?.cancel();
    const named = await seller.client.rpc('data_room_read_log', { p_listing_id: listing });
    // Named, but no email before access (issue 32: the owner never gets a buyer's contact first).
    expect(named.data).toMatchObject([{ reader_id: browser.id, reader_email: null, opens: 1 }]);
    const later = await seller.client.rpc('data_room_anonymous_opens', { p_listing_id: listing });
    expect(later.data).toMatchObject([{ opens: 2, readers: 1 }]);
    const namedTrail = await seller.client.rpc('audit_trail', {
      p_event_type: 'document_opened',
      p_listing_id: listing,
    });
    // The trail names the reader too, still without the email before access (issue 32).
    expect(namedTrail.data?.map((e) => [e.subject_user_id, e.subject_email])).toEqual([
      [browser.id, null],
    ]);
    const { data: all } = await service
      .from('data_room_reads')
      .select('reader_id')
      .eq('listing_id', listing);
    expect(all?.map((r) => r.reader_id)).toEqual([browser.id, browser.id, browser.id]);
  });
});

describe('folders and names (issue 27)', () => {
  it('shows a folder’s name only to readers of the most restrictive tier in it', async () => {
    const listing = await newListing(seller, 'Folder tiers GmbH');
    const [reader, insider] = await Promise.all([
      createUser('dr-folder-visitor', { role: 'investor', status: 'verified' }),
      createUser('dr-folder-insider', { role: 'investor', status: 'verified' }),
    ]);
    await giveBillingInfo(insider);
    const deal = await signNda(insider, listing);
    expect((await move(insider, deal, 'access_requested')).error).toBeNull();
    expect((await move(seller, deal, 'access_granted')).error).toBeNull();
    const folder = async (name: string) =>
      (
        await seller.client
          .from('data_room_folders')
          .insert({ listing_id: listing, name })
          .select('id')
          .single()
      ).data!.id;
    const [shortlist, open] = await Promise.all([
      folder('Buyer shortlist (Siemens AG)'),
      folder('Company profile'),
      folder('Empty for now'),
    ]);
    const [publicInShortlist] = await Promise.all([
      uploadOk(seller, listing, {
        name: 'Overview.png',
        tier: 'teaser',
        type: 'image/png',
        bytes: PNG,
        folderId: shortlist,
      }),
      uploadOk(seller, listing, {
        name: 'Shortlist.csv',
        tier: 'access',
        type: 'text/csv',
        bytes: CSV,
        folderId: shortlist,
      }),
      uploadOk(seller, listing, {
        name: 'Profile.png',
        tier: 'teaser',
        type: 'image/png',
        bytes: PNG,
        folderId: open,
      }),
    ]);

    type Room = { folders: { name: string }[]; documents: { id: string; folder_id: string }[] };
    const roomOf = async (who: Identity) =>
      (await who.client.rpc('data_room', { p_listing_id: listing })).data as unknown as Room;
    const folderNames = async (who: Identity) => ({
      room: (await roomOf(who)).folders.map((f) => f.name),
      table: (
        await who.client.from('data_room_folders').select('name').eq('listing_id', listing)
      ).data
        ?.map((f) => f.name)
        .sort(),
    });
    expect(await folderNames(reader)).toEqual({
      room: ['Company profile'],
      table: ['Company profile'],
    });
    // The teaser document of the shortlist reaches the reader outside any folder.
    const readerRoom = await roomOf(reader);
    expect(
      readerRoom.documents.find((d) => d.id === publicInShortlist.documentId)?.folder_id,
    ).toBeNull();
    const both = ['Buyer shortlist (Siemens AG)', 'Company profile'];
    expect(await folderNames(insider)).toEqual({ room: both, table: both });
    const all = ['Buyer shortlist (Siemens AG)', 'Company profile', 'Empty for now'];
    expect(await folderNames(seller)).toEqual({ room: all, table: all });
  });

  it('hands out a renamed document under its new name everywhere', async () => {
    const listing = await newListing(seller, 'Renamed documents GmbH');
    const [scan, draft] = await Promise.all([
      uploadOk(seller, listing, {
        name: 'scan_0042.png',
        tier: 'teaser',
        type: 'image/png',
        bytes: PNG,
      }),
      uploadOk(seller, listing, {
        name: 'draft_v3_siemens.pdf',
        tier: 'teaser',
        type: 'application/pdf',
        bytes: await makePdf(1, 'Plan'),
      }),
    ]);
    for (const [doc, name] of [
      [scan, 'Org chart'],
      [draft, 'Business plan.pdf'],
    ] as const) {
      const { error } = await seller.client
        .from('data_room_documents')
        .update({ name })
        .eq('id', doc.documentId);
      expect(error).toBeNull();
    }

    const room = (await visitor.client.rpc('data_room', { p_listing_id: listing }))
      .data as unknown as { documents: { name: string; file_name: string }[] };
    expect(room.documents.map((d) => [d.name, d.file_name])).toEqual([
      ['Business plan.pdf', 'Business plan.pdf'],
      ['Org chart', 'Org chart.png'],
    ]);
    // `open` of a file: the JSON and the signed URL's download name.
    const opened = (await (await openDocument(visitor, scan.documentId)).json()) as {
      signed_url: string;
      file_name: string;
    };
    expect(opened.file_name).toBe('Org chart.png');
    const file = await fetch(opened.signed_url);
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename=${encodeURIComponent('Org chart.png')};`,
    );
    await file.body?.cancel();
    // `open` of a PDF: the stamped copy's download name.
    const stamped = await openDocument(visitor, draft.documentId);
    expect(stamped.headers.get('content-disposition')).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('Business plan.pdf')}`,
    );
    await stamped.body?.cancel();
  });
});
