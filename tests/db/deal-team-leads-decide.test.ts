// Leads decide everywhere the principal decides (issue 34), through the HTTP API with supabase-js
// and hand-made requests: the access decision by request (decide_unlock_request()) and the
// exclusivity clock (complete_deal_milestone(), request_ and answer_exclusivity_extension(),
// end_exclusivity_early()) accept a lead of the right side (private.decides_for_side()) and
// refuse view and contribute members and the other side (42501); a lead who was invited but has
// not accepted the NDA yet, a lead whose account is still pending, and a removed lead decide
// nothing; strangers learn nothing (404).
// Members' unread counts: a message counts as unread for everyone on the other side, each member
// with their own read mark (deal_reads, what the top bar's badge and the per-deal counts read);
// removing a member takes their read state of the deal with them.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { serviceClient } from '../support/accounts';
import { dealWithNda, moveDeal, newListing, rest } from './support/deals';
import type { Identity } from './support/identities';
import {
  addMember,
  addTeams,
  code,
  leadRoster,
  ok,
  rpc,
  type LeadRoster,
} from './support/lead-roster';

const service = serviceClient();

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const loiTerms = () => ({
  price_cents: 90_000_000,
  closing_cents: 90_000_000,
  structure: 'share_deal',
  financing_equity_cents: 90_000_000,
  cond_due_diligence: true,
  exclusivity_days: 60,
  diligence_deadline: inDays(30),
  target_signing_date: inDays(50),
  valid_until: inDays(14),
});

// The roster's people (tests/db/support/lead-roster.ts), by name.
let roster: LeadRoster;
let seller: Identity;
let buyer: Identity;
let ownerLead: Identity;
let ownerContributor: Identity;
let ownerViewer: Identity;
let buyerLead: Identity;
let buyerViewer: Identity;
let invitedLead: Identity;
let pendingLead: Identity;
let removedLead: Identity;
let stranger: Identity;

beforeAll(async () => {
  roster = await leadRoster('tld');
  ({
    seller,
    buyer,
    ownerLead,
    ownerContributor,
    ownerViewer,
    buyerLead,
    buyerViewer,
    invitedLead,
    pendingLead,
    removedLead,
    stranger,
  } = roster);
});

/** A fresh listing and deal with every team member above in place; returns the deal's id. */
async function dealWithTeams(title: string) {
  const listingId = await newListing(seller, title);
  const dealId = await dealWithNda(buyer, listingId);
  await addTeams(roster, dealId);
  return { listingId, dealId };
}

/** The buyer asks for access; returns the pending request's id. */
async function requestAccess(listingId: string, dealId: string) {
  expect((await moveDeal(buyer, dealId, 'access_requested')).error).toBeNull();
  const { data, error } = await service
    .from('unlock_requests')
    .select('id')
    .eq('listing_id', listingId)
    .eq('user_id', buyer.id!)
    .eq('status', 'pending')
    .single();
  expect(error).toBeNull();
  return data!.id as string;
}

const decide = (who: Identity, requestId: string, approve: boolean) =>
  rpc(who, 'decide_unlock_request', {
    p_request_id: requestId,
    p_approve: approve,
    p_reason_code: approve ? null : 'profile_mismatch',
  });

