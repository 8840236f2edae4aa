// Matching (issue 19), computed in the database on the buyers' investment profiles and verified
// capacity: "Recommended for you" ranks listings for a buyer with the reasons; a listing's owner
// sees how many verified buyers match and an anonymised list (no id, name or contact), and may
// invite them (a listing.invitation notice): only the owner, once per buyer, at most 20 a day.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/lib/database.types';
import { stackEnv } from '../support/env';
import { createUser, type Identity } from './support/identities';

type ListingArgs = Database['public']['Functions']['create_listing']['Args'];
type Matches = {
  count: number;
  buyers: {
    ref: string;
    band: string;
    timeframe: string | null;
    reasons: string[];
    invited: boolean;
  }[];
};

const db = new pg.Client({ connectionString: stackEnv.dbUrl });

let seller: Identity;
let otherSeller: Identity;
let buyer: Identity; // verified band, profile Energy in Luxembourg
let unbanded: Identity; // same profile, no band
let outsider: Identity; // profile for another industry

// An industry and location pair no other test file uses together, so the figures are this file's.
const industry = 'Energy' as const;
const location = 'Luxembourg' as const;

async function publish(seller_: Identity, overrides: Partial<ListingArgs> = {}): Promise<string> {
  const { data, error } = await seller_.client.rpc('create_listing', {
    p_type: 'sell',
    p_title: `Match ${randomUUID().slice(0, 6)}`,
    p_industry: industry,
    p_revenue: '2M-5M',
    p_employees: '51-100',
    p_location: location,
    p_description: 'Confidential',
    p_anonymized_description: 'Solar park operator',
    ...overrides,
  });
  if (error) throw new Error(error.message);
  return data!;
}

async function profileOf(
  who: Identity,
  profile: Partial<Database['public']['Tables']['investment_profiles']['Insert']>,
) {
  const { error } = await who.client
    .from('investment_profiles')
    .insert({ user_id: who.id!, ...profile });
  if (error) throw new Error(error.message);
}

