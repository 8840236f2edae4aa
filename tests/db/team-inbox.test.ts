// Issue 33 through the HTTP API: the "to decide" inbox of deal-team members
// (public.my_decision_inbox() with private.member_decision_items()). Each role's own token: a lead
// of the owner's team gets what the owner decides there (access requests, the buyer's offer, open
// questions, the side's requests, unanswered messages); a contributor the open questions and the
// requests nobody else took, and the messages; a view member and a removed member nothing. The
// buyer's team gets the owner's answers to accept and the owner's messages. Hand-made: the private
// function over REST, and the caller's inbox never holds another deal's items.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  dealWithAccess,
  dealWithNda,
  moveDeal,
  newListing,
  rest,
  submitOffer,
} from './support/deals';
import { createUser, giveBillingInfo, type Identity } from './support/identities';

type Role = 'view' | 'contribute' | 'lead';
type InboxItem = {
  kind: string;
  deal_id: string;
  listing_id: string;
  side: string;
  item_id: string | null;
  listing_title: string | null;
  counterpart_name: string | null;
  team_role: Role | null;
};

async function inbox(who: Identity): Promise<InboxItem[]> {
  const { data, error } = await who.client.rpc('my_decision_inbox');
  expect(error).toBeNull();
  return data as InboxItem[];
}

/** The caller's items as [kind, deal, item] (sorted), for exact comparisons. */
async function items(who: Identity): Promise<string[]> {
  return (await inbox(who)).map((i) => `${i.kind}:${i.deal_id}:${i.item_id ?? '-'}`).sort();
}

const key = (kind: string, dealId: string, itemId: string | null = null) =>
  `${kind}:${dealId}:${itemId ?? '-'}`;

