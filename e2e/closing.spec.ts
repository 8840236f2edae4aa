// The closing checklist of a German share deal (issue 35), in German as new users try it: after
// the accepted LOI the buyer starts the checklist, books the notary, waives the conditions
// precedent with a reason and ticks off the signing; the seller uploads an SPA draft into the data
// room from the checklist, confirms the purchase price payment (asked first; the buyer has no such
// button) and closes the deal (asked first, saying what happens): the deal shows won. The LOI up
// to its acceptance comes through the API; every refused transition is tests/db/closing.test.ts.
// After closing, both sides download the deal's archive in the browser and its manifest verifies
// (tests/db/deal-archive.test.ts has the rest). An English run shows the started checklist and a
// won deal's archive. A member of the seller's team sees the buyer's steps arrive live. Screenshots
// (390 and 1280 px) go to SHOTS_DIR when set, else to test-results/closing-screens/.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { texts, type Language } from './support/accounts';
import { confirmDecision } from './support/decisions';
import {
  accessGranted,
  listingOf,
  signedInPage,
  verifiedParty,
  type FreshUser,
} from './support/deal-parties';
import { uniqueStamp } from './support/stamp';

test.use({ actionTimeout: 15_000 });

const shotsDir = process.env.SHOTS_DIR ?? 'test-results/closing-screens';

const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82,
]);

