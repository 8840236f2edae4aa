// Top bar, footer and the error pages: how a visitor moves around the public site.
import { expect, test } from '@playwright/test';
import { articles } from '../../src/features/blog/content/articles';
import { footerTopicGroups } from '../../src/features/blog/content/footer-topics';
import { DESKTOP, dismissCookieBanner, MOBILE, preferLanguage } from '../support/public-site';

test.describe('top bar', () => {
  test.beforeEach(async ({ page }) => {
    await dismissCookieBanner(page);
  });

  test('visitors see Discovery, Blog, Register and Login', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'DealBridge – home' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(header.getByRole('link', { name: 'Discovery' })).toHaveAttribute(
      'href',
      '/discover',
    );
    await expect(header.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    await expect(header.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(header.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await expect(header.getByRole('button', { name: 'Log out' })).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    await expect(header.getByRole('button', { name: 'Open menu' })).toBeHidden();
  });

  test('small screens: the slide-in menu works with the keyboard', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/');
    const burger = page.getByRole('button', { name: 'Open menu' });
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await burger.focus();
    await page.keyboard.press('Enter');

    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    for (const name of ['Discovery', 'Blog', 'Register', 'Log in']) {
      await expect(menu.getByRole('link', { name })).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(burger).toBeFocused();

    await burger.click();
    await menu.getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(menu).toBeHidden();
  });
});

// Which link goes where, for all 60 topic links and the legal links, is checked on the footer
// component (src/features/blog/content/footer-links.test.tsx); here one link is followed.
test.describe('footer', () => {
  test('a topic link opens its article, and the route change scrolls to the top', async ({
    page,
  }) => {
    await dismissCookieBanner(page);
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    // Once the app has taken over: before that a link is followed natively (a new document, at
    // the top anyway); the route change of the app is what scrolls.
    await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
    const topic = footerTopicGroups.at(-1)!.topics.at(-1)!;
    const article = articles.find((candidate) => candidate.id === topic.articleId)!;
    const links = page.getByRole('contentinfo').getByTestId('footer-topics').getByRole('link');
    await expect(links).toHaveCount(60);
    await links.last().scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await links.last().click();
    await expect(page).toHaveURL(new RegExp(`/blog/${topic.articleId}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('error pages', () => {
  test.beforeEach(async ({ page }) => {
    await dismissCookieBanner(page);
  });

  test('/500 says Something went wrong', async ({ page }) => {
    await page.goto('/500');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('500 Something went wrong');
    await expect(page).toHaveTitle('Something went wrong · DealBridge');
  });

  test('unknown paths show 404 Page not found with Return Home', async ({ page }) => {
    await page.goto('/this/does/not/exist');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page not found');
    await expect(page).toHaveTitle('Page not found · DealBridge');
    await expect(page.getByRole('banner')).toBeVisible();
    await page.getByRole('link', { name: 'Return Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('404 in German', async ({ page }) => {
    await preferLanguage(page, 'de');
    await page.goto('/gibt-es-nicht');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Seite nicht gefunden');
    await expect(page.getByRole('link', { name: 'Zur Startseite' })).toBeVisible();
  });
});
