// Offers and exclusivity through the HTTP API (issue 17): a buyer with access submits a structured
// offer, the listing's owner accepts or declines it; accepting pauses every other buyer of the
// listing until exclusive_until, closing won ends the others as lost and (once an admin confirms)
// records the scout's fee.
// Hand-made requests of the wrong party, out-of-range terms and expired offers are refused; the
// notices are written in the same transaction as their cause.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { serviceClient } from '../support/accounts';
import { stackEnv } from '../support/env';
import { withDb } from '../support/db';
import { stalePaths } from './support/detail-paths';
import { createUser, giveBillingInfo, type Identity } from './support/identities';

const service = serviceClient();

let admin: Identity;
let seller: Identity;
let scout: Identity;
let otherSeller: Identity;
let buyer: Identity;
let buyer2: Identity;
let buyer3: Identity;

const listingInput = {
  p_type: 'sell' as const,
  p_industry: 'Technology' as const,
  p_revenue: '1M-2M' as const,
  p_employees: '11-50' as const,
  p_location: 'Germany' as const,
  p_description: 'Vertrauliche Beschreibung',
  p_anonymized_description: 'Software company for tax advisors',
  p_full_details: 'Secret numbers',
};

async function newListing(title: string, owner = seller): Promise<string> {
  const { data, error } = await owner.client.rpc('create_listing', {
    ...listingInput,
    p_title: title,
  });
  expect(error).toBeNull();
  return data as string;
}

/** The buyer signs the NDA, asks for access and the owner grants it; returns the deal's id. */
async function dealWithAccess(who: Identity, listingId: string, owner = seller): Promise<string> {
  expect(
    (
      await who.client
        .from('nda_signatures')
        .insert({ listing_id: listingId, signer_name: who.name })
    ).error,
  ).toBeNull();
  const deal = (
    await who.client
      .from('deals')
      .select('id')
      .eq('listing_id', listingId)
      .eq('buyer_id', who.id!)
      .single()
  ).data!;
  expect(
    (await who.client.rpc('move_deal', { p_deal_id: deal.id, p_stage: 'access_requested' })).error,
  ).toBeNull();
  expect(
    (await owner.client.rpc('move_deal', { p_deal_id: deal.id, p_stage: 'access_granted' })).error,
  ).toBeNull();
  return deal.id;
}

const inDays = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  return d.toISOString().slice(0, 10);
};

const terms = (dealId: string, overrides: Record<string, unknown> = {}) => ({
  p_deal_id: dealId,
  p_price_eur: 1_250_000,
  p_structure: 'share_deal' as const,
  p_financing: 'mixed' as const,
  p_exclusivity_days: 30,
  p_valid_until: inDays(14),
  p_earn_out_eur: 200_000,
  p_earn_out_terms: 'Paid on reaching 2M revenue in 2027',
  p_financing_note: 'Bank loan agreed in principle',
  ...overrides,
});

const offer = (who: Identity, dealId: string, overrides: Record<string, unknown> = {}) =>
  who.client.rpc('submit_deal_offer', terms(dealId, overrides) as never);

const decide = (who: Identity, offerId: string, accept: boolean) =>
  who.client.rpc('decide_deal_offer', { p_offer_id: offerId, p_accept: accept });

const stageOf = async (dealId: string) =>
  (await service.from('deals').select('stage').eq('id', dealId).single()).data!.stage;

const detailsOf = async (who: Identity, listingId: string) =>
  (await who.client.from('listing_details').select('title').eq('listing_id', listingId)).data;

const noticesOf = async (who: Identity, kind: string) =>
  (
    await who.client
      .from('notifications')
      .select('kind, link, payload')
      .eq('kind', kind as never)
  ).data!;

/**
 * The details rule as kept rows (private.listing_detail_readers, which the listing_details policy
 * reads) against the rule itself (private.may_read_confidential()), for every deal: the ids where
 * a buyer's kept path, read at this moment, disagrees with the rule (none), the kept rows that
 * differ from the paths the rows of the tables give (none), and whether each given deal reads.
 */
