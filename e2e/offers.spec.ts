// Offers and exclusivity end to end (issue 17), in English and German: two buyers have access to
// a listing (NDA, request and grant made through the API); the first submits an offer with the
// form on the deal page, the seller accepts it on the offer card, and the second buyer's deal page
// shows the pause with its explanation and no confidential details (the listing's modal too).
// Offers are live: the seller's deal page, open before the offer, shows it without a reload, and
// the buyer's page shows the acceptance without a reload (Realtime on deal_offers). The paused
// buyer's "Next step" says why and that nothing is needed from them.
// Screenshots of the offer form, the owner's offer card, the live offers section and the paused
// page at 390 and 1366 px go to test-results/offers-screens/.
import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import {
  serviceClient as service,
  signUp as signUpWith,
  uniqueEmail,
  type FreshUser,
} from '../tests/support/accounts';
import { formatDate } from '../src/lib/format';
import { prepare, signInAs, texts, type Language } from './support/accounts';

test.describe.configure({ mode: 'serial' });
test.use({ actionTimeout: 15_000 });

async function fresh(role: 'company' | 'investor', label: string): Promise<FreshUser> {
  const email = uniqueEmail(`e2e-offer-${label}`, 'example.com');
  const name = `${role === 'company' ? 'Olga Owner' : 'Otto Offer'} ${label}`;
  const user = await signUpWith({
    email,
    name,
    metadata: { name, role, phone_number: '+49 30 1234567' },
    status: 'verified',
  });
  if (role === 'investor') {
    const billing = await service()
      .from('billing_info')
      .insert({
        user_id: user.id,
        company_name: `${label} Capital GmbH`,
        company_email: 'billing@capital.example',
        responsible_person: name,
        phone_number: '+49 30 1234567',
        uid_number: 'DE123456789',
        street_address: 'Friedrichstraße 10',
        city: 'Berlin',
        postal_code: '10117',
        country: 'Germany',
      });
    if (billing.error) throw new Error(billing.error.message);
  }
  return user;
}

/** NDA, access request and grant through the API; returns the buyer's deal id. */
async function grantAccess(buyer: FreshUser, seller: FreshUser, listingId: string) {
  const nda = await buyer.client
    .from('nda_signatures')
    .insert({ listing_id: listingId, signer_name: buyer.name });
  expect(nda.error).toBeNull();
  const dealId = (
    await buyer.client.from('deals').select('id').eq('listing_id', listingId).single()
  ).data!.id;
  expect(
    (await buyer.client.rpc('move_deal', { p_deal_id: dealId, p_stage: 'access_requested' })).error,
  ).toBeNull();
  expect(
    (await seller.client.rpc('move_deal', { p_deal_id: dealId, p_stage: 'access_granted' })).error,
  ).toBeNull();
  return dealId;
}

async function open(browser: Browser, language: Language, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await prepare(page, language);
  await signInAs(page, language, email);
  return page;
}

