// public.admin_kpis(): the operator console's weekly figures, its funnel and fees, through hand-made
// requests. Who may call it, and that each figure is the count of the rows it names: the test makes
// its own accounts, listing, deals, views and invoice, moves their timestamps into three weeks of a
// year long past (random per run, so nothing else lives there) and asks for exactly those weeks
// with p_until. Week boundaries are Monday 00:00 in Berlin, checked with a sign-up at Monday 00:30
// there (Sunday 23:30 UTC: a week of UTC would count it a week earlier).
import { beforeAll, describe, expect, it } from 'vitest';
import { withDb } from '../support/db';
import { anonIdentity, createUser, giveBillingInfo, type Identity } from './support/identities';
import { dealWithAccess, dealWithNda, newListing, rest } from './support/deals';

let admin: Identity;
let scout: Identity;
let buyer: Identity;
let secondBuyer: Identity;
let pending: Identity;
let listingId: string;
let dealIds: string[];

// A Monday in January or February (CET, UTC+1, no change of clocks in the three weeks) of a year
// between 1975 and 2015, one of about 250 such weeks: a rerun on the same stack almost never meets
// an earlier run's rows.
const year = 1975 + Math.floor(Math.random() * 41);
const january1 = Date.UTC(year, 0, 1);
const firstMondayOfYear = january1 + ((8 - new Date(january1).getUTCDay()) % 7) * 86_400_000;
const firstMonday = new Date(firstMondayOfYear + Math.floor(Math.random() * 6) * 7 * 86_400_000);
const berlin = (weekOffset: number, day: number, hour: number, minute = 0) =>
  new Date(
    firstMonday.getTime() + ((weekOffset * 7 + day) * 24 + hour - 1) * 3_600_000 + minute * 60_000,
  ).toISOString();
const hoursAfter = (iso: string, hours: number) =>
  new Date(new Date(iso).getTime() + hours * 3_600_000).toISOString();

type Kpis = {
  from: string;
  until: string;
  weeks: {
    week_start: string;
    starts: string;
    ends: string;
    signups: number;
    verified: number;
    median_hours_to_verification: number | null;
    listings_published: number;
    access_decisions: number;
    median_hours_to_access_decision: number | null;
  }[];
  funnel: { views: number; stages: Record<string, number> };
  stages_now: Record<string, number>;
  access_fees: { count: number; amount_eur: number; paid: number; paid_eur: number };
  success_fees: { pending: number; pending_eur: number; confirmed: number; confirmed_eur: number };
};

beforeAll(async () => {
  [admin, scout, buyer, secondBuyer, pending] = await Promise.all([
    createUser('kpi-admin', { admin: true }),
    createUser('kpi-scout', { role: 'scout', status: 'verified' }),
    createUser('kpi-buyer', { role: 'investor', status: 'verified' }),
    createUser('kpi-buyer-2', { role: 'investor', status: 'verified' }),
    createUser('kpi-pending', { role: 'company' }),
  ]);
  await Promise.all([giveBillingInfo(buyer), giveBillingInfo(secondBuyer)]);
  listingId = await newListing(scout, 'KPI Muster GmbH');
  dealIds = [
    await dealWithAccess(buyer, scout, listingId),
    await dealWithNda(secondBuyer, listingId),
  ];

  // Week 1: four sign-ups, verified 12, 24, 48 and 72 hours later. Week 2: a sign-up at Monday 00:30
  // in Berlin, the listing, three teaser views, the access request decided 6.5 hours after it was made,
  // its invoice, and every stage change of both deals.
  const signedUp = berlin(0, 0, 10);
  await withDb(async (db) => {
    const verifiedAfter: [Identity, number | null][] = [
      [admin, 12],
      [scout, 24],
      [buyer, 48],
      [secondBuyer, 72],
    ];
    for (const [who, hours] of verifiedAfter) {
      await db.query('update public.profiles set created_at = $2, verified_at = $3 where id = $1', [
        who.id,
        signedUp,
        hoursAfter(signedUp, hours!),
      ]);
    }
    await db.query('update public.profiles set created_at = $2 where id = $1', [
      pending.id,
      berlin(1, 0, 0, 30),
    ]);
    // Closed as well: a listing dated years back would otherwise sit among the seeded ones that
    // tests/marketplace/discover.test.ts pages through (it counts as published in its week anyway).
    await db.query("update public.listings set created_at = $2, status = 'closed' where id = $1", [
      listingId,
      berlin(1, 1, 9),
    ]);
    for (let view = 0; view < 3; view += 1) {
      await db.query(
        'insert into public.listing_views (listing_id, user_id, viewed_at) values ($1, $2, $3)',
        [listingId, secondBuyer.id, berlin(1, 2, 8 + view)],
      );
    }
    await db.query(
      'update public.unlock_requests set created_at = $2, decided_at = $3 where listing_id = $1',
      [listingId, berlin(1, 2, 9), berlin(1, 2, 15, 30)],
    );
    // An issued invoice never changes (a trigger refuses every writer): the fixture moves its date
    // with triggers off for this one transaction, as only the database owner can.
    await db.query('begin');
    await db.query("set local session_replication_role = 'replica'");
    await db.query('update public.invoices set issued_at = $2 where listing_id = $1', [
      listingId,
      berlin(1, 2, 15, 30),
    ]);
    await db.query('commit');
    await db.query(
      'update public.deal_events set occurred_at = $2 where deal_id = any($1::uuid[])',
      [dealIds, berlin(1, 3, 12)],
    );
  });
});

const kpisAs = (who: Identity, body: Record<string, unknown>) =>
  rest(who, 'POST', 'rpc/admin_kpis', body);
