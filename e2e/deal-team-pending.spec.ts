// Deal team members whose accounts are still under review (issue 34), in English and in German:
// the seller's adviser, waiting for DealBridge's verification, counts the buyer's messages in the
// top bar live (a second message counts without a reload) and finds the deal there under the
// listing's real title, not the anonymous teaser (private.team_detail_listing_ids()); the buyer's
// adviser reads the deal page as the buyer's side without the buyer's own cards (the access fee,
// the buyer's signed NDA, the buyer's buying capacity), which the buyer still sees. Listing,
// access, invitations and messages come through the API.
// Screenshots of the adviser's deal page and the open badge menu at 390 and 1280 px go to
// test-results/deal-team-screens/.
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { signUp, uniqueEmail, type FreshUser } from '../tests/support/accounts';
import { texts, type Language } from './support/accounts';
import {
  accessGranted,
  listingOf,
  partyName,
  signedInPage,
  verifiedParty,
} from './support/deal-parties';
import { uniqueStamp } from './support/stamp';

test.use({ actionTimeout: 15_000 });

/** `member` joins `principal`'s side of the deal with `role`, signing the NDA in their own name. */
async function join(principal: FreshUser, member: FreshUser, dealId: string, role: string) {
  const invited = await principal.client.rpc('invite_deal_member', {
    p_deal_id: dealId,
    p_email: member.email,
    p_role: role as 'view',
  });
  expect(invited.error).toBeNull();
  const accepted = await member.client.rpc('accept_deal_invitation', {
    p_member_id: invited.data!.id,
    p_signed_name: member.name,
    p_accept_nda: true,
  });
  expect(accepted.error).toBeNull();
}

async function send(from: FreshUser, dealId: string, body: string) {
  const sent = await from.client.rpc('send_deal_message', {
    p_deal_id: dealId,
    p_body: body,
    p_client_id: randomUUID(),
  });
  expect(sent.error).toBeNull();
}

/** The whole page at a phone's and a laptop's width, into test-results/deal-team-screens/. */
async function shootPage(page: Page, name: string, language: Language) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: `test-results/deal-team-screens/${name}-${language}-${width}.png`,
      fullPage: true,
    });
  }
}

for (const language of ['en', 'de'] as Language[]) {
  test(`deal team under review, ${language}: live badge with the listing's title, no buyer's cards`, async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const t = texts(language);
    const stamp = uniqueStamp(6);
    const title = `Pending ${stamp} Feinmechanik GmbH`;
    const [seller, buyer, ownerAdviser, buyerAdviser] = await Promise.all([
      verifiedParty('company', partyName('company', `pm-${stamp}`), `e2e-pm-seller-${stamp}`),
      verifiedParty('investor', partyName('investor', `pm-${stamp}`), `e2e-pm-buyer-${stamp}`),
      // Accounts nobody has verified yet (sign-up leaves them pending).
      ...['owner', 'buyer'].map((label) =>
        signUp({
          email: uniqueEmail(`e2e-pm-${label}-${stamp}`, 'example.com'),
          name: `Paula Pending ${label} ${stamp}`,
          metadata: { name: `Paula Pending ${label} ${stamp}`, role: 'scout', language },
        }),
      ),
    ]);
    const listingId = await listingOf(seller, {
      title,
      teaser: `Precision mechanics ${stamp}.`,
    });
    const dealId = await accessGranted(buyer, seller, listingId);
    await join(seller, ownerAdviser, dealId, 'contribute');
    await join(buyer, buyerAdviser, dealId, 'view');
    await send(buyer, dealId, `Erste Frage ${stamp}`);

    // The seller's adviser waits for the verification: the top bar counts the buyer's message.
    const page = await signedInPage(browser, language, ownerAdviser.email, 390);
    await page.goto('/verification-pending');
    const badge = page.getByTestId('unread-messages');
    await expect(badge).toHaveAttribute('data-count', '1', { timeout: 30_000 });
    // Once its live updates are joined, the next message counts without a reload.
    await expect(badge).toHaveAttribute('data-live', 'live', { timeout: 30_000 });
    await send(buyer, dealId, `Zweite Frage ${stamp}`);
    await expect(badge).toHaveAttribute('data-count', '2', { timeout: 30_000 });
    // The deal is named by the listing's title (the adviser is on the seller's side).
    await badge.click();
    const entry = page.getByRole('menuitem').filter({ hasText: title });
    await expect(entry).toBeVisible();
    await page.screenshot({
      path: `test-results/deal-team-screens/pending-badge-${language}-390.png`,
    });
    await entry.click();
    await expect(page).toHaveURL(new RegExp(`/deals/${dealId}$`));
    await expect(page.getByText(`Zweite Frage ${stamp}`)).toBeVisible({ timeout: 30_000 });
    // Read: nothing left to count, and an account under review sees no empty badge.
    await expect(badge).toHaveCount(0, { timeout: 30_000 });
    await page.close();

    // The buyer's adviser reads the deal as the buyer's side: no fee, no NDA or capacity of the
    // buyer's. (The team panel has arrived: the page knows who looks.)
    const member = await signedInPage(browser, language, buyerAdviser.email, 390);
    await member.goto(`/deals/${dealId}`);
    await expect(member.getByTestId('deal-team')).toBeVisible({ timeout: 30_000 });
    await expect(member.getByTestId('deal-next-step')).toBeVisible();
    await expect(member.getByTestId('who-decides')).toHaveText(t('deals', 'whoDecides'));
    await expect(member.getByText(`Zweite Frage ${stamp}`)).toBeVisible({ timeout: 30_000 });
    await expect(member.getByTestId('deal-fee')).toHaveCount(0);
    await expect(member.getByTestId('signed-nda')).toHaveCount(0);
    await expect(member.getByTestId('capacity-requirement')).toHaveCount(0);
    await shootPage(member, 'pending-member-deal', language);
    await member.close();

    // The buyer still has them on the same deal's page.
    const buyerPage = await signedInPage(browser, language, buyer.email, 1280);
    await buyerPage.goto(`/deals/${dealId}`);
    await expect(buyerPage.getByTestId('deal-fee')).toBeVisible({ timeout: 30_000 });
    await expect(buyerPage.getByTestId('signed-nda')).toBeVisible();
    await buyerPage.close();
  });
}
