// Issue 32, "states": the network pulled (browser offline, or the API's requests failing) shows a
// banner with retry while the page keeps what it had, and the page recovers; a signed-in user
// never sees a logged-out header (also while the profile loads); a bad deal id is a not-found page
// in words; the pending page moves on by itself when the account is approved.
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { serviceClient, signUp, stackUnderTest } from '../tests/support/accounts';
import { prepare, texts, uniqueEmail, type Language } from './support/accounts';
import { useSession } from './support/session';

const SHOTS = process.env.SHOTS_DIR;

async function shoot(page: Page, name: string, language: Language) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${language}-${width}.png`, fullPage: false });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function freshUser(role: 'company' | 'investor', status: 'verified' | 'pending') {
  const name = `Conny Connection ${role}`;
  return signUp({
    email: uniqueEmail(`connection-${role}`),
    name,
    metadata: { name, role, phone_number: '+49 30 1234567' },
    status,
  });
}

const restApi = () => `${stackUnderTest().url}/rest/v1/**`;

for (const language of ['en', 'de'] as const) {
  const t = texts(language);

  test.describe(`connection and states (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await prepare(page, language);
    });

    test('the server unreachable: banner, the last data kept, header signed in; retry recovers', async ({
      page,
    }) => {
      // The client retries a failed read a few times (supabase-js, TanStack Query) before failing.
      test.setTimeout(180_000);
      const user = await freshUser('investor', 'verified');
      await useSession(page, user.email);
      await page.goto('/dashboard');
      const header = page.getByTestId('header-account');
      await expect(header).toHaveAttribute('data-account', 'verified');
      const welcome = page.getByText(t('dashboard', 'welcome', { name: user.name }));
      await expect(welcome).toBeVisible();
      await expect(page.getByTestId('connection-banner')).toHaveCount(0);
      // The dashboard's listings have arrived (they are what the next page keeps).
      await expect(page.getByRole('article').first()).toBeVisible();

      // The API stops answering; the next page shows what was loaded (a verified user's guard
      // asks nothing), and the next question to the API finds no server: another industry.
      let refused = 0;
      await page.route(restApi(), (route) => {
        refused += 1;
        return route.abort('connectionrefused');
      });
      await page.getByRole('link', { name: t('common', 'nav.discover'), exact: true }).click();
      await expect(page).toHaveURL(/\/discover/);
      // The URL changes before /discover's code has rendered; until then the dashboard, with the
      // same industry tabs, is still on screen. /discover's own button says it is there.
      await expect(page.getByTestId('save-search')).toBeVisible();
      await page
        .getByRole('tab', { name: t('listings', 'enums.industry.Manufacturing'), exact: true })
        .click();
      const banner = page.getByTestId('connection-banner');
      await expect(banner).toBeVisible();
      await expect(banner).toContainText(t('common', 'connection.unreachableTitle'));
      // The page waits out the client's own retries before it says what it could not load.
      await expect(page).toHaveURL(/\/discover/, { timeout: 60_000 });
      // The listings the dashboard loaded before are kept and shown.
      await expect(page.getByRole('article').first()).toBeVisible();
      // Words, never the raw failure; still signed in.
      await expect(page.locator('body')).not.toContainText('Failed to fetch');
      await expect(page.locator('body')).not.toContainText(t('common', 'errors.unexpectedTitle'));
      await expect(header).toHaveAttribute('data-account', 'verified');
      await expect(page.getByRole('button', { name: t('common', 'nav.logout') })).toBeVisible();
      await expect(page.getByRole('link', { name: t('common', 'nav.login') })).toHaveCount(0);
      await shoot(page, 'unreachable-discover', language);

      // "Try again" while the server is still away asks it again, and the banner stays.
      const retry = banner.getByRole('button', { name: t('common', 'connection.retry') });
      const refusedBefore = refused;
      await retry.click();
      await expect.poll(() => refused).toBeGreaterThan(refusedBefore);
      await expect(retry).toBeEnabled({ timeout: 60_000 });
      await expect(banner).toContainText(t('common', 'connection.unreachableTitle'));

      // Back: the page recovers and the banner goes, by "Try again" or by the app's own next
      // request, whichever comes first (a live notification may ask the server before the click).
      await page.unroute(restApi());
      await expect(async () => {
        if (await retry.isVisible()) await retry.click({ timeout: 5_000 });
        await expect(banner).toHaveCount(0, { timeout: 5_000 });
      }).toPass({ timeout: 60_000 });
      await expect(page.getByText(t('discover', 'offline'))).toHaveCount(0);
      await expect(header).toHaveAttribute('data-account', 'verified');
    });

    test('the browser offline: banner at once, the page kept; back online it goes', async ({
      page,
      context,
    }) => {
      const user = await freshUser('company', 'verified');
      await useSession(page, user.email);
      await page.goto('/dashboard');
      const welcome = page.getByText(t('dashboard', 'welcome', { name: user.name }));
      await expect(welcome).toBeVisible();
      // The dashboard's sections and their code have all arrived (a chunk still on its way when the
      // network goes would fail: that is a first load while offline, not this test's subject).
      await page.waitForLoadState('networkidle');

      await context.setOffline(true);
      const banner = page.getByTestId('connection-banner');
      await expect(banner).toContainText(t('common', 'connection.offlineTitle'));
      await expect(welcome).toBeVisible();
      await expect(page.getByTestId('header-account')).toHaveAttribute('data-account', 'verified');
      await shoot(page, 'offline-dashboard', language);

      await context.setOffline(false);
      await expect(banner).toHaveCount(0);
      await expect(welcome).toBeVisible();
    });

    test('while the profile loads the header is neutral, never logged out', async ({ page }) => {
      const user = await freshUser('investor', 'verified');
      await useSession(page, user.email);
      // The profile's answer is held until the header has been looked at.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      let asked: () => void = () => undefined;
      const profileAsked = new Promise<void>((resolve) => (asked = resolve));
      await page.route(`${stackUnderTest().url}/rest/v1/profiles?**`, async (route) => {
        asked();
        await held;
        await route.continue();
      });
      await page.goto('/blog', { waitUntil: 'commit' });
      await profileAsked;
      const header = page.getByTestId('header-account');
      await expect(header).toHaveAttribute('data-account', 'unknown');
      await expect(header.getByRole('link', { name: t('common', 'nav.login') })).toHaveCount(0);
      await expect(header.getByRole('button', { name: t('common', 'nav.logout') })).toHaveCount(0);
      release();
      await expect(header).toHaveAttribute('data-account', 'verified');
    });

    test('a bad deal id is a not-found page in words, no raw database error', async ({ page }) => {
      const user = await freshUser('investor', 'verified');
      await useSession(page, user.email);
      for (const id of ['not-a-deal', '00000000-0000-4000-8000-000000000000']) {
        await page.goto(`/deals/${id}`);
        await expect(page.getByTestId('deal-not-found')).toHaveText(t('deals', 'page.notFound'));
        await expect(page.getByRole('heading', { level: 1 })).toContainText(
          t('deals', 'page.notFoundTitle'),
        );
        await expect(page.locator('body')).not.toContainText(/invalid input syntax|22P02|uuid/i);
      }
      await shoot(page, 'deal-not-found', language);
    });

    test('the pending page moves on by itself when the account is approved; its header is signed in', async ({
      page,
    }) => {
      const user = await freshUser('company', 'pending');
      await useSession(page, user.email);
      await page.goto('/verification-pending');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('auth', 'pending.title'));
      const header = page.getByTestId('header-account');
      await expect(header).toHaveAttribute('data-account', 'signed-in');
      await expect(header.getByRole('link', { name: t('common', 'nav.login') })).toHaveCount(0);
      await expect(header.getByRole('button', { name: t('common', 'nav.logout') })).toBeVisible();
      await shoot(page, 'pending-signed-in', language);

      const approved = await serviceClient()
        .from('profiles')
        .update({ verification_status: 'verified', verified_at: new Date().toISOString() })
        .eq('id', user.id);
      expect(approved.error).toBeNull();
      // Returning to the tab asks at once (the page also asks every 15 s on its own).
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      // Not complete yet (no billing details): the profile page, signed in and verified.
      await expect(page).toHaveURL(/\/profile$/, { timeout: 30_000 });
      await expect(header).toHaveAttribute('data-account', 'verified');
    });
  });
}
