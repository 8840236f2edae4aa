import type { Language } from '../language';
import { loadSupabase } from './load-supabase';
import { getCurrentSession } from './session-store';

/**
 * Stores the language on the signed-in user's profile (public.set_my_language()), so that their
 * emails are written in it. Nobody signed in: nothing to do. A failure only costs the emails'
 * language, so it is logged, not shown.
 */
export async function saveProfileLanguage(language: Language): Promise<void> {
  try {
    const session = await getCurrentSession();
    if (!session) return;
    const supabase = await loadSupabase();
    const { error } = await supabase.rpc('set_my_language', { p_language: language });
    if (error) throw error;
  } catch (error) {
    console.warn('Could not store the language on the profile', error);
  }
}
