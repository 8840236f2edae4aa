// Identities for the database tests: supabase-js clients for anon, the service role, seeded demo
// accounts and fresh users created through sign-up (then put into a state by the service role).
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../../src/lib/database.types';
import { stackEnv } from '../../support/env';

export type Client = SupabaseClient<Database>;
export type AppRole = Database['public']['Enums']['app_role'];
export type VerificationStatus = Database['public']['Enums']['verification_status'];

export const DEMO_PASSWORD = 'Demo-Passw0rd!';

/** Ids of the seed (supabase/seed.sql). */
export const SEED = {
  admin: 'a0000000-0000-4000-8000-000000000001',
  scout: 'a0000000-0000-4000-8000-000000000002',
  investor: 'a0000000-0000-4000-8000-000000000003',
  seller: 'a0000000-0000-4000-8000-000000000004',
  investor2: 'a0000000-0000-4000-8000-000000000005',
  investor3: 'a0000000-0000-4000-8000-000000000006',
  pending: 'a0000000-0000-4000-8000-000000000007',
  rejected: 'a0000000-0000-4000-8000-000000000008',
  listing: (n: number) => `b0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  approvedUnlock: 'e0000000-0000-4000-8000-000000000001',
  pendingUnlock: 'e0000000-0000-4000-8000-000000000002',
} as const;

// Node 20 has no WebSocket and these tests never open a realtime channel: a transport that refuses.
class NoRealtime {
  constructor() {
    throw new Error('realtime is not used by the database tests');
  }
}

const clientOptions = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: NoRealtime as unknown as typeof WebSocket },
};

export function anonClient(): Client {
  return createClient<Database>(stackEnv.url, stackEnv.anonKey, clientOptions);
}

export function serviceClient(): Client {
  return createClient<Database>(stackEnv.url, stackEnv.serviceRoleKey, clientOptions);
}

/** A client that sends the given access token (as a hand-written client would). */
export function tokenClient(accessToken: string): Client {
  return createClient<Database>(stackEnv.url, stackEnv.anonKey, {
    ...clientOptions,
    global: { headers: { Authorization: `Bearer ${accessToken}` } },
  });
}

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
  const client = anonClient();
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error || !data.session) throw new Error(`sign-in of ${email} failed: ${error?.message}`);
  return { name, client, id: data.user.id, email, token: data.session.access_token };
}

export function uniqueEmail(label: string): string {
  return `${label}-${randomUUID()}@example.test`;
}

/**
 * A fresh user through sign-up (the profile trigger creates the profile), then put into the
 * wanted state with the service role.
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
  const client = anonClient();
  const email = uniqueEmail(label);
  const { data, error } = await client.auth.signUp({
    email,
    password: DEMO_PASSWORD,
    options: {
      data: options.metadata ?? {
        name: `Test ${label}`,
        role: options.role ?? 'scout',
        phone_number: '+49 30 000000',
      },
    },
  });
  if (error || !data.session || !data.user)
    throw new Error(`sign-up of ${email} failed: ${error?.message}`);
  const patch: Database['public']['Tables']['profiles']['Update'] = {};
  const status = options.admin ? 'verified' : (options.status ?? 'pending');
  if (status !== 'pending') {
    patch.verification_status = status;
    if (status === 'verified') patch.verified_at = new Date().toISOString();
    if (status === 'rejected') patch.rejected_at = new Date().toISOString();
  }
  if (options.admin) {
    patch.role = 'admin';
    patch.profile_complete = true;
  }
  if (Object.keys(patch).length) {
    const { error: updateError } = await serviceClient()
      .from('profiles')
      .update(patch)
      .eq('id', data.user.id);
    if (updateError) throw new Error(`could not set up ${email}: ${updateError.message}`);
  }
  return { name: label, client, id: data.user.id, email, token: data.session.access_token };
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
