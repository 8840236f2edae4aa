// Public pages are prerendered at build time (vite-prerender.ts), in English at their plain paths
// and in German under /de: readable without JavaScript, hydrated (not re-rendered) by the app in
// either language; a German visitor asking for an English URL gets the German twin at once.
import { expect, test, type Page } from '@playwright/test';
import { articles } from '../src/features/blog/content/articles';
import { germanArticles } from '../src/features/blog/content/articles-de';
import { preferLanguage } from './support/public-site';
import { useSession } from './support/session';

const article = articles[0]!;
const germanArticle = germanArticles[0]!;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing page, an article and a legal page show their content and head tags', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Where company sellers, buyers and deal scouts meet',
    );
    await expect(page.getByRole('link', { name: 'Blog' }).first()).toHaveAttribute('href', '/blog');
    await expect(page).toHaveTitle(
      'M&A marketplace for small and medium-sized businesses · DealBridge',
    );

    await page.goto(`/blog/${article.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
    const firstParagraph = article.content.find((block) => block.type === 'paragraph')!;
    await expect(page.getByTestId('article-body')).toContainText(firstParagraph.text);
    await expect(page).toHaveTitle(`${article.title} · DealBridge`);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      new RegExp(`${article.image.replace(/[.]/g, '\\.')}$`),
    );

    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of use');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /^https?:\/\/[^/]+\/terms$/,
    );
  });

  test('the German pages under /de, with their German links and hreflang', async ({ page }) => {
    await page.goto('/de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Hier finden Verkäufer, Käufer und Deal-Scouts zueinander',
    );
    await expect(page.getByRole('link', { name: 'Blog' }).first()).toHaveAttribute(
      'href',
      '/de/blog',
    );
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      /^https?:\/\/[^/]+\/$/,
    );

    await page.goto(`/de/blog/${germanArticle.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(germanArticle.title);
    const firstParagraph = germanArticle.content.find((block) => block.type === 'paragraph')!;
    await expect(page.getByTestId('article-body')).toContainText(firstParagraph.text);
    await expect(page.getByTestId('article-body')).toHaveAttribute('lang', 'de');

    await page.goto('/de/terms');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nutzungsbedingungen');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /^https?:\/\/[^/]+\/de\/terms$/,
    );
  });
});

/**
 * Records, before any script of the page runs, whether the head's script hid the prerendered
 * HTML and how many nodes inside #root were removed: hydration keeps the server's nodes, a
 * fresh render (or a hydration error, after which React renders afresh) replaces them.
 */
async function watchRoot(page: Page) {
  await page.addInitScript(() => {
    const state = { removed: 0, hiddenAtLoad: false };
    Object.assign(window, { __root: state });
    new MutationObserver((records) => {
      for (const record of records) {
        const target = record.target as Element;
        if (target.id === 'root' || target.closest?.('#root'))
          state.removed += record.removedNodes.length;
      }
    }).observe(document, { childList: true, subtree: true });
    document.addEventListener('DOMContentLoaded', () => {
      state.hiddenAtLoad = document.documentElement.hasAttribute('data-prerender-stale');
    });
  });
}

const rootState = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __root: { removed: number; hiddenAtLoad: boolean } }).__root,
  );

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|#418|#423|#425|minified react/i.test(message.text()))
      errors.push(`console: ${message.text()}`);
  });
  return errors;
}

