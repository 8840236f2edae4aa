// Identities for the database tests: who calls (anon, the service role, seeded demo accounts,
// fresh users made through sign-up and put into a state), with their client and token. Clients,
// the seed's accounts and sign-up come from tests/support/accounts.ts.
import type { Database } from '../../../src/lib/database.types';
import {
  anonClient,
  DEMO_PASSWORD,
  SEEDED,
  serviceClient,
  signIn as signInWith,
  signUp,
  uniqueEmail,
  type Client,
} from '../../support/accounts';

type AppRole = Database['public']['Enums']['app_role'];
type VerificationStatus = Database['public']['Enums']['verification_status'];

/** Ids of the seed (supabase/seed.sql). */
export const SEED = {
  admin: SEEDED.admin.id,
  scout: SEEDED.scout.id,
  investor: SEEDED.investor.id,
  seller: SEEDED.seller.id,
  investor2: SEEDED.investor2.id,
  investor3: SEEDED.investor3.id,
  pending: SEEDED.pending.id,
  rejected: SEEDED.rejected.id,
  listing: (n: number) => `b0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  approvedUnlock: 'e0000000-0000-4000-8000-000000000001',
  pendingUnlock: 'e0000000-0000-4000-8000-000000000002',
} as const;

export type Identity = {
  name: string;
  client: Client;
  id: string | null;
  email: string | null;
  token: string | null;
};

export async function signIn(
  email: string,
  password = DEMO_PASSWORD,
  name = email,
): Promise<Identity> {
  const { client, id, token } = await signInWith(email, password);
  return { name, client, id, email, token };
}

/**
 * A fresh user through sign-up (the profile trigger creates the profile), confirmed by the service
 * role (what following the mailed link does; tests/stack/email-flows covers the link itself), then
 * put into the wanted state with the service role. An admin is granted the role by the seeded admin
 * through public.set_admin() (the only way) and enrolls a TOTP factor, so its token is aal2.
 */
export async function createUser(
  label: string,
  options: {
    role?: Exclude<AppRole, 'admin'>;
    status?: VerificationStatus;
    admin?: boolean;
    metadata?: Record<string, unknown>;
  } = {},
): Promise<Identity> {
  const user = await signUp({
    email: uniqueEmail(label),
    name: label,
    metadata: options.metadata ?? {
      name: `Test ${label}`,
      role: options.role ?? 'scout',
      phone_number: '+49 30 000000',
    },
    status: options.status,
    admin: options.admin,
  });
  return { name: label, client: user.client, id: user.id, email: user.email, token: user.token };
}

export function anonIdentity(): Identity {
  return { name: 'anon', client: anonClient(), id: null, email: null, token: null };
}

export function serviceIdentity(): Identity {
  return { name: 'service', client: serviceClient(), id: null, email: null, token: null };
}

/** Throws with the PostgREST error, for fixture set-up through the service role. */
export function must<T>(
  result: { data: T; error: { message: string } | null },
  what: string,
): NonNullable<T> {
  if (result.error) throw new Error(`${what}: ${result.error.message}`);
  if (result.data === null || result.data === undefined) throw new Error(`${what}: no data`);
  return result.data as NonNullable<T>;
}

/**
 * Complete billing information for a user, written with the service role: asking for access to a
 * listing's details requires it (the invoice is made from it when access is granted).
 */
export async function giveBillingInfo(who: Identity): Promise<void> {
  if (!who.id) throw new Error(`${who.name} has no user id`);
  const { error } = await serviceClient()
    .from('billing_info')
    .upsert({
      user_id: who.id,
      company_name: `${who.name} Capital GmbH`,
      company_email: 'billing@capital.example',
      responsible_person: `${who.name}, Managing Director`,
      phone_number: '+49 30 1234567',
      uid_number: 'DE123456789',
      street_address: 'Invalidenstraße 1',
      city: 'Berlin',
      postal_code: '10115',
      country: 'Germany',
    });
  if (error) throw new Error(`billing info of ${who.name}: ${error.message}`);
}
