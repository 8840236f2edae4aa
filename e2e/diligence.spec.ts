// Due diligence in the deal room (issue 34), as the parties use it: the buyer imports the German
// checklist; the seller answers one request with a data-room document and one in text; the buyer
// accepts the first; the request list exports as XLSX and CSV that open with the right statuses
// (parsed here). Questions: the buyer asks, the seller drafts and approves (asked first), publishes
// it as a FAQ entry, and a second buyer of the listing reads it in English without the asker.
// Listing, access and the document come through the API. Screenshots (en + de, 390 and 1366 px)
// go to test-results/diligence-screens/.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { parseCsv, parseXlsx } from '../src/features/diligence/spreadsheet';
import { stackEnv } from '../tests/support/env';
import { texts } from './support/accounts';
import {
  accessGranted,
  listingOf,
  partyName,
  shootAtBothWidths,
  signedInPage,
  verifiedParty,
  type FreshUser,
} from './support/deal-parties';
import { uniqueStamp } from './support/stamp';

test.use({ actionTimeout: 15_000 });

const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82,
]);

/** The owner's upload as the app makes it: begin RPC, bytes to Storage, the function's check. */
async function uploadPng(owner: FreshUser, listingId: string, name: string) {
  const { data, error } = await owner.client.rpc('begin_data_room_upload', {
    p_listing_id: listingId,
    p_file_name: name,
    p_mime_type: 'image/png',
    p_size_bytes: PNG.length,
    p_tier: 'access',
  });
  if (error) throw new Error(error.message);
  const headers = { apikey: stackEnv.anonKey, Authorization: `Bearer ${owner.token}` };
  const put = await fetch(`${stackEnv.url}/storage/v1/object/data-room/${data![0].object_name}`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'image/png' },
    body: PNG as BodyInit,
  });
  expect(put.status).toBe(200);
  const complete = await fetch(`${stackEnv.url}/functions/v1/data-room`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ action: 'complete', version_id: data![0].version_id }),
  });
  expect(complete.status).toBe(200);
}

const requestCard = (page: Page, title: string) =>
  page.getByTestId('diligence-request').filter({ hasText: title });

