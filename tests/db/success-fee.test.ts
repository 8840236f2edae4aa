// Issue 27, point 3: the success fee is money the marketplace owes, booked only by an admin.
// The attack: a scout accepts a 1 EUR offer (from a friend) and marks the deal won. Before, that
// closed the listing as a won deal with the scout's 5,000 EUR fee. Now the owner's "won" is a claim
// an admin confirms (fee booked, listing won) or declines, both steps in the audit trail, and no
// other path writes the fee. Hand-made requests with the scout's, the buyer's and the service
// role's tokens.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { serviceClient } from '../support/accounts';
import { stackEnv } from '../support/env';
import { dealInExclusivity, dealWithAccess, moveDeal, newListing, rest } from './support/deals';
import { createUser, giveBillingInfo, type Identity } from './support/identities';

const service = serviceClient();

let admin: Identity;
let scout: Identity;
let seller: Identity;
let buyer: Identity;

beforeAll(async () => {
  [admin, scout, seller, buyer] = await Promise.all([
    createUser('fee-admin', { admin: true }),
    createUser('fee-scout', { role: 'scout', status: 'verified' }),
    createUser('fee-seller', { role: 'company', status: 'verified' }),
    createUser('fee-buyer', { role: 'investor', status: 'verified' }),
  ]);
  await giveBillingInfo(buyer);
});

const listingOf = async (id: string) =>
  (
    await service
      .from('listings')
      .select('status, deal_won_at, success_fee_eur')
      .eq('id', id)
      .single()
  ).data!;

const auditOf = async (listingId: string) =>
  (
    await admin.client
      .from('audit_events')
      .select('event_type, actor_id, subject_user_id, detail')
      .eq('listing_id', listingId)
      .in('event_type', ['deal_marked_won', 'success_fee_recorded', 'success_fee_declined'])
      .order('id')
  ).data!;

const closedNotices = async (who: Identity, listingId: string) =>
  (await who.client.from('notifications').select('payload').eq('kind', 'deal.closed')).data!.filter(
    (n) => (n.payload as { listing_id?: string }).listing_id === listingId,
  );

/** The attack's set-up: a scout's listing, a buyer's 1 EUR offer accepted, the deal won by hand. */
async function scoutMarksWon(): Promise<{ listingId: string; dealId: string }> {
  const listingId = await newListing(scout, `Fee Target ${randomUUID().slice(0, 8)}`);
  const dealId = await dealWithAccess(buyer, scout, listingId);
  await dealInExclusivity(buyer, scout, dealId, 1);
  const won = await rest(scout, 'POST', 'rpc/move_deal', { p_deal_id: dealId, p_stage: 'won' });
  expect(won.status).toBe(200);
  expect(won.body).toMatchObject({ stage: 'won' });
  return { listingId, dealId };
}

