// Issue 31 in the browser, as new users meet it: a private buyer (no company, no VAT ID) fills the
// billing form, gets access, sees the invoice "Open" with its total incl. 19 % VAT and downloads its
// PDF (rendered once on the server); the admin's finance tab shows it, marks it paid after asking
// first; the buyer then sees "Paid" and a receipt. Once per language (the invoice follows the
// buyer's language). The database rules, hashes, GiroCode, reverse charge, bank import, reminders and
// cancellations are tested through the HTTP API in tests/db/invoices.test.ts and billing.test.ts.
// Screenshots (390 and 1280 px) go to test-results/invoices-screens/ (copied to /work/shots/h31).
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUp, uniqueEmail } from '../tests/support/accounts';
import { pdfPageTexts } from '../tests/support/pdf';
import { ADMIN_EMAIL, texts, type Language } from './support/accounts';
import { accessGranted, listingOf, signedInPage, verifiedParty } from './support/deal-parties';
import { uniqueStamp } from './support/stamp';

test.use({ actionTimeout: 15_000 });

async function shoot(page: Page, language: Language, name: string, part: Locator) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await part.screenshot({
      path: `test-results/invoices-screens/${name}-${language}-${width}.png`,
    });
    // Nothing wider than the phone's screen.
    if (width === 390) {
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${name} overflows at 390 px`).toBeLessThanOrEqual(0);
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

for (const language of ['en', 'de'] as const) {
  test(`invoices (${language}): a private buyer's invoice, its PDF, marked paid by the admin`, async ({
    browser,
  }) => {
    test.slow();
    const t = texts(language);
    const stamp = uniqueStamp(6);
    const seller = await verifiedParty(
      'company',
      `Sina Seller ${stamp}`,
      `e2e-inv-seller-${stamp}`,
    );
    const buyer = await signUp({
      email: uniqueEmail(`e2e-inv-buyer-${stamp}`, 'example.com'),
      name: `Petra Privat ${stamp}`,
      metadata: { name: `Petra Privat ${stamp}`, role: 'investor', language },
      status: 'verified',
    });
    const title = `Invoice Journey ${stamp} GmbH`;
    const listingId = await listingOf(seller, { title, teaser: `Bakery chain ${stamp}` });

    // The billing form: a private person needs no company and no VAT ID.
    const page = await signedInPage(browser, language, buyer.email, 1280);
    await page.goto('/profile?tab=billing');
    const form = page.locator('form[aria-labelledby="billing-title"]');
    await form.getByRole('radio', { name: t('profile', 'billing.kindPrivate') }).check();
    await expect(
      form.getByRole('textbox', { name: t('profile', 'billing.companyName'), exact: true }),
    ).toHaveCount(0);
    await expect(
      form.getByRole('textbox', { name: t('profile', 'billing.uidNumber'), exact: true }),
    ).toHaveCount(0);
    for (const [label, value] of [
      ['billing.responsiblePersonPrivate', `Petra Privat ${stamp}`],
      ['billing.companyEmailPrivate', buyer.email],
      ['billing.phoneNumber', '+49 40 1234567'],
      ['billing.streetAddress', 'Lindenstraße 5'],
      ['billing.postalCode', '20095'],
      ['billing.city', 'Hamburg'],
      ['billing.country', language === 'de' ? 'Deutschland' : 'Germany'],
    ] as const)
      await form.getByRole('textbox', { name: t('profile', label), exact: true }).fill(value);
    await shoot(page, language, 'billing-private', form);
    await form.getByRole('button', { name: t('profile', 'billing.save') }).click();
    await expect(page.getByTestId('billing-saved')).toBeVisible();

    // Access granted: the invoice is issued, open, 595 EUR with VAT.
    await accessGranted(buyer, seller, listingId);
    const { data: invoice } = await buyer.client
      .from('invoices')
      .select('id, number')
      .eq('listing_id', listingId)
      .single();
    await page.goto('/profile?tab=billing');
    const list = page.getByRole('region', { name: t('profile', 'invoices.heading') });
    const row = list.getByTestId(`invoice-${invoice!.number}`);
    await expect(row).toContainText(t('profile', 'invoices.status.open'));
    await expect(row).toContainText(language === 'de' ? '595,00\u00a0€' : '€595.00');
    await expect(list).toContainText(t('profile', 'invoices.terms'));
    await shoot(page, language, 'invoice-list-open', list);

    const download = page.waitForEvent('download');
    await row
      .getByRole('button', {
        name: t('profile', 'invoices.downloadLabel', { number: invoice!.number }),
      })
      .click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${invoice!.number}.pdf`);
    const [text] = await pdfPageTexts(readFileSync((await file.path())!));
    expect(text).toContain(
      language === 'de' ? `Rechnung ${invoice!.number}` : `Invoice ${invoice!.number}`,
    );
    expect(text).toContain('DE89 3704 0044 0532 0130 00');

    // The admin's finance tab: the invoice, marked paid after the confirmation says what it does.
    const admin = await signedInPage(browser, language, ADMIN_EMAIL, 1280);
    await admin.goto('/dashboard');
    await admin.getByRole('tab', { name: t('admin', 'tabs.finance'), exact: true }).click();
    const financeRow = admin.getByTestId(`finance-row-${invoice!.number}`);
    await expect(financeRow).toContainText(`Petra Privat ${stamp}`);
    await shoot(admin, language, 'finance', admin.getByRole('tabpanel'));
    await financeRow
      .getByRole('button', {
        name: t('admin', 'finance.markPaidLabel', { number: invoice!.number }),
      })
      .click();
    const dialog = admin.getByRole('dialog');
    await expect(dialog).toContainText(invoice!.number);
    await expect(dialog).toContainText(t('admin', 'finance.irreversible'));
    await shoot(admin, language, 'finance-mark-paid', dialog);
    await dialog.getByRole('button', { name: t('admin', 'finance.markPaidSubmit') }).click();
    await expect(financeRow).toContainText(t('admin', 'finance.status.paid'));

    // The buyer sees it paid and gets a receipt.
    await page.reload();
    await expect(row).toContainText(t('profile', 'invoices.status.paid'));
    const receiptDownload = page.waitForEvent('download');
    await row
      .getByRole('button', {
        name: t('profile', 'invoices.receiptLabel', { number: invoice!.number }),
      })
      .click();
    expect((await receiptDownload).suggestedFilename()).toBe(`${invoice!.number}-receipt.pdf`);
    await shoot(page, language, 'invoice-list-paid', list);

    await Promise.all([page.context().close(), admin.context().close()]);
  });
}
