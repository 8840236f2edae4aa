// public.my_listing_counterparties(): a listing owner sees who inquired, signed the NDA or asked to
// unlock on their own listings (name, what they did, and the email only once the buyer's deal was
// granted access: issue 32); nobody else sees those people.
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, DEMO_PASSWORD, serviceClient } from '../support/accounts';
import { createUser, SEED, signIn, type Identity } from './support/identities';

const service = serviceClient();
const CLOUDTAX = SEED.listing(1);

type Row = {
  listing_id: string;
  user_id: string;
  name: string;
  email: string | null;
  inquired: boolean;
  nda_signed: boolean;
  unlock_status: string | null;
};

async function rows<T>(
  p: PromiseLike<{ data: T[] | null; error: { message: string } | null }>,
): Promise<T[]> {
  const { data, error } = await p;
  if (error) throw new Error(error.message);
  return data ?? [];
}

/** What the function should answer for `ownerId`, computed from the tables by the service role. */
async function expectedFor(ownerId: string): Promise<Row[]> {
  const own = (await rows(service.from('listings').select('id').eq('user_id', ownerId))).map(
    (l) => l.id,
  );
  if (own.length === 0) return [];
  const [inquiries, ndas, unlocks, deals, invoices] = await Promise.all([
    rows(service.from('inquiries').select('listing_id, user_id').in('listing_id', own)),
    rows(service.from('nda_signatures').select('listing_id, user_id').in('listing_id', own)),
    rows(
      service
        .from('unlock_requests')
        .select('listing_id, user_id, status, created_at, id')
        .in('listing_id', own)
        .order('created_at', { ascending: false })
        .order('id', { ascending: false }),
    ),
    rows(service.from('deals').select('id, listing_id, buyer_id, stage').in('listing_id', own)),
    rows(service.from('invoices').select('deal_id').in('listing_id', own)),
  ]);
  // The buyer's contact after access only: the stage grants it, or it was granted once (invoice).
  const granting = ['access_granted', 'offer_submitted', 'in_exclusivity', 'won'];
  const invoiced = new Set(invoices.map((i) => i.deal_id));
  const contactVisible = (p: { listing_id: string; user_id: string }) =>
    deals.some(
      (d) =>
        d.listing_id === p.listing_id &&
        d.buyer_id === p.user_id &&
        (granting.includes(d.stage) || invoiced.has(d.id)),
    );
  const key = (r: { listing_id: string; user_id: string }) => `${r.listing_id}:${r.user_id}`;
  const pairs = new Map<string, { listing_id: string; user_id: string }>();
  for (const r of [...inquiries, ...ndas, ...unlocks])
    if (r.user_id !== ownerId) pairs.set(key(r), r);
  const ids = [...new Set([...pairs.values()].map((p) => p.user_id))];
  const profiles = new Map(
    (
      await rows(
        service
          .from('profiles')
          .select('id, name, email')
          .in('id', ids.length ? ids : [SEED.admin]),
      )
    ).map((p) => [p.id, p]),
  );
  return [...pairs.values()].map((p) => ({
    listing_id: p.listing_id,
    user_id: p.user_id,
    name: profiles.get(p.user_id)!.name,
    email: contactVisible(p) ? profiles.get(p.user_id)!.email : null,
    inquired: inquiries.some((i) => key(i) === key(p)),
    nda_signed: ndas.some((n) => key(n) === key(p)),
    unlock_status: unlocks.find((u) => key(u) === key(p))?.status ?? null,
  }));
}

const sortRows = (list: Row[]) =>
  [...list].sort((a, b) =>
    `${a.listing_id}:${a.user_id}`.localeCompare(`${b.listing_id}:${b.user_id}`),
  );

let seller: Identity;
let scout: Identity;
let investor: Identity;
let otherSeller: Identity;
let pending: Identity;

beforeAll(async () => {
  [seller, scout, investor, otherSeller, pending] = await Promise.all([
    signIn('seller@dealbridge.test', DEMO_PASSWORD, 'seller'),
    signIn('scout@dealbridge.test', DEMO_PASSWORD, 'scout'),
    signIn('investor@dealbridge.test', DEMO_PASSWORD, 'investor'),
    createUser('cp-company', { role: 'company', status: 'verified' }),
    createUser('cp-pending', { role: 'company', status: 'pending' }),
  ]);
});

describe('my_listing_counterparties()', () => {
  it('gives the owner everyone who inquired, signed or asked to unlock, with name, and email after access only', async () => {
    const { data, error } = await seller.client.rpc('my_listing_counterparties');
    expect(error).toBeNull();
    const got = data ?? [];
    expect(sortRows(got)).toEqual(sortRows(await expectedFor(SEED.seller)));

    // The seed: investor@ inquired, signed and was unlocked on CloudTax; investor2@ is pending.
    const onCloudTax = got.filter((r) => r.listing_id === CLOUDTAX);
    expect(onCloudTax.find((r) => r.user_id === SEED.investor)).toMatchObject({
      email: 'investor@dealbridge.test',
      inquired: true,
      nda_signed: true,
      unlock_status: 'approved',
    });
    expect(onCloudTax.find((r) => r.user_id === SEED.investor2)).toMatchObject({
      // Asked, not granted: the owner sees the name, never the email (issue 32).
      email: null,
      inquired: true,
      nda_signed: true,
      unlock_status: 'pending',
    });
    expect(onCloudTax.find((r) => r.user_id === SEED.investor)?.name).toBeTruthy();
  });

  it('returns only listings the caller owns', async () => {
    const { data, error } = await scout.client.rpc('my_listing_counterparties');
    expect(error).toBeNull();
    const own = new Set(
      (await rows(service.from('listings').select('id').eq('user_id', SEED.scout))).map(
        (l) => l.id,
      ),
    );
    for (const row of data ?? []) expect(own.has(row.listing_id)).toBe(true);
    expect(sortRows(data ?? [])).toEqual(sortRows(await expectedFor(SEED.scout)));
    expect((data ?? []).some((r) => r.listing_id === CLOUDTAX)).toBe(false);
  });

  it('gives another seller and an investor nothing', async () => {
    for (const who of [otherSeller, investor]) {
      const { data, error } = await who.client.rpc('my_listing_counterparties');
      expect(error, who.name).toBeNull();
      expect(data, who.name).toEqual([]);
    }
  });

  it('refuses anon and a pending user', async () => {
    const anon = await anonClient().rpc('my_listing_counterparties');
    expect(anon.data ?? []).toEqual([]);
    expect(anon.error).not.toBeNull();
    const notVerified = await pending.client.rpc('my_listing_counterparties');
    expect(notVerified.data ?? []).toEqual([]);
    expect(notVerified.error?.message).toMatch(/verified account required/);
  });
});
