import type { Session } from '@supabase/supabase-js';
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { connectionState } from '../connection-state';
import { isBackendUnreachable } from '../db';
import type { RouterContext } from '../router-context';
import {
  currentProfileQueryOptions,
  takeProfileReadBySignIn,
  type CurrentProfile,
} from './current-profile';
import { getCurrentSession } from './session-store';
import { endSessionSilently } from './sign-out';

type LoadOptions = {
  /** The session when the caller has asked for it already (getCurrentSession()). */
  session?: Promise<Session | null>;
  /**
   * A preload (the pointer rests on a link) takes the cached profile: the navigation itself, if
   * it comes, reads it afresh.
   */
  preload?: boolean;
};

/**
 * The signed-in user with the profile (read from the database at most once per navigation, and
 * only while unknown or not verified: none when the sign-in has just read it, none for a preload
 * with a cached profile, none once it is known verified), or null when signed out. A session without a profile is ended and gives null.
 */
export async function loadSignedInUser(
  queryClient: QueryClient,
  { session: sessionPromise = getCurrentSession(), preload = false }: LoadOptions = {},
): Promise<{ session: Session; profile: CurrentProfile } | null> {
  const session = await sessionPromise;
  if (!session) return null;
  const options = currentProfileQueryOptions(session.user.id);
  const cached = queryClient.getQueryData(options.queryKey);
  // The profile is read only while it can change the guard's answer: not known yet, or not
  // verified yet (a newly verified user gets in at the next navigation). A verified user's
  // profile read before stands: were the account blocked meanwhile, RLS refuses its requests.
  const cachedIsFresh =
    preload ||
    takeProfileReadBySignIn(session.user.id) ||
    cached?.verificationStatus === 'verified';
  // Offline, or the server does not answer: the profile read before stands in (the banner says
  // the data is not fresh); without one the failure reaches the error page, in words.
  let profile: CurrentProfile | null;
  if (cached && (!onlineManager.isOnline() || connectionState.isUnreachable())) profile = cached;
  else {
    try {
      profile = cachedIsFresh
        ? await queryClient.ensureQueryData(options)
        : await queryClient.fetchQuery({ ...options, staleTime: 0 });
    } catch (error) {
      if (!cached || !isBackendUnreachable(error)) throw error;
      profile = cached;
    }
  }
  if (!profile) {
    await endSessionSilently();
    return null;
  }
  return { session, profile };
}

type GuardArgs = LoadOptions & {
  context: RouterContext;
  location: { href: string };
};

type VerifiedGuardArgs = GuardArgs & {
  /**
   * May this account, still under review (pending, not rejected), open the requested page all the
   * same? A deal team's member opens their deal's page before DealBridge's verification; the
   * database decides what the page reads.
   */
  admitPending?: (user: { session: Session; profile: CurrentProfile }) => Promise<boolean>;
};

/**
 * beforeLoad of every protected route (src/routes/_authenticated.tsx): not signed in → /login
 * with `redirect` = the requested URL; signed in but not verified → /verification-pending, unless
 * `admitPending` lets a pending account in (a deal team member's deal page). Verification is read
 * from the database at each navigation until it is granted. Returns the user for child routes.
 */
export async function requireVerifiedUser({
  context,
  location,
  admitPending,
  ...options
}: VerifiedGuardArgs) {
  const user = await loadSignedInUser(context.queryClient, options);
  if (!user) throw redirect({ to: '/login', search: { redirect: location.href } });
  if (user.profile.verificationStatus !== 'verified') {
    const admitted =
      user.profile.verificationStatus === 'pending' &&
      admitPending !== undefined &&
      (await admitPending(user).catch(() => false));
    if (!admitted) throw redirect({ to: '/verification-pending' });
  }
  return user;
}

/** beforeLoad of pages that need a session but not verification (/verification-pending). */
export async function requireSignedInUser({ context, location, ...options }: GuardArgs) {
  const user = await loadSignedInUser(context.queryClient, options);
  if (!user) throw redirect({ to: '/login', search: { redirect: location.href } });
  return user;
}
