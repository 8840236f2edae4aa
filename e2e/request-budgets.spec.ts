// Request budgets of issue 29, counted in the browser (never timed): the API requests a page load
// causes and the sequential waves they come in (e2e/support/request-waves.ts holds each answer
// until the page has asked for all it can without it). A deal page's data (overview, thread, the
// listing's changes) is asked for together with the guard's profile read on a first load; /discover
// loads in at most two waves. Still to come (issue 29): the live-message, live-notification and
// dashboard budgets.
import { randomUUID } from 'node:crypto';
import { expect as baseExpect, test } from '@playwright/test';
import { SEEDED, type FreshUser } from '../tests/support/accounts';
import { prepare } from './support/accounts';
import { accessGranted, listingOf, partyName, verifiedParty } from './support/deal-parties';
import { countRequestWaves, type Waves } from './support/request-waves';
import { useSession } from './support/session';

const expect = baseExpect.configure({ timeout: 30_000 });
test.use({ actionTimeout: 30_000 });

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

test('a deal page: its data asked with the profile on a first load, two waves in all', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { seller, buyer, dealId, stamp } = await dealParties('deal');
  await send(seller, dealId, `Welcome ${stamp}`);
  await prepare(page, 'en');
  await useSession(page, buyer.email);

  // A full load (the session from storage, the profile still to be read).
  const fullLoad = await countRequestWaves(page, () => page.goto(`/deals/${dealId}`));
  report('deal page, full load', fullLoad);
  const thread = page.getByTestId('conversation-messages');
  await expect(thread.getByText(`Welcome ${stamp}`)).toBeVisible();
  expect(fullLoad.waves.length, JSON.stringify(fullLoad.waves)).toBeLessThanOrEqual(2);
});

test('/discover for a signed-in buyer: at most 2 waves', async ({ page }) => {
  await prepare(page, 'en');
  await useSession(page, SEEDED.investor.email);
  const load = await countRequestWaves(page, () => page.goto('/discover'));
  report('/discover', load);
  await expect(page.locator('[data-listing-id]').first()).toBeVisible();
  expect(load.waves.length, JSON.stringify(load.waves)).toBeLessThanOrEqual(2);
});
