// Triggers and RPCs: sign-up profile, email sync, profile_complete, updated_at, listing creation and
// status, admin decisions, views and dashboard figures, and a check of the seed's shape.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyLink, waitForMail } from '../support/mail';
import { readAsService } from './support/cells';
import { anonClient, serviceClient } from '../support/accounts';
import { createUser, giveBillingInfo, SEED, signIn, type Identity } from './support/identities';
import { rejectWithFourEyes } from './support/rejections';

const service = serviceClient();

const listingInput = {
  p_type: 'sell' as const,
  p_title: '  Muster GmbH  ',
  p_industry: 'Healthcare' as const,
  p_revenue: '5M-10M' as const,
  p_employees: '51-100' as const,
  p_location: 'Austria' as const,
  p_description: 'Vertraulich',
  p_anonymized_description: 'Anonymes Profil',
  p_price: '',
  p_market_position: 'Marktführer',
  p_patents: true,
  p_full_details: 'Zahlen',
};

let admin: Identity;
let scout: Identity;
let company: Identity;
let investor: Identity;

beforeAll(async () => {
  [admin, scout, company, investor] = await Promise.all([
    createUser('rpc-admin', { admin: true }),
    createUser('rpc-scout', { role: 'scout', status: 'verified' }),
    createUser('rpc-company', { role: 'company', status: 'verified' }),
    createUser('rpc-investor', { role: 'investor', status: 'verified' }),
  ]);
  await giveBillingInfo(investor);
});

describe('sign-up and profile triggers', () => {
  it('creates a pending profile from the metadata', async () => {
    const user = await createUser('rpc-signup', {
      metadata: { name: ' Ina Vestor ', phone_number: '+43 1 234', role: 'investor' },
    });
    const profile = await readAsService('profiles', { id: user.id! });
    expect(profile).toMatchObject({
      name: 'Ina Vestor',
      email: user.email,
      phone_number: '+43 1 234',
      role: 'investor',
      verification_status: 'pending',
      profile_complete: false,
      has_seen_profile_banner: false,
      verified_at: null,
      rejected_at: null,
    });
    expect(profile?.submitted_at).toBeTruthy();
  });

  it('defaults to scout for a missing or unknown role', async () => {
    for (const metadata of [{}, { role: 'superuser' }]) {
      const user = await createUser('rpc-default', { metadata });
      expect(await readAsService('profiles', { id: user.id! })).toMatchObject({
        role: 'scout',
        verification_status: 'pending',
      });
    }
  });

  it('the profile email follows an email change through Supabase Auth once it is confirmed', async () => {
    const user = await createUser('rpc-email', { role: 'company', status: 'verified' });
    const newEmail = `moved-${user.id}@example.test`;
    const { error } = await user.client.auth.updateUser({ email: newEmail });
    expect(error).toBeNull();
    // Secure email change: pending until the links to both addresses are followed.
    expect(await readAsService('profiles', { id: user.id! })).toMatchObject({ email: user.email });
    for (const address of [newEmail, user.email!]) {
      const mail = await waitForMail(address, (m) => m.html.includes('type=email_change'));
      await fetch(verifyLink(mail), { redirect: 'manual' });
    }
    expect(await readAsService('profiles', { id: user.id! })).toMatchObject({ email: newEmail });
  });

  it('profile_complete follows the completeness of the billing info; updated_at is set by the database', async () => {
    const before = await readAsService('profiles', { id: company.id! });
    const partial = await company.client
      .from('billing_info')
      .insert({ user_id: company.id!, company_name: 'Teil GmbH', city: 'Wien' });
    expect(partial.error).toBeNull();
    expect(await readAsService('profiles', { id: company.id! })).toMatchObject({
      profile_complete: false,
    });
    const complete = await company.client
      .from('billing_info')
      .update({
        company_email: 'billing@teil.example',
        responsible_person: 'T. Eil',
        phone_number: '+43 1',
        uid_number: 'ATU12345678',
        street_address: 'Ring 1',
        postal_code: '1010',
        country: 'Austria',
      })
      .eq('user_id', company.id!);
    expect(complete.error).toBeNull();
    const after = await readAsService('profiles', { id: company.id! });
    expect(after).toMatchObject({ profile_complete: true });
    expect(Date.parse(String(after?.updated_at))).toBeGreaterThan(
      Date.parse(String(before?.updated_at)),
    );
    await company.client.from('billing_info').update({ city: ' ' }).eq('user_id', company.id!);
    expect(await readAsService('profiles', { id: company.id! })).toMatchObject({
      profile_complete: false,
    });

    const forged = await company.client
      .from('profiles')
      .update({ updated_at: '2000-01-01T00:00:00Z' })
      .eq('id', company.id!);
    expect(forged.error?.code).toBe('42501');
    const own = await company.client
      .from('profiles')
      .update({ has_seen_profile_banner: true, name: 'Carla Company' })
      .eq('id', company.id!)
      .select()
      .single();
    expect(own.data).toMatchObject({ has_seen_profile_banner: true, name: 'Carla Company' });
  });
});

