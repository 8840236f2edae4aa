// Issue 35, the archive at close: the `deal-archive` function builds one ZIP per side of a closed
// deal from reads with the caller's own token (RLS decides what is in it), with a MANIFEST.sha256
// that `sha256sum -c` verifies after unzip (checked here with the tool and recomputed in Node).
// The buyer's PDFs are stamped with the buyer (as the data-room function stamps), the owner's are
// the originals; the other buyer's archive of their own closed deal holds none of this deal's
// private material; a stranger gets 404, an open deal 409, no token 401; two downloads are the same
// bytes (dates come from the closing, not the clock). Retention: public.run_archive_retention()
// with a controlled clock (p_now) tells both sides `notice` before the end, then purges what the
// schema says (55_closing.sql) and the archive answers 410; the listing's Storage objects are
// queued and deleted through the Storage API by the deal-archive function's purge run (service
// role only), which is safe to run again after a crash half way and touches no other listing.
// The buyer's archive holds the read log of the buyer's side (their own and their team's reads)
// and the audit entries a buyer may know (public.closing_archive_reads(), closing_archive_audit()).
// The function reads the deal's rows in one request with embeds (reads.ts): every table file of
// the buyer's, the owner's and an admin's archive holds exactly the rows, in the same order, with
// the same keys and values, that the former separate requests with that caller's token give (each
// table's own RLS), and the list of files is the same. (Only the order of the keys inside an
// embedded row differs from a top-level read: PostgREST builds embeds as jsonb, which orders keys
// by length; the files stay the same bytes from one download to the next.)
import { execFileSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceClient } from '../support/accounts';
import { withDb } from '../support/db';
import { stackEnv } from '../support/env';
import { makePdf, pdfPageTexts } from '../support/pdf';
import { storageRoot } from '../stack/storage-support';
import { openDocument, PNG, uploadDocument } from './support/data-room';
import { dealWithAccess, moveDeal, newListing } from './support/deals';
import { createUser, giveBillingInfo, type Identity } from './support/identities';

const service = serviceClient();

let seller: Identity;
let buyer: Identity;
let buyer2: Identity;
let buyerMember: Identity; // active member of the buyer's team
let stranger: Identity;
let admin: Identity;
let listingId: string;
let otherListingId: string;
let otherObject: string;
let pngDocumentId: string;
let dealId: string;
let deal2Id: string;
let pdfOriginal: Uint8Array;
let pdfDocumentId: string;
let pdfObject: string;
let profileNames: Record<string, string>;

const SECRET_MESSAGE = `Kaufpreisaufteilung nur für Sie ${randomUUID().replace(/[^a-f]/g, '')}`;

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const ok = <T>(result: { data: unknown; error: { message: string } | null }): T => {
  expect(result.error).toBeNull();
  return result.data as T;
};

/** The deal-archive function as this caller (null: no Authorization header at all). */
async function download(who: Identity | null, id: string) {
  const headers: Record<string, string> = {
    apikey: stackEnv.anonKey,
    'Content-Type': 'application/json',
  };
  if (who) headers.Authorization = `Bearer ${who.token}`;
  const response = await fetch(`${stackEnv.url}/functions/v1/deal-archive`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ deal_id: id }),
  });
  return {
    status: response.status,
    type: response.headers.get('Content-Type'),
    disposition: response.headers.get('Content-Disposition'),
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

type Unzipped = { dir: string; files: Map<string, Buffer>; manifest: Map<string, string> };

/** Unzips as the README says, runs `sha256sum -c`, and recomputes every line of the manifest. */
function unzipAndVerify(bytes: Uint8Array): Unzipped {
  const dir = mkdtempSync(join(tmpdir(), 'deal-archive-'));
  writeFileSync(join(dir, 'archive.zip'), bytes);
  execFileSync('unzip', ['-q', 'archive.zip', '-d', 'archive'], { cwd: dir });
  const root = join(dir, 'archive');
  const check = execFileSync('sha256sum', ['-c', '--strict', 'MANIFEST.sha256'], { cwd: root });
  expect(check.toString()).not.toMatch(/FAILED/);
  const files = new Map<string, Buffer>();
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.set(relative(root, path), readFileSync(path));
    }
  };
  walk(root);
  const manifest = new Map<string, string>();
  for (const line of files.get('MANIFEST.sha256')!.toString().trim().split('\n')) {
    const match = /^([0-9a-f]{64}) {2}(.+)$/.exec(line);
    expect(match, line).not.toBeNull();
    manifest.set(match![2], match![1]);
  }
  // Every file but the manifest is listed, with its SHA-256 recomputed here.
  expect([...manifest.keys()].sort()).toEqual(
    [...files.keys()].filter((p) => p !== 'MANIFEST.sha256').sort(),
  );
  for (const [path, hash] of manifest)
    expect(createHash('sha256').update(files.get(path)!).digest('hex'), path).toBe(hash);
  return { dir, files, manifest };
}