describe('the access decision by request', () => {
  it('a lead of the owner’s team grants; members without the lead role, the buyer’s side, an invited, pending or removed lead and strangers are refused', async () => {
    const { listingId, dealId } = await dealWithTeams('Leads Grant GmbH');
    const requestId = await requestAccess(listingId, dealId);

    // The owner's members without the lead role, and a lead whose account is still pending.
    const refused = await Promise.all(
      [ownerContributor, ownerViewer, pendingLead].map((who) => code(decide(who, requestId, true))),
    );
    expect(refused).toEqual(Array(3).fill('42501'));
    // The buyer's side (the buyer's own request, as before) and those not on the deal (never
    // accepted, removed, a stranger): the request does not exist for them.
    const unknown = await Promise.all(
      [buyer, buyerLead, buyerViewer, invitedLead, removedLead, stranger].map((who) =>
        code(decide(who, requestId, true)),
      ),
    );
    expect(unknown).toEqual(Array(6).fill('PT404'));
    // By hand: the contributor's token, the request's id as the parameter.
    const raw = await rest(ownerContributor, 'POST', 'rpc/decide_unlock_request', {
      p_request_id: requestId,
      p_approve: true,
    });
    expect(raw.status).toBe(403);
    const rawStranger = await rest(stranger, 'POST', 'rpc/decide_unlock_request', {
      p_request_id: requestId,
      p_approve: true,
    });
    expect(rawStranger.status).toBe(404);
    // Nor a direct write to the request.
    const patched = await rest(ownerContributor, 'PATCH', `unlock_requests?id=eq.${requestId}`, {
      status: 'approved',
    });
    expect(patched.status).toBeGreaterThanOrEqual(400);
    const still = await service.from('deals').select('stage').eq('id', dealId).single();
    expect(still.data!.stage).toBe('access_requested');

    const granted = ok<{ status: string; decided_by: string }>(
      await decide(ownerLead, requestId, true),
    );
    expect(granted).toMatchObject({ status: 'approved', decided_by: ownerLead.id });
    const { data } = await service
      .from('deals')
      .select('stage, access_decided_by')
      .eq('id', dealId)
      .single();
    expect(data).toEqual({ stage: 'access_granted', access_decided_by: ownerLead.id });
  });

  it('a lead of the owner’s team declines with a reason', async () => {
    const { listingId, dealId } = await dealWithTeams('Leads Decline GmbH');
    const requestId = await requestAccess(listingId, dealId);
    expect(
      await code(
        rpc(ownerLead, 'decide_unlock_request', { p_request_id: requestId, p_approve: false }),
      ),
    ).toBe('22023');
    const declined = ok<{ status: string }>(await decide(ownerLead, requestId, false));
    expect(declined.status).toBe('rejected');
    const { data } = await service.from('deals').select('stage').eq('id', dealId).single();
    expect(data!.stage).toBe('declined');
  });
});

