// Issue 27, point 8: offers, messages and access requests each notify the other side, so each has
// a per-user limit in the database (supabase/migrations/20261127300003_rate_limits.sql): 10 offers
// per buyer and deal in 24 h, 100 messages per sender and deal in 1 h, 3 access requests per buyer
// and listing in 7 days. Counted, not timed: N are accepted, the next one is refused with
// SQLSTATE PT429 (HTTP 429), a hint naming the limit and a detail the app translates.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { sendDealMessage } from '../../src/features/conversation/api/send-deal-message';
import { rateLimitOf } from '../../src/lib/rate-limit';
import { serviceClient } from '../support/accounts';
import {
  dealWithAccess,
  dealWithNda,
  moveDeal,
  newListing,
  rest,
  submitOffer,
} from './support/deals';
import { createUser, giveBillingInfo, type Identity } from './support/identities';

const service = serviceClient();

let seller: Identity;
let buyer: Identity;

beforeAll(async () => {
  [seller, buyer] = await Promise.all([
    createUser('rate-seller', { role: 'company', status: 'verified' }),
    createUser('rate-buyer', { role: 'investor', status: 'verified' }),
  ]);
  await giveBillingInfo(buyer);
});

const title = (what: string) => `${what} ${randomUUID().slice(0, 8)}`;

/** The refusal as the app receives it: 429, PT429, the kind in the hint, the numbers in the detail. */
function expectRateLimited(
  response: Awaited<ReturnType<typeof rest>>,
  kind: string,
  limit: number,
  windowHours: number,
) {
  expect(response.status).toBe(429);
  expect(response.body).toMatchObject({ code: 'PT429', hint: `rate_limit:${kind}` });
  const detail = JSON.parse(response.body.details!) as Record<string, unknown>;
  expect(detail).toMatchObject({ limit, window_hours: windowHours });
  expect(Date.parse(String(detail.retry_after))).toBeGreaterThan(Date.now());
}

const count = async (
  table: 'deal_offers' | 'deal_messages' | 'unlock_requests',
  match: Record<string, string>,
) => (await service.from(table).select('*', { count: 'exact', head: true }).match(match)).count;

describe('per-user limits', () => {
  it('offers: 10 per buyer and deal in 24 hours, the 11th is refused and tells nobody', async () => {
    const listingId = await newListing(seller, title('Offer Limit Target'));
    const dealId = await dealWithAccess(buyer, seller, listingId);
    for (let n = 1; n <= 10; n += 1)
      expect((await submitOffer(buyer, dealId, { p_price_eur: 1_000_000 + n })).error).toBeNull();

    const eleventh = await rest(buyer, 'POST', 'rpc/submit_deal_offer', {
      p_deal_id: dealId,
      p_price_eur: 2_000_000,
      p_structure: 'share_deal',
      p_financing: 'equity',
      p_exclusivity_days: 30,
      p_valid_until: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
    });
    expectRateLimited(eleventh, 'offers', 10, 24);
    expect(await count('deal_offers', { deal_id: dealId })).toBe(10);
    const received = await seller.client
      .from('notifications')
      .select('payload')
      .eq('kind', 'offer.received');
    expect(
      received.data!.filter((n) => (n.payload as { deal_id?: string }).deal_id === dealId),
    ).toHaveLength(10);
  });

  it('messages: 100 per sender and deal in an hour, the 101st is refused; the other side still writes', async () => {
    const listingId = await newListing(seller, title('Message Limit Target'));
    const dealId = await dealWithNda(buyer, listingId);
    // One request with 100 rows: each row is counted, as 100 requests would be.
    const hundred = await rest(
      buyer,
      'POST',
      'deal_messages',
      Array.from({ length: 100 }, (_, n) => ({ deal_id: dealId, body: `Hello ${n + 1}` })),
    );
    expect(hundred.status).toBe(201);

    const next = await rest(buyer, 'POST', 'deal_messages', { deal_id: dealId, body: 'One more' });
    expectRateLimited(next, 'messages', 100, 1);
    // The same limit on the RPC the app uses.
    const rpc = await rest(buyer, 'POST', 'rpc/send_deal_message', {
      p_deal_id: dealId,
      p_body: 'Through the RPC',
      p_client_id: randomUUID(),
    });
    expectRateLimited(rpc, 'messages', 100, 1);
    // The app's own sender gets an error its UI reads as this limit (src/lib/rate-limit.ts).
    const refused = await sendDealMessage(buyer.client, {
      dealId,
      clientId: randomUUID(),
      body: 'From the app',
    }).catch((error: unknown) => error);
    expect(rateLimitOf(refused)).toMatchObject({ kind: 'messages', limit: 100, windowHours: 1 });
    expect(await count('deal_messages', { deal_id: dealId, sender_id: buyer.id! })).toBe(100);
    // The limit is per sender: the owner answers.
    const answer = await rest(seller, 'POST', 'deal_messages', { deal_id: dealId, body: 'Hi!' });
    expect(answer.status).toBe(201);
  });

  it('access requests: 3 per buyer and listing in 7 days, declines included; another listing is not affected', async () => {
    const listingId = await newListing(seller, title('Access Limit Target'));
    const dealId = await dealWithNda(buyer, listingId);
    for (let n = 1; n <= 3; n += 1) {
      expect((await moveDeal(buyer, dealId, 'access_requested')).error).toBeNull();
      // A decline names its reason (issue 32).
      const declined = await seller.client.rpc('move_deal', {
        p_deal_id: dealId,
        p_stage: 'declined',
        p_reason_code: 'in_talks_with_others',
      });
      expect(declined.error).toBeNull();
    }
    const fourth = await rest(buyer, 'POST', 'rpc/move_deal', {
      p_deal_id: dealId,
      p_stage: 'access_requested',
    });
    expectRateLimited(fourth, 'access_requests', 3, 168);
    // The table itself, by hand, is held to the same limit.
    const direct = await rest(buyer, 'POST', 'unlock_requests', {
      listing_id: listingId,
      user_id: buyer.id,
    });
    expectRateLimited(direct, 'access_requests', 3, 168);
    expect(await count('unlock_requests', { listing_id: listingId, user_id: buyer.id! })).toBe(3);
    expect(
      (await service.from('deals').select('stage').eq('id', dealId).single()).data!.stage,
    ).toBe('declined');

    const other = await newListing(seller, title('Access Limit Other'));
    const otherDeal = await dealWithNda(buyer, other);
    expect((await moveDeal(buyer, otherDeal, 'access_requested')).error).toBeNull();
  });
});
