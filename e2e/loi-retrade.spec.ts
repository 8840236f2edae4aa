// After the letter of intent is accepted (issue 35), in German and in English: the buyer lowers
// the price with the reason "findings in diligence" (the form and its refusal in the page's
// language), the seller sees both versions side by side and accepts the change (asked first);
// the retrade log tells who proposed what, when and how it was decided; a member of the buyer's
// team sees the clock without its buttons. The accepted change's PDF comes from the log; the data
// room's archive lists both accepted versions (the first one replaced). Team members read no
// versions (the loi function answers them 404: tests/db/loi-document.test.ts). The LOI up to its acceptance and the team member come
// through the API; every refused transition is tests/db/loi-after-acceptance.test.ts.
// Screenshots (390 and 1280 px) go to SHOTS_DIR when set, else to test-results/loi-retrade-screens/.
import { readFileSync } from 'node:fs';
import { expect, test, type Download, type Locator, type Page } from '@playwright/test';
import { pdfPageTexts } from '../tests/support/pdf';
import { texts, type Language } from './support/accounts';
import { confirmDecision } from './support/decisions';
import { accessGranted, listingOf, signedInPage, verifiedParty } from './support/deal-parties';
import { uniqueStamp } from './support/stamp';

test.use({ actionTimeout: 15_000 });

const shotsDir = process.env.SHOTS_DIR ?? 'test-results/loi-retrade-screens';

