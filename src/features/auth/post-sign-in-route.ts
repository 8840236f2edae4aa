import type { CurrentProfile } from '../../lib/session/current-profile';

type RoutingProfile = Pick<CurrentProfile, 'verificationStatus' | 'profileComplete'>;

/** Pages that must never be the target after signing in (they would loop or make no sense). */
const NOT_A_TARGET = /^\/(login|register|verification-pending)(?:[/?#]|$)/;

/**
 * A redirect target from the URL, accepted only as a path inside this app (no scheme, no
 * protocol-relative `//host`, no backslash tricks). Anything else gives undefined.
 */
export function safeRedirectTarget(target: unknown): string | undefined {
  if (typeof target !== 'string') return undefined;
  if (!target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return undefined;
  if ([...target].some((char) => char.charCodeAt(0) < 0x20)) return undefined;
  if (NOT_A_TARGET.test(target)) return undefined;
  return target;
}

/** A deal's page: a deal team's member opens it while the account is under review. */
const DEAL_PAGE = /^\/deals\/[0-9a-f-]{36}\/?(?:[?#]|$)/i;

/**
 * Where a user goes after signing in (spec section 4): not verified → /verification-pending
 * (a pending account asked for a deal's page goes there: the guard lets a deal team's member in);
 * verified → the guard's redirect target when there is one, else /dashboard with a complete
 * profile and /profile without.
 */
export function routeAfterSignIn(profile: RoutingProfile, redirectTarget?: string): string {
  const target = safeRedirectTarget(redirectTarget);
  if (profile.verificationStatus !== 'verified')
    return profile.verificationStatus === 'pending' && target && DEAL_PAGE.test(target)
      ? target
      : '/verification-pending';
  if (target) return target;
  return profile.profileComplete ? '/dashboard' : '/profile';
}
