// The admin console's users list, statistics and verification through the very fetchers and
// mutations the feature uses (src/features/admin/api), signed in as the seeded admin.
import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { fetchAdminStats } from '../../src/features/admin/api/get-admin-stats';
import {
  fetchUsers,
  USER_STATUS_FILTERS,
  type UserStatusFilter,
} from '../../src/features/admin/api/get-users';
import { setVerification } from '../../src/features/admin/api/set-verification';
import { confirmRejection, proposeRejection } from '../../src/features/admin/api/account-review';
import { secondAdmin } from '../db/support/rejections';
import { CONSENT_METADATA } from '../../src/lib/legal-versions';
import { anonClient, DEMO_PASSWORD, serviceClient, uniqueEmail } from '../support/accounts';
import { stackEnv } from '../support/env';
import { type Client, consistent, profileOf, SEEDED_ADMIN, signIn, signUp } from './support';

const service = serviceClient();
let admin: Client;

beforeAll(async () => {
  admin = await signIn(SEEDED_ADMIN.email);
});

/** Ids of all users with the status, as the database holds them. */
async function truthIds(status: UserStatusFilter): Promise<string[]> {
  let query = service.from('profiles').select('id');
  if (status !== 'all') query = query.eq('verification_status', status);
  const { data, error } = await query;
  if (error) throw new Error(error.message);
  return data.map((row) => row.id).sort();
}

/** Every page of the admin list for the status. */
async function listedIds(
  status: UserStatusFilter,
): Promise<{ ids: string[]; total: number; statuses: string[] }> {
  const ids: string[] = [];
  const statuses = new Set<string>();
  let total = 0;
  for (let page = 1; ; page += 1) {
    const result = await fetchUsers(admin, { status, page, pageSize: 100 });
    total = result.total;
    for (const row of result.rows) {
      ids.push(row.id);
      statuses.add(row.verificationStatus);
    }
    if (result.rows.length < 100) break;
  }
  return { ids: ids.sort(), total, statuses: [...statuses] };
}

async function truthStats() {
  const { data, error } = await service.from('profiles').select('role, verification_status');
  if (error) throw new Error(error.message);
  type Row = (typeof data)[number];
  const where = (test: (row: Row) => boolean) => data.filter(test).length;
  return {
    totalUsers: data.length,
    verifiedUsers: where((r) => r.verification_status === 'verified'),
    pendingUsers: where((r) => r.verification_status === 'pending'),
    rejectedUsers: where((r) => r.verification_status === 'rejected'),
    totalScouts: where((r) => r.role === 'scout'),
    totalInvestors: where((r) => r.role === 'investor'),
    totalCompanies: where((r) => r.role === 'company'),
  };
}

