import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from './format';

/** The limits the database sets per user (supabase/migrations/20261127300003_rate_limits.sql). */
export const RATE_LIMIT_KINDS = ['offers', 'messages', 'access_requests'] as const;
export type RateLimitKind = (typeof RATE_LIMIT_KINDS)[number];

export type RateLimit = {
  kind: RateLimitKind;
  limit: number;
  windowHours: number;
  /** When the next one is accepted again (ISO time). */
  retryAfter: string;
};

/**
 * The database's refusal of one too many (SQLSTATE PT429, HTTP 429): its kind from the hint
 * `rate_limit:<kind>`, the numbers from the JSON detail. Null for any other error.
 */
export function rateLimitOf(error: unknown): RateLimit | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, hint, details } = error as { code?: unknown; hint?: unknown; details?: unknown };
  if (code !== 'PT429' || typeof hint !== 'string' || typeof details !== 'string') return null;
  const kind = hint.replace(/^rate_limit:/, '') as RateLimitKind;
  if (!RATE_LIMIT_KINDS.includes(kind)) return null;
  try {
    const detail = JSON.parse(details) as Record<string, unknown>;
    const limit = Number(detail.limit);
    const windowHours = Number(detail.window_hours);
    const retryAfter = String(detail.retry_after ?? '');
    if (!limit || !windowHours || Number.isNaN(Date.parse(retryAfter))) return null;
    return { kind, limit, windowHours, retryAfter };
  } catch {
    return null;
  }
}

/**
 * `(error) => text`: the translated explanation of a rate-limit refusal (how many, in what time,
 * from when again), or null when the error is something else.
 */
export function useRateLimitMessage(): (error: unknown) => string | null {
  const { t, i18n } = useTranslation('common');
  const language = i18n.language;
  // Stable while the language is: callers may keep it in their callbacks' dependencies.
  return useCallback(
    (error: unknown) => {
      const limit = rateLimitOf(error);
      if (!limit) return null;
      // The reader's local day and time (24 h in both languages).
      const time = new Date(limit.retryAfter);
      const clock = [time.getHours(), time.getMinutes()]
        .map((n) => String(n).padStart(2, '0'))
        .join(':');
      const when = `${formatDate(time, language)}, ${clock}`;
      const values = {
        limit: limit.limit,
        hours: limit.windowHours,
        days: Math.round(limit.windowHours / 24),
        when,
      };
      if (limit.kind === 'offers') return t('rateLimit.offers', values);
      if (limit.kind === 'messages') return t('rateLimit.messages', values);
      return t('rateLimit.access_requests', values);
    },
    [t, language],
  );
}
