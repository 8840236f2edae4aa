import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 360, height: 740 };

/** Stores a cookie choice before the app starts, so the banner stays out of the way. */
export async function dismissCookieBanner(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (localStorage.getItem('cookie-consent') === null)
      localStorage.setItem('cookie-consent', 'true');
  });
}

/** Sets the language preference once (a later choice in the app wins, also after reload). */
export async function preferLanguage(page: Page, language: 'en' | 'de'): Promise<void> {
  await page.addInitScript((lng) => {
    if (!sessionStorage.getItem('e2e-language-set')) {
      localStorage.setItem('preferred-language', lng);
      sessionStorage.setItem('e2e-language-set', '1');
    }
  }, language);
}

export async function metaDescription(page: Page): Promise<string | null> {
  return page.locator('meta[name="description"]').getAttribute('content');
}

/** The axe rule sets every page is held to (WCAG 2.1 A/AA and axe's best practices). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** axe's serious and critical violations on the page as it is now, one line each. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
          .slice(0, 5)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}
