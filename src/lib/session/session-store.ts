import type { Session, User } from '@supabase/supabase-js';
import { useSyncExternalStore } from 'react';
import { BackendUnreachableError, isBackendUnreachable } from '../db';
import { clearStoredUser } from '../local-state';
import { queryClient as appQueryClient } from '../query-client';
import { whenIdle } from '../when-idle';
import { loadSupabase, mayBeSignedIn } from './load-supabase';

export type AuthStatus = 'loading' | 'signed-out' | 'signed-in';

export type AuthState = { status: AuthStatus; session: Session | null; authUser: User | null };

// The auth session store: follows supabase.auth continuously (spec section 4, session).

let authState: AuthState = mayBeSignedIn
  ? { status: 'loading', session: null, authUser: null }
  : { status: 'signed-out', session: null, authUser: null };
const listeners = new Set<() => void>();
let following = false;

function setSession(session: Session | null) {
  // Nothing changed (the same token again, or still nobody): the snapshot stays the same object,
  // so no component renders again (a store change re-renders synchronously, in one long task).
  const unchanged = session
    ? authState.status === 'signed-in' && session.access_token === authState.session?.access_token
    : authState.status === 'signed-out';
  if (unchanged) return;
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
          // The server could not be asked (offline): still whoever the browser knows, so a
          // signed-in user never sees a logged-out header; supabase-js tells when it knows more.
          if (error && isBackendUnreachable(error)) return;
          // Expired tokens and unknown users are silent: treated as signed out.
          setSession(error ? null : data.session);
        })
        .catch(() => setSession(null));
      supabase.auth.onAuthStateChange((_event, session) => setSession(session));
    })
    .catch((error: unknown) => {
      // The client could not even be loaded (offline): follow again when the page is back
      // online. Nobody is signed in as far as we know only when no session was stored.
      console.warn('Could not load the Supabase client', error);
      following = false;
      if (!mayBeSignedIn) setSession(null);
      else globalThis.addEventListener?.('online', () => follow(), { once: true });
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

/**
 * The current session from supabase-js (refreshed when needed); null when signed out or broken.
 * Throws BackendUnreachableError when the session needed a refresh the server could not give
 * (offline): not the same as signed out, so a guard shows the error page instead of the login.
 * The store takes it too while it is still loading: the guard of the first page asks before the
 * app renders, so the first render already shows the signed-in layout instead of rendering again
 * when the store catches up.
 */
export async function getCurrentSession(): Promise<Session | null> {
  let session: Session | null = null;
  try {
    const supabase = await loadSupabase();
    const { data, error } = await supabase.auth.getSession();
    if (error && isBackendUnreachable(error)) throw new BackendUnreachableError(error);
    session = error ? null : data.session;
  } catch (error) {
    if (error instanceof BackendUnreachableError) throw error;
    if (mayBeSignedIn && isBackendUnreachable(error)) throw new BackendUnreachableError(error);
    return null;
  }
  if (authState.status === 'loading' && session) setSession(session);
  return session;
}
