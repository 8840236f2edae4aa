// Deal-archive edge function (issue 35, the archive at close): a closed deal's archive as one ZIP
// for the side that asks.
//
// POST `{ deal_id }` answers application/zip. Every read is made with the caller's own token, so
// RLS decides what the archive holds (the buyer, the listing's owner, admins: public.deal_archives'
// policy): the deal and its stage history, the messages, the offers with every version, their
// milestones and extensions, the accepted LOI as a PDF (the `loi` function's renderer), the due
// diligence (requests, linked documents, questions), the closing checklist, the data room's read
// log and the audit trail of the deal as the caller reads them (JSON, and CSV for the tabular
// ones), every data-room document the caller may read (stamped with the buyer's name, email and the
// closing day for anyone but the listing's owner, as the data-room function stamps), and
// MANIFEST.sha256 (`sha256sum -c MANIFEST.sha256` verifies the unzipped files).
//
// Nothing depends on the clock: file dates and the stamp's day are the deal's closing
// (deal_archives.closed_at), rows come in a stable order, so two downloads are the same bytes.
// 401 without a user's token, 404 for someone who does not read the deal (or its archive: team
// members), 409 while the deal is open, 410 once the archive was purged after its retention.
//
// POST `{ purge: true }` with the service role key (403 for anyone else): the purge run, which
// deletes the Storage objects of purged archives through the Storage API (purge.ts). The local
// stack's scheduler calls it after each deal maintenance, pg_cron + pg_net hourly on hosted
// Supabase (20261129900001). Answers `{ removed, failed }`.
import { bearerToken, callerFrom, env, HttpError } from '../_shared/caller.ts';
import { corsHeaders, errorResponse, jsonResponse } from '../_shared/cors.ts';
import { callerClient, serviceClient } from '../_shared/supabase.ts';
import { buildArchive } from './archive.ts';
import { purgeQueuedObjects } from './purge.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function sameSecret(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

Deno.serve(async (request) => {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  try {
    if (request.method !== 'POST') throw new HttpError(405, 'Use POST');
    const token = bearerToken(request);
    const body = (await request.json().catch(() => ({}))) as {
      deal_id?: unknown;
      purge?: unknown;
    };
    if (body.purge === true) {
      if (!sameSecret(token, env('SUPABASE_SERVICE_ROLE_KEY')))
        throw new HttpError(403, 'Service role only');
      return jsonResponse(await purgeQueuedObjects(serviceClient()));
    }
    if (typeof body.deal_id !== 'string' || !UUID.test(body.deal_id))
      throw new HttpError(400, 'deal_id is required');
    const caller = await callerFrom(request);
    const archive = await buildArchive(callerClient(caller.token), caller, body.deal_id);
    return new Response(archive.bytes as Uint8Array<ArrayBuffer>, {
      headers: {
        ...corsHeaders,
        'Access-Control-Expose-Headers': 'Content-Disposition, X-Archive-Manifest-Sha256',
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="${archive.fileName}"`,
        'X-Archive-Manifest-Sha256': archive.manifestHash,
        'Cache-Control': 'no-store',
      },
    });
  } catch (error) {
    if (error instanceof HttpError) return errorResponse(error.message, error.status);
    console.error('[deal-archive]', error);
    return errorResponse('Internal error', 500);
  }
});
