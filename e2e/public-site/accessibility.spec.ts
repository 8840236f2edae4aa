// axe on every public page, in both languages, on desktop and mobile.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { articles } from '../../src/features/blog/content/articles';
import { DESKTOP, MOBILE, preferLanguage } from '../support/public-site';

const firstArticle = articles[0]!;

const publicPages = [
  '/',
  '/blog',
  `/blog/${firstArticle.id}`,
  '/blog/no-such-article',
  '/privacy',
  '/terms',
  '/compliance',
  '/500',
  '/no-such-page',
];

// Public pages built by the accounts work; checked separately so a failure names its owner.
const accountPages = ['/login', '/register'];

async function expectNoSeriousViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  expect(serious, label).toEqual([]);
}

test.describe('accessibility (axe)', () => {
  for (const [viewportName, viewport] of [
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const) {
    for (const language of ['en', 'de'] as const) {
      test(`no serious or critical violations: ${viewportName}, ${language}`, async ({ page }) => {
        test.setTimeout(300_000);
        await page.setViewportSize(viewport);
        await preferLanguage(page, language);
        for (const path of publicPages) {
          await page.goto(path);
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expectNoSeriousViolations(page, `${path} (${viewportName}, ${language})`);
        }
      });
    }
  }

  for (const [viewportName, viewport] of [
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const) {
    test(`account pages: no serious or critical violations: ${viewportName}, en and de`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      for (const language of ['en', 'de'] as const) {
        for (const path of accountPages) {
          await page
            .evaluate((lng) => localStorage.setItem('preferred-language', lng), language)
            .catch(() => {});
          await page.goto(path);
          await page.evaluate((lng) => localStorage.setItem('preferred-language', lng), language);
          await page.reload();
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expectNoSeriousViolations(page, `${path} (${viewportName}, ${language})`);
        }
      }
    });
  }

  test('mobile menu open: no serious or critical violations', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expectNoSeriousViolations(page, 'mobile menu');
  });
});
