// Issue 29: the data room answers after the deal (it needs the listing's id) and used to push the
// team panel, the offers and the composer down when it showed (a click once landed beside a
// button). Counted, never timed: the page's layout shifts (PerformanceObserver "layout-shift"
// entries, recorded from the document's start) while the data room's answer is held back, then
// after it is let through; none of them may move what the user can already click.
import { expect as baseExpect, test, type Page, type Route } from '@playwright/test';
import { prepare } from './support/accounts';
import { accessGranted, listingOf, partyName, verifiedParty } from './support/deal-parties';
import { useSession } from './support/session';
import { uniqueStamp } from './support/stamp';

const expect = baseExpect.configure({ timeout: 30_000 });
test.use({ actionTimeout: 30_000 });

type Shift = { value: number; moved: string[] };

/** Records every layout shift of the page, naming the moved elements by their nearest test id. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; moved: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        sources: { node: Node | null }[];
      }[]) {
        const moved = entry.sources.map(({ node }) => {
          const element = node instanceof Element ? node : (node?.parentElement ?? null);
          const named = element?.closest('[data-testid]');
          return named?.getAttribute('data-testid') ?? element?.tagName.toLowerCase() ?? '?';
        });
        shifts.push({ value: entry.value, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts.slice());
}

test('a deal page: the data room answering late moves nothing below it', async ({ page }) => {
  test.setTimeout(120_000);
  const stamp = `shift-${uniqueStamp(8)}`;
  const [seller, buyer] = await Promise.all([
    verifiedParty('company', partyName('company', stamp), `e2e-shift-seller-${stamp}`),
    verifiedParty('investor', partyName('investor', stamp), `e2e-shift-buyer-${stamp}`),
  ]);
  const listingId = await listingOf(seller, {
    title: `Shift ${stamp} GmbH`,
    teaser: `Layout, ${stamp}.`,
  });
  const dealId = await accessGranted(buyer, seller, listingId);
  await prepare(page, 'en');
  await useSession(page, buyer.email);
  const shifts = await recordShifts(page);

  // The data room's answer waits until the rest of the page is there.
  const held: Route[] = [];
  let asked!: () => void;
  const roomAsked = new Promise<void>((resolve) => (asked = resolve));
  await page.route('**/rest/v1/rpc/data_room', (route) => {
    held.push(route);
    asked();
  });
  await page.goto(`/deals/${dealId}`);
  await roomAsked;
  await expect(page.getByTestId('deal-next-step')).toBeVisible();
  // Nothing the data room could push is shown before it answers.
  await expect(page.getByTestId('deal-team')).toHaveCount(0);
  await expect(page.getByTestId('conversation-messages')).toHaveCount(0);
  const before = await shifts();

  for (const route of held.splice(0)) await route.continue();
  await page.unroute('**/rest/v1/rpc/data_room');
  await expect(page.getByTestId('data-room')).toBeVisible();
  const team = page.getByTestId('deal-team');
  await expect(team).toBeVisible();
  await expect(page.getByTestId('conversation-messages')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeVisible();
  const box = await team.boundingBox();

  // Everything has answered: a last look, after which nothing may have moved either.
  await expect(page.getByTestId('conversation-live')).toHaveAttribute('data-status', 'live');
  const after = (await shifts()).slice(before.length);
  console.log(`layout shifts before the data room: ${JSON.stringify(before)}`);
  console.log(`layout shifts after the data room: ${JSON.stringify(after)}`);
  const interactive = ['deal-team', 'deal-next-step', 'conversation-messages', 'data-room'];
  expect(
    after.filter((shift) => shift.moved.some((name) => interactive.includes(name))),
    JSON.stringify(after),
  ).toEqual([]);
  expect(await team.boundingBox()).toEqual(box);
});
