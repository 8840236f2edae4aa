// CORS headers of Supabase's function examples: the browser calls functions with the anon key and
// the user's JWT (supabase-js `functions.invoke`), preceded by an OPTIONS preflight.
export const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

/** A JSON response with the CORS headers. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json' },
  });
}

/** An error response `{ error: message }`. */
export function errorResponse(message: string, status: number): Response {
  return jsonResponse({ error: message }, status);
}
