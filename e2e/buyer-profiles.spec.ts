// Buyers worth a seller's time (issue 19), once, in English: a buyer fills their investment
// profile and uploads a proof of funds; the admin opens it through a signed URL and sets a band; a
// seller requires a band on a listing (the pipeline shows each buyer's band); the unverified buyer
// is refused with a clear message while the verified one gets through. Listing and NDAs come
// through the API; everyone, the admin too, is signed in with a session from Auth's API.
// Screenshots of the profile
// form, the admin review, the pipeline and the refusal at 390 and 1366 px go to
// test-results/buyer-profiles-screens/.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { serviceClient as service } from '../tests/support/accounts';
import { ADMIN_EMAIL, texts } from './support/accounts';
import {
  listingOf,
  ndaSigned,
  shootAtBothWidths,
  signedInPage,
  verifiedParty,
  openOwnListing,
} from './support/deal-parties';
import { uniqueStamp } from './support/stamp';

test.use({ actionTimeout: 15_000 });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n');

/** Picks an option of a Mantine Select / MultiSelect by the field's label. */
async function choose(scope: Page | Locator, page: Page, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('buyer profile and verified capacity: profile, proof, admin band, required band refuses the unverified buyer', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const language = 'en';
  const t = texts(language);
  const bp = (key: string, values?: Record<string, string>) => t('buyerProfile', key, values);
  const stamp = uniqueStamp(6);
  const askAccess = new RegExp(
    `^${t('deals', 'next.requestAccess', { price: '' }).replace(/[–\s]+$/, '')}`,
  );
  const title = `Kapital${stamp} Maschinenbau GmbH`;
  const [seller, buyer, unverified] = await Promise.all([
    verifiedParty('company', `Sina Seller ${stamp}`, 'e2e-cap-company'),
    verifiedParty('investor', `Vera Verified ${stamp}`, 'e2e-cap-investor'),
    verifiedParty('investor', `Uwe Unverified ${stamp}`, 'e2e-cap-investor'),
  ]);
  const listingId = await listingOf(seller, {
    title,
    industry: 'Manufacturing',
    teaser: `Precision parts manufacturer ${stamp}.`,
    description: `${title} – precision parts.`,
  });
  const [buyerDeal, unverifiedDeal] = [
    await ndaSigned(buyer, listingId),
    await ndaSigned(unverified, listingId),
  ];

  // 1. The buyer fills the investment profile and uploads a proof of funds.
  const buyerPage = await signedInPage(browser, language, buyer.email);
  await buyerPage.goto('/profile?tab=investment');
  const form = buyerPage.getByRole('region', { name: bp('profile.title') });
  await choose(
    buyerPage,
    buyerPage,
    bp('profile.industries'),
    t('listings', 'enums.industry.Manufacturing'),
  );
  await buyerPage.keyboard.press('Escape');
  await choose(
    buyerPage,
    buyerPage,
    bp('profile.locations'),
    t('listings', 'enums.location.Germany'),
  );
  await buyerPage.keyboard.press('Escape');
  await choose(buyerPage, buyerPage, bp('profile.timeframe'), bp('timeframes.within_6_months'));
  await form.getByRole('textbox', { name: bp('profile.ticketMin'), exact: true }).fill('1000000');
  await form.getByRole('textbox', { name: bp('profile.ticketMax'), exact: true }).fill('5000000');
  await form.getByRole('textbox', { name: bp('profile.equityShare') }).fill('40');
  await form.getByRole('button', { name: bp('profile.save') }).click();
  await expect(buyerPage.getByTestId('investment-saved')).toBeVisible();
  const saved = await service()
    .from('investment_profiles')
    .select('industries, ticket_min_eur, ticket_max_eur, equity_share_percent')
    .eq('user_id', buyer.id)
    .single();
  expect(saved.data).toEqual({
    industries: ['Manufacturing'],
    ticket_min_eur: 1_000_000,
    ticket_max_eur: 5_000_000,
    equity_share_percent: 40,
  });

  const capacity = buyerPage.getByRole('region', { name: bp('capacity.title') });
  await capacity
    .locator('input[type="file"]')
    .setInputFiles({ name: 'bank-letter.pdf', mimeType: 'application/pdf', buffer: PDF });
  await capacity.getByRole('button', { name: bp('capacity.upload') }).click();
  await expect(buyerPage.getByTestId('proof-uploaded')).toBeVisible();
  await expect(buyerPage.getByTestId('my-proofs')).toContainText(
    bp('capacity.proofStatus.pending'),
  );
  await shootAtBothWidths(
    buyerPage,
    'buyer-profiles-screens',
    'profile-form',
    language,
    buyerPage.locator('main'),
  );

  // 2. The admin opens the document through a short signed URL and sets a band.
  const adminPage = await signedInPage(browser, language, ADMIN_EMAIL);
  await adminPage.goto('/dashboard');
  await adminPage.getByRole('tab', { name: bp('admin.tab'), exact: true }).click();
  const card = adminPage.getByTestId('capacity-proof').filter({ hasText: buyer.name });
  await expect(card).toBeVisible();
  const popup = adminPage.waitForEvent('popup');
  await card.getByRole('button', { name: bp('admin.open') }).click();
  const documentTab = await popup;
  await documentTab.waitForURL(/\/storage\/v1\/object\/sign\/capacity-proofs\//);
  await documentTab.close();
  await choose(card, adminPage, bp('admin.band'), bp('bands.2m_10m'));
  await shootAtBothWidths(
    adminPage,
    'buyer-profiles-screens',
    'admin-review',
    language,
    adminPage.locator('main'),
  );
  await card.getByRole('button', { name: bp('admin.approve') }).click();
  await expect(card).toBeHidden();
  expect(
    (await service().from('buying_capacity').select('band').eq('user_id', buyer.id).single()).data,
  ).toEqual({ band: '2m_10m' });

  // 3. The seller requires a band; the pipeline shows each buyer's band.
  const sellerPage = await signedInPage(browser, language, seller.email);
  await sellerPage.goto('/dashboard');
  await openOwnListing(sellerPage, title);
  const pipeline = sellerPage.getByRole('region', {
    name: t('deals', 'pipeline.heading', { title }),
  });
  await choose(pipeline, sellerPage, bp('requirement.label'), bp('bands.500k_2m'));
  await expect(pipeline.getByText(bp('requirement.saved'))).toBeVisible();
  expect(
    (await service().from('listings').select('required_capacity_band').eq('id', listingId).single())
      .data,
  ).toEqual({ required_capacity_band: '500k_2m' });
  const entry = (name: string) => pipeline.getByRole('listitem').filter({ hasText: name });
  await expect(entry(buyer.name)).toContainText(bp('badge.verified', { band: bp('bands.2m_10m') }));
  await expect(entry(unverified.name)).toContainText(bp('badge.unverified'));
  await shootAtBothWidths(
    sellerPage,
    'buyer-profiles-screens',
    'pipeline-bands',
    language,
    pipeline,
  );

  // 4. The unverified buyer is refused with a clear message; the verified one gets through.
  const unverifiedPage = await signedInPage(browser, language, unverified.email);
  await unverifiedPage.goto(`/deals/${unverifiedDeal}`);
  await expect(unverifiedPage.getByTestId('capacity-requirement')).toContainText(
    bp('requirement.buyerStatusMissing'),
  );
  await unverifiedPage.getByRole('button', { name: askAccess }).click();
  await expect(unverifiedPage.getByTestId('capacity-refused')).toContainText(
    bp('accessRefused', { band: bp('bands.500k_2m') }),
  );
  expect(
    (await service().from('deals').select('stage').eq('id', unverifiedDeal).single()).data,
  ).toEqual({ stage: 'nda_signed' });
  await shootAtBothWidths(
    unverifiedPage,
    'buyer-profiles-screens',
    'access-refused',
    language,
    unverifiedPage.locator('main'),
  );

  await buyerPage.goto(`/deals/${buyerDeal}`);
  await expect(buyerPage.getByTestId('capacity-requirement')).toContainText(
    bp('requirement.buyerStatusVerified', { band: bp('bands.2m_10m') }),
  );
  await buyerPage.getByRole('button', { name: askAccess }).click();
  await expect
    .poll(
      async () =>
        (await service().from('deals').select('stage').eq('id', buyerDeal).single()).data?.stage,
    )
    .toBe('access_requested');
  await expect(buyerPage.getByTestId('capacity-refused')).toHaveCount(0);

  // The owner sees the buyer's qualification on the deal page, never the document.
  await sellerPage.goto(`/deals/${buyerDeal}`);
  const qualification = sellerPage.getByRole('region', { name: bp('owner.heading') });
  await expect(qualification).toContainText(bp('badge.verified', { band: bp('bands.2m_10m') }));
  await expect(qualification).toContainText(t('listings', 'enums.industry.Manufacturing'));
  await shootAtBothWidths(
    sellerPage,
    'buyer-profiles-screens',
    'deal-owner-qualification',
    language,
    qualification,
  );
});
