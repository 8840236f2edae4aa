// Letters of intent (issue 35) through the HTTP API: a buyer submits structured terms (money in
// cents, parts checked by the database), the listing's owner accepts, counters (a new immutable
// version) or declines with a reason; the buyer accepts a counter or counters again. Accepting
// starts the exclusivity clock (milestones from the terms; each marked done only by its side),
// extending needs both sides, a change of accepted terms (retrade) needs a reason, and the owner may
// end the exclusivity early after a missed milestone or a retrade: the paused buyer reads again and
// is told. Every refused transition is tried by the wrong party, by supabase-js and by hand.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceClient } from '../support/accounts';
import { dealWithAccess, newListing, rest, submitOffer } from './support/deals';
import { anonIdentity, createUser, giveBillingInfo, type Identity } from './support/identities';

const service = serviceClient();

let seller: Identity;
let otherSeller: Identity;
let buyer: Identity;
let buyer2: Identity;
let stranger: Identity;

type Offer = {
  id: string;
  version_no: number;
  proposed_by: 'buyer' | 'owner';
  status: string;
  price_cents: number;
  price_eur: number;
  closing_cents: number;
  previous_id: string | null;
  amends_id: string | null;
  decided_by: string | null;
  decline_reason: string | null;
  retrade_reason: string | null;
};

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A full letter of intent: 1.2M EUR, 200k of it as a vendor loan, a 150k earn-out on top. */
const loiTerms = (overrides: Record<string, unknown> = {}) => ({
  price_cents: 120_000_000,
  closing_cents: 100_000_000,
  structure: 'share_deal',
  earn_out_cents: 15_000_000,
  earn_out_months: 24,
  earn_out_metric: 'ebitda',
  vendor_loan_cents: 20_000_000,
  vendor_loan_months: 36,
  vendor_loan_interest_bp: 450,
  holdback_cents: 10_000_000,
  holdback_months: 12,
  financing_equity_cents: 40_000_000,
  financing_bank_cents: 40_000_000,
  financing_development_cents: 20_000_000,
  cond_due_diligence: true,
  cond_financing: true,
  cond_approvals: false,
  exclusivity_days: 60,
  diligence_deadline: inDays(30),
  target_signing_date: inDays(50),
  valid_until: inDays(14),
  ...overrides,
});

const submit = (
  who: Identity,
  dealId: string,
  terms: Record<string, unknown> = loiTerms(),
  retrade?: { reason: string; note: string },
) =>
  (who.client as SupabaseClient).rpc('submit_loi', {
    p_deal_id: dealId,
    p_terms: terms,
    ...(retrade ? { p_retrade_reason: retrade.reason, p_retrade_note: retrade.note } : {}),
  });

const counter = (who: Identity, offerId: string, terms: Record<string, unknown>) =>
  (who.client as SupabaseClient).rpc('counter_loi', { p_offer_id: offerId, p_terms: terms });

const accept = (who: Identity, offerId: string) =>
  (who.client as SupabaseClient).rpc('accept_loi', { p_offer_id: offerId });

const decline = (who: Identity, offerId: string, reason: string | null, note?: string) =>
  (who.client as SupabaseClient).rpc('decline_loi', {
    p_offer_id: offerId,
    p_reason: reason,
    p_note: note ?? null,
  });

const ok = <T>(result: { data: unknown; error: { message: string } | null }): T => {
  expect(result.error).toBeNull();
  return result.data as T;
};

const offerRow = async (id: string) =>
  (await service.from('deal_offers').select('*').eq('id', id).single()).data as Offer;

const dealRow = async (id: string) =>
  (await service.from('deals').select('stage, exclusive_until').eq('id', id).single()).data!;

const noticesOf = async (who: Identity, kind: string, dealId: string) =>
  (
    await (who.client as SupabaseClient)
      .from('notifications')
      .select('kind, payload')
      .eq('kind', kind)
  ).data!.filter((n: { payload: { deal_id?: string } }) => n.payload.deal_id === dealId);

const detailsReadable = async (who: Identity, listingId: string) =>
  (
    (await who.client.from('listing_details').select('title').eq('listing_id', listingId)).data ??
    []
  ).length > 0;

/** Listing with two buyers who have access; buyer's LOI submitted. */
async function negotiation(title: string) {
  const listingId = await newListing(seller, title);
  const dealId = await dealWithAccess(buyer, seller, listingId);
  const pausedDealId = await dealWithAccess(buyer2, seller, listingId);
  const v1 = ok<Offer>(await submit(buyer, dealId));
  return { listingId, dealId, pausedDealId, v1 };
}

