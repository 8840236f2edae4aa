import type { CurrentUser } from '../../lib/session/use-current-user';

/**
 * Who the header speaks to: a verified user (marketplace links, logout), a signed-in user not yet
 * verified (logout only), somebody not known yet (a session is being read, or the profile could
 * not be loaded: neither login nor logout, never a logged-out header for a signed-in user), or a
 * visitor (login, register).
 */
export type HeaderAccount = 'verified' | 'signed-in' | 'unknown' | 'signed-out';

export function headerAccount({ status, profile, isVerified }: CurrentUser): HeaderAccount {
  if (status === 'loading') return 'unknown';
  if (status === 'signed-out') return 'signed-out';
  if (!profile) return 'unknown';
  return isVerified ? 'verified' : 'signed-in';
}
