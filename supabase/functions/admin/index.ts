// Admin edge function. Body `{ action: 'promote' | 'stats' }` (supabase-js
// `functions.invoke('admin', { body: { action } })`).
//
// promote: the caller (identified by their JWT, checked by the Auth service) whose email is listed
//          in ADMIN_EMAILS becomes admin, verified and profile complete. Idempotent.
//          403 for any other caller, 404 "User not found" without a profile.
// stats:   admins only: user, role, verification, listing and inquiry counts.
//
// Privileged reads and writes go through PostgREST with the service role key; no dependencies.
import { corsHeaders, errorResponse, jsonResponse } from '../_shared/cors.ts';

type Profile = {
  id: string;
  email: string;
  role: 'admin' | 'scout' | 'investor' | 'company';
  verification_status: 'pending' | 'verified' | 'rejected';
  verified_at: string | null;
  profile_complete: boolean;
};

type AuthUser = { id: string; email?: string };

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function env(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new HttpError(500, `Server misconfigured: ${name} is not set`);
  return value;
}

function adminEmails(): string[] {
  return (Deno.env.get('ADMIN_EMAILS') ?? '')
    .split(',')
    .map((email) => email.trim().toLowerCase())
    .filter(Boolean);
}

/** The caller, as the Auth service knows them from their access token (works on hosted Supabase). */
async function callerFrom(request: Request): Promise<AuthUser> {
  const header = request.headers.get('Authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw new HttpError(401, 'Missing authorization token');
  const response = await fetch(`${env('SUPABASE_URL')}/auth/v1/user`, {
    headers: { apikey: env('SUPABASE_ANON_KEY'), Authorization: `Bearer ${match[1]}` },
  });
  if (!response.ok) {
    await response.body?.cancel();
    throw new HttpError(401, 'Invalid or expired token');
  }
  const user = (await response.json()) as AuthUser;
  if (!user?.id) throw new HttpError(401, 'Invalid or expired token');
  return user;
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

async function promote(caller: AuthUser): Promise<Response> {
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
  const response = await rest(`profiles?id=eq.${encodeURIComponent(caller.id)}`, {
    method: 'PATCH',
    headers: { Prefer: 'return=representation' },
    body: JSON.stringify({
      role: 'admin',
      verification_status: 'verified',
      verified_at:
        profile.verification_status === 'verified' && profile.verified_at
          ? profile.verified_at
          : new Date().toISOString(),
      profile_complete: true,
    }),
  });
  const [updated] = (await response.json()) as Profile[];
  if (!updated) throw new HttpError(404, 'User not found');
  return jsonResponse({ profile: updated });
}

/** Number of rows matching a PostgREST query, from Content-Range (`0-0/42` or `*\/0`). */
async function count(table: string, filter = ''): Promise<number> {
  const response = await rest(`${table}?select=*${filter ? `&${filter}` : ''}`, {
    method: 'HEAD',
    headers: { Prefer: 'count=exact' },
  });
  const total = response.headers.get('Content-Range')?.split('/')[1];
  const value = Number(total);
  if (!Number.isFinite(value)) throw new HttpError(500, 'Database request failed');
  return value;
}

async function stats(caller: AuthUser): Promise<Response> {
  const profile = await profileOf(caller.id);
  if (!profile || profile.role !== 'admin')
    throw new HttpError(403, 'Forbidden: admin role required');
  const [
    totalUsers,
    totalScouts,
    totalInvestors,
    totalCompanies,
    totalListings,
    totalInquiries,
    verifiedUsers,
    pendingUsers,
    rejectedUsers,
  ] = await Promise.all([
    count('profiles'),
    count('profiles', 'role=eq.scout'),
    count('profiles', 'role=eq.investor'),
    count('profiles', 'role=eq.company'),
    count('listings'),
    count('inquiries'),
    count('profiles', 'verification_status=eq.verified'),
    count('profiles', 'verification_status=eq.pending'),
    count('profiles', 'verification_status=eq.rejected'),
  ]);
  return jsonResponse({
    totalUsers,
    totalScouts,
    totalInvestors,
    totalCompanies,
    totalListings,
    totalInquiries,
    verifiedUsers,
    pendingUsers,
    rejectedUsers,
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
