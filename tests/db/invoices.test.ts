// Issue 31: invoices a German accountant accepts, through the HTTP API with hand-made requests.
// A private buyer (19 % German VAT) and an Austrian company with a VAT ID (reverse charge) each get
// access; the amounts are integer cents decided by the database; the PDF is rendered once, stored
// with its SHA-256 and downloaded byte-identical; its GiroCode decodes (rendered with Ghostscript,
// read with jsQR) to the issuer's IBAN, the gross amount and the invoice number; only an admin marks
// an invoice paid (by hand or from a bank statement); after the due date (a clock the test passes)
// the invoice is overdue and the buyer is reminded by email; a correction is a numbered
// cancellation plus a new invoice; an invoice never changes, not even for the service role.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import { PDFDocument } from 'pdf-lib';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR } from '../../src/lib/operator';
import { serviceClient } from '../support/accounts';
import { stackEnv } from '../support/env';
import { waitForMail } from '../support/mail';
import { dealWithAccess, newListing, rest } from './support/deals';
import { createUser, type Identity } from './support/identities';

const service = serviceClient();

let admin: Identity;
let owner: Identity;
let stranger: Identity;

beforeAll(async () => {
  [admin, owner, stranger] = await Promise.all([
    createUser('inv-admin', { admin: true }),
    createUser('inv-owner', { role: 'scout', status: 'verified' }),
    createUser('inv-stranger', { role: 'investor', status: 'verified' }),
  ]);
});

const address = {
  company_email: 'billing@buyer.example',
  phone_number: '+49 30 1234567',
  street_address: 'Lindenstraße 5',
  city: 'Hamburg',
  postal_code: '20095',
  country: 'Germany',
};

type Invoice = Record<string, unknown> & { id: string; number: string; gross_cents: number };

/** A buyer with these billing details gets access to a new listing; returns the invoice. */
async function buyerWithInvoice(
  label: string,
  billing: Record<string, unknown>,
  language: 'en' | 'de' = 'en',
): Promise<{ buyer: Identity; invoice: Invoice; dealId: string }> {
  const buyer = await createUser(label, { role: 'investor', status: 'verified' });
  if (language === 'de')
    expect((await buyer.client.rpc('set_my_language', { p_language: 'de' })).error).toBeNull();
  const saved = await buyer.client.from('billing_info').insert({ user_id: buyer.id!, ...billing });
  expect(saved.error).toBeNull();
  const listingId = await newListing(owner, `Invoice Target ${randomUUID().slice(0, 8)}`);
  const dealId = await dealWithAccess(buyer, owner, listingId);
  const { data, error } = await buyer.client
    .from('invoices')
    .select('*')
    .eq('deal_id', dealId)
    .single();
  expect(error).toBeNull();
  return { buyer, invoice: data as Invoice, dealId };
}

const privateBilling = { kind: 'private' as const, responsible_person: 'Petra Privat', ...address };
const austrianCompany = {
  kind: 'company' as const,
  company_name: 'Donau Holding GmbH',
  responsible_person: 'Dora Donau',
  uid_number: 'ATU12345678',
  ...address,
  city: 'Wien',
  postal_code: '1010',
  country: 'Austria',
};

