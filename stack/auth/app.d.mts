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
  /** Overrides config.toml's refresh_token_reuse_interval. */
  refreshTokenReuseInterval?: number;
  /** Path of supabase/config.toml; its [auth] settings (GoTrue's defaults without). */
  configToml?: string;
  /** Overrides of single settings (see stack/auth/settings.mjs). */
  settings?: Record<string, unknown>;
  /** Where mails go (none: no mails are sent). */
  smtp?: { host: string; port: number; adminEmail?: string; senderName?: string };
}

export function createAuthApp(options: AuthAppOptions): { app: Hono; pool: unknown; close: () => Promise<void> };
