import { describe, expect, it } from 'vitest';
import { LOCAL_SUPABASE_ANON_KEY, LOCAL_SUPABASE_URL, parseEnv } from './env';

const validKey = 'aaa.bbb.ccc';

describe('parseEnv', () => {
  it('defaults to the local stack in development', () => {
    expect(parseEnv({}, true)).toEqual({
      ok: true,
      env: {
        VITE_SUPABASE_URL: LOCAL_SUPABASE_URL,
        VITE_SUPABASE_ANON_KEY: LOCAL_SUPABASE_ANON_KEY,
      },
    });
  });

  it('uses the given values', () => {
    const result = parseEnv(
      { VITE_SUPABASE_URL: 'https://abc.supabase.co', VITE_SUPABASE_ANON_KEY: validKey },
      false,
    );
    expect(result).toEqual({
      ok: true,
      env: { VITE_SUPABASE_URL: 'https://abc.supabase.co', VITE_SUPABASE_ANON_KEY: validKey },
    });
  });

  it('names each missing variable in production', () => {
    const result = parseEnv({ VITE_SUPABASE_URL: '  ' }, false);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((problem) => problem.variable)).toEqual([
      'VITE_SUPABASE_URL',
      'VITE_SUPABASE_ANON_KEY',
    ]);
    expect(result.problems[0]!.message).toBe('is missing');
  });

  it('rejects an invalid URL or key', () => {
    const result = parseEnv(
      { VITE_SUPABASE_URL: 'ftp://x', VITE_SUPABASE_ANON_KEY: 'not a jwt' },
      true,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual([
      { variable: 'VITE_SUPABASE_URL', message: 'must be an http(s) URL' },
      { variable: 'VITE_SUPABASE_ANON_KEY', message: 'must be a JWT (three dot-separated parts)' },
    ]);
  });
});
