import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { articles, blogCategories } from '../src/features/blog/content/articles';
import { footerTopicGroups } from '../src/features/blog/content/footer-topics';
import {
  DESKTOP,
  dismissCookieBanner,
  metaDescription,
  MOBILE,
  preferLanguage,
} from './support/public-site';

const firstArticle = articles[0]!;

test.describe('landing page', () => {
  test.beforeEach(async ({ page }) => {
    await dismissCookieBanner(page);
  });

  test('hero, statistics from data, feature and role cards, monetization, closing call to action', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Where company sellers, buyers and deal scouts meet',
    );
    await expect(page).toHaveTitle(
      'M&A marketplace for small and medium-sized businesses · DealBridge',
    );
    expect(await metaDescription(page)).toContain('scouts, buyers and sellers');

    await expect(page.getByTestId('stat-industries')).toContainText('9');
    await expect(page.getByTestId('stat-locations')).toContainText('19');
    await expect(page.getByTestId('stat-scoutFee')).toContainText('up to');
    await expect(page.getByTestId('stat-scoutFee')).toContainText('€5,000');
    await expect(page.getByTestId('stat-review')).toContainText('1–2');

    const features = page.getByRole('region', { name: 'Built for confidential deals' });
    await expect(features.getByRole('heading', { level: 3 })).toHaveCount(3);

    for (const [role, title] of [
      ['scout', 'Scout'],
      ['investor', 'Buyer'],
      ['company', 'Seller'],
    ] as const) {
      const card = page.getByTestId(`role-card-${role}`);
      await expect(card.getByRole('heading', { name: title })).toBeVisible();
      await expect(card.getByRole('link')).toHaveAttribute('href', `/register?role=${role}`);
    }

    const monetization = page.getByRole('region', {
      name: 'Turn unused patents and dormant assets into value',
    });
    await expect(monetization.getByRole('listitem')).toHaveCount(3);
    await expect(monetization).toContainText('Analysis and valuation');
    await expect(monetization).toContainText('Optimisation through ESG certification');
    await expect(monetization).toContainText('Marketing on the platform');
    await expect(
      monetization.getByText(/New revenue|A leaner balance sheet|Qualified buyers/),
    ).toHaveCount(3);

    await expect(page.getByRole('region', { name: 'Ready for your next deal?' })).toBeVisible();
  });

  test('Get started opens registration, Sign in opens login, role cards preselect the role', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Get started' }).click();
    await expect(page).toHaveURL(/\/register$/);

    await page.goto('/');
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await page.goto('/');
    await page.getByRole('link', { name: 'Register as buyer' }).click();
    await expect(page).toHaveURL(/\/register\?role=investor$/);
  });

  test('images and fonts come from this host only', async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const foreign: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (
        !url.startsWith(origin) &&
        !url.startsWith('data:') &&
        ['image', 'font', 'stylesheet', 'script'].includes(request.resourceType())
      )
        foreign.push(url);
    });
    await page.goto('/');
    await page.goto('/blog');
    await page.mouse.wheel(0, 20_000);
    await page.waitForLoadState('networkidle');
    expect(foreign).toEqual([]);
  });
});

test.describe('language', () => {
  test('German browser starts in German; html lang follows', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('link', { name: 'Jetzt starten' })).toBeVisible();
    await expect(page).toHaveTitle(
      'M&A-Marktplatz für kleine und mittlere Unternehmen · DealBridge',
    );
    await context.close();
  });

  test('other browsers start in English', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: 'Get started' })).toBeVisible();
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
    test.setTimeout(120_000);
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

/** Clicks the visible chip of a category ('all' for every category). */
async function chooseCategory(page: Page, value: string) {
  const input = page
    .getByRole('radiogroup', { name: 'Category' })
    .locator(`input[value="${value}"]`);
  const id = await input.getAttribute('id');
  await page.locator(`label[for="${id}"]`).click();
  await expect(input).toBeChecked();
}