describe('admin users list', () => {
  it.each(USER_STATUS_FILTERS)(
    'filter %s lists exactly the users the database holds with it',
    async (status) => {
      // Make sure every status has at least one user besides the seed.
      const { truth, observed } = await consistent(
        () => truthIds(status),
        () => listedIds(status),
      );
      expect(observed.ids).toEqual(truth);
      expect(observed.total).toBe(truth.length);
      if (status !== 'all') expect(observed.statuses.every((s) => s === status)).toBe(true);
      expect(truth.length).toBeGreaterThan(0);
    },
  );

  it('pages through the list newest first without gaps or repeats', async () => {
    const { observed } = await consistent(
      () => truthIds('all'),
      async () => {
        const first = await fetchUsers(admin, { page: 1, pageSize: 3 });
        const second = await fetchUsers(admin, { page: 2, pageSize: 3 });
        return { first, second };
      },
    );
    const rows = [...observed.first.rows, ...observed.second.rows];
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    const dates = rows.map((r) => r.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('sorts by name in the database', async () => {
    const { rows } = await fetchUsers(admin, { sort: 'name', ascending: true, pageSize: 100 });
    const names = rows.map((r) => r.name);
    const { data } = await service.from('profiles').select('name').order('name').limit(100);
    expect(names).toEqual(data?.map((r) => r.name));
  });

  it('a page beyond the end is empty and still reports the total', async () => {
    const result = await fetchUsers(admin, { status: 'rejected', page: 10_000, pageSize: 100 });
    expect(result.rows).toEqual([]);
    expect(result.total).toBeGreaterThan(0);
  });
});

describe('admin statistics', () => {
  it('equal the counts in the database', async () => {
    const { truth, observed } = await consistent(truthStats, () => fetchAdminStats(admin));
    expect(observed).toMatchObject(truth);
  });
});

describe('verify and reject', () => {
  it('verify sets the status and verified_at; the pending filter and the stats follow', async () => {
    const user = await signUp('investor', { label: 'to-verify' });
    expect((await profileOf(user.id)).verification_status).toBe('pending');
    expect((await listedIds('pending')).ids).toContain(user.id);

    await setVerification(admin, { userId: user.id, status: 'verified' });

    const row = await profileOf(user.id);
    expect(row.verification_status).toBe('verified');
    expect(row.verified_at).toBeTruthy();
    const { ids: pending } = await listedIds('pending');
    const { ids: verified } = await listedIds('verified');
    expect(pending).not.toContain(user.id);
    expect(verified).toContain(user.id);
    const { truth, observed } = await consistent(truthStats, () => fetchAdminStats(admin));
    expect(observed).toMatchObject(truth);
  });

  it('reject sets the status and rejected_at; the stats follow', async () => {
    const user = await signUp('company', { label: 'to-reject' });
    // Four eyes (issue 33): another admin proposes, the seeded admin confirms.
    const proposer = await secondAdmin();
    const proposal = await proposeRejection(proposer.client, {
      userId: user.id,
      reasonCode: 'not_eligible',
    });
    if (proposal.outcome !== 'proposed') throw new Error('two admins: expected a proposal');
    await confirmRejection(admin, proposal.proposalId);
    const row = await profileOf(user.id);
    expect(row.verification_status).toBe('rejected');
    expect(row.rejected_at).toBeTruthy();
    expect((await listedIds('rejected')).ids).toContain(user.id);
    const { truth, observed } = await consistent(truthStats, () => fetchAdminStats(admin));
    expect(observed).toMatchObject(truth);
  });

  it('searches names and addresses in the database, with the status filter', async () => {
    const user = await signUp('investor', { label: 'search-me' });
    const byEmail = await fetchUsers(admin, { search: user.email.slice(0, 30), pageSize: 100 });
    expect(byEmail.rows.map((row) => row.id)).toEqual([user.id]);
    expect(byEmail.total).toBe(1);
    const pending = await fetchUsers(admin, { status: 'pending', search: user.email });
    expect(pending.rows.map((row) => row.id)).toEqual([user.id]);
    const verified = await fetchUsers(admin, { status: 'verified', search: user.email });
    expect(verified.rows).toEqual([]);
    // With a key figure's period (the filters apply to the search's rows).
    const until = new Date(Date.now() + 3_600_000).toISOString();
    const from = new Date(Date.now() - 3_600_000).toISOString();
    const signedUp = await fetchUsers(admin, {
      search: user.email,
      period: { field: 'created_at', from, until },
    });
    expect(signedUp.rows.map((row) => row.id)).toEqual([user.id]);
    const verifiedThen = await fetchUsers(admin, {
      search: user.email,
      period: { field: 'verified_at', from, until },
    });
    expect(verifiedThen).toEqual({ rows: [], total: 0 });
    // Filter syntax in the text is only text.
    const odd = await fetchUsers(admin, { search: 'x),id.not.is.null,(name.ilike.*' });
    expect(odd.rows).toEqual([]);
    // LIKE's wildcards are only text too: "%" matches no address (every address has none).
    const wildcard = await fetchUsers(admin, { search: '%', pageSize: 1 });
    expect(wildcard.total).toBe(0);
    // A page beyond the end of a search reports the search's total.
    const beyond = await fetchUsers(admin, { search: user.email, page: 50, pageSize: 10 });
    expect(beyond).toEqual({ rows: [], total: 1 });
  });

  it('counts at most 1,000 matches of a search past the page, and pages on beyond them', async () => {
    // 1,005 accounts of their own, named by a token no other account has (one insert through
    // the sign-up trigger, removed afterwards); other files' accounts never match.
    const token = `capped${randomUUID().slice(0, 8)}`;
    const db = new pg.Client({ connectionString: stackEnv.dbUrl });
    await db.connect();
    try {
      await db.query(
        `insert into auth.users (instance_id, id, aud, role, email, encrypted_password,
           email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
           confirmation_token, email_change, email_change_token_new, recovery_token)
         select '00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated',
           'authenticated', format('%s-%s@example.test', $1::text, i), '', now(),
           '{"provider": "email", "providers": ["email"]}'::jsonb,
           jsonb_build_object('name', format('Capped %s', i), 'role', 'investor'),
           now() - i * interval '1 second', now(), '', '', '', ''
         from generate_series(1, 1005) as i`,
        [token],
      );
      // The profile is made by the trigger at now(): give it the account's time, one a second.
      await db.query(
        `update public.profiles p set created_at = u.created_at from auth.users u
         where u.id = p.id and u.email like $1`,
        [`${token}-%@example.test`],
      );
      const first = await fetchUsers(admin, { search: token });
      expect(first).toMatchObject({ total: 1000, more: true });
      expect(first.rows).toHaveLength(20);
      // Newest first: the account made 1 second ago leads.
      expect(first.rows[0].email).toBe(`${token}-1@example.test`);
      // The count is capped for every filter the search takes.
      const pending = await fetchUsers(admin, { search: token, status: 'pending', pageSize: 100 });
      expect(pending).toMatchObject({ total: 1000, more: true });
      expect(pending.rows).toHaveLength(100);
      // A page past the capped count still has its rows, and counts on from its own start.
      const past = await fetchUsers(admin, { search: token, page: 51 });
      expect(past.rows.map((row) => row.email)).toEqual(
        [1001, 1002, 1003, 1004, 1005].map((i) => `${token}-${i}@example.test`),
      );
      expect(past.total).toBe(1005);
      expect(past.more).toBeUndefined();
      // Beyond the last match: no rows, and the matches' count, so the console steps back.
      expect(await fetchUsers(admin, { search: token, page: 60 })).toEqual({
        rows: [],
        total: 1005,
      });
    } finally {
      await db.query(`delete from auth.users where email like $1`, [`${token}-%@example.test`]);
      await db.end();
    }
  });

  it('the search functions are for admins only: a non-admin is refused', async () => {
    const user = await signUp('investor', { label: 'search-refused' });
    const investor = await signIn('investor@dealbridge.test');
    for (const [client, fn] of [
      [investor, 'admin_search_users'],
      [user.client, 'admin_search_users'],
      [investor, 'admin_search_listings'],
    ] as const) {
      const { data, error } = await client.rpc(fn, { p_search: user.email });
      expect(data).toBeNull();
      expect(error?.code).toBe('42501');
    }
    // Through the fetcher as well: a search by a non-admin is an error, not an empty list.
    await expect(fetchUsers(investor, { search: user.email })).rejects.toMatchObject({
      code: '42501',
    });
    // Anonymous callers may not execute it at all.
    const anon = await anonClient().rpc('admin_search_users', { p_search: user.email });
    expect(anon.data).toBeNull();
    expect(anon.error).not.toBeNull();
  });

  it('the counts move by one when a user is verified', async () => {
    // Other test files add and change users meanwhile: retry until nobody else did.
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const user = await signUp('scout', { label: 'count-move' });
      const truthBefore = await truthStats();
      const before = await fetchAdminStats(admin);
      await setVerification(admin, { userId: user.id, status: 'verified' });
      const after = await fetchAdminStats(admin);
      const truthAfter = await truthStats();
      // Every figure, roles included: another file's new admin (signed up as a scout, then
      // granted the role: tests/support/accounts.ts) once moved totalScouts alone (CI, session 31).
      const undisturbed = isDeepStrictEqual(truthAfter, {
        ...truthBefore,
        pendingUsers: truthBefore.pendingUsers - 1,
        verifiedUsers: truthBefore.verifiedUsers + 1,
      });
      if (!undisturbed) continue;
      expect(before).toMatchObject(truthBefore);
      expect(after).toMatchObject(truthAfter);
      expect(after.pendingUsers).toBe(before.pendingUsers - 1);
      expect(after.verifiedUsers).toBe(before.verifiedUsers + 1);
      return;
    }
    throw new Error('users kept changing');
  });

  it('a non-admin calling the same mutation is refused and nothing changes', async () => {
    const target = await signUp('investor', { label: 'untouched' });
    const investor = await signIn('investor@dealbridge.test');
    const before = await profileOf(target.id);

    await expect(
      setVerification(investor, { userId: target.id, status: 'verified' }),
    ).rejects.toMatchObject({
      code: '42501',
    });
    // Not even on themselves.
    await expect(
      setVerification(target.client, { userId: target.id, status: 'verified' }),
    ).rejects.toMatchObject({ code: '42501' });

    expect(await profileOf(target.id)).toEqual(before);
    // And the list a non-admin reads is their own row only (RLS), whatever the filter.
    const seen = await fetchUsers(target.client, { status: 'pending', pageSize: 100 });
    expect(seen.rows.map((r) => r.id)).toEqual([target.id]);
  });

  it('verify needs a confirmed email: the console is told, the database refuses every path until confirmed', async () => {
    // Signed up through the API and never confirmed (as a registration whose link nobody followed).
    const email = uniqueEmail('admin-test-unconfirmed');
    const signedUp = await anonClient().auth.signUp({
      email,
      password: DEMO_PASSWORD,
      options: { data: { name: 'Admin Test unconfirmed', role: 'investor', ...CONSENT_METADATA } },
    });
    expect(signedUp.error).toBeNull();
    expect(signedUp.data.session).toBeNull();
    const id = signedUp.data.user!.id;

    // The console's list says so (it disables Verify with the reason).
    const inList = async () => {
      for (let page = 1; ; page += 1) {
        const result = await fetchUsers(admin, { status: 'pending', page, pageSize: 100 });
        const row = result.rows.find((r) => r.id === id);
        if (row || result.rows.length < 100) return row;
      }
    };
    expect(await inList()).toMatchObject({
      id,
      verificationStatus: 'pending',
      emailConfirmed: false,
    });

    // The console's mutation, a hand-made request with the admin's token and the service role's
    // direct write are all refused.
    await expect(setVerification(admin, { userId: id, status: 'verified' })).rejects.toMatchObject({
      code: '42501',
      message: expect.stringMatching(/not confirmed/),
    });
    const adminToken = (await admin.auth.getSession()).data.session!.access_token;
    const byHand = await fetch(`${stackEnv.url}/rest/v1/rpc/set_verification`, {
      method: 'POST',
      headers: {
        apikey: stackEnv.anonKey,
        Authorization: `Bearer ${adminToken}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ p_user_id: id, p_status: 'verified' }),
    });
    expect(byHand.status).toBe(403);
    expect(((await byHand.json()) as { message: string }).message).toMatch(/not confirmed/);
    const forced = await service
      .from('profiles')
      .update({ verification_status: 'verified' })
      .eq('id', id);
    expect(forced.error?.code).toBe('42501');
    expect((await profileOf(id)).verification_status).toBe('pending');
    // Rejecting needs no proven address (four eyes: another admin proposes, this one confirms).
    const proposal = await proposeRejection((await secondAdmin()).client, {
      userId: id,
      reasonCode: 'information_incomplete',
    });
    if (proposal.outcome !== 'proposed') throw new Error('two admins: expected a proposal');
    await confirmRejection(admin, proposal.proposalId);
    expect((await profileOf(id)).verification_status).toBe('rejected');

    // Once the address is confirmed (what the mailed link does), the list follows and Verify works.
    const confirmed = await service.auth.admin.updateUserById(id, { email_confirm: true });
    expect(confirmed.error).toBeNull();
    expect((await profileOf(id)).email_confirmed_at).toBeTruthy();
    await setVerification(admin, { userId: id, status: 'verified' });
    expect((await profileOf(id)).verification_status).toBe('verified');
  });

  it('the mutation refuses a malformed input before the database', async () => {
    await expect(
      setVerification(admin, { userId: 'not-a-uuid', status: 'verified' }),
    ).rejects.toThrow();
  });
});
