// Issue 20: withdrawn listings and won deals are different states, enforced by the database, and
// a listing's asking price is an optional EUR amount beside the free-text note. Through the HTTP
// API as the users themselves (and as an attacker with a valid owner token).
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn, type Identity } from './support/identities';

const listingInput = {
  p_type: 'sell' as const,
  p_title: 'Won deals test GmbH',
  p_industry: 'Manufacturing' as const,
  p_revenue: '2M-5M' as const,
  p_employees: '11-50' as const,
  p_location: 'Switzerland' as const,
  p_description: 'What a buyer reads once access is granted',
  p_anonymized_description: 'A teaser written for this test',
};

let admin: Identity;
let scout: Identity;

beforeAll(async () => {
  [admin, scout] = await Promise.all([
    createUser('won-admin', { admin: true }),
    createUser('won-scout', { role: 'scout', status: 'verified' }),
  ]);
});

async function stats() {
  const { data, error } = await scout.client.rpc('my_dashboard_stats').single();
  if (error || !data) throw new Error(error?.message ?? 'no stats');
  return data;
}

async function newListing(extra: Record<string, unknown> = {}): Promise<string> {
  const { data, error } = await scout.client.rpc('create_listing', { ...listingInput, ...extra });
  if (error || !data) throw new Error(error?.message ?? 'no id');
  return data;
}

describe('withdrawn is not won', () => {
  it('a listing the owner withdraws is no successful deal and earns nothing', async () => {
    const before = await stats();
    const id = await newListing();
    const closed = await scout.client.rpc('set_listing_status', {
      p_listing_id: id,
      p_status: 'closed',
    });
    expect(closed.data).toMatchObject({
      status: 'closed',
      deal_won_at: null,
      success_fee_eur: null,
    });
    const after = await stats();
    expect(after.successful_deals).toBe(before.successful_deals);
    expect(after.total_earnings_eur).toBe(before.total_earnings_eur);
    expect(after.active_listings).toBe(before.active_listings);
  });

  it('a deal an admin closes is won, counted once, and stays closed', async () => {
    const before = await stats();
    const id = await newListing();
    const won = await admin.client.rpc('close_listing', {
      p_listing_id: id,
      p_success_fee_eur: 2500,
    });
    expect(won.error).toBeNull();
    expect(won.data).toMatchObject({ status: 'closed', success_fee_eur: 2500 });
    expect(won.data?.deal_won_at).toEqual(expect.any(String));
    const after = await stats();
    expect(after.successful_deals).toBe(before.successful_deals + 1);
    expect(after.total_earnings_eur).toBe(before.total_earnings_eur + 2500);

    // The owner cannot turn the won deal back into an active listing: not by the RPC ...
    const reopen = await scout.client.rpc('set_listing_status', {
      p_listing_id: id,
      p_status: 'active',
    });
    expect(reopen.error?.message).toBe('A won deal cannot be reopened');
    // ... nor by a hand-made update of the row, nor by erasing the outcome or the fee.
    const direct = await scout.client
      .from('listings')
      .update({ status: 'active' })
      .eq('id', id)
      .select();
    expect(direct.error?.code).toBe('23514');
    const erase = await scout.client.from('listings').update({ deal_won_at: null }).eq('id', id);
    expect(erase.error?.code).toBe('42501');
    const fee = await scout.client.from('listings').update({ success_fee_eur: 5000 }).eq('id', id);
    expect(fee.error?.code).toBe('42501');
    expect((await stats()).total_earnings_eur).toBe(after.total_earnings_eur);
  });

  it('a withdrawn listing the admin later closes as won counts as won', async () => {
    const before = await stats();
    const id = await newListing();
    await scout.client.rpc('set_listing_status', { p_listing_id: id, p_status: 'closed' });
    await admin.client.rpc('close_listing', { p_listing_id: id, p_success_fee_eur: 1000 });
    expect((await stats()).successful_deals).toBe(before.successful_deals + 1);
  });

  it("the seeded scout has two won deals; the seller's withdrawn listing is none", async () => {
    const [seedScout, seedSeller] = await Promise.all([
      signIn('scout@dealbridge.test'),
      signIn('seller@dealbridge.test'),
    ]);
    const scoutStats = (await seedScout.client.rpc('my_dashboard_stats').single()).data;
    expect(scoutStats).toMatchObject({ successful_deals: 2, total_earnings_eur: 7500 });
    const sellerStats = (await seedSeller.client.rpc('my_dashboard_stats').single()).data;
    expect(sellerStats).toMatchObject({ successful_deals: 0, total_earnings_eur: 0 });
  });
});

describe('asking price in EUR', () => {
  it('is stored beside the note, and may be left empty ("on request")', async () => {
    const id = await newListing({ p_asking_price_eur: 4_500_000, p_price: 'CHF 4.2M plus stock' });
    const row = await scout.client
      .from('listings')
      .select('asking_price_eur, price')
      .eq('id', id)
      .single();
    expect(row.data).toEqual({ asking_price_eur: 4_500_000, price: 'CHF 4.2M plus stock' });
    const empty = await newListing();
    const none = await scout.client
      .from('listings')
      .select('asking_price_eur')
      .eq('id', empty)
      .single();
    expect(none.data).toEqual({ asking_price_eur: null });
  });

  it('rejects amounts that are not a sane price (1,000 EUR to 100 bn EUR), by RPC and by update', async () => {
    const zero = await scout.client.rpc('create_listing', {
      ...listingInput,
      p_asking_price_eur: 0,
    });
    expect(zero.error?.code).toBe('23514');
    // 25 EUR is what "2,5 Mio" became before the form parsed units: below the sane range.
    const tiny = await scout.client.rpc('create_listing', {
      ...listingInput,
      p_asking_price_eur: 25,
    });
    expect(tiny.error?.code).toBe('23514');
    const huge = await scout.client.rpc('create_listing', {
      ...listingInput,
      p_asking_price_eur: 100_000_000_001,
    });
    expect(huge.error?.code).toBe('23514');
    const id = await newListing({ p_asking_price_eur: 1000 });
    const below = await scout.client
      .from('listings')
      .update({ asking_price_eur: 999 })
      .eq('id', id);
    expect(below.error?.code).toBe('23514');
    const negative = await scout.client
      .from('listings')
      .update({ asking_price_eur: -5 })
      .eq('id', id);
    expect(negative.error?.code).toBe('23514');
    const changed = await scout.client
      .from('listings')
      .update({ asking_price_eur: 250_000 })
      .eq('id', id)
      .select('asking_price_eur')
      .single();
    expect(changed.data).toEqual({ asking_price_eur: 250_000 });
  });
});
