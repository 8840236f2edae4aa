// Privacy, terms and compliance: English text in a translated frame.
import { expect, test } from '@playwright/test';
import { dismissCookieBanner } from '../support/public-site';

test.describe('legal pages', () => {
  for (const [path, title, germanTitle] of [
    ['/privacy', 'Privacy policy', 'Datenschutzerklärung'],
    ['/terms', 'Terms of use', 'Nutzungsbedingungen'],
    ['/compliance', 'Compliance', 'Compliance'],
  ] as const) {
    test(`${path}: English text, translated frame`, async ({ page }) => {
      await dismissCookieBanner(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page).toHaveTitle(`${title} · DealBridge`);
      const text = page.getByTestId('legal-text');
      await expect(text).toHaveAttribute('lang', 'en');
      expect((await text.innerText()).length).toBeGreaterThan(1500);
      if (path === '/terms')
        await expect(
          page.getByText(/10\.12\.2024|December 10, 2024|10 December 2024/).first(),
        ).toBeVisible();

      await page
        .getByRole('group', { name: 'Language' })
        .getByRole('button', { name: /DE/ })
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(germanTitle);
      await expect(page.getByText('Dieses Dokument ist nur auf Englisch verfügbar.')).toBeVisible();
      await expect(text).toHaveAttribute('lang', 'en');
    });
  }
});
