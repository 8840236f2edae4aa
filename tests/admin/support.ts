// Clients for the admin console's integration tests: the seeded admin signed in through
// supabase-js, the service role for the database's truth, and fresh users made through sign-up
// (so the tests never change the seeded accounts other test files rely on).
import { randomUUID } from 'node:crypto';
import type { Database } from '../../src/lib/database.types';
import {
  SEEDED,
  serviceClient,
  signIn as signInWith,
  signUp as signUpWith,
  uniqueEmail,
  type Client,
} from '../support/accounts';

export type { Client };

export type VerificationStatus = Database['public']['Enums']['verification_status'];

export const SEEDED_ADMIN = SEEDED.admin;

export async function signIn(email: string, password?: string): Promise<Client> {
  return (await signInWith(email, password)).client;
}

/** A new account through sign-up (pending, as every new account), optionally verified. */
export async function signUp(
  role: 'scout' | 'investor' | 'company',
  { verified = false, label = role }: { verified?: boolean; label?: string } = {},
) {
  const email = uniqueEmail(`admin-test-${label}`);
  const name = `Admin Test ${label} ${email.slice(11, 19)}`;
  return signUpWith({
    email,
    name,
    metadata: { name, role, phone_number: '+49 30 000000' },
    status: verified ? 'verified' : 'pending',
  });
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
  investor: Awaited<ReturnType<typeof signUp>>;
}> {
  const scout = await signUp('scout', { verified: true, label: 'unlock-owner' });
  const listingId = await createListing(scout.client, 'Unlock test listing');
  const investor = await signUp('investor', { verified: true, label: 'unlocker' });
  // Asking for access needs complete billing information (issue 16).
  const billing = await serviceClient().from('billing_info').insert({
    user_id: investor.id,
    company_name: 'Unlocker Capital GmbH',
    company_email: 'billing@unlocker.example',
    responsible_person: investor.name,
    phone_number: '+49 30 1234567',
    uid_number: 'DE123456789',
    street_address: 'Invalidenstraße 1',
    city: 'Berlin',
    postal_code: '10115',
    country: 'Germany',
  });
  if (billing.error) throw new Error(`billing info: ${billing.error.message}`);
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