test.describe('with JavaScript', () => {
  test('an English visitor: the app hydrates the prerendered landing page, then navigates in place', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await watchRoot(page);
    await preferLanguage(page, 'en');
    await page.goto('/');
    // The cookie banner is not in the prerendered HTML: it appears once the app has hydrated.
    await expect(page.getByTestId('cookie-banner')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Where company sellers, buyers and deal scouts meet',
    );
    expect(await rootState(page)).toEqual({ removed: 0, hiddenAtLoad: false });
    expect(errors).toEqual([]);

    // Client-side navigation: same document (the marker survives), new page and head tags.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page
      .getByRole('navigation', { name: /main/i })
      .getByRole('link', { name: 'Blog' })
      .click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('M&A guides and insights');
    expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog$/);
    expect(errors).toEqual([]);
  });

  test('an English visitor: an article and a legal page hydrate without errors', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await watchRoot(page);
    await preferLanguage(page, 'en');
    for (const path of [`/blog/${article.id}`, '/terms']) {
      await page.goto(path);
      await expect(page.getByTestId('cookie-banner')).toBeVisible();
      expect(await rootState(page)).toEqual({ removed: 0, hiddenAtLoad: false });
    }
    expect(errors).toEqual([]);
  });

  test('a query string (the blog filtered by category): rendered afresh, no hydration error', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await watchRoot(page);
    await preferLanguage(page, 'en');
    await page.goto('/blog?category=valuation');
    await expect(page.getByTestId('cookie-banner')).toBeVisible();
    await expect(page.getByTestId('article-card')).toHaveCount(
      articles.filter((other) => other.category === 'valuation').length,
    );
    const state = await rootState(page);
    expect(state.hiddenAtLoad).toBe(true);
    expect(state.removed).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  test('a German visitor: sent to the German page before it paints, which the app hydrates', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await watchRoot(page);
    await preferLanguage(page, 'de');
    await page.goto('/');
    await expect(page).toHaveURL(/\/de$/);
    await expect(page.getByTestId('cookie-banner')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Hier finden Verkäufer, Käufer und Deal-Scouts zueinander',
    );
    // The German HTML was shown and hydrated, not hidden and replaced.
    expect(await rootState(page)).toEqual({ removed: 0, hiddenAtLoad: false });
    await expect(page.locator('html')).not.toHaveAttribute('data-prerender-stale', /.*/);

    // Client-side navigation stays in German, at the German URLs.
    await page
      .getByRole('navigation', { name: /haupt|main/i })
      .getByRole('link', { name: 'Blog' })
      .click();
    await expect(page).toHaveURL(/\/de\/blog$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('M&A-Ratgeber und Einblicke');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/de\/blog$/);
    expect(errors).toEqual([]);
  });

  test('a German visitor: a German article and legal page hydrate without errors', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await watchRoot(page);
    await preferLanguage(page, 'de');
    for (const path of [`/de/blog/${germanArticle.id}`, '/de/privacy']) {
      await page.goto(path);
      await expect(page.getByTestId('cookie-banner')).toBeVisible();
      expect(await rootState(page)).toEqual({ removed: 0, hiddenAtLoad: false });
    }
    expect(errors).toEqual([]);
  });
});

test('pages that are not prerendered get the single-page shell, not the landing page', async ({
  request,
}) => {
  for (const path of ['/login', '/discover', '/blog/no-such-article']) {
    const response = await request.get(path, { headers: { accept: 'text/html' } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('data-prerendered-path');
  }
});

test.describe('the shell of /discover for a returning signed-in user', () => {
  const heading = 'Discover deals';

  test('before the app runs: shown when a session is stored, hidden otherwise', async ({
    page,
  }) => {
    // The head's script runs; the app's code never arrives.
    await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
    await page.goto('/discover');
    // Nobody signed in: the app will send the visitor to /login, so the page is not shown first.
    await expect(page.locator('#page-shell')).toBeHidden();
    await page.evaluate(() => localStorage.setItem('sb-shell-test-auth-token', '{}'));
    await page.goto('/discover');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('main')).toContainText('Verified parties only');
    // The app's own root stays empty until the app renders into it.
    await expect(page.locator('#root')).toBeEmpty();
    // German: the English shell stays hidden (the app renders the German page).
    await preferLanguage(page, 'de');
    await page.goto('/discover');
    await expect(page.locator('#page-shell')).toBeHidden();
  });

  test('with JavaScript: the app replaces the shell with the page and its deals', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await preferLanguage(page, 'en');
    await useSession(page, 'investor@dealbridge.test');
    await page.goto('/discover');
    await expect(page.getByRole('button', { name: /load more/i })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.locator('#page-shell')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    expect(errors).toEqual([]);
  });
});

test("the head adds a page's stylesheets, which the app's loader then finds: each is fetched once", async ({
  page,
}) => {
  // A session from Auth's API, so this page load is the tab's first: no files of an earlier page
  // (the login page's dashboard, once) are counted with its own.
  await preferLanguage(page, 'en');
  await useSession(page, 'investor@dealbridge.test');
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.css')) stylesheets.push(new URL(request.url()).pathname);
  });
  // The buyer's dashboard: its route chunk has a stylesheet of its own. A preload in another
  // credentials mode than Vite's link went unused (the file came twice more), and so did one that
  // the app asked for only after the task its modules ran in.
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: /load more/i })).toBeVisible({ timeout: 20_000 });
  expect(stylesheets.length).toBeGreaterThan(2);
  expect(stylesheets.filter((path, index) => stylesheets.indexOf(path) !== index)).toEqual([]);
});