describe('the owner marks a deal won; only an admin books the fee', () => {
  it('a scout winning a 1 EUR deal books no fee and no won deal, only a claim for the admin', async () => {
    const { listingId, dealId } = await scoutMarksWon();

    // Off the market, but not a won deal and no fee.
    expect(await listingOf(listingId)).toEqual({
      status: 'closed',
      deal_won_at: null,
      success_fee_eur: null,
    });
    const claim = await scout.client
      .from('won_deal_confirmations')
      .select('status, proposed_fee_eur, fee_eur, marked_by')
      .eq('deal_id', dealId)
      .single();
    expect(claim.data).toEqual({
      status: 'pending',
      proposed_fee_eur: 5000,
      fee_eur: null,
      marked_by: scout.id,
    });
    expect(await closedNotices(scout, listingId)).toEqual([]);
    expect((await scout.client.rpc('my_dashboard_stats')).data![0]).toMatchObject({
      successful_deals: 0,
      total_earnings_eur: 0,
    });
    expect(await auditOf(listingId)).toEqual([
      {
        event_type: 'deal_marked_won',
        actor_id: scout.id,
        subject_user_id: scout.id,
        detail: expect.objectContaining({ deal_id: dealId, proposed_fee_eur: 5000 }),
      },
    ]);

    // Every other way to the fee, by hand: the admin RPCs, the columns, reopening to try again.
    const decide = await rest(scout, 'POST', 'rpc/decide_success_fee', {
      p_deal_id: dealId,
      p_confirm: true,
    });
    expect(decide.body.code).toBe('42501');
    const close = await rest(scout, 'POST', 'rpc/close_listing', {
      p_listing_id: listingId,
      p_success_fee_eur: 5000,
    });
    expect(close.body.code).toBe('42501');
    const patch = await rest(scout, 'PATCH', `listings?id=eq.${listingId}`, {
      success_fee_eur: 5000,
      deal_won_at: new Date().toISOString(),
    });
    expect(patch.status).toBeGreaterThanOrEqual(400);
    const reopen = await rest(scout, 'POST', 'rpc/set_listing_status', {
      p_listing_id: listingId,
      p_status: 'active',
    });
    expect(reopen.body).toMatchObject({ code: '22023' });
    expect(reopen.body.message).toMatch(/awaiting the admin/);
    // Not even the service role writes the fee outside the admin's decision.
    const forced = await service
      .from('listings')
      .update({ success_fee_eur: 5000, deal_won_at: new Date().toISOString() })
      .eq('id', listingId);
    expect(forced.error?.code).toBe('42501');
    // The buyer neither reads the claim nor decides it.
    expect(
      (await buyer.client.from('won_deal_confirmations').select('deal_id').eq('deal_id', dealId))
        .data,
    ).toEqual([]);
    expect(
      (await rest(buyer, 'POST', 'rpc/decide_success_fee', { p_deal_id: dealId, p_confirm: true }))
        .body.code,
    ).toBe('42501');

    expect(await listingOf(listingId)).toEqual({
      status: 'closed',
      deal_won_at: null,
      success_fee_eur: null,
    });
  });

  it('an admin confirms: the fee is booked, the listing is a won deal, both steps audited', async () => {
    const { listingId, dealId } = await scoutMarksWon();

    const pending = await admin.client.rpc('pending_won_deals');
    expect(pending.error).toBeNull();
    expect(pending.data!.find((row) => row.deal_id === dealId)).toMatchObject({
      listing_id: listingId,
      owner_id: scout.id,
      owner_role: 'scout',
      buyer_name: 'Test fee-buyer',
      offer_price_eur: 1,
      proposed_fee_eur: 5000,
    });
    // Users do not see the queue.
    expect((await scout.client.rpc('pending_won_deals')).error?.code).toBe('42501');

    const confirmed = await admin.client.rpc('decide_success_fee', {
      p_deal_id: dealId,
      p_confirm: true,
    });
    expect(confirmed.error).toBeNull();
    expect(confirmed.data).toMatchObject({
      status: 'confirmed',
      fee_eur: 5000,
      decided_by: admin.id,
    });

    const listing = await listingOf(listingId);
    expect(listing).toMatchObject({ status: 'closed', success_fee_eur: 5000 });
    expect(listing.deal_won_at).not.toBeNull();
    expect(await auditOf(listingId)).toEqual([
      expect.objectContaining({ event_type: 'deal_marked_won', actor_id: scout.id }),
      expect.objectContaining({
        event_type: 'success_fee_recorded',
        actor_id: admin.id,
        detail: expect.objectContaining({ to: 5000 }),
      }),
    ]);
    expect(await closedNotices(scout, listingId)).toEqual([
      { payload: expect.objectContaining({ success_fee_eur: 5000 }) },
    ]);
    expect((await scout.client.rpc('my_dashboard_stats')).data![0].successful_deals).toBe(1);
    // Decided once; a won deal stays closed.
    const again = await admin.client.rpc('decide_success_fee', {
      p_deal_id: dealId,
      p_confirm: false,
    });
    expect(again.error?.code).toBe('22023');
    expect(
      (await admin.client.rpc('pending_won_deals')).data!.some((row) => row.deal_id === dealId),
    ).toBe(false);
    const reopen = await scout.client.rpc('set_listing_status', {
      p_listing_id: listingId,
      p_status: 'active',
    });
    expect(reopen.error?.message).toBe('A won deal cannot be reopened');
  });

  it('an admin declines: no fee, audited; the listing is withdrawn and its owner may reopen it', async () => {
    // A seller's own listing proposes no fee; the decision is still the admin's.
    const listingId = await newListing(seller, `Declined Target ${randomUUID().slice(0, 8)}`);
    const dealId = await dealWithAccess(buyer, seller, listingId);
    await dealInExclusivity(buyer, seller, dealId);
    expect((await moveDeal(seller, dealId, 'won')).error).toBeNull();
    expect(
      (
        await seller.client
          .from('won_deal_confirmations')
          .select('proposed_fee_eur')
          .eq('deal_id', dealId)
      ).data,
    ).toEqual([{ proposed_fee_eur: 0 }]);

    const declined = await fetch(`${stackEnv.url}/rest/v1/rpc/decide_success_fee`, {
      method: 'POST',
      headers: {
        apikey: stackEnv.anonKey,
        Authorization: `Bearer ${admin.token}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ p_deal_id: dealId, p_confirm: false }),
    });
    expect(declined.status).toBe(200);
    expect(await declined.json()).toMatchObject({ status: 'declined', fee_eur: null });

    expect(await listingOf(listingId)).toEqual({
      status: 'closed',
      deal_won_at: null,
      success_fee_eur: null,
    });
    expect(await auditOf(listingId)).toEqual([
      expect.objectContaining({ event_type: 'deal_marked_won', actor_id: seller.id }),
      expect.objectContaining({
        event_type: 'success_fee_declined',
        actor_id: admin.id,
        detail: expect.objectContaining({ deal_id: dealId }),
      }),
    ]);
    expect(await closedNotices(seller, listingId)).toEqual([]);
    const reopen = await seller.client.rpc('set_listing_status', {
      p_listing_id: listingId,
      p_status: 'active',
    });
    expect(reopen.error).toBeNull();
    expect((await listingOf(listingId)).status).toBe('active');
  });

  it("close_listing, the admin's direct path, settles a claim waiting for confirmation", async () => {
    const { listingId, dealId } = await scoutMarksWon();
    const closed = await admin.client.rpc('close_listing', {
      p_listing_id: listingId,
      p_success_fee_eur: 2500,
    });
    expect(closed.error).toBeNull();
    expect(await listingOf(listingId)).toMatchObject({ success_fee_eur: 2500 });
    expect(
      (
        await admin.client
          .from('won_deal_confirmations')
          .select('status, fee_eur')
          .eq('deal_id', dealId)
      ).data,
    ).toEqual([{ status: 'confirmed', fee_eur: 2500 }]);
  });
});
