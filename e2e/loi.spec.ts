// Letter of intent to exclusivity (issue 35), in German as new users would try it: two buyers have
// access to a listing (NDA, request and grant through the API); the first submits a letter of
// intent with an earn-out and a vendor loan ("1,2 Mio", typed as people type it); the seller
// counters with a higher price (the changed rows are marked beside the buyer's version); the
// buyer accepts the counter (asked first); the exclusivity clock runs with its five milestones,
// the buyer marks the due diligence done, the seller sees it, and the second buyer is paused.
// Both download the accepted letter of intent as a PDF in German (from the offer card and from the
// data room's archive): the same bytes, the terms as German writes them.
// Every transition refused to the wrong party is tests/db/loi.test.ts; who gets the PDF,
// tests/db/loi-document.test.ts.
// Screenshots of the form, the counter beside the offer and the clock (390 and 1280 px, de and en)
// go to /work/shots/h35/ when SHOTS_DIR is set, else to test-results/loi-screens/.
import { readFileSync } from 'node:fs';
import { expect, test, type Download, type Locator, type Page } from '@playwright/test';
import { pdfPageTexts } from '../tests/support/pdf';
import { texts, type Language } from './support/accounts';
import { confirmDecision } from './support/decisions';
import { accessGranted, listingOf, signedInPage, verifiedParty } from './support/deal-parties';
import { uniqueStamp } from './support/stamp';

test.use({ actionTimeout: 15_000 });

const shotsDir = process.env.SHOTS_DIR ?? 'test-results/loi-screens';

