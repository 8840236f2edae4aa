// Deal teams end to end (issue 34), in English and in German: a buyer with access invites their
// tax adviser from the deal page's Team panel; the adviser follows the invitation's email (the
// account is made by Auth's invite), chooses a password, accepts the NDA in their own name and,
// without waiting for DealBridge's verification (the account stays pending, the marketplace
// closed), downloads the data room's PDF stamped with the adviser's own name; signing in again
// with the new password leads back to the deal; the seller sees
// the buyer's team (access is granted); the buyer removes the adviser after the confirmation and
// the adviser's next visit finds no deal; before that the buyer makes the adviser view-only and the
// adviser's due diligence reads only. A lead of the seller's team counts the buyer's message in
// the top bar, reads it on the deal page and decides access on a phone. Listing, access and the
// seller's upload come through the API.
// Screenshots of the Team panel and the invitation page at 390 and 1366 px go to
// test-results/deal-team-screens/.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { serviceClient, signUp, stackUnderTest, uniqueEmail } from '../tests/support/accounts';
import { verifyLink, waitForMail } from '../tests/support/mail';
import { makePdf, pdfPageTexts } from '../tests/support/pdf';
import { UNLOCK_PRICE_EUR } from '../src/features/deals/unlock-price';
import { formatEur } from '../src/lib/format';
import { prepare, signInThroughUi, texts, type Language } from './support/accounts';
import {
  accessGranted,
  joinedDealTeam,
  listingOf,
  ndaSigned,
  partyName,
  shootAtBothWidths,
  signedInPage,
  verifiedParty,
  type FreshUser,
} from './support/deal-parties';
import { uniqueStamp } from './support/stamp';

test.use({ actionTimeout: 15_000 });

/** The seller's upload as the app makes it: the begin RPC, the bytes, the function's check. */
async function uploadPdf(seller: FreshUser, listingId: string, name: string, bytes: Uint8Array) {
  const { url, anonKey } = stackUnderTest();
  const headers = { apikey: anonKey, Authorization: `Bearer ${seller.token}` };
  const begun = await seller.client.rpc('begin_data_room_upload', {
    p_listing_id: listingId,
    p_file_name: name,
    p_mime_type: 'application/pdf',
    p_size_bytes: bytes.length,
    p_tier: 'access',
  });
  if (begun.error) throw new Error(begun.error.message);
  const row = begun.data![0];
  const put = await fetch(`${url}/storage/v1/object/data-room/${row.object_name}`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/pdf' },
    body: Buffer.from(bytes),
  });
  if (put.status !== 200) throw new Error(`upload: ${put.status}`);
  const complete = await fetch(`${url}/functions/v1/data-room`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ action: 'complete', version_id: row.version_id }),
  });
  if (complete.status !== 200) throw new Error(`complete: ${complete.status}`);
}

/** Screenshots of `part` at a phone's and a laptop's width (390, 1280) into test-results/deal-team-screens/. */
async function shoot(page: Page, name: string, language: Language, part: Locator) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await part.screenshot({
      path: `test-results/deal-team-screens/${name}-${language}-${width}.png`,
    });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