describe('create_listing and listing status', () => {
  it('without a session: User not authenticated', async () => {
    const { error } = await anonClient().rpc('create_listing', listingInput);
    expect(error?.message).toBe('User not authenticated');
  });

  it('refuses pending users and investors', async () => {
    const pending = await createUser('rpc-pending-scout', { role: 'scout', status: 'pending' });
    expect((await pending.client.rpc('create_listing', listingInput)).error?.message).toBe(
      'Only verified users can create listings',
    );
    expect((await investor.client.rpc('create_listing', listingInput)).error?.message).toBe(
      'Only scouts and companies can create listings',
    );
    expect((await admin.client.rpc('create_listing', listingInput)).error?.message).toBe(
      'Only scouts and companies can create listings',
    );
  });

  it('creates teaser and details together, with the caller as owner and the role from the profile', async () => {
    for (const [who, role] of [
      [scout, 'scout'],
      [company, 'company'],
    ] as const) {
      const { data: id, error } = await who.client.rpc('create_listing', listingInput);
      expect(error).toBeNull();
      expect(await readAsService('listings', { id: id! })).toMatchObject({
        user_id: who.id,
        user_role: role,
        type: 'sell',
        industry: 'Healthcare',
        revenue: '5M-10M',
        employees: '51-100',
        location: 'Austria',
        price: null,
        anonymized_description: 'Anonymes Profil',
        market_position: 'Marktführer',
        patents: true,
        status: 'active',
        success_fee_eur: null,
      });
      expect(await readAsService('listing_details', { listing_id: id! })).toMatchObject({
        title: 'Muster GmbH',
        description: 'Vertraulich',
        full_details: 'Zahlen',
      });
      const own = await who.client
        .from('listings')
        .select('id, listing_details(title)')
        .eq('id', id!)
        .single();
      expect(own.data).toEqual({ id, listing_details: { title: 'Muster GmbH' } });
    }
  });

  it('the owner closes and reopens; closed listings leave the browse; others get Company not found', async () => {
    const { data: id } = await scout.client.rpc('create_listing', listingInput);
    const closed = await scout.client.rpc('set_listing_status', {
      p_listing_id: id!,
      p_status: 'closed',
    });
    expect(closed.data).toMatchObject({ id, status: 'closed', success_fee_eur: null });
    expect((await investor.client.from('listings').select('id').eq('id', id!)).data).toEqual([]);
    expect((await scout.client.from('listings').select('id').eq('id', id!)).data).toEqual([{ id }]);
    const foreign = await company.client.rpc('set_listing_status', {
      p_listing_id: id!,
      p_status: 'active',
    });
    expect(foreign.error?.message).toBe('Company not found');
    const reopened = await scout.client.rpc('set_listing_status', {
      p_listing_id: id!,
      p_status: 'active',
    });
    expect(reopened.data).toMatchObject({ status: 'active' });
    expect((await investor.client.from('listings').select('id').eq('id', id!)).data).toEqual([
      { id },
    ]);
  });

  it("an admin closes a deal with a success fee; the scout's dashboard counts it", async () => {
    const { data: id } = await scout.client.rpc('create_listing', listingInput);
    const result = await admin.client.rpc('close_listing', {
      p_listing_id: id!,
      p_success_fee_eur: 4000,
    });
    expect(result.data).toMatchObject({ id, status: 'closed', success_fee_eur: 4000 });
    const stats = await scout.client.rpc('my_dashboard_stats').single();
    expect(stats.data).toMatchObject({
      role: 'scout',
      successful_deals: 1,
      total_earnings_eur: 4000,
    });
    const missing = await admin.client.rpc('close_listing', {
      p_listing_id: SEED.pendingUnlock,
      p_success_fee_eur: 0,
    });
    expect(missing.error?.message).toBe('Company not found');
  });

  it('supports the discover query and text search', async () => {
    const { data, error } = await investor.client
      .from('listings')
      .select('id, industry, location, revenue')
      .eq('status', 'active')
      .eq('industry', 'Technology')
      .eq('revenue', '2M-5M')
      .eq('location', 'Germany')
      .order('created_at', { ascending: false })
      .order('id', { ascending: false });
    expect(error).toBeNull();
    expect(data).toContainEqual({
      id: SEED.listing(1),
      industry: 'Technology',
      location: 'Germany',
      revenue: '2M-5M',
    });
    const search = await investor.client
      .from('listings')
      .select('id')
      .eq('status', 'active')
      .ilike('search_text', '%kanzleisoftware%');
    expect(search.data).toEqual([{ id: SEED.listing(1) }]);
  });
});

