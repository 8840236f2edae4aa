// Issue 35: the accepted letter of intent as a PDF for both parties. The `loi` function renders it
// from the deal's versions read with the caller's own token, so RLS alone decides who gets it: the
// buyer, the listing's owner and admins get the same bytes (every time: nothing is stored, the
// render is deterministic); another buyer, another owner and a team member (who reads no versions)
// get 404, a visitor and a request without a token 401. A version that was never accepted (an
// open, declined or superseded draft) is refused with 409; an accepted version a later accepted
// change replaced is issued and says so. The words come from the locales (generated module, checked
// here), amounts in each language's format, and the record's SHA-256 recomputes from the row.
import type { SupabaseClient } from '@supabase/supabase-js';
import { execFileSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORDS } from '../../supabase/functions/loi/words.generated';
import { serviceClient } from '../support/accounts';
import { attachmentOf, waitForMail } from '../support/mail';
import { stackEnv } from '../support/env';
import { dealWithAccess, newListing } from './support/deals';
import { createUser, giveBillingInfo, type Identity } from './support/identities';

const service = serviceClient();

let owner: Identity;
let buyer: Identity;
let otherBuyer: Identity;
let otherOwner: Identity;
let admin: Identity;
let member: Identity; // a lead member of the buyer's team
let listingId: string;
let dealId: string;
let v1: Offer; // the buyer's offer, answered by the owner's counter (never accepted)
let v2: Offer; // the owner's counter, accepted by the buyer
let names: { buyer: string; owner: string };

type Offer = { id: string; status: string; version_no: number };

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const terms = (overrides: Record<string, unknown> = {}) => ({
  price_cents: 120_000_000,
  closing_cents: 100_000_000,
  structure: 'share_deal',
  earn_out_cents: 15_000_000,
  earn_out_months: 24,
  earn_out_metric: 'ebitda',
  vendor_loan_cents: 20_000_000,
  vendor_loan_months: 36,
  vendor_loan_interest_bp: 450,
  holdback_cents: 5_000_000,
  holdback_months: 12,
  financing_equity_cents: 40_000_000,
  financing_bank_cents: 50_000_000,
  financing_development_cents: 10_000_000,
  cond_due_diligence: true,
  cond_financing: true,
  conditions_note: 'Landlord consent for the workshop',
  exclusivity_days: 60,
  diligence_deadline: inDays(30),
  target_signing_date: inDays(50),
  valid_until: inDays(14),
  ...overrides,
});

const rpc = (who: Identity, name: string, args: Record<string, unknown>) =>
  (who.client as SupabaseClient).rpc(name, args);

const ok = <T>(result: { data: unknown; error: { message: string } | null }): T => {
  expect(result.error).toBeNull();
  return result.data as T;
};

beforeAll(async () => {
  [owner, buyer, otherBuyer, otherOwner, admin, member] = await Promise.all([
    createUser('loi-pdf-owner', { role: 'company', status: 'verified' }),
    createUser('loi-pdf-buyer', { role: 'investor', status: 'verified' }),
    createUser('loi-pdf-other-buyer', { role: 'investor', status: 'verified' }),
    createUser('loi-pdf-other-owner', { role: 'company', status: 'verified' }),
    createUser('loi-pdf-admin', { admin: true }),
    createUser('loi-pdf-member', { role: 'investor', status: 'verified' }),
  ]);
  await Promise.all([buyer, otherBuyer, member].map(giveBillingInfo));
  listingId = await newListing(owner, `LOI PDF ${randomUUID().slice(0, 8)}`);
  dealId = await dealWithAccess(buyer, owner, listingId);
  v1 = ok<Offer>(await rpc(buyer, 'submit_loi', { p_deal_id: dealId, p_terms: terms() }));
  v2 = ok<Offer>(
    await rpc(owner, 'counter_loi', {
      p_offer_id: v1.id,
      p_terms: terms({ price_cents: 130_000_000, closing_cents: 110_000_000 }),
    }),
  );
  ok(await rpc(buyer, 'accept_loi', { p_offer_id: v2.id }));
  // A lead member of the buyer's team (reads the clock, not the versions).
  const invited = ok<{ id: string }>(
    await rpc(buyer, 'invite_deal_member', {
      p_deal_id: dealId,
      p_email: member.email!,
      p_role: 'lead',
    }),
  );
  ok(
    await rpc(member, 'accept_deal_invitation', {
      p_member_id: invited.id,
      p_signed_name: `${member.name} (signed)`,
      p_accept_nda: true,
    }),
  );
  const { data: profiles } = await service
    .from('profiles')
    .select('id, name')
    .in('id', [buyer.id!, owner.id!]);
  names = {
    buyer: profiles!.find((p) => p.id === buyer.id)!.name,
    owner: profiles!.find((p) => p.id === owner.id)!.name,
  };
});

