// Dashboards that scale (issue 33), in German and English, at 390 px and on a desktop:
// - the seeded scout's dashboard (26 listings) is a table with every pipeline closed and fits in
//   two phone screens; a listing opens to show its buyers;
// - a seller answers what waits from the "to decide" inbox: oldest first, each item opens the deal
//   page where it is decided, and leaves the inbox once decided;
// - the Kanban of a listing moves a card through the database's own move (asking first); a move
//   the stage machine forbids is refused and the card stays in its column with the reason;
// - a buyer on a phone sees the deal's next step without scrolling (the steps fold), and the
//   unread-messages icon is in the phone's top bar.
// Screenshots go to /work/shots/h33d/ (E2E_SHOTS overrides) and the test's output folder.
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { SEEDED, serviceClient } from '../tests/support/accounts';
import { prepare, texts, type Language } from './support/accounts';
import {
  joinedDealTeam,
  listingOf,
  ndaSigned,
  partyName,
  verifiedParty,
} from './support/deal-parties';
import { useSession } from './support/session';
import { uniqueStamp } from './support/stamp';

const expect = baseExpect.configure({ timeout: 30_000 });
test.use({ actionTimeout: 30_000 });

const SHOTS = process.env.E2E_SHOTS ?? '/work/shots/h33d';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/** The listing's row in the owner's table. */
const row = (page: Page, title: string) =>
  page.getByTestId('own-listings').getByRole('listitem').filter({ hasText: title });

