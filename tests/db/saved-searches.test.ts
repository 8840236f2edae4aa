// Saved searches and alerts (issue 19): a verified user's searches of /discover, readable and
// changeable by their owner alone; a newly published listing that matches notifies the owner in
// the same transaction (bell per preferences, email per preferences and at most one a day per
// search); nothing for a listing that does not match or a change that rolls back. Seller
// analytics: figures of a listing for its owner alone. Through supabase-js and hand-made HTTP.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/lib/database.types';
import { serviceClient } from '../support/accounts';
import { stackEnv } from '../support/env';
import { createUser, type Identity } from './support/identities';

const service = serviceClient();
const db = new pg.Client({ connectionString: stackEnv.dbUrl });

let seller: Identity;
let buyer: Identity;
let stranger: Identity;
let pending: Identity;

/** A word no other test's listing contains, so only this file's listings match. */
const word = () => `zq${randomUUID().slice(0, 8)}`;

type ListingArgs = Database['public']['Functions']['create_listing']['Args'];

const listingInput: ListingArgs = {
  p_type: 'sell',
  p_title: 'Alert GmbH',
  p_industry: 'Technology',
  p_revenue: '1M-2M',
  p_employees: '11-50',
  p_location: 'Germany',
  p_description: 'Vertraulich',
  p_anonymized_description: 'Cloud software for tax advisers',
};

async function publish(
  description: string,
  overrides: Partial<ListingArgs> = {},
  owner = seller,
): Promise<string> {
  const { data, error } = await owner.client.rpc('create_listing', {
    ...listingInput,
    ...overrides,
    p_anonymized_description: description,
  });
  if (error) throw new Error(error.message);
  return data!;
}

async function save(
  who: Identity,
  search: { name: string; query?: string; industry?: 'Technology' | 'Healthcare'; location?: 'Germany' | 'Austria'; revenue?: '1M-2M' },
) {
  const { data, error } = await who.client.from('saved_searches').insert(search).select().single();
  if (error) throw new Error(error.message);
  return data;
}

async function matchesOf(userId: string) {
  const { data, error } = await service
    .from('notifications')
    .select('kind, link, payload')
    .eq('user_id', userId)
    .eq('kind', 'search.match')
    .order('created_at');
  if (error) throw new Error(error.message);
  return data as { kind: string; link: string; payload: Record<string, string> }[];
}

async function emailsOf(email: string) {
  const { rows } = await db.query<{ language: string; payload: Record<string, string> }>(
    "select language::text, payload from private.email_outbox where recipient = $1 and kind = 'search.match' order by id",
    [email],
  );
  return rows;
}

/** A hand-made PostgREST request with the caller's token. */
function rest(who: Identity, path: string, init: RequestInit = {}) {
  return fetch(`${stackEnv.url}/rest/v1/${path}`, {
    ...init,
    headers: {
      apikey: stackEnv.anonKey,
      authorization: `Bearer ${who.token}`,
      'content-type': 'application/json',
      prefer: 'return=representation',
      ...(init.headers ?? {}),
    },
  });
}

beforeAll(async () => {
  await db.connect();
  [seller, buyer, stranger, pending] = await Promise.all([
    createUser('alert-seller', { role: 'company', status: 'verified' }),
    createUser('alert-buyer', {
      role: 'investor',
      status: 'verified',
      metadata: { name: 'Alma Alert', role: 'investor', language: 'de' },
    }),
    createUser('alert-stranger', { role: 'investor', status: 'verified' }),
    createUser('alert-pending', { role: 'investor', status: 'pending' }),
  ]);
});

afterAll(async () => {
  await db.end();
});

