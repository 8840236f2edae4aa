// Deal fixtures through the API, as the parties make them: a listing of its owner, a buyer's deal
// with access granted, an offer the owner accepts, and a hand-made PostgREST request (what an
// attacker sends). For the files of issue 27 (success fee, rate limits); older files keep theirs.
import { expect } from 'vitest';
import { stackEnv } from '../../support/env';
import type { Identity } from './identities';

/** A new active listing of the owner (a verified scout or company); returns its id. */
export async function newListing(owner: Identity, title: string): Promise<string> {
  const { data, error } = await owner.client.rpc('create_listing', {
    p_type: 'sell',
    p_title: title,
    p_industry: 'Technology',
    p_revenue: '1M-2M',
    p_employees: '11-50',
    p_location: 'Germany',
    p_description: 'Vertrauliche Beschreibung',
    p_anonymized_description: 'Software company for tax advisors',
    p_full_details: 'Secret numbers',
  });
  expect(error).toBeNull();
  return data as string;
}

/** The buyer (verified investor with billing info) signs the NDA; returns the deal's id. */
export async function dealWithNda(buyer: Identity, listingId: string): Promise<string> {
  const signed = await buyer.client
    .from('nda_signatures')
    .insert({ listing_id: listingId, signer_name: buyer.name });
  expect(signed.error).toBeNull();
  const deal = await buyer.client
    .from('deals')
    .select('id')
    .eq('listing_id', listingId)
    .eq('buyer_id', buyer.id!)
    .single();
  expect(deal.error).toBeNull();
  return deal.data!.id;
}

export const moveDeal = (
  who: Identity,
  dealId: string,
  stage: 'won' | 'access_requested' | string,
) => who.client.rpc('move_deal', { p_deal_id: dealId, p_stage: stage as 'won' });

/** NDA, access requested by the buyer, granted by the owner; returns the deal's id. */
export async function dealWithAccess(
  buyer: Identity,
  owner: Identity,
  listingId: string,
): Promise<string> {
  const dealId = await dealWithNda(buyer, listingId);
  expect((await moveDeal(buyer, dealId, 'access_requested')).error).toBeNull();
  expect((await moveDeal(owner, dealId, 'access_granted')).error).toBeNull();
  return dealId;
}

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The buyer submits an offer (the terms can be overridden). */
export const submitOffer = (
  buyer: Identity,
  dealId: string,
  overrides: Record<string, unknown> = {},
) =>
  buyer.client.rpc('submit_deal_offer', {
    p_deal_id: dealId,
    p_price_eur: 1_250_000,
    p_structure: 'share_deal',
    p_financing: 'equity',
    p_exclusivity_days: 30,
    p_valid_until: inDays(14),
    ...overrides,
  } as never);

/** The buyer offers, the owner accepts: the deal is in exclusivity. Returns the offer's id. */
export async function dealInExclusivity(
  buyer: Identity,
  owner: Identity,
  dealId: string,
  priceEur = 1_250_000,
): Promise<string> {
  const offer = await submitOffer(buyer, dealId, { p_price_eur: priceEur });
  expect(offer.error).toBeNull();
  const offerId = (offer.data as { id: string }).id;
  const accepted = await owner.client.rpc('decide_deal_offer', {
    p_offer_id: offerId,
    p_accept: true,
  });
  expect(accepted.error).toBeNull();
  return offerId;
}

/** A hand-made request to the REST API with the caller's token, as an attacker would send it. */
export async function rest(
  who: Identity,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  body?: unknown,
) {
  const response = await fetch(`${stackEnv.url}/rest/v1/${path}`, {
    method,
    headers: {
      apikey: stackEnv.anonKey,
      Authorization: `Bearer ${who.token ?? stackEnv.anonKey}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : null) as {
      code?: string;
      message?: string;
      hint?: string;
      details?: string;
    } & Record<string, unknown>,
  };
}
