import type { Session } from '@supabase/supabase-js';
import type { QueryClient } from '@tanstack/react-query';

/** Context every route receives (loaders use `context.queryClient.ensureQueryData(...)`). */
export type RouterContext = { queryClient: QueryClient };

/**
 * Starts loading a protected page's data as soon as the session is known, alongside the guard's
 * profile read instead of after it (route option `staticData.prefetchWithSession`, called by the
 * guard of /_authenticated when it starts). Only for data the database itself refuses to users
 * who may not see it (the guard redirects them anyway). `deps` are the route's loader deps;
 * `session` resolves with the session (null when signed out: then nothing should be fetched).
 */
export type SessionPrefetch = (args: {
  queryClient: QueryClient;
  deps: unknown;
  session: Promise<Session | null>;
}) => void;

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    prefetchWithSession?: SessionPrefetch;
  }
}
