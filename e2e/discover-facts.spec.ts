// Issue 30, discover on the facts, as a buyer on a phone in German: the filter panel's facts
// (region, EBITDA margin) and the order go into the URL, the database answers, and a shared link
// with them opens the same view.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { verifiedParty } from './support/deal-parties';
import { sessionPage } from './support/session';

const expect = baseExpect.configure({ timeout: 25_000 });
test.use({ actionTimeout: 15_000 });

// Seeded listings (supabase/seed.sql): Basel-Stadt, margin 10-15 %, 9,200,000 €; and Upper
// Austria, margin 5-10 % (not in Basel-Stadt).
const BASEL = 'Chain of nine physiotherapy clinics';
const UPPER_AUSTRIA = 'CNC-Zulieferer für Automotive';

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a buyer finds a listing by region and EBITDA margin and sorts by price (de, phone)', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const buyer = await verifiedParty(
    'investor',
    `Fakten Käufer ${Date.now().toString(36)}`,
    'e2e-facts',
  );
  const page = await sessionPage(browser, 'de', buyer.email, 390);
  await page.goto('/de/discover');
  await expect(page.getByText(/Deals angezeigt, neueste zuerst/)).toBeVisible();

  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await choose(page, 'Region (Bundesland / Kanton)', 'Basel-Stadt');
  await expect(page).toHaveURL(/region=CH-BS/);
  await expect(page.getByText(BASEL).first()).toBeVisible();
  await expect(page.getByText(UPPER_AUSTRIA)).toHaveCount(0);

  await choose(page, 'EBITDA-Marge mindestens', '15 %');
  await expect(page).toHaveURL(/margin=15-20/);
  await expect(page.getByText('Keine Deals gefunden')).toBeVisible();
  await choose(page, 'EBITDA-Marge mindestens', '10 %');
  await expect(page).toHaveURL(/margin=10-15/);
  await expect(page.getByText(BASEL).first()).toBeVisible();

  await choose(page, 'Reihenfolge', 'Höchster Preis zuerst');
  await expect(page).toHaveURL(/sort=price_desc/);
  await expect(page.getByText(/angezeigt, höchster Preis zuerst|gefunden/).first()).toBeVisible();

  // The link (here: a reload of it) opens the same view, the panel open with the chosen values.
  await page.goto(page.url());
  await expect(
    page.getByRole('combobox', { name: 'Region (Bundesland / Kanton)', exact: true }),
  ).toHaveValue('Basel-Stadt');
  await expect(page.getByRole('combobox', { name: 'Reihenfolge', exact: true })).toHaveValue(
    'Höchster Preis zuerst',
  );
  await expect(page.getByText(BASEL).first()).toBeVisible();

  // Clearing the filters brings every listing back, newest first.
  await page.getByRole('button', { name: 'Filter zurücksetzen' }).click();
  await expect(page).toHaveURL(/\/discover$/);
  await expect(page.getByText(/Deals angezeigt, neueste zuerst/)).toBeVisible();
});
