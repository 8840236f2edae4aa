// Which language the site starts in and how a choice sticks; the cookie banner.
import { expect, test } from '@playwright/test';
import {
  DESKTOP,
  dismissCookieBanner,
  metaDescription,
  MOBILE,
  preferLanguage,
} from '../support/public-site';

test.describe('language', () => {
  test('German browser starts in German; html lang follows', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto('/');
    // The German twin of the landing page (src/lib/localized-path.ts).
    await expect(page).toHaveURL(/\/de$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('link', { name: 'Jetzt starten' })).toBeVisible();
    await expect(page).toHaveTitle(
      'M&A-Marktplatz für kleine und mittlere Unternehmen · DealBridge',
    );
    await context.close();
  });

  test('a German visitor reads German before the app has run: the prerendered German page', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    // The app's code never arrives: everything below is the prerendered HTML and its head script.
    await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
    await page.goto('/blog', { waitUntil: 'domcontentloaded' });
    await expect(page).toHaveURL(/\/de\/blog$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('M&A-Ratgeber und Einblicke');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html[data-prerender-stale]')).toHaveCount(0);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      /\/blog$/,
    );
    await context.close();
  });

  test('a stored English choice opens the English page from a German URL', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    await preferLanguage(page, 'en');
    await page.goto('/de/privacy');
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page).not.toHaveURL(/\/de\//);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
    await context.close();
  });

  test('other browsers start in English', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: 'Get started' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    // A German URL is German for them too (a link to German content).
    await page.goto('/de/blog');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('M&A-Ratgeber und Einblicke');
    await context.close();
  });

  test('a stored preference wins over the browser language; unknown values are ignored', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    await preferLanguage(page, 'en');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.evaluate(() => localStorage.setItem('preferred-language', 'fr'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await context.close();
  });

  test('choosing a language switches at once, is stored, and survives a reload', async ({
    page,
  }) => {
    await dismissCookieBanner(page);
    await page.setViewportSize(DESKTOP);
    await page.goto('/blog');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: /DE/ }).click();

    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('M&A-Ratgeber und Einblicke');
    // The same page in German, at its German URL.
    await expect(page).toHaveURL(/\/de\/blog$/);
    await expect(page).toHaveTitle('M&A-Blog und Ratgeber · DealBridge');
    expect(await metaDescription(page)).toContain('Ratgeber');
    expect(await page.evaluate(() => localStorage.getItem('preferred-language'))).toBe('de');
    expect(
      await page.evaluate(
        () => JSON.parse(localStorage.getItem('dealbridge-state') ?? '{}').language,
      ),
    ).toBe('de');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('M&A-Ratgeber und Einblicke');
    await expect(
      page.getByRole('group', { name: 'Sprache' }).getByRole('button', { name: /DE/ }),
    ).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('group', { name: 'Sprache' }).getByRole('button', { name: /EN/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('M&A guides and insights');
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page).not.toHaveURL(/\/de\//);
  });
});

test.describe('cookie banner', () => {
  test('Accept stores true and hides it for good', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookie notice' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Close cookie notice' })).toBeHidden();
    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBe('true');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toBeHidden();
  });

  test('Decline stores false', async ({ page }) => {
    await page.goto('/privacy');
    await page
      .getByRole('region', { name: 'Cookie notice' })
      .getByRole('button', { name: 'Decline' })
      .click();
    expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBe('false');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeHidden();
  });

  test('on small screens the close button hides it without storing a choice', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookie notice' });
    await banner.getByRole('button', { name: 'Close cookie notice' }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBeNull();
    await page.reload();
    await expect(banner).toBeVisible();
  });
});