/** The negotiation up to the buyer accepting the owner's counter (exclusivity running). */
async function inExclusivity(title: string) {
  const n = await negotiation(title);
  const v2 = ok<Offer>(
    await counter(
      seller,
      n.v1.id,
      loiTerms({ price_cents: 130_000_000, closing_cents: 110_000_000 }),
    ),
  );
  ok(await accept(buyer, v2.id));
  return { ...n, v2 };
}

beforeAll(async () => {
  [seller, otherSeller, buyer, buyer2, stranger] = await Promise.all([
    createUser('loi-seller', { role: 'company', status: 'verified' }),
    createUser('loi-other-seller', { role: 'company', status: 'verified' }),
    createUser('loi-buyer', { role: 'investor', status: 'verified' }),
    createUser('loi-buyer2', { role: 'investor', status: 'verified' }),
    createUser('loi-stranger', { role: 'investor', status: 'verified' }),
  ]);
  await Promise.all([buyer, buyer2, stranger].map(giveBillingInfo));
});

// Running exclusivities pause only these tests' own buyers, but end them anyway.
afterAll(async () => {
  const { data: listings } = await service.from('listings').select('id').eq('user_id', seller.id!);
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

describe('submitting a letter of intent', () => {
  it('stores the terms in cents as version 1 and checks the parts in the database', async () => {
    const listingId = await newListing(seller, 'LOI Terms Target');
    const dealId = await dealWithAccess(buyer, seller, listingId);

    const bad = async (overrides: Record<string, unknown>, pattern: RegExp) => {
      const { error } = await submit(buyer, dealId, loiTerms(overrides));
      expect(error?.message).toMatch(pattern);
    };
    await bad({ closing_cents: 90_000_000 }, /add up to the price/);
    await bad({ vendor_loan_cents: 130_000_000, closing_cents: null }, /add up to the price/);
    await bad({ holdback_cents: 100_000_001 }, /holdback cannot exceed/);
    await bad({ financing_bank_cents: 50_000_000 }, /financing sources cannot exceed/);
    await bad({ target_signing_date: inDays(20) }, /signing date cannot be before/);
    await bad({ earn_out_months: null }, /earn-out period and metric/);
    await bad({ diligence_deadline: null }, /diligence deadline/);
    await bad({ price_cents: 99 }, /price must be between/);
    // A vendor loan without its term or interest: the table's check refuses it.
    const partial = await submit(buyer, dealId, loiTerms({ vendor_loan_months: null }));
    expect(partial.error?.code).toBe('23514');
    expect((await service.from('deal_offers').select('id').eq('deal_id', dealId)).data).toEqual([]);

    const v1 = ok<Offer>(await submit(buyer, dealId));
    expect(v1).toMatchObject({
      version_no: 1,
      proposed_by: 'buyer',
      status: 'open',
      price_cents: 120_000_000,
      price_eur: 1_200_000,
      closing_cents: 100_000_000,
      previous_id: null,
    });
    expect((await dealRow(dealId)).stage).toBe('offer_submitted');
    // The closing payment defaults to the price less the vendor loan.
    const v2 = ok<Offer>(await submit(buyer, dealId, loiTerms({ closing_cents: undefined })));
    expect(v2).toMatchObject({ version_no: 2, closing_cents: 100_000_000, previous_id: v1.id });
    expect((await offerRow(v1.id)).status).toBe('superseded');
  });

  it('only the deal’s buyer submits: the owner, another owner, another buyer and anon are refused', async () => {
    const listingId = await newListing(seller, 'LOI Who Target');
    const dealId = await dealWithAccess(buyer, seller, listingId);
    expect((await submit(seller, dealId)).error?.code).toBe('42501');
    expect((await submit(otherSeller, dealId)).error?.code).toBe('PT404');
    const raw = await rest(stranger, 'POST', 'rpc/submit_loi', {
      p_deal_id: dealId,
      p_terms: loiTerms(),
    });
    expect(raw.status).toBe(404);
    const anon = await submit(anonIdentity(), dealId);
    expect(anon.error).not.toBeNull();
    // A reason for a change is only given for accepted terms.
    const early = await submit(buyer, dealId, loiTerms(), { reason: 'financing', note: 'x' });
    expect(early.error?.message).toMatch(/only given for accepted terms/);
    expect((await service.from('deal_offers').select('id').eq('deal_id', dealId)).data).toEqual([]);
  });

  it('versions are immutable: no direct writes, and not even the service role edits terms', async () => {
    const { dealId, listingId, v1 } = await negotiation('LOI Immutable Target');
    const update = await rest(buyer, 'PATCH', `deal_offers?id=eq.${v1.id}`, {
      price_cents: 100,
    });
    expect(update.status).toBeGreaterThanOrEqual(400);
    const insert = await rest(buyer, 'POST', 'deal_offers', {
      deal_id: dealId,
      listing_id: listingId,
      buyer_id: buyer.id,
      price_cents: 100,
      structure: 'asset_deal',
      financing: 'equity',
      exclusivity_days: 1,
      valid_until: inDays(3),
    });
    expect(insert.status).toBeGreaterThanOrEqual(400);
    const edited = await service
      .from('deal_offers')
      .update({ price_cents: 110_000_000, closing_cents: 90_000_000 })
      .eq('id', v1.id);
    expect(edited.error?.message).toMatch(/cannot be changed/);
    expect((await offerRow(v1.id)).price_cents).toBe(120_000_000);
  });
});

describe('answering a letter of intent', () => {
  it('nobody accepts or declines their own version; strangers get 404', async () => {
    const { v1 } = await negotiation('LOI Own Target');
    expect((await accept(buyer, v1.id)).error?.code).toBe('42501');
    expect((await decline(buyer, v1.id, 'price')).error?.code).toBe('42501');
    expect((await counter(buyer, v1.id, loiTerms())).error?.code).toBe('42501');
    expect((await accept(otherSeller, v1.id)).error?.code).toBe('PT404');
    expect((await counter(otherSeller, v1.id, loiTerms())).error?.code).toBe('PT404');
    expect((await rest(buyer2, 'POST', 'rpc/accept_loi', { p_offer_id: v1.id })).status).toBe(404);
    expect((await accept(anonIdentity(), v1.id)).error).not.toBeNull();
    expect((await offerRow(v1.id)).status).toBe('open');
  });

  it('the owner declines with a reason code and a note; the buyer may offer again', async () => {
    const { dealId, v1 } = await negotiation('LOI Decline Target');
    expect((await decline(seller, v1.id, null)).error?.message).toMatch(/reason/);
    ok(await decline(seller, v1.id, 'price', 'Below the last year’s profit times four'));
    expect(await offerRow(v1.id)).toMatchObject({
      status: 'declined',
      decline_reason: 'price',
      decided_by: seller.id,
    });
    expect((await dealRow(dealId)).stage).toBe('access_granted');
    const [notice] = await noticesOf(buyer, 'offer.declined', dealId);
    expect(notice.payload).toMatchObject({ decline_reason: 'price' });
    // Already declined: neither accepted nor countered later.
    expect((await accept(seller, v1.id)).error?.message).toMatch(/already declined/);
    expect((await counter(seller, v1.id, loiTerms())).error?.message).toMatch(/already declined/);
    ok(await submit(buyer, dealId));
  });

  it('counter, counter again, accept: each a version that answers the previous one', async () => {
    const { dealId, v1 } = await negotiation('LOI Counter Target');
    const v2 = ok<Offer>(
      await counter(
        seller,
        v1.id,
        loiTerms({ price_cents: 140_000_000, closing_cents: 120_000_000 }),
      ),
    );
    expect(v2).toMatchObject({
      version_no: 2,
      proposed_by: 'owner',
      previous_id: v1.id,
      status: 'open',
    });
    expect(await offerRow(v1.id)).toMatchObject({ status: 'superseded', decided_by: seller.id });
    expect((await noticesOf(buyer, 'offer.countered', dealId)).length).toBe(1);
    // The owner cannot accept or decline their own counter, nor counter it.
    expect((await accept(seller, v2.id)).error?.code).toBe('42501');
    expect((await decline(seller, v2.id, 'price')).error?.code).toBe('42501');
    expect((await counter(seller, v2.id, loiTerms())).error?.code).toBe('42501');
    // The buyer counters again (submit_loi answers the open counter).
    const v3 = ok<Offer>(
      await submit(
        buyer,
        dealId,
        loiTerms({ price_cents: 130_000_000, closing_cents: 110_000_000 }),
      ),
    );
    expect(v3).toMatchObject({ version_no: 3, proposed_by: 'buyer', previous_id: v2.id });
    expect(await offerRow(v2.id)).toMatchObject({ status: 'superseded', decided_by: buyer.id });
    ok(await accept(seller, v3.id));
    expect((await dealRow(dealId)).stage).toBe('in_exclusivity');
    // After acceptance: no counter, no second acceptance, no decline.
    expect((await counter(seller, v3.id, loiTerms())).error?.message).toMatch(/already accepted/);
    expect((await accept(seller, v3.id)).error?.message).toMatch(/already accepted/);
    expect((await decline(seller, v3.id, 'price')).error?.message).toMatch(/already accepted/);
  });

  it('the buyer accepts the owner’s counter: exclusivity starts with milestones, the other buyer pauses', async () => {
    const { dealId, pausedDealId, listingId, v2 } = await inExclusivity('LOI Accept Target');
    const accepted = await offerRow(v2.id);
    expect(accepted).toMatchObject({ status: 'accepted', decided_by: buyer.id });
    const deal = await dealRow(dealId);
    expect(deal.stage).toBe('in_exclusivity');
    const days = (new Date(deal.exclusive_until!).getTime() - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(60);
    const { data: milestones } = await buyer.client
      .from('deal_milestones')
      .select('kind, owner_side, due_on')
      .eq('deal_id', dealId)
      .order('due_on')
      .order('kind');
    expect(milestones).toEqual([
      { kind: 'diligence_complete', owner_side: 'buyer', due_on: inDays(30) },
      { kind: 'financing_confirmed', owner_side: 'buyer', due_on: inDays(30) },
      { kind: 'spa_draft', owner_side: 'buyer', due_on: inDays(36) },
      { kind: 'notary_appointment', owner_side: 'owner', due_on: inDays(43) },
      { kind: 'signing', owner_side: 'owner', due_on: inDays(50) },
    ]);
    // The owner sees the same clock; the paused buyer and another owner see none of it.
    expect(
      (await seller.client.from('deal_milestones').select('id').eq('deal_id', dealId)).data!.length,
    ).toBe(5);
    expect(
      (await buyer2.client.from('deal_milestones').select('id').eq('deal_id', dealId)).data,
    ).toEqual([]);
    expect(
      (await otherSeller.client.from('deal_milestones').select('id').eq('deal_id', dealId)).data,
    ).toEqual([]);
    expect((await noticesOf(seller, 'offer.accepted', dealId)).length).toBe(1);
    expect((await noticesOf(buyer2, 'exclusivity.started', pausedDealId)).length).toBe(1);
    expect(await detailsReadable(buyer2, listingId)).toBe(false);
    // Milestones are written only through the RPC.
    const patched = await rest(buyer, 'PATCH', `deal_milestones?deal_id=eq.${dealId}`, {
      done_at: new Date().toISOString(),
    });
    expect(patched.status).toBe(403);
    expect(
      (
        await service
          .from('deal_milestones')
          .select('id')
          .eq('deal_id', dealId)
          .not('done_at', 'is', null)
      ).data,
    ).toEqual([]);
  });
});

describe('the exclusivity clock', () => {
  it('each side marks only its own milestones, once', async () => {
    const { dealId } = await inExclusivity('LOI Milestone Target');
    const { data } = await service.from('deal_milestones').select('id, kind').eq('deal_id', dealId);
    const id = (kind: string) => data!.find((m) => m.kind === kind)!.id;
    const complete = (who: Identity, kind: string) =>
      (who.client as SupabaseClient).rpc('complete_deal_milestone', { p_milestone_id: id(kind) });
    expect((await complete(seller, 'diligence_complete')).error?.code).toBe('42501');
    expect((await complete(buyer, 'notary_appointment')).error?.code).toBe('42501');
    expect((await complete(buyer2, 'diligence_complete')).error?.code).toBe('PT404');
    expect((await complete(otherSeller, 'notary_appointment')).error?.code).toBe('PT404');
    ok(await complete(buyer, 'diligence_complete'));
    ok(await complete(seller, 'notary_appointment'));
    expect((await complete(buyer, 'diligence_complete')).error?.message).toMatch(/already done/);
    const { data: done } = await seller.client
      .from('deal_milestones')
      .select('kind, done_by')
      .eq('deal_id', dealId)
      .not('done_at', 'is', null)
      .order('kind');
    expect(done).toEqual([
      { kind: 'diligence_complete', done_by: buyer.id },
      { kind: 'notary_appointment', done_by: seller.id },
    ]);
  });

  it('extending needs both sides', async () => {
    const { dealId } = await inExclusivity('LOI Extension Target');
    const before = new Date((await dealRow(dealId)).exclusive_until!).getTime();
    const request = (who: Identity, days: number) =>
      (who.client as SupabaseClient).rpc('request_exclusivity_extension', {
        p_deal_id: dealId,
        p_days: days,
        p_note: 'The bank needs two more weeks',
      });
    const answer = (who: Identity, extId: string, agree: boolean) =>
      (who.client as SupabaseClient).rpc('answer_exclusivity_extension', {
        p_extension_id: extId,
        p_agree: agree,
      });
    expect((await request(buyer2, 14)).error?.code).toBe('PT404');
    expect((await request(buyer, 91)).error?.message).toMatch(/between 1 and 90/);
    const ext = ok<{ id: string }>(await request(buyer, 14));
    expect((await request(seller, 7)).error?.message).toMatch(/already open/);
    expect((await noticesOf(seller, 'exclusivity.extension_requested', dealId)).length).toBe(1);
    // The asking side cannot agree for the other; strangers do not see it.
    expect((await answer(buyer, ext.id, true)).error?.code).toBe('42501');
    expect((await answer(otherSeller, ext.id, true)).error?.code).toBe('PT404');
    expect(new Date((await dealRow(dealId)).exclusive_until!).getTime()).toBe(before);
    ok(await answer(seller, ext.id, true));
    expect(new Date((await dealRow(dealId)).exclusive_until!).getTime()).toBe(
      before + 14 * 86_400_000,
    );
    expect((await answer(seller, ext.id, true)).error?.message).toMatch(/already agreed/);
    // The owner asks, only the buyer answers (here: no).
    const ownerExt = ok<{ id: string }>(await request(seller, 7));
    expect((await answer(seller, ownerExt.id, true)).error?.code).toBe('42501');
    ok(await answer(buyer, ownerExt.id, false));
    expect(new Date((await dealRow(dealId)).exclusive_until!).getTime()).toBe(
      before + 14 * 86_400_000,
    );
    expect(
      (await noticesOf(seller, 'exclusivity.extended', dealId)).map((n) => n.payload.agreed),
    ).toEqual([false]);
  });

  it('the owner ends early only after a missed milestone; the paused buyer reads again and is told', async () => {
    const { dealId, pausedDealId, listingId } = await inExclusivity('LOI Missed Target');
    const end = (who: Identity) =>
      (who.client as SupabaseClient).rpc('end_exclusivity_early', { p_deal_id: dealId });
    expect((await end(seller)).error?.message).toMatch(/missed milestone/);
    // The diligence deadline passes without the buyer marking it done (set by the service role:
    // the test does not wait 30 days).
    await service
      .from('deal_milestones')
      .update({ due_on: inDays(-1) })
      .eq('deal_id', dealId)
      .eq('kind', 'diligence_complete');
    expect((await end(buyer)).error?.code).toBe('42501');
    expect((await end(otherSeller)).error?.code).toBe('PT404');
    expect((await end(buyer2)).error?.code).toBe('PT404');
    expect(await detailsReadable(buyer2, listingId)).toBe(false);
    ok(await end(seller));
    expect((await dealRow(dealId)).stage).toBe('access_granted');
    expect(await detailsReadable(buyer2, listingId)).toBe(true);
    expect(
      (await noticesOf(buyer2, 'exclusivity.ended', pausedDealId)).map((n) => n.payload.reason),
    ).toEqual(['ended']);
    expect(
      (await noticesOf(buyer, 'exclusivity.ended', dealId)).map((n) => n.payload.reason),
    ).toEqual(['ended']);
    expect((await end(seller)).error?.message).toMatch(/has ended/);
  });
});

describe('changing accepted terms (retrade)', () => {
  it('needs a reason and text; both versions stay; the owner accepts or ends exclusivity', async () => {
    const { dealId, pausedDealId, listingId, v2 } = await inExclusivity('LOI Retrade Target');
    const lower = loiTerms({
      price_cents: 110_000_000,
      closing_cents: 90_000_000,
      financing_development_cents: 10_000_000,
    });
    expect((await submit(buyer, dealId, lower)).error?.message).toMatch(/needs a reason/);
    expect(
      (await submit(buyer, dealId, lower, { reason: 'findings_in_diligence', note: '  ' })).error
        ?.message,
    ).toMatch(/needs a reason/);
    expect(
      (await submit(buyer2, dealId, lower, { reason: 'financing', note: 'x' })).error?.code,
    ).toBe('PT404');
    const v3 = ok<Offer>(
      await submit(buyer, dealId, lower, {
        reason: 'findings_in_diligence',
        note: 'Two customer contracts end in 2027',
      }),
    );
    expect(v3).toMatchObject({
      amends_id: v2.id,
      previous_id: v2.id,
      retrade_reason: 'findings_in_diligence',
      status: 'open',
    });
    // The accepted terms stand until the owner decides; both are readable side by side.
    expect((await offerRow(v2.id)).status).toBe('accepted');
    const { data: both } = await seller.client
      .from('deal_offers')
      .select('id, status, price_cents')
      .eq('deal_id', dealId)
      .in('id', [v2.id, v3.id])
      .order('version_no');
    expect(both!.map((o) => [o.status, o.price_cents])).toEqual([
      ['accepted', 130_000_000],
      ['open', 110_000_000],
    ]);
    expect((await accept(buyer, v3.id)).error?.code).toBe('42501');
    // A retrade lets the owner end the exclusivity at once.
    ok(await seller.client.rpc('end_exclusivity_early', { p_deal_id: dealId }));
    expect((await offerRow(v3.id)).status).toBe('declined');
    expect((await offerRow(v2.id)).status).toBe('accepted');
    expect(await detailsReadable(buyer2, listingId)).toBe(true);
    expect((await noticesOf(buyer2, 'exclusivity.ended', pausedDealId)).length).toBe(1);
  });

  it('an accepted retrade replaces the accepted version and the clock runs on', async () => {
    const { dealId, v2 } = await inExclusivity('LOI Retrade Accept Target');
    const until = (await dealRow(dealId)).exclusive_until;
    const v3 = ok<Offer>(
      await submit(
        buyer,
        dealId,
        loiTerms({ price_cents: 125_000_000, closing_cents: 105_000_000 }),
        {
          reason: 'financing',
          note: 'The bank lends less',
        },
      ),
    );
    // The owner counters the retrade; the buyer accepts the counter.
    const v4 = ok<Offer>(
      await counter(
        seller,
        v3.id,
        loiTerms({ price_cents: 127_000_000, closing_cents: 107_000_000 }),
      ),
    );
    expect(v4).toMatchObject({ amends_id: v2.id, proposed_by: 'owner', previous_id: v3.id });
    ok(await accept(buyer, v4.id));
    expect((await offerRow(v2.id)).status).toBe('superseded');
    expect((await offerRow(v4.id)).status).toBe('accepted');
    expect(await dealRow(dealId)).toEqual({ stage: 'in_exclusivity', exclusive_until: until });
    // A declined retrade leaves the accepted terms in force.
    const v5 = ok<Offer>(
      await submit(
        buyer,
        dealId,
        loiTerms({
          price_cents: 100_000_000,
          closing_cents: 80_000_000,
          financing_development_cents: 0,
        }),
        {
          reason: 'other',
          note: 'Try again',
        },
      ),
    );
    ok(await decline(seller, v5.id, 'price', 'No'));
    expect((await offerRow(v4.id)).status).toBe('accepted');
    expect((await dealRow(dealId)).stage).toBe('in_exclusivity');
  });
});

describe('the older offer calls', () => {
  it('submit_deal_offer and decide_deal_offer still work, as versions of the thread', async () => {
    const listingId = await newListing(seller, 'LOI Legacy Target');
    const dealId = await dealWithAccess(buyer, seller, listingId);
    const legacy = ok<Offer>(await submitOffer(buyer, dealId, { p_earn_out_eur: 100_000 }));
    expect(legacy).toMatchObject({
      version_no: 1,
      price_cents: 125_000_000,
      closing_cents: 125_000_000,
    });
    const v2 = ok<Offer>(await counter(seller, legacy.id, loiTerms()));
    // decide_deal_offer is the owner's: on the owner's own counter it is refused.
    expect(
      (await seller.client.rpc('decide_deal_offer', { p_offer_id: v2.id, p_accept: true })).error
        ?.code,
    ).toBe('42501');
  });
});
