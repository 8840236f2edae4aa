// Issue 31's finance flows in the browser, as the admin and new buyers meet them (the database
// rules behind them are tested through the HTTP API in tests/db/invoices.test.ts):
// - the admin uploads a German bank statement CSV in the finance view: the result names the line
//   that marked an invoice paid and the lines that did not (amount differs, no invoice number);
//   the paid invoice shows "Paid", the other stays "Open"; once past its due date (the maintenance
//   job run with a clock the test passes, as the scheduler runs it) it is "Overdue" and its buyer's
//   reminder arrives in the stack's inbox, in the buyer's language;
// - the admin marks one invoice paid and cancels another with a new one (Storno plus new number,
//   asking first), then downloads the DATEV booking batch: its EXTF header, DATEV's column names,
//   a posting per document and payment with German amounts, SKR03 accounts and S/H;
// - a German company, an Austrian company with a VAT ID and a private buyer fill their billing
//   details in the profile, ask for access in the listing's dialog (NDA, request) and download
//   their invoice twice: 19 % VAT, reverse charge, 19 % VAT; identical bytes each time.
// Each test makes its own buyers and invoices. Screenshots of the import result (390 and 1280 px)
// go to test-results/finance-screens/ (copied to /work/shots/h31e).
import { readFileSync } from 'node:fs';
import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { serviceClient, signUp, uniqueEmail, type FreshUser } from '../tests/support/accounts';
import { waitForMail } from '../tests/support/mail';
import { formatDate } from '../src/lib/format';
import { pdfPageTexts } from '../tests/support/pdf';
import { ADMIN_EMAIL, texts, type Language } from './support/accounts';
import { accessGranted, listingOf, signedInPage, verifiedParty } from './support/deal-parties';
import { uniqueStamp } from './support/stamp';

// The admin and the buyers read from New York: invoice days are Berlin days (as on the PDF and in
// the DATEV export) wherever the browser is; a payment booked on a Berlin day is midnight there,
// which is the evening before in New York.
test.use({ actionTimeout: 30_000, timezoneId: 'America/New_York' });
// Saving, importing and rendering go through the whole stack: on a machine shared by many runs
// they may take longer than the default 10 s (a limit on waiting, never a measured duration).
const expect = baseExpect.configure({ timeout: 30_000 });

type Invoice = { id: string; number: string; due_date: string; gross_cents: number };

/** Today in Berlin as 2026-11-27 (the day the database books in). */
const berlinToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());

/** The invoice of the buyer's access to the listing, read as the buyer. */
async function invoiceOf(buyer: FreshUser, listingId: string): Promise<Invoice> {
  const { data, error } = await buyer.client
    .from('invoices')
    .select('id, number, due_date, gross_cents')
    .eq('listing_id', listingId)
    .eq('kind', 'invoice')
    .single();
  if (error) throw new Error(`invoice of ${buyer.email}: ${error.message}`);
  return data;
}

/** A buyer whose billing details are an Austrian company with a VAT ID (reverse charge). */
async function austrianBuyer(name: string, label: string, language: Language) {
  const user = await signUp({
    email: uniqueEmail(label, 'example.com'),
    name,
    metadata: { name, role: 'investor', phone_number: '+43 1 1234567', language },
    status: 'verified',
  });
  const saved = await serviceClient()
    .from('billing_info')
    .insert({
      user_id: user.id,
      kind: 'company',
      company_name: `${name} Holding GmbH`,
      company_email: 'billing@donau.example',
      responsible_person: name,
      phone_number: '+43 1 1234567',
      uid_number: 'ATU12345678',
      street_address: 'Stephansplatz 1',
      city: 'Wien',
      postal_code: '1010',
      country: 'Austria',
    });
  if (saved.error) throw new Error(saved.error.message);
  return user;
}

/** The admin console's finance tab, signed in as the seeded admin. */
async function financeTab(browser: Browser, language: Language, width = 1280): Promise<Page> {
  const page = await signedInPage(browser, language, ADMIN_EMAIL, width);
  await page.goto('/dashboard');
  await openFinance(page, language);
  return page;
}

