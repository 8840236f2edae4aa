// A prerendered page is on screen before the app's code has run (it is fetched after the first
// paint). What a visitor does in that moment must not be lost or undone once the app takes over.
import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, dismissCookieBanner } from '../support/public-site';

/** Holds the app's entry script until the returned function is called (so wait for the DOM, not
 * for `load`, which may wait for that script). */
async function holdAppCode(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const appReady = (page: Page) => expect(page.locator('html[data-app-ready]')).toHaveCount(1);

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
  await page.setViewportSize(DESKTOP);
});

/** Records in the page every scroll the page's scripts ask for, and every scroll position seen. */
async function recordScrolls(page: Page) {
  await page.addInitScript(() => {
    const log: string[] = [];
    Object.assign(window, { __scrolls: log });
    for (const name of ['scrollTo', 'scroll', 'scrollBy'] as const) {
      const original = window[name].bind(window) as (...args: unknown[]) => void;
      Object.assign(window, {
        [name]: (...args: unknown[]) => {
          log.push(`${name}(${JSON.stringify(args)})`);
          original(...args);
        },
      });
    }
    const intoView = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (...args) {
      log.push(`scrollIntoView of <${this.tagName.toLowerCase()}>`);
      intoView.apply(this, args);
    };
    addEventListener('scroll', () => log.push(`at ${window.scrollY}`), { passive: true });
  });
}

test('a reader who scrolled down stays there when the app starts, and links work', async ({
  page,
}) => {
  await recordScrolls(page);
  const release = await holdAppCode(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const terms = page.getByRole('contentinfo').getByRole('link', { name: 'Terms of use' });
  await terms.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(500);
  await expect(page.locator('html[data-app-ready]')).toHaveCount(0);

  release();
  await appReady(page);
  // The app's first render has run its effects (data-app-ready is set by the last one); two more
  // frames let a scroll it started show up. Then: no scroll asked for, none seen but the reader's.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const scrolls = await page.evaluate(
    () => (window as unknown as { __scrolls: string[] }).__scrolls,
  );
  expect(scrolls.filter((entry) => entry !== `at ${scrolled}`)).toEqual([]);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

  await terms.click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of use');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a link followed before the app starts opens its page', async ({ page }) => {
  const release = await holdAppCode(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of use' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of use');
  release();
});

test('the language switch pressed before the app starts takes effect once it has', async ({
  page,
}) => {
  const release = await holdAppCode(page);
  await page.goto('/terms', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of use');
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: /DE/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of use');

  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nutzungsbedingungen');
  await appReady(page);
});
