// Types of createAuthApp for TypeScript callers (tests).
import type { Hono } from 'hono';

export interface AuthAppOptions {
  /** An existing pg.Pool (else one is made from databaseUrl). */
  pool?: unknown;
  /** postgresql://supabase_auth_admin:...@host:port/postgres */
  databaseUrl?: string;
  jwtSecret: string;
  /** API_EXTERNAL_URL; the tokens' iss is `${externalUrl}/auth/v1`. */
  externalUrl?: string;
  jwtExp?: number;
  /** `[auth.rate_limit]` values per client address (sign_in_sign_ups, token_refresh, ...). */
  rateLimits?: Record<string, number>;
  freeFailedSignins?: number;
  failedSigninDelayStepMs?: number;
  failedSigninWindowSeconds?: number;
  refreshTokenReuseInterval?: number;
}

export function createAuthApp(options: AuthAppOptions): { app: Hono; pool: unknown; close: () => Promise<void> };
