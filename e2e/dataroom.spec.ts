// The data room end to end (issue 17), once, in English (the reader's stamp on the PDF has no
// language; every route in German is the per-route sweep's job): a seller uploads a teaser and a
// financials PDF at different tiers from the dashboard; a buyer without NDA sees only the teaser
// in the listing; once access is granted the buyer downloads the financials from the deal page and
// the PDF carries the buyer's name on every page; the seller sees who opened what and when (a
// reader without a deal only as a count, issue 27); when another buyer's offer is accepted
// (exclusivity), the buyer's data room pauses with the reason.
// Listing, NDA, grant and the rival's accepted offer come through the API.
// Screenshots of the owner's data room, the buyer's view and the read log at 390 and 1366 px go
// to test-results/dataroom-screens/.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { makePdf, pdfPageTexts } from '../tests/support/pdf';
import { texts } from './support/accounts';
import {
  accessGranted,
  listingOf,
  partyName,
  shootAtBothWidths,
  signedInPage,
  verifiedParty,
  openOwnListing,
} from './support/deal-parties';
import { uniqueStamp } from './support/stamp';

test.use({ actionTimeout: 15_000 });

test('data room: tiers, stamped download, read log, exclusivity pause', async ({ browser }) => {
  test.setTimeout(120_000);
  const language = 'en';
  const t = texts(language);
  const stamp = uniqueStamp(6);
  const keyword = `quokka${stamp}`;
  const title = `Datenraum ${stamp} Logistik GmbH`;
  const [seller, buyer, rival] = await Promise.all([
    verifiedParty('company', partyName('company', `seller-${stamp}`), `e2e-dr-seller-${stamp}`),
    verifiedParty('investor', partyName('investor', `buyer-${stamp}`), `e2e-dr-buyer-${stamp}`),
    verifiedParty('investor', partyName('investor', `rival-${stamp}`), `e2e-dr-rival-${stamp}`),
  ]);
  const listingId = await listingOf(seller, {
    title,
    teaser: `Logistics software for SMEs, ${keyword}.`,
    description: `${title} – logistics software.`,
    fullDetails: 'Customers and margins',
  });

  // The seller opens the listing's data room from the dashboard and uploads two PDFs.
  const sellerPage = await signedInPage(browser, language, seller.email);
  await sellerPage.goto('/dashboard');
  await openOwnListing(sellerPage, title);
  await sellerPage
    .getByRole('button', { name: t('dataroom', 'owner.openLabel', { title }) })
    .click({ timeout: 45_000 });
  const room = sellerPage.getByRole('dialog', {
    name: t('dataroom', 'owner.modalTitle', { title }),
  });
  const tierLabel = (tier: string) =>
    `${t('dataroom', `tiers.${tier}`)} (${t('dataroom', `tierHelp.${tier}`)})`;
  const upload = async (tier: string, name: string, body: Uint8Array) => {
    await room.getByRole('combobox', { name: t('dataroom', 'owner.tier'), exact: true }).click();
    await sellerPage.getByRole('option', { name: tierLabel(tier), exact: true }).click();
    const chooser = sellerPage.waitForEvent('filechooser');
    await room.getByRole('button', { name: t('dataroom', 'owner.upload') }).click();
    await (
      await chooser
    ).setFiles({ name, mimeType: 'application/pdf', buffer: Buffer.from(body) });
    await expect(room.getByRole('listitem', { name })).toBeVisible();
  };
  await upload('teaser', 'Teaser.pdf', await makePdf(1, `Teaser ${stamp}`));
  await upload('access', 'Financials 2025.pdf', await makePdf(4, `Financials ${stamp}`));
  await expect(room.getByTestId('upload-item')).toHaveCount(2);
  await expect(room.getByText(t('dataroom', 'owner.done'))).toHaveCount(2);
  // A folder just added shows at once, empty (issue 32: creating one visibly does something).
  const folderName = `Legal ${stamp}`;
  await room
    .getByRole('textbox', { name: t('dataroom', 'owner.newFolder'), exact: true })
    .fill(folderName);
  await room.getByRole('button', { name: t('dataroom', 'owner.createFolder') }).click();
  const emptyFolder = room.getByTestId('data-room-folder').filter({ hasText: folderName });
  await expect(emptyFolder).toContainText(t('dataroom', 'emptyFolder'));
  // A file that only pretends to be a PDF is refused after upload, with the reason.
  const chooser = sellerPage.waitForEvent('filechooser');
  await room.getByRole('button', { name: t('dataroom', 'owner.upload') }).click();
  await (
    await chooser
  ).setFiles({
    name: 'Invoice.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('MZ not a PDF'),
  });
  await expect(
    room.getByTestId('upload-item').filter({ hasText: 'Invoice.pdf' }).getByRole('alert'),
  ).toHaveText(t('dataroom', 'owner.errors.mismatch'));
  await expect(room.getByRole('listitem', { name: 'Invoice.pdf' })).toHaveCount(0);
  await shootAtBothWidths(sellerPage, 'dataroom-screens', 'owner-documents', language, room);

  // A buyer without NDA finds the listing: the teaser only, and what opens later.
  const buyerPage = await signedInPage(browser, language, buyer.email);
  await buyerPage.goto(`/discover?q=${keyword}`);
  await buyerPage
    .getByRole('article')
    .getByRole('button', { name: t('deals', 'actions.view') })
    .click();
  const modal = buyerPage.getByRole('dialog');
  const teaserRoom = modal.getByTestId('data-room');
  // The room loads with its own chunk and request after the modal: give a loaded machine time.
  await expect(teaserRoom.getByRole('listitem', { name: 'Teaser.pdf' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(teaserRoom.getByRole('listitem', { name: 'Financials 2025.pdf' })).toHaveCount(0);
  await expect(teaserRoom.getByTestId('data-room-locked-access')).toBeVisible();
  await shootAtBothWidths(buyerPage, 'dataroom-screens', 'buyer-teaser', language, modal);
  await buyerPage.keyboard.press('Escape');

  // Access granted: the buyer downloads the financials from the deal page, stamped.
  const dealId = await accessGranted(buyer, seller, listingId);
  await buyerPage.goto(`/deals/${dealId}`);
  const dealRoom = buyerPage.getByTestId('data-room');
  const financials = dealRoom.getByRole('listitem', { name: 'Financials 2025.pdf' });
  await expect(financials).toBeVisible({ timeout: 30_000 });
  const download = buyerPage.waitForEvent('download');
  await financials
    .getByRole('button', {
      name: t('dataroom', 'downloadLabel', { name: 'Financials 2025.pdf' }),
    })
    .click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Financials 2025.pdf');
  const pages = await pdfPageTexts(readFileSync((await file.path())!));
  expect(pages).toHaveLength(4);
  for (const text of pages) {
    expect(text).toContain(`Financials ${stamp}`);
    expect(text).toContain(`${buyer.name} <${buyer.email}>`);
  }
  await shootAtBothWidths(buyerPage, 'dataroom-screens', 'buyer-deal-page', language, dealRoom);

  // The rival, still without a deal, opens the teaser (through the API): counted, not named.
  const rivalView = await rival.client.rpc('data_room', { p_listing_id: listingId });
  const teaserDoc = (
    rivalView.data as { documents: { id: string; name: string }[] }
  ).documents.find((d) => d.name === 'Teaser.pdf')!;
  const rivalOpen = await rival.client.functions.invoke('data-room', {
    body: { action: 'open', document_id: teaserDoc.id },
  });
  expect(rivalOpen.error).toBeNull();

  // The seller sees who opened what and when.
  await room.getByRole('tab', { name: t('dataroom', 'owner.tabReadLog') }).click();
  const log = room.getByTestId('read-log');
  const entry = log.getByRole('listitem', { name: buyer.name });
  await expect(entry).toContainText(buyer.email);
  await expect(entry).toContainText('Financials 2025.pdf');
  await expect(entry).toContainText(t('dataroom', 'log.opens', { count: '1' }));
  const anonymous = log.getByRole('listitem', { name: t('dataroom', 'log.anonymousTitle') });
  await expect(anonymous).toContainText('Teaser.pdf');
  await expect(anonymous).toContainText(t('dataroom', 'log.readers_one', { count: '1' }));
  await expect(log).not.toContainText(rival.email);
  await expect(log).not.toContainText(rival.name);
  await shootAtBothWidths(sellerPage, 'dataroom-screens', 'owner-read-log', language, room);

  // Another buyer's offer is accepted: exclusivity for 30 days pauses this buyer's data room.
  const rivalDeal = await accessGranted(rival, seller, listingId);
  const offered = await rival.client.rpc('submit_deal_offer', {
    p_deal_id: rivalDeal,
    p_price_eur: 2_000_000,
    p_structure: 'asset_deal',
    p_financing: 'equity',
    p_exclusivity_days: 30,
    p_valid_until: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
  });
  expect(offered.error).toBeNull();
  expect(
    (
      await seller.client.rpc('decide_deal_offer', {
        p_offer_id: offered.data!.id,
        p_accept: true,
      })
    ).error,
  ).toBeNull();
  await buyerPage.reload();
  await expect(dealRoom.getByText(t('dataroom', 'pausedTitle'))).toBeVisible();
  await expect(dealRoom.getByRole('listitem', { name: 'Financials 2025.pdf' })).toHaveCount(0);
  await expect(dealRoom.getByRole('listitem', { name: 'Teaser.pdf' })).toBeVisible();
  await shootAtBothWidths(buyerPage, 'dataroom-screens', 'buyer-paused', language, dealRoom);

  await Promise.all([buyerPage.context().close(), sellerPage.context().close()]);
});
