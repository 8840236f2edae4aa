// The rest of issue 16 and the responsiveness of issue 18, end to end in Chromium, in English and
// German: "My deals" counts a deal's unread messages and counts up live; the deal page asks for
// its data and the last 50 messages in two requests sent together; the owner's pipeline shows
// the unread messages and the owner's median time to first reply ("no data yet" below 3 answered
// deals); a request unanswered three weeks is shown stale to the buyer; the admin's list of every
// deal opens a deal page where the admin decides in the owner's place. Screenshots at 390 and
// 1366 px go to artifacts/deals-rest-screens/.
import { randomUUID } from 'node:crypto';
import {
  expect as baseExpect,
  test,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import {
  serviceClient as service,
  signUp,
  uniqueEmail,
  type FreshUser,
} from '../tests/support/accounts';
import { withDb } from '../tests/support/db';
import {
  ADMIN_EMAIL,
  passAdminTotp,
  prepare,
  signInAs,
  texts,
  type Language,
} from './support/accounts';

test.describe.configure({ mode: 'serial' });
// A lister's dashboard loads a lot at once; on a machine shared by several test runs it takes time.
const expect = baseExpect.configure({ timeout: 30_000 });
test.use({ actionTimeout: 30_000 });

async function fresh(role: 'company' | 'investor', label: string): Promise<FreshUser> {
  const email = uniqueEmail(`e2e-rest-${label}`, 'example.com');
  const name = `${role === 'company' ? 'Rita Reply' : 'Bo Buyer'} ${label}`;
  return signUp({
    email,
    name,
    metadata: { name, role, phone_number: '+49 30 1234567' },
    status: 'verified',
  });
}

async function listingOf(owner: FreshUser, title: string, teaser: string): Promise<string> {
  const { data, error } = await owner.client.rpc('create_listing', {
    p_type: 'sell',
    p_industry: 'Technology',
    p_revenue: '1M-2M',
    p_employees: '11-50',
    p_location: 'Germany',
    p_title: title,
    p_description: 'Vertrauliche Beschreibung',
    p_anonymized_description: teaser,
    p_full_details: 'Secret numbers',
  });
  if (error) throw new Error(error.message);
  return data as string;
}

async function inquire(buyer: FreshUser, listingId: string): Promise<string> {
  const inquiry = await buyer.client.from('inquiries').insert({
    user_id: buyer.id,
    listing_id: listingId,
    message: 'We are interested, please tell us more.',
  });
  if (inquiry.error) throw new Error(inquiry.error.message);
  const { data } = await buyer.client
    .from('deals')
    .select('id')
    .eq('listing_id', listingId)
    .single();
  return data!.id;
}

async function send(who: FreshUser, dealId: string, body: string) {
  const { error } = await who.client.rpc('send_deal_message', {
    p_deal_id: dealId,
    p_body: body,
    p_client_id: randomUUID(),
  });
  if (error) throw new Error(error.message);
}

async function maintenance() {
  const { error } = await service().rpc('run_deal_maintenance', {});
  if (error) throw new Error(error.message);
}

async function open(browser: Browser, language: Language, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await prepare(page, language);
  await signInAs(page, language, email);
  // A buyer without billing details lands on the profile first.
  if (!/\/dashboard/.test(page.url())) await page.goto('/dashboard');
  return page;
}

async function shoot(page: Page, language: Language, name: string, part: Locator) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await part.scrollIntoViewIfNeeded();
    await part.screenshot({
      path: `artifacts/deals-rest-screens/${name}-${language}-${width}.png`,
    });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

for (const language of ['en', 'de'] as const) {
  test(`unread counts, two requests, reply time, stale requests and the admin's deals (${language})`, async ({
    browser,
  }) => {
    test.setTimeout(360_000);
    const t = texts(language);
    const [seller, buyer, other1, other2] = await Promise.all([
      fresh('company', `seller-${language}`),
      fresh('investor', `buyer-${language}`),
      fresh('investor', `o1-${language}`),
      fresh('investor', `o2-${language}`),
    ]);
    const token = randomUUID()
      .replace(/[^a-f]/g, '')
      .slice(0, 8);
    const title = `Reply Time Software ${language.toUpperCase()} ${token}`;
    // The teaser carries the token: a buyer without access finds the listing by its teaser.
    const teaser = `Software company for tax advisors, reference ${token}`;
    const listing = await listingOf(seller, title, teaser);
    const dealId = await inquire(buyer, listing);
    await send(seller, dealId, 'Thank you for your interest.');
    await send(seller, dealId, 'When would you like to talk?');

    // My deals: the deal with 2 unread messages, then 3 without a reload.
    const buyerPage = await open(browser, language, buyer.email);
    const myDeals = buyerPage.getByRole('region', { name: t('deals', 'myDeals.heading') });
    const row = myDeals.getByRole('listitem').filter({ has: buyerPage.getByTestId('deal-unread') });
    await expect(row.getByTestId('deal-unread')).toHaveText(/^2/);
    await shoot(buyerPage, language, 'my-deals-unread', myDeals);
    await send(seller, dealId, 'I have just sent the figures.');
    await expect(row.getByTestId('deal-unread')).toHaveText(/^3/);

    // The deal page: its data and the last 50 messages, two requests sent at once.
    // Times come from the browser's own request timing: the test process may take the events of
    // a fast load in one burst, when its clock would give every request the same start and end.
    const calls: { path: string; started: number; ended: number }[] = [];
    const apiOrigin = new URL(process.env.SUPABASE_URL!).origin;
    buyerPage.on('requestfinished', (request) => {
      if (!request.url().startsWith(apiOrigin) || request.method() === 'OPTIONS') return;
      const timing = request.timing();
      calls.push({
        path: new URL(request.url()).pathname,
        started: timing.startTime,
        ended: timing.startTime + timing.responseEnd,
      });
    });
    await buyerPage.goto(`/deals/${dealId}`);
    await expect(buyerPage.getByText('I have just sent the figures.')).toBeVisible();
    await expect(
      buyerPage.getByRole('heading', { name: t('deals', 'next.heading') }),
    ).toBeVisible();
    const dealData = calls
      .filter((c) => /\/rpc\/(deal_overview|deal_thread)$/.test(c.path))
      .sort((a, b) => a.started - b.started);
    // The page loads with two requests: the deal and the thread, sent together (the second starts
    // before the first has answered), and nothing else of the deal's data until both have
    // answered. A later revalidation (the cache's 5 s freshness on a slow machine) is not the load.
    const [first, second] = dealData;
    expect([first, second].map((c) => c.path.split('/').pop()).sort()).toEqual([
      'deal_overview',
      'deal_thread',
    ]);
    expect(second.started).toBeLessThanOrEqual(first.ended);
    const loaded = Math.max(first.ended, second.ended);
    expect(dealData.filter((c) => c.started < loaded)).toHaveLength(2);

    // The owner's pipeline: the buyer's unread message, and no reply time yet.
    await send(buyer, dealId, 'Received, thank you.');
    const sellerPage = await open(browser, language, seller.email);
    const pipeline = sellerPage.getByRole('region', {
      name: t('deals', 'pipeline.heading', { title }),
      exact: true,
    });
    await expect(pipeline.getByTestId('deal-unread')).toHaveText(/^1/);
    await expect(pipeline.getByTestId('response-time')).toHaveText(
      t('deals', 'responseTime.own.noData'),
    );

    // Three answered deals (1 h, 2 h, 5 h after the buyer's first message): the median is 2 hours.
    const others = [await inquire(other1, listing), await inquire(other2, listing)];
    for (const [id, hours] of [
      [dealId, 1],
      [others[0], 2],
      [others[1], 5],
    ] as const)
      await withDb((db) =>
        db.query(
          `update public.deals set buyer_first_message_at = now() - interval '3 days',
             owner_first_reply_at = now() - interval '3 days' + make_interval(hours => $2) where id = $1`,
          [id, hours],
        ),
      );
    await maintenance();
    await sellerPage.reload();
    const hours = language === 'en' ? '2 hours' : '2 Stunden';
    await expect(pipeline.getByTestId('response-time')).toContainText(hours);
    await shoot(sellerPage, language, 'pipeline-reply-time', pipeline);

    // The buyer sees the same figure on the listing.
    await buyerPage.goto(`/discover?q=${token}`);
    const card = buyerPage.getByRole('article').filter({ hasText: token }).first();
    await card.getByRole('button', { name: t('deals', 'actions.view') }).click();
    await expect(buyerPage.getByRole('dialog').getByTestId('response-time')).toContainText(hours);
    await buyerPage.keyboard.press('Escape');

    // A first message unanswered for three weeks despite the reminder: stale for the buyer.
    const stale = await inquire(other2, await listingOf(seller, `${title} B`, `${teaser} B`));
    await withDb((db) =>
      db.query(
        `update public.deals set buyer_first_message_at = now() - interval '22 days',
           message_reminded_at = now() - interval '8 days' where id = $1`,
        [stale],
      ),
    );
    await maintenance();
    const stalePage = await open(browser, language, other2.email);
    await expect(
      stalePage
        .getByRole('region', { name: t('deals', 'myDeals.heading') })
        .getByText(t('deals', 'stale.buyerShort')),
    ).toBeVisible();
    await stalePage.goto(`/deals/${stale}`);
    await expect(stalePage.getByTestId('deal-stale')).toContainText(t('deals', 'stale.title'));
    await shoot(stalePage, language, 'deal-stale', stalePage.getByTestId('deal-stale'));

    // The admin lists every deal, filters by stage and opens this one.
    const adminPage = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await prepare(adminPage, language);
    await signInAs(adminPage, language, ADMIN_EMAIL);
    await passAdminTotp(adminPage, language);
    await adminPage.getByRole('tab', { name: t('admin', 'tabs.deals'), exact: true }).click();
    await adminPage
      .getByRole('combobox', { name: t('admin', 'deals.filterLabel'), exact: true })
      .click();
    await adminPage
      .getByRole('option', { name: t('deals', 'stages.interested'), exact: true })
      .click();
    const table = adminPage.getByRole('table', { name: t('admin', 'deals.tableLabel') });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await shoot(adminPage, language, 'admin-deals', adminPage.getByRole('tabpanel'));
    const link = table.getByRole('link', {
      name: t('admin', 'deals.open', { listing: `${title} B`, buyer: other2.name }),
    });
    await expect(link).toBeVisible();
    await link.click();
    await expect(adminPage).toHaveURL(new RegExp(`/deals/${stale}$`));
    await expect(
      adminPage.getByText(t('deals', 'page.buyer', { name: other2.name }), { exact: false }),
    ).toBeVisible();
    await expect(adminPage.getByTestId('deal-stale')).toBeVisible();

    for (const page of [buyerPage, sellerPage, stalePage, adminPage]) await page.context().close();
  });
}