async function shoot(page: Page, name: string, language: Language, part: Locator) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await part.screenshot({ path: `${shotsDir}/${name}-${language}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

for (const language of ['de', 'en'] as Language[]) {
  test(`retrade, ${language}: lower price with a reason, side by side, accepted, logged; the team sees the clock`, async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const t = texts(language);
    const stamp = uniqueStamp(6);
    const [seller, buyer, adviser] = await Promise.all([
      verifiedParty('company', `Rita Retrade ${stamp}`, `e2e-rt-seller-${stamp}`),
      verifiedParty('investor', `Rolf Retrade ${stamp}`, `e2e-rt-buyer-${stamp}`),
      verifiedParty('investor', `Anna Adviser ${stamp}`, `e2e-rt-adviser-${stamp}`),
    ]);
    const listingId = await listingOf(seller, {
      title: `Retrade${stamp} Feinmechanik GmbH`,
      teaser: `Precision engineering ${stamp}.`,
      fullDetails: `Figures ${stamp}`,
    });
    const dealId = await accessGranted(buyer, seller, listingId);
    const terms = {
      price_cents: 120_000_000,
      structure: 'share_deal',
      financing_equity_cents: 100_000_000,
      exclusivity_days: 60,
      diligence_deadline: inDays(30),
      target_signing_date: inDays(50),
      valid_until: inDays(14),
    };
    const v1 = await buyer.client.rpc('submit_loi', { p_deal_id: dealId, p_terms: terms });
    expect(v1.error).toBeNull();
    expect((await seller.client.rpc('accept_loi', { p_offer_id: v1.data!.id })).error).toBeNull();
    const invited = await buyer.client.rpc('invite_deal_member', {
      p_deal_id: dealId,
      p_email: adviser.email,
      p_role: 'contribute',
    });
    expect(invited.error).toBeNull();
    const joined = await adviser.client.rpc('accept_deal_invitation', {
      p_member_id: invited.data!.id,
      p_signed_name: `Anna Adviser ${stamp}`,
      p_accept_nda: true,
    });
    expect(joined.error).toBeNull();

    // The buyer proposes a lower price; the form asks for the reason and explanation first.
    const buyerPage = await signedInPage(browser, language, buyer.email);
    await buyerPage.goto(`/deals/${dealId}`);
    const offers = buyerPage.getByRole('region', { name: t('offers', 'heading') });
    await offers.getByRole('button', { name: t('offers', 'loi.changeTerms') }).click();
    const form = offers.getByRole('form', { name: t('offers', 'loi.heading.retrade') });
    await expect(form).toContainText(t('offers', 'loi.retrade.legend'));
    await form.getByLabel(t('offers', 'form.price')).fill(language === 'de' ? '1,1 Mio' : '1.1m');
    await form.getByRole('button', { name: t('offers', 'loi.submit.retrade') }).click();
    await expect(form.getByText(t('offers', 'loi.retrade.reasonMissing'))).toBeVisible();
    await expect(form.getByText(t('offers', 'loi.retrade.noteMissing'))).toBeVisible();
    await form.getByRole('combobox', { name: t('offers', 'loi.retrade.reason') }).click();
    await buyerPage
      .getByRole('option', { name: t('offers', 'retradeReason.findings_in_diligence') })
      .click();
    await form
      .getByLabel(t('offers', 'loi.retrade.note'))
      .fill('Customer concentration: the largest client is 40 % of revenue.');
    // A signing date after the exclusivity's end is refused by the database, in the page's words.
    await form.getByLabel(t('offers', 'loi.targetSigning')).fill(inDays(75));
    await shoot(buyerPage, 'retrade-form', language, form);
    await form.getByRole('button', { name: t('offers', 'loi.submit.retrade') }).click();
    await expect(form.getByRole('alert')).toContainText(t('offers', 'errors.retradeDates'));
    await form.getByLabel(t('offers', 'loi.targetSigning')).fill(inDays(55));
    await form.getByRole('button', { name: t('offers', 'loi.submit.retrade') }).click();
    await expect(form).toHaveCount(0);

    // The seller sees the change beside the accepted terms and accepts it (asked first).
    const sellerPage = await signedInPage(browser, language, seller.email);
    await sellerPage.goto(`/deals/${dealId}`);
    const ownerOffers = sellerPage.getByRole('region', { name: t('offers', 'heading') });
    const card = ownerOffers.getByTestId('offer-card').first();
    await expect(card.getByTestId('retrade-reason')).toContainText(
      t('offers', 'retradeReason.findings_in_diligence'),
    );
    await expect(card.locator('tbody[data-changed]').first()).toBeVisible();
    await shoot(sellerPage, 'retrade-side-by-side', language, card);
    await card.getByRole('button', { name: t('offers', 'card.accept') }).click();
    await confirmDecision(sellerPage, language, {
      says: [t('offers', 'confirm.acceptRetradeConsequences.1')],
    });
    await expect(card).toContainText(t('offers', 'status.accepted'));

    // The retrade log: version 2, by the buyer, the reason, what changed, accepted by the seller.
    const log = ownerOffers.getByTestId('retrade-log');
    await log
      .getByRole('button', { name: t('offers', 'retradeLog.show_one', { count: '1' }) })
      .click();
    const entry = log.getByTestId('retrade-entry');
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText(t('offers', 'retradeReason.findings_in_diligence'));
    await expect(entry).toContainText(t('offers', 'card.price'));
    await expect(entry.getByTestId('retrade-decision')).toContainText(
      t('offers', 'clock.owner.owner'),
    );
    await shoot(sellerPage, 'retrade-log', language, log);
    // The accepted change as the letter of intent's PDF, from its log entry, in the page's language.
    const fromLog: Promise<Download> = sellerPage.waitForEvent('download');
    await entry.getByRole('button', { name: t('offers', 'download.button') }).click();
    const logFile = await fromLog;
    expect(logFile.suggestedFilename()).toMatch(
      new RegExp(`^LOI-DB-[0-9A-F]{8}-v2-${language}\\.pdf$`),
    );
    const logText = (await pdfPageTexts(readFileSync((await logFile.path())!))).join(' ');
    expect(logText.replace(/\s+/g, ' ')).toContain(
      language === 'de' ? 'Absichtserklärung (unverbindlich)' : 'Letter of intent (non-binding)',
    );
    // The archive: both accepted versions, the first one replaced by the change.
    const archive = sellerPage.getByTestId('loi-archive');
    await expect(archive.getByTestId('loi-archive-entry')).toHaveCount(2);
    await expect(archive.getByTestId('loi-archive-entry').nth(1)).toContainText(
      t('offers', 'archive.replaced'),
    );

    // The buyer's adviser (a contributing member of the buyer's team; leads act on the clock:
    // tests/db/deal-team-leads-decide.test.ts) sees the clock, without its buttons.
    const adviserPage = await signedInPage(browser, language, adviser.email);
    await adviserPage.goto(`/deals/${dealId}`);
    const clock = adviserPage.getByTestId('exclusivity-clock');
    await expect(clock.getByTestId('milestone')).toHaveCount(5);
    await expect(clock.getByTestId('clock-hint')).toHaveText(t('offers', 'clock.membersHint'));
    await expect(clock.getByRole('button')).toHaveCount(0);
    await shoot(adviserPage, 'clock-member', language, clock);
    // The buyer's own clock keeps them.
    await buyerPage.reload();
    await expect(
      buyerPage
        .getByTestId('exclusivity-clock')
        .locator('[data-kind="diligence_complete"]')
        .getByRole('button', { name: t('offers', 'clock.markDone') }),
    ).toBeVisible();
  });
}
