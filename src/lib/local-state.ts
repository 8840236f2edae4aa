import type { UserRole } from './constants';
import type { Language } from './language';

/**
 * One local storage entry keeps the signed-in user and the chosen language together
 * (spec section 3, local persistence). The accounts work adds the user part.
 */
export const LOCAL_STATE_KEY = 'dealbridge-state';

/**
 * What is kept about the signed-in user: who they are, never tokens (supabase-js keeps the session
 * under its own key). The database stays the authority: guards read the profile again.
 */
export type StoredUser = {
  id: string;
  name: string;
  email: string;
  role: UserRole;
  verificationStatus: 'pending' | 'verified' | 'rejected';
  profileComplete: boolean;
};

export type LocalState = {
  language?: Language;
  user?: StoredUser | null;
};

function defaultStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** Reads the entry; anything unreadable or malformed gives an empty state. */
export function readLocalState(storage: Storage | undefined = defaultStorage()): LocalState {
  try {
    const raw = storage?.getItem(LOCAL_STATE_KEY);
    if (!raw) return {};
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    const record = parsed as Record<string, unknown>;
    const state: LocalState = {};
    if (record.language === 'en' || record.language === 'de') state.language = record.language;
    if (record.user === null) state.user = null;
    else if (isStoredUser(record.user)) state.user = toStoredUser(record.user);
    return state;
  } catch (error) {
    console.warn('Could not read local state', error);
    return {};
  }
}

/** Merges `patch` into the entry. Storage failures are only logged. */
export function updateLocalState(
  patch: Partial<LocalState>,
  storage: Storage | undefined = defaultStorage(),
): void {
  try {
    if (!storage) throw new Error('localStorage is not available');
    const next = { ...readLocalState(storage), ...patch };
    storage.setItem(LOCAL_STATE_KEY, JSON.stringify(next));
  } catch (error) {
    console.warn('Could not write local state', error);
  }
}

const ROLES = ['admin', 'scout', 'investor', 'company'];
const STATUSES = ['pending', 'verified', 'rejected'];

function isStoredUser(value: unknown): value is StoredUser {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.id === 'string' &&
    typeof user.name === 'string' &&
    typeof user.email === 'string' &&
    ROLES.includes(user.role as string) &&
    STATUSES.includes(user.verificationStatus as string) &&
    typeof user.profileComplete === 'boolean'
  );
}

/** Picks exactly the stored fields (a profile object carries more). */
export function toStoredUser(user: StoredUser): StoredUser {
  const { id, name, email, role, verificationStatus, profileComplete } = user;
  return { id, name, email, role, verificationStatus, profileComplete };
}

/** The signed-in user as last stored, or null. */
export function readStoredUser(storage: Storage | undefined = defaultStorage()): StoredUser | null {
  return readLocalState(storage).user ?? null;
}

/** Remembers the signed-in user next to the language. Storage failures are only logged. */
export function storeUser(user: StoredUser, storage: Storage | undefined = defaultStorage()): void {
  updateLocalState({ user: toStoredUser(user) }, storage);
}

/** Forgets the signed-in user (sign-out), keeping the language. */
export function clearStoredUser(storage: Storage | undefined = defaultStorage()): void {
  if (readLocalState(storage).user == null) return;
  updateLocalState({ user: null }, storage);
}