const json = (archive: Unzipped, path: string) =>
  JSON.parse(archive.files.get(path)!.toString()) as Record<string, unknown>[];

beforeAll(async () => {
  [seller, buyer, buyer2, buyerMember, stranger, admin] = await Promise.all([
    createUser('archive-seller', { role: 'company', status: 'verified' }),
    createUser('archive-buyer', { role: 'investor', status: 'verified' }),
    createUser('archive-buyer2', { role: 'investor', status: 'verified' }),
    createUser('archive-member', { role: 'investor', status: 'verified' }),
    createUser('archive-stranger', { role: 'investor', status: 'verified' }),
    createUser('archive-admin', { admin: true }),
  ]);
  await Promise.all([buyer, buyer2, stranger].map(giveBillingInfo));
  const { data: profiles } = await service
    .from('profiles')
    .select('id, name')
    .in('id', [buyer.id!, buyer2.id!]);
  profileNames = Object.fromEntries(profiles!.map((p) => [p.id, p.name]));

  listingId = await newListing(seller, `Archiv GmbH ${randomUUID().slice(0, 8)}`);
  pdfOriginal = await makePdf(2, 'Jahresabschluss 2025');
  const pdf = await uploadDocument(seller, listingId, {
    name: 'Jahresabschluss 2025.pdf',
    tier: 'access',
    type: 'application/pdf',
    bytes: pdfOriginal,
  });
  pdfDocumentId = pdf.documentId;
  pdfObject = pdf.objectName;
  pngDocumentId = (
    await uploadDocument(seller, listingId, {
      name: 'Organigramm.png',
      tier: 'nda',
      type: 'image/png',
      bytes: PNG,
    })
  ).documentId;
  // Another listing of the same seller, whose bytes the purge must not touch.
  otherListingId = await newListing(seller, `Andere GmbH ${randomUUID().slice(0, 8)}`);
  otherObject = (
    await uploadDocument(seller, otherListingId, {
      name: 'Bleibt.png',
      tier: 'access',
      type: 'image/png',
      bytes: PNG,
    })
  ).objectName;
  dealId = await dealWithAccess(buyer, seller, listingId);
  deal2Id = await dealWithAccess(buyer2, seller, listingId);
  expect(await openDocument(buyer, pdfDocumentId)).toBe(200);
  // The buyer's adviser joins their team (NDA in their own name) and opens a document; the other
  // buyer opens one too (neither of their reads is the other's).
  const invited = ok<{ id: string }>(
    await buyer.client.rpc('invite_deal_member', {
      p_deal_id: dealId,
      p_email: buyerMember.email!,
      p_role: 'view',
    } as never),
  );
  ok(
    await buyerMember.client.rpc('accept_deal_invitation', {
      p_member_id: invited.id,
      p_signed_name: `${buyerMember.name} (signed)`,
      p_accept_nda: true,
    } as never),
  );
  expect(await openDocument(buyerMember, pngDocumentId)).toBe(200);
  expect(await openDocument(buyer2, pngDocumentId)).toBe(200);
  ok(
    await buyer.client.rpc('send_deal_message', {
      p_deal_id: dealId,
      p_body: SECRET_MESSAGE,
      p_client_id: randomUUID(),
    }),
  );
  ok(
    await buyer2.client.rpc('send_deal_message', {
      p_deal_id: deal2Id,
      p_body: 'Frage von Käufer 2',
      p_client_id: randomUUID(),
    }),
  );
  const offer = ok<{ id: string }>(
    await buyer.client.rpc('submit_loi', {
      p_deal_id: dealId,
      p_terms: {
        price_cents: 90_000_000,
        closing_cents: 90_000_000,
        structure: 'share_deal',
        financing_equity_cents: 90_000_000,
        cond_due_diligence: true,
        exclusivity_days: 45,
        diligence_deadline: inDays(20),
        target_signing_date: inDays(40),
        valid_until: inDays(10),
      },
    } as never),
  );
  ok(await seller.client.rpc('accept_loi', { p_offer_id: offer.id } as never));
  // Due diligence in the archive: two requests of the buyer, the owner links both documents to
  // the first, a question of the buyer.
  const requests = ok<{ id: string }[]>(
    await buyer.client
      .from('diligence_requests')
      .insert([
        { deal_id: dealId, title: 'Jahresabschlüsse', category: 'financial', due_date: inDays(15) },
        { deal_id: dealId, title: 'Verträge', category: 'legal', due_date: inDays(16) },
      ] as never)
      .select('id'),
  );
  expect(requests).toHaveLength(2);
  ok(
    await seller.client.from('diligence_request_documents').insert([
      { request_id: requests[0].id, document_id: pdfDocumentId },
      { request_id: requests[0].id, document_id: pngDocumentId },
    ] as never),
  );
  ok(
    await buyer.client
      .from('diligence_questions')
      .insert({ deal_id: dealId, body: 'Wer genehmigt die Antwort?' } as never),
  );
});

