/**
 * The Supabase client, loaded on first use: supabase-js is not part of the first load of public
 * pages (the landing page renders without it and follows the session once it has arrived).
 */
export function loadSupabase() {
  return import('../supabase').then((module) => module.supabase);
}

/** True when supabase-js has kept a session in this browser (key sb-<project>-auth-token). */
function hasStoredSession(): boolean {
  try {
    const storage = globalThis.localStorage;
    for (let index = 0; index < storage.length; index += 1) {
      if (/^sb-.+-auth-token$/.test(storage.key(index) ?? '')) return true;
    }
  } catch {
    // No storage: nobody can be signed in.
  }
  return false;
}

/**
 * True when the URL carries an answer of Supabase Auth (an email link's tokens or error, or a
 * PKCE code) that the client must read at once (detectSessionInUrl).
 */
function hasAuthAnswerInUrl(): boolean {
  try {
    const { hash, search } = globalThis.location;
    return /(^#|&)(access_token|error_description)=/.test(hash) || /[?&]code=/.test(search);
  } catch {
    return false;
  }
}

/**
 * Whether this browser may have a signed-in user at startup. When not (a first visit, say), the
 * app knows at once that nobody is signed in and loads supabase-js only when the page is idle.
 */
export const mayBeSignedIn = hasStoredSession() || hasAuthAnswerInUrl();

// A returning user's page (often a protected one) needs the client for its guard at once: start
// loading it now, alongside the texts, instead of after them.
if (mayBeSignedIn) void loadSupabase().catch(() => undefined);