describe('search_listings (discover with indexes)', () => {
  it('returns the same active listings as the filtered table query, newest first, page by page', async () => {
    // Listings of this test's own (a word nobody else writes): other files create listings in
    // every location meanwhile.
    const word = `Seitenwind${randomUUID().slice(0, 8)}`;
    const own: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const { data, error } = await company.client.rpc('create_listing', {
        ...listingInput,
        p_location: 'Luxembourg',
        p_anonymized_description: `Profil ${word} ${i}`,
      });
      expect(error).toBeNull();
      own.push(data as string);
    }
    const direct = await investor.client
      .from('listings')
      .select('id')
      .eq('status', 'active')
      .eq('location', 'Luxembourg')
      .ilike('search_text', `%${word.toLowerCase()}%`)
      .order('created_at', { ascending: false })
      .order('id', { ascending: false });
    expect(direct.data!.map((l) => l.id).sort()).toEqual([...own].sort());
    const first = await investor.client.rpc('search_listings', {
      p_location: 'Luxembourg',
      p_search: word,
      p_limit: 1,
    });
    expect(first.error).toBeNull();
    expect(first.data!.map((l) => l.id)).toEqual(direct.data!.slice(0, 1).map((l) => l.id));
    const last = first.data![0];
    const next = await investor.client.rpc('search_listings', {
      p_location: 'Luxembourg',
      p_search: word,
      p_limit: 100,
      p_before_created_at: last.created_at,
      p_before_id: last.id,
    });
    expect(next.data!.map((l) => l.id)).toEqual(direct.data!.slice(1).map((l) => l.id));
    expect([...first.data!, ...next.data!].every((l) => l.status === 'active')).toBe(true);
    // Another location filters them out.
    const elsewhere = await investor.client.rpc('search_listings', {
      p_location: 'Austria',
      p_search: word,
    });
    expect(elsewhere.data).toEqual([]);
  });

  it('searches words of the teaser text and takes wildcards literally', async () => {
    const hit = await investor.client.rpc('search_listings', {
      p_search: 'Kanzleisoftware  SÜDDEUTSCHLAND',
      p_industry: 'Technology',
    });
    expect(hit.data!.map((l) => l.id)).toEqual([SEED.listing(1)]);
    const closed = await investor.client.rpc('search_listings', { p_search: 'Fassaden' });
    expect(closed.data).toEqual([]); // listing 38 is closed
    const wildcard = await investor.client.rpc('search_listings', { p_search: '_%_' });
    expect(wildcard.data).toEqual([]);
  });

  it('is for verified users only', async () => {
    const pending = await createUser('rpc-search-pending', { role: 'investor' });
    expect((await pending.client.rpc('search_listings', {})).error?.code).toBe('42501');
    expect((await anonClient().rpc('search_listings', {})).error?.code).toBe('42501');
  });
});

