// Issue 32, "each role sees its own features and texts": a seller gets no investment profile, no
// saved searches, no billing notice and no buyer's fee box, and only the events that reach an owner
// in the notification settings; a buyer gets them; a buyer with a complete profile no longer reads
// "please complete your profile"; a changed notification setting says "Saved.".
import { expect, test } from '@playwright/test';
import { signUp } from '../tests/support/accounts';
import { texts, uniqueEmail } from './support/accounts';
import {
  listingOf,
  ndaSigned,
  partyName,
  signedInPage,
  verifiedParty,
} from './support/deal-parties';
import { uniqueStamp } from './support/stamp';

for (const language of ['en', 'de'] as const) {
  const t = texts(language);

  test(`each role its own features (${language})`, async ({ browser }) => {
    test.setTimeout(120_000);
    const stamp = uniqueStamp(6);
    const [seller, buyer] = await Promise.all([
      verifiedParty('company', partyName('company', `roles-${stamp}`), `e2e-roles-s-${stamp}`),
      // The buyer's billing details are there (verifiedParty): the profile is complete.
      verifiedParty('investor', partyName('investor', `roles-${stamp}`), `e2e-roles-b-${stamp}`),
    ]);
    const listingId = await listingOf(seller, {
      title: `Rollen ${stamp} GmbH`,
      teaser: `Roles teaser ${stamp}.`,
    });
    const dealId = await ndaSigned(buyer, listingId);
    const investmentTab = t('buyerProfile', 'tab');
    const searchesTab = t('profile', 'tabs.searches');

    // The seller.
    const sellerPage = await signedInPage(browser, language, seller.email, 390);
    await sellerPage.goto('/profile');
    const tabs = sellerPage.getByRole('tablist', { name: t('profile', 'tabs.label') });
    await expect(tabs.getByRole('tab', { name: t('profile', 'tabs.billing') })).toBeVisible();
    await expect(tabs.getByRole('tab', { name: investmentTab })).toHaveCount(0);
    await expect(tabs.getByRole('tab', { name: searchesTab })).toHaveCount(0);
    await expect(sellerPage.getByTestId('profile-banner')).toHaveCount(0);
    await sellerPage.goto('/profile?tab=notifications');
    const settings = sellerPage.getByTestId('notification-preferences');
    await expect(settings.locator('[data-kind="deal.access_requested"]')).toBeVisible();
    await expect(settings.locator('[data-kind="offer.received"]')).toBeVisible();
    // (offer.accepted reaches the owner too since issue 35: a buyer accepts the owner's counter.)
    for (const buyerKind of ['search.match', 'offer.countered', 'deal.access_granted']) {
      await expect(settings.locator(`[data-kind="${buyerKind}"]`)).toHaveCount(0);
    }
    // A change says it was stored.
    await expect(sellerPage.getByTestId('preferences-saved')).toHaveCount(0);
    await settings
      .locator('[data-kind="offer.received"]')
      .getByRole('switch')
      .last()
      .dispatchEvent('click');
    await expect(sellerPage.getByTestId('preferences-saved')).toHaveText(
      t('notifications', 'preferences.saved'),
    );
    await sellerPage.screenshot({ path: `test-results/roles/seller-settings-${language}-390.png` });
    // No buyer's fee box on the owner's deal page; no saved search on discovery.
    await sellerPage.goto(`/deals/${dealId}`);
    await expect(sellerPage.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(sellerPage.getByText(t('deals', 'page.teaserHeading'))).toBeVisible();
    await expect(sellerPage.getByTestId('deal-fee')).toHaveCount(0);
    await sellerPage.goto('/discover');
    await expect(sellerPage.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(sellerPage.getByRole('article').first()).toBeVisible();
    await expect(sellerPage.getByTestId('save-search')).toHaveCount(0);

    // The buyer (profile complete): the buyer's features, no notice to complete the profile.
    const buyerPage = await signedInPage(browser, language, buyer.email, 390);
    await buyerPage.goto('/profile');
    const buyerTabs = buyerPage.getByRole('tablist', { name: t('profile', 'tabs.label') });
    await expect(buyerTabs.getByRole('tab', { name: investmentTab })).toBeVisible();
    await expect(buyerTabs.getByRole('tab', { name: searchesTab })).toBeVisible();
    await expect(buyerPage.getByTestId('profile-banner')).toHaveCount(0);
    await buyerPage.goto('/profile?tab=notifications');
    const buyerSettings = buyerPage.getByTestId('notification-preferences');
    await expect(buyerSettings.locator('[data-kind="search.match"]')).toBeVisible();
    await expect(buyerSettings.locator('[data-kind="deal.access_requested"]')).toHaveCount(0);
    await buyerPage.goto(`/deals/${dealId}`);
    await expect(buyerPage.getByTestId('deal-fee')).toBeVisible();
    await buyerPage.goto('/discover');
    await expect(buyerPage.getByTestId('save-search')).toBeVisible();
  });

  test(`a buyer without billing details is asked for them (${language})`, async ({ browser }) => {
    const name = `Ines Incomplete ${uniqueStamp(6)}`;
    const buyer = await signUp({
      email: uniqueEmail('roles-incomplete'),
      name,
      metadata: { name, role: 'investor', phone_number: '+49 30 1234567' },
      status: 'verified',
    });
    const page = await signedInPage(browser, language, buyer.email, 390);
    await page.goto('/profile');
    await expect(page.getByTestId('profile-banner')).toContainText(t('profile', 'banner.title'));
    // The notice stays away once dismissed (stored in the database).
    await page.getByRole('button', { name: t('profile', 'banner.dismiss') }).click();
    await expect(page.getByTestId('profile-banner')).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('profile', 'title'));
    await expect(page.getByTestId('profile-banner')).toBeHidden();
  });
}
