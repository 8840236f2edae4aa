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

/**
 * Where a user goes after signing in (spec section 4): not verified → /verification-pending;
 * verified → the guard's redirect target when there is one, else /dashboard with a complete
 * profile and /profile without.
 */
export function routeAfterSignIn(profile: RoutingProfile, redirectTarget?: string): string {
  if (profile.verificationStatus !== 'verified') return '/verification-pending';
  const target = safeRedirectTarget(redirectTarget);
  if (target) return target;
  return profile.profileComplete ? '/dashboard' : '/profile';
}
