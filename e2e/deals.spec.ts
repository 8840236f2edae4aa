// Deals end to end (issue 16, without the conversation): a buyer finds a listing, signs the NDA
// and asks for access in the UI; the card then shows the buyer's stage instead of "Unlock"; the
// seller grants access in the pipeline of the listing; the buyer reads the details on the deal
// page, finds the deal under "My deals" and by its title in search, and downloads the invoice
// (PDF) from the Billing tab; the seller revokes a second buyer, whose next read of the deal page
// has no details any more. The journey runs once, in English; the second buyer uses the app in
// German, which checks what only German can: their invoice PDF is German. (Every route in both
// languages is the per-route sweep's job.) This is the spec of the UI steps of a deal; the other
// deal specs make NDA, request and grant through the API. Screenshots of the deal page, the
// pipeline and My deals at 390 and 1366 px go to test-results/deals-screens/.
import { readFileSync } from 'node:fs';
import { expect, test, type Download, type Locator, type Page } from '@playwright/test';
import { pdfPageTexts } from '../tests/support/pdf';
import { texts, type Language } from './support/accounts';
import { confirmDecision } from './support/decisions';
import {
  accessGranted,
  listingOf,
  partyName,
  signedInPage,
  verifiedParty,
  openOwnListing,
} from './support/deal-parties';
import { uniqueStamp } from './support/stamp';

test.use({ actionTimeout: 15_000 });

/** The page (or one part of it) at phone and desktop width. */
async function shoot(page: Page, language: Language, name: string, part?: Locator) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    const path = `test-results/deals-screens/${name}-${language}-${width}.png`;
    if (part) await part.screenshot({ path });
    else await page.locator('main').screenshot({ path });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** The invoice of the Billing tab as a PDF: its file name and the text of its page. */