/**
 * The archive's table files as the function read them before it read the deal in one request:
 * one request per table with the caller's own token, in each file's order.
 */
async function separateReads(who: Identity, id: string) {
  const c = who.client;
  const all = async (query: PromiseLike<{ data: unknown; error: { message: string } | null }>) =>
    ok<Record<string, unknown>[]>(await query);
  const [deal] = await all(c.from('deals').select('*').eq('id', id));
  const [archive] = await all(
    c.from('deal_archives').select('closed_at, closed_as').eq('deal_id', id),
  );
  const requests = await all(
    c.from('diligence_requests').select('*').eq('deal_id', id).order('id'),
  );
  const byDeal = (table: string) =>
    c
      .from(table as 'deal_events')
      .select('*')
      .eq('deal_id', id);
  const tables: Record<string, unknown> = {
    'deal/stage-history.json': await all(byDeal('deal_events').order('id')),
    'messages/messages.json': await all(byDeal('deal_messages').order('id')),
    'offers/versions.json': await all(byDeal('deal_offers').order('version_no').order('id')),
    'offers/milestones.json': await all(byDeal('deal_milestones').order('due_on').order('id')),
    'offers/exclusivity-extensions.json': await all(byDeal('exclusivity_extensions').order('id')),
    'diligence/requests.json': requests,
    'diligence/request-documents.json': requests.length
      ? await all(
          c
            .from('diligence_request_documents')
            .select('*')
            .in(
              'request_id',
              requests.map((r) => String(r.id)),
            )
            .order('request_id')
            .order('document_id'),
        )
      : [],
    'diligence/questions.json': await all(byDeal('diligence_questions').order('id')),
    'closing/checklist.json': await all(byDeal('closing_checklists')),
    'closing/items.json': await all(byDeal('closing_items').order('position').order('id')),
    'closing/documents.json': await all(
      byDeal('closing_item_documents').order('item_id').order('document_id'),
    ),
    'data-room/read-log.json': await all(
      c.rpc('closing_archive_reads' as never, { p_deal_id: id } as never),
    ),
    'audit-trail.json': await all(
      c.rpc('closing_archive_audit' as never, { p_deal_id: id } as never),
    ),
  };
  return { deal, archive, tables };
}

/** The files every archive has besides the LOI's PDF and the data room's documents. */
const TABLE_FILES = [
  'MANIFEST.sha256',
  'audit-trail.csv',
  'audit-trail.json',
  'closing/checklist.json',
  'closing/documents.json',
  'closing/items.json',
  'data-room/documents.json',
  'data-room/read-log.csv',
  'data-room/read-log.json',
  'deal.json',
  'deal/stage-history.csv',
  'deal/stage-history.json',
  'diligence/questions.json',
  'diligence/request-documents.json',
  'diligence/requests.json',
  'messages/messages.csv',
  'messages/messages.json',
  'offers/exclusivity-extensions.json',
  'offers/milestones.json',
  'offers/versions.json',
];

afterAll(async () => {
  // Nothing of this file stays in exclusivity (the deal is won or its listing purged).
  await service
    .from('deals')
    .update({ exclusive_until: new Date(Date.now() - 1000).toISOString() })
    .eq('id', dealId)
    .eq('stage', 'in_exclusivity');
  await service.rpc('end_lapsed_exclusivities');
});

