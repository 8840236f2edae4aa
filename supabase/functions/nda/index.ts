// NDA edge function: the signed non-disclosure agreement of a deal as a PDF, for both parties.
//
// POST `{ deal_id, language?: 'en' | 'de' }` answers application/pdf: the text the buyer accepted
// (its version), the listing's reference, the signer's name and time, and the SHA-256 of that
// record (also in `X-Nda-Record-Sha256`). Who may: whoever may read both the deal and its NDA
// signature with their own token (the buyer who signed, the listing's owner, an admin): RLS
// decides, this function adds no rule of its own; 404 otherwise. The owner's copy names no more
// than the buyer's: the discloser is "the party offering the listing", as in the signed text.
import { bearerToken, HttpError } from '../_shared/caller.ts';
import { corsHeaders, errorResponse } from '../_shared/cors.ts';
import { callerClient } from '../_shared/supabase.ts';
import { signedNdaOfDeal } from './record.ts';
import { type Language, recordHash, renderSignedNda } from './render.ts';

Deno.serve(async (request) => {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  try {
    if (request.method !== 'POST') throw new HttpError(405, 'Use POST');
    const body = (await request.json().catch(() => ({}))) as {
      deal_id?: unknown;
      language?: unknown;
    };
    if (typeof body.deal_id !== 'string' || !/^[0-9a-f-]{36}$/i.test(body.deal_id))
      throw new HttpError(400, 'deal_id is required');
    const language: Language = body.language === 'en' ? 'en' : 'de';
    const token = bearerToken(request);
    // The caller's own client: every read is what RLS lets this caller see.
    const read = await signedNdaOfDeal(callerClient(token), body.deal_id);
    if (!read.found) throw new HttpError(read.status, read.message);
    const { nda } = read;
    const bytes = await renderSignedNda(nda, language);
    const file = `NDA-${nda.listing_reference}-${language}.pdf`;
    return new Response(bytes as Uint8Array<ArrayBuffer>, {
      headers: {
        ...corsHeaders,
        'Access-Control-Expose-Headers': 'Content-Disposition, X-Nda-Record-Sha256',
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${file}"`,
        'X-Nda-Record-Sha256': await recordHash(nda),
        'Cache-Control': 'no-store',
      },
    });
  } catch (error) {
    if (error instanceof HttpError) return errorResponse(error.message, error.status);
    console.error('[nda]', error);
    return errorResponse('Internal error', 500);
  }
});