async function shoot(page: Page, name: string, language: Language, part: Locator) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await part.screenshot({ path: `${shotsDir}/${name}-${language}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Seller, buyer, a listing with access granted and the buyer's share-deal LOI accepted. */
async function acceptedLoi(stamp: string, conditions: Record<string, boolean> = {}) {
  const [seller, buyer] = await Promise.all([
    verifiedParty('company', `Sabine Schluss ${stamp}`, `e2e-cl-seller-${stamp}`),
    verifiedParty('investor', `Bernd Beurkundung ${stamp}`, `e2e-cl-buyer-${stamp}`),
  ]);
  const listingId = await listingOf(seller, {
    title: `Closing${stamp} Werkzeugbau GmbH`,
    teaser: `Tool making ${stamp}.`,
    fullDetails: `Figures ${stamp}`,
  });
  const dealId = await accessGranted(buyer, seller, listingId);
  const offer = await buyer.client.rpc('submit_loi', {
    p_deal_id: dealId,
    p_terms: {
      price_cents: 180_000_000,
      structure: 'share_deal',
      financing_equity_cents: 180_000_000,
      exclusivity_days: 60,
      diligence_deadline: inDays(20),
      target_signing_date: inDays(40),
      valid_until: inDays(14),
      ...conditions,
    },
  });
  expect(offer.error).toBeNull();
  expect((await seller.client.rpc('accept_loi', { p_offer_id: offer.data!.id })).error).toBeNull();
  return { seller, buyer, dealId };
}

/**
 * Downloads the closed deal's archive from the deal page as a user does, then checks it as the
 * README says (unzip + `sha256sum -c MANIFEST.sha256`) and recomputes every line of the manifest.
 * Returns the archive's file paths.
 */
async function downloadArchive(page: Page, language: Language, shotName?: string) {
  const t = texts(language);
  const panel = page.getByTestId('deal-archive');
  await expect(panel).toBeVisible({ timeout: 30_000 });
  if (shotName) await shoot(page, shotName, language, panel);
  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: t('closing', 'archive.button') }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(
    /^DealBridge-archive-DB-[0-9A-F]{8}-(buyer|seller)\.zip$/,
  );
  const dir = mkdtempSync(join(tmpdir(), 'e2e-archive-'));
  const zip = join(dir, 'archive.zip');
  await file.saveAs(zip);
  execFileSync('unzip', ['-q', zip, '-d', join(dir, 'a')]);
  const root = join(dir, 'a');
  const checked = execFileSync('sha256sum', ['-c', '--strict', 'MANIFEST.sha256'], { cwd: root });
  expect(checked.toString()).not.toMatch(/FAILED/);
  const lines = readFileSync(join(root, 'MANIFEST.sha256'), 'utf8').trim().split('\n');
  for (const line of lines) {
    const [hash, path] = line.split(/ {2}/);
    expect(
      createHash('sha256')
        .update(readFileSync(join(root, path)))
        .digest('hex'),
      path,
    ).toBe(hash);
  }
  await expect(panel.getByTestId('deal-archive-error')).toHaveCount(0);
  return lines.map((line) => line.split(/ {2}/)[1]);
}

const item = (panel: Locator, key: string) =>
  panel.locator(`[data-testid="closing-item"][data-key="${key}"]`);

async function openPanel(page: Page, dealId: string) {
  await page.goto(`/deals/${dealId}`);
  const panel = page.getByTestId('closing-panel');
  await expect(panel).toBeVisible({ timeout: 30_000 });
  return panel;
}

test('Closing auf Deutsch: Checkliste starten, Schritte abhaken, SPA-Entwurf hochladen, Zahlung bestätigen, Deal abschließen', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const language: Language = 'de';
  const t = texts(language);
  const stamp = uniqueStamp(6);
  const { seller, buyer, dealId } = await acceptedLoi(stamp);

  // The buyer starts the checklist: the share deal's nine steps, none done.
  const buyerPage = await signedInPage(browser, language, buyer.email);
  const panel = await openPanel(buyerPage, dealId);
  await panel.getByRole('button', { name: t('closing', 'start') }).click();
  await expect(panel.getByTestId('closing-item')).toHaveCount(9);
  await expect(panel.getByTestId('closing-progress')).toHaveText(
    t('closing', 'progress', { done: '0', total: '9' }),
  );
  await expect(item(panel, 'signing_notary')).toContainText(
    t('closing', 'items.signing_notary.title'),
  );
  await shoot(buyerPage, 'closing-started', language, panel);

  // The notary appointment: date and notary, then done (asked first).
  const notary = item(panel, 'notary_appointment');
  await notary.getByLabel(t('closing', 'appointmentDate')).fill(inDays(35));
  await notary.getByLabel(t('closing', 'notaryName')).fill('Dr. Anna Weber, Notarin in München');
  await notary.getByRole('button', { name: t('closing', 'saveDetails') }).click();
  await expect(notary.getByTestId('closing-notary')).toContainText('Dr. Anna Weber');
  await notary.getByRole('button', { name: t('closing', 'markDone') }).click();
  await confirmDecision(buyerPage, language, { says: [t('closing', 'confirmDone.lines.1')] });
  await expect(notary).toHaveAttribute('data-status', 'done');

  // The conditions precedent are waived with a reason; the signing is ticked off.
  const conditions = item(panel, 'conditions_precedent');
  await conditions.getByRole('button', { name: t('closing', 'waive') }).click();
  await confirmDecision(buyerPage, language, {
    reason: t('closing', 'waiveReason.agreed'),
    note: 'Keine aufschiebenden Bedingungen im SPA.',
  });
  await expect(conditions).toHaveAttribute('data-status', 'waived');
  await expect(conditions).toContainText('Keine aufschiebenden Bedingungen im SPA.');
  const signing = item(panel, 'signing_notary');
  await signing.getByRole('button', { name: t('closing', 'markDone') }).click();
  await confirmDecision(buyerPage, language);
  await expect(signing).toHaveAttribute('data-status', 'done');
  // The payment is the seller's: the buyer reads so and has no button.
  const buyerPayment = item(panel, 'payment');
  await expect(buyerPayment).toContainText(t('closing', 'paymentSellerOnly'));
  await expect(buyerPayment.getByRole('button')).toHaveCount(0);

  // The seller uploads an SPA draft from the checklist into the data room, then ticks it off.
  const sellerPage = await signedInPage(browser, language, seller.email);
  const sellerPanel = await openPanel(sellerPage, dealId);
  // While the checklist runs, the deal is won only by closing it here (no "mark as won").
  await expect(sellerPage.getByRole('button', { name: t('deals', 'next.won') })).toHaveCount(0);
  const spa = item(sellerPanel, 'spa_draft');
  const chooser = sellerPage.waitForEvent('filechooser');
  await spa.getByRole('button', { name: t('closing', 'uploadDraft') }).click();
  await (
    await chooser
  ).setFiles({ name: `SPA-Entwurf-${stamp}.png`, mimeType: 'image/png', buffer: Buffer.from(PNG) });
  await expect(spa.getByTestId('closing-drafts')).toContainText(`SPA-Entwurf-${stamp}.png`, {
    timeout: 30_000,
  });
  await spa.getByRole('button', { name: t('closing', 'markDone') }).click();
  await confirmDecision(sellerPage, language);
  await expect(spa).toHaveAttribute('data-status', 'done');
  // The buyer's open page follows without a reload (the seller's step reaches it as a notice).
  await expect(item(panel, 'spa_draft')).toHaveAttribute('data-status', 'done');

  // Closing is not offered while required steps are open.
  await expect(sellerPanel.getByTestId('closing-close')).toBeDisabled();

  // The seller confirms the payment (asked first) and the shareholder list.
  const payment = item(sellerPanel, 'payment');
  await payment.getByRole('button', { name: t('closing', 'confirmPayment') }).click();
  await confirmDecision(sellerPage, language, {
    says: [t('closing', 'confirmDone.paymentLines.0')],
  });
  await expect(payment).toHaveAttribute('data-status', 'done');
  const list = item(sellerPanel, 'shareholder_list');
  await list.getByRole('button', { name: t('closing', 'markDone') }).click();
  await confirmDecision(sellerPage, language);
  await expect(list).toHaveAttribute('data-status', 'done');
  await expect(sellerPanel.getByTestId('closing-hint')).toHaveText(t('closing', 'closeHintReady'));
  await shoot(sellerPage, 'closing-ready', language, sellerPanel);

  // Closing the deal says what happens, then the deal is won.
  await sellerPanel.getByTestId('closing-close').click();
  await confirmDecision(sellerPage, language, {
    says: [t('closing', 'confirmClose.lines.0'), t('closing', 'confirmClose.lines.1')],
  });
  await expect(sellerPanel.getByTestId('closing-closed')).toBeVisible();
  await expect(sellerPage.getByTestId('won-awaiting-confirmation')).toBeVisible();
  await shoot(sellerPage, 'closing-closed', language, sellerPanel);

  // The buyer's open page shows the closed deal too, without a reload.
  await expect(buyerPage.getByTestId('closing-closed')).toBeVisible({ timeout: 30_000 });

  // Both sides download the archive; its manifest verifies, the SPA draft and the LOI are in it.
  const sellerFiles = await downloadArchive(sellerPage, language, 'deal-archive');
  expect(sellerFiles).toEqual(
    expect.arrayContaining(['messages/messages.csv', 'closing/items.json', 'audit-trail.csv']),
  );
  expect(
    sellerFiles.some((p) => p.startsWith('data-room/files/') && p.includes(`SPA-Entwurf-${stamp}`)),
  ).toBe(true);
  expect(sellerFiles.some((p) => /^offers\/LOI-.*\.pdf$/.test(p))).toBe(true);
  const buyerFiles = await downloadArchive(buyerPage, language);
  expect(
    buyerFiles.some((p) => p.startsWith('data-room/files/') && p.includes(`SPA-Entwurf-${stamp}`)),
  ).toBe(true);
  await buyerPage.close();
  await sellerPage.close();
});

for (const language of ['en', 'de'] as const) {
  test(`Closing (${language}): an LOI's three conditions are three steps, as the seller sees them`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const t = texts(language);
    const stamp = uniqueStamp(6);
    const { seller, buyer, dealId } = await acceptedLoi(stamp, {
      cond_due_diligence: true,
      cond_financing: true,
      cond_approvals: true,
    });
    const started = await (buyer as FreshUser).client.rpc('start_closing_checklist', {
      p_deal_id: dealId,
    });
    expect(started.error).toBeNull();
    const sellerPage = await signedInPage(browser, language, seller.email);
    const panel = await openPanel(sellerPage, dealId);
    // The general "conditions precedent" step gives way to one step per condition.
    await expect(panel.getByTestId('closing-item')).toHaveCount(11);
    await expect(item(panel, 'conditions_precedent')).toHaveCount(0);
    for (const key of ['cp_due_diligence', 'cp_financing', 'cp_approvals'])
      await expect(item(panel, key)).toContainText(t('closing', `items.${key}.title`));
    await expect(item(panel, 'payment')).toContainText(t('closing', 'items.payment.title'));
    await expect(
      item(panel, 'payment').getByRole('button', { name: t('closing', 'confirmPayment') }),
    ).toBeVisible();
    await shoot(sellerPage, 'closing-conditions', language, panel);
    await sellerPage.close();
  });
}