async function choose(page: Page, form: Locator, label: string, option: string) {
  await form.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** One part of the page at phone and desktop width. */
async function shoot(page: Page, language: Language, name: string, part: Locator) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await part.screenshot({ path: `test-results/offers-screens/${name}-${language}-${width}.png` });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

for (const language of ['en', 'de'] as const) {
  test(`offer journey (${language}): offer, acceptance, the other buyer paused`, async ({
    browser,
  }) => {
    test.setTimeout(360_000);
    const t = texts(language);
    const stamp = `${language}${randomUUID().slice(0, 6)}`;
    const title = `Kiwi${stamp} Logistik GmbH`;
    const secret = `Confidential margin ${stamp}`;
    const [seller, buyer, second] = await Promise.all([
      fresh('company', `seller-${stamp}`),
      fresh('investor', `buyer-${stamp}`),
      fresh('investor', `second-${stamp}`),
    ]);
    const created = await seller.client.rpc('create_listing', {
      p_type: 'sell',
      p_title: title,
      p_industry: 'Technology',
      p_revenue: '2M-5M',
      p_employees: '11-50',
      p_location: 'Germany',
      p_description: `${title}: ${secret}.`,
      p_anonymized_description: `Regional logistics company ${stamp}.`,
      p_full_details: `Full figures ${stamp}`,
    });
    expect(created.error).toBeNull();
    const listingId = created.data as string;
    const dealId = await grantAccess(buyer, seller, listingId);
    const secondDeal = await grantAccess(second, seller, listingId);

    // The seller has the deal open before any offer: nothing to decide yet.
    const sellerPage = await open(browser, language, seller.email);
    await sellerPage.goto(`/deals/${dealId}`);
    await expect(sellerPage.getByText(t('deals', 'next.owner.access_granted'))).toBeVisible();
    await expect(sellerPage.getByTestId('offer-card')).toHaveCount(0);

    // The buyer writes the offer; the form explains what is wrong before sending.
    const buyerPage = await open(browser, language, buyer.email);
    await buyerPage.goto(`/deals/${dealId}`);
    const offers = buyerPage.getByRole('region', { name: t('offers', 'heading') });
    await offers.getByRole('button', { name: t('offers', 'buyer.makeOffer') }).click();
    const form = offers.getByRole('form', { name: t('offers', 'form.heading') });
    await form.getByRole('button', { name: t('offers', 'form.submit') }).click();
    await expect(form.getByText(t('offers', 'validation.price'))).toBeVisible();
    await expect(form.getByText(t('offers', 'validation.structure'))).toBeVisible();
    await form.getByLabel(t('offers', 'form.price')).fill('1250000');
    await choose(
      buyerPage,
      form,
      t('offers', 'form.structure'),
      t('offers', 'structure.share_deal'),
    );
    await choose(buyerPage, form, t('offers', 'form.financing'), t('offers', 'financing.mixed'));
    await form.getByLabel(t('offers', 'form.earnOut')).fill('200000');
    await form.getByLabel(t('offers', 'form.earnOutTerms')).fill('On 2M revenue in 2027');
    await form.getByLabel(t('offers', 'form.exclusivityDays')).fill('45');
    await shoot(buyerPage, language, 'offer-form', form);
    await form.getByRole('button', { name: t('offers', 'form.submit') }).click();
    const card = offers.getByTestId('offer-card');
    await expect(card).toContainText(t('offers', 'status.open'));
    await expect(card).toContainText(language === 'de' ? '1.250.000' : '1,250,000');
    // The thread shows the offer as an entry.
    await expect(buyerPage.getByTestId('conversation-offer-entry')).toBeVisible();

    // The seller's page, not reloaded, shows the new offer and what to do with it.
    const ownerOffers = sellerPage.getByRole('region', { name: t('offers', 'heading') });
    const ownerCard = ownerOffers.getByTestId('offer-card');
    await expect(ownerCard).toContainText(t('offers', 'structure.share_deal'));
    await expect(ownerCard).toContainText(language === 'de' ? '1.250.000' : '1,250,000');
    await expect(sellerPage.getByText(t('deals', 'next.owner.offer_submitted'))).toBeVisible();
    await shoot(sellerPage, language, 'owner-offer-card', ownerCard);
    await shoot(sellerPage, language, 'live-offers-owner', ownerOffers);
    // The seller accepts it on the offer card.
    await ownerCard.getByRole('button', { name: t('offers', 'card.accept') }).click();
    await expect(sellerPage.getByTestId('exclusivity-status')).toBeVisible();
    await expect(ownerCard).toContainText(t('offers', 'status.accepted'));
    await expect(ownerCard.getByRole('button', { name: t('offers', 'card.accept') })).toHaveCount(0);

    // The buyer's page, not reloaded either, shows the acceptance and the exclusivity.
    await expect(card).toContainText(t('offers', 'status.accepted'));
    await expect(buyerPage.getByTestId('exclusivity-status')).toBeVisible();
    await expect(buyerPage.getByText(t('deals', 'next.buyer.in_exclusivity'))).toBeVisible();
    await shoot(buyerPage, language, 'live-offers-buyer', offers);

    // The second buyer's deal is paused, explained, and shows no details any more.
    const secondPage = await open(browser, language, second.email);
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
    expect(
      (await second.client.from('listing_details').select('title').eq('listing_id', listingId))
        .data,
    ).toEqual([]);
    // The exclusive buyer still reads them.
    await expect(buyerPage.getByText(secret)).toBeVisible();
    await expect(buyerPage.getByTestId('exclusivity-status')).toBeVisible();

    // The seller closes the deal: the second buyer's deal ends as lost, and their "Next step"
    // offers nothing that could no longer be done.
    await sellerPage.getByRole('button', { name: t('deals', 'next.won') }).click();
    await expect(sellerPage.getByText(t('deals', 'next.owner.won'))).toBeVisible();
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
}
