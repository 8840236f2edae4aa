// Identities for the database tests: supabase-js clients for anon, the service role, seeded demo
// accounts and fresh users created through sign-up (then put into a state by the service role).
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../../src/lib/database.types';
import { stackEnv } from '../../support/env';
import { DEMO_ADMIN_TOTP_SECRET, enrollTotp, passTotp } from '../../support/totp';

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
  // The seeded admin passes its second factor, as admins must before the console's data opens.
  if (email === 'admin@dealbridge.test') await passTotp(client, DEMO_ADMIN_TOTP_SECRET);
  const session = (await client.auth.getSession()).data.session!;
  return { name, client, id: data.user.id, email, token: session.access_token };
}

export function uniqueEmail(label: string): string {
  return `${label}-${randomUUID()}@example.test`;
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
  if (error || !data.user) throw new Error(`sign-up of ${email} failed: ${error?.message}`);
  const confirmed = await serviceClient().auth.admin.updateUserById(data.user.id, { email_confirm: true });
  if (confirmed.error) throw new Error(`could not confirm ${email}: ${confirmed.error.message}`);
  const signedIn = await client.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
  if (signedIn.error) throw new Error(`sign-in of ${email} failed: ${signedIn.error.message}`);
  const patch: Database['public']['Tables']['profiles']['Update'] = {};
  const status = options.admin ? 'verified' : (options.status ?? 'pending');
  if (status !== 'pending') {
    patch.verification_status = status;
    if (status === 'verified') patch.verified_at = new Date().toISOString();
    if (status === 'rejected') patch.rejected_at = new Date().toISOString();
  }
  if (Object.keys(patch).length) {
    const { error: updateError } = await serviceClient()
      .from('profiles')
      .update(patch)
      .eq('id', data.user.id);
    if (updateError) throw new Error(`could not set up ${email}: ${updateError.message}`);
  }
  if (options.admin) {
    const granter = await signIn('admin@dealbridge.test');
    const granted = await granter.client.rpc('set_admin', { p_user_id: data.user.id, p_admin: true });
    if (granted.error) throw new Error(`could not make ${email} admin: ${granted.error.message}`);
    await enrollTotp(client);
  }
  const session = (await client.auth.getSession()).data.session!;
  return { name: label, client, id: data.user.id, email, token: session.access_token };
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