async function addMember(inviter: Identity, dealId: string, who: Identity, role: Role) {
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

async function send(who: Identity, dealId: string, body: string) {
  const { error } = await who.client.rpc('send_deal_message', {
    p_deal_id: dealId,
    p_body: body,
    p_client_id: randomUUID(),
  });
  expect(error).toBeNull();
}

async function newRequest(who: Identity, dealId: string, title: string) {
  const { data, error } = await who.client
    .from('diligence_requests')
    .insert({ deal_id: dealId, title, category: 'financial' })
    .select('id')
    .single();
  expect(error).toBeNull();
  return data!.id;
}

let seller: Identity;
let buyer: Identity;
let buyer2: Identity;
let sLead: Identity;
let sContrib: Identity;
let sContrib2: Identity;
let sView: Identity;
let bLead: Identity;
let bContrib: Identity;
let bView: Identity;
let title: string;
let dealId: string;
let requestDealId: string;
let sContribMemberId: string;

beforeAll(async () => {
  [seller, buyer, buyer2, sLead, sContrib, sContrib2, sView, bLead, bContrib, bView] =
    await Promise.all([
      createUser('tinbox-seller', { role: 'company', status: 'verified' }),
      createUser('tinbox-buyer', { role: 'investor', status: 'verified' }),
      createUser('tinbox-buyer2', { role: 'investor', status: 'verified' }),
      createUser('tinbox-s-lead', { role: 'scout', status: 'verified' }),
      createUser('tinbox-s-contrib', { role: 'scout', status: 'verified' }),
      createUser('tinbox-s-contrib2', { role: 'company', status: 'verified' }),
      createUser('tinbox-s-view', { role: 'scout', status: 'verified' }),
      createUser('tinbox-b-lead', { role: 'investor', status: 'verified' }),
      createUser('tinbox-b-contrib', { role: 'investor', status: 'verified' }),
      createUser('tinbox-b-view', { role: 'investor', status: 'verified' }),
    ]);
  await Promise.all([giveBillingInfo(buyer), giveBillingInfo(buyer2)]);
  title = `Team inbox ${randomUUID().slice(0, 8)}`;
  const listing = await newListing(seller, title);
  dealId = await dealWithAccess(buyer, seller, listing);
  // A second buyer's access request, with the owner's lead on that deal too.
  requestDealId = await dealWithNda(buyer2, listing);
  expect((await moveDeal(buyer2, requestDealId, 'access_requested')).error).toBeNull();
  await addMember(seller, dealId, sLead, 'lead');
  sContribMemberId = await addMember(seller, dealId, sContrib, 'contribute');
  await addMember(seller, dealId, sContrib2, 'contribute');
  await addMember(seller, dealId, sView, 'view');
  await addMember(seller, requestDealId, sLead, 'lead');
  await addMember(buyer, dealId, bLead, 'lead');
  await addMember(buyer, dealId, bContrib, 'contribute');
  await addMember(buyer, dealId, bView, 'view');
});

describe("a deal team member's to-decide inbox", () => {
  it('holds by role what waits for the side, and nothing for view or removed members', async () => {
    // The buyer's side: a message, an offer, a question and two document requests.
    await send(buyer, dealId, 'Could we talk about the numbers?');
    const offer = await submitOffer(buyer, dealId);
    expect(offer.error).toBeNull();
    const offerId = (offer.data as { id: string }).id;
    const question = await bContrib.client
      .from('diligence_questions')
      .insert({ deal_id: dealId, body: 'Who are the three largest customers?' })
      .select('id')
      .single();
    expect(question.error).toBeNull();
    const questionId = question.data!.id;
    const r1 = await newRequest(bContrib, dealId, 'Annual accounts 2023');
    const r2 = await newRequest(bLead, dealId, 'Customer contracts');
    // The second contributor takes the second request: it waits for them alone.
    const taken = await sContrib2.client
      .from('diligence_requests')
      .update({ assignee_id: sContrib2.id! })
      .eq('id', r2)
      .select('id');
    expect(taken.error).toBeNull();
    expect(taken.data).toHaveLength(1);

    // The owner's lead: what the owner decides on both deals, plus the request nobody took.
    expect(await items(sLead)).toEqual(
      [
        key('access_request', requestDealId),
        key('offer', dealId, offerId),
        key('question', dealId, questionId),
        key('request', dealId, r1),
        key('message', dealId),
      ].sort(),
    );
    const leadItems = await inbox(sLead);
    expect(leadItems.every((i) => i.team_role === 'lead' && i.side === 'owner')).toBe(true);
    // The owner's side reads the title and who asks, as on the deal page.
    const leadOffer = leadItems.find((i) => i.kind === 'offer')!;
    expect(leadOffer.listing_title).toBe(title);
    expect(leadOffer.counterpart_name).toBe(`Test ${buyer.name}`);

    // Contributors: no access request, no offer; the open question, the requests of their own or
    // nobody's, the waiting message.
    expect(await items(sContrib)).toEqual(
      [
        key('question', dealId, questionId),
        key('request', dealId, r1),
        key('message', dealId),
      ].sort(),
    );
    expect(await items(sContrib2)).toEqual(
      [
        key('question', dealId, questionId),
        key('request', dealId, r1),
        key('request', dealId, r2),
        key('message', dealId),
      ].sort(),
    );
    expect((await inbox(sContrib)).every((i) => i.team_role === 'contribute')).toBe(true);

    // View members decide nothing; the buyer's team has nothing waiting yet.
    for (const who of [sView, bView, bLead, bContrib])
      expect(await items(who), who.name).toEqual([]);

    // A contributor drafts an answer: the question now waits for a lead's approval only.
    const draft = await sContrib.client
      .from('diligence_answer_drafts')
      .insert({ question_id: questionId, body: 'Three public utilities.' });
    expect(draft.error).toBeNull();
    expect((await items(sContrib)).filter((i) => i.startsWith('question'))).toEqual([]);
    expect((await items(sLead)).filter((i) => i.startsWith('question'))).toEqual([
      key('question', dealId, questionId),
    ]);

    // The owner's side answers a request and the message: the buyer's contributor and lead now
    // have the answer to accept and the reply; it left the owner's side.
    const answered = await sContrib.client
      .from('diligence_requests')
      .update({ answer_text: 'Attached in the data room.', status: 'answered' })
      .eq('id', r1)
      .select('id');
    expect(answered.error).toBeNull();
    expect(answered.data).toHaveLength(1);
    await send(sContrib, dealId, 'Happy to, Thursday?');
    for (const who of [bLead, bContrib]) {
      expect(await items(who), who.name).toEqual(
        [key('request', dealId, r1), key('message', dealId)].sort(),
      );
    }
    const buyerSide = await inbox(bContrib);
    expect(buyerSide.every((i) => i.side === 'buyer' && i.team_role === 'contribute')).toBe(true);
    // The buyer's side learns no buyer name (their counterpart is the listing).
    expect(buyerSide.every((i) => i.counterpart_name === null)).toBe(true);
    expect(await items(sContrib)).toEqual([]);
    expect(await items(bView)).toEqual([]);
    // The buyer's lead only sees the owner's side offers (none): the buyer's own offer is not theirs to decide.
    expect((await items(bLead)).some((i) => i.startsWith('offer'))).toBe(false);

    // Removed: nothing any more, though the request they answered is still on the deal.
    const removed = await seller.client.rpc('remove_deal_member', {
      p_member_id: sContribMemberId,
    });
    expect(removed.error).toBeNull();
    await send(buyer, dealId, 'Thursday works.');
    expect(await items(sContrib)).toEqual([]);
    expect(await items(sContrib2)).toContain(key('message', dealId));
  });

  it('the private helper is not reachable over REST; the principals keep their own items', async () => {
    for (const fn of ['member_decision_items', 'decision_items']) {
      const answer = await rest(sLead, 'POST', `rpc/${fn}`, { p_uid: seller.id });
      expect(answer.status, fn).toBe(404);
    }
    // The owner's own items carry no team role, and the owner's median figure travels on them.
    const own = await inbox(seller);
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((i) => i.team_role === null)).toBe(true);
  });
});
