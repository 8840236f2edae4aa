// Saved searches, alerts and seller analytics (issue 19), in English (the German pages are covered
// by the per-route sweep; the alert email is checked in the language of its German buyer):
// - a buyer saves the search of /discover under a name, finds it in the profile and renames it; a
//   seller publishes a matching listing: the buyer's bell counts up without a reload, its notice
//   opens /discover with the search, the email is in the local inbox in the buyer's language (German,
//   on English pages) with
//   the same link;
// - a seller sees how many verified buyers match a new listing and invites one of them (who gets
//   the invitation as a notice), then opens the listing's analytics on the dashboard: the figures
//   and the funnel chart come from the data (one view, one inquiry); the matching buyer finds the
//   listing first under "Recommended for you", with the reasons.
// Screenshots of each at 390 and 1366 px go to the test's output folder. The users' sessions come
// from Auth's API (signing in is accounts.spec's subject).
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { uniqueStamp } from './support/stamp';
import { serviceClient } from '../tests/support/accounts';
import { waitForMail, type Mail } from '../tests/support/mail';
import { prepare, texts, type Language } from './support/accounts';
import { openOwnListing, verifiedParty, type FreshUser } from './support/deal-parties';
import { sessionPage, useSession } from './support/session';

const expect = baseExpect.configure({ timeout: 25_000 });

/** The alert's subject in German (tests/stack/search-match-email.test.ts checks both languages). */
const GERMAN_SUBJECT = (name: string) => `DealBridge: Neues Inserat für Ihre Suche „${name}“`;

function freshUser(
  label: string,
  role: 'company' | 'investor',
  name: string,
  language: Language,
): Promise<FreshUser> {
  return verifiedParty(role, name, `e2e-${label}`, language);
}

async function bellCount(page: Page): Promise<number> {
  return Number(await page.getByTestId('notification-count').getAttribute('data-count'));
}

/** The app path of the mail's button (the stack's site URL is not the served build's). */
function linkPath(mail: Mail, path: RegExp): string {
  const hrefs = [...mail.html.matchAll(/href="([^"]+)"/g)].map((match) =>
    match[1].replaceAll('&amp;', '&'),
  );
  const href = hrefs.find((candidate) => path.test(new URL(candidate).pathname));
  if (!href) throw new Error(`no link to ${path} in "${mail.subject}"`);
  const url = new URL(href);
  return `${url.pathname}${url.search}`;
}

/** The page (what the viewport shows) or one part of it, at 390 and 1366 px. */
async function shoot(page: Page, name: string, part?: Locator) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const path = test.info().outputPath(`${name}-${width}.png`);
    if (part) await part.screenshot({ path });
    else await page.screenshot({ path });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

const stamp = () => uniqueStamp(8);

const lang = 'en' as const;