for (const language of ['en', 'de'] as Language[]) {
  test(`deal team, ${language}: invite the tax adviser, NDA, stamped download, removal`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const t = texts(language);
    const stamp = uniqueStamp(6);
    const title = `Team ${stamp} Steuerberatung GmbH`;
    const [seller, buyer] = await Promise.all([
      verifiedParty('company', partyName('company', `team-${stamp}`), `e2e-dt-seller-${stamp}`),
      verifiedParty('investor', partyName('investor', `team-${stamp}`), `e2e-dt-buyer-${stamp}`),
    ]);
    const listingId = await listingOf(seller, {
      title,
      teaser: `Tax advisory firm ${stamp}.`,
      fullDetails: 'Mandates and margins',
    });
    const dealId = await accessGranted(buyer, seller, listingId);
    await uploadPdf(seller, listingId, 'Jahresabschluss 2025.pdf', await makePdf(2, `JA ${stamp}`));

    // The buyer invites the tax adviser from the deal page, as a contributor.
    const adviserEmail = `e2e-dt-adviser-${stamp}-${uniqueStamp(8)}@example.com`;
    const adviserName = `Tara Tax ${stamp}`;
    const buyerPage = await signedInPage(browser, language, buyer.email);
    await buyerPage.goto(`/deals/${dealId}`);
    const panel = buyerPage.getByTestId('deal-team');
    await expect(panel).toBeVisible({ timeout: 30_000 });
    // The data room above the panel arrives after the deal (it waits for the listing's id): once
    // its file is there, the panel stays where it is. A Select opened before would see its field
    // pushed out of the viewport, and Mantine hides the dropdown of a field out of view.
    await expect(
      buyerPage
        .getByTestId('data-room')
        .getByRole('listitem', { name: 'Jahresabschluss 2025.pdf' }),
    ).toBeVisible({ timeout: 30_000 });
    await panel.getByRole('textbox', { name: t('dealTeam', 'invite.email') }).fill(adviserEmail);
    await panel.getByRole('combobox', { name: t('dealTeam', 'invite.role'), exact: true }).click();
    await buyerPage
      .getByRole('option', { name: t('dealTeam', 'role.contribute'), exact: true })
      .click();
    await panel.getByRole('button', { name: t('dealTeam', 'invite.submit') }).click();
    await expect(panel.getByTestId('deal-team-sent')).toBeVisible();
    const member = panel.getByTestId('deal-team-member').filter({ hasText: adviserEmail });
    await expect(member).toContainText(t('dealTeam', 'status.invited'));
    await shootAtBothWidths(buyerPage, 'deal-team-screens', 'team-panel', language, panel);

    // The adviser follows the email's link: signed in, on the invitation's page.
    const mail = await waitForMail(
      adviserEmail,
      (m) => /invitation|einladung/i.test(m.subject),
      30_000,
    );
    const adviserContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const adviserPage = await adviserContext.newPage();
    await prepare(adviserPage, language);
    await adviserPage.goto(verifyLink(mail));
    await expect(adviserPage).toHaveURL(/\/team-invite\//, { timeout: 30_000 });
    const form = adviserPage.getByTestId('team-invite-form');
    await expect(form).toBeVisible({ timeout: 30_000 });
    await shoot(adviserPage, 'invitation', language, form);
    await form.getByRole('textbox', { name: t('dealTeam', 'accept.signedName') }).fill(adviserName);
    await form.getByRole('checkbox', { name: t('dealTeam', 'accept.acceptNda') }).check();
    await form.getByRole('checkbox', { name: t('dealTeam', 'accept.acceptTerms') }).check();
    const adviserPassword = `Tax-${randomUUID()}`;
    // The fields' names end in the required mark: the label exactly, then " *".
    const field = (label: string) => form.getByLabel(new RegExp(`^${label}\\s*\\*?$`));
    await field(t('dealTeam', 'accept.password')).fill(adviserPassword);
    await field(t('dealTeam', 'accept.confirmPassword')).fill(adviserPassword);
    await form.getByRole('button', { name: t('dealTeam', 'accept.submit') }).click();
    const joined = adviserPage.getByTestId('team-invite-joined');
    await expect(joined).toContainText(t('dealTeam', 'accept.pendingNote'));
    await shoot(adviserPage, 'invitation-joined', language, joined);

    // No admin has looked at the account: it is pending, named by the NDA's signature.
    const profile = await serviceClient()
      .from('profiles')
      .select('id, name, verification_status')
      .eq('email', adviserEmail);
    expect(profile.error).toBeNull();
    expect(profile.data![0].name).toBe(adviserName);
    expect(profile.data![0].verification_status).toBe('pending');

    // The adviser opens the deal and downloads the PDF, stamped with the adviser's own name.
    await joined.getByRole('button', { name: t('dealTeam', 'accept.openDeal') }).click();
    await expect(adviserPage).toHaveURL(new RegExp(`/deals/${dealId}$`));
    const room = adviserPage.getByTestId('data-room');
    const pdf = room.getByRole('listitem', { name: 'Jahresabschluss 2025.pdf' });
    await expect(pdf).toBeVisible({ timeout: 30_000 });
    const download = adviserPage.waitForEvent('download');
    await pdf
      .getByRole('button', {
        name: t('dataroom', 'downloadLabel', { name: 'Jahresabschluss 2025.pdf' }),
      })
      .click();
    const pages = await pdfPageTexts(readFileSync((await (await download).path())!));
    expect(pages).toHaveLength(2);
    for (const text of pages) {
      expect(text).toContain(`JA ${stamp}`);
      expect(text).toContain(`${adviserName} <${adviserEmail}>`);
      expect(text).not.toContain(buyer.email);
    }
    // The adviser writes in the deal's thread, in their own name.
    const adviserThread = adviserPage.getByRole('region', { name: t('conversation', 'title') });
    const question = `Bitte die BWA ${stamp}`;
    await adviserThread.getByLabel(t('conversation', 'composer.label')).fill(question);
    const answered = adviserPage.waitForResponse(
      (response) => response.url().includes('/rpc/send_deal_message') && response.ok(),
    );
    await adviserThread.getByRole('button', { name: t('conversation', 'composer.send') }).click();
    await answered;

    // The marketplace waits for the verification.
    await adviserPage.goto('/discover');
    await expect(adviserPage).toHaveURL(/\/verification-pending/, { timeout: 30_000 });

    // Signing in again with the chosen password leads back to the deal (a link from an email).
    const againContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const againPage = await againContext.newPage();
    await prepare(againPage, language);
    await againPage.goto(`/deals/${dealId}`);
    await expect(againPage).toHaveURL(/\/login/, { timeout: 30_000 });
    await signInThroughUi(againPage, language, adviserEmail, adviserPassword);
    await expect(againPage).toHaveURL(new RegExp(`/deals/${dealId}$`), { timeout: 30_000 });
    await expect(
      againPage
        .getByTestId('data-room')
        .getByRole('listitem', { name: 'Jahresabschluss 2025.pdf' }),
    ).toBeVisible({ timeout: 30_000 });
    await againContext.close();

    // The seller sees who is on the buyer's team (access is granted).
    const sellerPage = await signedInPage(browser, language, seller.email);
    await sellerPage.goto(`/deals/${dealId}`);
    await expect(
      sellerPage.getByTestId('deal-team-other-side').getByText(adviserEmail),
    ).toBeVisible({ timeout: 30_000 });
    // The seller reads who wrote the adviser's message: name, the buyer's team and the role.
    const sellerMessage = sellerPage
      .getByTestId('conversation-message')
      .filter({ hasText: question });
    await expect(sellerMessage).toContainText(
      t('conversation', 'member.named', {
        name: adviserName,
        team: t('conversation', 'member.buyerTeam'),
        role: t('conversation', 'member.role.contribute'),
      }),
    );
    await shoot(sellerPage, 'thread-member', language, sellerMessage);

    // The buyer removes the adviser after the confirmation; the adviser's next visit finds no deal.
    await buyerPage.reload();
    const active = buyerPage.getByTestId('deal-team-member').filter({ hasText: adviserEmail });
    await expect(active).toContainText(t('dealTeam', 'status.active'));

    // The buyer (the principal) makes the adviser view-only: the adviser's due diligence reads only.
    await active
      .getByRole('combobox', { name: t('dealTeam', 'changeRole.label', { name: adviserName }) })
      .click();
    await buyerPage.getByRole('option', { name: t('dealTeam', 'role.view'), exact: true }).click();
    await expect(
      active.getByRole('combobox', {
        name: t('dealTeam', 'changeRole.label', { name: adviserName }),
      }),
    ).toHaveValue(t('dealTeam', 'role.view'));
    await shootAtBothWidths(buyerPage, 'deal-team-screens', 'team-role', language, active);
    await adviserPage.goto(`/deals/${dealId}`);
    await expect(adviserPage.getByTestId('diligence-read-only')).toBeVisible({ timeout: 30_000 });
    await expect(
      adviserPage.getByTestId('diligence').getByRole('button', {
        name: t('diligence', 'actions.newRequest'),
      }),
    ).toHaveCount(0);

    await active.getByRole('button', { name: t('dealTeam', 'remove.button') }).click();
    const modal = buyerPage.getByRole('dialog', {
      name: t('dealTeam', 'remove.title', { name: adviserName }),
    });
    await expect(modal).toContainText(
      t('dealTeam', 'remove.consequenceAccess', { name: adviserName }),
    );
    await modal.getByRole('button', { name: t('dealTeam', 'remove.confirm') }).click();
    await expect(modal).toBeHidden();
    await expect(
      buyerPage.getByTestId('deal-team-member').filter({ hasText: adviserEmail }),
    ).toHaveCount(0);
    // The adviser's account is still under review: without the membership the deal's page is
    // no longer theirs to open (the database refuses the deal: tests/db/deal-team-decisions).
    await adviserPage.goto(`/deals/${dealId}`);
    await expect(adviserPage).toHaveURL(/\/verification-pending/, { timeout: 30_000 });

    await adviserContext.close();
  });

  test(`deal team, ${language}: a lead of the seller's team decides access on a phone`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const t = texts(language);
    const stamp = uniqueStamp(6);
    const [seller, buyer, lead, viewer] = await Promise.all([
      verifiedParty('company', partyName('company', `lead-${stamp}`), `e2e-dtl-seller-${stamp}`),
      verifiedParty('investor', partyName('investor', `lead-${stamp}`), `e2e-dtl-buyer-${stamp}`),
      ...['lead', 'view'].map((label) =>
        signUp({
          email: uniqueEmail(`e2e-dtl-${label}-${stamp}`, 'example.com'),
          name: `Mo M&A ${label} ${stamp}`,
          metadata: { name: `Mo M&A ${label} ${stamp}`, role: 'scout', language },
          status: 'verified',
        }),
      ),
    ]);
    const listingId = await listingOf(seller, {
      title: `Lead ${stamp} Maschinenbau GmbH`,
      teaser: `Machine builder ${stamp}.`,
    });
    const dealId = await ndaSigned(buyer, listingId);
    const asked = await buyer.client.rpc('move_deal', {
      p_deal_id: dealId,
      p_stage: 'access_requested',
    });
    expect(asked.error).toBeNull();
    // The seller's M&A adviser joins as lead, a colleague as viewer (through the API).
    for (const [member, role] of [
      [lead, 'lead'],
      [viewer, 'view'],
    ] as const) {
      await joinedDealTeam(seller, member, dealId, role);
    }

    // The buyer writes: the lead's top bar counts it as the seller's would; opening the deal reads
    // it (the lead's own read mark, tests/db/deal-team-leads-decide.test.ts).
    const sent = await buyer.client.rpc('send_deal_message', {
      p_deal_id: dealId,
      p_body: `Frage zur Maschinenliste ${stamp}`,
      p_client_id: randomUUID(),
    });
    expect(sent.error).toBeNull();

    // The viewer reads the request but has no decision to make.
    const viewerPage = await signedInPage(browser, language, viewer.email, 390);
    await viewerPage.goto(`/deals/${dealId}`);
    await expect(viewerPage.getByTestId('deal-team')).toBeVisible({ timeout: 30_000 });
    await expect(viewerPage.getByRole('button', { name: t('deals', 'next.grant') })).toHaveCount(0);
    // The next step says who decides and that the viewer reads along.
    await expect(viewerPage.getByTestId('deal-next-step')).toContainText(
      `${t('deals', 'next.member.owner.access_requested')} ${t('deals', 'next.member.can.owner.access_requested.view')}`,
    );
    await viewerPage.close();

    // The lead grants access after the confirmation, on a phone; first the unread message.
    // (The top bar's badge at a laptop's width, as conversation.spec.ts reads it; then the phone.)
    const page = await signedInPage(browser, language, lead.email);
    await page.goto('/dashboard');
    const badge = page.getByTestId('unread-messages');
    await expect(badge).toHaveAttribute('data-count', '1', { timeout: 30_000 });
    await badge.click();
    // The deal's entry, named by the listing's title (a member of the seller's side reads it:
    // private.team_detail_listing_ids()).
    await page
      .getByRole('menuitem')
      .filter({ hasText: `Lead ${stamp} Maschinenbau GmbH` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/deals/${dealId}$`));
    await expect(page.getByText(`Frage zur Maschinenliste ${stamp}`)).toBeVisible({
      timeout: 30_000,
    });
    await expect(badge).toHaveAttribute('data-count', '0', { timeout: 30_000 });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId('who-decides')).toHaveText(t('deals', 'whoDecides'));
    // The lead's next step: they decide for the owner.
    await expect(page.getByTestId('deal-next-step')).toContainText(
      t('deals', 'next.member.can.owner.access_requested.lead', {
        price: formatEur(UNLOCK_PRICE_EUR, language),
      }),
    );
    await page.getByRole('button', { name: t('deals', 'next.grant') }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(
      t('deals', 'decision.access_granted.title', { name: buyer.name }),
    );
    await page.screenshot({
      path: `test-results/deal-team-screens/lead-grant-${language}-390.png`,
    });
    await dialog.getByTestId('decision-confirm').click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: t('deals', 'next.grant') })).toHaveCount(0);
    const { data } = await serviceClient()
      .from('deals')
      .select('stage, access_decided_by')
      .eq('id', dealId)
      .single();
    expect(data).toEqual({ stage: 'access_granted', access_decided_by: lead.id });
    await page.close();
  });
}
