// Request budgets of issue 29, counted in the browser (never timed): the API requests an
// interaction causes and the sequential waves they come in (e2e/support/request-waves.ts holds
// each answer until the page has asked for all it can without it). A deal page asks for its own
// data with the guard's profile read on a first load (what needs the listing's id follows in one
// more wave) and all of it in one wave when opened from the dashboard; a message arriving live on
// an open deal page costs no request but the reader's read mark; /discover loads in at most two
// waves. A live update is counted up to a sentinel: a second message sent after the first, which
// reaches the page over the same socket after everything the first one's transaction changed. A
// live notification on an open page costs at most one request (measured today: none).
// The dashboards: at most 10 requests in 2 waves, whatever the number of listings (issue 33).
import { randomUUID } from 'node:crypto';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { SEEDED, type FreshUser } from '../tests/support/accounts';
import { prepare } from './support/accounts';
import { accessGranted, listingOf, partyName, verifiedParty } from './support/deal-parties';
import { countRequestWaves, type Waves } from './support/request-waves';
import { useSession } from './support/session';
import { uniqueStamp } from './support/stamp';

const expect = baseExpect.configure({ timeout: 30_000 });
test.use({ actionTimeout: 30_000 });

/** The reader's own read mark: the one request a message read on an open page may cost. */
const isReadMark = (request: string) => request.endsWith('/rpc/mark_deal_thread_read');

/**
 * Follows the page's Realtime socket: resolves once every channel the page asked to join has its
 * answer (so that no join's own refetch falls into a later count).
 */
function followChannels(page: Page) {
  const pending = new Set<string>();
  const waiters: (() => void)[] = [];
  const wake = () => {
    if (pending.size === 0) for (const resolve of waiters.splice(0)) resolve();
  };
  const parse = (payload: string | Buffer) => {
    try {
      const message = JSON.parse(payload.toString()) as
        | [string | null, string | null, string, string, { status?: string }]
        | { join_ref?: string; ref?: string; topic: string; event: string };
      return Array.isArray(message)
        ? { ref: message[1], topic: message[2], event: message[3] }
        : { ref: message.ref ?? null, topic: message.topic, event: message.event };
    } catch {
      return null;
    }
  };
  page.on('websocket', (socket) => {
    if (!socket.url().includes('/realtime/v1/')) return;
    socket.on('framesent', ({ payload }) => {
      const message = parse(payload);
      if (message?.event === 'phx_join') pending.add(`${message.topic} ${message.ref}`);
    });
    socket.on('framereceived', ({ payload }) => {
      const message = parse(payload);
      if (message?.event !== 'phx_reply') return;
      pending.delete(`${message.topic} ${message.ref}`);
      wake();
    });
  });
  return {
    joined: () =>
      new Promise<void>((resolve) => {
        waiters.push(resolve);
        wake();
      }),
  };
}

async function send(who: FreshUser, dealId: string, body: string) {
  const { error } = await who.client.rpc('send_deal_message', {
    p_deal_id: dealId,
    p_body: body,
    p_client_id: randomUUID(),
  });
  if (error) throw new Error(error.message);
}

function report(what: string, { requests, waves }: Waves) {
  console.log(
    `${what}: ${requests} API requests in ${waves.length} waves ${JSON.stringify(waves)}`,
  );
}

async function dealParties(label: string) {
  const stamp = `${label}-${uniqueStamp(8)}`;
  const [seller, buyer] = await Promise.all([
    verifiedParty('company', partyName('company', stamp), `e2e-budget-seller-${stamp}`),
    verifiedParty('investor', partyName('investor', stamp), `e2e-budget-buyer-${stamp}`),
  ]);
  const title = `Budget ${stamp} GmbH`;
  const listingId = await listingOf(seller, { title, teaser: `Budgets, ${stamp}.` });
  const dealId = await accessGranted(buyer, seller, listingId);
  return { seller, buyer, dealId, title, stamp };
}

test('a deal page: its data at once, no request for a live message but the read mark', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { seller, buyer, dealId, title, stamp } = await dealParties('deal');
  await send(seller, dealId, `Welcome ${stamp}`);
  await prepare(page, 'en');
  const channels = followChannels(page);
  await useSession(page, buyer.email);

  // A full load (the session from storage, the profile still to be read).
  const fullLoad = await countRequestWaves(page, () => page.goto(`/deals/${dealId}`));
  report('deal page, full load', fullLoad);
  const thread = page.getByTestId('conversation-messages');
  await expect(thread.getByText(`Welcome ${stamp}`)).toBeVisible();
  expect(fullLoad.waves.length, JSON.stringify(fullLoad.waves)).toBeLessThanOrEqual(2);

  // From the dashboard (session and profile known): everything the page needs in one wave.
  await page.goto('/dashboard');
  const dealLink = page.locator(`a[href="/deals/${dealId}"]`).first();
  await expect(dealLink).toBeVisible();
  await channels.joined();
  await countRequestWaves(page, async () => undefined, { holdSocket: false });
  const opened = await countRequestWaves(page, () => dealLink.click());
  report('deal page, opened from the dashboard', opened);
  await expect(thread.getByText(`Welcome ${stamp}`)).toBeVisible();
  // Everything in one wave: the deal's own data from its id, and what needs the listing's id (the
  // data room, the listing's required band) from "My deals", which named the listing.
  expect(opened.waves.length, JSON.stringify(opened.waves)).toBe(1);
  expect(opened.waves[0], JSON.stringify(opened.waves)).toEqual(
    expect.arrayContaining([
      'POST /rest/v1/rpc/deal_overview',
      'POST /rest/v1/rpc/deal_thread',
      'POST /rest/v1/rpc/listing_changes_for_deal',
      'POST /rest/v1/rpc/data_room',
      'POST /rest/v1/rpc/deal_team',
      'GET /rest/v1/deal_offers',
    ]),
  );

  // A message arrives live: nothing is read again but the reader's read mark.
  await expect(page.getByTestId('conversation-live')).toHaveAttribute('data-status', 'live');
  // Every channel joined: no join's own read falls into the count.
  await channels.joined();
  await countRequestWaves(page, async () => undefined, { holdSocket: false });
  const live = await countRequestWaves(
    page,
    async () => {
      await send(seller, dealId, `Live one ${stamp}`);
      await expect(thread.getByText(`Live one ${stamp}`)).toBeVisible();
      await send(seller, dealId, `Sentinel ${stamp}`);
      await expect(thread.getByText(`Sentinel ${stamp}`)).toBeVisible();
    },
    { holdSocket: false },
  );
  report('deal page, two live messages', live);
  const besidesReadMark = live.waves.flat().filter((request) => !isReadMark(request));
  expect(besidesReadMark, title).toEqual([]);
});

