// Attacks a hand-written HTTP client with a valid (or forged) token might try. Each is refused and
// leaves the data as it was (re-read as the service role).
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { stackEnv } from '../support/env';
import { readAsService } from './support/cells';
import { serviceClient, tokenClient } from '../support/accounts';
import { createUser, SEED, signIn, type Identity } from './support/identities';

const service = serviceClient();
const L1 = SEED.listing(1); // seller@'s listing: investor@ unlocked, investor2@ NDA + pending unlock

let pending: Identity;
let scout: Identity;
let investor: Identity; // seeded, unlocked for L1
let investor2: Identity; // seeded, NDA but unlock pending
let investor3: Identity; // seeded, no NDA
let seller: Identity;

beforeAll(async () => {
  [pending, scout, investor, investor2, investor3, seller] = await Promise.all([
    createUser('attack-pending', { role: 'investor', status: 'pending' }),
    createUser('attack-scout', { role: 'scout', status: 'verified' }),
    signIn('investor@dealbridge.test'),
    signIn('investor2@dealbridge.test'),
    signIn('investor3@dealbridge.test'),
    signIn('seller@dealbridge.test'),
  ]);
});

async function profileOf(userId: string | null) {
  return readAsService('profiles', { id: userId! });
}

describe('privilege escalation', () => {
  it('a pending user cannot verify themselves through a profile update', async () => {
    const before = await profileOf(pending.id);
    const { error } = await pending.client
      .from('profiles')
      .update({ verification_status: 'verified', verified_at: new Date().toISOString() })
      .eq('id', pending.id!);
    expect(error?.code).toBe('42501');
    expect(await profileOf(pending.id)).toEqual(before);
  });

  it('a verified user cannot make themselves admin through a profile update', async () => {
    const before = await profileOf(scout.id);
    const { error } = await scout.client
      .from('profiles')
      .update({ role: 'admin' })
      .eq('id', scout.id!);
    expect(error?.code).toBe('42501');
    const { error: completeError } = await scout.client
      .from('profiles')
      .update({ profile_complete: true })
      .eq('id', scout.id!);
    expect(completeError?.code).toBe('42501');
    const { error: emailError } = await scout.client
      .from('profiles')
      .update({ email: 'someone@else.test' })
      .eq('id', scout.id!);
    expect(emailError?.code).toBe('42501');
    expect(await profileOf(scout.id)).toEqual(before);
  });

  it('sign-up metadata asking for admin gives a pending scout', async () => {
    const user = await createUser('attack-meta', {
      metadata: { name: 'Mallory', role: 'admin', verification_status: 'verified' },
    });
    expect(await profileOf(user.id)).toMatchObject({
      role: 'scout',
      verification_status: 'pending',
      name: 'Mallory',
    });
  });

  it('changing the user metadata later does not change the role', async () => {
    const before = await profileOf(scout.id);
    const { error } = await scout.client.auth.updateUser({ data: { role: 'admin' } });
    expect(error).toBeNull();
    expect(await profileOf(scout.id)).toEqual(before);
  });

  it('admin RPCs refuse non-admins and change nothing', async () => {
    const before = await profileOf(pending.id);
    const verify = await pending.client.rpc('set_verification', {
      p_user_id: pending.id!,
      p_status: 'verified',
    });
    expect(verify.error).toMatchObject({
      code: '42501',
      message: 'Permission denied: admin role required',
    });
    const byScout = await scout.client.rpc('set_verification', {
      p_user_id: scout.id!,
      p_status: 'verified',
    });
    expect(byScout.error?.code).toBe('42501');
    expect(await profileOf(pending.id)).toEqual(before);

    const listingBefore = await readAsService('listings', { id: SEED.listing(2) });
    const close = await scout.client.rpc('close_listing', {
      p_listing_id: SEED.listing(2),
      p_success_fee_eur: 5000,
    });
    expect(close.error?.code).toBe('42501');
    expect(await readAsService('listings', { id: SEED.listing(2) })).toEqual(listingBefore);
  });

  it('policy helpers are not reachable through the API', async () => {
    const { error } = await scout.client.rpc('is_admin' as never);
    expect(error?.code).toBe('PGRST202');
    const schema = await fetch(`${stackEnv.url}/rest/v1/rpc/is_admin`, {
      method: 'POST',
      headers: {
        apikey: stackEnv.anonKey,
        Authorization: `Bearer ${scout.token}`,
        'Accept-Profile': 'private',
        'Content-Profile': 'private',
      },
    });
    expect(schema.status).toBe(406);
  });
});

