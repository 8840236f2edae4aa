// Issue 32: the signed NDA as a PDF for both parties. The `nda` function renders it from the
// signature record with the caller's own token, so RLS alone decides who gets it: the buyer who
// signed, the listing's owner and admins; another buyer, another owner and a visitor get 404, a
// request without a token 401. The PDF prints the text the signing form shows (the generated
// agreement equals the locales), the signer, the time, the version, the listing's reference and
// the record's SHA-256, which anyone holding the record can compute again.
import { execFileSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { AGREEMENT } from '../../supabase/functions/nda/agreement.generated';
import { serviceClient } from '../support/accounts';
import { stackEnv } from '../support/env';
import { attachmentOf, waitForMail } from '../support/mail';
import { dealWithNda, newListing } from './support/deals';
import { createUser, type Identity } from './support/identities';

const service = serviceClient();

let owner: Identity;
let buyer: Identity;
let otherBuyer: Identity;
let otherOwner: Identity;
let admin: Identity;
let listingId: string;
let dealId: string;

beforeAll(async () => {
  [owner, buyer, otherBuyer, otherOwner, admin] = await Promise.all([
    createUser('nda-owner', { role: 'company', status: 'verified' }),
    createUser('nda-buyer', { role: 'investor', status: 'verified' }),
    createUser('nda-other-buyer', { role: 'investor', status: 'verified' }),
    createUser('nda-other-owner', { role: 'company', status: 'verified' }),
    createUser('nda-admin', { admin: true }),
  ]);
  listingId = await newListing(owner, `NDA PDF ${randomUUID().slice(0, 8)}`);
  dealId = await dealWithNda(buyer, listingId);
});

/** The nda function as this caller (null: no Authorization header at all). */
async function download(who: Identity | 'visitor' | null, body: unknown) {
  const headers: Record<string, string> = {
    apikey: stackEnv.anonKey,
    'Content-Type': 'application/json',
  };
  if (who === 'visitor') headers.Authorization = `Bearer ${stackEnv.anonKey}`;
  else if (who) headers.Authorization = `Bearer ${who.token}`;
  const response = await fetch(`${stackEnv.url}/functions/v1/nda`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    type: response.headers.get('Content-Type'),
    hash: response.headers.get('X-Nda-Record-Sha256'),
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

/** The PDF's text (Ghostscript), whitespace squeezed. */
function pdfText(bytes: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), 'nda-'));
  const pdf = join(dir, 'nda.pdf');
  writeFileSync(pdf, bytes);
  return execFileSync('gs', [
    '-q',
    '-dNOPAUSE',
    '-dBATCH',
    '-sDEVICE=txtwrite',
    '-sOutputFile=-',
    pdf,
  ])
    .toString()
    .replace(/\s+/g, ' ');
}

const reference = () => `DB-${listingId.replace(/-/g, '').slice(-8).toUpperCase()}`;

