// Issue 31 in the browser: a scout's won deal becomes money a German accountant accepts. The scout
// (with billing details and a German VAT ID) has a deal marked won; an admin confirms it in the
// console (the won-deal confirmation), sees the fee owed to the scout in the finance view and marks
// it paid after being asked; the scout sees the fee paid on the dashboard and downloads the credit
// note (Gutschrift) and the month's statement, whose PDF texts are checked. Once per language (the
// documents follow the scout's language). The rules (who confirms, who marks paid, who reads, the
// immutability, the number range, § 19 UStG) are tested through the HTTP API in
// tests/db/scout-fees.test.ts. Screenshots (390 and 1280 px) go to test-results/scout-fees-screens/.
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { formatCents, formatEur } from '../src/lib/format';
import { serviceClient, signUp, uniqueEmail } from '../tests/support/accounts';
import { pdfPageTexts } from '../tests/support/pdf';
import { ADMIN_EMAIL, texts, type Language } from './support/accounts';
import { accessGranted, listingOf, signedInPage, verifiedParty } from './support/deal-parties';
import { uniqueStamp } from './support/stamp';

test.use({ actionTimeout: 15_000 });

async function shoot(page: Page, language: Language, name: string, part: Locator) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await part.screenshot({
      path: `test-results/scout-fees-screens/${name}-${language}-${width}.png`,
    });
    if (width === 390) {
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${name} overflows at 390 px`).toBeLessThanOrEqual(0);
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const squish = (text: string) => text.replace(/\s+/g, ' ');

for (const language of ['en', 'de'] as const) {
  test(`scout fees (${language}): confirmed by an admin, paid, credit note and statement`, async ({
    browser,
  }) => {
    test.slow();
    const t = texts(language);
    const stamp = uniqueStamp(6);
    const scoutName = `Sven Scout ${stamp}`;
    const scout = await signUp({
      email: uniqueEmail(`e2e-sf-scout-${stamp}`, 'example.com'),
      name: scoutName,
      metadata: { name: scoutName, role: 'scout', phone_number: '+49 30 1234567', language },
      status: 'verified',
    });
    const billing = await serviceClient()
      .from('billing_info')
      .insert({
        user_id: scout.id,
        kind: 'company',
        company_name: `Scout ${stamp} Beratung GmbH`,
        company_email: 'scout@beratung.example',
        responsible_person: scoutName,
        phone_number: '+49 30 1234567',
        uid_number: 'DE123456789',
        street_address: 'Torstraße 1',
        city: 'Berlin',
        postal_code: '10119',
        country: 'Germany',
      });
    expect(billing.error).toBeNull();
    const buyer = await verifiedParty('investor', `Bea Buyer ${stamp}`, `e2e-sf-buyer-${stamp}`);
    const title = `Fee${stamp} Werkzeugbau GmbH`;
    const listingId = await listingOf(scout, { title, teaser: 'Tool maker in Swabia.' });
    const dealId = await accessGranted(buyer, scout, listingId);
    const offer = await buyer.client.rpc('submit_deal_offer', {
      p_deal_id: dealId,
      p_price_eur: 1_800_000,
      p_structure: 'share_deal',
      p_financing: 'equity',
      p_exclusivity_days: 30,
      p_valid_until: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
    });
    expect(offer.error).toBeNull();
    expect(
      (await scout.client.rpc('decide_deal_offer', { p_offer_id: offer.data!.id, p_accept: true }))
        .error,
    ).toBeNull();
    expect(
      (await scout.client.rpc('move_deal', { p_deal_id: dealId, p_stage: 'won' })).error,
    ).toBeNull();

    // The scout's dashboard: the fee is recorded, no credit note yet.
    const page = await signedInPage(browser, language, scout.email, 1280);
    await page.goto('/dashboard');
    const fees = page.getByRole('region', { name: t('dashboard', 'scoutFees.heading') });
    const fee = fees.getByTestId('scout-fee').filter({ hasText: title });
    await expect(fee).toContainText(t('dashboard', 'scoutFees.status.recorded'));
    await expect(fee.getByRole('button')).toHaveCount(0);

    // The admin confirms the won deal (the existing confirmation, asking first).
    const admin = await signedInPage(browser, language, ADMIN_EMAIL, 1280);
    await admin.goto('/dashboard');
    await admin.getByRole('tab', { name: t('admin', 'tabs.deals'), exact: true }).click();
    const row = admin.getByTestId(`won-deal-row-${dealId}`);
    await row
      .getByRole('button', { name: t('admin', 'wonDeals.confirmLabel', { listing: title }) })
      .click();
    const confirm = admin.getByRole('dialog', { name: t('admin', 'wonDeals.confirmTitle') });
    await confirm
      .getByRole('button', {
        name: t('admin', 'wonDeals.confirmSubmit', { fee: formatEur(5000, language) }),
      })
      .click();
    await expect(row).toHaveCount(0);

    const { data: note } = await scout.client
      .from('credit_notes')
      .select('id, number, gross_cents')
      .eq('listing_id', listingId)
      .single();
    expect(note!.gross_cents).toBe(595000);
    const gross = formatCents(595000, language);

    // The finance view: owed to the scout; marked paid after the modal says what it does.
    await admin.getByRole('tab', { name: t('admin', 'tabs.finance'), exact: true }).click();
    const adminFee = admin.getByTestId('admin-scout-fee').filter({ hasText: title });
    await expect(adminFee).toContainText(scoutName);
    await expect(adminFee).toContainText(t('admin', 'scoutFees.status.confirmed'));
    await expect(adminFee).toContainText(note!.number);
    const panel = admin.getByRole('region', { name: t('admin', 'scoutFees.heading') });
    await shoot(admin, language, 'admin-scout-fees', panel);
    await adminFee
      .getByRole('button', {
        name: t('admin', 'scoutFees.markPaidLabel', { number: note!.number }),
      })
      .click();
    const ask = admin.getByRole('dialog', { name: t('admin', 'scoutFees.markPaidTitle') });
    await expect(ask).toContainText(
      t('admin', 'scoutFees.markPaidText', {
        amount: gross,
        scout: scoutName,
        number: note!.number,
      }),
    );
    await expect(ask).toContainText(t('admin', 'finance.irreversible'));
    await shoot(admin, language, 'admin-scout-fee-mark-paid', ask);
    await ask.getByRole('button', { name: t('admin', 'finance.markPaidSubmit') }).click();
    await expect(adminFee).toContainText(t('admin', 'scoutFees.status.paid'));

    // The scout: paid, the credit note and the statement as PDFs.
    await page.reload();
    await expect(fee).toContainText(t('dashboard', 'scoutFees.status.paid'));
    await shoot(page, language, 'scout-fees', fees);
    const creditNote = page.waitForEvent('download');
    await fee
      .getByRole('button', {
        name: t('dashboard', 'scoutFees.creditNoteLabel', { number: note!.number }),
      })
      .click();
    const file = await creditNote;
    expect(file.suggestedFilename()).toBe(`${note!.number}.pdf`);
    const [noteText] = (await pdfPageTexts(readFileSync((await file.path())!))).map(squish);
    expect(noteText).toContain(
      language === 'de' ? `Gutschrift ${note!.number}` : `Credit note (Gutschrift) ${note!.number}`,
    );
    expect(noteText).toContain(`Scout ${stamp} Beratung GmbH`);
    expect(noteText).toContain('DE123456789');
    expect(noteText).toContain(language === 'de' ? 'Umsatzsteuer 19 %' : 'VAT 19 %');
    expect(noteText).toContain(language === 'de' ? 'Deutschland' : 'Germany');

    const statement = page.waitForEvent('download');
    await fees.getByRole('button', { name: t('dashboard', 'scoutFees.statement') }).click();
    const statementFile = await statement;
    expect(statementFile.suggestedFilename()).toMatch(/^statement-\d{4}-\d{2}\.pdf$/);
    const [statementText] = (await pdfPageTexts(readFileSync((await statementFile.path())!))).map(
      squish,
    );
    expect(statementText).toContain(
      language === 'de' ? 'Aufstellung der Scout-Provisionen' : 'Statement of scout fees',
    );
    expect(statementText).toContain(title);
    expect(statementText).toContain(note!.number);
    expect(statementText).toContain(language === 'de' ? 'Bezahlt' : 'Paid');

    // The admin downloads the same credit note from the finance view: the scout's bytes.
    const adminNote = admin.waitForEvent('download');
    await adminFee
      .getByRole('button', {
        name: t('admin', 'scoutFees.creditNoteLabel', { number: note!.number }),
      })
      .click();
    const adminNoteFile = await adminNote;
    expect(adminNoteFile.suggestedFilename()).toBe(`${note!.number}.pdf`);
    expect(
      readFileSync((await adminNoteFile.path())!).equals(readFileSync((await file.path())!)),
    ).toBe(true);
    // And the scout's statement of the year.
    const year = Number(
      new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Europe/Berlin' }).format(
        new Date(),
      ),
    );
    const adminStatement = admin.waitForEvent('download');
    await adminFee
      .getByRole('button', {
        name: t('admin', 'scoutFees.statementLabel', { scout: scoutName, year: String(year) }),
      })
      .click();
    const [adminStatementText] = (
      await pdfPageTexts(readFileSync((await (await adminStatement).path())!))
    ).map(squish);
    expect(adminStatementText).toContain(title);
    expect(adminStatementText).toContain(note!.number);

    await Promise.all([page.context().close(), admin.context().close()]);
  });
}

for (const language of ['en', 'de'] as const) {
  test(`a scout's tax details (${language}): tax number checked as in the database, § 19 UStG chosen`, async ({
    browser,
  }) => {
    const t = texts(language);
    const stamp = uniqueStamp(6);
    const scoutName = `Tina Tax ${stamp}`;
    const scout = await signUp({
      email: uniqueEmail(`e2e-sf-tax-${stamp}`, 'example.com'),
      name: scoutName,
      metadata: { name: scoutName, role: 'scout', phone_number: '+49 30 1234567', language },
      status: 'verified',
    });
    const page = await signedInPage(browser, language, scout.email, 1280);
    await page.goto('/profile?tab=billing');
    const form = page.locator('form[aria-labelledby="billing-title"]');
    await form.getByRole('radio', { name: t('profile', 'billing.kindPrivate') }).check();
    for (const [key, value] of [
      ['billing.responsiblePersonPrivate', scoutName],
      ['billing.companyEmailPrivate', scout.email],
      ['billing.phoneNumber', '+49 30 1234567'],
      ['billing.streetAddress', 'Torstraße 1'],
      ['billing.postalCode', '10119'],
      ['billing.city', 'Berlin'],
      ['billing.country', language === 'de' ? 'Deutschland' : 'Germany'],
      ['billing.taxNumber', '21/815/0815'],
    ] as const)
      await form.getByRole('textbox', { name: t('profile', key), exact: true }).fill(value);
    await form.getByRole('checkbox', { name: t('profile', 'billing.smallBusiness') }).check();
    await form.getByRole('button', { name: t('profile', 'billing.save') }).click();
    // Nine digits: refused in the form, as the database would.
    await expect(form).toContainText(t('profile', 'validation.taxNumberInvalid'));
    await shoot(page, language, 'billing-tax-number-invalid', form);
    await form
      .getByRole('textbox', { name: t('profile', 'billing.taxNumber'), exact: true })
      .fill('21/815/08150');
    await form.getByRole('button', { name: t('profile', 'billing.save') }).click();
    await expect(page.getByTestId('billing-saved')).toBeVisible();
    await shoot(page, language, 'billing-tax-details', form);
    const { data } = await serviceClient()
      .from('billing_info')
      .select('kind, tax_number, small_business, uid_number')
      .eq('user_id', scout.id)
      .single();
    expect(data).toEqual({
      kind: 'private',
      tax_number: '21/815/08150',
      small_business: true,
      uid_number: null,
    });
    await page.context().close();
  });
}
