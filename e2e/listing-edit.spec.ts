// Issue 30, as a new seller on a phone in German: the asking price and three years of figures
// typed the German way are read back before saving ("2,5 Mio" = 2.500.000 €, "2,500" is asked
// about), the listing is saved as a draft (only its owner sees it), edited and published.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { accessGranted, verifiedParty } from './support/deal-parties';
import { sessionPage } from './support/session';

const expect = baseExpect.configure({ timeout: 25_000 });
test.use({ actionTimeout: 15_000 });

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a German seller on a phone types figures the German way, saves a draft, edits and publishes it', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const seller = await verifiedParty('company', `Sabine Verkauf ${stamp}`, 'e2e-listing-edit');
  const page = await sessionPage(browser, 'de', seller.email, 390);
  const title = `Präzisionsteile ${stamp} GmbH`;
  const year = Number(
    new Intl.DateTimeFormat('en', { timeZone: 'Europe/Berlin', year: 'numeric' }).format(
      new Date(),
    ),
  );

  await page.goto('/de/dashboard');
  await page.getByRole('button', { name: 'Inserat erstellen' }).first().click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Titel').fill(title);
  await choose(page, 'Branche', 'Energie');
  await choose(page, 'Umsatzklasse', '2–5 Mio. €');
  await choose(page, 'Mitarbeiterzahl', '11–50 Mitarbeitende');
  await choose(page, 'Standort', 'Deutschland');

  // "2,5 Mio" is read back as 2.500.000 € before saving (it used to become 25 €).
  const price = form.getByLabel('Kaufpreisvorstellung (EUR)');
  await price.fill('2,5 Mio');
  await expect(form.getByText('= 2.500.000 €')).toBeVisible();
  // "2,500" is 2,5 in German and 2.500 in English: the form asks instead of guessing.
  await price.fill('2,500');
  await expect(form.getByRole('group', { name: 'Welchen Betrag meinen Sie?' })).toBeVisible();
  await price.fill('2,5 Mio');

  await form.getByLabel(`Umsatz ${year - 3}`).fill('3,9 Mio');
  await form.getByLabel(`EBITDA ${year - 3}`).fill('380.000');
  await form.getByLabel(`Umsatz ${year - 2}`).fill('4,2 Mio');
  await form.getByLabel(`EBITDA ${year - 2}`).fill('450k');
  await form.getByLabel(`Umsatz ${year - 1}`).fill('4.700.000 €');
  await form.getByLabel(`EBITDA ${year - 1}`).fill('0,6 Mio');
  await expect(form.getByText('= 4.700.000 €')).toBeVisible();
  await choose(page, 'Region (Bundesland / Kanton)', 'Bayern');
  await choose(page, 'Verkaufsgrund', 'Nachfolge');

  // A failed submit keeps the values and names what is missing.
  await form.getByRole('button', { name: 'Als Entwurf speichern' }).click();
  await expect(
    form.getByRole('alert').filter({ hasText: 'Vertrauliche Beschreibung' }),
  ).toBeVisible();
  await expect(price).toHaveValue('2,5 Mio');
  await form.getByLabel('Vertrauliche Beschreibung').fill(`${title} – Zulieferer in Bayern.`);
  await form
    .getByLabel('Anonymer Teaser')
    .fill(`Präzisionsteile-Hersteller ${stamp} mit Stammkunden.`);
  await form.getByRole('button', { name: 'Als Entwurf speichern' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  const card = page.getByRole('listitem').filter({ hasText: title });
  await expect(card.getByTestId('own-listing-state')).toHaveText('Entwurf');

  // The preview before publishing: a visitor sees no name and no exact figures, a buyer with
  // access sees both; in English on request.
  await card
    .getByRole('button', { name: `Inserat ${title} so ansehen, wie Käufer es sehen` })
    .click();
  const preview = page.getByRole('dialog', { name: 'Vorschau: so sehen Käufer Ihr Inserat' });
  const shown = preview.getByTestId('listing-preview');
  await expect(shown).toContainText('Kaufpreis: 2.500.000 €');
  await expect(shown).toContainText('Bayern');
  await expect(shown).not.toContainText(title);
  await expect(shown).not.toContainText('4.700.000 €');
  await preview.getByText('Mit Zugang', { exact: true }).click();
  await expect(shown.getByRole('heading', { name: title })).toBeVisible();
  await expect(shown.getByRole('row', { name: `${year - 1} 4.700.000 € 600.000 €` })).toBeVisible();
  await preview.getByText('EN', { exact: true }).click();
  await expect(shown).toContainText('Asking price: €2,500,000');
  await expect(shown).toHaveAttribute('lang', 'en');
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  // Edit the draft: the figures come back as typed values, the price is corrected; publish.
  await card.getByRole('button', { name: `Inserat ${title} bearbeiten` }).click();
  const edit = page.getByRole('dialog');
  await expect(edit.getByLabel(`Umsatz ${year - 1}`)).toHaveValue('4.700.000');
  await expect(edit.getByLabel('Kaufpreisvorstellung (EUR)')).toHaveValue('2.500.000');
  await edit.getByLabel('Kaufpreisvorstellung (EUR)').fill('2,3 Mio');
  await expect(edit.getByText('= 2.300.000 €')).toBeVisible();
  await edit.getByRole('button', { name: 'Veröffentlichen' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(card.getByTestId('own-listing-state')).toHaveText('Aktiv');
});

test('a buyer with access sees the seller’s corrections marked on the deal page and in the deal list (de)', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const [seller, buyer] = await Promise.all([
    verifiedParty('company', `Sven Korrektur ${stamp}`, 'e2e-listing-fix-seller'),
    verifiedParty('investor', `Berta Käuferin ${stamp}`, 'e2e-listing-fix-buyer'),
  ]);
  const year = Number(
    new Intl.DateTimeFormat('en', { timeZone: 'Europe/Berlin', year: 'numeric' }).format(
      new Date(),
    ),
  );
  const listing = {
    p_type: 'sell' as const,
    p_title: `Korrektur ${stamp} GmbH`,
    p_industry: 'Manufacturing' as const,
    p_revenue: '2M-5M' as const,
    p_employees: '11-50' as const,
    p_location: 'Germany' as const,
    p_description: 'Vertrauliche Beschreibung',
    p_anonymized_description: `Zulieferer ${stamp} für Maschinenbau`,
  };
  const figures = (ebitda: number) => [
    { year: year - 2, revenue_eur: 4_000_000, ebitda_eur: 400_000 },
    { year: year - 1, revenue_eur: 4_500_000, ebitda_eur: ebitda },
  ];
  const created = await seller.client.rpc('create_listing', {
    ...listing,
    p_asking_price_eur: 3_000_000,
    p_financials: figures(520_000),
  } as never);
  expect(created.error).toBeNull();
  const listingId = created.data as string;
  const dealId = await accessGranted(buyer, seller, listingId);

  // The seller corrects the price and last year's EBITDA (the form's own path is the test above).
  const edited = await seller.client.rpc('update_listing', {
    ...listing,
    p_listing_id: listingId,
    p_asking_price_eur: 2_750_000,
    p_financials: figures(610_000),
  } as never);
  expect(edited.error).toBeNull();

  const page = await sessionPage(browser, 'de', buyer.email, 390);
  await page.goto(`/deals/${dealId}`);
  const changes = page.getByRole('region', { name: 'Das Inserat wurde aktualisiert' });
  await expect(changes).toContainText('3.000.000 € → 2.750.000 €');
  await expect(changes).toContainText('520.000 € → 610.000 €');
  await expect(changes).toContainText(`${year - 1}`);

  await page.goto('/dashboard');
  const entry = page.getByRole('listitem').filter({ hasText: `Korrektur ${stamp} GmbH` });
  await expect(entry).toContainText('Inserat aktualisiert am');

  // The seller's audit trail keeps who changed what.
  const own = await sessionPage(browser, 'de', seller.email, 1366);
  await own.goto('/dashboard');
  const edits = own
    .getByRole('list', { name: 'Protokolleinträge' })
    .getByRole('listitem')
    .filter({ hasText: 'Inserat bearbeitet' })
    .filter({ hasText: `Korrektur ${stamp} GmbH` });
  await expect(edits.filter({ hasText: 'Geändert: Kaufpreis' })).toHaveCount(1);
  await expect(edits.filter({ hasText: `Geändert: EBITDA ${year - 1}` })).toHaveCount(1);
  await expect(edits.first()).toContainText(`Durch: Sven Korrektur ${stamp}`);
});
