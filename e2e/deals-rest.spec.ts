// The rest of issue 16 and the responsiveness of issue 18, end to end in Chromium, in English, as
// three independent tests (their own accounts and listings, so two workers may share them):
// "My deals" counts a deal's unread messages and counts up live, and the deal page asks for its
// data and the last 50 messages in two requests sent together (one wave: neither waits for the
// other's answer); the owner's pipeline shows the unread messages and the owner's median time to
// first reply ("no data yet" below 3 answered deals), which buyers see on the listing; a request
// unanswered three weeks is shown stale to the buyer, and the admin's list of every deal opens a
// deal page where the admin decides in the owner's place. A buyer in each of the last two uses the
// app in German, which checks what only German can: the reply time in German words
// ("2 Stunden"), the stale texts. Screenshots at 390 and 1366 px go to
// artifacts/deals-rest-screens/.
import { randomUUID } from 'node:crypto';
import {
  expect as baseExpect,
  test,
  type Browser,
  type Locator,
  type Page,
  type Request,
} from '@playwright/test';
import { serviceClient as service, type FreshUser } from '../tests/support/accounts';
import { withDb } from '../tests/support/db';
import { ADMIN_EMAIL, texts, type Language } from './support/accounts';
import {
  listingOf as newListing,
  openOwnListing,
  signedInPage,
  verifiedParty,
} from './support/deal-parties';
import { uniqueStamp } from './support/stamp';

// A lister's dashboard loads a lot at once; on a machine shared by several test runs it takes time.
const expect = baseExpect.configure({ timeout: 30_000 });
test.use({ actionTimeout: 30_000 });

async function fresh(role: 'company' | 'investor', label: string): Promise<FreshUser> {
  const name = `${role === 'company' ? 'Rita Reply' : 'Bo Buyer'} ${label}`;
  return verifiedParty(role, name, `e2e-rest-${label}`);
}

function listingOf(owner: FreshUser, title: string, teaser: string): Promise<string> {
  return newListing(owner, {
    title,
    teaser,
    revenue: '1M-2M',
    description: 'Vertrauliche Beschreibung',
    fullDetails: 'Secret numbers',
  });
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

/** A signed-in page (session from Auth's API) on the dashboard. */
async function open(browser: Browser, language: Language, email: string): Promise<Page> {
  const page = await signedInPage(browser, language, email);
  await page.goto('/dashboard');
  return page;
}

type NetworkEvent = { kind: 'issued' | 'answered'; request: Request };

/**
 * Records, in the order the browser reports them, when each API request of `page` is issued and
 * when its answer has fully arrived (or failed). One sequence of events, no clock: whether a
 * request was issued before another's answer is their order in it.
 */
function recordApiRequests(page: Page): NetworkEvent[] {
  const apiOrigin = new URL(process.env.SUPABASE_URL!).origin;
  const events: NetworkEvent[] = [];
  const ours = (request: Request) =>
    request.url().startsWith(apiOrigin) && request.method() !== 'OPTIONS';
  page.on('request', (request) => {
    if (ours(request)) events.push({ kind: 'issued', request });
  });
  const answered = (request: Request) => {
    if (ours(request)) events.push({ kind: 'answered', request });
  };
  page.on('requestfinished', answered);
  page.on('requestfailed', answered);
  return events;
}

/**
 * The requests of `events` that match `wanted`, each with its wave: 1 for a request issued before
 * any earlier matching request was answered, otherwise 1 + the highest wave among the matching
 * requests answered before it was issued (it may have waited for them).
 */
function waves(events: NetworkEvent[], wanted: (request: Request) => boolean) {
  const wave = new Map<Request, number>();
  const answered: Request[] = [];
  const issued: { request: Request; wave: number }[] = [];
  for (const event of events) {
    if (!wanted(event.request)) continue;
    if (event.kind === 'answered') {
      if (wave.has(event.request)) answered.push(event.request);
      continue;
    }
    const after = Math.max(0, ...answered.map((request) => wave.get(request)!));
    wave.set(event.request, after + 1);
    issued.push({ request: event.request, wave: after + 1 });
  }
  return { issued, answered };
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

/** A seller with a listing whose teaser carries a token (found by it in search). */
async function sellerWithListing(label: string) {
  const seller = await fresh('company', `seller-${label}`);

  const token = uniqueStamp(8);
  const title = `Reply Time Software ${token}`;
  // The teaser carries the token: a buyer without access finds the listing by its teaser.
  const teaser = `Software company for tax advisors, reference ${token}`;
  return { seller, token, title, listing: await listingOf(seller, title, teaser) };
}

test('My deals counts unread messages live; the deal page loads in one wave of two requests', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const language = 'en';
  const t = texts(language);
  const [{ seller, listing }, buyer] = await Promise.all([
    sellerWithListing('unread'),
    fresh('investor', 'buyer-unread'),
  ]);
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

  // The deal page: its data and the last 50 messages, two requests sent at once. Judged by the
  // order of the browser's network events: both are issued before either is answered (one wave),
  // and no other request for the deal's data is issued until both have answered. A later
  // revalidation (the cache's freshness on a slow machine) is not the load.
  const events = recordApiRequests(buyerPage);
  await buyerPage.goto(`/deals/${dealId}`);
  await expect(buyerPage.getByText('I have just sent the figures.')).toBeVisible();
  await expect(buyerPage.getByRole('heading', { name: t('deals', 'next.heading') })).toBeVisible();
  const rpcName = (request: Request) => new URL(request.url()).pathname.split('/').pop();
  const isDealData = (request: Request) =>
    ['deal_overview', 'deal_thread'].includes(rpcName(request) ?? '');
  const dealData = waves(events, isDealData);
  const [first, second] = dealData.issued;
  expect([first, second].map((c) => rpcName(c.request)).sort()).toEqual([
    'deal_overview',
    'deal_thread',
  ]);
  expect([first.wave, second.wave]).toEqual([1, 1]);
  // Issued before the later of the two answers: exactly these two.
  const answeredAt = (request: Request) =>
    events.findIndex((event) => event.kind === 'answered' && event.request === request);
  const bothAnswered = Math.max(answeredAt(first.request), answeredAt(second.request));
  expect(Math.min(answeredAt(first.request), answeredAt(second.request))).toBeGreaterThan(-1);
  expect(
    events
      .slice(0, bothAnswered)
      .filter((event) => event.kind === 'issued' && isDealData(event.request)),
  ).toHaveLength(2);

  await buyerPage.context().close();
});

test("the owner's pipeline: unread messages and the median reply time, which buyers see on the listing (also in German)", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const language = 'en';
  const t = texts(language);
  // One of the buyers reads in German: the figure in German words.
  const de = texts('de');
  const [{ seller, token, title, listing }, buyer, other1, other2] = await Promise.all([
    sellerWithListing('pipeline'),
    fresh('investor', 'buyer-pipeline'),
    fresh('investor', 'o1'),
    fresh('investor', 'o2'),
  ]);
  const dealId = await inquire(buyer, listing);
  await send(seller, dealId, 'Thank you for your interest.');

  // The owner's pipeline: the buyer's unread message, and no reply time yet.
  await send(buyer, dealId, 'Received, thank you.');
  const sellerPage = await open(browser, language, seller.email);
  await openOwnListing(sellerPage, title);
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
  // A reload folds the listings again (issue 33): the owner opens this one.
  await openOwnListing(sellerPage, title);
  const hours = t('deals', 'responseTime.units.hours_other', { count: '2' });
  expect(hours).toBe('2 hours');
  await expect(pipeline.getByTestId('response-time')).toContainText(hours);
  await shoot(sellerPage, language, 'pipeline-reply-time', pipeline);

  // The buyer sees the same figure on the listing.
  const buyerPage = await open(browser, language, buyer.email);
  await buyerPage.goto(`/discover?q=${token}`);
  const card = buyerPage.getByRole('article').filter({ hasText: token }).first();
  await card.getByRole('button', { name: t('deals', 'actions.view') }).click();
  await expect(buyerPage.getByRole('dialog').getByTestId('response-time')).toContainText(hours);
  await buyerPage.keyboard.press('Escape');

  // The German reader sees it in German words.
  const germanPage = await open(browser, 'de', other2.email);
  const stunden = de('deals', 'responseTime.units.hours_other', { count: '2' });
  expect(stunden).toBe('2 Stunden');
  await germanPage.goto(`/discover?q=${token}`);
  await germanPage
    .getByRole('article')
    .filter({ hasText: token })
    .first()
    .getByRole('button', { name: de('deals', 'actions.view') })
    .click();
  await expect(germanPage.getByRole('dialog').getByTestId('response-time')).toContainText(stunden);
  await germanPage.keyboard.press('Escape');

  for (const page of [buyerPage, sellerPage, germanPage]) await page.context().close();
});

