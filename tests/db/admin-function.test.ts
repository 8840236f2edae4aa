// The admin edge function through the gateway, as the app calls it:
// supabase.functions.invoke('admin', { body: { action } }).
//
// The promote test leaves the seeded admin@dealbridge.test (in supabase/functions/.env
// ADMIN_EMAILS) as it is: other files sign in as it at the same time.
import { FunctionsHttpError } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { stackEnv } from '../support/env';
import { readAsService } from './support/cells';
import { serviceClient } from '../support/accounts';
import { createUser, SEED, signIn, type Identity } from './support/identities';

const service = serviceClient();

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

  it('promote: the configured email, already admin, gets its profile back unchanged', async () => {
    // The service role may not take the role away (only set_admin() or the database owner can).
    const refused = await service
      .from('profiles')
      .update({ role: 'scout' })
      .eq('id', freshAdmin.id!);
    expect(refused.error?.code).toBe('42501');
    // The seeded admin is left as it is (other files sign in as it meanwhile): promotion from a
    // scout, pending and incomplete profile is checked on an address of its own in
    // tests/db/accounts.test.ts (a listed address is promoted only once confirmed).
    const before = await readAsService('profiles', { id: SEED.admin });
    expect(before).toMatchObject({
      role: 'admin',
      verification_status: 'verified',
      profile_complete: true,
    });
    expect(await invoke(seededAdmin, 'promote')).toEqual({
      status: 200,
      body: { profile: before },
    });
    expect(await readAsService('profiles', { id: SEED.admin })).toEqual(before);
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
      body: { error: 'Unknown action: expected "promote", "stats" or "ip-country"' },
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