describe('listings', () => {
  it("a listing cannot be created in another user's name or with a forged role", async () => {
    const { error } = await scout.client.from('listings').insert({
      user_id: seller.id!,
      user_role: 'company',
      type: 'sell',
      industry: 'Retail',
      revenue: '0-500K',
      employees: '1-10',
      location: 'Austria',
      anonymized_description: 'Forged',
    });
    expect(error?.code).toBe('42501');
    const forged = await scout.client.rpc('create_listing', {
      p_type: 'sell',
      p_title: 'Forged',
      p_industry: 'Retail',
      p_revenue: '0-500K',
      p_employees: '1-10',
      p_location: 'Austria',
      p_description: 'x',
      p_anonymized_description: 'x',
      p_user_id: seller.id,
      p_user_role: 'admin',
    } as never);
    expect(forged.error?.code).toBe('PGRST202');
    const { count } = await service
      .from('listings')
      .select('id', { count: 'exact', head: true })
      .eq('anonymized_description', 'Forged');
    expect(count).toBe(0);
  });

  it('an owner cannot move a listing to someone else, change its recorded role or record a fee', async () => {
    const { data: id } = await scout.client.rpc('create_listing', {
      p_type: 'sell',
      p_title: 'Own',
      p_industry: 'Energy',
      p_revenue: '1M-2M',
      p_employees: '11-50',
      p_location: 'Poland',
      p_description: 'Own listing',
      p_anonymized_description: 'Own teaser',
    });
    expect(id).toBeTruthy();
    const before = await readAsService('listings', { id: id! });
    expect(before).toMatchObject({ user_id: scout.id, user_role: 'scout' });
    for (const patch of [
      { user_id: seller.id! },
      { user_role: 'company' as const },
      { success_fee_eur: 5000 },
    ]) {
      const { error } = await scout.client.from('listings').update(patch).eq('id', id!);
      expect(error?.code, JSON.stringify(patch)).toBe('42501');
    }
    expect(await readAsService('listings', { id: id! })).toEqual(before);
  });

  it('another user cannot change or delete a listing', async () => {
    const before = await readAsService('listings', { id: L1 });
    const update = await scout.client
      .from('listings')
      .update({ price: '1 EUR' })
      .eq('id', L1)
      .select();
    expect(update.data).toEqual([]);
    const remove = await scout.client.from('listings').delete().eq('id', L1).select();
    expect(remove.data).toEqual([]);
    expect(await readAsService('listings', { id: L1 })).toEqual(before);
  });
});