afterAll(async () => {
  // The exclusivity ends (as the other LOI tests leave their listings).
  await service
    .from('deals')
    .update({ exclusive_until: new Date(Date.now() - 1000).toISOString() })
    .eq('id', dealId)
    .eq('stage', 'in_exclusivity');
  await service.rpc('end_lapsed_exclusivities');
});

/** The loi function as this caller (null: no Authorization header at all). */
async function download(who: Identity | 'visitor' | null, body: unknown) {
  const headers: Record<string, string> = {
    apikey: stackEnv.anonKey,
    'Content-Type': 'application/json',
  };
  if (who === 'visitor') headers.Authorization = `Bearer ${stackEnv.anonKey}`;
  else if (who) headers.Authorization = `Bearer ${who.token}`;
  const response = await fetch(`${stackEnv.url}/functions/v1/loi`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    type: response.headers.get('Content-Type'),
    disposition: response.headers.get('Content-Disposition'),
    hash: response.headers.get('X-Loi-Record-Sha256'),
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

/** The PDF's text (Ghostscript), whitespace squeezed. */
function pdfText(bytes: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), 'loi-'));
  const pdf = join(dir, 'loi.pdf');
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

/** The record's SHA-256 as anyone holding the version's row computes it (README, the PDF's note). */
async function expectedHash(offerId: string): Promise<string> {
  const { data: row } = await service.from('deal_offers').select('*').eq('id', offerId).single();
  const r = row as Record<string, unknown>;
  const keys = [
    'price_cents',
    'closing_cents',
    'structure',
    'vendor_loan_cents',
    'vendor_loan_months',
    'vendor_loan_interest_bp',
    'earn_out_cents',
    'earn_out_months',
    'earn_out_metric',
    'earn_out_terms',
    'holdback_cents',
    'holdback_months',
    'financing',
    'financing_equity_cents',
    'financing_bank_cents',
    'financing_development_cents',
    'financing_note',
    'cond_due_diligence',
    'cond_financing',
    'cond_approvals',
    'conditions_note',
    'exclusivity_days',
    'diligence_deadline',
    'target_signing_date',
    'valid_until',
  ];
  const canonical = JSON.stringify([
    r.id,
    r.deal_id,
    reference(),
    r.version_no,
    r.proposed_by,
    new Date(r.decided_at as string).toISOString(),
    Object.fromEntries(keys.map((key) => [key, r[key] ?? null])),
    WORDS.en.clause,
    WORDS.de.clause,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

describe('the accepted letter of intent as a PDF', () => {
  it('uses the words of the offers panel (the generated module equals the locales)', () => {
    expect(() =>
      execFileSync('node', ['scripts/generate-loi-words.mjs', '--check'], { stdio: 'pipe' }),
    ).not.toThrow();
  });

  it('gives the buyer the accepted terms in English with parties, clause and a recomputable hash', async () => {
    const english = await download(buyer, { deal_id: dealId, language: 'en' });
    expect(english.status).toBe(200);
    expect(english.type).toBe('application/pdf');
    expect(english.disposition).toContain(`LOI-${reference()}-v2-en.pdf`);
    const text = pdfText(english.bytes);
    for (const expected of [
      'Letter of intent (non-binding)',
      names.buyer,
      names.owner,
      reference(),
      '2 (proposed by the seller)',
      '(Berlin time)',
      'Purchase price €1,300,000',
      'Paid at closing €1,100,000',
      'Share deal',
      '€200,000, term 36 months, interest 4.5 % a year',
      'up to €150,000 over 24 months, measured on EBITDA',
      '€50,000 of the closing payment, released after 12 months',
      'Equity: €400,000; Bank loan: €500,000; KfW / development loan: €100,000',
      'Subject to a satisfactory due diligence; Subject to the financing being confirmed',
      'Landlord consent for the workshop',
      '60 days from acceptance',
      'Exclusive until',
      'Milestones of the exclusivity',
      'Due diligence complete',
      'Notary appointment booked',
      '§ 15 GmbHG',
      'Binding are only the exclusivity',
    ])
      expect(text).toContain(expected);
    const hash = await expectedHash(v2.id);
    expect(english.hash).toBe(hash);
    expect(text).toContain(hash);
  });

  it('gives the same record in German, amounts and dates as German writes them', async () => {
    const german = await download(buyer, { deal_id: dealId, language: 'de' });
    expect(german.status).toBe(200);
    const text = pdfText(german.bytes);
    for (const expected of [
      'Absichtserklärung (unverbindlich)',
      '2 (vorgeschlagen vom Verkäufer)',
      '(Zeit in Berlin)',
      'Kaufpreis 1.300.000 €',
      'Zahlung beim Closing 1.100.000 €',
      'Share Deal',
      '200.000 €, Laufzeit 36 Monate, Zins 4,5 % p. a.',
      'bis zu 150.000 € über 24 Monate, gemessen am EBITDA',
      'Eigenkapital: 400.000 €; Bankdarlehen: 500.000 €; KfW-/Förderdarlehen: 100.000 €',
      '60 Tage ab Annahme',
      'Meilensteine der Exklusivität',
      'Notartermin vereinbart',
      'Verbindlich sind allein die Exklusivität',
      names.owner,
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Purchase price');
    const [day, month, year] = [
      inDays(30).slice(8, 10),
      inDays(30).slice(5, 7),
      inDays(30).slice(0, 4),
    ];
    expect(text).toContain(`Due Diligence bis ${day}.${month}.${year}`);
    // One record, one fingerprint, whatever the language it is read in.
    expect(german.hash).toBe(await expectedHash(v2.id));
  });

  it('gives the owner and an admin the same bytes as the buyer, and the same bytes twice', async () => {
    const mine = await download(buyer, { deal_id: dealId, language: 'de' });
    const again = await download(buyer, { deal_id: dealId, language: 'de' });
    const owners = await download(owner, { deal_id: dealId, language: 'de' });
    const admins = await download(admin, { deal_id: dealId, offer_id: v2.id, language: 'de' });
    expect(owners.status).toBe(200);
    expect(admins.status).toBe(200);
    expect(Buffer.from(again.bytes).equals(Buffer.from(mine.bytes))).toBe(true);
    expect(Buffer.from(owners.bytes).equals(Buffer.from(mine.bytes))).toBe(true);
    expect(Buffer.from(admins.bytes).equals(Buffer.from(mine.bytes))).toBe(true);
  });

  it('reaches the party whose counter-offer was accepted by email, the same PDF attached', async () => {
    // The owner's counter (v2) was accepted by the buyer: offer.accepted goes to the owner. The
    // stack's scheduler drains the outbox; the wait is a limit, not a measurement.
    const isLoi = (fileName: string) => fileName.startsWith('LOI-');
    const mail = await waitForMail(
      owner.email!,
      (m) => m.attachments.some((file) => isLoi(file.fileName)),
      60_000,
    );
    const file = mail.attachments.find((f) => isLoi(f.fileName))!;
    expect(file.contentType).toBe('application/pdf');
    expect(file.fileName).toMatch(new RegExp(`^LOI-${reference()}-v2-(en|de)\\.pdf$`));
    const language = file.fileName.endsWith('-de.pdf') ? 'de' : 'en';
    expect(mail.subject).toMatch(
      language === 'de' ? /Gegenangebot wurde angenommen/ : /counter-offer was accepted/,
    );
    const attached = await attachmentOf(mail, file.partId);
    // The mail's copy is the owner's download, byte for byte.
    const downloaded = await download(owner, { deal_id: dealId, language });
    expect(Buffer.from(attached).equals(Buffer.from(downloaded.bytes))).toBe(true);
    expect(pdfText(attached)).toContain(names.owner);
  });

  it('writes in the caller’s language when none is asked for', async () => {
    const { data } = await service.from('profiles').select('language').eq('id', owner.id!).single();
    const answer = await download(owner, { deal_id: dealId });
    expect(answer.status).toBe(200);
    expect(answer.disposition).toContain(`-${data!.language}.pdf`);
    expect(pdfText(answer.bytes)).toContain(WORDS[data!.language as 'en' | 'de'].title);
  });

  it('refuses everybody else: other buyers and owners, team members, visitors, no token, bad ids', async () => {
    for (const who of [otherBuyer, otherOwner, member]) {
      const answer = await download(who, { deal_id: dealId, language: 'en' });
      expect(answer.status).toBe(404);
      expect(answer.type).toContain('application/json');
      expect((await download(who, { deal_id: dealId, offer_id: v2.id })).status).toBe(404);
    }
    // A visitor (the anon key as token) may not read deals at all: PostgREST's 401 passed on.
    expect((await download('visitor', { deal_id: dealId })).status).toBe(401);
    expect((await download(null, { deal_id: dealId })).status).toBe(401);
    expect((await download(buyer, { deal_id: 'not-a-uuid' })).status).toBe(400);
    expect((await download(buyer, { deal_id: dealId, offer_id: 'v2' })).status).toBe(400);
    expect((await download(buyer, { deal_id: randomUUID() })).status).toBe(404);
    // Another deal's version under this deal's id: not found.
    expect((await download(buyer, { deal_id: dealId, offer_id: randomUUID() })).status).toBe(404);
  });

  it('refuses a version that was never accepted; issues a replaced one, saying so', async () => {
    // v1: the buyer's offer, answered by the counter.
    const draft = await download(buyer, { deal_id: dealId, offer_id: v1.id, language: 'en' });
    expect(draft.status).toBe(409);
    expect(new TextDecoder().decode(draft.bytes)).toContain('was not accepted');

    // A change of the accepted terms, open: refused; the default is still the version in force.
    const change = ok<Offer>(
      await rpc(buyer, 'submit_loi', {
        p_deal_id: dealId,
        p_terms: terms({
          price_cents: 110_000_000,
          closing_cents: 90_000_000,
          financing_bank_cents: 40_000_000,
        }),
        p_retrade_reason: 'findings_in_diligence',
        p_retrade_note: 'Receivables lower than stated',
      }),
    );
    expect((await download(owner, { deal_id: dealId, offer_id: change.id })).status).toBe(409);
    const inForce = await download(owner, { deal_id: dealId, language: 'en' });
    expect(inForce.disposition).toContain('-v2-en.pdf');

    // Accepted: it is the LOI in force now; v2 is still issued and says it was replaced.
    ok(await rpc(owner, 'accept_loi', { p_offer_id: change.id }));
    const now = await download(buyer, { deal_id: dealId, language: 'en' });
    expect(now.disposition).toContain(`-v${change.version_no}-en.pdf`);
    expect(pdfText(now.bytes)).toContain('Purchase price €1,100,000');
    expect(now.hash).toBe(await expectedHash(change.id));
    const replaced = await download(buyer, { deal_id: dealId, offer_id: v2.id, language: 'en' });
    expect(replaced.status).toBe(200);
    const replacedText = pdfText(replaced.bytes);
    expect(replacedText).toContain(`by the accepted version ${change.version_no}`);
    expect(replacedText).toContain('Purchase price €1,300,000');
    // Its fingerprint is the accepted record's: the replacement does not change it.
    expect(replaced.hash).toBe(await expectedHash(v2.id));

    // A declined change: refused.
    const declined = ok<Offer>(
      await rpc(buyer, 'submit_loi', {
        p_deal_id: dealId,
        p_terms: terms({
          price_cents: 100_000_000,
          closing_cents: 80_000_000,
          financing_bank_cents: 30_000_000,
        }),
        p_retrade_reason: 'financing',
        p_retrade_note: 'The bank lends less',
      }),
    );
    ok(await rpc(owner, 'decline_loi', { p_offer_id: declined.id, p_reason: 'price' }));
    expect((await download(buyer, { deal_id: dealId, offer_id: declined.id })).status).toBe(409);
  });

  it('has nothing to give for a deal without an accepted letter of intent', async () => {
    const listing = await newListing(owner, `LOI PDF none ${randomUUID().slice(0, 8)}`);
    const deal = await dealWithAccess(otherBuyer, owner, listing);
    expect((await download(otherBuyer, { deal_id: deal })).status).toBe(404);
    const open = ok<Offer>(
      await rpc(otherBuyer, 'submit_loi', { p_deal_id: deal, p_terms: terms() }),
    );
    expect((await download(owner, { deal_id: deal })).status).toBe(404);
    expect((await download(owner, { deal_id: deal, offer_id: open.id })).status).toBe(409);
  });
});
