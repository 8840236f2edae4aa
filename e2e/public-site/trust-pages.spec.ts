// The Impressum and the Security & confidentiality page: operator details from configuration
// (marked as demo without it) and what protects a seller's company, in both languages.
import { expect, test } from '@playwright/test';
import { dismissCookieBanner, preferLanguage } from '../support/public-site';

test.describe('trust pages', () => {
  test('the Impressum names the operator, marked as demo when none is configured', async ({
    page,
  }) => {
    await dismissCookieBanner(page);
    await preferLanguage(page, 'de');
    await page.goto('/impressum');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Impressum');
    await expect(page.getByTestId('impressum')).toContainText('DealBridge Demo GmbH');
    await expect(page.getByTestId('impressum')).toContainText('Deutschland');
    // This build has no VITE_OPERATOR_* values, so the page must say that these are demo values.
    await expect(page.getByTestId('operator-demo-notice')).toBeVisible();
  });

  test('Security & confidentiality explains tiers, decisions and records in both languages', async ({
    page,
  }) => {
    await dismissCookieBanner(page);
    await preferLanguage(page, 'en');
    await page.goto('/security');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Security & confidentiality');
    for (const heading of ['Three levels of information', 'Who decides', 'What is recorded']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
  });

  test('Sicherheit & Vertraulichkeit in German', async ({ page }) => {
    await dismissCookieBanner(page);
    await preferLanguage(page, 'de');
    await page.goto('/security');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Sicherheit & Vertraulichkeit',
    );
    await expect(page.getByRole('heading', { level: 2, name: 'Wer entscheidet' })).toBeVisible();
  });
});
