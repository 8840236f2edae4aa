// Clients for the marketplace integration tests: seeded users signed in through supabase-js, and
// the service role for computing expected values straight from the data.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../src/lib/database.types';
import { SEEDED, signIn } from '../support/accounts';

export const USERS = {
  admin: SEEDED.admin,
  scout: SEEDED.scout,
  investor: SEEDED.investor,
  seller: SEEDED.seller,
  investor2: SEEDED.investor2,
  investor3: SEEDED.investor3,
} as const;

export type SeedUser = keyof typeof USERS;

/** Listing with NDA + approved unlock for investor@ and a pending one for investor2@ (seller's). */
export const CLOUDTAX_ID = 'b0000000-0000-4000-8000-000000000001';
/** A scout listing. */
export const SCOUT_LISTING_ID = 'b0000000-0000-4000-8000-000000000002';

const signedIn = new Map<SeedUser, Promise<SupabaseClient<Database>>>();

/** A client signed in as the seeded user (cached per test file). */
export function clientAs(user: SeedUser): Promise<SupabaseClient<Database>> {
  let pending = signedIn.get(user);
  if (!pending) {
    pending = signIn(USERS[user].email).then(({ client }) => client);
    signedIn.set(user, pending);
  }
  return pending;
}