describe('the exclusivity clock', () => {
  let dealId: string;
  const milestoneId = async (kind: 'signing' | 'financing_confirmed') => {
    const { data } = await service
      .from('deal_milestones')
      .select('id')
      .eq('deal_id', dealId)
      .eq('kind', kind)
      .single();
    return data!.id as string;
  };

  beforeAll(async () => {
    const made = await dealWithTeams('Leads Clock GmbH');
    dealId = made.dealId;
    const requestId = await requestAccess(made.listingId, dealId);
    ok(await decide(seller, requestId, true));
    const offer = ok<{ id: string }>(
      await rpc(buyerLead, 'submit_loi', { p_deal_id: dealId, p_terms: loiTerms() }),
    );
    ok(await rpc(ownerLead, 'accept_loi', { p_offer_id: offer.id }));
  });

  it('a lead of a side marks that side’s milestones; nobody else does', async () => {
    const [signing, financing] = await Promise.all([
      milestoneId('signing'),
      milestoneId('financing_confirmed'),
    ]);
    const refused = await Promise.all(
      [ownerContributor, ownerViewer, buyerLead, buyerViewer, pendingLead].map((who) =>
        code(rpc(who, 'complete_deal_milestone', { p_milestone_id: signing })),
      ),
    );
    expect(refused).toEqual(Array(5).fill('42501'));
    const unknown = await Promise.all(
      [invitedLead, removedLead, stranger].map((who) =>
        code(rpc(who, 'complete_deal_milestone', { p_milestone_id: signing })),
      ),
    );
    expect(unknown).toEqual(['PT404', 'PT404', 'PT404']);
    expect(
      await code(rpc(ownerLead, 'complete_deal_milestone', { p_milestone_id: financing })),
    ).toBe('42501');

    const done = ok<{ done_by: string }>(
      await rpc(ownerLead, 'complete_deal_milestone', { p_milestone_id: signing }),
    );
    expect(done.done_by).toBe(ownerLead.id);
    const buyerDone = ok<{ done_by: string }>(
      await rpc(buyerLead, 'complete_deal_milestone', { p_milestone_id: financing }),
    );
    expect(buyerDone.done_by).toBe(buyerLead.id);
  });

  it('a lead asks for an extension, the other side’s lead agrees; members, the asking side, invited, pending and removed leads are refused', async () => {
    const askRefused = await Promise.all(
      [ownerContributor, ownerViewer, buyerViewer, pendingLead].map((who) =>
        code(rpc(who, 'request_exclusivity_extension', { p_deal_id: dealId, p_days: 7 })),
      ),
    );
    expect(askRefused).toEqual(Array(4).fill('42501'));
    const askUnknown = await Promise.all(
      [invitedLead, removedLead, stranger].map((who) =>
        code(rpc(who, 'request_exclusivity_extension', { p_deal_id: dealId, p_days: 7 })),
      ),
    );
    expect(askUnknown).toEqual(['PT404', 'PT404', 'PT404']);
    const rawAsk = await rest(buyerViewer, 'POST', 'rpc/request_exclusivity_extension', {
      p_deal_id: dealId,
      p_days: 7,
    });
    expect(rawAsk.status).toBe(403);

    const asked = ok<{ id: string; requested_by: string; requested_by_user: string }>(
      await rpc(buyerLead, 'request_exclusivity_extension', { p_deal_id: dealId, p_days: 7 }),
    );
    expect(asked).toMatchObject({ requested_by: 'buyer', requested_by_user: buyerLead.id });
    const before = await service.from('deals').select('exclusive_until').eq('id', dealId).single();

    const answer = (who: Identity) =>
      code(rpc(who, 'answer_exclusivity_extension', { p_extension_id: asked.id, p_agree: true }));
    const answerRefused = await Promise.all(
      [ownerContributor, ownerViewer, buyerLead, buyer, buyerViewer, pendingLead].map(answer),
    );
    expect(answerRefused).toEqual(Array(6).fill('42501'));
    expect(await Promise.all([invitedLead, removedLead, stranger].map(answer))).toEqual([
      'PT404',
      'PT404',
      'PT404',
    ]);
    const rawAnswer = await rest(ownerContributor, 'POST', 'rpc/answer_exclusivity_extension', {
      p_extension_id: asked.id,
      p_agree: true,
    });
    expect(rawAnswer.status).toBe(403);

    const agreed = ok<{ status: string; decided_by: string }>(
      await rpc(ownerLead, 'answer_exclusivity_extension', {
        p_extension_id: asked.id,
        p_agree: true,
      }),
    );
    expect(agreed).toMatchObject({ status: 'agreed', decided_by: ownerLead.id });
    const after = await service.from('deals').select('exclusive_until').eq('id', dealId).single();
    expect(new Date(after.data!.exclusive_until!).getTime()).toBe(
      new Date(before.data!.exclusive_until!).getTime() + 7 * 86_400_000,
    );
  });

  it('a lead of the owner’s team ends the exclusivity early after a missed milestone; nobody else does', async () => {
    const missed = await service
      .from('deal_milestones')
      .update({ due_on: inDays(-1) })
      .eq('deal_id', dealId)
      .eq('kind', 'diligence_complete');
    expect(missed.error).toBeNull();
    const end = (who: Identity) => code(rpc(who, 'end_exclusivity_early', { p_deal_id: dealId }));
    expect(
      await Promise.all(
        [ownerContributor, ownerViewer, buyer, buyerLead, buyerViewer, pendingLead].map(end),
      ),
    ).toEqual(Array(6).fill('42501'));
    expect(await Promise.all([invitedLead, removedLead, stranger].map(end))).toEqual([
      'PT404',
      'PT404',
      'PT404',
    ]);
    const raw = await rest(ownerViewer, 'POST', 'rpc/end_exclusivity_early', { p_deal_id: dealId });
    expect(raw.status).toBe(403);
    const ended = ok<{ stage: string }>(
      await rpc(ownerLead, 'end_exclusivity_early', { p_deal_id: dealId }),
    );
    expect(ended.stage).toBe('access_granted');
  });
});

