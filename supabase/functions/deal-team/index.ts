// deal-team edge function: invites a colleague or adviser to the caller's side of a deal.
// Body `{ deal_id, email, role, app_url?, language? }` (supabase-js `functions.invoke('deal-team')`).
//
// 1. public.invite_deal_member() runs as the caller (their token): the database decides who may
//    invite (a principal or lead of a side), to which side, and refuses principals' and known
//    addresses. Nothing below happens unless it accepted.
// 2. The invitation goes out through Auth, which needs the service role:
//    - no account with that address: Auth's admin invite creates one (unconfirmed) and mails the
//      invite link; following it confirms the address and signs the invitee in;
//    - an account exists: a sign-in link (magic link) is mailed;
//    both lead to `<app_url>/team-invite/<member id>` (Auth's redirect allow-list decides whether
//    app_url is taken, else its site URL), where the invitee accepts the NDA in their own name
//    (public.accept_deal_invitation()).
// Answers `{ member }`; the database's refusals keep their meaning (404, 403, 409, 422).
import { callerFrom, env, HttpError } from '../_shared/caller.ts';
import { corsHeaders, errorResponse, jsonResponse } from '../_shared/cors.ts';

type Member = { id: string; deal_id: string; email: string; side: string; role: string };

const ROLES = ['view', 'contribute', 'lead'];

async function inviteAsCaller(token: string, dealId: string, email: string, role: string) {
  const response = await fetch(`${env('SUPABASE_URL')}/rest/v1/rpc/invite_deal_member`, {
    method: 'POST',
    headers: {
      apikey: env('SUPABASE_ANON_KEY'),
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ p_deal_id: dealId, p_email: email, p_role: role }),
  });
  const body = (await response.json().catch(() => null)) as
    (Member & { message?: string; code?: string }) | null;
  if (!response.ok) {
    const message = body?.message ?? 'Database request failed';
    const code = body?.code ?? '';
    if (response.status === 401) throw new HttpError(401, 'Invalid or expired token');
    if (code === 'PT404' || response.status === 404) throw new HttpError(404, message);
    if (code === '42501' || response.status === 403) throw new HttpError(403, message);
    if (code === '23505' || response.status === 409) throw new HttpError(409, message);
    if (code === '22023' || response.status === 400) throw new HttpError(422, message);
    console.error(`[deal-team] rpc/invite_deal_member: ${response.status} ${message}`);
    throw new HttpError(500, 'Database request failed');
  }
  return body as Member;
}

/** POST to Auth with the service role; returns the status and the parsed body. */
async function auth(path: string, body: unknown) {
  const key = env('SUPABASE_SERVICE_ROLE_KEY');
  const response = await fetch(`${env('SUPABASE_URL')}/auth/v1/${path}`, {
    method: 'POST',
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const parsed = (await response.json().catch(() => null)) as {
    error_code?: string;
    msg?: string;
  } | null;
  return { status: response.status, body: parsed };
}

/** Mails the invitation: an account made by Auth's invite, or a sign-in link for an existing one. */
async function sendInvitation(member: Member, redirectTo: string, language: string) {
  const query = `?redirect_to=${encodeURIComponent(redirectTo)}`;
  const invited = await auth(`invite${query}`, { email: member.email, data: { language } });
  if (invited.status === 200) return 'invite';
  if (invited.body?.error_code !== 'email_exists') {
    console.error(`[deal-team] invite: ${invited.status} ${JSON.stringify(invited.body)}`);
    throw new HttpError(502, 'The invitation email could not be sent');
  }
  const linked = await auth(`otp${query}`, { email: member.email, create_user: false });
  if (linked.status !== 200) {
    console.error(`[deal-team] otp: ${linked.status} ${JSON.stringify(linked.body)}`);
    throw new HttpError(502, 'The invitation email could not be sent');
  }
  return 'sign_in_link';
}

Deno.serve(async (request: Request) => {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  try {
    if (request.method !== 'POST') throw new HttpError(405, 'Method not allowed: use POST');
    const caller = await callerFrom(request);
    let body: Record<string, unknown>;
    try {
      body = ((await request.json()) ?? {}) as Record<string, unknown>;
    } catch {
      throw new HttpError(
        400,
        'Invalid request body: expected JSON { "deal_id", "email", "role" }',
      );
    }
    const dealId = typeof body.deal_id === 'string' ? body.deal_id : '';
    const email = typeof body.email === 'string' ? body.email.trim().slice(0, 320) : '';
    const role = typeof body.role === 'string' && ROLES.includes(body.role) ? body.role : '';
    if (!/^[0-9a-f-]{36}$/i.test(dealId) || !email || !role) {
      throw new HttpError(400, 'deal_id, email and role (view, contribute or lead) are required');
    }
    const member = await inviteAsCaller(caller.token, dealId, email, role);
    const appUrl =
      typeof body.app_url === 'string' && /^https?:\/\/[^/]+$/.test(body.app_url)
        ? body.app_url
        : (Deno.env.get('SITE_URL') ?? '');
    const language = body.language === 'de' ? 'de' : 'en';
    const sent = await sendInvitation(member, `${appUrl}/team-invite/${member.id}`, language);
    return jsonResponse({ member, sent });
  } catch (error) {
    if (error instanceof HttpError) return errorResponse(error.message, error.status);
    console.error(error);
    return errorResponse('Internal error', 500);
  }
});