describe('before closing', () => {
  it('an open deal answers 409 to both sides; no token 401; a stranger and bad ids 404/400', async () => {
    expect((await download(buyer, dealId)).status).toBe(409);
    expect((await download(seller, dealId)).status).toBe(409);
    expect((await download(null, dealId)).status).toBe(401);
    expect((await download(stranger, dealId)).status).toBe(404);
    expect((await download(stranger, randomUUID())).status).toBe(404);
    const bad = await fetch(`${stackEnv.url}/functions/v1/deal-archive`, {
      method: 'POST',
      headers: {
        apikey: stackEnv.anonKey,
        Authorization: `Bearer ${buyer.token}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ deal_id: 'x' }),
    });
    expect(bad.status).toBe(400);
    await bad.body?.cancel();
    // No archive row yet; users cannot write one or run the retention themselves.
    expect(
      ok<unknown[]>(await service.from('deal_archives').select('*').eq('deal_id', dealId)),
    ).toHaveLength(0);
    const forged = await buyer.client
      .from('deal_archives')
      .insert({ deal_id: dealId, closed_at: new Date().toISOString(), closed_as: 'won' } as never);
    expect(forged.error).not.toBeNull();
    const run = await buyer.client.rpc('run_archive_retention', {} as never);
    expect(run.error).not.toBeNull();
  });
});

describe('after closing', () => {
  beforeAll(async () => {
    expect((await moveDeal(seller, dealId, 'won')).error).toBeNull();
  });

  it('records the closing of the won deal and of the other buyer’s deal lost after access', async () => {
    const rows = ok<{ deal_id: string; closed_as: string; purged_at: null }[]>(
      await service
        .from('deal_archives')
        .select('deal_id, closed_as, purged_at')
        .in('deal_id', [dealId, deal2Id]),
    );
    expect(rows).toEqual(
      expect.arrayContaining([
        { deal_id: dealId, closed_as: 'won', purged_at: null },
        { deal_id: deal2Id, closed_as: 'lost', purged_at: null },
      ]),
    );
    // RLS on the row: the buyer and the owner read it, the other buyer and a stranger do not.
    for (const who of [buyer, seller])
      expect(
        ok<unknown[]>(
          await who.client.from('deal_archives').select('deal_id').eq('deal_id', dealId),
        ),
      ).toHaveLength(1);
    for (const who of [buyer2, stranger])
      expect(
        ok<unknown[]>(
          await who.client.from('deal_archives').select('deal_id').eq('deal_id', dealId),
        ),
      ).toHaveLength(0);
  });

  it('the buyer’s archive verifies, holds everything, and its PDFs are stamped with the buyer', async () => {
    const got = await download(buyer, dealId);
    expect(got.status).toBe(200);
    expect(got.type).toBe('application/zip');
    expect(got.disposition).toMatch(/DealBridge-archive-DB-[0-9A-F]{8}-buyer\.zip/);
    const archive = unzipAndVerify(got.bytes);
    for (const path of [
      'deal.json',
      'deal/stage-history.csv',
      'messages/messages.json',
      'messages/messages.csv',
      'offers/versions.json',
      'offers/milestones.json',
      'diligence/requests.json',
      'diligence/questions.json',
      'closing/items.json',
      'data-room/read-log.csv',
      'data-room/documents.json',
      'audit-trail.csv',
    ])
      expect(archive.files.has(path), path).toBe(true);
    expect(json(archive, 'messages/messages.json').map((m) => m.body)).toContain(SECRET_MESSAGE);
    expect(archive.files.get('messages/messages.csv')!.toString()).toContain(SECRET_MESSAGE);
    expect(json(archive, 'offers/versions.json')).toEqual([
      expect.objectContaining({ version_no: 1, status: 'accepted', price_cents: 90_000_000 }),
    ]);
    expect(
      [...archive.files.keys()].some((p) => /^offers\/LOI-DB-.*-v1-(de|en)\.pdf$/.test(p)),
    ).toBe(true);
    // The documents the buyer reads, the PDF stamped with their name and email.
    const documents = json(archive, 'data-room/documents.json');
    expect(documents.map((d) => d.name).sort()).toEqual([
      'Jahresabschluss 2025.pdf',
      'Organigramm.png',
    ]);
    const pdfEntry = documents.find((d) => d.name === 'Jahresabschluss 2025.pdf')!;
    expect(pdfEntry.stamped_for).toBe(`${profileNames[buyer.id!]} <${buyer.email}>`);
    const stamped = archive.files.get(String(pdfEntry.path))!;
    expect(Buffer.compare(stamped, Buffer.from(pdfOriginal))).not.toBe(0);
    const pages = await pdfPageTexts(stamped);
    expect(pages).toHaveLength(2);
    for (const page of pages) expect(page).toContain(`<${buyer.email}>`);
    const png = documents.find((d) => d.name === 'Organigramm.png')!;
    expect(archive.files.get(String(png.path))!.equals(Buffer.from(PNG))).toBe(true);
    // Building it added no read to the log (only the one open above).
    const reads = ok<unknown[]>(
      await service
        .from('data_room_reads')
        .select('id')
        .eq('listing_id', listingId)
        .eq('reader_id', buyer.id!),
    );
    expect(reads).toHaveLength(1);
  });

  it('the owner’s archive verifies, has the originals, the read log and the audit trail', async () => {
    const got = await download(seller, dealId);
    expect(got.status).toBe(200);
    const archive = unzipAndVerify(got.bytes);
    const pdfEntry = json(archive, 'data-room/documents.json').find(
      (d) => d.name === 'Jahresabschluss 2025.pdf',
    )!;
    expect(pdfEntry.stamped_for).toBeNull();
    expect(archive.files.get(String(pdfEntry.path))!.equals(Buffer.from(pdfOriginal))).toBe(true);
    // The reads of the buyer's side (the buyer's and their adviser's), not the other buyer's.
    expect(json(archive, 'data-room/read-log.json')).toEqual([
      expect.objectContaining({ document_id: pdfDocumentId, reader_id: buyer.id }),
      expect.objectContaining({ document_id: pngDocumentId, reader_id: buyerMember.id }),
    ]);
    const audit = json(archive, 'audit-trail.json');
    expect(audit.map((e) => e.event_type)).toEqual(
      expect.arrayContaining(['nda_signed', 'document_opened', 'deal_marked_won']),
    );
    expect(audit.map((e) => e.subject_user_id)).not.toContain(buyer2.id);
    expect(json(archive, 'messages/messages.json').map((m) => m.body)).toContain(SECRET_MESSAGE);
    // An admin downloads it as well.
    expect((await download(admin, dealId)).status).toBe(200);
  });

  it('each side’s archive holds exactly what the separate reads with its token give; others get 404', async () => {
    const sizes: Record<string, Record<string, number>> = {};
    for (const [side, who] of [
      ['buyer', buyer],
      ['owner', seller],
      ['admin', admin],
    ] as const) {
      const got = await download(who, dealId);
      expect(got.status, side).toBe(200);
      const archive = unzipAndVerify(got.bytes);
      const expected = await separateReads(who, dealId);
      // The same files: the table files, the accepted LOI's PDF, one file per document listed.
      const documents = json(archive, 'data-room/documents.json');
      expect([...archive.files.keys()].sort(), side).toEqual(
        [
          ...TABLE_FILES,
          ...documents.map((d) => String(d.path)),
          ...[...archive.files.keys()].filter((p) =>
            /^offers\/LOI-DB-[0-9A-F]{8}-v1-(de|en)\.pdf$/.test(p),
          ),
        ].sort(),
      );
      expect(
        [...archive.files.keys()].filter((p) => p.startsWith('offers/LOI-')),
        side,
      ).toHaveLength(1);
      // The rows of the separate reads, in the same order, with the same keys and values.
      sizes[side] = {};
      for (const [path, rows] of Object.entries(expected.tables)) {
        expect(json(archive, path), `${side}: ${path}`).toStrictEqual(rows);
        sizes[side][path] = (rows as unknown[]).length;
      }
      const deal = JSON.parse(archive.files.get('deal.json')!.toString()) as Record<
        string,
        unknown
      >;
      expect(JSON.stringify(deal.deal), side).toBe(JSON.stringify(expected.deal));
      expect(deal.archive, side).toEqual(expected.archive);
      expect(deal.side).toBe(side === 'buyer' ? 'buyer' : 'owner_or_admin');
    }
    // Not vacuous: the deal's rows are there for the owner (two requests, two links, a question).
    expect(sizes.owner).toMatchObject({
      'diligence/requests.json': 2,
      'diligence/request-documents.json': 2,
      'diligence/questions.json': 1,
      'offers/versions.json': 1,
    });
    // In the one request each embed obeys its own table's policy, as the separate reads did: the
    // buyer reads the requests but, after closing, not the links to confidential documents
    // (the nested embed is empty, no error); diligence is the sides' own, so an admin reads none.
    expect(sizes.buyer).toMatchObject({
      'diligence/requests.json': 2,
      'diligence/request-documents.json': 0,
    });
    expect(sizes.admin['diligence/requests.json']).toBe(0);
    expect(sizes.buyer['messages/messages.json']).toBeGreaterThan(0);
    expect(sizes.buyer['deal/stage-history.json']).toBeGreaterThan(0);
    // A third party, the other buyer and the buyer's adviser (no archive for members) still get
    // 404, as before; the embed read as them answers no deal or no archive row.
    for (const who of [stranger, buyer2, buyerMember])
      expect((await download(who, dealId)).status, who.name).toBe(404);
    const member = ok<{ deal_archives: unknown; deal_messages: unknown[] }[]>(
      await buyerMember.client
        .from('deals')
        .select('id, deal_archives(closed_at), deal_messages(id)')
        .eq('id', dealId),
    );
    expect(member).toHaveLength(1);
    expect(member[0].deal_archives).toBeNull();
  });

  it('downloading twice gives the same bytes', async () => {
    const [a, b] = [await download(buyer, dealId), await download(buyer, dealId)];
    expect(a.status).toBe(200);
    const hash = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
    expect(hash(a.bytes)).toBe(hash(b.bytes));
    const [c, d] = [await download(seller, dealId), await download(seller, dealId)];
    expect(hash(c.bytes)).toBe(hash(d.bytes));
  });

  it('the buyer’s archive has their side’s read log and the audit entries a buyer may know', async () => {
    const got = await download(buyer, dealId);
    expect(got.status).toBe(200);
    const archive = unzipAndVerify(got.bytes);
    // Their own read and their adviser's, nothing of the other buyer.
    const reads = json(archive, 'data-room/read-log.json');
    expect(reads).toEqual([
      expect.objectContaining({ document_id: pdfDocumentId, reader_id: buyer.id }),
      expect.objectContaining({ document_id: pngDocumentId, reader_id: buyerMember.id }),
    ]);
    expect(archive.files.get('data-room/read-log.csv')!.toString()).toContain(buyerMember.id!);
    // The audit trail: their NDA, the access decision, their side's opens; the listing's events
    // only, none about another deal or the other buyer, not the success fee the won deal proposes.
    const audit = json(archive, 'audit-trail.json');
    const types = audit.map((e) => e.event_type);
    expect(types).toEqual(
      expect.arrayContaining(['nda_signed', 'unlock_decided', 'document_opened']),
    );
    expect(
      audit
        .filter((e) => e.event_type === 'document_opened')
        .map((e) => e.subject_user_id)
        .sort(),
    ).toEqual([buyer.id, buyerMember.id].sort());
    expect(types).not.toContain('deal_marked_won');
    for (const event of audit) {
      expect(event.listing_id).toBe(listingId);
      expect(event.subject_user_id).not.toBe(buyer2.id);
      const detail = event.detail as { deal_id?: string };
      if (detail.deal_id) expect(detail.deal_id).toBe(dealId);
    }
    expect(archive.files.get('audit-trail.csv')!.toString()).toContain('unlock_decided');

    // The database decides, whoever asks: the other buyer, the adviser (no archive for members)
    // and a stranger get no rows of this deal; the other buyer's own archive has only their side.
    for (const who of [buyer2, buyerMember, stranger])
      for (const fn of ['closing_archive_reads', 'closing_archive_audit'])
        expect(
          ok<unknown[]>(await who.client.rpc(fn as never, { p_deal_id: dealId } as never)),
          fn,
        ).toEqual([]);
    const theirs = ok<{ reader_id: string }[]>(
      await buyer2.client.rpc('closing_archive_reads' as never, { p_deal_id: deal2Id } as never),
    );
    expect(theirs.map((r) => r.reader_id)).toEqual([buyer2.id]);
    const theirAudit = ok<{ subject_user_id: string; detail: { deal_id?: string } }[]>(
      await buyer2.client.rpc('closing_archive_audit' as never, { p_deal_id: deal2Id } as never),
    );
    expect(theirAudit.length).toBeGreaterThan(0);
    for (const event of theirAudit)
      if (event.detail.deal_id) expect(event.detail.deal_id).toBe(deal2Id);
      else expect(event.subject_user_id).toBe(buyer2.id);
    // Anonymous: not granted.
    const anon = await fetch(`${stackEnv.url}/rest/v1/rpc/closing_archive_audit`, {
      method: 'POST',
      headers: { apikey: stackEnv.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ p_deal_id: dealId }),
    });
    expect(anon.status).toBeGreaterThanOrEqual(401);
    await anon.body?.cancel();
  });

  it('the other buyer’s archive of their lost deal has none of this deal’s private material', async () => {
    expect((await download(buyer2, dealId)).status).toBe(404);
    const got = await download(buyer2, deal2Id);
    expect(got.status).toBe(200);
    const archive = unzipAndVerify(got.bytes);
    const all = [...archive.files.values()].map((b) => b.toString('latin1')).join('\n');
    expect(all).not.toContain(SECRET_MESSAGE);
    expect(json(archive, 'messages/messages.json').map((m) => m.body)).toEqual([
      'Frage von Käufer 2',
    ]);
    // A lost deal reads no confidential documents any more, nor the other buyer's offers.
    expect(json(archive, 'data-room/documents.json').map((d) => d.name)).toEqual([]);
    expect(json(archive, 'offers/versions.json')).toEqual([]);
    expect([...archive.files.keys()].some((p) => p.startsWith('offers/LOI-'))).toBe(false);
  });
});

describe('retention (controlled clock)', () => {
  it('tells both sides before the end, then purges what it says; the archive answers 410', async () => {
    const { data: row } = await service
      .from('deal_archives')
      .select('closed_at')
      .eq('deal_id', dealId)
      .single();
    const closed = new Date(row!.closed_at);
    const at = (years: number, days: number) => {
      const when = new Date(closed);
      when.setUTCFullYear(when.getUTCFullYear() + years);
      // +1 ms: closed_at has microseconds, a JS date only milliseconds.
      return new Date(when.getTime() + days * 86_400_000 + 1).toISOString();
    };
    const run = async (now: string) =>
      ok<{ noticed: number; purged: number; objects_queued: number }>(
        await service.rpc('run_archive_retention', { p_now: now, p_deal_id: dealId }),
      );
    // The listing's Storage objects and their bytes on the stack's disk, before the purge.
    const objectsOf = async (listing: string) =>
      withDb(async (db) => {
        const { rows } = await db.query<{ name: string; version: string }>(
          `select name, version from storage.objects where bucket_id = 'data-room' and name like $1`,
          [`${listing}/%`],
        );
        return rows;
      });
    const stored = await objectsOf(listingId);
    expect(stored.length).toBeGreaterThanOrEqual(2);
    const onDisk = (version: string) => existsSync(join(storageRoot(), 'objects', version));
    for (const object of stored) expect(onDisk(object.version), object.name).toBe(true);
    const notices = async (who: Identity) =>
      ok<{ kind: string }[]>(
        await service
          .from('notifications')
          .select('kind, payload')
          .eq('user_id', who.id!)
          .eq('kind', 'closing.archive_expiring')
          .eq('link', `/deals/${dealId}`),
      );

    // 31 days before the end of the 3 years: nothing yet.
    expect(await run(at(3, -31))).toMatchObject({ noticed: 0, purged: 0 });
    expect(await notices(buyer)).toHaveLength(0);
    // 30 days before: both sides are told once (in the app and by email), nothing is purged.
    expect(await run(at(3, -30))).toMatchObject({ noticed: 1, purged: 0 });
    expect(await run(at(3, -29))).toMatchObject({ noticed: 0, purged: 0 });
    expect(await notices(buyer)).toHaveLength(1);
    expect(await notices(seller)).toHaveLength(1);
    const emails = await withDb(async (db) => {
      const { rows } = await db.query(
        `select user_id from private.email_outbox where kind = 'closing.archive_expiring'
           and user_id = any($1::uuid[])`,
        [[buyer.id, seller.id]],
      );
      return rows.map((r: { user_id: string }) => r.user_id).sort();
    });
    expect(emails).toEqual([buyer.id, seller.id].sort());
    expect((await download(buyer, dealId)).status).toBe(200);

    // A day before the end: still kept.
    expect(await run(at(3, -1))).toMatchObject({ purged: 0 });
    // The end: purged.
    const purged = await run(at(3, 0));
    expect(purged).toMatchObject({ noticed: 0, purged: 1, objects_queued: stored.length });
    expect((await download(buyer, dealId)).status).toBe(410);
    expect((await download(seller, dealId)).status).toBe(410);
    // The SQL step queued every object of the listing for the Storage API, nothing else.
    const queued = await withDb(async (db) => {
      const { rows } = await db.query<{ name: string; deal_id: string }>(
        `select name, deal_id from private.archive_purge_objects where bucket_id = 'data-room'
           and (deal_id = $1 or name like $2 or name like $3)`,
        [dealId, `${listingId}/%`, `${otherListingId}/%`],
      );
      return rows;
    });
    expect(queued.map((q) => q.name).sort()).toEqual(stored.map((o) => o.name).sort());
    expect(new Set(queued.map((q) => q.deal_id))).toEqual(new Set([dealId]));

    // Users cannot run the purge or its RPCs; only the service role.
    const purgeRun = async (token: string | null) => {
      const headers: Record<string, string> = {
        apikey: stackEnv.anonKey,
        'Content-Type': 'application/json',
      };
      if (token) headers.Authorization = `Bearer ${token}`;
      const response = await fetch(`${stackEnv.url}/functions/v1/deal-archive`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ purge: true }),
      });
      return { status: response.status, body: (await response.json()) as Record<string, number> };
    };
    expect((await purgeRun(buyer.token!)).status).toBe(403);
    expect((await purgeRun(admin.token!)).status).toBe(403);
    expect((await purgeRun(stackEnv.anonKey)).status).toBe(403);
    // Without a token the gateway passes the anon key on (as Supabase's does): refused as well.
    expect([401, 403]).toContain((await purgeRun(null)).status);
    for (const who of [buyer, seller, admin]) {
      const pending = await who.client.rpc('archive_purge_pending' as never, {} as never);
      expect(pending.error).not.toBeNull();
      const confirm = await who.client.rpc(
        'confirm_archive_purge' as never,
        { p_bucket_id: 'data-room', p_names: [pdfObject] } as never,
      );
      expect(confirm.error).not.toBeNull();
    }

    // A run cut off half way: one object was removed through the Storage API, then the run
    // stopped before marking it. The next run removes the rest and marks them all.
    const first = await service.storage.from('data-room').remove([stored[0].name]);
    expect(first.error).toBeNull();
    const again = await purgeRun(stackEnv.serviceRoleKey);
    expect(again.status).toBe(200);
    expect(again.body.failed).toBe(0);
    // (The stack's scheduler runs the purge too: whichever run got there, all are marked.)
    const left = await withDb(async (db) => {
      const { rows } = await db.query<{ n: number }>(
        `select count(*)::int as n from private.archive_purge_objects
          where deal_id = $1 and removed_at is null`,
        [dealId],
      );
      return rows[0].n;
    });
    expect(left).toBe(0);
    // Gone through the Storage API: Storage answers no object, and the bytes left the disk.
    for (const object of stored) {
      const { error } = await service.storage.from('data-room').download(object.name);
      expect(error, object.name).not.toBeNull();
      expect(onDisk(object.version), object.name).toBe(false);
    }
    // Another listing's object is untouched; running again changes nothing.
    expect((await purgeRun(stackEnv.serviceRoleKey)).status).toBe(200);
    const kept = await service.storage.from('data-room').download(otherObject);
    expect(kept.error).toBeNull();
    expect(new Uint8Array(await kept.data!.arrayBuffer())).toEqual(PNG);
    const [otherStored] = await objectsOf(otherListingId);
    expect(onDisk(otherStored.version)).toBe(true);

    // Gone: the messages, the buyer's read log, the listing's data room and its bytes.
    const count = async (table: string, column: string, value: string) =>
      ok<unknown[]>(
        await service
          .from(table as 'deal_messages')
          .select('*')
          .eq(column as 'deal_id', value),
      ).length;
    expect(await count('deal_messages', 'deal_id', dealId)).toBe(0);
    expect(await count('data_room_reads', 'listing_id', listingId)).toBe(0);
    expect(await count('data_room_documents', 'listing_id', listingId)).toBe(0);
    expect(await count('data_room_versions', 'listing_id', listingId)).toBe(0);
    expect(await objectsOf(listingId)).toEqual([]);
    const bytes = await service.storage.from('data-room').download(pdfObject);
    expect(bytes.error).not.toBeNull();
    // Kept: the deal, its history, the offers (the LOI's terms).
    expect(await count('deals', 'id', dealId)).toBe(1);
    expect(await count('deal_events', 'deal_id', dealId)).toBeGreaterThan(0);
    expect(await count('deal_offers', 'deal_id', dealId)).toBe(1);
    // Idempotent: a later run finds nothing more.
    expect(await run(at(3, 5))).toMatchObject({ noticed: 0, purged: 0 });
  });
});