// Issue 29's live-notification budget: a notice arriving while a page is open costs at most one
// request. The buyer is on /discover with their deal in "My deals"; the seller writes in the deal:
// the notice counts the bell up in place and the deal's unread count is applied where it shows.
test('a live notification on an open page: at most 1 request', async ({ page }) => {
  test.setTimeout(120_000);
  const { seller, buyer, dealId, stamp } = await dealParties('notice');
  await prepare(page, 'en');
  const channels = followChannels(page);
  await useSession(page, buyer.email);
  // Loaded through the counter, whose script counts the page's fetches from the document's start.
  await countRequestWaves(page, () => page.goto('/discover'));
  await expect(page.locator('[data-listing-id]').first()).toBeVisible();
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAttribute('data-live', 'live');
  const count = page.getByTestId('notification-count');
  const before = Number(await count.getAttribute('data-count'));
  const unread = page.getByTestId('unread-messages');
  // Every channel joined and every load answered: no join's own read falls into the count.
  await channels.joined();
  await countRequestWaves(page, async () => undefined, { holdSocket: false });
  const live = await countRequestWaves(
    page,
    async () => {
      await send(seller, dealId, `Notice ${stamp}`);
      await expect(count).toHaveAttribute('data-count', String(before + 1));
      await expect(unread).toHaveAttribute('data-count', '1');
      // A sentinel: a second message after the first, over the same socket after everything the
      // first one's transaction changed.
      await send(seller, dealId, `Sentinel ${stamp}`);
      await expect(count).toHaveAttribute('data-count', String(before + 2));
      await expect(unread).toHaveAttribute('data-count', '2');
    },
    { holdSocket: false },
  );
  report('/discover, two live notifications', live);
  expect(live.requests, JSON.stringify(live.waves)).toBeLessThanOrEqual(2);
  expect(live.waves.length, JSON.stringify(live.waves)).toBeLessThanOrEqual(1);
});

test('/discover for a signed-in buyer: at most 2 waves', async ({ page }) => {
  await prepare(page, 'en');
  await useSession(page, SEEDED.investor.email);
  const load = await countRequestWaves(page, () => page.goto('/discover'));
  report('/discover', load);
  await expect(page.locator('[data-listing-id]').first()).toBeVisible();
  expect(load.waves.length, JSON.stringify(load.waves)).toBeLessThanOrEqual(2);
});

// Issue 29's dashboard budget (issue 33): a dashboard reads every listing's figures together (the
// owner's table in one request, the inbox in one), never once per listing: at most 10 requests in
// at most 2 waves, for the seeded scout's 26 listings as for a new seller's single listing.
async function dashboardLoad(page: Page, email: string, what: string) {
  await prepare(page, 'en');
  await useSession(page, email);
  const load = await countRequestWaves(page, () => page.goto('/dashboard'));
  report(what, load);
  await expect(page.getByTestId('own-listings').getByRole('listitem').first()).toBeVisible();
  await expect(page.getByTestId('own-listing-figures').first()).toBeVisible();
  return load;
}

test("the seeded scout's dashboard (26 listings): at most 10 requests in 2 waves", async ({
  page,
}) => {
  const load = await dashboardLoad(page, SEEDED.scout.email, 'scout dashboard');
  expect(load.requests, JSON.stringify(load.waves)).toBeLessThanOrEqual(10);
  expect(load.waves.length, JSON.stringify(load.waves)).toBeLessThanOrEqual(2);
});

test("the seeded seller's dashboard and a new seller's with one listing: the same budget", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = uniqueStamp(8);
  const seller = await verifiedParty(
    'company',
    partyName('company', stamp),
    `e2e-budget-one-${stamp}`,
  );
  await listingOf(seller, { title: `One ${stamp} GmbH`, teaser: `One listing, ${stamp}.` });
  for (const [email, what] of [
    [SEEDED.seller.email, 'seller dashboard'],
    [seller.email, 'one-listing dashboard'],
  ] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const load = await dashboardLoad(page, email, what);
    expect(load.requests, JSON.stringify(load.waves)).toBeLessThanOrEqual(10);
    expect(load.waves.length, JSON.stringify(load.waves)).toBeLessThanOrEqual(2);
    await context.close();
  }
});
