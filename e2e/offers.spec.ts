// Offers and exclusivity end to end (issue 17), once, in English, with the seller using the app in
// German (what only German shows: the offer's amount in German notation, 1.250.000): two buyers
// have access to a listing (NDA, request and grant made through the API); the first submits an
// offer with the form on the deal page, the seller accepts it on the offer card, and the second
// buyer's deal page shows the pause with its explanation and no confidential details. (That the
// paused buyer cannot read the listing's details through the API is tests/db/offers.test.ts,
// "exclusivity".)
// Offers are live: the seller's deal page, open before the offer, shows it without a reload, and
// the buyer's page shows the acceptance without a reload (Realtime on deal_offers). The paused
// buyer's "Next step" says why and that nothing is needed from them.
// Screenshots of the offer form, the owner's offer card, the live offers section and the paused
// page at 390 and 1366 px go to test-results/offers-screens/.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { serviceClient as service } from '../tests/support/accounts';
import { formatDate } from '../src/lib/format';
import { texts, type Language } from './support/accounts';
import { confirmDecision } from './support/decisions';
import {
  accessGranted,
  listingOf,
  shootAtBothWidths,
  signedInPage,
  verifiedParty,
  type FreshUser,
} from './support/deal-parties';
import { uniqueStamp } from './support/stamp';

test.use({ actionTimeout: 15_000 });

/** A verified seller or buyer of this spec (a buyer with billing details). */
function fresh(role: 'company' | 'investor', label: string): Promise<FreshUser> {
  const name = `${role === 'company' ? 'Olga Owner' : 'Otto Offer'} ${label}`;
  return verifiedParty(role, name, `e2e-offer-${label}`);
}