describe('saved searches belong to their owner', () => {
  it('a verified user saves, lists, renames and deletes a search; the database derives the match key', async () => {
    const q = word();
    const saved = await save(buyer, { name: '  Tech in DE  ', query: `  Cloud ${q} `, industry: 'Technology', location: 'Germany' });
    expect(saved).toMatchObject({
      user_id: buyer.id,
      name: 'Tech in DE',
      query: `Cloud ${q}`,
      words: expect.arrayContaining(['cloud', q]),
      filter_key: 'Technology|*|Germany',
      // The alert's link, stored when the search is saved (a publication reads it, not re-encodes it).
      link: `/discover?q=Cloud%20${q}&industry=Technology&location=Germany`,
    });
    // The link is the database's: the API writes it neither at saving nor later.
    const forgedLink = await buyer.client.from('saved_searches').insert({ name: 'Elsewhere', link: 'https://evil.example/' });
    expect(forgedLink.error?.code).toBe('42501');
    const relinked = await buyer.client.from('saved_searches').update({ link: 'https://evil.example/' }).eq('id', saved.id);
    expect(relinked.error?.code).toBe('42501');
    const renamed = await buyer.client.from('saved_searches').update({ name: 'Renamed' }).eq('id', saved.id).select('name').single();
    expect(renamed.data?.name).toBe('Renamed');
    // Only the name changes; a different search is saved anew.
    const changed = await buyer.client.from('saved_searches').update({ industry: 'Healthcare' }).eq('id', saved.id);
    expect(changed.error?.code).toBe('42501');
    const list = (await buyer.client.from('saved_searches').select('id, name')).data!;
    expect(list.map((s) => s.id)).toContain(saved.id);
    const deleted = await buyer.client.from('saved_searches').delete().eq('id', saved.id).select('id');
    expect(deleted.data).toHaveLength(1);
    expect((await buyer.client.from('saved_searches').select('id').eq('id', saved.id)).data).toEqual([]);
  });

  it('nobody else reads, renames or deletes it, not even by id through hand-made requests', async () => {
    const saved = await save(buyer, { name: `Private ${word()}`, industry: 'Technology' });
    const read = await rest(stranger, `saved_searches?id=eq.${saved.id}`);
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual([]);
    const patched = await rest(stranger, `saved_searches?id=eq.${saved.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ name: 'Hijacked' }),
    });
    expect(await patched.json()).toEqual([]);
    const removed = await rest(stranger, `saved_searches?id=eq.${saved.id}`, { method: 'DELETE' });
    expect(await removed.json()).toEqual([]);
    // An embed from the profile does not reach it either.
    const embedded = await rest(stranger, `profiles?id=eq.${buyer.id}&select=id,saved_searches(name)`);
    expect(embedded.status === 200 ? JSON.stringify(await embedded.json()) : 'refused').not.toContain('Private');
    const still = (await service.from('saved_searches').select('name').eq('id', saved.id).single()).data;
    expect(still?.name).toBe(saved.name);
  });

  it('nobody saves a search for someone else, unverified users save none, oversized input is refused', async () => {
    const forged = await rest(stranger, 'saved_searches', {
      method: 'POST',
      body: JSON.stringify({ name: 'Forged', user_id: buyer.id }),
    });
    // user_id is not a column the API may write (the database sets it to the caller).
    expect(forged.status).toBe(403);
    expect((await service.from('saved_searches').select('id').eq('name', 'Forged')).data).toEqual([]);
    const fromPending = await pending.client.from('saved_searches').insert({ name: 'Pending' });
    expect(fromPending.error?.code).toBe('42501');
    // Saved searches are a buyer's: a verified seller or scout saves none (issue 32).
    const scout = await createUser('alert-scout', { role: 'scout', status: 'verified' });
    for (const who of [seller, scout]) {
      const fromSellerSide = await who.client.from('saved_searches').insert({ name: 'Not a buyer' });
      expect(fromSellerSide.error?.code, who.name).toBe('42501');
    }
    const longName = await buyer.client.from('saved_searches').insert({ name: 'x'.repeat(81) });
    expect(longName.error?.code).toBe('23514');
    const longQuery = await buyer.client.from('saved_searches').insert({ name: 'Long', query: 'y'.repeat(201) });
    expect(longQuery.error?.code).toBe('23514');
    const blank = await buyer.client.from('saved_searches').insert({ name: '   ' });
    expect(blank.error?.code).toBe('23514');
  });

  it('a user keeps at most 50 searches', async () => {
    const many = await createUser('alert-many', { role: 'investor', status: 'verified' });
    const rows = Array.from({ length: 50 }, (_, i) => ({ name: `Search ${i}` }));
    expect((await many.client.from('saved_searches').insert(rows)).error).toBeNull();
    const one = await many.client.from('saved_searches').insert({ name: 'Search 51' });
    expect(one.error?.message).toBe('You can save at most 50 searches');
  });
});

describe('a published listing alerts the searches it matches', () => {
  it('notifies the owner of a matching search in the app and by email, with a link to the search', async () => {
    const q = word();
    const search = await save(buyer, { name: `Cloud DE ${q}`, query: `cloud ${q}`, industry: 'Technology', location: 'Germany' });
    const listingId = await publish(`Cloud software ${q} for tax advisers`);
    const [match] = (await matchesOf(buyer.id!)).filter((n) => n.payload.search_id === search.id);
    expect(match).toMatchObject({
      link: `/discover?q=cloud%20${q}&industry=Technology&location=Germany`,
      payload: { search_name: `Cloud DE ${q}`, listing_id: listingId, industry: 'Technology', location: 'Germany', revenue: '1M-2M', listing_type: 'sell' },
    });
    const emails = (await emailsOf(buyer.email!)).filter((e) => e.payload.search_id === search.id);
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ language: 'de', payload: { link: match.link, search_name: `Cloud DE ${q}` } });
  });

  it('does not notify for a listing that misses a filter or a word, nor the listing owner for their own', async () => {
    const q = word();
    const search = await save(buyer, { name: `Strict ${q}`, query: `${q} payroll`, industry: 'Technology', revenue: '1M-2M' });
    // A seller saves no search through the API (issue 32); one made before that rule (here by the
    // service role) still never alerts its owner to their own listing.
    const own = (
      await service.from('saved_searches').insert({ user_id: seller.id!, name: `Own ${q}`, query: q }).select().single()
    ).data!;
    await publish(`Payroll ${q} software`, { p_industry: 'Healthcare' }); // other industry
    await publish(`Payroll ${q} software`, { p_revenue: '2M-5M' }); // other revenue
    await publish(`Accounting ${q} software`); // a word missing
    const alerts = (await matchesOf(buyer.id!)).filter((n) => n.payload.search_id === search.id);
    expect(alerts).toEqual([]);
    const matching = await publish(`Payroll ${q.toUpperCase()} software`); // words match in any case
    expect((await matchesOf(buyer.id!)).filter((n) => n.payload.search_id === search.id).map((n) => n.payload.listing_id)).toEqual([matching]);
    expect((await matchesOf(seller.id!)).filter((n) => n.payload.search_id === own.id)).toEqual([]);
  });

  it('a publication that rolls back alerts nobody', async () => {
    const q = word();
    const search = await save(buyer, { name: `Rollback ${q}`, query: q });
    // The teaser is inserted (and matched) before the details, whose too long title fails the call.
    const { error } = await seller.client.rpc('create_listing', {
      ...listingInput,
      p_anonymized_description: `Teaser ${q}`,
      p_title: 't'.repeat(201),
    });
    expect(error?.code).toBe('23514');
    expect((await matchesOf(buyer.id!)).filter((n) => n.payload.search_id === search.id)).toEqual([]);
    expect((await emailsOf(buyer.email!)).filter((e) => e.payload.search_id === search.id)).toEqual([]);
  });

  it('mails at most once a day per search; later matches reach the bell only', async () => {
    const q = word();
    const search = await save(buyer, { name: `Daily ${q}`, query: q });
    const first = await publish(`First ${q}`);
    const second = await publish(`Second ${q}`);
    const alerts = (await matchesOf(buyer.id!)).filter((n) => n.payload.search_id === search.id);
    expect(alerts.map((n) => n.payload.listing_id)).toEqual([first, second]);
    const mailed = () => emailsOf(buyer.email!).then((rows) => rows.filter((e) => e.payload.search_id === search.id));
    expect((await mailed()).map((e) => e.payload.listing_id)).toEqual([first]);
    // A day later the next match is mailed again.
    await db.query("update public.saved_searches set last_emailed_at = now() - interval '25 hours' where id = $1", [search.id]);
    const third = await publish(`Third ${q}`);
    expect((await mailed()).map((e) => e.payload.listing_id)).toEqual([first, third]);
  });

  it('follows the preferences: email off keeps the bell and sends nothing', async () => {
    const quiet = await createUser('alert-quiet', { role: 'investor', status: 'verified' });
    const pref = await quiet.client
      .from('notification_preferences')
      .insert({ user_id: quiet.id!, kind: 'search.match', in_app: true, email: false });
    expect(pref.error).toBeNull();
    const q = word();
    const search = await save(quiet, { name: 'Quiet', query: q });
    await publish(`Quiet ${q}`);
    expect(await matchesOf(quiet.id!)).toHaveLength(1);
    expect(await emailsOf(quiet.email!)).toEqual([]);
    const row = (await quiet.client.from('saved_searches').select('last_emailed_at').eq('id', search.id).single()).data;
    expect(row?.last_emailed_at).toBeNull();
  });

  it('a reopened listing alerts searches saved while it was closed, and never one search twice', async () => {
    const q = word();
    const before = await save(buyer, { name: `Before ${q}`, query: q });
    const listingId = await publish(`Reopen ${q}`);
    expect((await seller.client.rpc('set_listing_status', { p_listing_id: listingId, p_status: 'closed' })).error).toBeNull();
    const during = await save(stranger, { name: `During ${q}`, query: q });
    expect((await seller.client.rpc('set_listing_status', { p_listing_id: listingId, p_status: 'active' })).error).toBeNull();
    expect((await matchesOf(buyer.id!)).filter((n) => n.payload.search_id === before.id)).toHaveLength(1);
    expect((await matchesOf(stranger.id!)).filter((n) => n.payload.search_id === during.id)).toHaveLength(1);
  });

  it('the notifications of a match are readable by their recipient alone', async () => {
    const q = word();
    const search = await save(buyer, { name: `Mine ${q}`, query: q });
    await publish(`Mine ${q}`);
    const own = (await buyer.client.from('notifications').select('payload').eq('kind', 'search.match')).data!;
    expect(own.some((n) => (n.payload as Record<string, string>).search_id === search.id)).toBe(true);
    const others = (await stranger.client.from('notifications').select('payload').eq('user_id', buyer.id!)).data;
    expect(others).toEqual([]);
  });
});

describe('seller analytics', () => {
  it('counts views once per viewer and day, inquiries, NDAs and access from the data, for the owner alone', async () => {
    const listingId = await publish(`Analytics ${word()}`);
    // Two viewers, one of them twice today (and once more after the 30-minute window).
    expect((await buyer.client.rpc('record_listing_view', { p_listing_id: listingId })).error).toBeNull();
    await db.query("update public.listing_views set viewed_at = now() - interval '1 hour' where listing_id = $1", [listingId]);
    expect((await buyer.client.rpc('record_listing_view', { p_listing_id: listingId })).error).toBeNull();
    expect((await stranger.client.rpc('record_listing_view', { p_listing_id: listingId })).error).toBeNull();
    expect((await db.query('select 1 from public.listing_views where listing_id = $1', [listingId])).rowCount).toBe(3);
    // Days are UTC days: the buyer's first view goes to the start of today, so that both stay on
    // one day whatever the hour (an hour back crossed midnight between 00:00 and 01:00).
    await db.query(
      "update public.listing_views set viewed_at = date_trunc('day', now(), 'UTC') where listing_id = $1 and viewed_at < now() - interval '30 minutes'",
      [listingId],
    );
    // The buyer inquires and signs the NDA; the stranger only inquires.
    expect((await buyer.client.from('inquiries').insert({ listing_id: listingId, message: 'We would like to talk.' })).error).toBeNull();
    expect((await buyer.client.from('nda_signatures').insert({ listing_id: listingId, signer_name: 'Alma' })).error).toBeNull();
    expect((await stranger.client.from('inquiries').insert({ listing_id: listingId, message: 'Me too' })).error).toBeNull();

    const { data, error } = await seller.client.rpc('listing_analytics', { p_listing_id: listingId, p_weeks: 4 });
    expect(error).toBeNull();
    const result = data as { funnel: Record<string, number>; weeks: Record<string, number | string>[] };
    expect(result.funnel).toEqual({ views: 2, viewers: 2, inquiries: 2, ndas: 1, access: 0, offers: 0 });
    expect(result.weeks).toHaveLength(4);
    expect(result.weeks.at(-1)).toMatchObject({ views: 2, inquiries: 2, ndas: 1, access: 0, offers: 0 });
    expect(result.weeks.slice(0, 3).every((w) => w.views === 0 && w.inquiries === 0)).toBe(true);

    // Another user (a buyer of it, too), hand-made: the same 404 as for a listing that does not exist.
    for (const who of [buyer, stranger]) {
      const res = await rest(who, 'rpc/listing_analytics', { method: 'POST', body: JSON.stringify({ p_listing_id: listingId }) });
      expect(res.status).toBe(404);
    }
    const missing = await rest(seller, 'rpc/listing_analytics', { method: 'POST', body: JSON.stringify({ p_listing_id: randomUUID() }) });
    expect(missing.status).toBe(404);
    // The raw views stay unreadable to the owner: only each viewer's own rows.
    expect((await seller.client.from('listing_views').select('user_id').eq('listing_id', listingId)).data).toEqual([]);
    const anon = await fetch(`${stackEnv.url}/rest/v1/rpc/listing_analytics`, {
      method: 'POST',
      headers: { apikey: stackEnv.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ p_listing_id: listingId }),
    });
    expect([401, 403]).toContain(anon.status);
  });
});
