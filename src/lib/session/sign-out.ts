import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { clearStoredUser } from '../local-state';
import { queryClient as appQueryClient } from '../query-client';
import { loadSupabase } from './load-supabase';

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
