// Clients for the admin console's integration tests: the seeded admin signed in through
// supabase-js, the service role for the database's truth, and fresh users made through sign-up
// (so the tests never change the seeded accounts other test files rely on).
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../src/lib/database.types';
import { stackEnv } from '../support/env';
import { DEMO_ADMIN_TOTP_SECRET, passTotp } from '../support/totp';

export type Client = SupabaseClient<Database>;
export type VerificationStatus = Database['public']['Enums']['verification_status'];

export const DEMO_PASSWORD = 'Demo-Passw0rd!';
export const SEEDED_ADMIN = {
  id: 'a0000000-0000-4000-8000-000000000001',
  email: 'admin@dealbridge.test',
};

const options = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
};

export function serviceClient(): Client {
  return createClient<Database>(stackEnv.url, stackEnv.serviceRoleKey, options);
}

export async function signIn(email: string, password = DEMO_PASSWORD): Promise<Client> {
  const client = createClient<Database>(stackEnv.url, stackEnv.anonKey, options);
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`sign-in of ${email} failed: ${error.message}`);
  // Admin data needs aal2: the seeded admin passes its demo TOTP factor.
  if (email === SEEDED_ADMIN.email) await passTotp(client, DEMO_ADMIN_TOTP_SECRET);
  return client;
}

/**
 * tests/db/admin-function.test.ts demotes the seeded admin for a moment (and restores it). Calls
 * made in that moment would be refused, so wait until the account is an admin again.
 */
export async function seededAdminReady(): Promise<void> {
  const service = serviceClient();
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const { data } = await service
      .from('profiles')
      .select('role')
      .eq('id', SEEDED_ADMIN.id)
      .single();
    if (data?.role === 'admin') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the seeded admin is not an admin');
}

export type FreshUser = { id: string; email: string; name: string; client: Client };

/** A new account through sign-up (pending, as every new account), optionally verified. */
export async function signUp(
  role: 'scout' | 'investor' | 'company',
  { verified = false, label = role }: { verified?: boolean; label?: string } = {},
): Promise<FreshUser> {
  const client = createClient<Database>(stackEnv.url, stackEnv.anonKey, options);
  const email = `admin-test-${label}-${randomUUID()}@example.test`;
  const name = `Admin Test ${label} ${email.slice(11, 19)}`;
  const { data, error } = await client.auth.signUp({
    email,
    password: DEMO_PASSWORD,
    options: { data: { name, role, phone_number: '+49 30 000000' } },
  });
  if (error || !data.user) throw new Error(`sign-up of ${email} failed: ${error?.message}`);
  // Sign-up now waits for the mailed confirmation; the service role confirms, then the user signs in.
  const confirmed = await serviceClient().auth.admin.updateUserById(data.user.id, { email_confirm: true });
  if (confirmed.error) throw new Error(`could not confirm ${email}: ${confirmed.error.message}`);
  const signedIn = await client.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
  if (signedIn.error) throw new Error(`sign-in of ${email} failed: ${signedIn.error.message}`);
  if (verified) {
    const { error: updateError } = await serviceClient()
      .from('profiles')
      .update({ verification_status: 'verified', verified_at: new Date().toISOString() })
      .eq('id', data.user.id);
    if (updateError) throw new Error(`could not verify ${email}: ${updateError.message}`);
  }
  return { id: data.user.id, email, name, client };
}

export async function profileOf(id: string) {
  const { data, error } = await serviceClient().from('profiles').select('*').eq('id', id).single();
  if (error) throw new Error(error.message);
  return data;
}

/**
 * Reads `truth` (service role) before and after `observed`; other test files write meanwhile,
 * so retry until both reads of the truth agree and hand back that consistent pair.
 */
export async function consistent<T, U>(
  truth: () => Promise<T>,
  observed: () => Promise<U>,
  attempts = 10,
): Promise<{ truth: T; observed: U }> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const before = await truth();
    const seen = await observed();
    const after = await truth();
    if (JSON.stringify(before) === JSON.stringify(after)) return { truth: before, observed: seen };
  }
  throw new Error('the data kept changing while it was read');
}

/** A verified investor with a signed NDA and a pending unlock request for a fresh listing. */
export async function pendingUnlockRequest(): Promise<{
  requestId: string;
  listingId: string;
  investor: FreshUser;
}> {
  const scout = await signUp('scout', { verified: true, label: 'unlock-owner' });
  const listingId = await createListing(scout.client, 'Unlock test listing');
  const investor = await signUp('investor', { verified: true, label: 'unlocker' });
  const nda = await investor.client
    .from('nda_signatures')
    .insert({ listing_id: listingId, user_id: investor.id, signer_name: investor.name });
  if (nda.error) throw new Error(`NDA: ${nda.error.message}`);
  const request = await investor.client
    .from('unlock_requests')
    .insert({ listing_id: listingId, user_id: investor.id })
    .select('id')
    .single();
  if (request.error) throw new Error(`unlock request: ${request.error.message}`);
  return { requestId: request.data.id, listingId, investor };
}

/** A new active listing of the (verified scout or company) client. */
export async function createListing(client: Client, title: string): Promise<string> {
  const { data, error } = await client.rpc('create_listing', {
    p_type: 'sell',
    p_title: `${title} ${randomUUID().slice(0, 8)}`,
    p_industry: 'Technology',
    p_revenue: '1M-2M',
    p_employees: '11-50',
    p_location: 'Germany',
    p_description: 'A company for the admin console tests.',
    p_anonymized_description: 'An anonymous company for the admin console tests.',
  });
  if (error || !data) throw new Error(`create_listing: ${error?.message}`);
  return data;
}