describe('confidential details', () => {
  it('only the investor with NDA and approved unlock (and the owner) reads the details', async () => {
    const read = async (who: Identity) =>
      (await who.client.from('listing_details').select('title').eq('listing_id', L1)).data;
    expect(await read(investor3)).toEqual([]); // no NDA
    expect(await read(investor2)).toEqual([]); // NDA, unlock pending
    expect(await read(scout)).toEqual([]); // not an investor, not the owner
    expect(await read(investor)).toEqual([{ title: 'CloudTax GmbH – SaaS für Steuerkanzleien' }]);
    expect(await read(seller)).toEqual([{ title: 'CloudTax GmbH – SaaS für Steuerkanzleien' }]);
  });

  it('embedding details in a listing query does not reveal them', async () => {
    const { data, error } = await investor2.client
      .from('listings')
      .select('id, listing_details(title, full_details)')
      .eq('id', L1);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: L1, listing_details: null }]);
  });

  it('an investor cannot approve their own unlock request', async () => {
    const before = await readAsService('unlock_requests', { id: SEED.pendingUnlock });
    // Only the listing's owner or an admin decides; to anyone else the request does not exist.
    const rpc = await investor2.client.rpc('decide_unlock_request', {
      p_request_id: SEED.pendingUnlock,
      p_approve: true,
    });
    expect(rpc.error?.code).toBe('PT404');
    // Nor through the deal: the buyer cannot grant their own access.
    const deal = (await readAsService('deals', { listing_id: L1, buyer_id: investor2.id! }))!;
    const moved = await investor2.client.rpc('move_deal', {
      p_deal_id: String(deal.id),
      p_stage: 'access_granted',
    });
    expect(moved.error?.code).toBe('42501');
    const forced = await investor2.client
      .from('deals')
      .update({ stage: 'access_granted' })
      .eq('id', String(deal.id));
    expect(forced.error?.code).toBe('42501');
    const patch = await investor2.client
      .from('unlock_requests')
      .update({ status: 'approved' })
      .eq('id', SEED.pendingUnlock);
    expect(patch.error?.code).toBe('42501');
    const insert = await investor2.client
      .from('unlock_requests')
      .insert({ listing_id: SEED.listing(3), user_id: investor2.id!, status: 'approved' } as never);
    expect(insert.error?.code).toBe('42501');
    expect(await readAsService('unlock_requests', { id: SEED.pendingUnlock })).toEqual(before);
    expect(
      (await investor2.client.from('listing_details').select('title').eq('listing_id', L1)).data,
    ).toEqual([]);
  });

  it('an investor cannot request an unlock without an NDA, nor sign an NDA for someone else', async () => {
    const unlock = await investor3.client
      .from('unlock_requests')
      .insert({ listing_id: L1, user_id: investor3.id! });
    expect(unlock.error?.code).toBe('42501');
    const nda = await investor3.client
      .from('nda_signatures')
      .insert({ listing_id: SEED.listing(5), user_id: investor2.id!, signer_name: 'Forged' });
    expect(nda.error?.code).toBe('42501');
    const { count } = await service
      .from('nda_signatures')
      .select('id', { count: 'exact', head: true })
      .eq('signer_name', 'Forged');
    expect(count).toBe(0);
  });
});

describe("other users' data", () => {
  it('billing info of another user is invisible and unchangeable', async () => {
    const before = await readAsService('billing_info', { user_id: SEED.seller });
    expect(
      (await scout.client.from('billing_info').select('*').eq('user_id', SEED.seller)).data,
    ).toEqual([]);
    expect((await investor.client.from('billing_info').select('*')).data).toHaveLength(1); // only their own
    const update = await scout.client
      .from('billing_info')
      .update({ city: 'Nowhere' })
      .eq('user_id', SEED.seller)
      .select();
    expect(update.data).toEqual([]);
    expect(await readAsService('billing_info', { user_id: SEED.seller })).toEqual(before);
  });

  it("an inquiry cannot be sent in another user's name", async () => {
    const message = `Forged inquiry ${Date.now()}`;
    const { error } = await scout.client
      .from('inquiries')
      .insert({ user_id: investor.id!, listing_id: L1, message });
    expect(error?.code).toBe('42501');
    const { error: statusError } = await scout.client
      .from('inquiries')
      .insert({ listing_id: L1, message, status: 'answered' } as never);
    expect(statusError?.code).toBe('42501');
    const { count } = await service
      .from('inquiries')
      .select('id', { count: 'exact', head: true })
      .eq('message', message);
    expect(count).toBe(0);
  });

  it('the sender cannot change the status of their inquiry; the owner only its status', async () => {
    const inquiry = 'c0000000-0000-4000-8000-000000000003'; // investor2@ on L1 (seller@)
    const before = await readAsService('inquiries', { id: inquiry });
    expect(
      (
        await investor2.client
          .from('inquiries')
          .update({ status: 'closed' })
          .eq('id', inquiry)
          .select()
      ).data,
    ).toEqual([]);
    expect(
      (await seller.client.from('inquiries').update({ message: 'Rewritten' }).eq('id', inquiry))
        .error?.code,
    ).toBe('42501');
    expect(await readAsService('inquiries', { id: inquiry })).toEqual(before);
  });
});