/** The finance tab of the loaded admin console. */
async function openFinance(page: Page, language: Language) {
  await page
    .getByRole('tab', { name: texts(language)('admin', 'tabs.finance'), exact: true })
    .click();
  await expect(page.getByTestId('finance-summary')).toBeVisible();
}

/**
 * The fields of a DATEV record, as DATEV reads them: split at semicolons outside quotes (a name
 * may hold one); quoted fields keep their quotes, doubled quotes inside them as written.
 */
function datevFields(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    if (ch === ';' && !quoted) {
      fields.push(field);
      field = '';
    } else field += ch;
  }
  fields.push(field);
  return fields;
}

/** Nothing of the page is wider than a phone's screen. */
async function expectNoOverflow(page: Page, what: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${what} overflows at 390 px`).toBeLessThanOrEqual(0);
}

for (const language of ['en', 'de'] as const) {
  test(`finance (${language}): a bank statement marks one invoice paid; the other turns overdue and its buyer is reminded`, async ({
    browser,
  }) => {
    test.slow();
    const t = texts(language);
    const stamp = uniqueStamp(6);
    const seller = await verifiedParty(
      'company',
      `Sina Seller ${stamp}`,
      `e2e-fin-seller-${stamp}`,
    );
    const [payer, late] = await Promise.all([
      verifiedParty('investor', `Paula Payer ${stamp}`, `e2e-fin-payer-${stamp}`, language),
      verifiedParty('investor', `Lars Late ${stamp}`, `e2e-fin-late-${stamp}`, language),
    ]);
    const listingId = await listingOf(seller, {
      title: `Finance Journey ${stamp} GmbH`,
      teaser: `Bakery chain ${stamp}`,
    });
    await accessGranted(payer, seller, listingId);
    await accessGranted(late, seller, listingId);
    const [paid, open] = await Promise.all([
      invoiceOf(payer, listingId),
      invoiceOf(late, listingId),
    ]);
    // German company with a German VAT ID: 500 € plus 19 % VAT.
    expect([paid.gross_cents, open.gross_cents]).toEqual([59500, 59500]);

    // The bank's export as a German bank writes it: semicolons, "595,00", "27.11.2026".
    const [year, month, day] = berlinToday().split('-');
    const booked = `${day}.${month}.${year}`;
    const statement = [
      'Buchungstag;Valuta;Auftraggeber/Empfänger;Verwendungszweck;Betrag (EUR);Währung',
      `${booked};${booked};Paula Payer ${stamp} Capital GmbH;Rechnung ${paid.number} vielen Dank;595,00;EUR`,
      // The other invoice's number, but only the net amount: not a payment of that invoice.
      `${booked};${booked};Lars Late ${stamp} Capital GmbH;${open.number};500,00;EUR`,
      `${booked};${booked};Versicherung AG;Erstattung ${stamp};1.234,56;EUR`,
      `${booked};${booked};Vermieter;Miete November;-1.200,00;EUR`,
    ].join('\r\n');

    const admin = await financeTab(browser, language);
    const chooser = admin.waitForEvent('filechooser');
    await admin.getByRole('button', { name: t('admin', 'finance.import'), exact: true }).click();
    await (
      await chooser
    ).setFiles({
      name: `Umsaetze-${stamp}.csv`,
      mimeType: 'text/csv',
      buffer: Buffer.from(statement, 'utf8'),
    });

    // The result names each credit line: which marked an invoice paid, which did not and why.
    const result = admin.getByRole('dialog', { name: t('admin', 'finance.importResult') });
    await expect(result).toContainText(
      t('admin', 'finance.importSummary', { paid: '1', lines: '3' }),
    );
    const outcomes = result.getByTestId('import-outcome');
    await expect(outcomes).toHaveCount(3);
    await expect(outcomes.nth(0)).toContainText(paid.number);
    await expect(outcomes.nth(0)).toContainText(t('admin', 'finance.outcome.paid'));
    await expect(outcomes.nth(1)).toContainText(open.number);
    await expect(outcomes.nth(1)).toContainText(t('admin', 'finance.outcome.amount_differs'));
    await expect(outcomes.nth(2)).toContainText(`Erstattung ${stamp}`);
    await expect(outcomes.nth(2)).toContainText(t('admin', 'finance.outcome.no_reference'));
    for (const width of [390, 1280]) {
      await admin.setViewportSize({ width, height: 900 });
      await admin.screenshot({
        path: `test-results/finance-screens/finance-import-${language}-${width}.png`,
      });
      if (width === 390) await expectNoOverflow(admin, 'the import result');
    }
    await result.getByRole('button', { name: t('admin', 'finance.close') }).click();
    await expect(result).toBeHidden();

    const paidRow = admin.getByTestId(`finance-row-${paid.number}`);
    const openRow = admin.getByTestId(`finance-row-${open.number}`);
    await expect(paidRow).toContainText(t('admin', 'finance.status.paid'));
    // Paid on the statement's booking day (a Berlin day, shown as one in New York too): the
    // status cell, next to the badge.
    const bookedDay = formatDate(berlinToday(), language);
    await expect(paidRow.getByRole('cell').nth(4)).toContainText(bookedDay);
    await expect(openRow).toContainText(t('admin', 'finance.status.open'));
    // The finance view after the import (the table scrolls inside its own box on a phone).
    for (const width of [390, 1280]) {
      await admin.setViewportSize({ width, height: 900 });
      await admin.getByRole('tabpanel').screenshot({
        path: `test-results/finance-screens/finance-view-${language}-${width}.png`,
      });
      if (width === 390) await expectNoOverflow(admin, 'the finance view');
    }
    await admin.setViewportSize({ width: 1280, height: 900 });

    // Two days after the due date the scheduler's maintenance run finds it overdue (the clock is
    // the run's argument, as in tests/db/invoices.test.ts) and reminds its buyer once.
    const overdueOn = new Date(Date.parse(`${open.due_date}T12:00:00Z`) + 2 * 86_400_000);
    const service = serviceClient();
    for (const invoice of [open, paid]) {
      const run = await service.rpc('run_invoice_maintenance', {
        p_now: overdueOn.toISOString(),
        p_invoice_id: invoice.id,
      });
      expect(run.error).toBeNull();
      // A paid invoice is never overdue.
      expect(run.data).toBe(invoice === open ? 1 : 0);
    }
    await admin.reload();
    await openFinance(admin, language);
    await expect(openRow).toContainText(t('admin', 'finance.status.overdue'));
    await expect(paidRow).toContainText(t('admin', 'finance.status.paid'));

    const reminder = await waitForMail(late.email, (m) => m.subject.includes(open.number), 30_000);
    expect(reminder.subject).toContain(
      language === 'de'
        ? `Zahlungserinnerung: Rechnung ${open.number}`
        : `Payment reminder: invoice ${open.number}`,
    );
    expect(reminder.text).toContain('DE89370400440532013000');
    expect(reminder.text).toContain(language === 'de' ? '595,00' : '€595.00');

    // In their profiles, one buyer sees the invoice overdue, the other paid on the booking day.
    const [latePage, payerPage] = await Promise.all([
      signedInPage(browser, language, late.email, 1280),
      signedInPage(browser, language, payer.email, 1280),
    ]);
    await Promise.all([latePage, payerPage].map((p) => p.goto('/profile?tab=billing')));
    await expect(latePage.getByTestId(`invoice-${open.number}`)).toContainText(
      t('profile', 'invoices.status.overdue'),
    );
    const payerRow = payerPage.getByTestId(`invoice-${paid.number}`);
    await expect(payerRow).toContainText(t('profile', 'invoices.status.paid'));
    await expect(payerRow).toContainText(t('profile', 'invoices.paidOn', { date: bookedDay }));

    await Promise.all([admin, latePage, payerPage].map((p) => p.context().close()));
  });
}

for (const language of ['en', 'de'] as const) {
  test(`finance (${language}): marked paid, cancelled and reissued, then the DATEV booking batch`, async ({
    browser,
  }) => {
    test.slow();
    const t = texts(language);
    const stamp = uniqueStamp(6);
    const [seller, german, austrian] = await Promise.all([
      verifiedParty('company', `Sina Seller ${stamp}`, `e2e-datev-seller-${stamp}`),
      verifiedParty('investor', `Gerd Germer ${stamp}`, `e2e-datev-de-${stamp}`, language),
      austrianBuyer(`Dora Donau ${stamp}`, `e2e-datev-at-${stamp}`, language),
    ]);
    const listingId = await listingOf(seller, {
      title: `Datev Journey ${stamp} GmbH`,
      teaser: `Print shop ${stamp}`,
    });
    await accessGranted(german, seller, listingId);
    const austrianDeal = await accessGranted(austrian, seller, listingId);
    const [domestic, reverse] = await Promise.all([
      invoiceOf(german, listingId),
      invoiceOf(austrian, listingId),
    ]);
    expect([domestic.gross_cents, reverse.gross_cents]).toEqual([59500, 50000]);

    const admin = await financeTab(browser, language);
    // Marked paid by hand (asks first).
    const domesticRow = admin.getByTestId(`finance-row-${domestic.number}`);
    await domesticRow
      .getByRole('button', {
        name: t('admin', 'finance.markPaidLabel', { number: domestic.number }),
      })
      .click();
    const confirmPaid = admin.getByRole('dialog', { name: t('admin', 'finance.markPaidTitle') });
    await expect(confirmPaid).toContainText(domestic.number);
    await confirmPaid.getByRole('button', { name: t('admin', 'finance.markPaidSubmit') }).click();
    await expect(confirmPaid).toBeHidden();
    await expect(domesticRow).toContainText(t('admin', 'finance.status.paid'));

    // Cancelled with a new invoice (asks first and says what it does).
    const reverseRow = admin.getByTestId(`finance-row-${reverse.number}`);
    await expect(reverseRow).toContainText(t('admin', 'finance.reverseCharge'));
    await reverseRow
      .getByRole('button', { name: t('admin', 'finance.cancelLabel', { number: reverse.number }) })
      .click();
    const confirmCancel = admin.getByRole('dialog', { name: t('admin', 'finance.cancelTitle') });
    await expect(confirmCancel).toContainText(reverse.number);
    await expect(confirmCancel).toContainText(t('admin', 'finance.irreversible'));
    await expect(
      confirmCancel.getByRole('checkbox', { name: t('admin', 'finance.reissue') }),
    ).toBeChecked();
    await confirmCancel.getByRole('button', { name: t('admin', 'finance.cancelSubmit') }).click();
    await expect(confirmCancel).toBeHidden();
    await expect(reverseRow).toContainText(t('admin', 'finance.status.cancelled'));
    const { data: documents } = await austrian.client
      .from('invoices')
      .select('number, kind, status, gross_cents, cancels_invoice_id')
      .eq('deal_id', austrianDeal)
      .order('sequence_number');
    expect(documents!.map((d) => [d.kind, d.status, d.gross_cents])).toEqual([
      ['invoice', 'cancelled', 50000],
      ['cancellation', 'cancelled', -50000],
      ['invoice', 'open', 50000],
    ]);
    const [, storno, reissued] = documents!;
    const stornoRow = admin.getByTestId(`finance-row-${storno.number}`);
    await expect(stornoRow).toContainText(t('admin', 'finance.cancellation'));
    await expect(stornoRow.getByRole('button')).toHaveCount(0);
    const reissuedRow = admin.getByTestId(`finance-row-${reissued.number}`);
    await expect(reissuedRow).toContainText(t('admin', 'finance.status.open'));
    await expect(reissuedRow).toContainText(t('admin', 'finance.reverseCharge'));
    // The buyer sees the cancellation and the new invoice.
    const buyerPage = await signedInPage(browser, language, austrian.email, 1280);
    await buyerPage.goto('/profile?tab=billing');
    const own = buyerPage.getByRole('region', { name: t('profile', 'invoices.heading') });
    await expect(own.getByTestId(`invoice-${reverse.number}`)).toContainText(
      t('profile', 'invoices.status.cancelled'),
    );
    await expect(own).toContainText(reissued.number);
    await expect(own).toContainText(storno.number);

    // The DATEV booking batch of the period (from 1 January to today), downloaded.
    const today = berlinToday();
    const download = admin.waitForEvent('download');
    await admin
      .getByRole('button', { name: t('admin', 'finance.exportDatev'), exact: true })
      .click();
    const file = await download;
    const from = `${today.slice(0, 4)}-01-01`;
    expect(file.suggestedFilename()).toBe(`EXTF_Buchungsstapel_${from}_${today}.csv`);
    const bytes = readFileSync((await file.path())!);
    // UTF-8 with a byte order mark (DATEV reads a file without one as CP1252).
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines.at(-1)).toBe('');
    const compact = (day: string) => day.replaceAll('-', '');
    expect(lines[0]).toMatch(/^"EXTF";700;21;"Buchungsstapel";13;\d{17};/);
    expect(lines[0]).toContain(`;${compact(from)};4;${compact(from)};${compact(today)};`);
    const columns = datevFields(lines[1]);
    expect(columns).toEqual([
      'Umsatz (ohne Soll/Haben-Kz)',
      'Soll/Haben-Kennzeichen',
      'WKZ Umsatz',
      'Kurs',
      'Basis-Umsatz',
      'WKZ Basis-Umsatz',
      'Konto',
      'Gegenkonto (ohne BU-Schlüssel)',
      'BU-Schlüssel',
      'Belegdatum',
      'Belegfeld 1',
      'Belegfeld 2',
      'Skonto',
      'Buchungstext',
    ]);
    const records = lines.slice(2, -1).map(datevFields);
    for (const record of records) {
      expect(record).toHaveLength(columns.length);
      // German amounts: decimal comma, no thousands separator, no sign (S/H carries it).
      expect(record[0]).toMatch(/^\d+,\d{2}$/);
    }
    const mine = new Set([domestic, reverse, storno, reissued].map((d) => `"${d.number}"`));
    const ddmm = `${today.slice(8, 10)}${today.slice(5, 7)}`;
    const postings = records
      .filter((r) => mine.has(r[10]))
      .map((r) => [r[0], r[1], r[6], r[7], r[8], r[9], r[10]].join(' '))
      .sort();
    expect(postings).toEqual(
      [
        // The German company's invoice (8400: revenue with 19 % VAT) and its payment.
        `595,00 "S" 10000 8400 "" ${ddmm} "${domestic.number}"`,
        `595,00 "S" 1200 10000 "" ${ddmm} "${domestic.number}"`,
        // The Austrian company's reverse-charge invoice (8336), its cancellation and the new one.
        `500,00 "S" 10000 8336 "" ${ddmm} "${reverse.number}"`,
        `500,00 "H" 10000 8336 "" ${ddmm} "${storno.number}"`,
        `500,00 "S" 10000 8336 "" ${ddmm} "${reissued.number}"`,
      ].sort(),
    );
    const text = (number: string) =>
      records.filter((r) => r[10] === `"${number}"`).map((r) => r[13]);
    expect(text(storno.number)).toEqual([
      `"Storno ${storno.number} Dora Donau ${stamp} Holding GmbH"`,
    ]);
    expect(text(domestic.number)).toContain(
      `"Zahlung ${domestic.number} Gerd Germer ${stamp} Capital GmbH"`,
    );

    await Promise.all([admin.context().close(), buyerPage.context().close()]);
  });
}

/** The billing form of the profile, filled as a company or a private person, and saved. */
async function fillBilling(
  page: Page,
  language: Language,
  fields: {
    kind: 'company' | 'private';
    name: string;
    email: string;
    company?: string;
    vatId?: string;
    street: string;
    postalCode: string;
    city: string;
    country: string;
  },
) {
  const t = texts(language);
  await page.goto('/profile?tab=billing');
  const form = page.locator('form[aria-labelledby="billing-title"]');
  const company = fields.kind === 'company';
  await form
    .getByRole('radio', {
      name: t('profile', company ? 'billing.kindCompany' : 'billing.kindPrivate'),
    })
    .check();
  const box = (key: string) => form.getByRole('textbox', { name: t('profile', key), exact: true });
  if (company) {
    await box('billing.companyName').fill(fields.company!);
    await box('billing.uidNumber').fill(fields.vatId!);
  } else {
    await expect(box('billing.companyName')).toHaveCount(0);
    await expect(box('billing.uidNumber')).toHaveCount(0);
  }
  for (const [key, value] of [
    [company ? 'billing.responsiblePerson' : 'billing.responsiblePersonPrivate', fields.name],
    [company ? 'billing.companyEmail' : 'billing.companyEmailPrivate', fields.email],
    ['billing.phoneNumber', '+43 1 1234567'],
    ['billing.streetAddress', fields.street],
    ['billing.postalCode', fields.postalCode],
    ['billing.city', fields.city],
    ['billing.country', fields.country],
  ] as const)
    await box(key).fill(value);
  await form.getByRole('button', { name: t('profile', 'billing.save') }).click();
  await expect(page.getByTestId('billing-saved')).toBeVisible();
}

/** In the listing's dialog (found by its keyword): NDA signed, access asked for (500 €). */
async function askForAccess(page: Page, language: Language, keyword: string, name: string) {
  const t = texts(language);
  await page.goto(`/discover?q=${keyword}`);
  const card = page.getByRole('article');
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: t('deals', 'actions.view') }).click();
  const modal = page.getByRole('dialog');
  await modal.getByRole('button', { name: t('deals', 'nda.signButton') }).click();
  await modal.getByLabel(t('deals', 'nda.nameLabel')).fill(name);
  await modal.getByLabel(t('deals', 'nda.confirmLabel')).check();
  await modal.getByRole('button', { name: t('deals', 'nda.submit') }).click();
  await modal.getByRole('button', { name: /500/ }).click();
  // The dialog says the request is with the owner once the database moved the deal (the "Open
  // deal" link shows from the NDA on, before the request).
  await expect(modal.getByText(t('deals', 'unlock.requested'))).toBeVisible();
}

/** The invoice PDF from the profile's Billing tab: its bytes. */
async function downloadInvoice(page: Page, language: Language, number: string): Promise<Buffer> {
  const t = texts(language);
  const row = page.getByTestId(`invoice-${number}`);
  const download = page.waitForEvent('download');
  await row
    .getByRole('button', { name: t('profile', 'invoices.downloadLabel', { number }) })
    .click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${number}.pdf`);
  return readFileSync((await file.path())!);
}

