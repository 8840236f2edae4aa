import { useTranslation } from 'react-i18next';
import { isBackendUnreachable } from './db';

/** What went wrong, in the terms the user can act on (common namespace, `errorWords.<kind>`). */
export type ErrorKind =
  | 'offline'
  | 'notFound'
  | 'notAllowed'
  | 'signedOut'
  | 'tooMany'
  | 'invalid'
  | 'conflict'
  | 'unknown';

type ErrorFields = { code?: unknown; status?: unknown; message?: unknown; name?: unknown };

/** The kind of an error from supabase-js, PostgREST, Postgres, fetch or the app. */
export function errorKind(error: unknown): ErrorKind {
  if (isBackendUnreachable(error)) return 'offline';
  if (!error || typeof error !== 'object') return 'unknown';
  const { code, status } = error as ErrorFields;
  const text = typeof code === 'string' ? code : '';
  if (status === 401 || /^PGRST30[123]$/.test(text)) return 'signedOut';
  if (text === 'PGRST116' || text === 'PT404' || status === 404) return 'notFound';
  // 22P02: an id that is not one (a mistyped link) is a page that does not exist.
  if (text === '22P02') return 'notFound';
  if (text === '42501' || text === 'PT403' || status === 403) return 'notAllowed';
  if (text === 'PT429' || text === 'P0429' || status === 429) return 'tooMany';
  if (text === '23505' || text === '40001' || status === 409) return 'conflict';
  if (/^(22|23)/.test(text) || status === 400 || status === 422) return 'invalid';
  return 'unknown';
}

/**
 * Words for an error, never the raw text of a database or network failure: a message the
 * database wrote for people (raise exception, SQLSTATE P0001) is kept, anything else is said by
 * its kind.
 */
export function useErrorWords(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error: unknown) => {
    const kind = errorKind(error);
    if (kind === 'unknown' && error && typeof error === 'object') {
      const { code, message } = error as ErrorFields;
      if (code === 'P0001' && typeof message === 'string' && message) return message;
    }
    return t(`errorWords.${kind}`);
  };
}