describe('tokens', () => {
  const secret = new TextEncoder().encode(stackEnv.jwtSecret);
  const claims = () => ({
    sub: SEED.admin,
    role: 'authenticated',
    aud: 'authenticated',
    email: 'admin@dealbridge.test',
  });
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

  async function rejected(token: string) {
    const response = await fetch(`${stackEnv.url}/rest/v1/messages?select=*`, {
      headers: { apikey: stackEnv.anonKey, Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(401);
    const rpc = await tokenClient(token).rpc('set_verification', {
      p_user_id: SEED.pending,
      p_status: 'verified',
    });
    expect(rpc.error).not.toBeNull();
  }

  it('a tampered token (payload changed, signature kept) is refused', async () => {
    const [header, , signature] = investor.token!.split('.');
    await rejected(`${header}.${encode(claims())}.${signature}`);
  });

  it('an expired token is refused', async () => {
    const token = await new SignJWT(claims())
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(secret);
    await rejected(token);
  });

  it('an unsigned token (alg: none) is refused', async () => {
    await rejected(
      `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ ...claims(), exp: Math.floor(Date.now() / 1000) + 3600 })}.`,
    );
  });

  it('a token signed with another secret is refused', async () => {
    const token = await new SignJWT(claims())
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-that-is-long-enough-to-sign-with'));
    await rejected(token);
    const profile = await readAsService('profiles', { id: SEED.pending });
    expect(profile).toMatchObject({ verification_status: 'pending' });
  });
});

describe('PostgREST filter strings with SQL in them', () => {
  it('are taken as values, not SQL, and change nothing', async () => {
    // The seed's listings only: other files add listings of their own meanwhile.
    const seededListings = () =>
      service
        .from('listings')
        .select('id', { count: 'exact', head: true })
        .gte('id', SEED.listing(0))
        .lte('id', SEED.listing(999_999_999_999));
    const { count: before } = await seededListings();
    expect(before).toBeGreaterThan(0);
    const injections = [
      investor3.client
        .from('listings')
        .select('id')
        .eq('id', "00000000-0000-0000-0000-000000000000' or '1'='1"),
      investor3.client
        .from('listings')
        .select('id')
        .eq('status', "closed'; drop table public.listings; --" as never),
      investor3.client.from('listings').select('id').ilike('search_text', "%' or 1=1 --%"),
      investor3.client
        .from('listing_details')
        .select('*')
        .or('listing_id.neq.00000000-0000-0000-0000-000000000000,title.ilike.*'),
      investor3.client.from('profiles').select('*').or(`id.eq.${SEED.admin},id.neq.${SEED.admin}`),
      investor3.client
        .from('listings')
        .select('id, user_id, listing_details(*)')
        .filter('status', 'in', '(closed)'),
    ];
    const results = await Promise.all(injections);
    expect(results[0].error?.code).toBe('22P02');
    expect(results[1].error?.code).toBe('22P02');
    expect(results[2]).toMatchObject({ error: null, data: [] });
    expect(results[3]).toMatchObject({ error: null, data: [] });
    expect(results[4].data).toEqual([expect.objectContaining({ id: investor3.id })]);
    expect(results[5]).toMatchObject({ error: null, data: [] });
    const { count: after, error } = await seededListings();
    expect(error).toBeNull();
    expect(after).toBe(before);
  });
});