function rest(who: Identity, fn: string, body: unknown) {
  return fetch(`${stackEnv.url}/rest/v1/rpc/${fn}`, {
    method: 'POST',
    headers: {
      apikey: stackEnv.anonKey,
      authorization: `Bearer ${who.token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
}

beforeAll(async () => {
  await db.connect();
  [seller, otherSeller, buyer, unbanded, outsider] = await Promise.all([
    createUser('match-seller', { role: 'company', status: 'verified' }),
    createUser('match-other-seller', { role: 'company', status: 'verified' }),
    createUser('match-buyer', {
      role: 'investor',
      status: 'verified',
      metadata: { name: 'Marta Match', role: 'investor', language: 'de' },
    }),
    createUser('match-unbanded', { role: 'investor', status: 'verified' }),
    createUser('match-outsider', { role: 'investor', status: 'verified' }),
  ]);
  const profile = {
    industries: [industry],
    locations: [location],
    revenue_min: '1M-2M' as const,
    revenue_max: '5M-10M' as const,
    employees_min: '11-50' as const,
    employees_max: '51-100' as const,
    timeframe: 'within_6_months' as const,
  };
  await profileOf(buyer, profile);
  await profileOf(unbanded, profile);
  await profileOf(outsider, { ...profile, industries: ['Retail'] });
  await db.query(
    "insert into public.buying_capacity (user_id, band, expires_at) values ($1, '2m_10m', now() + interval '180 days'), ($2, 'over_10m', now() + interval '180 days')",
    [buyer.id, outsider.id],
  );
});

afterAll(async () => {
  await db.end();
});

describe('recommended for you', () => {
  it('ranks listings by the criteria of the profile they meet, with the reasons; never the own or a closed one', async () => {
    const full = await publish(seller); // industry, location, revenue, employees
    const fewerEmployees = await publish(seller, { p_employees: '501-1000' }); // not employees
    const tooBig = await publish(seller, { p_revenue: '50M-100M' }); // outside the revenue range
    const closed = await publish(seller, { p_revenue: '1M-2M' });
    expect(
      (await seller.client.rpc('set_listing_status', { p_listing_id: closed, p_status: 'closed' }))
        .error,
    ).toBeNull();
    const wanted = await publish(seller, { p_type: 'buy' }); // a buying interest, not for sale

    const { data, error } = await buyer.client.rpc('recommended_listings', { p_limit: 24 });
    expect(error).toBeNull();
    const ids = data!.map((row) => row.id);
    expect(ids).toContain(full);
    expect(ids).toContain(fewerEmployees);
    expect(ids).not.toContain(tooBig);
    expect(ids).not.toContain(closed);
    expect(ids).not.toContain(wanted);
    expect(ids.indexOf(full)).toBeLessThan(ids.indexOf(fewerEmployees));
    expect(data!.find((row) => row.id === full)).toMatchObject({
      score: 4,
      reasons: ['industry', 'location', 'revenue', 'employees'],
    });
    expect(data!.find((row) => row.id === fewerEmployees)).toMatchObject({
      score: 3,
      reasons: ['industry', 'location', 'revenue'],
    });
    // Every row meets the profile's industry and location.
    expect(data!.every((row) => row.industry === industry && row.location === location)).toBe(true);
  });

  it('is empty without a profile and refused to unverified callers', async () => {
    const none = await createUser('match-noprofile', { role: 'investor', status: 'verified' });
    expect((await none.client.rpc('recommended_listings', {})).data).toEqual([]);
    const pending = await createUser('match-pending', { role: 'investor', status: 'pending' });
    expect((await pending.client.rpc('recommended_listings', {})).error?.code).toBe('42501');
  });
});

describe('matching buyers of a listing', () => {
  it('counts the verified buyers whose profile accepts it and lists them without identity', async () => {
    const listingId = await publish(seller);
    const res = await rest(seller, 'listing_matching_buyers', { p_listing_id: listingId });
    expect(res.status).toBe(200);
    const raw = await res.text();
    const matches = JSON.parse(raw) as Matches;
    // The banded buyer matches; the one without a band and the one for Retail do not.
    expect(matches.count).toBeGreaterThanOrEqual(1);
    const entry = matches.buyers.find(
      (b) => b.band === '2m_10m' && b.timeframe === 'within_6_months',
    );
    expect(entry).toMatchObject({
      reasons: ['industry', 'location', 'revenue', 'employees'],
      invited: false,
    });
    expect(entry!.ref).toMatch(/^[0-9a-f]{64}$/);
    // Nothing in the answer names a buyer.
    for (const who of [buyer, unbanded, outsider]) {
      expect(raw).not.toContain(who.id!);
      expect(raw).not.toContain(who.email!);
    }
    expect(raw).not.toContain('Marta');
    expect(
      matches.buyers.every(
        (b) => Object.keys(b).sort().join() === 'band,invited,reasons,ref,timeframe',
      ),
    ).toBe(true);
    // The same buyer has another reference on another listing (no linking across listings).
    const second = await publish(seller);
    const other = (await seller.client.rpc('listing_matching_buyers', { p_listing_id: second }))
      .data as Matches;
    expect(other.buyers.map((b) => b.ref)).not.toContain(entry!.ref);
  });

  it('answers only the owner: others get the same 404 as for a listing that does not exist', async () => {
    const listingId = await publish(seller);
    for (const who of [otherSeller, buyer]) {
      expect((await rest(who, 'listing_matching_buyers', { p_listing_id: listingId })).status).toBe(
        404,
      );
    }
    expect(
      (await rest(seller, 'listing_matching_buyers', { p_listing_id: randomUUID() })).status,
    ).toBe(404);
  });
});

describe('invitations', () => {
  it('the owner invites a matching buyer once: the buyer is notified in their language, by the listing only', async () => {
    const listingId = await publish(seller);
    const matches = (
      await seller.client.rpc('listing_matching_buyers', { p_listing_id: listingId })
    ).data as Matches;
    const ref = matches.buyers.find((b) => b.band === '2m_10m')!.ref;

    // Another owner, with the ref, and the buyer: refused (404), nothing written.
    expect(
      (
        await rest(otherSeller, 'invite_matching_buyer', {
          p_listing_id: listingId,
          p_buyer_ref: ref,
        })
      ).status,
    ).toBe(404);
    expect(
      (await rest(buyer, 'invite_matching_buyer', { p_listing_id: listingId, p_buyer_ref: ref }))
        .status,
    ).toBe(404);
    // A made-up reference or one of another listing: no such buyer.
    const forged = await rest(seller, 'invite_matching_buyer', {
      p_listing_id: listingId,
      p_buyer_ref: 'ab'.repeat(32),
    });
    expect(forged.status).toBe(404);

    const invited = await seller.client.rpc('invite_matching_buyer', {
      p_listing_id: listingId,
      p_buyer_ref: ref,
    });
    expect(invited.error).toBeNull();
    const notices = (
      await buyer.client
        .from('notifications')
        .select('kind, link, payload')
        .eq('kind', 'listing.invitation')
    ).data!;
    const notice = notices.find(
      (n) => (n.payload as Record<string, string>).listing_id === listingId,
    );
    expect(notice).toMatchObject({ link: `/discover?industry=${industry}&location=${location}` });
    expect(JSON.stringify(notice)).not.toContain(seller.id!);
    const { rows } = await db.query(
      "select language::text from private.email_outbox where recipient = $1 and kind = 'listing.invitation'",
      [buyer.email],
    );
    expect(rows.map((r) => r.language)).toContain('de');

    const again = await seller.client.rpc('invite_matching_buyer', {
      p_listing_id: listingId,
      p_buyer_ref: ref,
    });
    expect(again.error?.code).toBe('23505');
    const after = (await seller.client.rpc('listing_matching_buyers', { p_listing_id: listingId }))
      .data as Matches;
    expect(after.buyers.find((b) => b.ref === ref)?.invited).toBe(true);
  });

  it('at most 20 invitations a day per owner', async () => {
    const busy = await createUser('match-busy-seller', { role: 'company', status: 'verified' });
    // 20 invitations already today (written as the database owner), then one more is refused.
    const listingIds = await Promise.all(Array.from({ length: 3 }, () => publish(busy)));
    await db.query(
      // Over three listings, so that a young database with fewer than 20 other accounts has enough.
      `insert into private.listing_invitations (listing_id, buyer_id, invited_by)
       select l.id, p.id, $2::uuid from unnest($1::uuid[]) l(id) cross join public.profiles p
       where p.id <> $2::uuid and p.id <> $3::uuid limit 20`,
      [listingIds, busy.id, buyer.id],
    );
    const matches = (
      await busy.client.rpc('listing_matching_buyers', { p_listing_id: listingIds[1] })
    ).data as Matches;
    const ref = matches.buyers.find((b) => b.band === '2m_10m')!.ref;
    const limited = await busy.client.rpc('invite_matching_buyer', {
      p_listing_id: listingIds[1],
      p_buyer_ref: ref,
    });
    expect(limited.error?.message).toBe('You can invite at most 20 buyers a day');
    const count = await db.query(
      'select count(*)::int as n from private.listing_invitations where invited_by = $1',
      [busy.id],
    );
    expect(count.rows[0].n).toBe(20);
  });
});

// Issue 32: the asking price must lie within the buyer's ticket, and a buyer who already has a deal
// on a listing is neither counted among its matching buyers nor recommended it again.
describe('ticket size and buyers already in the deal', () => {
  let ticketBuyer: Identity;
  const ticketProfile = {
    industries: ['Healthcare' as const],
    locations: [location],
    ticket_min_eur: 1_000_000,
    ticket_max_eur: 3_000_000,
    timeframe: 'over_12_months' as const,
  };
  const mine = (m: Matches) =>
    m.buyers.filter((b) => b.timeframe === 'over_12_months' && b.band === '500k_2m');

  beforeAll(async () => {
    ticketBuyer = await createUser('match-ticket', { role: 'investor', status: 'verified' });
    await profileOf(ticketBuyer, ticketProfile);
    await db.query(
      "insert into public.buying_capacity (user_id, band, expires_at) values ($1, '500k_2m', now() + interval '180 days')",
      [ticketBuyer.id],
    );
  });

  it('matches and recommends a price within the ticket (reason "ticket"), a price on request too, not a price above it', async () => {
    const fits = await publish(seller, { p_industry: 'Healthcare', p_asking_price_eur: 2_000_000 });
    const above = await publish(seller, {
      p_industry: 'Healthcare',
      p_asking_price_eur: 5_000_000,
    });
    const onRequest = await publish(seller, { p_industry: 'Healthcare' });
    const matchesOf = async (id: string) =>
      (await seller.client.rpc('listing_matching_buyers', { p_listing_id: id })).data as Matches;
    // (Buyers of this profile from earlier runs on the same database answer alike.)
    const fitting = mine(await matchesOf(fits));
    expect(fitting.length).toBeGreaterThanOrEqual(1);
    expect(fitting.every((b) => b.reasons.join() === 'industry,location,ticket')).toBe(true);
    expect(mine(await matchesOf(above))).toEqual([]);
    const anyPrice = mine(await matchesOf(onRequest));
    expect(anyPrice).toHaveLength(fitting.length);
    expect(anyPrice.every((b) => b.reasons.join() === 'industry,location')).toBe(true);

    const { data } = await ticketBuyer.client.rpc('recommended_listings', { p_limit: 24 });
    const ids = data!.map((row) => row.id);
    expect(ids).toContain(fits);
    expect(ids).toContain(onRequest);
    expect(ids).not.toContain(above);
    expect(data!.find((row) => row.id === fits)?.reasons).toEqual([
      'industry',
      'location',
      'ticket',
    ]);
  });

  it('a buyer with a deal on the listing is no longer counted or recommended it', async () => {
    const listingId = await publish(seller, {
      p_industry: 'Healthcare',
      p_asking_price_eur: 1_500_000,
    });
    const before = (await seller.client.rpc('listing_matching_buyers', { p_listing_id: listingId }))
      .data as Matches;
    expect(mine(before).length).toBeGreaterThanOrEqual(1);
    expect(
      (await ticketBuyer.client.rpc('recommended_listings', { p_limit: 24 })).data!.map(
        (r) => r.id,
      ),
    ).toContain(listingId);

    const nda = await ticketBuyer.client
      .from('nda_signatures')
      .insert({ listing_id: listingId, signer_name: 'Ticket Buyer' });
    expect(nda.error).toBeNull();
    const after = (await seller.client.rpc('listing_matching_buyers', { p_listing_id: listingId }))
      .data as Matches;
    expect(mine(after)).toHaveLength(mine(before).length - 1);
    expect(after.count).toBe(before.count - 1);
    expect(
      (await ticketBuyer.client.rpc('recommended_listings', { p_limit: 24 })).data!.map(
        (r) => r.id,
      ),
    ).not.toContain(listingId);
  });
});
