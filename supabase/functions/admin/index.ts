// Admin edge function. Body `{ action: 'promote' | 'stats' }` (supabase-js
// `functions.invoke('admin', { body: { action } })`).
//
// promote: the caller (identified by their JWT, checked by the Auth service) whose email is listed
//          in ADMIN_EMAILS and confirmed becomes admin, verified and profile complete. Idempotent.
//          403 while the address is unconfirmed (the database refuses it).
//          403 for any other caller, 404 "User not found" without a profile.
// stats:   admins only: user, role, verification, listing and inquiry counts.
//
// promote reads and writes through PostgREST with the service role key; stats calls
// public.admin_stats() as the caller. No dependencies.
import { callerFrom, env, HttpError, type Caller } from '../_shared/caller.ts';
import { corsHeaders, errorResponse, jsonResponse } from '../_shared/cors.ts';

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

/** PostgREST with the service role key. */
async function rest(path: string, init: RequestInit = {}): Promise<Response> {
  const key = env('SUPABASE_SERVICE_ROLE_KEY');
  const response = await fetch(`${env('SUPABASE_URL')}/rest/v1/${path}`, {
    ...init,
    headers: {
      apikey: key,
      Authorization: `Bearer ${key}`,
      'Content-Type': 'application/json',
      ...(init.headers ?? {}),
    },
  });
  if (!response.ok) {
    const detail = await response.text();
    console.error(`PostgREST ${init.method ?? 'GET'} ${path}: ${response.status} ${detail}`);
    throw new HttpError(500, 'Database request failed');
  }
  return response;
}

async function profileOf(userId: string): Promise<Profile | null> {
  const response = await rest(`profiles?id=eq.${encodeURIComponent(userId)}&select=*`);
  const rows = (await response.json()) as Profile[];
  return rows[0] ?? null;
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
  const response = await fetch(`${env('SUPABASE_URL')}/rest/v1/rpc/promote_configured_admin`, {
    method: 'POST',
    headers: {
      apikey: env('SUPABASE_SERVICE_ROLE_KEY'),
      Authorization: `Bearer ${env('SUPABASE_SERVICE_ROLE_KEY')}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ p_user_id: caller.id }),
  });
  if (response.status === 403) {
    await response.body?.cancel();
    throw new HttpError(403, 'Forbidden: confirm your email address before the account can become admin');
  }
  if (!response.ok) {
    console.error(`PostgREST rpc/promote_configured_admin: ${response.status} ${await response.text()}`);
    throw new HttpError(500, 'Database request failed');
  }
  const updated = (await response.json()) as Profile | null;
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
  const response = await fetch(`${env('SUPABASE_URL')}/rest/v1/rpc/admin_stats`, {
    method: 'POST',
    headers: {
      apikey: env('SUPABASE_ANON_KEY'),
      Authorization: `Bearer ${caller.token}`,
      'Content-Type': 'application/json',
    },
    body: '{}',
  });
  if (response.status === 401 || response.status === 403) {
    await response.body?.cancel();
    throw new HttpError(403, 'Forbidden: admin role required');
  }
  if (!response.ok) {
    console.error(`PostgREST rpc/admin_stats: ${response.status} ${await response.text()}`);
    throw new HttpError(500, 'Database request failed');
  }
  const [row] = (await response.json()) as Stats[];
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

Deno.serve(async (request: Request) => {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  try {
    if (request.method !== 'POST') throw new HttpError(405, 'Method not allowed: use POST');
    const caller = await callerFrom(request);
    let body: { action?: unknown } = {};
    try {
      body = (await request.json()) ?? {};
    } catch {
      throw new HttpError(
        400,
        'Invalid request body: expected JSON { "action": "promote" | "stats" }',
      );
    }
    switch (body.action) {
      case 'promote':
        return await promote(caller);
      case 'stats':
        return await stats(caller);
      default:
        throw new HttpError(400, 'Unknown action: expected "promote" or "stats"');
    }
  } catch (error) {
    if (error instanceof HttpError) return errorResponse(error.message, error.status);
    console.error(error);
    return errorResponse('Internal error', 500);
  }
});