describe('members’ unread counts', () => {
  type Read = { deal_id: string; user_id: string; unread_count: number };
  let dealId: string;
  // The top bar's question (src/lib/unread-messages.ts), on this deal.
  const reads = async (who: Identity) =>
    ok<Read[]>(
      await who.client
        .from('deal_reads')
        .select('deal_id, user_id, unread_count')
        .eq('deal_id', dealId)
        .gt('unread_count', 0),
    );
  const send = async (who: Identity, dealId: string, body: string) =>
    ok<{ id: number }>(
      await rpc(who, 'send_deal_message', {
        p_deal_id: dealId,
        p_body: body,
        p_client_id: randomUUID(),
      }),
    );

  it('a message is unread for everyone on the other side, each with their own read mark; removal takes the count', async () => {
    const listingId = await newListing(seller, 'Unread Teams GmbH');
    dealId = await dealWithNda(buyer, listingId);
    const [buyerMemberId] = await Promise.all([
      addMember(buyer, dealId, buyerViewer, 'view'),
      addMember(seller, dealId, ownerContributor, 'contribute'),
      addMember(buyer, dealId, pendingLead, 'lead', false), // invited only: counts nothing
    ]);

    await send(seller, dealId, 'Owner writes first');
    await send(ownerContributor, dealId, 'Owner adviser adds');
    const [buyerReads, viewerReads, contributorReads, sellerReads, invitedReads] =
      await Promise.all([buyer, buyerViewer, ownerContributor, seller, pendingLead].map(reads));
    expect(buyerReads).toEqual([{ deal_id: dealId, user_id: buyer.id, unread_count: 2 }]);
    expect(viewerReads).toEqual([{ deal_id: dealId, user_id: buyerViewer.id, unread_count: 2 }]);
    // The sender's side counts nothing of its own side's messages.
    expect(contributorReads).toEqual([]);
    expect(sellerReads).toEqual([]);
    expect(invitedReads).toEqual([]);
    // Only one's own row, also by hand and with another user's id as the filter.
    const raw = await rest(buyerViewer, 'GET', `deal_reads?select=user_id&user_id=eq.${buyer.id}`);
    expect(raw.status).toBe(200);
    expect(raw.body).toEqual([]);

    // The member reads: their count goes to 0, the buyer's stays.
    const marked = ok<{ unread_count: number }>(
      await rpc(buyerViewer, 'mark_deal_thread_read', { p_deal_id: dealId }),
    );
    expect(marked.unread_count).toBe(0);
    expect(await reads(buyerViewer)).toEqual([]);
    expect((await reads(buyer))[0].unread_count).toBe(2);

    // The buyer's side answers: the owner's side (principal and member) has one unread each.
    await send(buyer, dealId, 'Buyer answers');
    expect((await reads(seller))[0]).toMatchObject({ deal_id: dealId, unread_count: 1 });
    expect((await reads(ownerContributor))[0]).toMatchObject({ deal_id: dealId, unread_count: 1 });
    expect(await reads(buyerViewer)).toEqual([]);

    // A new message after the member's mark counts again; removal takes the count with it.
    await send(seller, dealId, 'Owner again');
    expect((await reads(buyerViewer))[0].unread_count).toBe(1);
    ok(await rpc(buyer, 'remove_deal_member', { p_member_id: buyerMemberId }));
    const gone = await buyerViewer.client
      .from('deal_reads')
      .select('deal_id')
      .eq('deal_id', dealId);
    expect(gone.data).toEqual([]);
    // And a removed member counts nothing new.
    await send(seller, dealId, 'Owner after removal');
    expect(await reads(buyerViewer)).toEqual([]);
    // (The buyer's own answer read the thread up to it: two owner messages since.)
    expect((await reads(buyer))[0].unread_count).toBe(2);
  });
});
