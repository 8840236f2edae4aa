// Admin edge function. Body `{ action: 'promote' | 'stats' | 'ip-country' }` (supabase-js
// `functions.invoke('admin', { body: { action } })`).
//
// promote: the caller (identified by their JWT, checked by the Auth service) whose email is listed
//          in ADMIN_EMAILS and confirmed becomes admin, verified and profile complete. Idempotent.
//          403 while the address is unconfirmed (the database refuses it).
//          403 for any other caller, 404 "User not found" without a profile.
// stats:   admins only: user, role, verification, listing and inquiry counts.
// ip-country: admins only, `{ action, user_id }`: the account's sign-up address (admin_applicant()
//          as the caller: the database refuses others) and its country (ip-country.ts), null
//          where not known. The table of countries stays on the server: it is not in the app.
//
// promote reads and writes through supabase-js with the service role; stats calls
// public.admin_stats() as the caller (a client with their Authorization header).
import { callerFrom, HttpError, type Caller } from '../_shared/caller.ts';
import { corsHeaders, errorResponse, jsonResponse } from '../_shared/cors.ts';
import { callerClient, serviceClient } from '../_shared/supabase.ts';
import { countryOf } from './ip-country.ts';

type Profile = {
  id: string;
  email: string;
  role: 'admin' | 'scout' | 'investor' | 'company';
  verification_status: 'pending' | 'verified' | 'rejected';
  verified_at: string | null;
  profile_complete: boolean;
};

function adminEmails(): string[] {
  return (Deno.env.get('ADMIN_EMAILS') ?? '')
    .split(',')
    .map((email) => email.trim().toLowerCase())
    .filter(Boolean);
}

async function profileOf(userId: string): Promise<Profile | null> {
  const { data, error, status } = await serviceClient()
    .from('profiles')
    .select('*')
    .eq('id', userId);
  if (error) {
    console.error(`PostgREST GET profiles: ${status} ${error.message}`);
    throw new HttpError(500, 'Database request failed');
  }
  return ((data as Profile[])[0] ?? null) as Profile | null;
}

async function promote(caller: Caller): Promise<Response> {
  const email = caller.email?.trim().toLowerCase();
  if (!email || !adminEmails().includes(email)) {
    throw new HttpError(403, 'Forbidden: this account may not be promoted to admin');
  }
  const profile = await profileOf(caller.id);
  if (!profile) throw new HttpError(404, 'User not found');
  if (
    profile.role === 'admin' &&
    profile.verification_status === 'verified' &&
    profile.profile_complete
  ) {
    return jsonResponse({ profile });
  }
  // The database makes the change (public.promote_configured_admin) and refuses it while the
  // address is unconfirmed: whoever signs up with a listed address must first prove they own it.
  const { data, error, status } = await serviceClient().rpc('promote_configured_admin', {
    p_user_id: caller.id,
  });
  if (status === 403) {
    throw new HttpError(
      403,
      'Forbidden: confirm your email address before the account can become admin',
    );
  }
  if (error) {
    console.error(`PostgREST rpc/promote_configured_admin: ${status} ${error.message}`);
    throw new HttpError(500, 'Database request failed');
  }
  const updated = data as Profile | null;
  if (!updated) throw new HttpError(404, 'User not found');
  return jsonResponse({ profile: updated });
}

type Stats = {
  total_users: number;
  total_scouts: number;
  total_investors: number;
  total_companies: number;
  total_listings: number;
  total_inquiries: number;
  verified_users: number;
  pending_users: number;
  rejected_users: number;
};

/**
 * public.admin_stats() with the caller's own token: the database decides whether they are an admin
 * (42501, which PostgREST answers with 403) and counts in one query.
 */
async function stats(caller: Caller): Promise<Response> {
  const { data, error, status } = await callerClient(caller.token).rpc('admin_stats');
  if (status === 401 || status === 403) {
    throw new HttpError(403, 'Forbidden: admin role required');
  }
  if (error) {
    console.error(`PostgREST rpc/admin_stats: ${status} ${error.message}`);
    throw new HttpError(500, 'Database request failed');
  }
  const [row] = (data ?? []) as Stats[];
  if (!row) throw new HttpError(500, 'Database request failed');
  return jsonResponse({
    totalUsers: Number(row.total_users),
    totalScouts: Number(row.total_scouts),
    totalInvestors: Number(row.total_investors),
    totalCompanies: Number(row.total_companies),
    totalListings: Number(row.total_listings),
    totalInquiries: Number(row.total_inquiries),
    verifiedUsers: Number(row.verified_users),
    pendingUsers: Number(row.pending_users),
    rejectedUsers: Number(row.rejected_users),
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The sign-up address of an account and its country. The address is read with the caller's own
 * token through public.admin_applicant(), so the database decides that only an admin reads it
 * (42501, which PostgREST answers with 403).
 */
async function ipCountry(caller: Caller, userId: unknown): Promise<Response> {
  if (typeof userId !== 'string' || !UUID.test(userId)) {
    throw new HttpError(
      400,
      'Invalid request body: expected { "action": "ip-country", "user_id": <uuid> }',
    );
  }
  const { data, error, status } = await callerClient(caller.token).rpc('admin_applicant', {
    p_user_id: userId,
  });
  if (status === 401 || status === 403) throw new HttpError(403, 'Forbidden: admin role required');
  if (status === 404) throw new HttpError(404, 'User not found');
  if (error) {
    console.error(`PostgREST rpc/admin_applicant: ${status} ${error.message}`);
    throw new HttpError(500, 'Database request failed');
  }
  const ip = (data as { signup_ip?: string | null } | null)?.signup_ip ?? null;
  return jsonResponse({ ip, country: ip ? countryOf(ip) : null });
}

Deno.serve(async (request: Request) => {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  try {
    if (request.method !== 'POST') throw new HttpError(405, 'Method not allowed: use POST');
    const caller = await callerFrom(request);
    let body: { action?: unknown; user_id?: unknown } = {};
    try {
      body = (await request.json()) ?? {};
    } catch {
      throw new HttpError(
        400,
        'Invalid request body: expected JSON { "action": "promote" | "stats" | "ip-country" }',
      );
    }
    switch (body.action) {
      case 'promote':
        return await promote(caller);
      case 'stats':
        return await stats(caller);
      case 'ip-country':
        return await ipCountry(caller, body.user_id);
      default:
        throw new HttpError(400, 'Unknown action: expected "promote", "stats" or "ip-country"');
    }
  } catch (error) {
    if (error instanceof HttpError) return errorResponse(error.message, error.status);
    console.error(error);
    return errorResponse('Internal error', 500);
  }
});
