import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database.types';

/**
 * What every feature's api files share to talk to the database: the typed client they take (the
 * app's own from ./supabase, or an integration test's signed in as whoever it tests) and the one
 * way of turning PostgREST's answers into errors the UI can tell apart.
 */

/** The typed Supabase client the fetchers take (the app's own, or a test's). */
export type DbClient = SupabaseClient<Database>;

/** Thrown for answers that never arrived: the backend could not be reached. */
export class BackendUnreachableError extends Error {
  constructor(cause?: unknown) {
    super('Backend unreachable', { cause });
    this.name = 'BackendUnreachableError';
  }
}

const NETWORK_MESSAGE =
  /failed to fetch|fetch failed|networkerror|network request failed|load failed/i;

/** PostgREST's fields beside the message: the UI tells some refusals apart by them (e.g. PT429). */
type PostgrestFields = { code?: string; details?: string | null; hint?: string | null };

/** Turns a PostgREST error (or a thrown fetch error) into an Error the UI can classify. */
export function toError(error: ({ message: string } & PostgrestFields) | Error): Error {
  if (NETWORK_MESSAGE.test(error.message)) return new BackendUnreachableError(error);
  if (error instanceof Error) return error;
  const { code, details, hint } = error;
  return Object.assign(new Error(error.message), { code, details, hint });
}

/**
 * True when the answer never arrived (offline, server down): a BackendUnreachableError, or a
 * client's error that says so as it was thrown (a fetch TypeError, supabase-js's PostgREST error
 * wrapping one, Auth's retryable fetch error).
 */
export function isBackendUnreachable(error: unknown): boolean {
  if (error instanceof BackendUnreachableError) return true;
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'AuthRetryableFetchError') return true;
  return typeof message === 'string' && NETWORK_MESSAGE.test(message);
}