describe('the signed NDA as a PDF', () => {
  it('prints the text the signing form shows (the generated agreement equals the locales)', () => {
    expect(() =>
      execFileSync('node', ['scripts/generate-nda-agreement.mjs', '--check'], { stdio: 'pipe' }),
    ).not.toThrow();
  });

  it('gives the buyer the agreement with signer, reference, version and a recomputable hash', async () => {
    const english = await download(buyer, { deal_id: dealId, language: 'en' });
    expect(english.status).toBe(200);
    expect(english.type).toBe('application/pdf');
    const text = pdfText(english.bytes);
    expect(text).toContain('Non-disclosure agreement (NDA)');
    expect(text).toContain('6. Governing law and jurisdiction');
    expect(text).toContain(`listing with reference ${reference()}`);
    expect(text).toContain(buyer.name);
    expect(text).toContain('2026-11-01');
    expect(text).toContain('(Berlin time)');

    const { data: signature } = await service
      .from('nda_signatures')
      .select('id, signer_name, signed_at, nda_version')
      .eq('listing_id', listingId)
      .eq('user_id', buyer.id!)
      .single();
    const canonical = JSON.stringify([
      signature!.id,
      reference(),
      signature!.signer_name,
      new Date(signature!.signed_at).toISOString(),
      signature!.nda_version,
      AGREEMENT.en,
      AGREEMENT.de,
    ]);
    const expected = createHash('sha256').update(canonical).digest('hex');
    expect(english.hash).toBe(expected);
    expect(text).toContain(expected);

    const german = await download(buyer, { deal_id: dealId, language: 'de' });
    const deText = pdfText(german.bytes);
    expect(deText).toContain('Vertraulichkeitsvereinbarung (NDA)');
    expect(deText).toContain('Unterzeichnet am');
    expect(deText).toContain('(Zeit in Berlin)');
    expect(deText).not.toContain('Signed on');
    // One record, one fingerprint, whatever the language it is read in.
    expect(german.hash).toBe(expected);
  });

  it('gives the owner and an admin the same bytes as the buyer', async () => {
    const mine = await download(buyer, { deal_id: dealId, language: 'de' });
    const owners = await download(owner, { deal_id: dealId, language: 'de' });
    const admins = await download(admin, { deal_id: dealId, language: 'de' });
    expect(owners.status).toBe(200);
    expect(admins.status).toBe(200);
    expect(Buffer.from(owners.bytes).equals(Buffer.from(mine.bytes))).toBe(true);
    expect(Buffer.from(admins.bytes).equals(Buffer.from(mine.bytes))).toBe(true);
  });

  it('refuses everybody else: another buyer, another owner, a visitor, no token, bad ids', async () => {
    for (const who of [otherBuyer, otherOwner]) {
      const answer = await download(who, { deal_id: dealId });
      expect(answer.status).toBe(404);
      expect(answer.type).toContain('application/json');
    }
    // A visitor (the anon key as token) may not read deals at all: PostgREST's 401 passed on.
    expect((await download('visitor', { deal_id: dealId })).status).toBe(401);
    expect((await download(null, { deal_id: dealId })).status).toBe(401);
    expect((await download(buyer, { deal_id: 'not-a-uuid' })).status).toBe(400);
    expect((await download(buyer, { deal_id: randomUUID() })).status).toBe(404);
  });

  it('reaches both parties by email with the same PDF attached, each in their language', async () => {
    // The stack's scheduler drains the outbox; the wait is a limit, not a measurement.
    const fromBuyer = await waitForMail(buyer.email!, (m) => m.attachments.length > 0, 60_000);
    const toOwner = await waitForMail(owner.email!, (m) => m.attachments.length > 0, 60_000);
    for (const mail of [fromBuyer, toOwner]) {
      expect(mail.attachments).toHaveLength(1);
      expect(mail.attachments[0].contentType).toBe('application/pdf');
      expect(mail.attachments[0].fileName).toMatch(
        new RegExp(`^NDA-${reference()}-(en|de)\\.pdf$`),
      );
    }
    expect(fromBuyer.subject).toMatch(/signed NDA|unterzeichnete Vertraulichkeitsvereinbarung/);
    const language = fromBuyer.attachments[0].fileName.endsWith('-de.pdf') ? 'de' : 'en';
    const attached = await attachmentOf(fromBuyer, fromBuyer.attachments[0].partId);
    const downloaded = await download(buyer, { deal_id: dealId, language });
    // The mail's copy is the download's copy, byte for byte.
    expect(Buffer.from(attached).equals(Buffer.from(downloaded.bytes))).toBe(true);
    expect(pdfText(attached)).toContain(buyer.name);
  });

  it('has nothing to give for a deal without a signature', async () => {
    const listing = await newListing(owner, `NDA none ${randomUUID().slice(0, 8)}`);
    const inquiry = await otherBuyer.client
      .from('inquiries')
      .insert({ listing_id: listing, message: 'We would like to talk.' });
    expect(inquiry.error).toBeNull();
    const { data: deal } = await otherBuyer.client
      .from('deals')
      .select('id')
      .eq('listing_id', listing)
      .single();
    expect((await download(otherBuyer, { deal_id: deal!.id })).status).toBe(404);
    expect((await download(owner, { deal_id: deal!.id })).status).toBe(404);
  });
});