test.describe('blog', () => {
  test.beforeEach(async ({ page }) => {
    await dismissCookieBanner(page);
  });

  test('lists 50 articles in 11 categories with search and category filter', async ({ page }) => {
    expect(articles).toHaveLength(50);
    expect(blogCategories).toHaveLength(11);
    await page.goto('/blog');
    await expect(page.getByTestId('article-card')).toHaveCount(50);
    await expect(page.getByTestId('result-count')).toHaveText('50 articles');
    await expect(page.getByRole('radiogroup', { name: 'Category' }).getByRole('radio')).toHaveCount(
      12,
    );

    // Below-the-fold images load lazily.
    await expect(page.getByTestId('article-card').nth(10).locator('img')).toHaveAttribute(
      'loading',
      'lazy',
    );

    const category = firstArticle.category;
    const inCategory = articles.filter((article) => article.category === category).length;
    await chooseCategory(page, category);
    await expect(page).toHaveURL(new RegExp(`category=${category}`));
    await expect(page.getByTestId('article-card')).toHaveCount(inCategory);

    await chooseCategory(page, 'all');
    await page.getByRole('searchbox', { name: 'Search articles' }).fill(firstArticle.title);
    await expect(page.getByTestId('article-card').first()).toContainText(firstArticle.title);
    await expect(page).toHaveURL(/q=/);

    await page.getByRole('searchbox', { name: 'Search articles' }).fill('zzzz-no-such-article');
    await expect(page.getByText('No articles match your search.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search and filter' }).click();
    await expect(page.getByTestId('article-card')).toHaveCount(50);
  });

  test('subscribe box validates the email and stores the subscription', async ({ page }) => {
    const bodies: unknown[] = [];
    await page.route('**/rest/v1/rpc/subscribe_newsletter', async (route) => {
      bodies.push(route.request().postDataJSON());
      await route.fulfill({ status: 204, body: '' });
    });
    await page.goto('/blog');
    const box = page.getByRole('region', { name: 'Get new articles by email' });
    await box.getByLabel('Email address').fill('not-an-email');
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(box.getByText('Please enter a valid email address.')).toBeVisible();
    expect(bodies).toEqual([]);

    await box.getByLabel('Email address').fill('reader@example.com');
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(box.getByTestId('subscribe-success')).toHaveText(
      'Thank you! You are subscribed to the DealBridge newsletter.',
    );
    expect(bodies).toEqual([{ p_email: 'reader@example.com' }]);
  });

  test('subscribe box reports a failure in German', async ({ page }) => {
    await preferLanguage(page, 'de');
    await page.route('**/rest/v1/rpc/subscribe_newsletter', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
    );
    await page.goto('/blog');
    const box = page.getByRole('region', { name: 'Neue Artikel per E-Mail' });
    await box.getByLabel('E-Mail-Adresse').fill('leser@example.com');
    await box.getByRole('button', { name: 'Abonnieren' }).click();
    await expect(box.getByTestId('subscribe-error')).toHaveText(
      'Das Abonnieren hat nicht geklappt. Bitte versuchen Sie es erneut.',
    );
  });

  test('article: hero, body, related and recommended articles, back link', async ({ page }) => {
    await page.goto(`/blog/${firstArticle.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstArticle.title);
    await expect(page).toHaveTitle(`${firstArticle.title} · DealBridge`);
    expect(await metaDescription(page)).toBe(firstArticle.excerpt);
    await expect(page.getByRole('img', { name: firstArticle.imageAlt })).toBeVisible();
    await expect(page.getByTestId('article-body').locator('p').first()).toBeVisible();

    const related = page.getByTestId('related-articles').getByTestId('article-card');
    const relatedCount = await related.count();
    expect(relatedCount).toBeGreaterThan(0);
    expect(relatedCount).toBeLessThanOrEqual(3);
    const sameCategory = new Set(
      articles.filter((a) => a.category === firstArticle.category).map((a) => a.title),
    );
    for (const title of await related.getByRole('heading').allInnerTexts())
      expect(sameCategory.has(title)).toBe(true);

    const recommended = page.getByTestId('recommended-articles').getByTestId('article-card');
    await expect(recommended).toHaveCount(3);
    for (const title of await recommended.getByRole('heading').allInnerTexts())
      expect(sameCategory.has(title)).toBe(false);

    await recommended.first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(firstArticle.title);
    await page.getByTestId('back-to-blog').first().click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('unknown article id shows Article not found', async ({ page }) => {
    await page.goto('/blog/no-such-article');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article not found');
    await expect(page).toHaveTitle('Article not found · DealBridge');
    await page.getByTestId('back-to-blog').click();
    await expect(page).toHaveURL(/\/blog$/);
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
        test.setTimeout(180_000);
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

test.describe('screenshots', () => {
  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const) {
    test(`landing page, ${name}`, async ({ page }) => {
      await dismissCookieBanner(page);
      await page.setViewportSize(viewport);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `artifacts/screenshots/landing-${name}.png`, fullPage: true });
      await page.screenshot({ path: `artifacts/screenshots/landing-${name}-viewport.png` });
    });
  }
});

test.describe('trust pages', () => {
  test('the Impressum names the operator, marked as demo when none is configured', async ({
    page,
  }) => {
    await dismissCookieBanner(page);
    await preferLanguage(page, 'de');
    await page.goto('/impressum');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Impressum');
    await expect(page.getByTestId('impressum')).toContainText('DealBridge Demo GmbH');
    await expect(page.getByTestId('impressum')).toContainText('Deutschland');
    // This build has no VITE_OPERATOR_* values, so the page must say that these are demo values.
    await expect(page.getByTestId('operator-demo-notice')).toBeVisible();
  });

  test('Security & confidentiality explains tiers, decisions and records in both languages', async ({
    page,
  }) => {
    await dismissCookieBanner(page);
    await preferLanguage(page, 'en');
    await page.goto('/security');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Security & confidentiality');
    for (const heading of ['Three levels of information', 'Who decides', 'What is recorded']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
  });

  test('Sicherheit & Vertraulichkeit in German', async ({ page }) => {
    await dismissCookieBanner(page);
    await preferLanguage(page, 'de');
    await page.goto('/security');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Sicherheit & Vertraulichkeit',
    );
    await expect(page.getByRole('heading', { level: 2, name: 'Wer entscheidet' })).toBeVisible();
  });
});