async function invoiceFromBillingTab(page: Page, language: Language) {
  const t = texts(language);
  await page.goto('/profile?tab=billing');
  const invoices = page.getByRole('region', { name: t('profile', 'invoices.heading') });
  await expect(invoices.getByText(/DB-\d{4}-\d{6}/)).toBeVisible();
  const download: Promise<Download> = page.waitForEvent('download');
  await invoices.getByRole('button', { name: /PDF/ }).first().click();
  const file = await download;
  const bytes = readFileSync((await file.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const pages = await pdfPageTexts(bytes);
  expect(pages).toHaveLength(1);
  return { name: file.suggestedFilename(), text: pages[0] };
}

test('deal journey: NDA, access granted by the seller, My deals, search, invoice, revocation', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const language = 'en';
  const t = texts(language);
  // The second buyer uses the app in German.
  const de = texts('de');
  const stamp = uniqueStamp(6);
  const keyword = `okapi${stamp}`;
  const titleWord = `Wombat${stamp}`;
  const title = `${titleWord} Robotik GmbH`;
  const fullDetails = `EBITDA 2.4M – data room ${stamp}`;

  const [seller, buyer, second] = await Promise.all([
    verifiedParty('company', partyName('company', `seller-${stamp}`), `e2e-deal-seller-${stamp}`),
    verifiedParty('investor', partyName('investor', `buyer-${stamp}`), `e2e-deal-buyer-${stamp}`),
    // German profile: the invoice is issued in the buyer's language (issue 31).
    verifiedParty(
      'investor',
      partyName('investor', `second-${stamp}`),
      `e2e-deal-second-${stamp}`,
      'de',
    ),
  ]);
  const listingId = await listingOf(seller, {
    title,
    teaser: `Service robots for warehouses, ${keyword}.`,
    description: `${title} – service robots for warehouses.`,
    fullDetails,
  });
  // The second buyer already has access (granted by the seller through the API).
  const secondDeal = await accessGranted(second, seller, listingId);

  // The buyer finds the listing, signs the NDA and asks for access.
  const buyerPage = await signedInPage(browser, language, buyer.email);
  await buyerPage.goto(`/discover?q=${keyword}`);
  const card = buyerPage.getByRole('article');
  await expect(card).toHaveCount(1);
  await expect(card).not.toContainText(title);
  const unlockButton = card.getByRole('button', { name: /500/ });
  await expect(unlockButton).toBeVisible();
  await card.getByRole('button', { name: t('deals', 'actions.view') }).click();
  const modal = buyerPage.getByRole('dialog');
  await modal.getByRole('button', { name: t('deals', 'nda.signButton') }).click();
  await modal.getByLabel(t('deals', 'nda.nameLabel')).fill(buyer.name);
  await modal.getByLabel(t('deals', 'nda.confirmLabel')).check();
  await modal.getByRole('button', { name: t('deals', 'nda.submit') }).click();
  await modal.getByRole('button', { name: /500/ }).click();
  await expect(modal.getByRole('button', { name: /500/ })).toHaveCount(0);
  await expect(modal.getByRole('link', { name: t('deals', 'actions.openDeal') })).toBeVisible();
  await buyerPage.keyboard.press('Escape');
  // The card shows the buyer's stage; no "Unlock" while the request is under review.
  await buyerPage.reload();
  await expect(
    card.getByText(t('deals', 'stages.access_requested'), { exact: true }),
  ).toBeVisible();
  await expect(card.getByRole('button', { name: /500/ })).toHaveCount(0);

  // The second buyer reads the details on the deal page before the seller revokes.
  const secondPage = await signedInPage(browser, 'de', second.email);
  await secondPage.goto(`/deals/${secondDeal}`);
  await expect(secondPage.getByText(fullDetails)).toBeVisible();
  // Their signed NDA as a PDF in their language (issue 32), the same copy the seller gets.
  const ndaDownload: Promise<Download> = secondPage.waitForEvent('download');
  await secondPage
    .getByTestId('signed-nda')
    .getByRole('button', { name: de('deals', 'nda.download') })
    .click();
  const ndaFile = await ndaDownload;
  expect(ndaFile.suggestedFilename()).toMatch(/^NDA-DB-[0-9A-F]{8}-de\.pdf$/);
  const ndaPages = await pdfPageTexts(readFileSync((await ndaFile.path())!));
  expect(ndaPages.join(' ')).toContain('Vertraulichkeitsvereinbarung (NDA)');
  expect(ndaPages.join(' ')).toContain(second.name);
  expect(ndaPages.join(' ')).toContain('Unterzeichnet am');

  // The seller decides in the pipeline of the listing: grants the buyer, revokes the second.
  const sellerPage = await signedInPage(browser, language, seller.email);
  await sellerPage.goto('/dashboard');
  await openOwnListing(sellerPage, title);
  const pipeline = sellerPage.getByRole('region', {
    name: t('deals', 'pipeline.heading', { title }),
  });
  await expect(pipeline.getByText(t('deals', 'pipeline.toDecide'))).toBeVisible();
  // Before access the seller sees the buyers' names, never their email addresses (issue 32).
  const buyerEntry = pipeline.getByRole('listitem').filter({ hasText: buyer.name });
  const secondEntry = pipeline.getByRole('listitem').filter({ hasText: second.name });
  await expect(buyerEntry).toContainText(t('deals', 'pipeline.contactAfterAccess'));
  await expect(pipeline).not.toContainText(buyer.email);
  await buyerEntry.getByRole('button', { name: t('deals', 'next.grant') }).click();
  // Granting asks first: the company is revealed, the fee charged (figures from the product).
  await confirmDecision(sellerPage, language, {
    says: [t('deals', 'decision.access_granted.title', { name: buyer.name }), '€500'],
  });
  await expect(buyerEntry).toContainText(buyer.email);
  await expect(
    buyerEntry.getByText(t('deals', 'stages.access_granted'), { exact: true }),
  ).toBeVisible();
  await secondEntry.getByRole('button', { name: t('deals', 'next.revoke') }).click();
  // Revoking says why: a reason from the list, which the buyer is told.
  await confirmDecision(sellerPage, language, {
    reason: t('deals', 'decision.reasons.nda_breach'),
    note: 'Shared the teaser outside',
  });
  await expect(secondEntry.getByText(t('deals', 'stages.revoked'), { exact: true })).toBeVisible();
  await shoot(sellerPage, language, 'pipeline', pipeline);

  // The second buyer loses the details at once (the next read of the page).
  await secondPage.reload();
  await expect(secondPage.getByText(de('deals', 'page.ended.revoked'))).toBeVisible();
  await expect(secondPage.getByText(fullDetails)).toHaveCount(0);

  // The buyer: My deals lists the deal by its title; its page shows the details.
  await buyerPage.goto('/dashboard');
  const myDeals = buyerPage.getByRole('region', { name: t('deals', 'myDeals.heading') });
  const dealLink = myDeals.getByRole('link', { name: title });
  await expect(dealLink).toBeVisible();
  await shoot(buyerPage, language, 'my-deals', myDeals);
  await dealLink.click();
  await expect(buyerPage).toHaveURL(/\/deals\//);
  await expect(buyerPage.getByRole('heading', { name: title })).toBeVisible();
  await expect(buyerPage.getByText(fullDetails)).toBeVisible();
  await expect(buyerPage.getByText(/DB-\d{4}-\d{6}/)).toBeVisible();
  await shoot(buyerPage, language, 'deal-page');

  // Search finds the deal by its title (which only readers of the details know).
  await buyerPage.goto(`/discover?q=${titleWord.toLowerCase()}`);
  await expect(buyerPage.getByRole('article', { name: title })).toBeVisible();

  // The invoice in the Billing tab, as a PDF in the language of its reader.
  const invoice = await invoiceFromBillingTab(buyerPage, language);
  expect(invoice.name).toMatch(/^DB-\d{4}-\d{6}\.pdf$/);
  const number = invoice.name.replace(/\.pdf$/, '');
  // The PDF is the one the server rendered once at issue (supabase/functions/invoices), in the
  // buyer's language; tests/db/invoices.test.ts checks its content, hash and GiroCode in depth.
  expect(invoice.text).toContain(`Invoice ${number}`);
  expect(invoice.text).toContain('Invoice no.');
  expect(invoice.text.replace(/\s+/g, ' ')).toContain(title);
  // The revoked buyer keeps the invoice of their grant, in German.
  const german = await invoiceFromBillingTab(secondPage, 'de');
  const germanNumber = german.name.replace(/\.pdf$/, '');
  expect(germanNumber).toMatch(/^DB-\d{4}-\d{6}$/);
  expect(germanNumber).not.toBe(number);
  expect(german.text).toContain(`Rechnung ${germanNumber}`);
  expect(german.text).toContain('Rechnungsnr.');
  expect(german.text).toContain('Leistungsdatum');
  expect(german.text).not.toContain('Invoice no.');

  await Promise.all([
    buyerPage.context().close(),
    secondPage.context().close(),
    sellerPage.context().close(),
  ]);
});
