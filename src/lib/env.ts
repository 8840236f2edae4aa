/** Local Supabase stack defaults (same as `supabase start`), used only in development. */
export const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';
export const LOCAL_SUPABASE_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export type Env = { VITE_SUPABASE_URL: string; VITE_SUPABASE_ANON_KEY: string };

export type EnvProblem = { variable: keyof Env | string; message: string };

export type EnvResult = { ok: true; env: Env } | { ok: false; problems: EnvProblem[] };

/**
 * Validates the build-time configuration. In development, missing values fall back to the
 * local stack; in production every variable must be set.
 */
export function parseEnv(raw: Record<string, unknown>, isDev: boolean): EnvResult {
  const blankToUndefined = (value: unknown) =>
    typeof value === 'string' && value.trim() === '' ? undefined : value;
  const input = {
    VITE_SUPABASE_URL:
      blankToUndefined(raw.VITE_SUPABASE_URL) ?? (isDev ? LOCAL_SUPABASE_URL : undefined),
    VITE_SUPABASE_ANON_KEY:
      blankToUndefined(raw.VITE_SUPABASE_ANON_KEY) ?? (isDev ? LOCAL_SUPABASE_ANON_KEY : undefined),
  };
  // Plain checks, no schema library: this runs in the first load of every page.
  const problems: EnvProblem[] = [];
  const url = checkValue(input.VITE_SUPABASE_URL, isHttpUrl, 'must be an http(s) URL');
  const anonKey = checkValue(
    input.VITE_SUPABASE_ANON_KEY,
    (value) => /^[\w-]+\.[\w-]+\.[\w-]+$/.test(value),
    'must be a JWT (three dot-separated parts)',
  );
  if (typeof url !== 'string') problems.push({ variable: 'VITE_SUPABASE_URL', ...url });
  if (typeof anonKey !== 'string')
    problems.push({ variable: 'VITE_SUPABASE_ANON_KEY', ...anonKey });
  if (typeof url === 'string' && typeof anonKey === 'string') {
    return { ok: true, env: { VITE_SUPABASE_URL: url, VITE_SUPABASE_ANON_KEY: anonKey } };
  }
  return { ok: false, problems };
}

/** The trimmed value, or the message of the first rule it breaks ('is missing' first). */
function checkValue(
  value: unknown,
  isValid: (value: string) => boolean,
  invalidMessage: string,
): string | { message: string } {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  if (!trimmed) return { message: 'is missing' };
  return isValid(trimmed) ? trimmed : { message: invalidMessage };
}

function isHttpUrl(value: string): boolean {
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** Result of validating this build's configuration; main.tsx renders the problems if any. */
export const envResult: EnvResult = parseEnv(import.meta.env, import.meta.env.DEV);

/**
 * The validated configuration. When validation failed, main.tsx shows the problems instead of
 * the app, so these inert values are never used to talk to a server.
 */
export const env: Env = envResult.ok
  ? envResult.env
  : {
      VITE_SUPABASE_URL: 'http://invalid.localhost',
      VITE_SUPABASE_ANON_KEY: 'invalid.invalid.invalid',
    };
