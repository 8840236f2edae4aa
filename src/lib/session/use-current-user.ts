import type { User } from '@supabase/supabase-js';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { currentProfileQueryOptions, type CurrentProfile } from './current-profile';
import { useAuthSession, type AuthState } from './session-store';
import { endSessionSilently } from './sign-out';

export type CurrentUser = AuthState & {
  /** The profile row; null while unknown, signed out, or not loaded yet. */
  profile: CurrentProfile | null;
  /** True only when a profile is known and its verification status is 'verified'. */
  isVerified: boolean;
};

/** The profile of the signed-in user, from TanStack Query (key `profileKeys.detail(id)`). */
function useCurrentProfile(authUser: User | null) {
  return useQuery({
    ...currentProfileQueryOptions(authUser?.id ?? ''),
    enabled: Boolean(authUser),
  });
}

/**
 * The signed-in user as the layout sees it. A session whose profile row is missing counts as
 * signed out (and is ended).
 */
export function useCurrentUser(): CurrentUser {
  const auth = useAuthSession();
  const profileQuery = useCurrentProfile(auth.authUser);
  const profileMissing =
    Boolean(auth.authUser) && profileQuery.isSuccess && profileQuery.data === null;

  useEffect(() => {
    if (profileMissing) void endSessionSilently();
  }, [profileMissing]);

  if (profileMissing) {
    return {
      status: 'signed-out',
      session: null,
      authUser: null,
      profile: null,
      isVerified: false,
    };
  }
  const profile = auth.authUser ? (profileQuery.data ?? null) : null;
  return { ...auth, profile, isVerified: profile?.verificationStatus === 'verified' };
}