test('Closing im Team: die Checkliste eines Beraters der Verkäuferseite folgt den Schritten des Käufers live', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const language: Language = 'de';
  const stamp = uniqueStamp(6);
  const { seller, buyer, dealId } = await acceptedLoi(stamp);
  // The seller's adviser joins the deal's team (the NDA in their own name).
  const adviser = await verifiedParty(
    'company',
    `Astrid Beraterin ${stamp}`,
    `e2e-cl-adviser-${stamp}`,
  );
  const invited = await seller.client.rpc('invite_deal_member', {
    p_deal_id: dealId,
    p_email: adviser.email,
    p_role: 'view',
  });
  expect(invited.error).toBeNull();
  const joined = await adviser.client.rpc('accept_deal_invitation', {
    p_member_id: invited.data!.id,
    p_signed_name: `Astrid Beraterin ${stamp}`,
    p_accept_nda: true,
  });
  expect(joined.error).toBeNull();
  const started = await buyer.client.rpc('start_closing_checklist', { p_deal_id: dealId });
  expect(started.error).toBeNull();

  const adviserPage = await signedInPage(browser, language, adviser.email);
  const panel = await openPanel(adviserPage, dealId);
  const notary = item(panel, 'notary_appointment');
  await expect(notary).toHaveAttribute('data-status', 'open');
  // The buyer books the notary and ticks it off elsewhere: the adviser's open page follows
  // without a reload (the step reaches the seller's whole team as a notice).
  const notaryId = (
    await buyer.client
      .from('closing_items')
      .select('id')
      .eq('deal_id', dealId)
      .eq('title_key', 'notary_appointment')
      .single()
  ).data!.id;
  const details = await buyer.client.rpc('set_closing_item_details', {
    p_item_id: notaryId,
    p_due_on: inDays(35),
    p_notary_name: 'Dr. Anna Weber, Notarin in München',
  });
  expect(details.error).toBeNull();
  const done = await buyer.client.rpc('complete_closing_item', { p_item_id: notaryId });
  expect(done.error).toBeNull();
  await expect(notary).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  await adviserPage.close();
});

test('Archive in English: both sides of a won deal download it and its manifest verifies', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const language: Language = 'en';
  const stamp = uniqueStamp(6);
  const { seller, buyer, dealId } = await acceptedLoi(stamp);
  // Won without a checklist (the path the closing checklist replaces while it runs).
  const won = await seller.client.rpc('move_deal', { p_deal_id: dealId, p_stage: 'won' });
  expect(won.error).toBeNull();
  const sellerPage = await signedInPage(browser, language, seller.email);
  await sellerPage.goto(`/deals/${dealId}`);
  const sellerFiles = await downloadArchive(sellerPage, language, 'deal-archive');
  expect(sellerFiles).toEqual(expect.arrayContaining(['offers/versions.json', 'deal.json']));
  const buyerPage = await signedInPage(browser, language, buyer.email);
  await buyerPage.goto(`/deals/${dealId}`);
  const buyerFiles = await downloadArchive(buyerPage, language);
  expect(buyerFiles.some((p) => /^offers\/LOI-.*-v1-en\.pdf$/.test(p))).toBe(true);
  await buyerPage.close();
  await sellerPage.close();
});
