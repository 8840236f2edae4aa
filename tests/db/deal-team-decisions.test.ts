// Deal team members before DealBridge's review, through the HTTP API (issue 34): an invited
// adviser's new account stays pending until an admin verifies it, yet the membership and the NDA
// in their own name grant the deal (private.my_deal_side(), private.my_member_deal_ids(),
// private.data_room_tier_readable(), deal_overview()): the pending member reads their deal, its
// thread, its data room and its request list as their side does, and nothing else: not another
// buyer's deal on the same listing, not the marketplace (listings, search_listings), not a deal
// whose membership was removed; a rejected account reads nothing.
// Leads decide like principals (private.decides_for_side()): a lead of the owner's team grants or
// declines access (move_deal()) and counters, accepts or declines the buyer's offers; a lead of the
// buyer's team submits offers and answers counters; view and contribute members of either side are
// refused (42501) by supabase-js and by hand-made requests, strangers learn nothing (404).
import type { SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { serviceClient } from '../support/accounts';
import { makePdf } from '../support/pdf';
import {
  grantAccess,
  newListing,
  openDocument,
  uploadDocument,
  type Uploaded,
} from './support/data-room';
import { dealWithNda, moveDeal, rest } from './support/deals';
import { createUser, giveBillingInfo, type Identity } from './support/identities';

const service = serviceClient();

async function addMember(
  inviter: Identity,
  dealId: string,
  who: Identity,
  role: 'view' | 'contribute' | 'lead',
) {
  const invited = await inviter.client.rpc('invite_deal_member', {
    p_deal_id: dealId,
    p_email: who.email!,
    p_role: role,
  });
  expect(invited.error).toBeNull();
  const accepted = await who.client.rpc('accept_deal_invitation', {
    p_member_id: invited.data!.id,
    p_signed_name: `${who.name} (signed)`,
    p_accept_nda: true,
  });
  expect(accepted.error).toBeNull();
  return invited.data!.id;
}

describe('a pending member (account not yet verified)', () => {
  let seller: Identity;
  let buyer: Identity;
  let otherBuyer: Identity;
  let adviser: Identity; // pending, contribute member of buyer's side
  let stranger: Identity; // pending, no membership
  let listingId: string;
  let otherListingId: string;
  let dealId: string;
  let otherDealId: string;
  let memberId: string;
  let doc: Uploaded;
  let requestId: string;

  beforeAll(async () => {
    [seller, buyer, otherBuyer, adviser, stranger] = await Promise.all([
      createUser('dtd-seller', { role: 'company', status: 'verified' }),
      createUser('dtd-buyer', { role: 'investor', status: 'verified' }),
      createUser('dtd-buyer-b', { role: 'investor', status: 'verified' }),
      createUser('dtd-adviser', { role: 'scout', status: 'pending' }),
      createUser('dtd-stranger', { role: 'scout', status: 'pending' }),
    ]);
    [listingId, otherListingId] = await Promise.all([
      newListing(seller, 'Pending Adviser GmbH'),
      newListing(seller, 'Other Listing GmbH'),
    ]);
    [dealId, otherDealId] = await Promise.all([
      grantAccess(seller, buyer, listingId),
      grantAccess(seller, otherBuyer, listingId),
    ]);
    doc = await uploadDocument(seller, listingId, {
      name: 'Jahresabschluss.pdf',
      tier: 'access',
      type: 'application/pdf',
      bytes: await makePdf(1, 'Annual accounts'),
    });
    const request = await buyer.client
      .from('diligence_requests')
      .insert({ deal_id: dealId, title: 'BWA 2025', category: 'financial', due_date: '2030-12-31' })
      .select('id')
      .single();
    expect(request.error).toBeNull();
    requestId = request.data!.id;
    memberId = await addMember(buyer, dealId, adviser, 'contribute');
  });

  it('reads the deal page, the deal row, the thread and writes as a contributor', async () => {
    const overview = await adviser.client.rpc('deal_overview', { p_deal_id: dealId });
    expect(overview.error).toBeNull();
    expect(overview.data![0].viewer_role).toBe('buyer');
    expect(overview.data![0].title).toBe('Pending Adviser GmbH');
    const rows = await adviser.client.from('deals').select('id');
    expect(rows.data!.map((r) => r.id)).toEqual([dealId]);
    const sent = await adviser.client.rpc('send_deal_message', {
      p_deal_id: dealId,
      p_body: 'Pending adviser writes',
      p_client_id: randomUUID(),
    });
    expect(sent.error).toBeNull();
    const thread = await adviser.client.rpc('deal_thread', { p_deal_id: dealId });
    expect(thread.error).toBeNull();
    expect(JSON.stringify(thread.data)).toContain('Pending adviser writes');
  });

  it('reads the data room and the request list of the deal', async () => {
    expect(await openDocument(adviser, doc.documentId)).toBe(200);
    const docs = await adviser.client.from('data_room_documents').select('id');
    expect(docs.data!.map((d) => d.id)).toContain(doc.documentId);
    const requests = await adviser.client.from('diligence_requests').select('id, deal_id');
    expect(requests.error).toBeNull();
    expect(requests.data!.map((r) => r.id)).toEqual([requestId]);
  });

  it('reads nothing of another buyer’s deal, another listing or the marketplace', async () => {
    expect(
      (await adviser.client.rpc('deal_overview', { p_deal_id: otherDealId })).error?.code,
    ).toBe('PT404');
    expect((await adviser.client.rpc('deal_thread', { p_deal_id: otherDealId })).error).not.toBe(
      null,
    );
    // The marketplace: no listing row but their own deal's (its teaser row, which the deal page and
    // the top bar name: private.team_listing_ids()), no search result, by the table, the RPC and
    // a raw request.
    const listings = await adviser.client.from('listings').select('id');
    expect(listings.error).toBeNull();
    expect(listings.data).toEqual([{ id: listingId }]);
    const raw = await rest(adviser, 'GET', `listings?select=id&id=eq.${otherListingId}`);
    expect(raw.status).toBe(200);
    expect(raw.body).toEqual([]);
    // The discover page's search answers the verified buyer, not the pending adviser.
    const [search, buyerSearch] = await Promise.all([
      adviser.client.rpc('search_listings', {}, { get: true }),
      buyer.client.rpc('search_listings', {}, { get: true }),
    ]);
    expect(buyerSearch.error).toBeNull();
    expect(buyerSearch.data!.length).toBeGreaterThan(0);
    expect(search.error?.code).toBe('42501');
    // An embed through the deals opens only their own deal's listing row.
    const embed = await adviser.client.from('deals').select('id, listings(id)');
    expect(embed.error).toBeNull();
    expect(embed.data).toEqual([{ id: dealId, listings: { id: listingId } }]);
  });

  it('a pending account without membership reads no deal', async () => {
    expect((await stranger.client.rpc('deal_overview', { p_deal_id: dealId })).error?.code).toBe(
      'PT404',
    );
    expect(await openDocument(stranger, doc.documentId)).toBe(404);
    const requests = await stranger.client.from('diligence_requests').select('id');
    expect(requests.data).toEqual([]);
    expect((await stranger.client.from('deals').select('id')).data).toEqual([]);
  });

  it('a rejected account reads nothing; removal ends the pending member’s access', async () => {
    const [rejected] = await Promise.all([
      createUser('dtd-rejected', { role: 'scout', status: 'pending' }),
    ]);
    await addMember(buyer, dealId, rejected, 'view');
    expect((await rejected.client.rpc('deal_overview', { p_deal_id: dealId })).error).toBeNull();
    const banned = await service
      .from('profiles')
      .update({ verification_status: 'rejected', rejected_at: new Date().toISOString() })
      .eq('id', rejected.id!);
    expect(banned.error).toBeNull();
    expect((await rejected.client.rpc('deal_overview', { p_deal_id: dealId })).error?.code).toBe(
      'PT404',
    );
    expect(await openDocument(rejected, doc.documentId)).toBe(404);
    expect((await rejected.client.from('deals').select('id')).data).toEqual([]);

    const removed = await buyer.client.rpc('remove_deal_member', { p_member_id: memberId });
    expect(removed.error).toBeNull();
    expect((await adviser.client.rpc('deal_overview', { p_deal_id: dealId })).error?.code).toBe(
      'PT404',
    );
    expect(await openDocument(adviser, doc.documentId)).toBe(404);
    expect((await adviser.client.from('diligence_requests').select('id')).data).toEqual([]);
  });
});

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A letter of intent's terms (money in cents), as the offer form sends them. */
const loiTerms = (priceCents: number) => ({
  price_cents: priceCents,
  closing_cents: priceCents,
  structure: 'share_deal',
  financing_equity_cents: priceCents,
  cond_due_diligence: true,
  cond_financing: false,
  cond_approvals: false,
  exclusivity_days: 30,
  diligence_deadline: inDays(20),
  target_signing_date: inDays(25),
  valid_until: inDays(14),
});

type Offer = { id: string; status: string; proposed_by: 'buyer' | 'owner'; decided_by: string };

const submitLoi = (who: Identity, dealId: string, priceCents: number) =>
  (who.client as SupabaseClient).rpc('submit_loi', {
    p_deal_id: dealId,
    p_terms: loiTerms(priceCents),
  });
const counterLoi = (who: Identity, offerId: string, priceCents: number) =>
  (who.client as SupabaseClient).rpc('counter_loi', {
    p_offer_id: offerId,
    p_terms: loiTerms(priceCents),
  });
const acceptLoi = (who: Identity, offerId: string) =>
  (who.client as SupabaseClient).rpc('accept_loi', { p_offer_id: offerId });
const declineLoi = (who: Identity, offerId: string) =>
  (who.client as SupabaseClient).rpc('decline_loi', {
    p_offer_id: offerId,
    p_reason: 'price',
    p_note: null,
  });

describe('leads decide like principals', () => {
  let seller: Identity;
  let buyer: Identity;
  let ownerLead: Identity;
  let ownerContributor: Identity;
  let buyerLead: Identity;
  let buyerViewer: Identity;
  let stranger: Identity;
  let dealId: string;

  beforeAll(async () => {
    [seller, buyer, ownerLead, ownerContributor, buyerLead, buyerViewer, stranger] =
      await Promise.all([
        createUser('dtl-seller', { role: 'company', status: 'verified' }),
        createUser('dtl-buyer', { role: 'investor', status: 'verified' }),
        createUser('dtl-owner-lead', { role: 'scout', status: 'verified' }),
        createUser('dtl-owner-contrib', { role: 'scout', status: 'verified' }),
        createUser('dtl-buyer-lead', { role: 'scout', status: 'verified' }),
        createUser('dtl-buyer-view', { role: 'scout', status: 'verified' }),
        createUser('dtl-stranger', { role: 'investor', status: 'verified' }),
      ]);
    await giveBillingInfo(buyer);
    const listingId = await newListing(seller, 'Lead Decides GmbH');
    dealId = await dealWithNda(buyer, listingId);
    expect((await moveDeal(buyer, dealId, 'access_requested')).error).toBeNull();
    await Promise.all([
      addMember(seller, dealId, ownerLead, 'lead'),
      addMember(seller, dealId, ownerContributor, 'contribute'),
      addMember(buyer, dealId, buyerLead, 'lead'),
      addMember(buyer, dealId, buyerViewer, 'view'),
    ]);
  });

  it('a lead of the owner’s team grants access; other members are refused', async () => {
    for (const who of [ownerContributor, buyerLead, buyerViewer]) {
      const refused = await moveDeal(who, dealId, 'access_granted');
      expect(refused.error?.code, who.name).toBe('42501');
    }
    const raw = await rest(ownerContributor, 'POST', 'rpc/move_deal', {
      p_deal_id: dealId,
      p_stage: 'access_granted',
    });
    expect(raw.status).toBe(403);
    expect((await moveDeal(stranger, dealId, 'access_granted')).error?.code).toBe('PT404');
    // The buyer's own steps stay the buyer's: a lead of the buyer's team does not withdraw.
    expect((await moveDeal(buyerLead, dealId, 'withdrawn')).error?.code).toBe('42501');

    const granted = await moveDeal(ownerLead, dealId, 'access_granted');
    expect(granted.error).toBeNull();
    expect(granted.data!.stage).toBe('access_granted');
    const { data } = await service
      .from('deals')
      .select('stage, access_decided_by')
      .eq('id', dealId)
      .single();
    expect(data).toEqual({ stage: 'access_granted', access_decided_by: ownerLead.id });
  });

  it('a lead of the buyer’s team offers and answers counters; a lead of the owner’s team counters, declines and accepts', async () => {
    // Offers: view members and the other side's members are refused, strangers learn nothing.
    expect((await submitLoi(buyerViewer, dealId, 90_000_000)).error?.code).toBe('42501');
    expect((await submitLoi(ownerLead, dealId, 90_000_000)).error?.code).toBe('42501');
    expect((await submitLoi(stranger, dealId, 90_000_000)).error?.code).toBe('PT404');
    const first = await submitLoi(buyerLead, dealId, 90_000_000);
    expect(first.error).toBeNull();
    const v1 = first.data as unknown as Offer;
    expect(v1.proposed_by).toBe('buyer');

    // The owner's side answers: contributors and the buyer's side may not.
    for (const who of [ownerContributor, buyerLead, buyerViewer]) {
      expect((await counterLoi(who, v1.id, 95_000_000)).error?.code, who.name).toBe('42501');
      expect((await acceptLoi(who, v1.id)).error?.code, who.name).toBe('42501');
      expect((await declineLoi(who, v1.id)).error?.code, who.name).toBe('42501');
    }
    const rawAccept = await rest(ownerContributor, 'POST', 'rpc/accept_loi', {
      p_offer_id: v1.id,
    });
    expect(rawAccept.status).toBe(403);
    expect((await acceptLoi(stranger, v1.id)).error?.code).toBe('PT404');
    const countered = await counterLoi(ownerLead, v1.id, 95_000_000);
    expect(countered.error).toBeNull();
    const v2 = countered.data as unknown as Offer;
    expect(v2.proposed_by).toBe('owner');

    // The counter is the buyer's side's to answer: a viewer may not, the buyer's lead declines.
    expect((await declineLoi(buyerViewer, v2.id)).error?.code).toBe('42501');
    expect((await acceptLoi(ownerLead, v2.id)).error?.code).toBe('42501');
    const declined = await declineLoi(buyerLead, v2.id);
    expect(declined.error).toBeNull();
    expect((declined.data as unknown as Offer).decided_by).toBe(buyerLead.id);

    // A new offer by the buyer's lead; the owner's lead declines it, then accepts the next one.
    const second = await submitLoi(buyerLead, dealId, 97_000_000);
    expect(second.error).toBeNull();
    const v3 = second.data as unknown as Offer;
    const ownerDeclined = await declineLoi(ownerLead, v3.id);
    expect(ownerDeclined.error).toBeNull();
    const third = await submitLoi(buyerLead, dealId, 98_000_000);
    expect(third.error).toBeNull();
    const accepted = await acceptLoi(ownerLead, (third.data as unknown as Offer).id);
    expect(accepted.error).toBeNull();
    expect((accepted.data as unknown as Offer).status).toBe('accepted');
    const deal = await buyer.client.rpc('deal_overview', { p_deal_id: dealId });
    expect(deal.data![0].stage).toBe('in_exclusivity');
  });
});

type ThreadEntry = {
  body: string;
  by_me: boolean;
  sender_role: string | null;
  sender_name: string | null;
};

describe('the thread names its senders as each side may know them; notices reach the teams', () => {
  let seller: Identity;
  let buyer: Identity;
  let buyerAdviser: Identity;
  let ownerAdviser: Identity;
  let dealId: string;

  const send = async (who: Identity, body: string) => {
    const sent = await who.client.rpc('send_deal_message', {
      p_deal_id: dealId,
      p_body: body,
      p_client_id: randomUUID(),
    });
    expect(sent.error).toBeNull();
  };
  const entry = async (who: Identity, body: string) => {
    const thread = await who.client.rpc('deal_thread', { p_deal_id: dealId });
    expect(thread.error).toBeNull();
    const messages = (thread.data as { messages: ThreadEntry[] }).messages;
    return messages.find((m) => m.body === body)!;
  };
  const notices = async (who: Identity, body: string) => {
    const { data, error } = await service
      .from('notifications')
      .select('payload')
      .eq('user_id', who.id!)
      .eq('kind', 'deal.message')
      .eq('link', `/deals/${dealId}`);
    expect(error).toBeNull();
    return data!
      .map((n) => n.payload as { excerpt?: string; from_name?: string | null })
      .filter((p) => p.excerpt === body);
  };

  beforeAll(async () => {
    [seller, buyer, buyerAdviser, ownerAdviser] = await Promise.all([
      createUser('dtn-seller', { role: 'company', status: 'verified' }),
      createUser('dtn-buyer', { role: 'investor', status: 'verified' }),
      createUser('dtn-buyer-adv', { role: 'scout', status: 'pending' }),
      createUser('dtn-owner-adv', { role: 'scout', status: 'verified' }),
    ]);
    await giveBillingInfo(buyer);
    const listingId = await newListing(seller, 'Named Senders GmbH');
    dealId = await dealWithNda(buyer, listingId);
    await Promise.all([
      addMember(buyer, dealId, buyerAdviser, 'contribute'),
      addMember(seller, dealId, ownerAdviser, 'contribute'),
    ]);
  });

  it('before access: each side names its own, the other side learns roles only', async () => {
    await send(buyerAdviser, 'Adviser asks before access');
    await send(ownerAdviser, 'Seller adviser answers before access');
    await send(buyer, 'Buyer writes before access');

    const mine = await entry(buyerAdviser, 'Adviser asks before access');
    expect(mine).toMatchObject({ by_me: true, sender_role: 'contribute' });
    expect(await entry(buyer, 'Adviser asks before access')).toMatchObject({
      by_me: false,
      sender_role: 'contribute',
      sender_name: 'Test dtn-buyer-adv',
    });
    // The owner's side does not learn who is on the buyer's team yet, nor the buyer theirs.
    expect(await entry(seller, 'Adviser asks before access')).toMatchObject({
      by_me: false,
      sender_role: 'contribute',
      sender_name: null,
    });
    expect(await entry(buyer, 'Seller adviser answers before access')).toMatchObject({
      sender_role: 'contribute',
      sender_name: null,
    });
    expect(await entry(seller, 'Seller adviser answers before access')).toMatchObject({
      sender_name: 'Test dtn-owner-adv',
    });
    // The buyer is known to the owner's side from the start.
    expect(await entry(ownerAdviser, 'Buyer writes before access')).toMatchObject({
      sender_role: 'principal',
      sender_name: 'Test dtn-buyer',
    });

    // Notices: everyone on the other side, nobody on the sender's; unnamed before access.
    expect(await notices(seller, 'Adviser asks before access')).toEqual([
      expect.objectContaining({ from_name: null }),
    ]);
    expect(await notices(ownerAdviser, 'Adviser asks before access')).toHaveLength(1);
    expect(await notices(buyer, 'Adviser asks before access')).toHaveLength(0);
    expect(await notices(buyerAdviser, 'Adviser asks before access')).toHaveLength(0);
    expect(await notices(buyer, 'Seller adviser answers before access')).toEqual([
      expect.objectContaining({ from_name: null }),
    ]);
    // The pending adviser hears of the other side's messages too.
    expect(await notices(buyerAdviser, 'Seller adviser answers before access')).toHaveLength(1);
    expect(await notices(ownerAdviser, 'Buyer writes before access')).toEqual([
      expect.objectContaining({ from_name: 'Test dtn-buyer' }),
    ]);
  });

  it('after access: both sides name every sender, in the thread and the notices', async () => {
    expect((await moveDeal(buyer, dealId, 'access_requested')).error).toBeNull();
    expect((await moveDeal(seller, dealId, 'access_granted')).error).toBeNull();
    await send(buyerAdviser, 'Adviser asks after access');
    expect(await entry(seller, 'Adviser asks after access')).toMatchObject({
      sender_role: 'contribute',
      sender_name: 'Test dtn-buyer-adv',
    });
    expect(await entry(buyer, 'Seller adviser answers before access')).toMatchObject({
      sender_name: 'Test dtn-owner-adv',
    });
    expect(await notices(ownerAdviser, 'Adviser asks after access')).toEqual([
      expect.objectContaining({ from_name: 'Test dtn-buyer-adv' }),
    ]);
  });
});
