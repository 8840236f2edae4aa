import { queryOptions } from '@tanstack/react-query';
import type { UserRole } from '../constants';
import type { Database } from '../database.types';
import { toError } from '../db';
import { clearStoredUser, storeUser } from '../local-state';
import { loadSupabase } from './load-supabase';

export type VerificationStatus = Database['public']['Enums']['verification_status'];

type ProfileRow = Database['public']['Tables']['profiles']['Row'];

/** What the UI needs to know about the signed-in user's profile row (public.profiles). */
export type CurrentProfile = {
  id: string;
  name: string;
  email: string;
  phoneNumber: string | null;
  /** The company website (normalised by the database: http(s), with a host). */
  website: string | null;
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

export function toCurrentProfile(row: ProfileRow): CurrentProfile {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phoneNumber: row.phone_number,
    website: row.website,
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
    throw toError(error);
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
    // Asked even when the browser says it is offline: the answer (or the failure, shown as
    // "server cannot be reached") comes at once instead of a navigation waiting for the network.
    networkMode: 'always',
  });
}

/**
 * The user whose profile the sign-in has just read from the database. The navigation that follows
 * the sign-in takes that read as its own instead of repeating it (one round trip less), once.
 */
let profileReadBySignIn: string | null = null;

export function handProfileToNextNavigation(userId: string) {
  profileReadBySignIn = userId;
}

/** True (once) when the sign-in has just read this user's profile for the coming navigation. */
export function takeProfileReadBySignIn(userId: string): boolean {
  const taken = profileReadBySignIn === userId;
  profileReadBySignIn = null;
  return taken;
}
