// The success fee is booked by an admin (issue 27): a scout marks a deal won on the deal page
// (asked first), the page says it awaits the admin's confirmation of the fee, the admin console
// lists the claim and confirms it (asked first, with the amount and what it does), and the
// owner's page then shows the booked fee. And the users list keeps Verify disabled, with the
// reason, for an account whose email nobody confirmed. In English and German; screenshots of the
// changed screens at 390 and 1280 px go to test-results/won-deal-screens/.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { CONSENT_METADATA } from '../src/lib/legal-versions';
import { formatEur } from '../src/lib/format';
import {
  anonClient,
  DEMO_PASSWORD,
  serviceClient as service,
  signUp,
  uniqueEmail,
} from '../tests/support/accounts';
import { ADMIN_EMAIL, texts, type Language } from './support/accounts';
import { accessGranted, listingOf, signedInPage, verifiedParty } from './support/deal-parties';
import { uniqueStamp } from './support/stamp';

test.use({ actionTimeout: 15_000 });

/**
 * `part` at 390 and 1280 px. For a table, its row's action (`focus`) is scrolled into view and the
 * viewport is taken instead: on a phone the admin tables scroll sideways.
 */
async function shoot(page: Page, name: string, language: Language, part: Locator, focus?: Locator) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const path = `test-results/won-deal-screens/${name}-${language}-${width}.png`;
    if (focus) {
      await focus.scrollIntoViewIfNeeded();
      await page.screenshot({ path });
    } else {
      await part.screenshot({ path });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

for (const language of ['en', 'de'] as const) {
  test(`won deal: the owner marks it, an admin confirms the fee (${language})`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const t = texts(language);
    const stamp = uniqueStamp(6);
    const title = `Fee${stamp} Maschinenbau GmbH`;
    const scoutName = `Sven Scout ${stamp}`;
    const scout = await signUp({
      email: uniqueEmail(`e2e-fee-scout-${stamp}`, 'example.com'),
      name: scoutName,
      metadata: { name: scoutName, role: 'scout', phone_number: '+49 30 1234567' },
      status: 'verified',
    });
    const buyer = await verifiedParty('investor', `Bea Buyer ${stamp}`, `e2e-fee-buyer-${stamp}`);
    const listingId = await listingOf(scout, { title, teaser: 'Machine builder in Bavaria.' });
    const dealId = await accessGranted(buyer, scout, listingId);
    const offer = await buyer.client.rpc('submit_deal_offer', {
      p_deal_id: dealId,
      p_price_eur: 2_400_000,
      p_structure: 'share_deal',
      p_financing: 'equity',
      p_exclusivity_days: 30,
      p_valid_until: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
    });
    expect(offer.error).toBeNull();
    const accepted = await scout.client.rpc('decide_deal_offer', {
      p_offer_id: offer.data!.id,
      p_accept: true,
    });
    expect(accepted.error).toBeNull();
    const fee = formatEur(5000, language);

    // The owner marks the deal won: the page asks first, then says the fee awaits an admin.
    const ownerPage = await signedInPage(browser, language, scout.email, 1280);
    await ownerPage.goto(`/deals/${dealId}`);
    await ownerPage.getByRole('button', { name: t('deals', 'next.won') }).click();
    const ask = ownerPage.getByRole('dialog', { name: t('deals', 'next.wonConfirmTitle') });
    await expect(ask).toContainText(t('deals', 'next.wonConfirmText'));
    await ask.getByRole('button', { name: t('deals', 'next.won') }).click();
    await expect(ownerPage.getByText(t('deals', 'next.owner.wonPending', { fee }))).toBeVisible();
    await expect(ownerPage.getByTestId('won-awaiting-confirmation')).toHaveText(
      t('deals', 'page.awaitingConfirmation'),
    );
    expect(
      (
        await service()
          .from('listings')
          .select('status, success_fee_eur, deal_won_at')
          .eq('id', listingId)
          .single()
      ).data,
    ).toEqual({ status: 'closed', success_fee_eur: null, deal_won_at: null });
    await shoot(ownerPage, 'owner-deal-awaiting', language, ownerPage.locator('main'));

    // The admin console lists the claim with the accepted offer and the fee; Confirm asks first.
    const adminPage = await signedInPage(browser, language, ADMIN_EMAIL, 1280);
    await adminPage.goto('/dashboard');
    await adminPage.getByRole('tab', { name: t('admin', 'tabs.deals'), exact: true }).click();
    const claims = adminPage.getByRole('table', { name: t('admin', 'wonDeals.tableLabel') });
    const row = claims.getByTestId(`won-deal-row-${dealId}`);
    await expect(row).toContainText(title);
    await expect(row).toContainText(scoutName);
    await expect(row).toContainText(formatEur(2_400_000, language));
    await expect(row).toContainText(fee);
    await shoot(
      adminPage,
      'admin-won-deals',
      language,
      claims,
      row.getByRole('button', { name: t('admin', 'wonDeals.confirmLabel', { listing: title }) }),
    );
    await row
      .getByRole('button', { name: t('admin', 'wonDeals.confirmLabel', { listing: title }) })
      .click();
    const confirm = adminPage.getByRole('dialog', { name: t('admin', 'wonDeals.confirmTitle') });
    await expect(confirm).toContainText(
      t('admin', 'wonDeals.confirmText', { fee, owner: scoutName, listing: title }),
    );
    await shoot(adminPage, 'admin-confirm-fee', language, confirm);
    await confirm
      .getByRole('button', { name: t('admin', 'wonDeals.confirmSubmit', { fee }) })
      .click();
    await expect(
      adminPage.getByText(t('admin', 'wonDeals.confirmed', { listing: title, fee })),
    ).toBeVisible();
    await expect(claims.getByTestId(`won-deal-row-${dealId}`)).toHaveCount(0);

    // The fee is booked; the owner's page says so.
    const listing = (
      await service()
        .from('listings')
        .select('status, success_fee_eur, deal_won_at')
        .eq('id', listingId)
        .single()
    ).data!;
    expect(listing).toMatchObject({ status: 'closed', success_fee_eur: 5000 });
    expect(listing.deal_won_at).not.toBeNull();
    await ownerPage.reload();
    await expect(ownerPage.getByText(t('deals', 'next.owner.wonConfirmed', { fee }))).toBeVisible();
    await expect(ownerPage.getByTestId('won-awaiting-confirmation')).toHaveCount(0);

    await Promise.all([ownerPage, adminPage].map((page) => page.context().close()));
  });

  test(`users: Verify waits for a confirmed email (${language})`, async ({ browser }) => {
    const t = texts(language);
    // Registered, the mailed link never followed.
    const email = uniqueEmail(`e2e-unconfirmed-${language}`, 'example.com');
    const name = `Una Unconfirmed ${uniqueStamp(6)}`;
    const signedUp = await anonClient().auth.signUp({
      email,
      password: DEMO_PASSWORD,
      options: { data: { name, role: 'investor', ...CONSENT_METADATA } },
    });
    expect(signedUp.error).toBeNull();

    const adminPage = await signedInPage(browser, language, ADMIN_EMAIL, 1280);
    await adminPage.goto('/dashboard');
    await adminPage
      .getByRole('radiogroup', { name: t('admin', 'users.filterLabel') })
      .getByText(t('admin', 'users.filter.pending'), { exact: true })
      .click();
    const users = adminPage.getByRole('table', { name: t('admin', 'users.tableLabel') });
    const row = users.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText(t('admin', 'users.emailUnconfirmed'));
    await expect(
      row.getByRole('button', { name: t('admin', 'users.verifyLabel', { name }) }),
    ).toBeDisabled();
    await expect(
      row.getByRole('button', { name: t('admin', 'users.rejectLabel', { name }) }),
    ).toBeEnabled();
    await shoot(
      adminPage,
      'admin-verify-disabled',
      language,
      row,
      row.getByRole('button', { name: t('admin', 'users.verifyLabel', { name }) }),
    );
    await adminPage.context().close();
  });
}
