// supabase-js clients, as Supabase's function examples make them: one that acts as the caller
// (their Authorization header on every request: RLS and Storage's policies decide) and one with
// the service role for what only the server may do. No sessions are kept or refreshed.
import { createClient, type SupabaseClient } from 'npm:@supabase/supabase-js@~2.109.0';
import { env } from './caller.ts';

const options = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
};

/** Requests as the caller, with the access token they called with. */
export function callerClient(token: string): SupabaseClient {
  return createClient(env('SUPABASE_URL'), env('SUPABASE_ANON_KEY'), {
    ...options,
    global: { headers: { Authorization: `Bearer ${token}` } },
  });
}

/** Requests with the service role (bypasses RLS: only for what the function checked itself). */
export function serviceClient(): SupabaseClient {
  return createClient(env('SUPABASE_URL'), env('SUPABASE_SERVICE_ROLE_KEY'), options);
}

/** The first `limit` bytes of a download's stream (fewer when it is shorter); the rest is not read. */
export async function firstBytes(
  stream: ReadableStream<Uint8Array>,
  limit: number,
): Promise<Uint8Array> {
  const reader = stream.getReader();
  const head = new Uint8Array(limit);
  let filled = 0;
  while (filled < limit) {
    const { value, done } = await reader.read();
    if (done) break;
    const take = Math.min(value.length, limit - filled);
    head.set(value.subarray(0, take), filled);
    filled += take;
  }
  await reader.cancel();
  return head.subarray(0, filled);
}
