// Issue 31: scout fees a German accountant accepts, through the HTTP API with hand-made requests.
// A scout's won deal is a fee record: recorded (the deal marked won) → confirmed by an admin (the
// won-deal confirmation of issue 27, which issues a credit note) → paid (an admin marks it). Only
// an admin confirms and marks paid; a scout sees only their own fees and credit notes; a decided
// fee and its credit note never change, not even for the service role. The credit note (Gutschrift,
// § 14 Abs. 2 Satz 2 UStG) carries the scout's billing and tax details, its own gap-free number
// range and net / VAT / gross (§ 19 UStG chosen: no VAT line; a foreign VAT ID: reverse charge; a
// German VAT ID or tax number: 19 %; neither: no note until one is entered); it is rendered
// once by the invoices function and downloaded byte-identical. The statement lists a period's fees.
import { execFileSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { serviceClient } from '../support/accounts';
import { withDb } from '../support/db';
import { stackEnv } from '../support/env';
import { dealInExclusivity, dealWithAccess, newListing, rest } from './support/deals';
import { createUser, giveBillingInfo, type Identity } from './support/identities';

const service = serviceClient();

let admin: Identity;
let scout: Identity;
let otherScout: Identity;
let buyer: Identity;

beforeAll(async () => {
  [admin, scout, otherScout, buyer] = await Promise.all([
    createUser('sf-admin', { admin: true }),
    createUser('sf-scout', { role: 'scout', status: 'verified' }),
    createUser('sf-other-scout', { role: 'scout', status: 'verified' }),
    createUser('sf-buyer', { role: 'investor', status: 'verified' }),
  ]);
  await Promise.all([giveBillingInfo(buyer), giveBillingInfo(scout)]);
});

/** A scout's listing won by the buyer (1 EUR offer accepted, marked won); returns its ids. */
async function wonDeal(
  owner: Identity,
): Promise<{ listingId: string; dealId: string; title: string }> {
  const title = `Scout Fee ${randomUUID().slice(0, 8)}`;
  const listingId = await newListing(owner, title);
  const dealId = await dealWithAccess(buyer, owner, listingId);
  await dealInExclusivity(buyer, owner, dealId, 1);
  const won = await rest(owner, 'POST', 'rpc/move_deal', { p_deal_id: dealId, p_stage: 'won' });
  expect(won.status).toBe(200);
  return { listingId, dealId, title };
}

const confirm = async (dealId: string) => {
  const { error } = await admin.client.rpc('decide_success_fee', {
    p_deal_id: dealId,
    p_confirm: true,
  });
  expect(error).toBeNull();
};

const feeOf = async (who: Identity, dealId: string) =>
  ((await who.client.rpc('scout_fees')).data ?? []).find((f) => f.deal_id === dealId);

const creditNoteOf = async (dealId: string) =>
  (await service.from('credit_notes').select('*').eq('deal_id', dealId).maybeSingle()).data;

/** The invoices function as the caller, with this body: status, bytes and the stored hash. */
async function call(who: Identity | null, body: unknown) {
  const response = await fetch(`${stackEnv.url}/functions/v1/invoices`, {
    method: 'POST',
    headers: {
      apikey: stackEnv.anonKey,
      Authorization: `Bearer ${who?.token ?? stackEnv.anonKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { status: response.status, bytes, hash: response.headers.get('X-Content-Sha256') };
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The PDF's text (Ghostscript), whitespace squeezed. */
function pdfText(bytes: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), 'credit-note-'));
  const pdf = join(dir, 'doc.pdf');
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

const thisMonth = () => {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' })
    .format(new Date())
    .split('-')
    .map(Number);
  return { year, month };
};

describe('the fee record: recorded → confirmed → paid, by an admin only', () => {
  it('a won deal is recorded for its scout only; nobody else sees it', async () => {
    const { dealId, title, listingId } = await wonDeal(scout);
    expect(await feeOf(scout, dealId)).toMatchObject({
      listing_id: listingId,
      listing_title: title,
      scout_id: scout.id,
      status: 'recorded',
      fee_cents: 500000,
      credit_note_id: null,
      paid_at: null,
    });
    // Another scout and the buyer: not in their lists, not by asking for the scout's id.
    expect(await feeOf(otherScout, dealId)).toBeUndefined();
    expect(await feeOf(buyer, dealId)).toBeUndefined();
    for (const who of [otherScout, buyer]) {
      const asked = await rest(who, 'POST', 'rpc/scout_fees', { p_scout_id: scout.id });
      expect(asked.body.code).toBe('42501');
      const rows = await rest(who, 'GET', `won_deal_confirmations?deal_id=eq.${dealId}`);
      expect(rows.body).toEqual([]);
    }
    const anon = await rest({ ...scout, token: null }, 'POST', 'rpc/scout_fees', {});
    expect(anon.status).toBeGreaterThanOrEqual(401);
    // The admin sees every scout's fees, or one scout's.
    const all = await admin.client.rpc('scout_fees', { p_scout_id: scout.id! });
    expect(all.data!.find((f) => f.deal_id === dealId)).toMatchObject({ status: 'recorded' });
    // Not confirmed yet: nothing to pay, no credit note.
    const early = await admin.client.rpc('mark_scout_fee_paid', { p_deal_id: dealId });
    expect(early.error?.code).toBe('22023');
    expect(await creditNoteOf(dealId)).toBeNull();
  });

  it('only an admin confirms and marks paid; paid once; the steps are in the record', async () => {
    const { dealId } = await wonDeal(scout);
    for (const who of [scout, otherScout, buyer]) {
      const decided = await rest(who, 'POST', 'rpc/decide_success_fee', {
        p_deal_id: dealId,
        p_confirm: true,
      });
      expect(decided.body.code).toBe('42501');
    }
    await confirm(dealId);
    expect(await feeOf(scout, dealId)).toMatchObject({ status: 'confirmed', fee_cents: 500000 });

    for (const who of [scout, otherScout, buyer]) {
      const paid = await rest(who, 'POST', 'rpc/mark_scout_fee_paid', { p_deal_id: dealId });
      expect(paid.body.code).toBe('42501');
    }
    const anon = await rest({ ...scout, token: null }, 'POST', 'rpc/mark_scout_fee_paid', {
      p_deal_id: dealId,
    });
    expect(anon.status).toBeGreaterThanOrEqual(401);
    // Direct writes: the scout's PATCH, the service role setting paid_at outside the RPC.
    const patch = await rest(scout, 'PATCH', `won_deal_confirmations?deal_id=eq.${dealId}`, {
      paid_at: new Date().toISOString(),
    });
    expect(patch.status).toBeGreaterThanOrEqual(400);
    const forced = await service
      .from('won_deal_confirmations')
      .update({ paid_at: new Date().toISOString() })
      .eq('deal_id', dealId);
    expect(forced.error?.code).toBe('42501');
    expect((await feeOf(scout, dealId))!.paid_at).toBeNull();

    const paid = await admin.client.rpc('mark_scout_fee_paid', {
      p_deal_id: dealId,
      p_paid_on: '2026-11-20',
    });
    expect(paid.error).toBeNull();
    expect(paid.data).toMatchObject({ deal_id: dealId, paid_by: admin.id });
    expect(await feeOf(scout, dealId)).toMatchObject({ status: 'paid' });
    const again = await admin.client.rpc('mark_scout_fee_paid', { p_deal_id: dealId });
    expect(again.error?.code).toBe('22023');
    const unknown = await admin.client.rpc('mark_scout_fee_paid', { p_deal_id: randomUUID() });
    expect(unknown.error).not.toBeNull();
    // The service role cannot undo the payment.
    const undo = await service
      .from('won_deal_confirmations')
      .update({ paid_at: null })
      .eq('deal_id', dealId);
    expect(undo.error?.code).toBe('42501');
    const audit = await admin.client
      .from('audit_events')
      .select('event_type')
      .eq('event_type', 'scout_fee_paid')
      .contains('detail', { deal_id: dealId });
    expect(audit.data).toHaveLength(1);
  });

  it('a confirmed fee never changes, not even for the service role; a declined one books nothing', async () => {
    const { dealId } = await wonDeal(scout);
    await confirm(dealId);
    for (const change of [
      { fee_eur: 1 },
      { status: 'declined' as const, fee_eur: null },
      { proposed_fee_eur: 1 },
      { decided_at: new Date().toISOString() },
    ]) {
      const { error } = await service
        .from('won_deal_confirmations')
        .update(change)
        .eq('deal_id', dealId);
      expect(error?.code, JSON.stringify(change)).toBe('42501');
    }

    const declined = await wonDeal(scout);
    const decided = await admin.client.rpc('decide_success_fee', {
      p_deal_id: declined.dealId,
      p_confirm: false,
    });
    expect(decided.error).toBeNull();
    expect(await feeOf(scout, declined.dealId)).toMatchObject({
      status: 'declined',
      credit_note_id: null,
    });
    expect(await creditNoteOf(declined.dealId)).toBeNull();
    expect(
      (await admin.client.rpc('mark_scout_fee_paid', { p_deal_id: declined.dealId })).error?.code,
    ).toBe('22023');
  });

  it("the admin's summary counts fees owed and paid; scouts cannot read it", async () => {
    const summary = await admin.client.rpc('scout_fee_summary');
    expect(summary.error).toBeNull();
    const statuses = summary.data!.map((row) => row.status);
    expect(statuses).toEqual(expect.arrayContaining(['recorded', 'confirmed', 'paid']));
    for (const row of summary.data!) {
      expect(Number.isInteger(Number(row.net_cents))).toBe(true);
      expect(Number(row.gross_cents)).toBeGreaterThanOrEqual(Number(row.net_cents));
    }
    expect((await scout.client.rpc('scout_fee_summary')).error?.code).toBe('42501');
  });
});

describe('the credit note (Gutschrift)', () => {
  it('carries the scout billing and tax details, 19 % VAT for a German VAT ID, its own number range', async () => {
    const { dealId, title } = await wonDeal(scout);
    await confirm(dealId);
    const note = await creditNoteOf(dealId);
    expect(note).toMatchObject({
      scout_id: scout.id,
      listing_title: title,
      scout_kind: 'company',
      company_name: 'sf-scout Capital GmbH',
      uid_number: 'DE123456789',
      net_cents: 500000,
      vat_rate_percent: 19,
      vat_cents: 95000,
      gross_cents: 595000,
      vat_treatment: 'domestic',
      language: 'en',
    });
    expect(note!.number).toMatch(/^GS-\d{4}-\d{6}$/);
    expect(await feeOf(scout, dealId)).toMatchObject({
      credit_note_id: note!.id,
      credit_note_number: note!.number,
      gross_cents: 595000,
    });
    // Gap-free: this year's numbers are 1..n.
    const numbers = (
      await service.from('credit_notes').select('sequence_number').eq('year', note!.year)
    ).data!.map((n) => n.sequence_number);
    expect([...numbers].sort((a, b) => a - b)).toEqual(numbers.map((_, i) => i + 1));

    // Scouts see their own credit notes only; nobody writes or deletes one.
    expect(
      (await scout.client.from('credit_notes').select('id').eq('id', note!.id)).data,
    ).toHaveLength(1);
    for (const who of [otherScout, buyer]) {
      expect((await who.client.from('credit_notes').select('id').eq('id', note!.id)).data).toEqual(
        [],
      );
    }
    const insert = await rest(scout, 'POST', 'credit_notes', { ...note, id: randomUUID() });
    expect(insert.status).toBeGreaterThanOrEqual(400);
    const forgedInsert = await service.from('credit_notes').insert({
      ...note!,
      id: randomUUID(),
      number: 'GS-2000-000001',
      year: 2000,
      sequence_number: 1,
    });
    expect(forgedInsert.error?.code).toBe('42501');
    const changed = await service.from('credit_notes').update({ net_cents: 1 }).eq('id', note!.id);
    expect(changed.error?.code).toBe('42501');
    const deleted = await service.from('credit_notes').delete().eq('id', note!.id);
    expect(deleted.error?.code).toBe('42501');
    // attach_invoice_document is the function's alone.
    const attach = await rest(scout, 'POST', 'rpc/attach_invoice_document', {
      p_invoice_id: note!.id,
      p_document: 'credit_note',
      p_path: 'x.pdf',
      p_sha256: 'f'.repeat(64),
    });
    expect(attach.status).toBeGreaterThanOrEqual(401);
  });

  it('is rendered once, byte-identical when downloaded twice, for its scout and admins only', async () => {
    const { dealId, title } = await wonDeal(scout);
    await confirm(dealId);
    const note = (await creditNoteOf(dealId))!;
    const first = await call(scout, { credit_note_id: note.id });
    expect(first.status).toBe(200);
    const second = await call(scout, { credit_note_id: note.id });
    expect(Buffer.from(second.bytes).equals(Buffer.from(first.bytes))).toBe(true);
    const stored = (await creditNoteOf(dealId))!;
    expect(stored.pdf_sha256).toBe(sha256(first.bytes));
    expect(first.hash).toBe(stored.pdf_sha256);
    expect(sha256((await call(admin, { credit_note_id: note.id })).bytes)).toBe(stored.pdf_sha256);
    expect((await call(otherScout, { credit_note_id: note.id })).status).toBe(404);
    expect((await call(buyer, { credit_note_id: note.id })).status).toBe(404);
    // Not as an invoice id either.
    expect((await call(scout, { invoice_id: note.id })).status).toBe(404);
    const replaced = await service
      .from('credit_notes')
      .update({ pdf_sha256: 'f'.repeat(64) })
      .eq('id', note.id);
    expect(replaced.error?.code).toBe('42501');

    const text = pdfText(first.bytes);
    for (const expected of [
      'Credit note (Gutschrift)',
      note.number,
      '§ 14 (2) sentence 2 UStG',
      'sf-scout Capital GmbH',
      'DE123456789',
      title,
      'Net amount €5,000.00',
      'VAT 19 % €950.00',
      'Total amount €5,950.00',
      'DealBridge Demo GmbH',
      'DEMO',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('GiroCode');
  });

  it('a scout who chose § 19 UStG (small business) gets no VAT line and their tax number, in German', async () => {
    const small = await createUser('sf-small', { role: 'scout', status: 'verified' });
    expect((await small.client.rpc('set_my_language', { p_language: 'de' })).error).toBeNull();
    const billing = await small.client.from('billing_info').insert({
      user_id: small.id!,
      kind: 'private',
      responsible_person: 'Sina Klein',
      street_address: 'Hauptstraße 3',
      postal_code: '50667',
      city: 'Köln',
      country: 'Germany',
      company_email: 'sina@klein.example',
      phone_number: '+49 221 123456',
      tax_number: '217/5012/3456',
      small_business: true,
    });
    expect(billing.error).toBeNull();
    const { dealId } = await wonDeal(small);
    await confirm(dealId);
    // Read with the scout's own token (RLS: their credit note).
    const note = (await small.client.from('credit_notes').select('*').eq('deal_id', dealId))
      .data![0];
    expect(note).toMatchObject({
      scout_kind: 'private',
      responsible_person: 'Sina Klein',
      uid_number: null,
      tax_number: '217/5012/3456',
      vat_treatment: 'small_business',
      vat_rate_percent: 0,
      vat_cents: 0,
      gross_cents: 500000,
      language: 'de',
    });
    const text = pdfText((await call(small, { credit_note_id: note.id })).bytes);
    for (const expected of [
      `Gutschrift ${note.number}`,
      '§ 14 Abs. 2 Satz 2 UStG',
      'Sina Klein',
      'Ihre Steuernummer 217/5012/3456',
      'Deutschland',
      'Kleinunternehmer im Sinne von § 19 UStG',
      'Nettobetrag 5.000,00 €',
      'Gesamtbetrag 5.000,00 €',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Umsatzsteuer 0 %');
    expect(text).not.toContain('Germany');
  });
});

describe('the credit note follows the tax details the scout declared (§ 14 Abs. 4 Nr. 2 UStG)', () => {
  const address = {
    street_address: 'Marktplatz 1',
    postal_code: '80331',
    city: 'München',
    country: 'Germany',
    company_email: 'fees@scout.example',
    phone_number: '+49 89 123456',
  };

  it('a German tax number without § 19: 19 % VAT, the tax number on the note', async () => {
    const taxed = await createUser('sf-taxed', { role: 'scout', status: 'verified' });
    expect(
      (
        await taxed.client.from('billing_info').insert({
          user_id: taxed.id!,
          kind: 'private',
          responsible_person: 'Theo Steuer',
          tax_number: '143/216/54329',
          ...address,
        })
      ).error,
    ).toBeNull();
    const { dealId } = await wonDeal(taxed);
    await confirm(dealId);
    const note = (await taxed.client.from('credit_notes').select('*').eq('deal_id', dealId))
      .data![0];
    expect(note).toMatchObject({
      uid_number: null,
      tax_number: '143/216/54329',
      vat_treatment: 'domestic',
      vat_rate_percent: 19,
      vat_cents: 95000,
      gross_cents: 595000,
    });
    const text = pdfText((await call(taxed, { credit_note_id: note.id })).bytes);
    for (const expected of [
      'Your tax number 143/216/54329',
      'VAT 19 % €950.00',
      'Total amount €5,950.00',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('§ 19 UStG');
  });

  it('a VAT ID of another EU country: reverse charge, the VAT ID on the note', async () => {
    const foreign = await createUser('sf-foreign', { role: 'scout', status: 'verified' });
    expect(
      (
        await foreign.client.from('billing_info').insert({
          user_id: foreign.id!,
          kind: 'company',
          company_name: 'Alpen Scouting GmbH',
          responsible_person: 'Anna Alpen',
          uid_number: 'ATU12345678',
          ...address,
          country: 'Austria',
        })
      ).error,
    ).toBeNull();
    const { dealId } = await wonDeal(foreign);
    await confirm(dealId);
    const note = (await foreign.client.from('credit_notes').select('*').eq('deal_id', dealId))
      .data![0];
    expect(note).toMatchObject({
      uid_number: 'ATU12345678',
      vat_treatment: 'reverse_charge',
      vat_rate_percent: 0,
      vat_cents: 0,
      gross_cents: 500000,
    });
    const text = pdfText((await call(foreign, { credit_note_id: note.id })).bytes);
    for (const expected of ['Your VAT ID ATU12345678', 'Reverse charge', '§ 13b UStG'])
      expect(text).toContain(expected);
  });

  it('neither tax number nor VAT ID: no silent § 19 note; it waits, is not paid, and is issued once the scout enters a tax number', async () => {
    const bare = await createUser('sf-bare', { role: 'scout', status: 'verified' });
    expect(
      (
        await bare.client.from('billing_info').insert({
          user_id: bare.id!,
          kind: 'private',
          responsible_person: 'Bea Bare',
          ...address,
        })
      ).error,
    ).toBeNull();
    const { dealId } = await wonDeal(bare);
    await confirm(dealId);
    expect(await feeOf(bare, dealId)).toMatchObject({ status: 'confirmed', credit_note_id: null });
    expect(await creditNoteOf(dealId)).toBeNull();
    // No payout without its document.
    const paid = await admin.client.rpc('mark_scout_fee_paid', { p_deal_id: dealId });
    expect(paid.error).toMatchObject({ code: '22023', hint: 'credit_note_missing' });
    // The scout cannot make one by hand.
    const forged = await rest(bare, 'POST', 'credit_notes', {
      number: 'GS-2026-999999',
      scout_id: bare.id,
    });
    expect(forged.status).toBeGreaterThanOrEqual(401);

    const entered = await bare.client
      .from('billing_info')
      .update({ tax_number: '21/815/08150' })
      .eq('user_id', bare.id!);
    expect(entered.error).toBeNull();
    const note = (await bare.client.from('credit_notes').select('*').eq('deal_id', dealId)).data!;
    expect(note).toHaveLength(1);
    expect(note[0]).toMatchObject({ tax_number: '21/815/08150', vat_treatment: 'domestic' });
    expect((await feeOf(bare, dealId))!.credit_note_number).toBe(note[0].number);
    // Saving again issues nothing more.
    await bare.client.from('billing_info').update({ city: 'Augsburg' }).eq('user_id', bare.id!);
    expect(
      (await service.from('credit_notes').select('id').eq('deal_id', dealId)).data,
    ).toHaveLength(1);
    expect((await admin.client.rpc('mark_scout_fee_paid', { p_deal_id: dealId })).error).toBeNull();
  });
});

describe('the scout hears that a fee was paid (scout_fee.paid)', () => {
  const outboxOf = (email: string) =>
    withDb(
      async (db) =>
        (
          await db.query<{ kind: string; language: string; payload: Record<string, unknown> }>(
            `select kind, language::text, payload from private.email_outbox
             where recipient = $1 and kind = 'scout_fee.paid' order by id`,
            [email],
          )
        ).rows,
    );

  it('in the app and by email, in the scout’s language, with amount and credit note; nobody else', async () => {
    const paidScout = await createUser('sf-paid', { role: 'scout', status: 'verified' });
    expect((await paidScout.client.rpc('set_my_language', { p_language: 'de' })).error).toBeNull();
    await giveBillingInfo(paidScout);
    const { dealId, title } = await wonDeal(paidScout);
    await confirm(dealId);
    // Confirming is not paying: no notice yet.
    expect(await outboxOf(paidScout.email!)).toHaveLength(0);
    expect(
      (
        await admin.client.rpc('mark_scout_fee_paid', {
          p_deal_id: dealId,
          p_paid_on: '2026-11-20',
        })
      ).error,
    ).toBeNull();
    const note = (await creditNoteOf(dealId))!;
    const notices = (
      await paidScout.client
        .from('notifications')
        .select('kind, link, payload')
        .eq('kind', 'scout_fee.paid')
    ).data!;
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      link: '/dashboard',
      payload: {
        deal_id: dealId,
        listing_title: title,
        number: note.number,
        gross_cents: 595000,
        paid_on: '2026-11-20',
      },
    });
    const mails = await outboxOf(paidScout.email!);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ language: 'de', payload: { number: note.number } });
    // Only the scout is told (not the buyer, not the admin who paid).
    const told = await service
      .from('notifications')
      .select('user_id')
      .eq('kind', 'scout_fee.paid')
      .contains('payload', { deal_id: dealId });
    expect(told.data!.map((row) => row.user_id)).toEqual([paidScout.id]);
  });

  it('respects the preferences: email off keeps the bell, both off tell nothing', async () => {
    const quiet = await createUser('sf-quiet', { role: 'scout', status: 'verified' });
    await giveBillingInfo(quiet);
    const pref = await quiet.client
      .from('notification_preferences')
      .insert({ user_id: quiet.id!, kind: 'scout_fee.paid', email: false });
    expect(pref.error).toBeNull();
    const first = await wonDeal(quiet);
    await confirm(first.dealId);
    expect(
      (await admin.client.rpc('mark_scout_fee_paid', { p_deal_id: first.dealId })).error,
    ).toBeNull();
    expect(
      (await quiet.client.from('notifications').select('id').eq('kind', 'scout_fee.paid')).data,
    ).toHaveLength(1);
    expect(await outboxOf(quiet.email!)).toHaveLength(0);

    expect(
      (
        await quiet.client
          .from('notification_preferences')
          .update({ in_app: false })
          .eq('kind', 'scout_fee.paid')
      ).error,
    ).toBeNull();
    const second = await wonDeal(quiet);
    await confirm(second.dealId);
    expect(
      (await admin.client.rpc('mark_scout_fee_paid', { p_deal_id: second.dealId })).error,
    ).toBeNull();
    expect(
      (await quiet.client.from('notifications').select('id').eq('kind', 'scout_fee.paid')).data,
    ).toHaveLength(1);
    expect(await outboxOf(quiet.email!)).toHaveLength(0);
  });
});

describe('every confirmed fee has exactly one credit note', () => {
  it('the maintenance run (and the migration) issue the missing ones, numbered without gaps', async () => {
    const late = await createUser('sf-late', { role: 'scout', status: 'verified' });
    // Confirmed while the scout had no billing details: like the fees confirmed before credit
    // notes existed, it has none.
    const first = await wonDeal(late);
    const second = await wonDeal(late);
    await confirm(first.dealId);
    await confirm(second.dealId);
    expect(await creditNoteOf(first.dealId)).toBeNull();
    expect(await creditNoteOf(second.dealId)).toBeNull();
    // The details arrive without triggering anything (as the database owner, the trigger off for
    // this one transaction), as in a database migrated with such fees.
    await withDb(async (db) => {
      await db.query('begin');
      await db.query("set local session_replication_role = 'replica'");
      await db.query(
        `insert into public.billing_info (user_id, kind, responsible_person, tax_number, company_email,
           phone_number, street_address, city, postal_code, country)
         values ($1, 'private', 'Lena Late', '21/815/08150', 'lena@late.example', '+49 30 1234567',
           'Torstraße 2', 'Berlin', '10119', 'Germany')`,
        [late.id],
      );
      await db.query('commit');
    });
    expect(await creditNoteOf(first.dealId)).toBeNull();

    const run = await service.rpc('run_deal_maintenance');
    expect(run.error).toBeNull();
    expect(
      (run.data as { credit_notes_issued: number }).credit_notes_issued,
    ).toBeGreaterThanOrEqual(2);
    const notes = await Promise.all([creditNoteOf(first.dealId), creditNoteOf(second.dealId)]);
    for (const note of notes)
      expect(note).toMatchObject({ tax_number: '21/815/08150', scout_id: late.id });
    // The older confirmation got the lower number.
    expect(notes[0]!.sequence_number).toBeLessThan(notes[1]!.sequence_number);
    // Again: nothing more for these fees.
    await service.rpc('run_deal_maintenance');
    for (const dealId of [first.dealId, second.dealId])
      expect(
        (await service.from('credit_notes').select('id').eq('deal_id', dealId)).data,
      ).toHaveLength(1);
    // Gap-free: in one snapshot, the year's numbers are 1..n and the counter says n.
    const gaps = await withDb(
      async (db) =>
        (
          await db.query(
            `select count(distinct n.sequence_number)::int as count, max(n.sequence_number) as max,
             (select c.last_number from private.credit_note_counters c where c.year = $1) as last
           from public.credit_notes n where n.year = $1`,
            [notes[0]!.year],
          )
        ).rows[0],
    );
    expect(gaps.count).toBe(gaps.max);
    expect(gaps.last).toBe(gaps.max);
  });
});

describe('the statement per period', () => {
  it("lists the scout's fees with their status; another scout cannot ask for it", async () => {
    const paid = await wonDeal(scout);
    await confirm(paid.dealId);
    expect(
      (await admin.client.rpc('mark_scout_fee_paid', { p_deal_id: paid.dealId })).error,
    ).toBeNull();
    const open = await wonDeal(scout);
    const { year, month } = thisMonth();

    const statement = await call(scout, { statement: { year, month } });
    expect(statement.status).toBe(200);
    const text = pdfText(statement.bytes);
    const paidNote = (await creditNoteOf(paid.dealId))!;
    for (const expected of [
      'Statement of scout fees',
      paid.title,
      open.title,
      paidNote.number,
      'Paid',
      'Recorded',
    ])
      expect(text).toContain(expected);

    // A quarter and a year work too; last year's statement has none of these.
    const quarter = await call(scout, { statement: { year, quarter: Math.ceil(month / 3) } });
    expect(pdfText(quarter.bytes)).toContain(paid.title);
    const lastYear = await call(scout, { statement: { year: year - 1 } });
    expect(lastYear.status).toBe(200);
    expect(pdfText(lastYear.bytes)).not.toContain(paid.title);

    // Another scout asks for this scout's statement: refused; the admin may.
    expect((await call(otherScout, { statement: { year }, scout_id: scout.id })).status).toBe(403);
    expect((await call(null, { statement: { year } })).status).toBe(401);
    const byAdmin = await call(admin, { statement: { year }, scout_id: scout.id });
    expect(byAdmin.status).toBe(200);
    expect(pdfText(byAdmin.bytes)).toContain(open.title);
    // The admin's copy (finance view) is the scout's own, byte for byte.
    const own = await call(scout, { statement: { year } });
    expect(sha256(byAdmin.bytes)).toBe(sha256(own.bytes));
    // Nonsense periods are refused.
    expect((await call(scout, { statement: { year, month: 13 } })).status).toBe(400);
  });

  it('with more than 30 fees lists every one, over further pages with the header again, totals at the end', async () => {
    const many = await createUser('sf-many', { role: 'scout', status: 'verified' });
    await giveBillingInfo(many);
    const confirmed = await wonDeal(many);
    await confirm(confirmed.dealId);
    // 34 more won deals, recorded: listings through the API, the won deals as the database owner
    // (the deal steps of wonDeal() 34 times would only repeat what the other tests check).
    const titles = Array.from(
      { length: 34 },
      (_, i) => `Many ${String(i + 1).padStart(2, '0')} ${randomUUID().slice(0, 6)}`,
    );
    const listingIds = await Promise.all(titles.map((title) => newListing(many, title)));
    await withDb(async (db) => {
      await db.query('begin');
      // Straight to won, without the stage machine's steps (this transaction only).
      await db.query("set local session_replication_role = 'replica'");
      await db.query(
        `with d as (
           insert into public.deals (listing_id, buyer_id, stage)
           select l, $2::uuid, 'won' from unnest($1::uuid[]) as l
           returning id, listing_id)
         insert into public.won_deal_confirmations (deal_id, listing_id, proposed_fee_eur)
         select d.id, d.listing_id, 5000 from d`,
        [listingIds, buyer.id],
      );
      await db.query('commit');
    });
    const { year, month } = thisMonth();
    const statement = await call(many, { statement: { year, month } });
    expect(statement.status).toBe(200);
    const text = pdfText(statement.bytes);
    for (const title of [confirmed.title, ...titles]) expect(text).toContain(title);
    const pages = Buffer.from(statement.bytes)
      .toString('latin1')
      .match(/\/Type \/Page\b(?!s)/g);
    expect(pages!.length).toBeGreaterThan(1);
    expect(text).toContain(`Page 1 of ${pages!.length}`);
    expect(text).toContain(`Page ${pages!.length} of ${pages!.length}`);
    // The table's header on the first and the next page.
    expect(text.match(/Won on Listing Status Credit note Fee \(net\)/g)!.length).toBeGreaterThan(1);
    // The totals come after the last fee, with every fee counted.
    const totals = text.indexOf('Recorded, awaiting confirmation €170,000.00');
    expect(totals).toBeGreaterThan(-1);
    expect(text).toContain('Confirmed, to be paid €5,000.00');
    for (const title of titles) expect(text.indexOf(title)).toBeLessThan(totals);
  });
});
