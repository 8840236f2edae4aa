// The operator's key figures (issue 33) on a phone in German and on a desktop in English: the seeded
// admin opens the tab and reads each figure as admin_kpis() answered the page's own request (the
// figures' counting is tests/db/admin-kpis.test.ts's subject); switching the period asks again.
import { expect, test, type Page, type Response } from '@playwright/test';
import { formatEur, formatNumber } from '../src/lib/format';
import type { AdminKpis } from '../src/features/admin/api/get-admin-kpis';
import { ADMIN_EMAIL, type Language } from './support/accounts';
import { sessionPage } from './support/session';

const SHOTS = process.env.E2E_SHOTS ?? '/work/shots/h33s';

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

// Issue 33: every figure opens the list of the rows it counts. A past week's figures are fixed (no
// other test writes there), so the list's count must equal them exactly; the tiles open their lists
// with the window they count (tests/db/admin-kpis.test.ts checks those counts in the database).
for (const [language, width] of [
  ['en', 1280],
  ['de', 390],
] as const) {
  test(`a figure opens the list of the rows it counts, with the same count (${language}, ${width} px)`, async ({
    browser,
  }) => {
    const page = await sessionPage(browser, language, ADMIN_EMAIL, width);
    const kpis = await openKeyFigures(page, language);
    const figures = page.getByTestId('admin-kpis');
    await expect(page.getByTestId('kpi-chart-accounts')).toBeVisible();
    await expect(page.getByTestId('kpi-chart-market')).toBeVisible();
    await page.screenshot({
      path: `${SHOTS}/admin-kpis-${language}-${width}.png`,
      fullPage: true,
    });
    const past = kpis.weeks.slice(0, -1).reverse();
    const range = page.getByTestId('list-range');

    // The latest past week with listings: its figure opens exactly those listings.
    const listingsWeek = past.find((week) => week.listings_published > 0);
    expect(listingsWeek, 'the seed publishes listings every week').toBeDefined();
    await figures
      .locator(`tr[data-week="${listingsWeek!.week_start}"] [data-field="listings"] button`)
      .click();
    await expect(page.getByTestId('period-filter')).toBeVisible();
    await expect(range).toHaveAttribute('data-total', String(listingsWeek!.listings_published));
    await page.screenshot({
      path: `${SHOTS}/admin-kpi-listings-${language}-${width}.png`,
      fullPage: true,
    });

    // The latest past week with sign-ups, if the seed has one in the window: the same for users.
    const signupsWeek = past.find((week) => week.signups > 0);
    if (signupsWeek) {
      await page
        .getByRole('tab', { name: language === 'de' ? 'Kennzahlen' : 'Key figures' })
        .click();
      await figures
        .locator(`tr[data-week="${signupsWeek.week_start}"] [data-field="signups"] button`)
        .click();
      await expect(page.getByTestId('period-filter')).toBeVisible();
      await expect(range).toHaveAttribute('data-total', String(signupsWeek.signups));
    }

    // A tile opens its list with the whole window: the note names it, and "Show all" lifts it.
    await page.getByRole('tab', { name: language === 'de' ? 'Kennzahlen' : 'Key figures' }).click();
    await page.getByTestId('kpi-access-decisions').click();
    const decisions = page.getByTestId('access-decisions');
    await expect(decisions.getByTestId('period-filter')).toBeVisible();
    // The window ends at the figures' `until`, so later decisions stay out; one that other test
    // files committed while the figures were read may join it (its decided_at is its
    // transaction's start), hence "at least" here; the exact count of a window nobody else writes
    // is tests/db/admin-kpis.test.ts's, and the past weeks' above.
    const tile = kpis.weeks.reduce((sum, week) => sum + week.access_decisions, 0);
    await expect(decisions.getByTestId('list-range')).toHaveAttribute('data-total', /\d+/);
    const total = Number(await decisions.getByTestId('list-range').getAttribute('data-total'));
    expect(total).toBeGreaterThanOrEqual(tile);
    expect(total).toBeLessThanOrEqual(tile + 5);
    await page.screenshot({
      path: `${SHOTS}/admin-kpi-decisions-${language}-${width}.png`,
      fullPage: true,
    });
    await decisions
      .getByRole('button', { name: language === 'de' ? 'Alle zeigen' : 'Show all' })
      .click();
    await expect(decisions).toHaveCount(0);
    await page.context().close();
  });
}
