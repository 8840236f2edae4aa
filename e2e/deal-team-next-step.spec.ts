// The deal page's next step speaks to whoever looks (issue 34), in English and in German: on a deal
// with access granted, the buyer reads "make an offer below"; a view member of the buyer's team
// reads that the buyer and the team's leads decide and that they read along; a contributor that
// they may ask questions, request documents and write; a lead that they decide for the buyer and
// may make the offer. None of the members gets the buyer's own buttons (withdrawing: public.
// move_deal() refuses it to them). Listing, access and the team come through the API; the texts
// come from the locale files.
// Screenshots of the view member's deal page at 390 and 1280 px (its first screen, and the whole
// page: -full) go to test-results/deal-team-screens/next-step-view-<language>-<width>.png.
import { expect, test, type Page } from '@playwright/test';
import { signUp, uniqueEmail } from '../tests/support/accounts';
import { texts, type Language } from './support/accounts';
import {
  accessGranted,
  joinedDealTeam,
  listingOf,
  partyName,
  signedInPage,
  verifiedParty,
} from './support/deal-parties';
import { uniqueStamp } from './support/stamp';

test.use({ actionTimeout: 15_000 });

/** The deal page of `email`, once the team panel shows (the page knows who looks). */
async function dealPage(
  browser: Parameters<typeof signedInPage>[0],
  language: Language,
  email: string,
  dealId: string,
  width: number,
) {
  const page = await signedInPage(browser, language, email, width);
  await page.goto(`/deals/${dealId}`);
  await expect(page.getByTestId('deal-team')).toBeVisible({ timeout: 30_000 });
  return page;
}

/** The page's first screen and the whole page at a phone's and a laptop's width. */
async function shootPage(page: Page, name: string, language: Language) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const path = `test-results/deal-team-screens/${name}-${language}-${width}`;
    await page.screenshot({ path: `${path}.png` });
    await page.screenshot({ path: `${path}-full.png`, fullPage: true });
  }
}

for (const language of ['en', 'de'] as Language[]) {
  test(`deal team, ${language}: each member reads their own next step`, async ({ browser }) => {
    test.setTimeout(150_000);
    const t = texts(language);
    const stamp = uniqueStamp(6);
    const [seller, buyer, viewer, contributor, lead] = await Promise.all([
      verifiedParty('company', partyName('company', `ns-${stamp}`), `e2e-ns-seller-${stamp}`),
      verifiedParty('investor', partyName('investor', `ns-${stamp}`), `e2e-ns-buyer-${stamp}`),
      ...(['view', 'contribute', 'lead'] as const).map((label) =>
        signUp({
          email: uniqueEmail(`e2e-ns-${label}-${stamp}`, 'example.com'),
          name: `Nele Next ${label} ${stamp}`,
          metadata: { name: `Nele Next ${label} ${stamp}`, role: 'investor', language },
          status: 'verified',
        }),
      ),
    ]);
    const listingId = await listingOf(seller, {
      title: `Next ${stamp} Werkzeugbau GmbH`,
      teaser: `Tool maker ${stamp}.`,
      fullDetails: 'Customers and margins',
    });
    const dealId = await accessGranted(buyer, seller, listingId);
    await joinedDealTeam(buyer, viewer, dealId, 'view');
    await joinedDealTeam(buyer, contributor, dealId, 'contribute');
    await joinedDealTeam(buyer, lead, dealId, 'lead');

    const happening = t('deals', 'next.member.buyer.access_granted');
    const withdraw = t('deals', 'next.withdraw');
    const cases = [
      [viewer, 'view'],
      [contributor, 'contribute'],
      [lead, 'lead'],
    ] as const;
    for (const [member, role] of cases) {
      const page = await dealPage(browser, language, member.email, dealId, 390);
      const next = page.getByTestId('deal-next-step');
      await expect(next).toContainText(
        `${happening} ${t('deals', `next.member.can.buyer.access_granted.${role}`)}`,
      );
      // Never the buyer's own words ("make an offer below" is the buyer's and the leads').
      await expect(next).not.toContainText(t('deals', 'next.buyer.access_granted'));
      await expect(next.getByRole('button', { name: withdraw })).toHaveCount(0);
      if (role === 'view') await shootPage(page, 'next-step-view', language);
      await page.close();
    }

    // The buyer still reads the words addressed to the buyer, with their own button.
    const buyerPage = await dealPage(browser, language, buyer.email, dealId, 1280);
    const buyerNext = buyerPage.getByTestId('deal-next-step');
    await expect(buyerNext).toContainText(t('deals', 'next.buyer.access_granted'));
    await expect(buyerNext.getByRole('button', { name: withdraw })).toBeVisible();
    await buyerPage.close();
  });
}
