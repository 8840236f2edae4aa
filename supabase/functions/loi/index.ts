// LOI edge function: a deal's accepted letter of intent as a PDF, for both parties.
//
// POST `{ deal_id, offer_id?, language?: 'en' | 'de' }` answers application/pdf: the version in
// force (status accepted; or the given version, if it was accepted at some time: a version a later
// accepted change replaced says so), rendered in the language asked for (else the caller's profile
// language), with the record's SHA-256 (also in `X-Loi-Record-Sha256`). Who may: whoever reads the
// deal and its versions with their own token (the buyer, the listing's owner, admins): RLS decides,
// this function adds no rule of its own; 404 otherwise (also for a team member, who does not read
// the versions), 401 without a user's token, 409 for a version that was never accepted (an open,
// declined or replaced draft is no letter of intent of both parties).
import { bearerToken, HttpError } from '../_shared/caller.ts';
import { corsHeaders, errorResponse } from '../_shared/cors.ts';
import { callerClient } from '../_shared/supabase.ts';
import { acceptedLoiOfDeal } from './record.ts';
import { type Language, recordHash, renderAcceptedLoi } from './render.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The caller's id from their token's claims (PostgREST checks the token on every read anyway). */
function subject(token: string): string | null {
  try {
    const payload = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(atob(payload)) as { sub?: unknown };
    return typeof claims.sub === 'string' && UUID.test(claims.sub) ? claims.sub : null;
  } catch {
    return null;
  }
}

Deno.serve(async (request) => {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  try {
    if (request.method !== 'POST') throw new HttpError(405, 'Use POST');
    const body = (await request.json().catch(() => ({}))) as {
      deal_id?: unknown;
      offer_id?: unknown;
      language?: unknown;
    };
    if (typeof body.deal_id !== 'string' || !UUID.test(body.deal_id))
      throw new HttpError(400, 'deal_id is required');
    if (body.offer_id !== undefined && body.offer_id !== null)
      if (typeof body.offer_id !== 'string' || !UUID.test(body.offer_id))
        throw new HttpError(400, 'offer_id must be an offer version id');
    const token = bearerToken(request);
    // The caller's own client: every read is what RLS lets this caller see.
    const client = callerClient(token);
    const read = await acceptedLoiOfDeal(
      client,
      body.deal_id,
      typeof body.offer_id === 'string' ? body.offer_id : null,
    );
    if (!read.found) throw new HttpError(read.status, read.message);
    let language: Language;
    if (body.language === 'en' || body.language === 'de') language = body.language;
    else {
      // Not asked: the language the caller reads the marketplace (and its emails) in.
      const me = subject(token);
      const profile = me
        ? await client.from('profiles').select('language').eq('id', me).maybeSingle()
        : null;
      language = profile?.data?.language === 'en' ? 'en' : 'de';
    }
    const { loi } = read;
    const bytes = await renderAcceptedLoi(loi, language);
    const file = `LOI-${loi.listing_reference}-v${loi.offer.version_no}-${language}.pdf`;
    return new Response(bytes as Uint8Array<ArrayBuffer>, {
      headers: {
        ...corsHeaders,
        'Access-Control-Expose-Headers': 'Content-Disposition, X-Loi-Record-Sha256',
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${file}"`,
        'X-Loi-Record-Sha256': await recordHash(loi),
        'Cache-Control': 'no-store',
      },
    });
  } catch (error) {
    if (error instanceof HttpError) return errorResponse(error.message, error.status);
    console.error('[loi]', error);
    return errorResponse('Internal error', 500);
  }
});
