// The landing page: content from data, calls to action, assets from this host. Its screenshots
// (both languages, phone and desktop) come from the per-route sweep, e2e/layout.spec.ts.
import { expect, test } from '@playwright/test';
import { dismissCookieBanner, metaDescription } from '../support/public-site';

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
