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

  test('every route change scrolls to the top', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of use' }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('footer', () => {
  test('contact mail link, 12 groups of 5 topic links, copyright and legal links', async ({
    page,
  }) => {
    await dismissCookieBanner(page);
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByTestId('footer-contact')).toHaveAttribute('href', /^mailto:.+@.+/);
    await expect(footer.getByTestId('footer-topics').getByRole('navigation')).toHaveCount(12);
    await expect(footer.getByTestId('footer-topics').getByRole('link')).toHaveCount(60);
    await expect(footer).toContainText(`© ${new Date().getFullYear()} DealBridge`);
    for (const [name, href] of [
      ['Privacy policy', '/privacy'],
      ['Terms of use', '/terms'],
      ['Compliance', '/compliance'],
      ['Security & confidentiality', '/security'],
      ['Legal notice', '/impressum'],
    ]) {
      await expect(
        footer.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name }),
      ).toHaveAttribute('href', href!);
    }
  });

  test('all 60 topic links lead to real articles', async ({ page }) => {
    test.setTimeout(240_000);
    await dismissCookieBanner(page);
    await page.goto('/');
    const topics = footerTopicGroups.flatMap((group) => group.topics);
    expect(topics).toHaveLength(60);
    const links = page.getByRole('contentinfo').getByTestId('footer-topics').getByRole('link');
    for (let index = 0; index < topics.length; index++) {
      const topic = topics[index]!;
      const article = articles.find((candidate) => candidate.id === topic.articleId);
      expect(article, `footer topic ${topic.slug}`).toBeDefined();
      await links.nth(index).click();
      await expect(page).toHaveURL(new RegExp(`/blog/${topic.articleId}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(article!.title);
    }
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
