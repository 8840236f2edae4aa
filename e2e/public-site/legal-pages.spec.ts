// Privacy, terms and compliance in both languages: the text follows the language, and so does
// the URL (German under /de, src/lib/localized-path.ts).
import { expect, test } from '@playwright/test';
import { dismissCookieBanner, preferLanguage } from '../support/public-site';

test.describe('legal pages', () => {
  // The first section's heading in each language (src/features/legal/content/*.ts; those modules
  // read the operator from Vite's environment, so they are not imported here).
  for (const [path, title, germanTitle, english, german] of [
    [
      '/privacy',
      'Privacy policy',
      'Datenschutzerklärung',
      '1. Controller and contact',
      '1. Verantwortlicher und Kontakt',
    ],
    [
      '/terms',
      'Terms of use',
      'Nutzungsbedingungen',
      '1. Scope and operator',
      '1. Geltungsbereich und Betreiber',
    ],
    ['/compliance', 'Compliance', 'Compliance', '1. Our commitment', '1. Unser Anspruch'],
  ] as const) {
    test(`${path}: the text in the page's language; the switch moves to /de${path}`, async ({
      page,
    }) => {
      await dismissCookieBanner(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page).toHaveTitle(`${title} · DealBridge`);
      const text = page.getByTestId('legal-text');
      await expect(text).toContainText(english);
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
      await expect(page).toHaveURL(new RegExp(`/de${path}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expect(text).toContainText(german);
      await expect(text).not.toContainText(english);
      await expect(page.getByText(/nur auf Englisch/)).toHaveCount(0);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`/de${path}$`),
      );
    });
  }

  test('a German visitor gets the German terms from the first paint, at /de/terms', async ({
    page,
  }) => {
    await dismissCookieBanner(page);
    await preferLanguage(page, 'de');
    // Without the app's code: what is on screen is the prerendered German page itself.
    await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
    await page.goto('/terms', { waitUntil: 'domcontentloaded' });
    await expect(page).toHaveURL(/\/de\/terms$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nutzungsbedingungen');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('legal-text')).toContainText('7. Gebühren');
    await expect(page.getByText('10.12.2024').first()).toBeVisible();
  });
});