async function detailsRuleOverAllDeals(dealIds: string[]) {
  return withDb(async (db: pg.Client) => {
    const disagreeing = await db.query(
      `select d.id from public.deals d
        where exists (select 1 from private.listing_detail_readers r
                      where r.deal_id = d.id and r.path = 'buyer'
                        and (r.paused_until is null or r.paused_until <= now()))
          is distinct from private.may_read_confidential(d.stage, d.listing_id, d.buyer_id)`,
    );
    const stale = await stalePaths(db);
    const reading = await db.query(
      `select deal_id from private.listing_detail_readers
        where deal_id = any($1::uuid[]) and path = 'buyer'
          and (paused_until is null or paused_until <= now())`,
      [dealIds],
    );
    return {
      disagreeing: [
        ...disagreeing.rows.map((row) => row.id as string),
        ...stale.map((row) => `stale ${JSON.stringify(row)}`),
      ],
      reading: dealIds.filter((id) => reading.rows.some((row) => row.deal_id === id)),
    };
  });
}

/** A hand-made PostgREST request with the user's token, as an attacker would send it. */
async function rawRpc(who: Identity, fn: string, body: unknown) {
  const response = await fetch(`${stackEnv.url}/rest/v1/rpc/${fn}`, {
    method: 'POST',
    headers: {
      apikey: stackEnv.anonKey,
      Authorization: `Bearer ${who.token}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as { code?: string; message?: string },
  };
}

beforeAll(async () => {
  [admin, seller, scout, otherSeller, buyer, buyer2, buyer3] = await Promise.all([
    createUser('offer-admin', { admin: true }),
    createUser('offer-seller', { role: 'company', status: 'verified' }),
    createUser('offer-scout', { role: 'scout', status: 'verified' }),
    createUser('offer-other-seller', { role: 'company', status: 'verified' }),
    createUser('offer-buyer', { role: 'investor', status: 'verified' }),
    createUser('offer-buyer2', { role: 'investor', status: 'verified' }),
    createUser('offer-buyer3', { role: 'investor', status: 'verified' }),
  ]);
  await Promise.all([buyer, buyer2, buyer3].map(giveBillingInfo));
});

// Exclusivities left running would pause nobody else (own listings), but lapse them anyway.
afterAll(async () => {
  const { data: listings } = await service
    .from('listings')
    .select('id')
    .in('user_id', [seller.id!, scout.id!]);
  await service
    .from('deals')
    .update({ exclusive_until: new Date(Date.now() - 1000).toISOString() })
    .in(
      'listing_id',
      (listings ?? []).map((l) => l.id),
    )
    .eq('stage', 'in_exclusivity');
  await service.rpc('end_lapsed_exclusivities');
});

describe('submitting an offer', () => {
  it('needs access: a buyer with only the NDA, a stranger and the owner cannot offer', async () => {
    const listingId = await newListing('Offer Access Target');
    await buyer.client.from('nda_signatures').insert({ listing_id: listingId, signer_name: 'B' });
    const ndaDeal = (
      await buyer.client
        .from('deals')
        .select('id')
        .eq('listing_id', listingId)
        .eq('buyer_id', buyer.id!)
        .single()
    ).data!.id;
    const early = await offer(buyer, ndaDeal);
    expect(early.error?.code).toBe('22023');
    expect(early.error?.message).toMatch(/needs access/);

    const granted = await dealWithAccess(buyer2, listingId);
    // Another buyer's deal: not found, by supabase-js and by a hand-made request.
    expect((await offer(buyer, granted)).error?.code).toBe('PT404');
    const raw = await rawRpc(buyer3, 'submit_deal_offer', terms(granted));
    expect(raw.status).toBe(404);
    // The owner is a party but not the buyer.
    expect((await offer(seller, granted)).error?.code).toBe('42501');
    // Nobody writes the table directly.
    const direct = await buyer2.client.from('deal_offers').insert({
      deal_id: granted,
      listing_id: listingId,
      buyer_id: buyer2.id!,
      price_eur: 1,
      price_cents: 100,
      closing_cents: 100,
      version_no: 1,
      structure: 'asset_deal',
      financing: 'equity',
      exclusivity_days: 1,
      valid_until: inDays(3),
    });
    expect(direct.error).not.toBeNull();
    expect((await service.from('deal_offers').select('id').eq('deal_id', granted)).data).toEqual(
      [],
    );
    expect(await stageOf(granted)).toBe('access_granted');
  });

  it('refuses terms out of range, by supabase-js and by hand-made requests', async () => {
    const listingId = await newListing('Offer Range Target');
    const dealId = await dealWithAccess(buyer, listingId);
    const refused = [
      { p_price_eur: 0 },
      { p_price_eur: -5 },
      { p_price_eur: 10_000_000_001 },
      { p_earn_out_eur: 0 },
      { p_exclusivity_days: 0 },
      { p_exclusivity_days: 181 },
      { p_valid_until: inDays(0) },
      { p_valid_until: inDays(-3) },
      { p_valid_until: inDays(400) },
      { p_financing_note: 'x'.repeat(2001) },
      { p_earn_out_terms: 'y'.repeat(2001) },
      { p_price_eur: null },
    ];
    for (const overrides of refused) {
      const { error } = await offer(buyer, dealId, overrides);
      expect(error?.code, JSON.stringify(overrides).slice(0, 60)).toBe('22023');
    }
    // Oversized and malformed input through the wire.
    expect(
      (await rawRpc(buyer, 'submit_deal_offer', terms(dealId, { p_price_eur: '1e30' }))).status,
    ).toBe(400);
    expect(
      (await rawRpc(buyer, 'submit_deal_offer', terms(dealId, { p_structure: 'merger' }))).status,
    ).toBe(400);
    expect(
      (await rawRpc(buyer, 'submit_deal_offer', terms(dealId, { p_exclusivity_days: 9e9 }))).status,
    ).toBe(400);
    expect((await service.from('deal_offers').select('id').eq('deal_id', dealId)).data).toEqual([]);
    expect(await stageOf(dealId)).toBe('access_granted');
  });

  it('moves the deal to offer_submitted, shows in the thread, tells the owner; a newer offer supersedes', async () => {
    const listingId = await newListing('Offer Submit Target');
    const dealId = await dealWithAccess(buyer, listingId);
    const first = await offer(buyer, dealId);
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({
      status: 'open',
      price_eur: 1_250_000,
      buyer_id: buyer.id,
      listing_id: listingId,
    });
    expect(await stageOf(dealId)).toBe('offer_submitted');
    // move_deal cannot skip the RPC (no open offer → refused for a fresh deal).
    const other = await dealWithAccess(buyer2, listingId);
    expect(
      (await buyer2.client.rpc('move_deal', { p_deal_id: other, p_stage: 'offer_submitted' })).error
        ?.code,
    ).toBe('22023');
    expect(
      (await seller.client.rpc('move_deal', { p_deal_id: dealId, p_stage: 'in_exclusivity' })).error
        ?.code,
    ).toBe('22023');

    const second = await offer(buyer, dealId, { p_price_eur: 1_400_000 });
    expect(second.error).toBeNull();
    const offers = (
      await buyer.client
        .from('deal_offers')
        .select('id, status, price_eur')
        .eq('deal_id', dealId)
        .order('created_at')
    ).data!;
    expect(offers.map((o) => [o.status, o.price_eur])).toEqual([
      ['superseded', 1_250_000],
      ['open', 1_400_000],
    ]);

    const thread = (await seller.client.rpc('deal_thread', { p_deal_id: dealId })).data as {
      messages: {
        sender_side: string;
        offer_event: string | null;
        offer: { price_eur: number } | null;
      }[];
    };
    const entries = thread.messages.filter((m) => m.offer_event === 'submitted');
    expect(entries.map((m) => [m.sender_side, m.offer?.price_eur])).toEqual([
      ['buyer', 1_400_000],
      ['buyer', 1_250_000],
    ]);
    const received = await noticesOf(seller, 'offer.received');
    const mine = received.filter((n) => (n.payload as { deal_id: string }).deal_id === dealId);
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({ link: `/deals/${dealId}` });
    // An offer entry is no chat message: no deal.message notice for it.
    const messages = await noticesOf(seller, 'deal.message');
    expect(messages.filter((n) => (n.payload as { deal_id: string }).deal_id === dealId)).toEqual(
      [],
    );

    // Strangers read nothing of it, embedded or not.
    expect(
      (await buyer3.client.from('deal_offers').select('id').eq('deal_id', dealId)).data,
    ).toEqual([]);
    expect(
      (await otherSeller.client.from('deals').select('id, deal_offers(id)').eq('id', dealId)).data,
    ).toEqual([]);
    // The owner reads the offer on the deal page.
    const page = (await seller.client.rpc('deal_overview', { p_deal_id: dealId })).data![0];
    expect((page.offers as { status: string }[]).map((o) => o.status)).toEqual([
      'open',
      'superseded',
    ]);
  });
});

describe('deciding an offer', () => {
  it('only the owner (or an admin) decides; the buyer cannot accept their own offer', async () => {
    const listingId = await newListing('Offer Decide Target');
    const dealId = await dealWithAccess(buyer, listingId);
    const submitted = (await offer(buyer, dealId)).data!;
    expect((await decide(buyer, submitted.id, true)).error?.code).toBe('42501');
    expect((await decide(otherSeller, submitted.id, true)).error?.code).toBe('PT404');
    expect(
      (await rawRpc(buyer3, 'decide_deal_offer', { p_offer_id: submitted.id, p_accept: true }))
        .status,
    ).toBe(404);
    expect(await stageOf(dealId)).toBe('offer_submitted');

    // Declining: back to access_granted, the buyer is told and may offer again.
    const declined = await decide(seller, submitted.id, false);
    expect(declined.error).toBeNull();
    expect(declined.data).toMatchObject({ status: 'declined', decided_by: seller.id });
    expect(await stageOf(dealId)).toBe('access_granted');
    expect((await decide(seller, submitted.id, true)).error?.message).toMatch(/already declined/);
    const notices = (await noticesOf(buyer, 'offer.declined')).filter(
      (n) => (n.payload as { deal_id: string }).deal_id === dealId,
    );
    expect(notices).toHaveLength(1);
    // Going back to access_granted is no second "access granted" notice.
    const granted = (await noticesOf(buyer, 'deal.access_granted')).filter(
      (n) => (n.payload as { deal_id: string }).deal_id === dealId,
    );
    expect(granted).toHaveLength(1);

    // An admin decides in the owner's place; the entry is on the owner's side.
    const again = (await offer(buyer, dealId, { p_price_eur: 2_000_000 })).data!;
    expect((await decide(admin, again.id, false)).error).toBeNull();
    const thread = (await buyer.client.rpc('deal_thread', { p_deal_id: dealId })).data as {
      messages: { sender_side: string; offer_event: string | null }[];
    };
    expect(
      thread.messages.filter((m) => m.offer_event === 'declined').map((m) => m.sender_side),
    ).toEqual(['owner', 'owner']);
  });

  it('an expired offer cannot be accepted', async () => {
    const listingId = await newListing('Offer Expiry Target');
    const dealId = await dealWithAccess(buyer, listingId);
    const submitted = (await offer(buyer, dealId)).data!;
    // Made ten days ago, valid until yesterday. Versions are immutable (issue 35), even for the
    // service role: the database's owner rewrites history with the triggers off.
    await withDb(async (db: pg.Client) => {
      await db.query('begin');
      await db.query("set local session_replication_role = 'replica'");
      await db.query(
        'update public.deal_offers set created_at = $2, valid_until = $3 where id = $1',
        [submitted.id, new Date(Date.now() - 10 * 86_400_000).toISOString(), inDays(-1)],
      );
      await db.query('commit');
    });
    const accepted = await decide(seller, submitted.id, true);
    expect(accepted.error?.code).toBe('22023');
    expect(accepted.error?.message).toMatch(/expired/);
    expect(await stageOf(dealId)).toBe('offer_submitted');
    const page = (await buyer.client.rpc('deal_overview', { p_deal_id: dealId })).data![0];
    expect((page.offers as { expired: boolean }[])[0].expired).toBe(true);
  });
});

describe('exclusivity', () => {
  it('pauses every other buyer until exclusive_until, then their access returns by itself', async () => {
    const listingId = await newListing('Exclusivity Target Alpha');
    const dealId = await dealWithAccess(buyer, listingId);
    const pausedDeal = await dealWithAccess(buyer2, listingId);
    const pausedOffer = (await offer(buyer2, pausedDeal, { p_price_eur: 900_000 })).data!;
    expect(await detailsOf(buyer2, listingId)).toEqual([{ title: 'Exclusivity Target Alpha' }]);

    const submitted = (await offer(buyer, dealId, { p_exclusivity_days: 45 })).data!;
    const before = Date.now();
    const accepted = await decide(seller, submitted.id, true);
    expect(accepted.error).toBeNull();
    const deal = (
      await service.from('deals').select('stage, exclusive_until').eq('id', dealId).single()
    ).data!;
    expect(deal.stage).toBe('in_exclusivity');
    const until = new Date(deal.exclusive_until!).getTime();
    expect(Math.abs(until - (before + 45 * 86_400_000))).toBeLessThan(120_000);

    // The paused buyer reads no details, anywhere; the exclusive buyer and the owner still do.
    expect(await detailsOf(buyer2, listingId)).toEqual([]);
    expect(await detailsRuleOverAllDeals([dealId, pausedDeal])).toEqual({
      disagreeing: [],
      reading: [dealId],
    });
    expect(await detailsOf(buyer, listingId)).toEqual([{ title: 'Exclusivity Target Alpha' }]);
    expect(await detailsOf(seller, listingId)).toHaveLength(1);
    const pausedPage = (await buyer2.client.rpc('deal_overview', { p_deal_id: pausedDeal }))
      .data![0];
    expect(pausedPage).toMatchObject({
      title: null,
      description: null,
      full_details: null,
      stage: 'offer_submitted',
    });
    expect(new Date(pausedPage.paused_until!).getTime()).toBe(until);
    expect(
      new Date(
        (await buyer2.client.rpc('listing_exclusivity_pause', { p_listing_id: listingId })).data!,
      ).getTime(),
    ).toBe(until);
    expect(
      (await buyer3.client.rpc('listing_exclusivity_pause', { p_listing_id: listingId })).data,
    ).toBeNull();
    const search = await buyer2.client.rpc('search_listings', { p_search: 'Alpha' });
    expect((search.data ?? []).map((l) => l.id)).not.toContain(listingId);
    // Its deal pauses but is not lost: the open offer stays, no new offer, no acceptance meanwhile.
    expect(await stageOf(pausedDeal)).toBe('offer_submitted');
    expect((await offer(buyer2, pausedDeal)).error?.message).toMatch(
      /Another buyer is in exclusivity/,
    );
    expect((await decide(seller, pausedOffer.id, true)).error?.message).toMatch(
      /Another buyer is in exclusivity/,
    );

    const started = await noticesOf(buyer2, 'exclusivity.started');
    expect(
      started.filter((n) => (n.payload as { deal_id: string }).deal_id === pausedDeal),
    ).toHaveLength(1);
    expect(
      (await noticesOf(buyer, 'offer.accepted')).filter(
        (n) => (n.payload as { deal_id: string }).deal_id === dealId,
      ),
    ).toHaveLength(1);

    // The period passes (the service role moves it into the past): access returns at once.
    expect(
      (
        await service
          .from('deals')
          .update({ exclusive_until: new Date(Date.now() - 1000).toISOString() })
          .eq('id', dealId)
      ).error,
    ).toBeNull();
    expect(await detailsOf(buyer2, listingId)).toEqual([{ title: 'Exclusivity Target Alpha' }]);
    expect(await detailsRuleOverAllDeals([dealId, pausedDeal])).toEqual({
      disagreeing: [],
      reading: [dealId, pausedDeal],
    });
    expect(
      (await buyer2.client.rpc('deal_overview', { p_deal_id: pausedDeal })).data![0].paused_until,
    ).toBeNull();
    // The scheduled end moves the lapsed deal back and tells both buyers; users cannot call it.
    expect((await buyer.client.rpc('end_lapsed_exclusivities')).error).not.toBeNull();
    // (The notifications sender runs the same job on its schedule and may be first: then this call
    // finds nothing left to end. The deal's stage and the notices below show that it ran once.)
    const ended = await service.rpc('end_lapsed_exclusivities');
    expect(ended.error).toBeNull();
    expect(await stageOf(dealId)).toBe('access_granted');
    for (const [who, id] of [
      [buyer, dealId],
      [buyer2, pausedDeal],
    ] as const) {
      const notices = (await noticesOf(who, 'exclusivity.ended')).filter(
        (n) => (n.payload as { deal_id: string }).deal_id === id,
      );
      expect(notices.map((n) => (n.payload as { reason: string }).reason)).toEqual(['lapsed']);
    }
    // Now the owner may accept the other buyer's open offer.
    expect((await decide(seller, pausedOffer.id, true)).error).toBeNull();
    expect(await detailsOf(buyer, listingId)).toEqual([]);
  });

  it("closing won ends the others as lost, closes the listing; the scout's fee once an admin confirms", async () => {
    const listingId = await newListing('Won Target', scout);
    const dealId = await dealWithAccess(buyer, listingId, scout);
    const loserDeal = await dealWithAccess(buyer2, listingId, scout);
    const loserOffer = (await offer(buyer2, loserDeal)).data!;
    await buyer3.client
      .from('inquiries')
      .insert({ listing_id: listingId, message: 'Still looking' });
    const submitted = (await offer(buyer, dealId)).data!;
    expect((await decide(scout, submitted.id, true)).error).toBeNull();
    // Only the owner closes it.
    expect(
      (await buyer.client.rpc('move_deal', { p_deal_id: dealId, p_stage: 'won' })).error?.code,
    ).toBe('42501');
    expect(
      (await scout.client.rpc('move_deal', { p_deal_id: dealId, p_stage: 'won' })).error,
    ).toBeNull();

    expect(await stageOf(dealId)).toBe('won');
    expect(await stageOf(loserDeal)).toBe('lost');
    const buyer3Deal = (
      await service
        .from('deals')
        .select('stage')
        .eq('listing_id', listingId)
        .eq('buyer_id', buyer3.id!)
        .single()
    ).data!;
    expect(buyer3Deal.stage).toBe('lost');
    expect(
      (await service.from('deal_offers').select('status').eq('id', loserOffer.id).single()).data!
        .status,
    ).toBe('declined');
    expect(await detailsOf(buyer2, listingId)).toEqual([]);
    const listingNow = async () =>
      (
        await service
          .from('listings')
          .select('status, deal_won_at, success_fee_eur')
          .eq('id', listingId)
          .single()
      ).data!;
    // The owner's "won" takes the listing off the market; the fee waits for an admin (issue 27,
    // tests/db/success-fee.test.ts covers the claim, the decline and the attacks).
    expect(await listingNow()).toEqual({
      status: 'closed',
      deal_won_at: null,
      success_fee_eur: null,
    });
    expect(
      (await admin.client.rpc('decide_success_fee', { p_deal_id: dealId, p_confirm: true })).error,
    ).toBeNull();
    const listing = await listingNow();
    expect(listing).toMatchObject({ status: 'closed', success_fee_eur: 5000 });
    expect(listing.deal_won_at).not.toBeNull();
    const closed = await noticesOf(scout, 'deal.closed');
    expect(
      closed.filter((n) => (n.payload as { listing_id: string }).listing_id === listingId),
    ).toEqual([
      expect.objectContaining({ payload: expect.objectContaining({ success_fee_eur: 5000 }) }),
    ]);
    const stats = (await scout.client.rpc('my_dashboard_stats')).data![0];
    expect(stats).toMatchObject({ successful_deals: 1, total_earnings_eur: 5000 });
    const lostNotice = (await noticesOf(buyer2, 'exclusivity.ended')).filter(
      (n) => (n.payload as { deal_id: string }).deal_id === loserDeal,
    );
    expect(lostNotice.map((n) => (n.payload as { reason: string }).reason)).toEqual(['closed']);
  });
});

describe('notices roll back with their cause', () => {
  it('a submitted offer rolled back leaves no offer, no thread entry and no notice', async () => {
    const listingId = await newListing('Offer Rollback Target');
    const dealId = await dealWithAccess(buyer, listingId);
    await withDb(async (db: pg.Client) => {
      const count = async () =>
        Number(
          (
            await db.query(
              "select count(*) from public.notifications where user_id = $1 and kind = 'offer.received'",
              [seller.id],
            )
          ).rows[0].count,
        );
      const outbox = async () =>
        Number(
          (
            await db.query(
              "select count(*) from private.email_outbox where user_id = $1 and kind = 'offer.received'",
              [seller.id],
            )
          ).rows[0].count,
        );
      const before = [await count(), await outbox()];
      await db.query('begin');
      await db.query("select set_config('request.jwt.claims', $1, true)", [
        JSON.stringify({ sub: buyer.id, role: 'authenticated', aal: 'aal1' }),
      ]);
      await db.query('set local role authenticated');
      await db.query(
        "select public.submit_deal_offer($1, 500000, 'asset_deal', 'equity', 10, (current_date + 5))",
        [dealId],
      );
      await db.query('reset role');
      expect([await count(), await outbox()]).toEqual([before[0] + 1, before[1] + 1]);
      await db.query('rollback');
      expect([await count(), await outbox()]).toEqual(before);
    }, stackEnv.dbUrl);
    expect((await service.from('deal_offers').select('id').eq('deal_id', dealId)).data).toEqual([]);
    expect(await stageOf(dealId)).toBe('access_granted');
  });
});

describe('offers live (Realtime)', () => {
  type Change = { eventType: string; new: { id?: string; status?: string; price_eur?: number } };
  const clients: SupabaseClient[] = [];
  afterAll(async () => {
    for (const client of clients) await client.removeAllChannels();
  });

  /** Ids of the notices each channel got (the sentinels of `afterSentinel`), by channel. */
  const notices = new Map<Change[], { who: Identity; ids: string[] }>();

  /**
   * Subscribes as `who` to the deal's offers (or, as an attacker would, to every offer). The
   * channel also gets `who`'s own notices: the sentinels.
   */
  async function listen(who: Identity, filter: string | undefined, into: Change[]) {
    const ids: string[] = [];
    notices.set(into, { who, ids });
    const client = who.client as unknown as SupabaseClient;
    await client.realtime.setAuth(who.token!);
    clients.push(client);
    const channel = client
      .channel(`offers-${who.name}-${randomUUID()}`)
      .on(
        'postgres_changes',
        { event: '*', schema: 'public', table: 'deal_offers', ...(filter ? { filter } : {}) },
        (payload) => into.push(payload as unknown as Change),
      )
      .on(
        'postgres_changes',
        {
          event: 'INSERT',
          schema: 'public',
          table: 'notifications',
          filter: `user_id=eq.${who.id}`,
        },
        (payload) => ids.push((payload.new as { id: string }).id),
      );
    await new Promise<void>((resolve, reject) =>
      channel.subscribe((status, error) => {
        if (status === 'SUBSCRIBED') resolve();
        else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT')
          reject(error ?? new Error(status));
      }),
    );
  }

  /**
   * A notice of their own for the listeners of the given channels, written after the changes
   * under test, and waits until each channel has it: changes reach a subscriber in commit order,
   * so an offer change they should not get would have arrived by then.
   */
  async function afterSentinel(...channels: Change[][]) {
    const sent = new Map<string, string>();
    for (const channel of channels) {
      const { who } = notices.get(channel)!;
      if (sent.has(who.id!)) continue;
      const { data, error } = await service
        .from('notifications')
        .insert({ user_id: who.id!, kind: 'deal.message', link: '/dashboard', payload: {} })
        .select('id')
        .single();
      expect(error).toBeNull();
      sent.set(who.id!, data!.id);
    }
    await until(
      () => channels.every((c) => notices.get(c)!.ids.includes(sent.get(notices.get(c)!.who.id!)!)),
      'the sentinels',
    );
  }

  async function until(check: () => boolean, what: string) {
    const deadline = Date.now() + 30_000;
    while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    if (!check()) throw new Error(`not received in time: ${what}`);
  }

  it("the deal's buyer and the owner see an offer submitted, accepted and withdrawn; nobody else does", async () => {
    const listingId = await newListing('Offer Live Target');
    const dealId = await dealWithAccess(buyer, listingId);
    const got: Record<'buyer' | 'owner' | 'otherBuyer' | 'stranger' | 'strangerAll', Change[]> = {
      buyer: [],
      owner: [],
      otherBuyer: [],
      stranger: [],
      strangerAll: [],
    };
    // buyer2 has a deal on the same listing: still not a party of this deal's offers.
    await dealWithAccess(buyer2, listingId);
    await listen(buyer, `deal_id=eq.${dealId}`, got.buyer);
    await listen(seller, `deal_id=eq.${dealId}`, got.owner);
    await listen(buyer2, `deal_id=eq.${dealId}`, got.otherBuyer);
    await listen(otherSeller, `listing_id=eq.${listingId}`, got.stranger);
    await listen(buyer3, undefined, got.strangerAll);

    const submitted = await offer(buyer, dealId, { p_price_eur: 1_333_000 });
    expect(submitted.error).toBeNull();
    const offerId = (submitted.data as { id: string }).id;
    await until(() => got.buyer.length > 0 && got.owner.length > 0, 'the submitted offer');
    for (const side of [got.buyer, got.owner])
      expect(side[0]).toMatchObject({
        eventType: 'INSERT',
        new: { id: offerId, status: 'open', price_eur: 1_333_000 },
      });

    expect((await decide(seller, offerId, true)).error).toBeNull();
    await until(
      () => got.buyer.some((c) => c.new.status === 'accepted') && got.owner.length >= 2,
      'the acceptance',
    );
    expect(got.owner.map((c) => [c.eventType, c.new.status])).toEqual([
      ['INSERT', 'open'],
      ['UPDATE', 'accepted'],
    ]);

    // The buyer leaves the deal in exclusivity: their accepted offer stays, a new open one is
    // needed to see a withdrawal, so a second deal shows it.
    const listing2 = await newListing('Offer Live Withdraw');
    const deal2 = await dealWithAccess(buyer3, listing2);
    const owner2: Change[] = [];
    await listen(seller, `deal_id=eq.${deal2}`, owner2);
    const open = await offer(buyer3, deal2);
    expect(open.error).toBeNull();
    expect(
      (await buyer3.client.rpc('move_deal', { p_deal_id: deal2, p_stage: 'withdrawn' })).error,
    ).toBeNull();
    await until(() => owner2.some((c) => c.new.status === 'withdrawn'), 'the withdrawal');
    expect(owner2.map((c) => [c.eventType, c.new.status])).toEqual([
      ['INSERT', 'open'],
      ['UPDATE', 'withdrawn'],
    ]);

    await afterSentinel(got.otherBuyer, got.stranger, got.strangerAll);
    expect(got.otherBuyer).toEqual([]);
    expect(got.stranger).toEqual([]);
    // buyer3 subscribed to every offer: only their own (deal2's) reached them.
    expect(got.strangerAll.map((c) => c.new.id)).not.toContain(offerId);
    expect(got.strangerAll.length).toBeGreaterThan(0);
  });
});