test.describe('saved searches and analytics', () => {
  test('a saved search alerts its owner when a matching listing is published: bell and email', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const t = texts(lang);
    const id = stamp();
    const keyword = `Alert${id}`;
    // The buyer reads German: the alert email follows the account's language, not the page's.
    const buyer = await freshUser('alert-buyer', 'investor', `Alma Alert ${id}`, 'de');
    const seller = await freshUser('alert-seller', 'company', `Sami Seller ${id}`, 'en');

    await prepare(page, lang);
    await useSession(page, buyer.email);
    await page.goto(`/discover?q=${keyword}&industry=Technology`);
    const save = page.getByTestId('save-search');
    await expect(save).toHaveText(t('savedSearches', 'save.button'));
    await save.click();
    const dialog = page.getByRole('dialog', { name: t('savedSearches', 'save.title') });
    const name = dialog.getByLabel(t('savedSearches', 'save.nameLabel'));
    // Proposed: the search in words.
    await expect(name).toHaveValue(new RegExp(keyword));
    await shoot(page, `save-search-${lang}`);
    await name.fill(`Tech ${id}`);
    await dialog.getByRole('button', { name: t('savedSearches', 'save.submit') }).click();
    await expect(dialog).toBeHidden();
    await expect(save).toHaveText(t('savedSearches', 'save.saved'));

    // Listed in the profile; renamed there.
    await page.goto('/profile?tab=searches');
    const item = page.getByTestId('saved-search').filter({ hasText: `Tech ${id}` });
    await expect(item).toBeVisible();
    await item
      .getByRole('button', { name: `${t('savedSearches', 'list.rename')}: Tech ${id}` })
      .click();
    const rename = item.getByLabel(t('savedSearches', 'list.nameLabel', { name: `Tech ${id}` }));
    await rename.fill(`Cloud ${id}`);
    await item.getByRole('button', { name: t('savedSearches', 'list.save') }).click();
    const renamed = page.getByTestId('saved-search').filter({ hasText: `Cloud ${id}` });
    await expect(renamed).toBeVisible();
    await shoot(page, `saved-searches-${lang}`, page.locator('main'));

    // A matching listing is published; the bell counts up without a reload.
    await page.goto('/dashboard');
    const bell = page.getByTestId('notification-bell');
    await expect(bell).toBeVisible();
    await expect.poll(() => bellCount(page)).toBeGreaterThan(0); // account notices
    // The bell follows new notices once its subscription is up (loaded after the page).
    await expect(bell).toHaveAttribute('data-live', 'live');
    const before = await bellCount(page);
    const { error } = await seller.client.rpc('create_listing', {
      p_type: 'sell',
      p_title: `Alarm ${id} GmbH`,
      p_industry: 'Technology',
      p_revenue: '1M-2M',
      p_employees: '11-50',
      p_location: 'Germany',
      p_description: 'Confidential',
      p_anonymized_description: `Cloud software company ${keyword}`,
    });
    expect(error).toBeNull();
    await expect.poll(() => bellCount(page), { timeout: 20_000 }).toBe(before + 1);
    await bell.click();
    const title = t('notifications', 'kinds.search.match.title', { search: `Cloud ${id}` });
    const notice = page
      .getByTestId('notification-list')
      .getByRole('button', { name: new RegExp(title) });
    await expect(notice).toBeVisible();
    await notice.click();
    // The notice opens /discover with the search, where the new listing is.
    await expect(page).toHaveURL(new RegExp(`/discover\\?.*q=${keyword}`));
    await expect(page.getByRole('article').filter({ hasText: keyword })).toBeVisible();

    // The email, in the buyer's language (German), with a link to the same search.
    const mail = await waitForMail(
      buyer.email,
      (m) => m.subject === GERMAN_SUBJECT(`Cloud ${id}`),
      30_000,
    );
    expect(mail.html).toContain('lang="de"');
    await page.goto(linkPath(mail, /^\/discover$/));
    await expect(page.getByRole('article').filter({ hasText: keyword })).toBeVisible();
  });

  test('the seller sees the matching buyers and the funnel of a listing from the data', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const t = texts(lang);
    const id = stamp();
    const seller = await freshUser('funnel-seller', 'company', `Sven Funnel ${id}`, lang);
    const buyer = await freshUser('funnel-buyer', 'investor', `Bo Funnel ${id}`, 'en');
    // A buyer whose investment profile fits the listing below (Services, 1M-10M, Austria).
    const country = 'Austria';
    const match = await freshUser('match-buyer', 'investor', `Mia Match ${id}`, 'en');
    const profile = await match.client.from('investment_profiles').upsert({
      user_id: match.id,
      industries: ['Services'],
      locations: [country],
      revenue_min: '1M-2M',
      revenue_max: '5M-10M',
      timeframe: 'within_6_months',
    });
    expect(profile.error).toBeNull();
    const { data: listingId, error } = await seller.client.rpc('create_listing', {
      p_type: 'sell',
      p_title: `Trichter ${id} GmbH`,
      p_industry: 'Services',
      p_revenue: '2M-5M',
      p_employees: '11-50',
      p_location: country,
      p_description: 'Confidential',
      p_anonymized_description: `Services company ${id}`,
    });
    expect(error).toBeNull();

    // Matching counts verified buyers only: the buyer fits but has no band yet. Then a band
    // (the admin's review is buyer-profiles.spec's subject; here it is given directly): one more
    // match, whose anonymised reference is the one that was not there before.
    const matchingBuyers = async () => {
      const result = await seller.client.rpc('listing_matching_buyers', {
        p_listing_id: listingId!,
      });
      expect(result.error).toBeNull();
      return result.data as { count: number; buyers: { ref: string; band: string }[] };
    };
    const before = await matchingBuyers();
    const band = await serviceClient()
      .from('buying_capacity')
      .insert({
        user_id: match.id,
        band: 'over_10m',
        expires_at: new Date(Date.now() + 180 * 86400_000).toISOString(),
      });
    expect(band.error).toBeNull();
    const after = await matchingBuyers();
    expect(after.count).toBe(before.count + 1);
    const known = new Set(before.buyers.map((b) => b.ref));
    const position = after.buyers.findIndex((b) => !known.has(b.ref));
    expect(position).toBeGreaterThanOrEqual(0);
    expect(after.buyers[position].band).toBe('over_10m');

    expect(
      (await buyer.client.rpc('record_listing_view', { p_listing_id: listingId! })).error,
    ).toBeNull();
    expect(
      (
        await buyer.client
          .from('inquiries')
          .insert({ listing_id: listingId!, message: 'We would like to talk.' })
      ).error,
    ).toBeNull();

    await prepare(page, lang);
    await useSession(page, seller.email);
    await page.goto('/dashboard');
    await openOwnListing(page);

    // Matching buyers: the count, the anonymised list (no name), an invitation.
    const toggle = page.getByTestId('matching-buyers-toggle');
    const count = String(after.count);
    await expect(toggle).toHaveText(
      t('matching', after.count === 1 ? 'buyers.toggle_one' : 'buyers.toggle_other', { count }),
    );
    await toggle.click();
    const list = page.getByTestId('matching-buyers');
    await expect(list).toBeVisible();
    await expect(list).not.toContainText(match.name);
    const row = list.getByTestId('matching-buyer').nth(position);
    await expect(row).toContainText(t('matching', 'buyers.buyer', { n: String(position + 1) }));
    await expect(row).toContainText(
      t('matching', 'buyers.band', { band: t('matching', 'bands.over_10m') }),
    );
    await expect(row).toContainText(t('matching', 'timeframes.within_6_months'));
    await shoot(
      page,
      `matching-buyers-${lang}`,
      page.getByRole('listitem', { name: `Trichter ${id} GmbH`, exact: true }),
    );
    await row.getByRole('button', { name: t('matching', 'buyers.invite') }).click();
    await expect(row).toContainText(t('matching', 'buyers.invited'));
    // The invited buyer (and no one else of this listing's matches) gets the notice.
    await expect
      .poll(async () => {
        const { data } = await match.client
          .from('notifications')
          .select('kind, link')
          .eq('kind', 'listing.invitation');
        return data;
      })
      .toEqual([
        { kind: 'listing.invitation', link: `/discover?industry=Services&location=${country}` },
      ]);
    await toggle.click();

    await page.getByTestId('analytics-toggle').first().click();
    const panel = page.getByTestId('listing-analytics');
    await expect(panel.locator('[data-step="views"] dd')).toHaveText('1');
    await expect(panel.locator('[data-step="inquiries"] dd')).toHaveText('1');
    await expect(panel.locator('[data-step="ndas"] dd')).toHaveText('0');
    // The funnel chart is drawn (recharts' SVG) with its steps' names.
    const funnel = panel.getByTestId('analytics-funnel');
    await expect(funnel.locator('svg.recharts-surface')).toBeVisible();
    await expect(funnel).toContainText(t('analytics', 'steps.inquiries'));
    await expect(
      panel.getByTestId('analytics-weeks').locator('svg.recharts-surface'),
    ).toBeVisible();
    await panel.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0); // no tooltip over the chart
    await shoot(page, `analytics-${lang}`, panel);

    // The matching buyer finds the listing first under "Recommended for you", with the reasons.
    const buyerPage = await sessionPage(browser, lang, match.email);
    await buyerPage.goto('/dashboard');
    const recommended = buyerPage.getByTestId('recommended');
    await expect(recommended).toContainText(t('matching', 'recommended.title'));
    const first = recommended.getByTestId('recommended-listing').first();
    await expect(first).toContainText(`Services company ${id}`);
    for (const reason of ['industry', 'location', 'revenue'])
      await expect(first).toContainText(t('matching', `reasons.${reason}`));
    await recommended.scrollIntoViewIfNeeded();
    await shoot(buyerPage, `recommended-${lang}`, recommended);
    await buyerPage.context().close();
  });
});