async function shoot(page: Page, name: string, language: Language, part: Locator) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await part.screenshot({ path: `${shotsDir}/${name}-${language}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function choose(page: Page, form: Locator, label: string, option: string) {
  await form.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('LOI journey in German: offer with earn-out and vendor loan, counter, acceptance, clock', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const de = texts('de');
  const en = texts('en');
  const stamp = uniqueStamp(6);
  const title = `Lotse${stamp} Maschinenbau GmbH`;
  const [seller, buyer, second] = await Promise.all([
    verifiedParty('company', `Selma Seller ${stamp}`, `e2e-loi-seller-${stamp}`),
    verifiedParty('investor', `Lars Loi ${stamp}`, `e2e-loi-buyer-${stamp}`),
    verifiedParty('investor', `Paula Pause ${stamp}`, `e2e-loi-second-${stamp}`),
  ]);
  const listingId = await listingOf(seller, {
    title,
    teaser: `Mechanical engineering ${stamp}.`,
    description: `${title}: confidential.`,
    fullDetails: `Full figures ${stamp}`,
  });
  const dealId = await accessGranted(buyer, seller, listingId);
  const secondDeal = await accessGranted(second, seller, listingId);

  // The seller has the deal open before the offer (it arrives live).
  const sellerPage = await signedInPage(browser, 'de', seller.email);
  await sellerPage.goto(`/deals/${dealId}`);
  const ownerOffers = sellerPage.getByRole('region', { name: de('offers', 'heading') });
  await expect(sellerPage.getByText(de('deals', 'next.owner.access_granted'))).toBeVisible();

  // The buyer writes the letter of intent.
  const buyerPage = await signedInPage(browser, 'de', buyer.email);
  await buyerPage.goto(`/deals/${dealId}`);
  const offers = buyerPage.getByRole('region', { name: de('offers', 'heading') });
  await offers.getByRole('button', { name: de('offers', 'buyer.makeOffer') }).click();
  const form = offers.getByRole('form', { name: de('offers', 'loi.heading.offer') });
  await form.getByLabel(de('offers', 'form.price')).fill('1,2 Mio');
  await choose(
    buyerPage,
    form,
    de('offers', 'form.structure'),
    de('offers', 'structure.share_deal'),
  );
  await form.getByLabel(de('offers', 'loi.vendorLoan'), { exact: true }).fill('200.000');
  await form.getByLabel(de('offers', 'loi.termMonths')).fill('36');
  await form.getByLabel(de('offers', 'loi.interest')).fill('4,5');
  // The closing payment follows from the price and the vendor loan.
  await expect(form.getByTestId('loi-closing')).toContainText('1.000.000');
  await form.getByLabel(de('offers', 'form.earnOut')).fill('150.000');
  await form.getByLabel(de('offers', 'loi.periodMonths')).fill('24');
  await choose(buyerPage, form, de('offers', 'loi.metric'), de('offers', 'metric.ebitda'));
  // Financing beyond the closing payment is refused before sending.
  await form.getByLabel(de('offers', 'loi.equity')).fill('400.000');
  await form.getByLabel(de('offers', 'loi.bank')).fill('700.000');
  await form.getByRole('button', { name: de('offers', 'loi.submit.offer') }).click();
  await expect(form.getByText(de('offers', 'loi.validation.financing'))).toBeVisible();
  await form.getByLabel(de('offers', 'loi.bank')).fill('600.000');
  await expect(form.getByTestId('loi-capacity')).toBeVisible();
  await shoot(buyerPage, 'loi-form', 'de', form);
  await form.getByRole('button', { name: de('offers', 'loi.submit.offer') }).click();
  const card = offers.getByTestId('offer-card');
  await expect(card).toContainText(de('offers', 'status.open'));
  await expect(card).toContainText('1.200.000');
  await expect(card).toContainText('200.000');

  // The seller's page shows it live and counters with a higher price.
  const ownerCard = ownerOffers.getByTestId('offer-card');
  await expect(ownerCard).toContainText('1.200.000');
  await ownerCard.getByRole('button', { name: de('offers', 'loi.counter') }).click();
  const counterForm = ownerOffers.getByRole('form', { name: de('offers', 'loi.heading.counter') });
  await counterForm.getByLabel(de('offers', 'form.price')).fill('1,3 Mio');
  await counterForm.getByLabel(de('offers', 'loi.bank')).fill('700.000');
  await counterForm.getByRole('button', { name: de('offers', 'loi.submit.counter') }).click();
  await expect(ownerCard).toContainText(de('offers', 'loi.versionShort', { version: '2' }));
  await expect(sellerPage.getByText(de('offers', 'loi.ownerAwaiting'))).toBeVisible();
  // The changed rows (price, closing payment, bank loan) are marked beside version 1.
  await expect(ownerCard.locator('tbody[data-changed]')).toHaveCount(3);
  await shoot(sellerPage, 'loi-counter', 'de', ownerCard);

  // The buyer sees the counter live, with both versions side by side, and accepts it.
  await expect(card).toContainText('1.300.000');
  await expect(card).toContainText('1.200.000');
  await expect(card.locator('tbody[data-changed]')).toHaveCount(3);
  await card.getByRole('button', { name: de('offers', 'card.accept') }).click();
  await confirmDecision(buyerPage, 'de', {
    says: [de('offers', 'confirm.acceptTitle'), '60 Tage', 'Alle anderen Käufer'],
  });
  await expect(card).toContainText(de('offers', 'status.accepted'));
  const clock = offers.getByTestId('exclusivity-clock');
  await expect(clock).toBeVisible();
  await expect(clock.getByTestId('milestone')).toHaveCount(5);
  await expect(clock).toContainText(de('offers', 'milestone.notary_appointment'));
  // The buyer marks the due diligence done (asked first: it cannot be undone).
  const diligence = clock.locator('[data-kind="diligence_complete"]');
  await diligence.getByRole('button', { name: de('offers', 'clock.markDone') }).click();
  await confirmDecision(buyerPage, 'de', { says: [de('offers', 'clock.confirmDoneTitle')] });
  await expect(diligence).toContainText(de('offers', 'clock.done'));
  // The seller's milestones are not the buyer's to mark.
  await expect(
    clock
      .locator('[data-kind="notary_appointment"]')
      .getByRole('button', { name: de('offers', 'clock.markDone') }),
  ).toHaveCount(0);
  await shoot(buyerPage, 'loi-clock', 'de', offers);

  // The seller sees the same clock, the diligence done, and the notary appointment to mark.
  await sellerPage.reload();
  const ownerClock = ownerOffers.getByTestId('exclusivity-clock');
  await expect(ownerClock.locator('[data-kind="diligence_complete"]')).toContainText(
    de('offers', 'clock.done'),
  );
  await expect(
    ownerClock
      .locator('[data-kind="notary_appointment"]')
      .getByRole('button', { name: de('offers', 'clock.markDone') }),
  ).toBeVisible();

  // The accepted letter of intent as a PDF in German, from the buyer's offer card ...
  const buyerDownload: Promise<Download> = buyerPage.waitForEvent('download');
  await card.getByRole('button', { name: de('offers', 'download.button') }).click();
  const buyerFile = await buyerDownload;
  expect(buyerFile.suggestedFilename()).toMatch(/^LOI-DB-[0-9A-F]{8}-v2-de\.pdf$/);
  const buyerBytes = readFileSync((await buyerFile.path())!);
  const loiText = (await pdfPageTexts(buyerBytes)).join(' ').replace(/\s+/g, ' ');
  expect(loiText).toContain('Absichtserklärung (unverbindlich)');
  expect(loiText).toContain(buyer.name);
  expect(loiText).toContain(seller.name);
  // (pdf.js reads the euro sign of the PDF's WinAnsi font as U+0080.)
  expect(loiText).toMatch(/Kaufpreis\s+1\.300\.000\s[€\u0080]/);
  expect(loiText).toMatch(/200\.000\s[€\u0080], Laufzeit 36 Monate, Zins 4,5\s%/);
  expect(loiText).toContain('(Zeit in Berlin)');
  expect(loiText).toContain('Verbindlich sind allein die Exklusivität');
  // ... and from the seller's data room archive: the same bytes.
  const archive = sellerPage.getByTestId('loi-archive');
  await expect(archive.getByTestId('loi-archive-entry')).toHaveCount(1);
  await expect(archive).toContainText(de('offers', 'archive.entry', { version: '2' }));
  const sellerDownload: Promise<Download> = sellerPage.waitForEvent('download');
  await archive
    .getByRole('button', { name: de('offers', 'archive.downloadLabel', { version: '2' }) })
    .click();
  const sellerFile = await sellerDownload;
  expect(sellerFile.suggestedFilename()).toBe(buyerFile.suggestedFilename());
  expect(readFileSync((await sellerFile.path())!).equals(buyerBytes)).toBe(true);
  await shoot(sellerPage, 'loi-archive', 'de', sellerPage.getByTestId('data-room'));
  await shoot(buyerPage, 'loi-accepted-card', 'de', card);

  // The second buyer is paused.
  const secondPage = await signedInPage(browser, 'de', second.email);
  await secondPage.goto(`/deals/${secondDeal}`);
  await expect(secondPage.getByTestId('exclusivity-paused')).toBeVisible();

  // The same pages in English, for the screenshots.
  const englishBuyer = await signedInPage(browser, 'en', buyer.email);
  await englishBuyer.goto(`/deals/${dealId}`);
  const enOffers = englishBuyer.getByRole('region', { name: en('offers', 'heading') });
  await expect(enOffers.getByTestId('exclusivity-clock')).toBeVisible();
  await shoot(englishBuyer, 'loi-clock', 'en', enOffers);
  await shoot(englishBuyer, 'loi-accepted-card', 'en', enOffers.getByTestId('offer-card').first());
  await expect(englishBuyer.getByTestId('loi-archive')).toBeVisible();
  await shoot(englishBuyer, 'loi-archive', 'en', englishBuyer.getByTestId('data-room'));
  await enOffers.getByRole('button', { name: en('offers', 'loi.changeTerms') }).click();
  await shoot(
    englishBuyer,
    'loi-retrade-form',
    'en',
    enOffers.getByRole('form', { name: en('offers', 'loi.heading.retrade') }),
  );
});
