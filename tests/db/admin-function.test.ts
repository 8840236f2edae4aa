// The admin edge function through the gateway, as the app calls it:
// supabase.functions.invoke('admin', { body: { action } }).
//
// The promote test briefly demotes the seeded admin@dealbridge.test (the only address in
// supabase/functions/.env ADMIN_EMAILS) and promotes it back; the other database tests use admins
// of their own, so they do not depend on that account meanwhile.
import { FunctionsHttpError } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { stackEnv } from '../support/env';
import { readAsService } from './support/cells';
import { serviceClient } from '../support/accounts';
import { createUser, SEED, signIn, type Identity } from './support/identities';
import { withDb } from '../support/db';

const service = serviceClient();

/** SQL as the database owner: the only direct path to the admin role besides the two functions. */
function asOwner(sql: string, params: unknown[] = []) {
  return withDb((db) => db.query(sql, params));
}

async function invoke(who: Identity, action: unknown) {
  const { data, error } = await who.client.functions.invoke('admin', { body: { action } });
  if (error instanceof FunctionsHttpError) {
    return {
      status: error.context.status as number,
      body: (await error.context.json()) as Record<string, unknown>,
    };
  }
  if (error) throw error;
  return { status: 200, body: data as Record<string, unknown> };
}

let seededAdmin: Identity;
let scout: Identity;
let freshAdmin: Identity;

beforeAll(async () => {
  [seededAdmin, scout, freshAdmin] = await Promise.all([
    signIn('admin@dealbridge.test'),
    createUser('fn-scout', { role: 'scout', status: 'verified' }),
    createUser('fn-admin', { admin: true }),
  ]);
});

describe('admin function', () => {
  it('answers the CORS preflight', async () => {
    const response = await fetch(`${stackEnv.url}/functions/v1/admin`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, apikey, content-type, x-client-info',
      },
    });
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get('access-control-allow-origin')).toBeTruthy();
  });

  it('promote: another email gets 403 and nothing changes', async () => {
    const before = await readAsService('profiles', { id: scout.id! });
    expect(await invoke(scout, 'promote')).toEqual({
      status: 403,
      body: { error: 'Forbidden: this account may not be promoted to admin' },
    });
    expect(await readAsService('profiles', { id: scout.id! })).toEqual(before);
    // An admin by role is not in ADMIN_EMAILS either.
    expect((await invoke(freshAdmin, 'promote')).status).toBe(403);
  });

  it('promote: the configured email becomes admin, verified, complete; repeating changes nothing', async () => {
    const original = await readAsService('profiles', { id: SEED.admin });
    try {
      // The service role may not take the role away (only set_admin() or the database owner can).
      const refused = await service.from('profiles').update({ role: 'scout' }).eq('id', SEED.admin);
      expect(refused.error?.code).toBe('42501');
      await asOwner(
        `update public.profiles set role = 'scout', verification_status = 'pending', verified_at = null,
                profile_complete = false where id = $1`,
        [SEED.admin],
      );
      const first = await invoke(seededAdmin, 'promote');
      expect(first.status).toBe(200);
      expect(first.body.profile).toMatchObject({
        id: SEED.admin,
        role: 'admin',
        verification_status: 'verified',
        profile_complete: true,
      });
      const promoted = await readAsService('profiles', { id: SEED.admin });
      expect(promoted).toMatchObject({
        role: 'admin',
        verification_status: 'verified',
        profile_complete: true,
      });
      expect(promoted?.verified_at).toBeTruthy();
      const second = await invoke(seededAdmin, 'promote');
      expect(second).toEqual({ status: 200, body: { profile: promoted } });
      expect(await readAsService('profiles', { id: SEED.admin })).toEqual(promoted);
    } finally {
      await asOwner(
        `update public.profiles set role = 'admin', verification_status = 'verified', verified_at = $2,
                profile_complete = true where id = $1`,
        [SEED.admin, original?.verified_at],
      );
    }
  });

  it('stats: admins get the counts', async () => {
    const { status, body } = await invoke(freshAdmin, 'stats');
    expect(status).toBe(200);
    const count = async (
      table: 'profiles' | 'listings' | 'inquiries',
      column?: string,
      value?: string,
    ) => {
      let query = service.from(table).select('*', { count: 'exact', head: true });
      if (column && value) query = query.eq(column, value);
      return (await query).count;
    };
    expect(Object.keys(body).sort()).toEqual([
      'pendingUsers',
      'rejectedUsers',
      'totalCompanies',
      'totalInquiries',
      'totalInvestors',
      'totalListings',
      'totalScouts',
      'totalUsers',
      'verifiedUsers',
    ]);
    for (const value of Object.values(body)) expect(Number.isInteger(value)).toBe(true);
    // Other tests add rows meanwhile: the counts are at least what the seed holds.
    expect(body.totalListings).toBeGreaterThanOrEqual(40);
    expect(body.totalUsers).toBeGreaterThanOrEqual(8);
    expect(body.rejectedUsers).toBeGreaterThanOrEqual(1);
    expect(body.totalUsers as number).toBeLessThanOrEqual((await count('profiles'))!);
  });

  it('stats: everyone else gets 403', async () => {
    expect(await invoke(scout, 'stats')).toEqual({
      status: 403,
      body: { error: 'Forbidden: admin role required' },
    });
  });

  it('refuses unknown actions and calls without a user token', async () => {
    expect(await invoke(freshAdmin, 'drop')).toEqual({
      status: 400,
      body: { error: 'Unknown action: expected "promote" or "stats"' },
    });
    const response = await fetch(`${stackEnv.url}/functions/v1/admin`, {
      method: 'POST',
      headers: {
        apikey: stackEnv.anonKey,
        Authorization: `Bearer ${stackEnv.anonKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ action: 'stats' }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Invalid or expired token' });
  });
});