describe('admin decisions', () => {
  it('set_verification verifies and rejects with timestamps; unknown users are not found', async () => {
    const user = await createUser('rpc-verify', { role: 'investor' });
    const before = await readAsService('profiles', { id: user.id! });
    const verified = await admin.client.rpc('set_verification', {
      p_user_id: user.id!,
      p_status: 'verified',
    });
    expect(verified.data).toMatchObject({ verification_status: 'verified', rejected_at: null });
    expect(verified.data?.verified_at).toBeTruthy();
    expect(Date.parse(verified.data!.updated_at)).toBeGreaterThan(
      Date.parse(String(before?.updated_at)),
    );
    // A rejection says why (issue 32): refused without a reason code.
    const unexplained = await admin.client.rpc('set_verification', {
      p_user_id: user.id!,
      p_status: 'rejected',
    });
    expect(unexplained.error?.message).toBe('Missing required fields: reason');
    // Four eyes (issue 33): another admin proposes, this admin confirms.
    const rejected = await rejectWithFourEyes(admin, user.id!, 'information_incomplete');
    expect(rejected.data).toMatchObject({ verification_status: 'rejected' });
    expect(rejected.data?.rejected_at).toBeTruthy();
    const missing = await admin.client.rpc('set_verification', {
      p_user_id: SEED.listing(1),
      p_status: 'verified',
    });
    expect(missing.error?.message).toBe('User not found');
    // Admins list all users.
    const { count } = await admin.client
      .from('profiles')
      .select('id', { count: 'exact', head: true });
    expect(count).toBeGreaterThanOrEqual(8);
  });

  it('decide_unlock_request: NDA, request, approval unlock the details; a decided request stays decided', async () => {
    const { data: listingId } = await company.client.rpc('create_listing', {
      ...listingInput,
      p_title: 'Unlock Target',
    });
    const read = async () =>
      (await investor.client.from('listing_details').select('title').eq('listing_id', listingId!))
        .data;
    expect(
      (
        await investor.client
          .from('nda_signatures')
          .insert({ user_id: investor.id!, listing_id: listingId!, signer_name: 'Ina' })
      ).error,
    ).toBeNull();
    const { data: request, error } = await investor.client
      .from('unlock_requests')
      .insert({ user_id: investor.id!, listing_id: listingId! })
      .select()
      .single();
    expect(error).toBeNull();
    expect(request).toMatchObject({ status: 'pending', price_eur: 500, decided_at: null });
    expect(await read()).toEqual([]);
    // The listing owner sees the NDA and the request, not who else might ask.
    expect(
      (await company.client.from('unlock_requests').select('id').eq('listing_id', listingId!)).data,
    ).toEqual([{ id: request!.id }]);
    // The owner decides; an admin in the owner's place only with a reason and a note (issue 32).
    const unexplained = await admin.client.rpc('decide_unlock_request', {
      p_request_id: request!.id,
      p_approve: true,
    });
    expect(unexplained.error?.message).toBe('Missing required fields: reason');
    const approved = await admin.client.rpc('decide_unlock_request', {
      p_request_id: request!.id,
      p_approve: true,
      p_reason_code: 'owner_request',
      p_reason_note: 'The owner asked us to grant it',
    });
    expect(approved.data).toMatchObject({ status: 'approved', decided_by: admin.id });
    expect(await read()).toEqual([{ title: 'Unlock Target' }]);
    const again = await admin.client.rpc('decide_unlock_request', {
      p_request_id: request!.id,
      p_approve: false,
    });
    expect(again.error?.message).toBe('Unlock request already decided');
    const missing = await admin.client.rpc('decide_unlock_request', {
      p_request_id: SEED.listing(1),
      p_approve: true,
    });
    expect(missing.error?.message).toBe('Unlock request not found');
  });
});

