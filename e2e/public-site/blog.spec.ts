// The blog: list, search, categories, articles, and the newsletter box.
import { expect, test, type Page } from '@playwright/test';
import { articles } from '../../src/features/blog/content/articles';
import { uniqueEmail } from '../../tests/support/accounts';
import { waitForMail } from '../../tests/support/mail';
import { dismissCookieBanner, metaDescription, preferLanguage } from '../support/public-site';

const firstArticle = articles[0]!;

/** Clicks the visible chip of a category ('all' for every category). */
async function chooseCategory(page: Page, value: string) {
  const input = page
    .getByRole('radiogroup', { name: 'Category' })
    .locator(`input[value="${value}"]`);
  // The chip's label beside the hidden input, found anew on each try: an id read from the prerendered
  // HTML can change when the app renders the page afresh (the click then waited for a label that was gone).
  await input.locator('xpath=..').locator('label').click();
  await expect(input).toBeChecked();
}

test.describe('blog', () => {
  test.beforeEach(async ({ page }) => {
    await dismissCookieBanner(page);
  });

  // The articles and categories as data (50 in 11 categories, ids, images, dates) are checked in
  // src/features/blog/content/articles.test.ts; here the list renders them and filters.
  test('lists 50 articles in 11 categories with search and category filter', async ({ page }) => {
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

  for (const language of ['en', 'de'] as const) {
    test(`excerpts end on a whole line with an ellipsis, at 1366 and 390 px (${language})`, async ({
      page,
    }) => {
      await preferLanguage(page, language);
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto('/blog');
      await expect(page.getByTestId('article-card')).toHaveCount(50);
      // One visit; the page is resized (the layout follows the width without a reload).
      for (const width of [1366, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.evaluate(
          () =>
            new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        // Each excerpt box is a whole number of lines, at most three; a box stretched by the card
        // showed the top of a fourth line, cut through the middle.
        const boxes = await page.getByTestId('article-excerpt').evaluateAll((elements) =>
          elements.map((element) => {
            const style = getComputedStyle(element);
            return {
              lines: element.clientHeight / parseFloat(style.lineHeight),
              clamp: style.webkitLineClamp,
              clipped: element.scrollHeight > element.clientHeight + 1,
            };
          }),
        );
        expect(boxes).toHaveLength(50);
        for (const box of boxes) {
          expect(box.clamp).toBe('3');
          expect(Math.abs(box.lines - Math.round(box.lines)), `${box.lines} lines`).toBeLessThan(
            0.05,
          );
          expect(box.lines).toBeLessThanOrEqual(3.05);
        }
        // Long excerpts are shortened (with the clamp's ellipsis), not shown in full.
        expect(boxes.some((box) => box.clipped)).toBe(true);
      }
    });
  }

  test('subscribe box: double opt-in through the mailed links (confirm, then unsubscribe)', async ({
    page,
  }) => {
    const bodies: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/rest/v1/rpc/subscribe_newsletter'))
        bodies.push(request.postDataJSON());
    });
    await page.goto('/blog');
    const box = page.getByRole('region', { name: 'Get new articles by email' });
    await box.getByLabel('Email address').fill('not-an-email');
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(box.getByText('Please enter a valid email address.')).toBeVisible();
    expect(bodies).toEqual([]);

    const email = uniqueEmail('e2e-reader', 'example.com');
    await box.getByLabel('Email address').fill(email);
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(box.getByTestId('subscribe-success')).toHaveText(
      'Almost done: please open the confirmation link we have sent to your address. Without confirmation you will get nothing from us.',
    );
    expect(bodies).toEqual([{ p_email: email, p_language: 'en' }]);

    // The confirmation email (the stack's scheduler sends it), with both links.
    const mail = await waitForMail(email, (m) => m.subject.includes('newsletter'), 30_000);
    expect(mail.subject).toBe('Please confirm your newsletter subscription');
    const path = (name: string) => {
      const match = new RegExp(`(/newsletter/${name}\\?token=[0-9a-f]+)`).exec(mail.text);
      if (!match) throw new Error(`no ${name} link`);
      return match[1];
    };
    await page.goto(path('confirm'));
    await expect(page.getByTestId('newsletter-confirmed')).toBeVisible();
    await page.goto(path('unsubscribe'));
    await page.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
    await expect(page.getByTestId('newsletter-unsubscribed')).toBeVisible();
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