for (const language of ['de', 'en'] as Language[]) {
  const t = texts(language);
  /** Any listing's pipeline ("Buyers of …"). */
  const pipelineName = new RegExp(`^${t('deals', 'pipeline.heading', { title: '' })}`);

  test(`the seeded scout's dashboard is a table that fits two phone screens (${language})`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await prepare(page, language);
    await useSession(page, SEEDED.scout.email);
    await page.goto('/dashboard');
    const table = page.getByTestId('own-listings');
    await expect(table.getByRole('listitem').first()).toBeVisible();
    await expect(page.getByTestId('own-listing-figures').first()).toContainText(
      /\d/, // the figures arrived (views, buyers)
    );
    // Every pipeline is closed: no buyers' list on the page.
    await expect(page.getByRole('button', { expanded: true })).toHaveCount(0);
    await expect(page.getByRole('region', { name: pipelineName })).toHaveCount(0);
    // 26 listings, 5 a page on a phone.
    await expect(table.getByRole('listitem')).toHaveCount(5);
    await expect(page.getByTestId('own-listings-count')).toContainText('26');
    // The whole dashboard (figures, inbox, every listing's row and the pages, the scout's fees and
    // the folded log), from the top of the page to the end of its main content: two phone screens.
    // What other test files add to the seeded scout's listings meanwhile (buyers, inbox items)
    // cannot push it over: the inbox shows its three oldest items on a phone, five rows a page.
    const tableEnd = await page.evaluate(
      () =>
        document
          .querySelector('[data-testid="own-listings"]')!
          .parentElement!.getBoundingClientRect().bottom + window.scrollY,
    );
    const height = await page.evaluate(
      () => document.querySelector('main')!.getBoundingClientRect().bottom + window.scrollY,
    );
    console.log(
      `scout dashboard at 390 px (${language}): table ends at ${tableEnd} px, page ${height} px`,
    );
    await shoot(page, `scout-dashboard-${language}-390`);
    expect(height).toBeLessThanOrEqual(2 * PHONE.height);

    // A listing opens to show its buyers (and closes again).
    const first = table.getByRole('listitem').first();
    const toggle = first.getByRole('button', { expanded: false }).first();
    await toggle.click();
    await expect(first.getByRole('button', { expanded: true })).toBeVisible();
    await expect(first.getByRole('region', { name: pipelineName })).toBeVisible();
    await shoot(page, `scout-dashboard-open-${language}-390`);

    // Search and filter narrow the table.
    await page.setViewportSize(DESKTOP);
    await page.getByLabel(t('listings', 'own.table.search')).fill('zzzz-no-such-listing');
    await expect(table.getByRole('listitem')).toHaveCount(0);
    await page.getByLabel(t('listings', 'own.table.search')).fill('');
    await expect(table.getByRole('listitem').first()).toBeVisible();
    await shoot(page, `scout-dashboard-${language}-1280`);
  });

  test(`a seller decides what waits from the inbox, oldest first (${language})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const stamp = `${language}-${uniqueStamp(8)}`;
    const [seller, early, late] = await Promise.all([
      verifiedParty('company', partyName('company', stamp), `e2e-inbox-seller-${stamp}`),
      verifiedParty('investor', `Frühe Käuferin ${stamp}`, `e2e-inbox-early-${stamp}`),
      verifiedParty('investor', `Later Buyer ${stamp}`, `e2e-inbox-late-${stamp}`),
    ]);
    const title = `Inbox ${stamp} GmbH`;
    const listingId = await listingOf(seller, { title, teaser: `Inbox, ${stamp}.` });
    // The early buyer asks for access; the later one writes (after it).
    const earlyDeal = await ndaSigned(early, listingId);
    const asked = await early.client.rpc('move_deal', {
      p_deal_id: earlyDeal,
      p_stage: 'access_requested',
    });
    expect(asked.error).toBeNull();
    const lateDeal = await ndaSigned(late, listingId);
    const wrote = await late.client.rpc('send_deal_message', {
      p_deal_id: lateDeal,
      p_body: `A question ${stamp}`,
      p_client_id: randomUUID(),
    });
    expect(wrote.error).toBeNull();

    await page.setViewportSize(PHONE);
    await prepare(page, language);
    await useSession(page, seller.email);
    await page.goto('/dashboard');
    const inbox = page.getByTestId('decision-inbox');
    const items = inbox.getByRole('listitem');
    await expect(items).toHaveCount(2);
    // Oldest first: the access request, then the message; each names the buyer and the listing.
    await expect(items.nth(0)).toHaveAttribute('data-kind', 'access_request');
    await expect(items.nth(0)).toContainText(`Frühe Käuferin ${stamp}`);
    await expect(items.nth(1)).toHaveAttribute('data-kind', 'message');
    await expect(items.nth(1)).toContainText(title);
    await expect(page.getByTestId('inbox-count')).toHaveText('2');
    // The table says the same: 2 to decide on the listing.
    await expect(row(page, title).getByTestId('own-listing-waiting')).toBeVisible();
    await shoot(page, `seller-inbox-${language}-390`);
    await page.setViewportSize(DESKTOP);
    await shoot(page, `seller-inbox-${language}-1280`);

    // The access request opens its deal page, where it is decided (asking first).
    await items.nth(0).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/deals/${earlyDeal}`));
    const next = page.getByTestId('deal-next-step');
    // The owner's first action on a request is the grant; the confirmation repeats its label.
    const grant = next.getByRole('button').first();
    const label = (await grant.textContent())!.trim();
    await grant.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: label }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('[data-stage="access_granted"]').first()).toBeVisible();

    // The message opens its deal page; the answer there takes it out of the inbox.
    await page.goto('/dashboard');
    await expect(items).toHaveCount(1);
    await items.first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/deals/${lateDeal}`));
    const conversation = page.getByRole('region', { name: t('conversation', 'title') });
    await conversation.getByLabel(t('conversation', 'composer.label')).fill(`Our answer ${stamp}`);
    await conversation.getByRole('button', { name: t('conversation', 'composer.send') }).click();
    await expect(page.getByTestId('conversation-messages')).toContainText(`Our answer ${stamp}`);
    await page.goto('/dashboard');
    await expect(page.getByTestId('inbox-empty')).toBeVisible();
  });

  test(`a deal team's lead sees what waits for them on their dashboard; a view member nothing (${language})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const stamp = `${language}-${uniqueStamp(8)}`;
    const [seller, buyer, lead, viewer] = await Promise.all([
      verifiedParty('company', partyName('company', stamp), `e2e-tinbox-seller-${stamp}`),
      verifiedParty('investor', `Team Käuferin ${stamp}`, `e2e-tinbox-buyer-${stamp}`),
      verifiedParty('investor', `Lead Adviser ${stamp}`, `e2e-tinbox-lead-${stamp}`),
      verifiedParty('investor', `View Adviser ${stamp}`, `e2e-tinbox-view-${stamp}`),
    ]);
    const title = `Team inbox ${stamp} GmbH`;
    const listingId = await listingOf(seller, { title, teaser: `Team inbox, ${stamp}.` });
    const dealId = await ndaSigned(buyer, listingId);
    expect(
      (await buyer.client.rpc('move_deal', { p_deal_id: dealId, p_stage: 'access_requested' }))
        .error,
    ).toBeNull();
    // The seller brings an adviser as lead and one who reads along.
    for (const [member, role] of [
      [lead, 'lead'],
      [viewer, 'view'],
    ] as const) {
      await joinedDealTeam(seller, member, dealId, role);
    }

    // The lead (a buyer's account of their own): the team's inbox on their dashboard, on a phone.
    await page.setViewportSize(PHONE);
    await prepare(page, language);
    await useSession(page, lead.email);
    await page.goto('/dashboard');
    const inbox = page.getByRole('list', { name: t('dashboard', 'inbox.teamHeading') });
    const items = inbox.getByRole('listitem');
    await expect(items).toHaveCount(1);
    await expect(items.first()).toHaveAttribute('data-kind', 'access_request');
    await expect(items.first()).toHaveAttribute('data-team-role', 'lead');
    await expect(items.first()).toContainText(`Team Käuferin ${stamp}`);
    await expect(items.first()).toContainText(title);
    await shoot(page, `member-inbox-${language}-390`);
    await page.setViewportSize(DESKTOP);
    await shoot(page, `member-inbox-${language}-1280`);
    // It opens the deal page, where the lead decides as the owner would.
    await items.first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/deals/${dealId}`));
    await expect(page.getByTestId('deal-next-step')).toBeVisible();

    // The view member has nothing to decide: no team inbox at all, not even an empty one. The
    // dashboard renders once its loader has the inbox's answer (the sentinel: that answer).
    const viewerPage = await (await browser.newContext({ viewport: PHONE })).newPage();
    await prepare(viewerPage, language);
    await useSession(viewerPage, viewer.email);
    const answered = viewerPage.waitForResponse((response) =>
      response.url().includes('/rest/v1/rpc/my_decision_inbox'),
    );
    await viewerPage.goto('/dashboard');
    expect(await (await answered).json()).toEqual([]);
    await expect(viewerPage.getByRole('heading', { level: 1 })).toHaveText(
      t('dashboard', 'heading.investor'),
    );
    await expect(viewerPage.getByText(t('dashboard', 'inbox.teamHeading'))).toHaveCount(0);
    await viewerPage.context().close();
  });

  test(`the Kanban moves a card through the database, which refuses an illegal move (${language})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const stamp = `${language}-${uniqueStamp(8)}`;
    const [seller, buyer] = await Promise.all([
      verifiedParty('company', partyName('company', stamp), `e2e-kanban-seller-${stamp}`),
      verifiedParty('investor', `Kanban Buyer ${stamp}`, `e2e-kanban-buyer-${stamp}`),
    ]);
    const title = `Kanban ${stamp} GmbH`;
    const listingId = await listingOf(seller, { title, teaser: `Kanban, ${stamp}.` });
    const dealId = await ndaSigned(buyer, listingId);

    await page.setViewportSize(DESKTOP);
    await prepare(page, language);
    await useSession(page, seller.email);
    await page.goto('/dashboard');
    await row(page, title)
      .getByRole('button', { name: t('listings', 'own.table.openLabel', { title }) })
      .click();
    const pipeline = page.getByRole('region', {
      name: t('deals', 'pipeline.heading', { title }),
    });
    await pipeline.getByText(t('deals', 'kanban.board'), { exact: true }).click();
    const board = pipeline.getByTestId('kanban');
    const column = (stage: string) => board.locator(`section[data-stage="${stage}"]`);
    const card = board.locator(`[data-deal-id="${dealId}"]`);
    await expect(column('nda_signed').locator(`[data-deal-id="${dealId}"]`)).toBeVisible();

    // nda_signed → won: the move asks, the database refuses, the card stays with the reason.
    const moveTo = card.getByRole('combobox', {
      name: t('deals', 'kanban.moveLabel', { name: `Kanban Buyer ${stamp}` }),
    });
    await moveTo.selectOption('won');
    const ask = page.getByRole('dialog');
    await expect(ask).toContainText(`Kanban Buyer ${stamp}`);
    await ask
      .getByRole('button', {
        name: t('deals', 'kanban.moveConfirm', { stage: t('deals', 'stages.won') }),
      })
      .click();
    await expect(pipeline.getByTestId('kanban-refused')).toBeVisible();
    await expect(column('nda_signed').locator(`[data-deal-id="${dealId}"]`)).toBeVisible();
    await expect(column('won').locator('[data-deal-id]')).toHaveCount(0);
    await shoot(page, `kanban-refused-${language}-1280`);

    // The buyer asks for access; the owner drags the card to "access granted" and confirms.
    const asked = await buyer.client.rpc('move_deal', {
      p_deal_id: dealId,
      p_stage: 'access_requested',
    });
    expect(asked.error).toBeNull();
    await page.reload();
    await row(page, title)
      .getByRole('button', { name: t('listings', 'own.table.openLabel', { title }) })
      .click();
    await pipeline.getByText(t('deals', 'kanban.board'), { exact: true }).click();
    await expect(column('access_requested').locator(`[data-deal-id="${dealId}"]`)).toBeVisible();
    await moveTo.selectOption('access_granted');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('deals', 'kanban.confirm.access_granted') })
      .click();
    await expect(column('access_granted').locator(`[data-deal-id="${dealId}"]`)).toBeVisible();
    const { data } = await serviceClient().from('deals').select('stage').eq('id', dealId).single();
    expect(data?.stage).toBe('access_granted');

    // On a phone the board scrolls sideways inside its panel; the card's list moves it too.
    await page.setViewportSize(PHONE);
    await expect(
      card.getByRole('combobox', {
        name: t('deals', 'kanban.moveLabel', { name: `Kanban Buyer ${stamp}` }),
      }),
    ).toBeVisible();
    await shoot(page, `kanban-${language}-390`);
  });

  test(`a card dragged to another column moves the deal in the database, which refuses an illegal move (${language})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const stamp = `${language}-${uniqueStamp(8)}`;
    const [seller, buyer] = await Promise.all([
      verifiedParty('company', partyName('company', stamp), `e2e-drag-seller-${stamp}`),
      verifiedParty('investor', `Drag Buyer ${stamp}`, `e2e-drag-buyer-${stamp}`),
    ]);
    const title = `Drag ${stamp} GmbH`;
    const listingId = await listingOf(seller, { title, teaser: `Drag, ${stamp}.` });
    const dealId = await ndaSigned(buyer, listingId);
    const stageOf = async () =>
      (await serviceClient().from('deals').select('stage').eq('id', dealId).single()).data?.stage;

    await page.setViewportSize(DESKTOP);
    await prepare(page, language);
    await useSession(page, seller.email);
    const openBoard = async () => {
      await page.goto('/dashboard');
      await row(page, title)
        .getByRole('button', { name: t('listings', 'own.table.openLabel', { title }) })
        .click();
      const pipeline = page.getByRole('region', {
        name: t('deals', 'pipeline.heading', { title }),
      });
      await pipeline.getByText(t('deals', 'kanban.board'), { exact: true }).click();
      return pipeline;
    };
    const pipeline = await openBoard();
    const board = pipeline.getByTestId('kanban');
    const column = (stage: string) => board.locator(`section[data-stage="${stage}"]`);
    const card = board.locator(`[data-deal-id="${dealId}"]`);
    const cardIn = (stage: string) => column(stage).locator(`[data-deal-id="${dealId}"]`);
    await expect(cardIn('nda_signed')).toBeVisible();

    // Dragged (HTML5 drag and drop, as the board listens for it; the card is grabbed by its edge,
    // not its link or list) from "NDA signed" to "Offer submitted", both on the screen: the drop
    // asks first; the database refuses (an owner makes no offer), the card stays and the board
    // says why.
    const grip = { x: 4, y: 4 };
    await card.dragTo(column('offer_submitted'), { sourcePosition: grip });
    const ask = page.getByRole('dialog');
    await expect(ask).toContainText(`Drag Buyer ${stamp}`);
    await ask
      .getByRole('button', {
        name: t('deals', 'kanban.moveConfirm', { stage: t('deals', 'stages.offer_submitted') }),
      })
      .click();
    await expect(pipeline.getByTestId('kanban-refused')).toBeVisible();
    await expect(cardIn('nda_signed')).toBeVisible();
    await expect(column('offer_submitted').locator('[data-deal-id]')).toHaveCount(0);
    expect(await stageOf()).toBe('nda_signed');
    await shoot(page, `kanban-drag-refused-${language}-1280`);

    // The buyer asks for access; the owner drags the card to "access granted" and confirms: the
    // database moved the deal.
    const asked = await buyer.client.rpc('move_deal', {
      p_deal_id: dealId,
      p_stage: 'access_requested',
    });
    expect(asked.error).toBeNull();
    await openBoard();
    await expect(cardIn('access_requested')).toBeVisible();
    await card.dragTo(column('access_granted'), { sourcePosition: grip });
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('deals', 'kanban.confirm.access_granted') })
      .click();
    await expect(cardIn('access_granted')).toBeVisible();
    expect(await stageOf()).toBe('access_granted');
  });

  test(`a buyer on a phone sees the deal's next step without scrolling (${language})`, async ({
    page,
  }) => {
    // The seeded investor's most advanced running deal.
    const { data: deals } = await serviceClient()
      .from('deals')
      .select('id, stage')
      .eq('buyer_id', SEEDED.investor.id)
      .in('stage', [
        'in_exclusivity',
        'offer_submitted',
        'access_granted',
        'access_requested',
        'nda_signed',
      ])
      .order('stage', { ascending: false });
    const deal = deals![0];

    await page.setViewportSize(PHONE);
    await prepare(page, language);
    await useSession(page, SEEDED.investor.email);
    await page.goto('/dashboard');
    // Running deals first on the buyer's dashboard.
    const myDeals = page.locator('#my-deals-heading');
    await expect(myDeals).toBeVisible();
    await expect(page.getByTestId('unread-messages')).toBeVisible();
    await shoot(page, `buyer-dashboard-${language}-390`);

    await page.goto(`/deals/${deal.id}`);
    const next = page.getByTestId('deal-next-step');
    await expect(next).toBeVisible();
    const box = await next.boundingBox();
    expect(box!.y + Math.min(box!.height, 120)).toBeLessThanOrEqual(PHONE.height);
    await expect(next).toBeInViewport();
    // The steps fold to one line and open on demand.
    const folded = page.getByTestId('deal-steps-folded');
    await expect(folded).toBeVisible();
    await folded.getByRole('button', { name: t('deals', 'page.showSteps') }).click();
    await expect(folded.getByRole('button', { name: t('deals', 'page.hideSteps') })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, `buyer-deal-${language}-390`);
    await page.setViewportSize(DESKTOP);
    await expect(folded).toHaveCount(0);
    await shoot(page, `buyer-deal-${language}-1280`);
  });
}
