// Issue 33 through the HTTP API: one "to decide" inbox per user (public.my_decision_inbox()), the
// owner's dashboard table in one request (public.my_listings_overview()) whose figures come from
// the pipeline's own source (private.owner_pipeline(), also read by public.listing_pipeline() and
// my_dashboard_stats()), an inquiry answered by the owner's reply, and the Kanban's move (the same
// public.move_deal() the buttons call) refused by the database when the stage machine forbids it.
// Hand-made requests: another owner's listing ids, a buyer reading the owner's inbox, the private
// helpers called over REST, a pending account.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { dealWithNda, moveDeal, newListing, rest, submitOffer } from './support/deals';
import { createUser, giveBillingInfo, type Identity } from './support/identities';

let seller: Identity;
let otherSeller: Identity;
let buyer: Identity;
let buyer2: Identity;
let pending: Identity;

type InboxItem = {
  kind: string;
  deal_id: string;
  listing_id: string;
  side: string;
  item_id: string | null;
  waiting_since: string;
  listing_title: string | null;
  counterpart_name: string | null;
};

async function inbox(who: Identity): Promise<InboxItem[]> {
  const { data, error } = await who.client.rpc('my_decision_inbox');
  expect(error).toBeNull();
  return data as InboxItem[];
}

async function send(who: Identity, dealId: string, body: string) {
  const { error } = await who.client.rpc('send_deal_message', {
    p_deal_id: dealId,
    p_body: body,
    p_client_id: randomUUID(),
  });
  expect(error).toBeNull();
}

async function inquire(who: Identity, listingId: string): Promise<string> {
  const inquiry = await who.client.from('inquiries').insert({
    user_id: who.id!,
    listing_id: listingId,
    message: 'We are interested in this company.',
  });
  expect(inquiry.error).toBeNull();
  const { data, error } = await who.client
    .from('deals')
    .select('id')
    .eq('listing_id', listingId)
    .eq('buyer_id', who.id!)
    .single();
  expect(error).toBeNull();
  return data!.id;
}

async function stage(who: Identity, dealId: string) {
  const { data, error } = await who.client.from('deals').select('stage').eq('id', dealId).single();
  expect(error).toBeNull();
  return data!.stage;
}

beforeAll(async () => {
  [seller, otherSeller, buyer, buyer2, pending] = await Promise.all([
    createUser('inbox-seller', { role: 'company', status: 'verified' }),
    createUser('inbox-other-seller', { role: 'scout', status: 'verified' }),
    createUser('inbox-buyer', { role: 'investor', status: 'verified' }),
    createUser('inbox-buyer2', { role: 'investor', status: 'verified' }),
    createUser('inbox-pending', { role: 'investor', status: 'pending' }),
  ]);
  await Promise.all([giveBillingInfo(buyer), giveBillingInfo(buyer2)]);
});

describe('the "to decide" inbox', () => {
  it('lists access requests, offers and unanswered messages oldest first, each on its side', async () => {
    const title = `Inbox ${randomUUID()}`;
    const listing = await newListing(seller, title);
    // buyer: an inquiry (a message waiting), then the NDA and an access request.
    const messageDeal = await inquire(buyer, listing);
    await dealWithNda(buyer, listing);
    expect((await moveDeal(buyer, messageDeal, 'access_requested')).error).toBeNull();

    const mine = (await inbox(seller)).filter((i) => i.listing_id === listing);
    expect(mine.map((i) => i.kind).sort()).toEqual(['access_request', 'message']);
    expect(mine.every((i) => i.side === 'owner' && i.deal_id === messageDeal)).toBe(true);
    // The owner reads the listing's title and who asks; the buyer's contact is not part of it.
    expect(mine[0].listing_title).toBe(title);
    expect(mine[0].counterpart_name).toBe(`Test ${buyer.name}`);
    // Oldest first: the inquiry's message waits longer than the access request.
    expect(mine[0].kind).toBe('message');
    const times = mine.map((i) => Date.parse(i.waiting_since));
    expect([...times].sort((a, b) => a - b)).toEqual(times);

    // Nothing of it in the buyer's inbox: the buyer waits, they do not decide.
    expect((await inbox(buyer)).filter((i) => i.listing_id === listing)).toEqual([]);

    // The owner answers: the message leaves the owner's inbox and waits in the buyer's.
    await send(seller, messageDeal, 'Thank you, happy to talk.');
    expect(
      (await inbox(seller)).filter((i) => i.listing_id === listing).map((i) => i.kind),
    ).toEqual(['access_request']);
    const buyers = (await inbox(buyer)).filter((i) => i.listing_id === listing);
    expect(buyers.map((i) => [i.kind, i.side])).toEqual([['message', 'buyer']]);
    // Before access the buyer does not read the real title (the teaser makes an anonymous one).
    expect(buyers[0].listing_title).toBeNull();
    expect(buyers[0].counterpart_name).toBeNull();

    // The owner grants: the request leaves; the buyer offers: the offer waits for the owner.
    expect((await moveDeal(seller, messageDeal, 'access_granted')).error).toBeNull();
    const offer = await submitOffer(buyer, messageDeal);
    expect(offer.error).toBeNull();
    const afterOffer = (await inbox(seller)).filter((i) => i.listing_id === listing);
    expect(afterOffer.map((i) => i.kind)).toEqual(['offer']);
    expect(afterOffer[0].item_id).toBe((offer.data as { id: string }).id);
  });

  it("never shows another user's items, whatever the request carries", async () => {
    const listing = await newListing(seller, `Inbox private ${randomUUID()}`);
    const dealId = await inquire(buyer, listing);
    for (const who of [buyer2, otherSeller]) {
      expect((await inbox(who)).some((i) => i.deal_id === dealId)).toBe(false);
    }
    // A buyer asking for the owner's inbox by id: the function takes no user; no such function.
    const byId = await rest(buyer, 'POST', 'rpc/my_decision_inbox', { p_uid: seller.id });
    expect(byId.status).toBe(404);
    // The helpers behind it are not reachable over REST.
    for (const fn of ['decision_items', 'owner_pipeline', 'unanswered_since']) {
      const direct = await rest(buyer, 'POST', `rpc/${fn}`, { p_uid: seller.id });
      expect(direct.status, fn).toBe(404);
    }
    // Not verified, not signed in: refused.
    expect((await pending.client.rpc('my_decision_inbox')).error?.code).toBe('42501');
    expect(
      (await rest({ ...pending, token: null }, 'POST', 'rpc/my_decision_inbox', {})).status,
    ).toBe(401);
  });
});