/** The invoice function as the caller: status and bytes. */
async function download(who: Identity, invoiceId: string, document = 'invoice') {
  const response = await fetch(`${stackEnv.url}/functions/v1/invoices`, {
    method: 'POST',
    headers: {
      apikey: stackEnv.anonKey,
      Authorization: `Bearer ${who.token}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ invoice_id: invoiceId, document }),
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { status: response.status, bytes, hash: response.headers.get('X-Content-Sha256') };
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The PDF's first page as pixels (Ghostscript, 200 dpi) and its text. */
function rendered(bytes: Uint8Array): { png: PNG; text: string } {
  const dir = mkdtempSync(join(tmpdir(), 'invoice-'));
  const pdf = join(dir, 'invoice.pdf');
  writeFileSync(pdf, bytes);
  execFileSync('gs', [
    '-q',
    '-dNOPAUSE',
    '-dBATCH',
    '-sDEVICE=png16m',
    '-r200',
    `-sOutputFile=${dir}/page.png`,
    pdf,
  ]);
  const text = execFileSync('gs', [
    '-q',
    '-dNOPAUSE',
    '-dBATCH',
    '-sDEVICE=txtwrite',
    '-sOutputFile=-',
    pdf,
  ]).toString();
  return { png: PNG.sync.read(readFileSync(join(dir, 'page.png'))), text };
}

const squish = (text: string) => text.replace(/\s+/g, ' ');

/**
 * The QR code on the page: jsQR reads one code per image and is misled by the rest of the page's
 * text, so windows of the page are tried (as a phone's camera frames the code).
 */
function readQr(png: PNG): string | null {
  const w = Math.round(png.width * 0.4);
  const h = Math.round(png.height * 0.3);
  for (let top = 0; top + h <= png.height; top += Math.round(png.height * 0.05))
    for (let left = 0; left + w <= png.width; left += Math.round(png.width * 0.1)) {
      const window = new PNG({ width: w, height: h });
      PNG.bitblt(png, window, left, top, w, h, 0, 0);
      const code = jsQR(new Uint8ClampedArray(window.data), w, h);
      if (code?.data) return code.data;
    }
  return null;
}

describe('invoices per § 14 UStG', () => {
  it('a private buyer without a VAT ID: 500 EUR plus 19 % VAT, due in 14 days, in integer cents', async () => {
    const { invoice } = await buyerWithInvoice('inv-private', privateBilling);
    expect(invoice).toMatchObject({
      kind: 'invoice',
      buyer_kind: 'private',
      company_name: null,
      uid_number: null,
      responsible_person: 'Petra Privat',
      net_cents: 50000,
      vat_rate_percent: 19,
      vat_cents: 9500,
      gross_cents: 59500,
      vat_treatment: 'domestic',
      status: 'open',
      language: 'en',
    });
    expect(invoice.number).toMatch(/^DB-\d{4}-\d{6}$/);
    const due = Date.parse(String(invoice.due_date)) - Date.parse(String(invoice.service_date));
    expect(due).toBe(14 * 86_400_000);
    expect(invoice.issuer).toMatchObject({
      name: 'DealBridge Demo GmbH',
      iban: 'DE89370400440532013000',
      is_demo: true,
    });
  });

  it("names the Impressum's operator as the issuer (the demo values on both)", async () => {
    const { invoice } = await buyerWithInvoice('inv-issuer', privateBilling);
    const issuer = invoice.issuer as Record<string, string>;
    expect({
      name: issuer.name,
      street: issuer.street,
      postalCode: issuer.postal_code,
      city: issuer.city,
      country: issuer.country,
      vatId: issuer.vat_id.toLowerCase(),
    }).toEqual({
      name: DEMO_OPERATOR.name,
      street: DEMO_OPERATOR.street,
      postalCode: DEMO_OPERATOR.postalCode,
      city: DEMO_OPERATOR.city,
      country: DEMO_OPERATOR.country,
      vatId: DEMO_OPERATOR.vatId.toLowerCase(),
    });
  });

  it('an EU company outside Germany with a VAT ID: reverse charge, no VAT', async () => {
    const { invoice } = await buyerWithInvoice('inv-austria', austrianCompany);
    expect(invoice).toMatchObject({
      buyer_kind: 'company',
      uid_number: 'ATU12345678',
      net_cents: 50000,
      vat_rate_percent: 0,
      vat_cents: 0,
      gross_cents: 50000,
      vat_treatment: 'reverse_charge',
    });
  });

  it('a German company with a VAT ID and a Swiss one pay German VAT', async () => {
    const german = await buyerWithInvoice('inv-german', {
      ...austrianCompany,
      uid_number: 'DE123456789',
    });
    expect(german.invoice).toMatchObject({ vat_treatment: 'domestic', gross_cents: 59500 });
    const swiss = await buyerWithInvoice('inv-swiss', {
      ...austrianCompany,
      uid_number: 'CHE-123.456.789 MWST',
    });
    expect(swiss.invoice).toMatchObject({ vat_treatment: 'domestic', gross_cents: 59500 });
  });

  it('the PDF is stored once with its hash: two downloads are byte-identical; strangers get 404', async () => {
    const { buyer, invoice } = await buyerWithInvoice('inv-pdf', austrianCompany);
    const first = await download(buyer, invoice.id);
    expect(first.status).toBe(200);
    const second = await download(buyer, invoice.id);
    expect(second.status).toBe(200);
    expect(Buffer.from(second.bytes).equals(Buffer.from(first.bytes))).toBe(true);
    const row = (
      await service.from('invoices').select('pdf_path, pdf_sha256').eq('id', invoice.id).single()
    ).data!;
    expect(row.pdf_sha256).toBe(sha256(first.bytes));
    expect(first.hash).toBe(row.pdf_sha256);
    // An admin downloads the same bytes.
    expect(sha256((await download(admin, invoice.id)).bytes)).toBe(row.pdf_sha256);

    // From storage directly: the buyer may, another user may not.
    const own = await buyer.client.storage.from('invoices').download(row.pdf_path!);
    expect(own.error).toBeNull();
    expect(sha256(new Uint8Array(await own.data!.arrayBuffer()))).toBe(row.pdf_sha256);
    const foreign = await stranger.client.storage.from('invoices').download(row.pdf_path!);
    expect(foreign.data).toBeNull();
    expect((await download(stranger, invoice.id)).status).toBe(404);

    // Nobody replaces it: not a buyer's upload, not the service role's update of the row.
    const upload = await buyer.client.storage
      .from('invoices')
      .upload(row.pdf_path!, new Blob(['%PDF-1.4 fake']), {
        upsert: true,
        contentType: 'application/pdf',
      });
    expect(upload.error).not.toBeNull();
    const replaced = await service
      .from('invoices')
      .update({ pdf_sha256: 'f'.repeat(64) })
      .eq('id', invoice.id);
    expect(replaced.error).toMatchObject({ code: '42501' });
    expect(sha256((await download(buyer, invoice.id)).bytes)).toBe(row.pdf_sha256);

    // Its content: reverse charge wording, recipient, issuer and its tax IDs, the demo mark.
    const { text } = rendered(first.bytes);
    const flat = squish(text);
    for (const expected of [
      'Steuerschuldnerschaft des Leistungsempfängers',
      'Donau Holding GmbH',
      'ATU12345678',
      'DealBridge Demo GmbH',
      'DE000000000 (Demo)',
      '37/000/00000 (Demo)',
      'DEMO',
      invoice.number,
      'VAT 0 %',
    ])
      expect(flat).toContain(expected);
  });

  it('its GiroCode decodes to the issuer, IBAN, gross amount and invoice number (EPC069-12)', async () => {
    const { buyer, invoice } = await buyerWithInvoice('inv-qr', privateBilling);
    const { bytes } = await download(buyer, invoice.id);
    const { png, text } = rendered(bytes);
    const code = readQr(png);
    expect(code).not.toBeNull();
    expect(code!.split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      'COBADEFFXXX',
      'DealBridge Demo GmbH',
      'DE89370400440532013000',
      'EUR595.00',
      '',
      '',
      invoice.number,
    ]);
    const flat = squish(text);
    expect(flat).toContain('VAT 19 %');
    expect(flat).not.toContain('Steuerschuldnerschaft');
    expect(flat).toContain('Petra Privat');
  });

  it('fits on one A4 page: every mark inside the margins, private and company, English and German', async () => {
    const invoices = await Promise.all([
      buyerWithInvoice('inv-fit-private', privateBilling),
      buyerWithInvoice('inv-fit-company', austrianCompany),
      buyerWithInvoice('inv-fit-de', austrianCompany, 'de'),
    ]);
    for (const { buyer, invoice } of invoices) {
      const { bytes } = await download(buyer, invoice.id);
      const pdf = await PDFDocument.load(bytes);
      expect(pdf.getPageCount(), invoice.number).toBe(1);
      const { width, height } = pdf.getPage(0).getSize();
      expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
      // Ghostscript's bbox device: the box around everything drawn on the page (on stderr).
      const dir = mkdtempSync(join(tmpdir(), 'invoice-fit-'));
      writeFileSync(join(dir, 'invoice.pdf'), bytes);
      const run = spawnSync(
        'gs',
        ['-q', '-dNOPAUSE', '-dBATCH', '-sDEVICE=bbox', join(dir, 'invoice.pdf')],
        {
          encoding: 'utf8',
        },
      );
      const box = /%%HiResBoundingBox: ([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+)/.exec(run.stderr);
      expect(box, run.stderr).not.toBeNull();
      const [left, bottom, right, top] = box!.slice(1).map(Number);
      // At least 10 mm (28 pt) of white on every side: nothing runs off or into the edge.
      const margin = 28;
      expect({ left, bottom, right, top }, `${invoice.number} ${invoice.language}`).toEqual({
        left: expect.toSatisfy((x: number) => x >= margin),
        bottom: expect.toSatisfy((y: number) => y >= margin),
        right: expect.toSatisfy((x: number) => x <= width - margin),
        top: expect.toSatisfy((y: number) => y <= height - margin),
      });
    }
  });

  it('a German buyer gets a German invoice', async () => {
    const buyer = await createUser('inv-de', { role: 'investor', status: 'verified' });
    expect((await buyer.client.rpc('set_my_language', { p_language: 'de' })).error).toBeNull();
    expect(
      (await buyer.client.from('billing_info').insert({ user_id: buyer.id!, ...privateBilling }))
        .error,
    ).toBeNull();
    const listingId = await newListing(owner, `Rechnung ${randomUUID().slice(0, 8)}`);
    const dealId = await dealWithAccess(buyer, owner, listingId);
    const invoice = (
      await buyer.client.from('invoices').select('id, language').eq('deal_id', dealId).single()
    ).data!;
    expect(invoice.language).toBe('de');
    const flat = squish(rendered((await download(buyer, invoice.id)).bytes).text);
    expect(flat).toContain('Rechnung');
    expect(flat).toContain('Umsatzsteuer 19 %');
    expect(flat).toContain('Fällig am');
    // The recipient's country, typed "Germany" in the billing details, in the invoice's language.
    // (The text runs line by line across the facts column: "20095 Hamburg … Deutschland".)
    expect(flat).toMatch(/20095 Hamburg .{0,40}Deutschland/);
    expect(flat).not.toContain('Germany');
  });

  it('an English invoice names a country typed in German in English; unknown text stays as typed', async () => {
    const { buyer, invoice } = await buyerWithInvoice('inv-country', {
      ...austrianCompany,
      country: 'Österreich',
    });
    const flat = squish(rendered((await download(buyer, invoice.id)).bytes).text);
    expect(flat).toMatch(/1010 Wien .{0,40}Austria/);
    expect(flat).not.toContain('Österreich');
    const other = await buyerWithInvoice('inv-country-free', {
      ...privateBilling,
      country: 'Atlantis',
    });
    expect(squish(rendered((await download(other.buyer, other.invoice.id)).bytes).text)).toContain(
      'Atlantis',
    );
  });
});

describe('an issued invoice never changes', () => {
  it('the buyer cannot write it; the service role cannot change its content, status or delete it', async () => {
    const { buyer, invoice } = await buyerWithInvoice('inv-immutable', privateBilling);
    const patched = await rest(buyer, 'PATCH', `invoices?id=eq.${invoice.id}`, { gross_cents: 1 });
    expect(patched.status).toBeGreaterThanOrEqual(400);
    for (const change of [
      { gross_cents: 1 },
      { company_name: 'Other' },
      { number: 'DB-2000-000001' },
    ]) {
      const { error } = await service.from('invoices').update(change).eq('id', invoice.id);
      expect(error).not.toBeNull();
    }
    const paid = await service
      .from('invoices')
      .update({ status: 'paid', paid_at: new Date().toISOString() })
      .eq('id', invoice.id);
    expect(paid.error).toMatchObject({ code: '42501' });
    const deleted = await service.from('invoices').delete().eq('id', invoice.id);
    expect(deleted.error).toMatchObject({ code: '42501' });
    expect(
      (await service.from('invoices').select('status, gross_cents').eq('id', invoice.id).single())
        .data,
    ).toEqual({ status: 'open', gross_cents: 59500 });
  });

  it('numbers of the year have no gaps', async () => {
    await buyerWithInvoice('inv-gapless', privateBilling);
    const year = new Date().getUTCFullYear();
    const { data } = await service.from('invoices').select('sequence_number').eq('year', year);
    const numbers = data!.map((r) => r.sequence_number).sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  });
});

describe('payment status', () => {
  it('only an admin marks an invoice paid; the buyer then downloads a receipt', async () => {
    const { buyer, invoice } = await buyerWithInvoice('inv-paid', privateBilling);
    for (const who of [buyer, owner, stranger]) {
      const tried = await rest(who, 'POST', 'rpc/mark_invoice_paid', { p_invoice_id: invoice.id });
      expect(tried.body?.code).toBe('42501');
    }
    expect((await download(buyer, invoice.id, 'receipt')).status).toBe(409);
    const marked = await rest(admin, 'POST', 'rpc/mark_invoice_paid', {
      p_invoice_id: invoice.id,
      p_paid_on: '2026-01-15',
    });
    expect(marked.status).toBe(200);
    const row = (
      await buyer.client
        .from('invoices')
        .select('status, paid_at, paid_by, payment_source')
        .eq('id', invoice.id)
        .single()
    ).data!;
    expect(row).toMatchObject({ status: 'paid', paid_by: admin.id, payment_source: 'admin' });
    expect(row.paid_at).toMatch(/^2026-01-1[45]/);
    const again = await rest(admin, 'POST', 'rpc/mark_invoice_paid', { p_invoice_id: invoice.id });
    expect(again.body?.code).toBe('22023');

    const receipt = await download(buyer, invoice.id, 'receipt');
    expect(receipt.status).toBe(200);
    expect(
      Buffer.from((await download(buyer, invoice.id, 'receipt')).bytes).equals(
        Buffer.from(receipt.bytes),
      ),
    ).toBe(true);
    expect(squish(rendered(receipt.bytes).text)).toContain('Payment receipt');
  });

  it('a bank statement marks the invoice whose number and gross amount it names; others are reported', async () => {
    const a = await buyerWithInvoice('inv-bank-a', austrianCompany);
    const b = await buyerWithInvoice('inv-bank-b', privateBilling);
    const lines = [
      {
        reference: `Rechnung ${a.invoice.number.toLowerCase()} Donau`,
        amount_cents: 50000,
        booked_on: '2026-11-20',
      },
      { reference: `${b.invoice.number}`, amount_cents: 50000, booked_on: '2026-11-20' },
      { reference: 'Miete November', amount_cents: 120000, booked_on: '2026-11-20' },
    ];
    const asBuyer = await rest(a.buyer, 'POST', 'rpc/import_bank_statement', { p_lines: lines });
    expect(asBuyer.body?.code).toBe('42501');
    const imported = await rest(admin, 'POST', 'rpc/import_bank_statement', { p_lines: lines });
    expect(imported.status).toBe(200);
    expect((imported.body as unknown as { outcome: string }[]).map((l) => l.outcome)).toEqual([
      'paid',
      'amount_differs',
      'no_reference',
    ]);
    const status = async (id: string) =>
      (await service.from('invoices').select('status, payment_source').eq('id', id).single()).data;
    expect(await status(a.invoice.id)).toEqual({
      status: 'paid',
      payment_source: 'bank_statement',
    });
    expect(await status(b.invoice.id)).toEqual({ status: 'open', payment_source: null });
  });

  it('after its due date an open invoice is overdue and its buyer gets one reminder by email', async () => {
    const { buyer, invoice } = await buyerWithInvoice('inv-overdue', privateBilling);
    const dueDay = new Date(`${String(invoice.due_date)}T12:00:00Z`);
    const run = (now: Date) =>
      service.rpc('run_invoice_maintenance', {
        p_now: now.toISOString(),
        p_invoice_id: invoice.id,
      });
    // On the due date itself: still open.
    expect((await run(dueDay)).data).toBe(0);
    const later = new Date(dueDay.getTime() + 2 * 86_400_000);
    expect((await run(later)).data).toBe(1);
    expect((await run(later)).data).toBe(0); // reminded once
    const row = (
      await buyer.client
        .from('invoices')
        .select('status, reminded_at')
        .eq('id', invoice.id)
        .single()
    ).data!;
    expect(row.status).toBe('overdue');
    const notices = (
      await buyer.client.from('notifications').select('kind, payload').eq('kind', 'invoice.overdue')
    ).data!;
    expect(notices).toHaveLength(1);
    expect(notices[0].payload).toMatchObject({ number: invoice.number, gross_cents: 59500 });
    const mail = await waitForMail(buyer.email!, (m) => m.subject.includes(invoice.number), 30_000);
    expect(mail.subject).toBe(`DealBridge: Payment reminder: invoice ${invoice.number}`);
    expect(mail.text).toContain('DE89370400440532013000');
    expect(mail.text).toContain('€595.00');
    // Not for anyone else to call.
    const asAdmin = await rest(admin, 'POST', 'rpc/run_invoice_maintenance', {
      p_invoice_id: invoice.id,
    });
    expect(asAdmin.status).toBeGreaterThanOrEqual(400);
    // Overdue can still be paid.
    expect(
      (await rest(admin, 'POST', 'rpc/mark_invoice_paid', { p_invoice_id: invoice.id })).status,
    ).toBe(200);
  });

  it('an admin cancels an invoice with a numbered cancellation and issues a new one', async () => {
    const { buyer, invoice, dealId } = await buyerWithInvoice('inv-storno', privateBilling);
    const asBuyer = await rest(buyer, 'POST', 'rpc/cancel_invoice', { p_invoice_id: invoice.id });
    expect(asBuyer.body?.code).toBe('42501');
    const cancelled = await rest(admin, 'POST', 'rpc/cancel_invoice', {
      p_invoice_id: invoice.id,
      p_reissue: true,
    });
    expect(cancelled.status).toBe(200);
    const { cancellation_id, new_invoice_id } = cancelled.body as unknown as {
      cancellation_id: string;
      new_invoice_id: string;
    };
    const { data: rows } = await buyer.client
      .from('invoices')
      .select(
        'id, number, sequence_number, kind, status, net_cents, vat_cents, gross_cents, cancels_invoice_id',
      )
      .or(`deal_id.eq.${dealId}`)
      .order('sequence_number');
    expect(rows).toHaveLength(3);
    const [original, storno, reissued] = rows!;
    expect(original).toMatchObject({ id: invoice.id, status: 'cancelled', kind: 'invoice' });
    expect(storno).toMatchObject({
      id: cancellation_id,
      kind: 'cancellation',
      status: 'cancelled',
      cancels_invoice_id: invoice.id,
      net_cents: -50000,
      vat_cents: -9500,
      gross_cents: -59500,
    });
    expect(reissued).toMatchObject({
      id: new_invoice_id,
      kind: 'invoice',
      status: 'open',
      gross_cents: 59500,
    });
    expect(storno.sequence_number).toBeGreaterThan(original.sequence_number);
    expect(reissued.sequence_number).toBeGreaterThan(storno.sequence_number);
    // The cancellation has its own PDF, which names the invoice it cancels.
    const { bytes, status } = await download(buyer, cancellation_id);
    expect(status).toBe(200);
    const flat = squish(rendered(bytes).text);
    expect(flat).toContain('Cancellation invoice');
    expect(flat).toContain(`Cancels invoice ${invoice.number}`);
    // Twice is refused.
    const twice = await rest(admin, 'POST', 'rpc/cancel_invoice', { p_invoice_id: invoice.id });
    expect(twice.body?.code).toBe('22023');
  });
});