test('due diligence: German checklist, answers by document and text, accept, export', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const de = texts('de');
  const en = texts('en');
  const stamp = uniqueStamp(6);
  const [seller, buyer, buyer2] = await Promise.all([
    verifiedParty('company', partyName('company', `dd-${stamp}`), `e2e-dd-seller-${stamp}`),
    verifiedParty('investor', partyName('investor', `dd-${stamp}`), `e2e-dd-buyer-${stamp}`),
    verifiedParty('investor', partyName('investor', `dd2-${stamp}`), `e2e-dd-buyer2-${stamp}`),
  ]);
  const listingId = await listingOf(seller, {
    title: `Diligence ${stamp} Maschinenbau GmbH`,
    teaser: 'Machine builder for the food industry.',
  });
  const [dealId, deal2Id] = await Promise.all([
    accessGranted(buyer, seller, listingId),
    accessGranted(buyer2, seller, listingId),
  ]);
  await uploadPng(seller, listingId, 'Jahresabschluss-2024.png');

  // The buyer imports the German checklist in one step.
  const buyerPage = await signedInPage(browser, 'de', buyer.email);
  await buyerPage.goto(`/deals/${dealId}`);
  const section = buyerPage.getByTestId('diligence');
  await expect(section.getByRole('heading', { name: de('diligence', 'title') })).toBeVisible({
    timeout: 30_000,
  });
  await section.getByRole('button', { name: de('diligence', 'actions.checklist') }).click();
  await buyerPage.getByRole('menuitem', { name: de('diligence', 'actions.checklistDe') }).click();
  await expect(section.getByText(de('diligence', 'checklistAdded', { count: '21' }))).toBeVisible();
  await expect(section.getByTestId('diligence-request')).toHaveCount(21);
  await expect(section.getByTestId('diligence-count-open')).toContainText('21');
  await expect(requestCard(buyerPage, 'Summen- und Saldenliste')).toBeVisible();
  await shootAtBothWidths(buyerPage, 'diligence-screens', 'buyer-list', 'de', section);

  // The seller answers #1 with the document and #9 in text.
  const sellerPage = await signedInPage(browser, 'de', seller.email);
  await sellerPage.goto(`/deals/${dealId}`);
  const sellerSection = sellerPage.getByTestId('diligence');
  const annual = requestCard(sellerPage, '#1 Jahresabschlüsse der letzten 3 Jahre');
  await annual.getByRole('button', { name: de('diligence', 'actions.answer') }).click({
    timeout: 30_000,
  });
  let dialog = sellerPage.getByRole('dialog');
  await dialog.getByRole('checkbox', { name: 'Jahresabschluss-2024.png' }).check();
  await dialog.getByRole('button', { name: de('diligence', 'answerModal.submit') }).click();
  await expect(dialog).toHaveCount(0);
  await expect(annual.getByText(de('diligence', 'status.answered'))).toBeVisible();
  const register = requestCard(sellerPage, '#9 Aktueller Handelsregisterauszug');
  await register.getByRole('button', { name: de('diligence', 'actions.answer') }).click();
  dialog = sellerPage.getByRole('dialog');
  // Nothing linked and no text: the answer is asked for.
  await dialog.getByRole('button', { name: de('diligence', 'answerModal.submit') }).click();
  await expect(dialog.getByText(de('diligence', 'answerModal.needsAnswer'))).toBeVisible();
  await dialog
    .getByRole('textbox', { name: de('diligence', 'answerModal.text') })
    .fill('Auszug vom 01.11.2026: HRB 12345, Amtsgericht München.');
  await dialog.getByRole('button', { name: de('diligence', 'answerModal.submit') }).click();
  await expect(dialog).toHaveCount(0);
  await expect(register.getByText('HRB 12345')).toBeVisible();
  await expect(sellerSection.getByTestId('diligence-count-answered')).toContainText('2');
  await shootAtBothWidths(sellerPage, 'diligence-screens', 'seller-list', 'de', sellerSection);

  // The buyer sees both answers and accepts the first.
  await buyerPage.reload();
  const buyerAnnual = requestCard(buyerPage, '#1 Jahresabschlüsse der letzten 3 Jahre');
  await expect(buyerAnnual.getByText('Jahresabschluss-2024.png')).toBeVisible({ timeout: 30_000 });
  await buyerAnnual.getByRole('button', { name: de('diligence', 'actions.accept') }).click();
  await expect(buyerAnnual.getByText(de('diligence', 'status.accepted'))).toBeVisible();

  // The export opens with the right statuses: XLSX and CSV, parsed here.
  const xlsxDownload = buyerPage.waitForEvent('download');
  await section.getByRole('button', { name: de('diligence', 'actions.exportXlsx') }).click();
  const xlsx = await xlsxDownload;
  expect(xlsx.suggestedFilename()).toMatch(/^due-diligence-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const sheet = await parseXlsx(new Uint8Array(readFileSync((await xlsx.path())!)));
  const csvDownload = buyerPage.waitForEvent('download');
  await section.getByRole('button', { name: de('diligence', 'actions.exportCsv') }).click();
  const csv = parseCsv(readFileSync((await (await csvDownload).path())!, 'utf8'));
  for (const rows of [sheet, csv]) {
    const [header, ...body] = rows;
    expect(header!.slice(0, 2)).toEqual([
      de('diligence', 'sheet.no'),
      de('diligence', 'sheet.title'),
    ]);
    const statusAt = header!.indexOf(de('diligence', 'sheet.status'));
    const documentsAt = header!.indexOf(de('diligence', 'sheet.documents'));
    const answerAt = header!.indexOf(de('diligence', 'sheet.answer'));
    expect(body).toHaveLength(21);
    const byNo = new Map(body.map((row) => [row[0], row]));
    expect(byNo.get('1')![statusAt]).toBe(de('diligence', 'status.accepted'));
    expect(byNo.get('1')![documentsAt]).toBe('Jahresabschluss-2024.png');
    expect(byNo.get('9')![statusAt]).toBe(de('diligence', 'status.answered'));
    expect(byNo.get('9')![answerAt]).toContain('HRB 12345');
    expect(byNo.get('3')![statusAt]).toBe(de('diligence', 'status.open'));
  }

  // Questions: the buyer asks; the seller drafts, approves (asked first) and publishes as FAQ.
  const question = `Gibt es Pensionszusagen? ${stamp}`;
  await section.getByRole('tab', { name: de('diligence', 'tabs.questions') }).click();
  await section
    .getByRole('textbox', { name: de('diligence', 'questions.body'), exact: true })
    .fill(question);
  await section.getByRole('button', { name: de('diligence', 'actions.ask') }).click();
  await expect(
    section.getByTestId('diligence-question').filter({ hasText: question }),
  ).toBeVisible();

  await sellerPage.reload();
  await sellerSection
    .getByRole('tab', { name: new RegExp(de('diligence', 'tabs.questions')) })
    .click({
      timeout: 30_000,
    });
  const sellerQuestion = sellerSection
    .getByTestId('diligence-question')
    .filter({ hasText: question });
  await sellerQuestion
    .getByRole('textbox', { name: de('diligence', 'questions.draftLabel') })
    .fill('Nein, es bestehen keine Pensionszusagen.');
  await sellerQuestion.getByRole('button', { name: de('diligence', 'actions.draft') }).click();
  await expect(sellerQuestion.getByText(de('diligence', 'questions.state.drafted'))).toBeVisible();

  // Until approved, the buyer does not read the draft.
  await buyerPage.reload();
  await section.getByRole('tab', { name: new RegExp(de('diligence', 'tabs.questions')) }).click({
    timeout: 30_000,
  });
  const buyerQuestion = section.getByTestId('diligence-question').filter({ hasText: question });
  await expect(buyerQuestion.getByText(de('diligence', 'questions.waiting'))).toBeVisible();
  await expect(buyerQuestion).not.toContainText('keine Pensionszusagen');

  await sellerQuestion.getByRole('button', { name: de('diligence', 'actions.approve') }).click();
  let confirm = sellerPage.getByRole('dialog', { name: de('diligence', 'questions.approveTitle') });
  await expect(confirm).toContainText(de('diligence', 'questions.approveConsequence'));
  await confirm.getByRole('button', { name: de('diligence', 'actions.approve') }).click();
  await expect(sellerQuestion.getByText(de('diligence', 'questions.state.answered'))).toBeVisible();
  await sellerQuestion.getByRole('button', { name: de('diligence', 'actions.publish') }).click();
  confirm = sellerPage.getByRole('dialog', { name: de('diligence', 'questions.publishTitle') });
  await expect(confirm).toContainText(de('diligence', 'questions.publishConsequence'));
  await confirm.getByRole('button', { name: de('diligence', 'actions.publish') }).click();
  await expect(sellerQuestion.getByText(de('diligence', 'questions.faqBadge'))).toBeVisible();
  await shootAtBothWidths(sellerPage, 'diligence-screens', 'seller-questions', 'de', sellerSection);

  await buyerPage.reload();
  await section.getByRole('tab', { name: de('diligence', 'tabs.questions') }).click({
    timeout: 30_000,
  });
  await expect(buyerQuestion).toContainText('Nein, es bestehen keine Pensionszusagen.');

  // The second buyer, in English: an empty list of their own, and the FAQ entry without the asker.
  const otherPage = await signedInPage(browser, 'en', buyer2.email);
  await otherPage.goto(`/deals/${deal2Id}`);
  const otherSection = otherPage.getByTestId('diligence');
  await expect(otherSection.getByRole('heading', { name: en('diligence', 'title') })).toBeVisible({
    timeout: 30_000,
  });
  await expect(otherSection.getByText(en('diligence', 'emptyBuyer'))).toBeVisible();
  await otherSection.getByRole('tab', { name: en('diligence', 'tabs.faq') }).click();
  const faq = otherSection.getByTestId('diligence-faq');
  await expect(faq).toContainText(question);
  await expect(faq).toContainText('Nein, es bestehen keine Pensionszusagen.');
  await expect(otherPage.locator('body')).not.toContainText(buyer.name);
  await expect(otherPage.locator('body')).not.toContainText(buyer.email);
  await shootAtBothWidths(otherPage, 'diligence-screens', 'buyer2-faq', 'en', otherSection);
  await otherSection.getByRole('tab', { name: en('diligence', 'tabs.requests') }).click();
  await shootAtBothWidths(otherPage, 'diligence-screens', 'buyer2-list', 'en', otherSection);

  await Promise.all([
    buyerPage.context().close(),
    sellerPage.context().close(),
    otherPage.context().close(),
  ]);
});

