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
  maxFailedSignins?: number;
  failedSigninWindowSeconds?: number;
  refreshTokenReuseInterval?: number;
}

export function createAuthApp(options: AuthAppOptions): { app: Hono; pool: unknown; close: () => Promise<void> };
