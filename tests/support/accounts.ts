// What the integration tests (tests/) and the browser tests (e2e/) share about the stack under
// test: its clients, the seeded accounts and their password, sign-in, sign-up of fresh users and
// unique emails. Each suite keeps only what is its own on top (identities of the RLS matrix,
// the pages of the e2e journeys).
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { WebSocket } from 'ws';
import { CONSENT_METADATA } from '../../src/lib/legal-versions';
import type { Database } from '../../src/lib/database.types';
import { DEMO_ADMIN_TOTP_SECRET, enrollTotp, passTotp } from './totp';

export type Client = SupabaseClient<Database>;
export type AppRole = Database['public']['Enums']['app_role'];
export type VerificationStatus = Database['public']['Enums']['verification_status'];

/** Password of every seeded account (supabase/seed.sql). */
export const DEMO_PASSWORD = 'Demo-Passw0rd!';

/** The seeded accounts (supabase/seed.sql). */
export const SEEDED = {
  admin: { id: 'a0000000-0000-4000-8000-000000000001', email: 'admin@dealbridge.test' },
  scout: { id: 'a0000000-0000-4000-8000-000000000002', email: 'scout@dealbridge.test' },
  investor: { id: 'a0000000-0000-4000-8000-000000000003', email: 'investor@dealbridge.test' },
  seller: { id: 'a0000000-0000-4000-8000-000000000004', email: 'seller@dealbridge.test' },
  investor2: { id: 'a0000000-0000-4000-8000-000000000005', email: 'investor2@dealbridge.test' },
  investor3: { id: 'a0000000-0000-4000-8000-000000000006', email: 'investor3@dealbridge.test' },
  pending: { id: 'a0000000-0000-4000-8000-000000000007', email: 'pending@dealbridge.test' },
  rejected: { id: 'a0000000-0000-4000-8000-000000000008', email: 'rejected@dealbridge.test' },
} as const;

export type SeededAccount = keyof typeof SEEDED;

/**
 * URL and keys of the stack under test, from the environment that `npm test` (or Vitest's global
 * setup) gives both suites. Read when a client is made, so e2e files that need no client load
 * without them.
 */
export function stackUnderTest() {
  const url = process.env.SUPABASE_URL ?? process.env.VITE_SUPABASE_URL;
  const anonKey = process.env.SUPABASE_ANON_KEY ?? process.env.VITE_SUPABASE_ANON_KEY;
  const serviceRoleKey = process.env.SUPABASE_SERVICE_ROLE_KEY;
  if (!url || !anonKey || !serviceRoleKey)
    throw new Error(
      "SUPABASE_URL, SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY are not set: run the tests through `npm test` or Vitest's global setup.",
    );
  return { url, anonKey, serviceRoleKey };
}

// Node 20 has no WebSocket of its own; supabase-js wants one even when realtime is not used.
const clientOptions = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
};

/** A client without a session (the anon key only). */
export function anonClient(): Client {
  const { url, anonKey } = stackUnderTest();
  return createClient<Database>(url, anonKey, clientOptions);
}

/** The service role: the database's truth, past every policy. */
export function serviceClient(): Client {
  const { url, serviceRoleKey } = stackUnderTest();
  return createClient<Database>(url, serviceRoleKey, clientOptions);
}

/** A client that sends the given access token (as a hand-written client would). */
export function tokenClient(accessToken: string): Client {
  const { url, anonKey } = stackUnderTest();
  return createClient<Database>(url, anonKey, {
    ...clientOptions,
    global: { headers: { Authorization: `Bearer ${accessToken}` } },
  });
}

/** A client signed in with email and password, and its session's user id and access token. */
export async function signIn(email: string, password = DEMO_PASSWORD) {
  const client = anonClient();
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error || !data.session) throw new Error(`sign-in of ${email} failed: ${error?.message}`);
  // Admin data needs aal2: the seeded admin passes its demo TOTP factor, as in the console.
  if (email === SEEDED.admin.email) await passTotp(client, DEMO_ADMIN_TOTP_SECRET);
  const session = (await client.auth.getSession()).data.session;
  if (!session) throw new Error(`sign-in of ${email}: no session`);
  return { client, id: data.user.id, token: session.access_token };
}

/** An email address nobody used before: `<label>-<uuid>@<domain>`. */
export function uniqueEmail(label: string, domain = 'example.test'): string {
  return `${label}-${randomUUID()}@${domain}`;
}

export type FreshUser = { id: string; email: string; name: string; client: Client; token: string };

/**
 * A new account through sign-up, as every real one (the sign-up trigger makes its pending
 * profile), then put into the wanted state with the service role.
 */
export async function signUp({
  email,
  name,
  metadata,
  status = 'pending',
  admin = false,
}: {
  email: string;
  name: string;
  /**
   * raw_user_meta_data as the registration form sends it: name, role, phone_number. The accepted
   * terms and privacy versions (CONSENT_METADATA) are added unless the metadata sets them.
   */
  metadata: Record<string, unknown>;
  status?: VerificationStatus;
  admin?: boolean;
}): Promise<FreshUser> {
  const client = anonClient();
  const attempt = () =>
    client.auth.signUp({
      email,
      password: DEMO_PASSWORD,
      options: { data: { ...CONSENT_METADATA, ...metadata } },
    });
  let { data, error } = await attempt();
  // Setup, not the behaviour under test: a sign-up that met a busy machine (a 5xx or a dropped
  // connection) is tried once more, as the app's users would.
  if (error && (!error.status || error.status >= 500)) {
    console.warn(
      `sign-up of ${email}: ${error.status ?? 'no status'} ${error.message}; trying again`,
    );
    ({ data, error } = await attempt());
  }
  if (error || !data.user)
    throw new Error(
      `sign-up of ${email} failed: ${error?.status ?? ''} ${error?.name} ${error?.message}`,
    );
  // Sign-up waits for the mailed confirmation: the service role confirms, then the user signs in.
  const service = serviceClient();
  const confirmed = await service.auth.admin.updateUserById(data.user.id, { email_confirm: true });
  if (confirmed.error) throw new Error(`could not confirm ${email}: ${confirmed.error.message}`);
  const signedIn = await client.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
  if (signedIn.error) throw new Error(`sign-in of ${email} failed: ${signedIn.error.message}`);
  const patch: Database['public']['Tables']['profiles']['Update'] = {};
  const wanted = admin ? 'verified' : status;
  if (wanted !== 'pending') {
    patch.verification_status = wanted;
    if (wanted === 'verified') patch.verified_at = new Date().toISOString();
    if (wanted === 'rejected') patch.rejected_at = new Date().toISOString();
  }
  if (admin) patch.profile_complete = true;
  if (Object.keys(patch).length) {
    const { error: updateError } = await service
      .from('profiles')
      .update(patch)
      .eq('id', data.user.id);
    if (updateError) throw new Error(`could not set up ${email}: ${updateError.message}`);
  }
  if (admin) {
    // The admin role has one path: an admin (at aal2) grants it; the new admin then enrolls TOTP.
    const granter = await signIn(SEEDED.admin.email);
    const granted = await granter.client.rpc('set_admin', {
      p_user_id: data.user.id,
      p_admin: true,
    });
    if (granted.error) throw new Error(`could not make ${email} admin: ${granted.error.message}`);
    await enrollTotp(client);
  }
  const session = (await client.auth.getSession()).data.session;
  if (!session) throw new Error(`sign-up of ${email}: no session`);
  return { id: data.user.id, email, name, client, token: session.access_token };
}
