// The request budgets of issue 29, counted in the browser (never timed): every API request an
// interaction causes and the sequential waves they come in (e2e/support/request-waves.ts holds
// each answer until the page has asked for all it can without it). A deal page opened from the
// dashboard asks for everything it needs in one wave; a message arriving live on an open deal page
// costs no request besides the reader's read mark; a notification arriving live costs at most one;
// a dashboard asks the same few requests in at most two waves whether it shows 1 listing or 26;
// /discover loads in at most two waves. A live update is counted up to a sentinel: a second
// message sent after the first, which reaches the page over the same socket after everything the
// first one's transaction changed, so whatever the first one caused has been asked for by then.
import { randomUUID } from 'node:crypto';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { SEEDED, type FreshUser } from '../tests/support/accounts';
import { prepare, SCOUT_EMAIL } from './support/accounts';
import { accessGranted, listingOf, partyName, verifiedParty } from './support/deal-parties';
import { countRequestWaves, type Waves } from './support/request-waves';
import { useSession } from './support/session';

const expect = baseExpect.configure({ timeout: 30_000 });
test.use({ actionTimeout: 30_000 });

/** The reader's own read mark: the one request a message read on an open page may cost. */
const isReadMark = (request: string) => request.endsWith('/rpc/mark_thread_read');

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
  console.log(`${what}: ${requests} API requests in ${waves.length} waves ${JSON.stringify(waves)}`);
}

async function dealParties(label: string) {
  const stamp = `${label}-${randomUUID().slice(0, 8)}`;
  const [seller, buyer] = await Promise.all([
    verifiedParty('company', partyName('company', stamp), `e2e-budget-seller-${stamp}`),
    verifiedParty('investor', partyName('investor', stamp), `e2e-budget-buyer-${stamp}`),
  ]);
  const title = `Budget ${stamp} GmbH`;
  const listingId = await listingOf(seller, { title, teaser: `Budgets, ${stamp}.` });
  const dealId = await accessGranted(buyer, seller, listingId);
  return { seller, buyer, dealId, title, stamp };
}

test('a deal page: one wave when opened from the dashboard, no request for a live message but the read mark', async ({
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
  expect(opened.waves.length, JSON.stringify(opened.waves)).toBeLessThanOrEqual(1);

  // A message arrives live: nothing is read again but the reader's read mark.
  await expect(page.getByTestId('conversation-live')).toHaveAttribute('data-status', 'live');
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

test("a live notification on the seller's dashboard costs at most one request", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { seller, buyer, dealId, stamp } = await dealParties('bell');
  await prepare(page, 'en');
  const channels = followChannels(page);
  await useSession(page, seller.email);
  await page.goto('/dashboard');
  const bell = page.getByTestId('notification-count');
  const unread = page.getByTestId('unread-messages');
  await expect(bell).toBeVisible();
  await expect(unread).toHaveAttribute('data-count', '0');
  await channels.joined();
  await countRequestWaves(page, async () => undefined, { holdSocket: false });
  const before = Number(await bell.getAttribute('data-count'));
  const live = await countRequestWaves(
    page,
    async () => {
      await send(buyer, dealId, `Question ${stamp}`);
      await expect(bell).toHaveAttribute('data-count', String(before + 1));
      await expect(unread).toHaveAttribute('data-count', '1');
      // The next message of the same deal adds to the unread count (the bell has its notice).
      await send(buyer, dealId, `Sentinel ${stamp}`);
      await expect(unread).toHaveAttribute('data-count', '2');
    },
    { holdSocket: false },
  );
  report("seller's dashboard, two messages from a buyer", live);
  // The notice: the bell's count read again (one request); the unread counts come in the read
  // state rows themselves, except the top bar's list naming a deal not in it yet (one request).
  expect(live.requests, JSON.stringify(live.waves)).toBeLessThanOrEqual(2);
});

const DASHBOARDS = [
  { name: "the seeded scout's dashboard (26 listings)", email: SCOUT_EMAIL },
  { name: "the seeded seller's dashboard (14 listings)", email: SEEDED.seller.email },
  { name: "the seeded buyer's dashboard", email: SEEDED.investor.email },
];

for (const { name, email } of DASHBOARDS) {
  test(`${name}: at most 10 requests in at most 2 waves`, async ({ page }) => {
    await prepare(page, 'en');
    await useSession(page, email);
    const load = await countRequestWaves(page, () => page.goto('/dashboard'));
    report(name, load);
    expect(load.requests, JSON.stringify(load.waves)).toBeLessThanOrEqual(10);
    expect(load.waves.length, JSON.stringify(load.waves)).toBeLessThanOrEqual(2);
  });
}

test("a seller's dashboard with one listing asks what the seeded seller's with 14 asks", async ({
  browser,
}) => {
  const stamp = randomUUID().slice(0, 8);
  const seller = await verifiedParty(
    'company',
    partyName('company', `one-${stamp}`),
    `e2e-budget-one-${stamp}`,
  );
  await listingOf(seller, { title: `Single ${stamp} GmbH`, teaser: `One listing, ${stamp}.` });
  const counts: Waves[] = [];
  for (const email of [seller.email, SEEDED.seller.email]) {
    const page = await browser.newPage();
    await prepare(page, 'en');
    await useSession(page, email);
    counts.push(await countRequestWaves(page, () => page.goto('/dashboard')));
    await page.close();
  }
  report('a seller with 1 listing', counts[0]);
  report('the seeded seller (14 listings)', counts[1]);
  expect(counts[1].waves.flat().sort()).toEqual(counts[0].waves.flat().sort());
});

test('/discover for a signed-in buyer: at most 2 waves', async ({ page }) => {
  await prepare(page, 'en');
  await useSession(page, SEEDED.investor.email);
  const load = await countRequestWaves(page, () => page.goto('/discover'));
  report('/discover', load);
  await expect(page.locator('[data-listing-id]').first()).toBeVisible();
  expect(load.waves.length, JSON.stringify(load.waves)).toBeLessThanOrEqual(2);
});