/**
 * A page's text in one line. The PDF's fonts use WinAnsi, where the euro sign is byte 0x80; the
 * text helper reads bytes as Latin-1, so it arrives as U+0080.
 */
const squish = (text: string) => text.replace(/\u0080/g, '€').replace(/\s+/g, ' ');

for (const language of ['en', 'de'] as const) {
  test(`invoices (${language}): an Austrian company with a VAT ID and a private buyer get access; reverse charge and 19 % VAT, the same bytes twice`, async ({
    browser,
  }) => {
    test.slow();
    const t = texts(language);
    const stamp = uniqueStamp(6);
    const keyword = `quokka${stamp}`;
    const seller = await verifiedParty(
      'company',
      `Sina Seller ${stamp}`,
      `e2e-vat-seller-${stamp}`,
    );
    const listingId = await listingOf(seller, {
      title: `Vat Journey ${stamp} GmbH`,
      teaser: `Joinery in Bavaria, ${keyword}.`,
    });
    const buyers = await Promise.all(
      (['company', 'private'] as const).map(async (kind) => {
        const name = kind === 'company' ? `Dora Donau ${stamp}` : `Petra Privat ${stamp}`;
        const user = await signUp({
          email: uniqueEmail(`e2e-vat-${kind}-${stamp}`, 'example.com'),
          name,
          metadata: { name, role: 'investor', phone_number: '+43 1 1234567', language },
          status: 'verified',
        });
        return { kind, user };
      }),
    );

    // Both buyers at once, each in a browser of their own.
    const downloads = new Map<'company' | 'private', { number: string; bytes: Buffer[] }>();
    await Promise.all(
      buyers.map(async ({ kind, user }) => {
        const page = await signedInPage(browser, language, user.email, 1280);
        await fillBilling(page, language, {
          kind,
          name: user.name,
          email: user.email,
          ...(kind === 'company'
            ? {
                company: `Donau ${stamp} Holding GmbH`,
                vatId: 'ATU12345678',
                street: 'Stephansplatz 1',
                postalCode: '1010',
                city: 'Wien',
                country: language === 'de' ? 'Österreich' : 'Austria',
              }
            : {
                street: 'Lindenstraße 5',
                postalCode: '20095',
                city: 'Hamburg',
                country: language === 'de' ? 'Deutschland' : 'Germany',
              }),
        });
        await askForAccess(page, language, keyword, user.name);
        // The seller grants access (the pipeline's UI is tested in deals.spec.ts).
        const { data: deal } = await user.client
          .from('deals')
          .select('id, stage')
          .eq('listing_id', listingId)
          .single();
        expect(deal!.stage).toBe('access_requested');
        const granted = await seller.client.rpc('move_deal', {
          p_deal_id: deal!.id,
          p_stage: 'access_granted',
        });
        expect(granted.error).toBeNull();
        const invoice = await invoiceOf(user, listingId);
        await page.goto('/profile?tab=billing');
        const row = page.getByTestId(`invoice-${invoice.number}`);
        await expect(row).toContainText(t('profile', 'invoices.status.open'));
        if (kind === 'company')
          await expect(row).toContainText(t('profile', 'invoices.reverseCharge'));
        await expect(row).toContainText(
          kind === 'company'
            ? language === 'de'
              ? '500,00\u00a0€'
              : '€500.00'
            : language === 'de'
              ? '595,00\u00a0€'
              : '€595.00',
        );
        const first = await downloadInvoice(page, language, invoice.number);
        const second = await downloadInvoice(page, language, invoice.number);
        downloads.set(kind, { number: invoice.number, bytes: [first, second] });
        await page.context().close();
      }),
    );

    for (const kind of ['company', 'private'] as const) {
      const { number, bytes } = downloads.get(kind)!;
      // Rendered once at issue and stored: the same bytes at every download.
      expect(bytes[0].subarray(0, 5).toString()).toBe('%PDF-');
      expect(bytes[1].equals(bytes[0]), `${kind} invoice downloaded twice`).toBe(true);
      const pages = (await pdfPageTexts(bytes[0])).map(squish);
      expect(pages, `${kind} invoice fits on one page`).toHaveLength(1);
      const [text] = pages;
      expect(text).toContain(language === 'de' ? `Rechnung ${number}` : `Invoice ${number}`);
      if (kind === 'company') {
        expect(text).toContain(`Donau ${stamp} Holding GmbH`);
        expect(text).toContain('ATU12345678');
        // Net 500 €, VAT 0 %, total 500 €, and why: the recipient owes the VAT.
        expect(text).toContain(language === 'de' ? 'Umsatzsteuer 0 % 0,00 €' : 'VAT 0 % €0.00');
        expect(text).toContain(
          language === 'de' ? 'Gesamtbetrag 500,00 €' : 'Total amount €500.00',
        );
        expect(text).toContain('Steuerschuldnerschaft des Leistungsempfängers (§ 13b UStG');
      } else {
        expect(text).toContain(`Petra Privat ${stamp}`);
        // Net 500 €, 19 % German VAT of 95 €, total 595 €.
        expect(text).toContain(language === 'de' ? 'Nettobetrag 500,00 €' : 'Net amount €500.00');
        expect(text).toContain(language === 'de' ? 'Umsatzsteuer 19 % 95,00 €' : 'VAT 19 % €95.00');
        expect(text).toContain(
          language === 'de' ? 'Gesamtbetrag 595,00 €' : 'Total amount €595.00',
        );
        expect(text).not.toContain('Steuerschuldnerschaft');
        // No VAT ID of the recipient on a private buyer's invoice.
        expect(text).not.toContain(language === 'de' ? 'Ihre USt-IdNr.' : 'Your VAT ID');
      }
    }
  });
}
