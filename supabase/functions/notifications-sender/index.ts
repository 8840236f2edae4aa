// Notifications sender: drains the email outbox (private.email_outbox) through SMTP. Called with
// the service role key only: every few seconds by the local stack's scheduler, every minute by
// pg_cron + pg_net on hosted Supabase (20261124300004_notification_sender_schedule.sql).
// Body (optional): { dueBefore?: ISO time } to flush emails that are not due yet.
// Answers { claimed, sent, failed, skipped }. Each run first ends the exclusivities that lapsed
// (public.end_lapsed_exclusivities(): the deals move back, exclusivity.ended notices are written).
import { createClient } from 'npm:@supabase/supabase-js@~2.109.0';
import { corsHeaders, errorResponse, jsonResponse } from '../_shared/cors.ts';
import { serviceClient } from '../_shared/supabase.ts';
import { loiAttachments } from '../loi/attachment.ts';
import { ndaAttachments } from '../nda/attachment.ts';
import { dueBeforeOf, restOutbox } from './outbox.ts';
import { attachAll, drainOutbox } from './sender.ts';
import { smtpMailer, smtpSettingsFromEnv } from './smtp.ts';

function timingSafeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

async function endLapsedExclusivities(supabaseUrl: string, serviceRoleKey: string) {
  try {
    const supabase = createClient(supabaseUrl, serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
    const { error, status } = await supabase.rpc('end_lapsed_exclusivities');
    if (error) console.error('end_lapsed_exclusivities:', status, error.message);
  } catch (error) {
    // Sending must not wait for this; the next run tries again.
    console.error('end_lapsed_exclusivities:', error);
  }
}

Deno.serve(async (request) => {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  if (request.method !== 'POST') return errorResponse('Method not allowed', 405);

  const serviceRoleKey = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY');
  const supabaseUrl = Deno.env.get('SUPABASE_URL');
  if (!serviceRoleKey || !supabaseUrl) return errorResponse('Server misconfigured', 500);
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1] ?? '';
  if (!timingSafeEqual(token, serviceRoleKey)) return errorResponse('Service role required', 403);

  const dueBefore = dueBeforeOf(await request.json().catch(() => null));

  let mailer;
  try {
    mailer = smtpMailer(smtpSettingsFromEnv((name) => Deno.env.get(name)));
  } catch (error) {
    return errorResponse((error as Error).message, 500);
  }
  // Exclusivities whose period passed end first (their notices then go out in this run). The
  // pause itself ended at exclusive_until already; this only moves the deals and tells the buyers.
  await endLapsedExclusivities(supabaseUrl, serviceRoleKey);
  try {
    const result = await drainOutbox({
      outbox: restOutbox(supabaseUrl, serviceRoleKey),
      mailer,
      siteUrl: Deno.env.get('SITE_URL') ?? 'http://localhost:5173',
      dueBefore,
      attach: attachAll([ndaAttachments(serviceClient()), loiAttachments(serviceClient())]),
    });
    return jsonResponse(result);
  } catch (error) {
    console.error('notifications-sender:', error);
    return errorResponse('Sending failed', 500);
  } finally {
    mailer.close();
  }
});
