// The operator's key figures (issue 33) on a phone in German and on a desktop in English: the seeded
// admin opens the tab and reads each figure as admin_kpis() answered the page's own request (the
// figures' counting is tests/db/admin-kpis.test.ts's subject); switching the period asks again.
import { expect, test, type Page, type Response } from '@playwright/test';
import { formatEur, formatNumber } from '../src/lib/format';
import type { AdminKpis } from '../src/features/admin/api/get-admin-kpis';
import { ADMIN_EMAIL, type Language } from './support/accounts';
import { sessionPage } from './support/session';

const valueOf = (page: Page, tile: string) => page.getByTestId(tile).locator('[data-kpi-value]');

const isKpis = (weeks: number) => (response: Response) =>
  response.url().includes('/rest/v1/rpc/admin_kpis') &&
  response.request().method() === 'POST' &&
  response.request().postDataJSON()?.p_weeks === weeks;

async function openKeyFigures(page: Page, language: Language): Promise<AdminKpis> {
  await page.goto('/dashboard');
  const answer = page.waitForResponse(isKpis(12));
  await page.getByRole('tab', { name: language === 'de' ? 'Kennzahlen' : 'Key figures' }).click();
  const response = await answer;
  expect(response.status()).toBe(200);
  return (await response.json()) as AdminKpis;
}

for (const [language, width] of [
  ['de', 390],
  ['en', 1280],
] as const) {
  test(`key figures show what admin_kpis answered (${language}, ${width} px)`, async ({
    browser,
  }) => {
    const page = await sessionPage(browser, language, ADMIN_EMAIL, width);
    const kpis = await openKeyFigures(page, language);
    const figures = page.getByTestId('admin-kpis');
    await expect(figures).toBeVisible();

    const signups = kpis.weeks.reduce((total, week) => total + week.signups, 0);
    await expect(valueOf(page, 'kpi-signups')).toHaveText(formatNumber(signups, language));
    const verified = kpis.weeks.reduce((total, week) => total + week.verified, 0);
    await expect(valueOf(page, 'kpi-verified')).toHaveText(formatNumber(verified, language));
    const thisWeek = kpis.weeks[kpis.weeks.length - 1];
    await expect(valueOf(page, 'kpi-verification-time')).toHaveText(
      thisWeek.median_hours_to_verification == null
        ? '–'
        : `${formatNumber(thisWeek.median_hours_to_verification, language)} h`,
    );
    await expect(valueOf(page, 'kpi-access-fees')).toHaveText(
      formatEur(kpis.access_fees.amount_eur, language),
    );
    await expect(
      page.getByTestId('kpi-funnel').locator('[data-step="views"] td').last(),
    ).toHaveText(formatNumber(kpis.funnel.views, language));
    await expect(page.getByTestId('kpi-weeks')).toBeVisible();
    // Nothing wider than the page on a phone.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    // Another period is another request, and its figures replace the first.
    const longer = page.waitForResponse(isKpis(52));
    await figures.getByText(language === 'de' ? '52 Wochen' : '52 weeks', { exact: true }).click();
    const year = (await (await longer).json()) as AdminKpis;
    expect(year.weeks).toHaveLength(52);
    const yearSignups = year.weeks.reduce((total, week) => total + week.signups, 0);
    await expect(valueOf(page, 'kpi-signups')).toHaveText(formatNumber(yearSignups, language));
    await page.context().close();
  });
}