describe("the owner's dashboard table", () => {
  it('gives each own listing its figures from the pipeline, and nobody else’s listings', async () => {
    const listing = await newListing(seller, `Overview ${randomUUID()}`);
    const first = await inquire(buyer, listing);
    await dealWithNda(buyer2, listing);
    expect(
      (await moveDeal(buyer2, await dealId(buyer2, listing), 'access_requested')).error,
    ).toBeNull();
    await send(buyer, first, 'A second question.');

    const { data, error } = await seller.client.rpc('my_listings_overview');
    expect(error).toBeNull();
    const row = data!.find((r) => r.listing_id === listing)!;
    const pipeline = (await seller.client.rpc('listing_pipeline', { p_listing_id: listing })).data!;
    expect(row.deals).toBe(pipeline.length);
    expect(row.deals).toBe(2);
    expect(row.stage_counts).toEqual({ interested: 1, access_requested: 1 });
    expect(row.unread).toBe(pipeline.reduce((sum, p) => sum + p.unread, 0));
    expect(row.unread).toBe(2);
    // Waiting: the unanswered message and the access request (the inbox's own items).
    const items = (await inbox(seller)).filter((i) => i.listing_id === listing);
    expect(row.waiting).toBe(items.length);
    expect(row.waiting).toBe(2);

    // The dashboard figures read the same source.
    const stats = (await seller.client.rpc('my_dashboard_stats').single()).data!;
    const all = (await seller.client.rpc('my_listings_overview')).data!;
    expect(stats.new_messages).toBe(all.reduce((sum, r) => sum + r.unread, 0));

    // Another owner's overview never lists it; their pipeline call with its id is refused.
    const other = (await otherSeller.client.rpc('my_listings_overview')).data ?? [];
    expect(other.some((r) => r.listing_id === listing)).toBe(false);
    const stolen = await rest(otherSeller, 'POST', 'rpc/listing_pipeline', {
      p_listing_id: listing,
    });
    expect(stolen.status).toBe(404);
    // A buyer of the listing neither.
    const asBuyer = (await buyer.client.rpc('my_listings_overview')).data ?? [];
    expect(asBuyer).toEqual([]);
    expect(
      (await rest(buyer, 'POST', 'rpc/listing_pipeline', { p_listing_id: listing })).status,
    ).toBe(404);
  });

  it("marks the buyer's inquiry answered when the owner replies in the conversation", async () => {
    const listing = await newListing(seller, `Answered ${randomUUID()}`);
    const dealId = await inquire(buyer, listing);
    const status = async () =>
      (
        await seller.client
          .from('inquiries')
          .select('status')
          .eq('listing_id', listing)
          .eq('user_id', buyer.id!)
          .single()
      ).data!.status;
    expect(await status()).toBe('pending');
    await send(buyer, dealId, 'Still interested.');
    expect(await status()).toBe('pending');
    await send(seller, dealId, 'Here is our answer.');
    expect(await status()).toBe('answered');
  });
});

describe('the Kanban move', () => {
  it('is the database transition: an illegal move is refused and the deal stays', async () => {
    const listing = await newListing(seller, `Kanban ${randomUUID()}`);
    const deal = await dealWithNda(buyer, listing);
    // nda_signed → won is no transition of the stage machine.
    const won = await moveDeal(seller, deal, 'won');
    expect(won.error?.code).toBe('22023');
    expect(await stage(seller, deal)).toBe('nda_signed');
    // nda_signed → access_granted without a request: refused as well.
    const granted = await rest(seller, 'POST', 'rpc/move_deal', {
      p_deal_id: deal,
      p_stage: 'access_granted',
    });
    expect(granted.status).toBeGreaterThanOrEqual(400);
    expect(await stage(seller, deal)).toBe('nda_signed');
    // Another owner moving this buyer's card: not found.
    const foreign = await moveDeal(otherSeller, deal, 'lost');
    expect(foreign.error?.code).toBe('PT404');
    // The buyer cannot make the owner's move.
    expect((await moveDeal(buyer, deal, 'lost')).error?.code).toBe('42501');
    expect(await stage(seller, deal)).toBe('nda_signed');
  });
});

async function dealId(who: Identity, listingId: string) {
  const { data, error } = await who.client
    .from('deals')
    .select('id')
    .eq('listing_id', listingId)
    .eq('buyer_id', who.id!)
    .single();
  expect(error).toBeNull();
  return data!.id;
}
