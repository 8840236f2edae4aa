// axe on states a plain page visit does not reach. Every page itself (both languages, phone and
// desktop, visitors and each role) is checked by axe in the per-route sweep, e2e/layout.spec.ts,
// which stores a cookie choice first: the banner is checked here.
import { expect, test } from '@playwright/test';
import { DESKTOP, MOBILE, preferLanguage, seriousAxeViolations } from '../support/public-site';

test.describe('accessibility (axe)', () => {
  test('cookie banner shown (desktop, German): no serious or critical violations', async ({
    page,
  }) => {
    await preferLanguage(page, 'de');
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Cookie-Hinweis' })).toBeVisible();
    expect(await seriousAxeViolations(page), 'cookie banner').toEqual([]);
  });

  test('mobile menu open, cookie banner shown: no serious or critical violations', async ({
    page,
  }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    expect(await seriousAxeViolations(page), 'mobile menu').toEqual([]);
  });
});
