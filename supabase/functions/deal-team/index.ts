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
//    (supabase-js: auth.admin.inviteUserByEmail, then auth.signInWithOtp without creating a user)
//    both lead to `<app_url>/team-invite/<member id>` (Auth's redirect allow-list decides whether
//    app_url is taken, else its site URL), where the invitee accepts the NDA in their own name
//    (public.accept_deal_invitation()).
// Answers `{ member }`; the database's refusals keep their meaning (404, 403, 409, 422).
import { callerFrom, HttpError } from '../_shared/caller.ts';
import { corsHeaders, errorResponse, jsonResponse } from '../_shared/cors.ts';
import { callerClient, serviceClient } from '../_shared/supabase.ts';

type Member = { id: string; deal_id: string; email: string; side: string; role: string };

const ROLES = ['view', 'contribute', 'lead'];

async function inviteAsCaller(token: string, dealId: string, email: string, role: string) {
  const { data, error, status } = await callerClient(token).rpc('invite_deal_member', {
    p_deal_id: dealId,
    p_email: email,
    p_role: role,
  });
  if (error) {
    const message = error.message || 'Database request failed';
    const code = error.code ?? '';
    if (status === 401) throw new HttpError(401, 'Invalid or expired token');
    if (code === 'PT404' || status === 404) throw new HttpError(404, message);
    if (code === '42501' || status === 403) throw new HttpError(403, message);
    if (code === '23505' || status === 409) throw new HttpError(409, message);
    if (code === '22023' || status === 400) throw new HttpError(422, message);
    console.error(`[deal-team] rpc/invite_deal_member: ${status} ${message}`);
    throw new HttpError(500, 'Database request failed');
  }
  return data as Member;
}

/** Mails the invitation: an account made by Auth's invite, or a sign-in link for an existing one. */
async function sendInvitation(member: Member, redirectTo: string, language: string) {
  const auth = serviceClient().auth;
  const invited = await auth.admin.inviteUserByEmail(member.email, {
    data: { language },
    redirectTo,
  });
  if (!invited.error) return 'invite';
  if (invited.error.code !== 'email_exists') {
    console.error(`[deal-team] invite: ${invited.error.status} ${invited.error.message}`);
    throw new HttpError(502, 'The invitation email could not be sent');
  }
  const linked = await auth.signInWithOtp({
    email: member.email,
    options: { shouldCreateUser: false, emailRedirectTo: redirectTo },
  });
  if (linked.error) {
    console.error(`[deal-team] otp: ${linked.error.status} ${linked.error.message}`);
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