test("a request unanswered three weeks is stale for the buyer (in German); the admin's list of every deal opens it", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const language = 'en';
  const t = texts(language);
  // The buyer of the stale request uses the app in German.
  const de = texts('de');
  const [{ title, listing }, other2] = await Promise.all([
    sellerWithListing('stale'),
    fresh('investor', 'stale'),
  ]);

  // A first message unanswered for three weeks despite the reminder: stale for the buyer.
  const stale = await inquire(other2, listing);
  await withDb((db) =>
    db.query(
      `update public.deals set buyer_first_message_at = now() - interval '22 days',
         message_reminded_at = now() - interval '8 days' where id = $1`,
      [stale],
    ),
  );
  await maintenance();
  // This buyer reads in German.
  const stalePage = await open(browser, 'de', other2.email);
  await expect(
    stalePage
      .getByRole('region', { name: de('deals', 'myDeals.heading') })
      .getByText(de('deals', 'stale.buyerShort')),
  ).toBeVisible();
  await stalePage.goto(`/deals/${stale}`);
  await expect(stalePage.getByTestId('deal-stale')).toContainText(de('deals', 'stale.title'));
  await shoot(stalePage, 'de', 'deal-stale', stalePage.getByTestId('deal-stale'));

  // The admin lists every deal, filters by stage and opens this one.
  const adminPage = await open(browser, language, ADMIN_EMAIL);
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
    name: t('admin', 'deals.open', { listing: title, buyer: other2.name }),
  });
  await expect(link).toBeVisible();
  await link.click();
  await expect(adminPage).toHaveURL(new RegExp(`/deals/${stale}$`));
  await expect(
    adminPage.getByText(t('deals', 'page.buyer', { name: other2.name }), { exact: false }),
  ).toBeVisible();
  await expect(adminPage.getByTestId('deal-stale')).toBeVisible();

  for (const page of [stalePage, adminPage]) await page.context().close();
});