describe('views and dashboard figures', () => {
  it("record_listing_view counts opens once per 30 minutes, never the owner's own", async () => {
    const { data: listingId } = await company.client.rpc('create_listing', listingInput);
    expect(
      (await investor.client.rpc('record_listing_view', { p_listing_id: listingId! })).error,
    ).toBeNull();
    expect(
      (await investor.client.rpc('record_listing_view', { p_listing_id: listingId! })).error,
    ).toBeNull();
    expect(
      (await company.client.rpc('record_listing_view', { p_listing_id: listingId! })).error,
    ).toBeNull();
    const { count } = await service
      .from('listing_views')
      .select('id', { count: 'exact', head: true })
      .eq('listing_id', listingId!);
    expect(count).toBe(1);
    const pending = await createUser('rpc-view-pending', { role: 'investor' });
    expect(
      (await pending.client.rpc('record_listing_view', { p_listing_id: listingId! })).error?.code,
    ).toBe('42501');
    expect(
      (await investor.client.rpc('record_listing_view', { p_listing_id: SEED.pendingUnlock })).error
        ?.message,
    ).toBe('Company not found');
  });

  it('my_dashboard_stats of the seeded accounts matches the seed', async () => {
    const [seedScout, seedSeller, seedInvestor] = await Promise.all([
      signIn('scout@dealbridge.test'),
      signIn('seller@dealbridge.test'),
      signIn('investor@dealbridge.test'),
    ]);
    expect((await seedScout.client.rpc('my_dashboard_stats').single()).data).toMatchObject({
      role: 'scout',
      successful_deals: 2,
      total_earnings_eur: 7500,
    });
    expect((await seedSeller.client.rpc('my_dashboard_stats').single()).data).toMatchObject({
      role: 'company',
      ndas_signed: 2,
    });
    expect((await seedInvestor.client.rpc('my_dashboard_stats').single()).data).toMatchObject({
      role: 'investor',
      interests: 2,
      ndas: 2,
    });
    expect((await anonClient().rpc('my_dashboard_stats')).error?.code).toBe('42501');
  });
});

describe('seed', () => {
  it('has 40 listings across every industry and location, and the documented accounts', async () => {
    const seeded = (
      await service
        .from('listings')
        .select('id, industry, location')
        .in(
          'id',
          Array.from({ length: 40 }, (_, i) => SEED.listing(i + 1)),
        )
    ).data;
    expect(seeded).toHaveLength(40);
    expect(new Set(seeded!.map((l) => l.industry)).size).toBe(9);
    expect(new Set(seeded!.map((l) => l.location)).size).toBe(19);
    const { data: profiles } = await service
      .from('profiles')
      .select('email, role, verification_status')
      .in('id', [
        SEED.admin,
        SEED.scout,
        SEED.investor,
        SEED.seller,
        SEED.investor2,
        SEED.investor3,
        SEED.pending,
        SEED.rejected,
      ]);
    expect(profiles).toHaveLength(8);
    expect(profiles).toContainEqual({
      email: 'seller@dealbridge.test',
      role: 'company',
      verification_status: 'verified',
    });
    expect(profiles).toContainEqual({
      email: 'rejected@dealbridge.test',
      role: 'company',
      verification_status: 'rejected',
    });
    expect(profiles).toContainEqual({
      email: 'pending@dealbridge.test',
      role: 'investor',
      verification_status: 'pending',
    });
  });
});
