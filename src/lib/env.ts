// zod/mini: the same validation at a fraction of the size (this file is part of the first load).
import * as z from 'zod/mini';

/** Local Supabase stack defaults (same as `supabase start`), used only in development. */
export const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';
export const LOCAL_SUPABASE_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

const missing = { error: 'is missing' };

const envSchema = z.object({
  VITE_SUPABASE_URL: z.pipe(
    z.string(missing).check(z.trim(), z.minLength(1, missing)),
    z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }),
  ),
  VITE_SUPABASE_ANON_KEY: z
    .string(missing)
    .check(
      z.trim(),
      z.minLength(1, missing),
      z.regex(/^[\w-]+\.[\w-]+\.[\w-]+$/, { error: 'must be a JWT (three dot-separated parts)' }),
    ),
});

export type Env = z.infer<typeof envSchema>;

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
  const result = envSchema.safeParse(input);
  if (result.success) return { ok: true, env: result.data };
  return {
    ok: false,
    problems: result.error.issues.map((issue) => ({
      variable: String(issue.path[0] ?? 'environment'),
      message: issue.message,
    })),
  };
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
