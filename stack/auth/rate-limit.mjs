// Rate limits as Supabase Auth has them: per client address and window, per kind of request, from
// supabase/config.toml `[auth.rate_limit]`, answered 429 over_request_rate_limit. No limit is
// keyed by email: a stranger's failed attempts never lock the owner of an account out. A client
// that keeps failing sign-ins (say, spraying many addresses) is slowed down on top.
import { readConfigToml } from '../lib/project-config.mjs';
import { tooManyRequests } from './errors.mjs';

/** The limited requests: which `[auth.rate_limit]` setting counts them, and its window. */
export const RATE_LIMIT_BUCKETS = {
  sign_in_sign_ups: { windowSeconds: 300 },
  token_refresh: { windowSeconds: 300 },
  token_verifications: { windowSeconds: 300 },
  email_sent: { windowSeconds: 3600 },
};

/** `supabase init`'s defaults (config.toml may set others). */
export const DEFAULT_RATE_LIMITS = {
  sign_in_sign_ups: 30,
  token_refresh: 150,
  token_verifications: 30,
  email_sent: 2,
};

/**
 * Which bucket a request counts against (null: not limited).
 * @param {string} method @param {string} path @param {string | undefined} grantType
 */
export function rateLimitBucket(method, path, grantType) {
  if (method === 'POST' && path === '/signup') return 'sign_in_sign_ups';
  if (method === 'POST' && path === '/token') {
    if (grantType === 'password') return 'sign_in_sign_ups';
    if (grantType === 'refresh_token') return 'token_refresh';
    return null;
  }
  if (path === '/verify') return 'token_verifications';
  if (method === 'POST' && ['/recover', '/resend', '/otp', '/magiclink'].includes(path))
    return 'email_sent';
  return null;
}

/**
 * `[auth.rate_limit]` of a config.toml, each value multiplied by `scale` (the test stacks, where
 * every test signs up from 127.0.0.1, use a large one).
 * @param {string} file @param {number} [scale]
 */
export function rateLimitsFromConfig(file, scale = 1) {
  /** @type {Record<string, unknown>} */
  let configured = {};
  try {
    configured = readConfigToml(file).auth?.rate_limit ?? {};
  } catch {
    /* no config: the defaults */
  }
  /** @type {Record<string, number>} */
  const limits = {};
  for (const [name, fallback] of Object.entries(DEFAULT_RATE_LIMITS)) {
    const value = Number(configured[name] ?? fallback);
    limits[name] = Math.max(1, Math.round((Number.isFinite(value) ? value : fallback) * scale));
  }
  return limits;
}

/** Sliding windows of request times per key. */
class SlidingWindows {
  /** @param {() => number} now */
  constructor(now) {
    this.now = now;
    /** @type {Map<string, number[]>} */
    this.hits = new Map();
  }

  /** Times within the window (older ones dropped). @param {string} key @param {number} windowMs */
  recent(key, windowMs) {
    const cutoff = this.now() - windowMs;
    const list = (this.hits.get(key) ?? []).filter((t) => t > cutoff);
    if (list.length) this.hits.set(key, list);
    else this.hits.delete(key);
    return list;
  }

  /** @param {string} key @param {number} windowMs */
  add(key, windowMs) {
    const list = this.recent(key, windowMs);
    list.push(this.now());
    this.hits.set(key, list);
    if (this.hits.size > 50_000) for (const k of [...this.hits.keys()]) this.recent(k, windowMs);
    return list.length;
  }
}

export class RateLimiter {
  /**
   * @param {{ limits?: Partial<Record<keyof typeof DEFAULT_RATE_LIMITS, number>>, now?: () => number }} [options]
   */
  constructor({ limits = {}, now = Date.now } = {}) {
    this.limits = { ...DEFAULT_RATE_LIMITS, ...limits };
    this.windows = new SlidingWindows(now);
  }

  /**
   * Counts a request of `bucket` from `ip`; throws 429 over_request_rate_limit past the limit.
   * @param {string} bucket @param {string} ip
   */
  consume(bucket, ip) {
    const max = this.limits[/** @type {keyof typeof DEFAULT_RATE_LIMITS} */ (bucket)];
    const windowMs =
      RATE_LIMIT_BUCKETS[/** @type {keyof typeof RATE_LIMIT_BUCKETS} */ (bucket)].windowSeconds *
      1000;
    const key = `${bucket}\u0000${ip}`;
    if (this.windows.recent(key, windowMs).length >= max) {
      throw tooManyRequests('over_request_rate_limit', 'Request rate limit reached');
    }
    this.windows.add(key, windowMs);
  }
}

/**
 * Failed sign-ins per client address (whatever the email): past `freeFailures` in the window,
 * each further failure answers `stepMs` later, up to `maxDelayMs`. Per address only, so it slows
 * one client trying many accounts and never touches the account's owner elsewhere. Nothing is
 * locked per email, and a successful sign-in does not clear the address's record (a sprayer's one
 * hit should not).
 */
export class FailedSigninLimiter {
  /** @param {{ freeFailures?: number, stepMs?: number, maxDelayMs?: number, windowSeconds?: number, now?: () => number }} [options] */
  constructor({
    freeFailures = 5,
    stepMs = 250,
    maxDelayMs = 3000,
    windowSeconds = 300,
    now = Date.now,
  } = {}) {
    this.freeFailures = freeFailures;
    this.stepMs = stepMs;
    this.maxDelayMs = maxDelayMs;
    this.windowMs = windowSeconds * 1000;
    this.windows = new SlidingWindows(now);
  }

  /** @param {string} ip */
  recordFailure(ip) {
    this.windows.add(ip, this.windowMs);
  }

  /** How long to hold the answer to this address's failed sign-in. @param {string} ip */
  delayMs(ip) {
    const failures = this.windows.recent(ip, this.windowMs).length;
    return Math.min(this.maxDelayMs, Math.max(0, failures - this.freeFailures) * this.stepMs);
  }
}

// Emails sent per client address in a sliding hour ([auth.rate_limit] email_sent of config.toml).
export class EmailSendLimiter {
  /** @param {{ perHour: number, now?: () => number }} options */
  constructor({ perHour, now = Date.now }) {
    this.perHour = perHour;
    this.now = now;
    /** @type {Map<string, number[]>} */
    this.sent = new Map();
  }

  /** Counts one email for the address; false when the hour's budget is spent. @param {string} ip */
  take(ip) {
    const cutoff = this.now() - 3600_000;
    const list = (this.sent.get(ip) ?? []).filter((t) => t > cutoff);
    if (list.length >= this.perHour) {
      this.sent.set(ip, list);
      return false;
    }
    list.push(this.now());
    this.sent.set(ip, list);
    return true;
  }
}