test('due diligence live: an upload answers a request, a question on a document, every buyer side by side', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const de = texts('de');
  const en = texts('en');
  const stamp = uniqueStamp(6);
  const [seller, buyer, buyer2] = await Promise.all([
    verifiedParty('company', partyName('company', `ddl-${stamp}`), `e2e-ddl-seller-${stamp}`),
    verifiedParty('investor', partyName('investor', `ddl-${stamp}`), `e2e-ddl-buyer-${stamp}`),
    verifiedParty('investor', partyName('investor', `ddl2-${stamp}`), `e2e-ddl-buyer2-${stamp}`),
  ]);
  const listingId = await listingOf(seller, {
    title: `Diligence live ${stamp} Bäckerei GmbH`,
    teaser: 'Bakery chain with twelve shops.',
  });
  const [dealId, deal2Id] = await Promise.all([
    accessGranted(buyer, seller, listingId),
    accessGranted(buyer2, seller, listingId),
  ]);
  await uploadPng(seller, listingId, 'Organigramm.png');
  for (const [who, deal, title] of [
    [buyer, dealId, `Mietverträge ${stamp}`],
    [buyer2, deal2Id, `Kundenliste ${stamp}`],
  ] as const) {
    const { error } = await who.client
      .from('diligence_requests')
      .insert({ deal_id: deal, title, category: 'real_estate', due_date: '2026-01-05' });
    expect(error).toBeNull();
  }

  // The buyer (German) keeps the page open: what follows arrives without a reload.
  const buyerPage = await signedInPage(browser, 'de', buyer.email);
  await buyerPage.goto(`/deals/${dealId}`);
  const section = buyerPage.getByTestId('diligence');
  await expect(section).toHaveAttribute('data-live', 'live', { timeout: 30_000 });
  const leases = requestCard(buyerPage, `Mietverträge ${stamp}`);
  await expect(leases.getByText(de('diligence', 'status.open'))).toBeVisible();

  // The seller (English) sees both buyers side by side, then answers with a new upload.
  const sellerPage = await signedInPage(browser, 'en', seller.email);
  await sellerPage.goto(`/deals/${dealId}`);
  const sellerSection = sellerPage.getByTestId('diligence');
  const progress = sellerSection.getByTestId('diligence-progress');
  await expect(progress.getByTestId('diligence-progress-row')).toHaveCount(2, { timeout: 30_000 });
  await expect(progress).toContainText(buyer.name);
  await expect(progress).toContainText(buyer2.name);
  await expect(progress).toContainText(en('diligence', 'progress.thisDeal'));
  await shootAtBothWidths(sellerPage, 'diligence-screens', 'seller-progress', 'en', progress);
  await expect(sellerSection).toHaveAttribute('data-live', 'live');

  await requestCard(sellerPage, `Mietverträge ${stamp}`)
    .getByRole('button', { name: en('diligence', 'actions.answer') })
    .click();
  const dialog = sellerPage.getByRole('dialog');
  const chooser = sellerPage.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: en('diligence', 'answerModal.upload') }).click();
  await (
    await chooser
  ).setFiles({ name: `Mietvertrag-${stamp}.png`, mimeType: 'image/png', buffer: Buffer.from(PNG) });
  await expect(dialog.getByRole('checkbox', { name: `Mietvertrag-${stamp}.png` })).toBeChecked({
    timeout: 30_000,
  });
  await dialog.getByRole('button', { name: en('diligence', 'answerModal.submit') }).click();
  await expect(dialog).toHaveCount(0);

  // The buyer's open page shows the answer and its document: no reload.
  await expect(leases.getByText(de('diligence', 'status.answered'))).toBeVisible({
    timeout: 30_000,
  });
  await expect(leases.getByText(`Mietvertrag-${stamp}.png`)).toBeVisible();

  // The buyer asks about a document; the seller's open page shows it, on that document.
  await section.getByRole('tab', { name: new RegExp(de('diligence', 'tabs.questions')) }).click();
  const question = `Ist das Organigramm aktuell? ${stamp}`;
  await section
    .getByRole('textbox', { name: de('diligence', 'questions.body'), exact: true })
    .fill(question);
  await section.getByTestId('question-subject').click();
  await buyerPage.getByRole('option', { name: 'Organigramm.png' }).click();
  await section.getByRole('button', { name: de('diligence', 'actions.ask') }).click();
  await expect(
    section.getByTestId('diligence-question').filter({ hasText: question }),
  ).toContainText(de('diligence', 'questions.onDocument', { name: 'Organigramm.png' }));
  await shootAtBothWidths(buyerPage, 'diligence-screens', 'buyer-question-document', 'de', section);

  await sellerSection
    .getByRole('tab', { name: new RegExp(en('diligence', 'tabs.questions')) })
    .click();
  await expect(
    sellerSection.getByTestId('diligence-question').filter({ hasText: question }),
  ).toContainText(en('diligence', 'questions.onDocument', { name: 'Organigramm.png' }), {
    timeout: 30_000,
  });

  await Promise.all([buyerPage.context().close(), sellerPage.context().close()]);
});