const threeWeeks = () => ({ p_weeks: 3, p_until: berlin(2, 2, 12) });

describe('admin_kpis() over HTTP', () => {
  it('refuses a verified user who is not an admin, and the anonymous key', async () => {
    const asBuyer = await kpisAs(buyer, threeWeeks());
    expect(asBuyer.status).toBe(403);
    expect(asBuyer.body).toMatchObject({ code: '42501' });
    const anonymous = await kpisAs(anonIdentity(), threeWeeks());
    expect(anonymous.status).toBe(401);
  });

  it('counts each week from Monday in Berlin: sign-ups, verifications and their median time', async () => {
    const { status, body } = await kpisAs(admin, threeWeeks());
    expect(status).toBe(200);
    const kpis = body as unknown as Kpis;
    const monday = (week: number) => berlin(week, 0, 1).slice(0, 10);
    expect(kpis.weeks.map((week) => week.week_start)).toEqual([monday(0), monday(1), monday(2)]);
    expect(kpis.weeks[0]).toMatchObject({
      signups: 4,
      verified: 4,
      median_hours_to_verification: 36,
      listings_published: 0,
      access_decisions: 0,
    });
    expect(kpis.weeks[1]).toMatchObject({
      signups: 1,
      verified: 0,
      median_hours_to_verification: null,
      listings_published: 1,
      access_decisions: 1,
      median_hours_to_access_decision: 6.5,
    });
    expect(kpis.weeks[2]).toMatchObject({ signups: 0, listings_published: 0, access_decisions: 0 });
  });

  it('gives the funnel as the deals that reached each stage, the views and the fees of the window', async () => {
    const kpis = (await kpisAs(admin, threeWeeks())).body as unknown as Kpis;
    const expected = await withDb(async (db) => {
      const { rows } = await db.query<{ to_stage: string; deals: string }>(
        `select to_stage, count(distinct deal_id) as deals from public.deal_events
         where deal_id = any($1::uuid[]) and to_stage in ('interested', 'nda_signed', 'access_requested',
           'access_granted', 'offer_submitted', 'in_exclusivity', 'won')
         group by to_stage`,
        [dealIds],
      );
      return Object.fromEntries(rows.map((row) => [row.to_stage, Number(row.deals)]));
    });
    expect(expected).toMatchObject({ nda_signed: 2, access_requested: 1, access_granted: 1 });
    expect(kpis.funnel).toEqual({ views: 3, stages: expected });
    expect(kpis.access_fees).toEqual({ count: 1, amount_eur: 500, paid: 0, paid_eur: 0 });
    expect(kpis.success_fees).toMatchObject({ confirmed: 0, confirmed_eur: 0 });
    // Deals per stage now cover every deal, so only this file's two are known to be among them.
    expect(kpis.stages_now.access_granted).toBeGreaterThanOrEqual(1);
    expect(kpis.stages_now.nda_signed).toBeGreaterThanOrEqual(1);
  });

  it("gives each week's bounds, and each figure is the row count of the list it opens", async () => {
    const kpis = (await kpisAs(admin, threeWeeks())).body as unknown as Kpis;
    // Monday 00:00 in Berlin (CET: 23:00 UTC the day before); the last week ends at p_until.
    const instant = (value: string) => new Date(value).toISOString();
    expect(kpis.weeks.map((week) => instant(week.starts))).toEqual(
      [0, 1, 2].map((week) => new Date(berlin(week, 0, 0)).toISOString()),
    );
    expect(instant(kpis.weeks[0].ends)).toBe(instant(berlin(1, 0, 0)));
    expect(instant(kpis.weeks[2].ends)).toBe(instant(berlin(2, 2, 12)));
    // The console's lists (src/features/admin/api/get-users.ts, get-listings.ts,
    // get-access-decisions.ts) as the admin asks for them: counted rows in [starts, ends).
    const counted = async (
      table: 'profiles' | 'listings' | 'unlock_requests',
      column: string,
      bounds: { from: string; until: string },
    ) => {
      const { count, error } = await admin.client
        .from(table)
        .select('id', { count: 'exact', head: true })
        .gte(column, bounds.from)
        .lt(column, bounds.until);
      expect(error).toBeNull();
      return count;
    };
    for (const week of kpis.weeks) {
      const bounds = { from: week.starts, until: week.ends };
      expect(await counted('profiles', 'created_at', bounds)).toBe(week.signups);
      expect(await counted('profiles', 'verified_at', bounds)).toBe(week.verified);
      expect(await counted('listings', 'created_at', bounds)).toBe(week.listings_published);
      expect(await counted('unlock_requests', 'decided_at', bounds)).toBe(week.access_decisions);
    }
    // The whole window's figure (a tile) is the count of the window's rows.
    const whole = { from: kpis.from, until: kpis.until };
    expect(await counted('profiles', 'created_at', whole)).toBe(
      kpis.weeks.reduce((total, week) => total + week.signups, 0),
    );
    // Nobody else reads these lists: a verified buyer's token counts only their own profile.
    const { count: asBuyer } = await buyer.client
      .from('profiles')
      .select('id', { count: 'exact', head: true })
      .gte('created_at', whole.from)
      .lt('created_at', whole.until);
    expect(asBuyer).toBe(1);
  });

  it('keeps the number of weeks between 1 and 52', async () => {
    const one = (await kpisAs(admin, { p_weeks: 0, p_until: berlin(2, 2, 12) }))
      .body as unknown as Kpis;
    expect(one.weeks).toHaveLength(1);
    const many = (await kpisAs(admin, { p_weeks: 500, p_until: berlin(2, 2, 12) }))
      .body as unknown as Kpis;
    expect(many.weeks).toHaveLength(52);
  });
});
