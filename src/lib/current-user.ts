import type { Session, User } from '@supabase/supabase-js';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { useEffect, useSyncExternalStore } from 'react';
import type { UserRole } from './constants';
import type { Database } from './database.types';
import { clearStoredUser, storeUser } from './local-state';
import { queryClient as appQueryClient } from './query-client';
import type { RouterContext } from './router-context';
import { whenIdle } from './when-idle';

/**
 * The Supabase client, loaded on first use: supabase-js is not part of the first load of public
 * pages (the landing page renders without it and follows the session once it has arrived).
 */
function loadSupabase() {
  return import('./supabase').then((module) => module.supabase);
}

/** True when supabase-js has kept a session in this browser (key sb-<project>-auth-token). */
function hasStoredSession(): boolean {
  try {
    const storage = globalThis.localStorage;
    for (let index = 0; index < storage.length; index += 1) {
      if (/^sb-.+-auth-token$/.test(storage.key(index) ?? '')) return true;
    }
  } catch {
    // No storage: nobody can be signed in.
  }
  return false;
}

/**
 * True when the URL carries an answer of Supabase Auth (an email link's tokens or error, or a
 * PKCE code) that the client must read at once (detectSessionInUrl).
 */
function hasAuthAnswerInUrl(): boolean {
  try {
    const { hash, search } = globalThis.location;
    return /(^#|&)(access_token|error_description)=/.test(hash) || /[?&]code=/.test(search);
  } catch {
    return false;
  }
}

/**
 * Whether this browser may have a signed-in user at startup. When not (a first visit, say), the
 * app knows at once that nobody is signed in and loads supabase-js only when the page is idle.
 */
const mayBeSignedIn = hasStoredSession() || hasAuthAnswerInUrl();

// A returning user's page (often a protected one) needs the client for its guard at once: start
// loading it now, alongside the texts, instead of after them.
if (mayBeSignedIn) void loadSupabase().catch(() => undefined);

export type VerificationStatus = Database['public']['Enums']['verification_status'];

type ProfileRow = Database['public']['Tables']['profiles']['Row'];

/** What the UI needs to know about the signed-in user's profile row (public.profiles). */
export type CurrentProfile = {
  id: string;
  name: string;
  email: string;
  phoneNumber: string | null;
  role: UserRole;
  verificationStatus: VerificationStatus;
  profileComplete: boolean;
  hasSeenProfileBanner: boolean;
  submittedAt: string;
  verifiedAt: string | null;
  rejectedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

export type AuthStatus = 'loading' | 'signed-out' | 'signed-in';

export type AuthState = { status: AuthStatus; session: Session | null; authUser: User | null };

export type CurrentUser = AuthState & {
  /** The profile row; null while unknown, signed out, or not loaded yet. */
  profile: CurrentProfile | null;
  /** True only when a profile is known and its verification status is 'verified'. */
  isVerified: boolean;
};

export function toCurrentProfile(row: ProfileRow): CurrentProfile {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phoneNumber: row.phone_number,
    role: row.role,
    verificationStatus: row.verification_status,
    profileComplete: row.profile_complete,
    hasSeenProfileBanner: row.has_seen_profile_banner,
    submittedAt: row.submitted_at,
    verifiedAt: row.verified_at,
    rejectedAt: row.rejected_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

// --- Profile query ------------------------------------------------------------------------------

/** Query keys of the signed-in user's profile. Invalidate `profileKeys.detail(id)` after writes. */
export const profileKeys = {
  all: ['profile'] as const,
  detail: (userId: string) => ['profile', userId] as const,
};

/** PostgREST/Auth answers that mean "this session is no good": treated as signed out, silently. */
function isSessionError(error: { code?: string; status?: number; message?: string }): boolean {
  return (
    error.status === 401 ||
    error.code === 'PGRST301' ||
    error.code === 'PGRST302' ||
    error.code === 'PGRST303' ||
    /jwt expired|user not found|invalid jwt/i.test(error.message ?? '')
  );
}

/**
 * Reads the profile row of `userId`. A missing row (or a session the server refuses) gives null:
 * the caller then treats the user as signed out. Other failures throw.
 */
export async function fetchCurrentProfile(userId: string): Promise<CurrentProfile | null> {
  const supabase = await loadSupabase();
  const { data, error, status } = await supabase
    .from('profiles')
    .select('*')
    .eq('id', userId)
    .maybeSingle();
  if (error) {
    if (isSessionError({ ...error, status })) return null;
    throw error;
  }
  const profile = data ? toCurrentProfile(data) : null;
  if (profile) storeUser(profile);
  else clearStoredUser();
  return profile;
}

export function currentProfileQueryOptions(userId: string) {
  return queryOptions({
    queryKey: profileKeys.detail(userId),
    queryFn: () => fetchCurrentProfile(userId),
  });
}

// --- Auth session store: follows supabase.auth continuously (spec section 4, session). ---

let authState: AuthState = mayBeSignedIn
  ? { status: 'loading', session: null, authUser: null }
  : { status: 'signed-out', session: null, authUser: null };
const listeners = new Set<() => void>();
let following = false;

function setSession(session: Session | null) {
  const previousUserId = authState.authUser?.id;
  authState = session
    ? { status: 'signed-in', session, authUser: session.user }
    : { status: 'signed-out', session: null, authUser: null };
  if (previousUserId && previousUserId !== session?.user.id) {
    // Another user (or nobody) now: nothing cached for the previous one may show.
    appQueryClient.removeQueries();
  }
  if (!session) clearStoredUser();
  for (const listener of listeners) listener();
}

function follow() {
  if (following) return;
  following = true;
  // Signed out for sure: the client (to follow a later sign-in) is not needed for the first paint.
  if (mayBeSignedIn) startFollowing();
  else whenIdle(startFollowing);
}

function startFollowing() {
  loadSupabase()
    .then((supabase) => {
      supabase.auth
        .getSession()
        .then(({ data, error }) => {
          // Expired tokens and unknown users are silent: treated as signed out.
          setSession(error ? null : data.session);
        })
        .catch(() => setSession(null));
      supabase.auth.onAuthStateChange((_event, session) => {
        // Token refreshes keep the same user: keep the snapshot stable unless something changed.
        if (
          session?.access_token === authState.session?.access_token &&
          authState.status !== 'loading'
        )
          return;
        setSession(session);
      });
    })
    .catch((error: unknown) => {
      // The client could not even be loaded (offline): nobody is signed in as far as we know.
      console.warn('Could not load the Supabase client', error);
      following = false;
      setSession(null);
    });
}

function subscribe(listener: () => void) {
  follow();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function getSnapshot() {
  return authState;
}

/** The Supabase auth session (no profile). */
export function useAuthSession(): AuthState {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

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

// --- Guards (TanStack Router beforeLoad) ---------------------------------------------------------

/** The current session from supabase-js (refreshed when needed); null when signed out or broken. */
export async function getCurrentSession(): Promise<Session | null> {
  try {
    const supabase = await loadSupabase();
    const { data, error } = await supabase.auth.getSession();
    return error ? null : data.session;
  } catch {
    return null;
  }
}

/** Ends the local session without telling anybody (missing profile, refused token). */
export async function endSessionSilently(): Promise<void> {
  try {
    const supabase = await loadSupabase();
    await supabase.auth.signOut({ scope: 'local' });
  } catch (error) {
    console.warn('Could not end the session', error);
  }
  clearStoredUser();
}

/**
 * The signed-in user with a fresh profile read from the database (staleTime 0), or null when
 * signed out. A session without a profile is ended and gives null.
 */
export async function loadSignedInUser(
  queryClient: QueryClient,
  sessionPromise: Promise<Session | null> = getCurrentSession(),
): Promise<{ session: Session; profile: CurrentProfile } | null> {
  const session = await sessionPromise;
  if (!session) return null;
  const profile = await queryClient.fetchQuery({
    ...currentProfileQueryOptions(session.user.id),
    staleTime: 0,
  });
  if (!profile) {
    await endSessionSilently();
    return null;
  }
  return { session, profile };
}

type GuardArgs = {
  context: RouterContext;
  location: { href: string };
  /** The session when the caller has asked for it already (getCurrentSession()). */
  session?: Promise<Session | null>;
};

/**
 * beforeLoad of every protected route (src/routes/_authenticated.tsx): not signed in → /login
 * with `redirect` = the requested URL; signed in but not verified → /verification-pending.
 * Verification is read from the database at each navigation. Returns the user for child routes.
 */
export async function requireVerifiedUser({ context, location, session }: GuardArgs) {
  const user = await loadSignedInUser(context.queryClient, session);
  if (!user) throw redirect({ to: '/login', search: { redirect: location.href } });
  if (user.profile.verificationStatus !== 'verified')
    throw redirect({ to: '/verification-pending' });
  return user;
}

/** beforeLoad of pages that need a session but not verification (/verification-pending). */
export async function requireSignedInUser({ context, location }: GuardArgs) {
  const user = await loadSignedInUser(context.queryClient);
  if (!user) throw redirect({ to: '/login', search: { redirect: location.href } });
  return user;
}

// --- Sign-out ------------------------------------------------------------------------------------

/**
 * Signs out: clears the session, the cached server state and the stored user. Throws so the
 * caller can show "Logout failed. Please try again.".
 */
export async function signOut(queryClient: QueryClient = appQueryClient): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase.auth.signOut();
  if (error) throw error;
  clearStoredUser();
  queryClient.removeQueries();
}

/** Logout as a hook: `const logout = useSignOut(); await logout()` (throws on failure). */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => signOut(queryClient);
}
