// Clients for the marketplace integration tests: seeded users signed in through supabase-js, and
// the service role for computing expected values straight from the data.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../src/lib/database.types';
import { stackEnv } from '../support/env';
import { DEMO_ADMIN_TOTP_SECRET, passTotp } from '../support/totp';

export const DEMO_PASSWORD = 'Demo-Passw0rd!';

export const USERS = {
  admin: { id: 'a0000000-0000-4000-8000-000000000001', email: 'admin@dealbridge.test' },
  scout: { id: 'a0000000-0000-4000-8000-000000000002', email: 'scout@dealbridge.test' },
  investor: { id: 'a0000000-0000-4000-8000-000000000003', email: 'investor@dealbridge.test' },
  seller: { id: 'a0000000-0000-4000-8000-000000000004', email: 'seller@dealbridge.test' },
  investor2: { id: 'a0000000-0000-4000-8000-000000000005', email: 'investor2@dealbridge.test' },
  investor3: { id: 'a0000000-0000-4000-8000-000000000006', email: 'investor3@dealbridge.test' },
} as const;

export type SeedUser = keyof typeof USERS;

/** Listing with NDA + approved unlock for investor@ and a pending one for investor2@ (seller's). */
export const CLOUDTAX_ID = 'b0000000-0000-4000-8000-000000000001';
/** A scout listing. */
export const SCOUT_LISTING_ID = 'b0000000-0000-4000-8000-000000000002';

function newClient(key: string): SupabaseClient<Database> {
  return createClient<Database>(stackEnv.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

export function serviceClient(): SupabaseClient<Database> {
  return newClient(stackEnv.serviceRoleKey);
}

const signedIn = new Map<SeedUser, Promise<SupabaseClient<Database>>>();

/** A client signed in as the seeded user (cached per test file). */
export function clientAs(user: SeedUser): Promise<SupabaseClient<Database>> {
  let pending = signedIn.get(user);
  if (!pending) {
    pending = (async () => {
      const client = newClient(stackEnv.anonKey);
      const { error } = await client.auth.signInWithPassword({ email: USERS[user].email, password: DEMO_PASSWORD });
      if (error) throw new Error(`sign-in of ${user}: ${error.message}`);
      // Admin data needs aal2: the seeded admin passes its demo TOTP factor.
      if (user === 'admin') await passTotp(client, DEMO_ADMIN_TOTP_SECRET);
      return client;
    })();
    signedIn.set(user, pending);
  }
  return pending;
}