async function choose(page: Page, form: Locator, label: string, option: string) {
  await form.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** One part of the page at phone and desktop width. */
const shoot = (page: Page, language: Language, name: string, part: Locator) =>
  shootAtBothWidths(page, 'offers-screens', name, language, part);

test('offer journey: offer, acceptance (by a German-speaking seller), the other buyer paused', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const language = 'en';
  const t = texts(language);
  // The seller uses the app in German.
  const de = texts('de');
  const stamp = uniqueStamp(6);
  const title = `Kiwi${stamp} Logistik GmbH`;
  const secret = `Confidential margin ${stamp}`;
  const [seller, buyer, second] = await Promise.all([
    fresh('company', `seller-${stamp}`),
    fresh('investor', `buyer-${stamp}`),
    fresh('investor', `second-${stamp}`),
  ]);
  const listingId = await listingOf(seller, {
    title,
    teaser: `Regional logistics company ${stamp}.`,
    description: `${title}: ${secret}.`,
    fullDetails: `Full figures ${stamp}`,
  });
  const dealId = await accessGranted(buyer, seller, listingId);
  const secondDeal = await accessGranted(second, seller, listingId);

  // The seller has the deal open before any offer: nothing to decide yet.
  const sellerPage = await signedInPage(browser, 'de', seller.email);
  await sellerPage.goto(`/deals/${dealId}`);
  await expect(sellerPage.getByText(de('deals', 'next.owner.access_granted'))).toBeVisible();
  await expect(sellerPage.getByTestId('offer-card')).toHaveCount(0);

  // The buyer writes the offer; the form explains what is wrong before sending.
  const buyerPage = await signedInPage(browser, language, buyer.email);
  await buyerPage.goto(`/deals/${dealId}`);
  const offers = buyerPage.getByRole('region', { name: t('offers', 'heading') });
  await offers.getByRole('button', { name: t('offers', 'buyer.makeOffer') }).click();
  const form = offers.getByRole('form', { name: t('offers', 'loi.heading.offer') });
  await form.getByRole('button', { name: t('offers', 'loi.submit.offer') }).click();
  await expect(form.getByText(t('offers', 'validation.price'))).toBeVisible();
  await expect(form.getByText(t('offers', 'validation.structure'))).toBeVisible();
  await form.getByLabel(t('offers', 'form.price')).fill('1250000');
  await choose(buyerPage, form, t('offers', 'form.structure'), t('offers', 'structure.share_deal'));
  // (Since issue 35 the financing is given by its sources; tests/db/loi.test.ts has the parts.)
  await form.getByLabel(t('offers', 'loi.equity')).fill('500000');
  await form.getByLabel(t('offers', 'loi.bank')).fill('750000');
  await form.getByLabel(t('offers', 'form.earnOut')).fill('200000');
  await form.getByLabel(t('offers', 'loi.periodMonths')).fill('24');
  await choose(buyerPage, form, t('offers', 'loi.metric'), t('offers', 'metric.revenue'));
  await form.getByLabel(t('offers', 'form.earnOutTerms')).fill('On 2M revenue in 2027');
  await form.getByLabel(t('offers', 'form.exclusivityDays')).fill('45');
  await shoot(buyerPage, language, 'offer-form', form);
  await form.getByRole('button', { name: t('offers', 'loi.submit.offer') }).click();
  const card = offers.getByTestId('offer-card');
  await expect(card).toContainText(t('offers', 'status.open'));
  await expect(card).toContainText('1,250,000');
  // The thread shows the offer as an entry.
  await expect(buyerPage.getByTestId('conversation-offer-entry')).toBeVisible();

  // The seller's page, not reloaded, shows the new offer and what to do with it.
  const ownerOffers = sellerPage.getByRole('region', { name: de('offers', 'heading') });
  const ownerCard = ownerOffers.getByTestId('offer-card');
  await expect(ownerCard).toContainText(de('offers', 'structure.share_deal'));
  await expect(ownerCard).toContainText('1.250.000');
  await expect(sellerPage.getByText(de('deals', 'next.owner.offer_submitted'))).toBeVisible();
  await shoot(sellerPage, 'de', 'owner-offer-card', ownerCard);
  await shoot(sellerPage, 'de', 'live-offers-owner', ownerOffers);
  // The seller accepts it on the offer card.
  await ownerCard.getByRole('button', { name: de('offers', 'card.accept') }).click();
  // Accepting asks first: every other buyer is paused for the offer's days.
  await confirmDecision(sellerPage, 'de', {
    says: [de('offers', 'confirm.acceptTitle'), '45 Tage', 'Alle anderen Käufer'],
  });
  await expect(sellerPage.getByTestId('exclusivity-status')).toBeVisible();
  await expect(ownerCard).toContainText(de('offers', 'status.accepted'));
  await expect(ownerCard.getByRole('button', { name: de('offers', 'card.accept') })).toHaveCount(0);

  // The buyer's page, not reloaded either, shows the acceptance and the exclusivity.
  await expect(card).toContainText(t('offers', 'status.accepted'));
  await expect(buyerPage.getByTestId('exclusivity-status')).toBeVisible();
  await expect(buyerPage.getByText(t('deals', 'next.buyer.in_exclusivity'))).toBeVisible();
  await shoot(buyerPage, language, 'live-offers-buyer', offers);

  // The second buyer's deal is paused, explained, and shows no details any more.
  const secondPage = await signedInPage(browser, language, second.email);
  await secondPage.goto(`/deals/${secondDeal}`);
  const paused = secondPage.getByTestId('exclusivity-paused');
  await expect(paused).toContainText(t('offers', 'paused.title'));
  // "Next step" says why, until when, and that nothing is needed: no step that cannot be taken.
  const exclusiveUntil = (
    await service().from('deals').select('exclusive_until').eq('id', dealId).single()
  ).data!.exclusive_until!;
  await expect(
    secondPage.getByText(
      t('deals', 'next.buyerPaused', { date: formatDate(exclusiveUntil, language) }),
    ),
  ).toBeVisible();
  await expect(secondPage.getByText(t('deals', 'next.buyer.access_granted'))).toHaveCount(0);
  await expect(
    secondPage.getByRole('button', { name: t('offers', 'buyer.makeOffer') }),
  ).toHaveCount(0);
  await expect(secondPage.getByText(secret)).toHaveCount(0);
  await expect(secondPage.getByRole('heading', { level: 1 })).not.toContainText(title);
  await shoot(secondPage, language, 'paused-deal', secondPage.locator('main'));
  // The exclusive buyer still reads them.
  await expect(buyerPage.getByText(secret)).toBeVisible();
  await expect(buyerPage.getByTestId('exclusivity-status')).toBeVisible();

  // The seller closes the deal: the second buyer's deal ends as lost, and their "Next step"
  // offers nothing that could no longer be done.
  // (Marking won asks first; a seller's own listing owes no fee, and the admin's confirmation is
  // e2e/won-deal-fee.spec.ts.)
  await sellerPage.getByRole('button', { name: de('deals', 'next.won') }).click();
  await sellerPage
    .getByRole('dialog', { name: de('deals', 'next.wonConfirmTitle') })
    .getByRole('button', { name: de('deals', 'next.won') })
    .click();
  await expect(sellerPage.getByText(de('deals', 'next.owner.wonPendingNoFee'))).toBeVisible();
  await secondPage.reload();
  const nextStep = secondPage
    .getByRole('heading', { name: t('deals', 'next.heading') })
    .locator('..');
  await expect(nextStep).toContainText(t('deals', 'next.buyer.lost'));
  await expect(nextStep.getByRole('button')).toHaveCount(0);
  await expect(secondPage.getByRole('region', { name: t('offers', 'heading') })).toHaveCount(0);
  await shoot(secondPage, language, 'lost-deal-next-step', nextStep);

  await Promise.all([buyerPage, sellerPage, secondPage].map((page) => page.context().close()));
});
