import type { Database } from '../../../lib/database.types';
import { type CurrentProfile, toCurrentProfile } from '../../../lib/session/current-profile';
import { supabase } from '../../../lib/supabase';

type ProfileRow = Database['public']['Tables']['profiles']['Row'];

/**
 * The emails the `admin` edge function promotes (its ADMIN_EMAILS; VITE_ADMIN_EMAILS at build
 * time, by default read from supabase/functions/.env by vite.config.ts). Only to spare everybody
 * else a request bound to fail: the function alone decides.
 */
const ADMIN_EMAILS = (import.meta.env.VITE_ADMIN_EMAILS ?? '')
  .split(',')
  .map((email: string) => email.trim().toLowerCase())
  .filter(Boolean);

/** True when the promotion can succeed and change something: a configured email, not admin yet. */
export function needsAdminPromotion(profile: CurrentProfile): boolean {
  const isAdminAlready =
    profile.role === 'admin' &&
    profile.verificationStatus === 'verified' &&
    profile.profileComplete;
  return !isAdminAlready && ADMIN_EMAILS.includes(profile.email.trim().toLowerCase());
}

/**
 * Asks the `admin` edge function to promote the signed-in caller and returns the profile it
 * answers with, or null when it refused or failed. Never throws: sign-in goes on.
 */
export async function requestAdminPromotion(): Promise<CurrentProfile | null> {
  try {
    const { data, error } = await supabase.functions.invoke<{ profile: ProfileRow }>('admin', {
      body: { action: 'promote' },
    });
    if (!error && data?.profile) return toCurrentProfile(data.profile);
    console.warn('Admin promotion failed', error);
  } catch (error) {
    console.warn('Admin promotion failed', error);
  }
  return null;
}
