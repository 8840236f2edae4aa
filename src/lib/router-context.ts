import type { Session } from '@supabase/supabase-js';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** Context every route receives (loaders use `context.queryClient.ensureQueryData(...)`). */
export type RouterContext = { queryClient: QueryClient };

/**
 * Starts loading a protected page's data as soon as the session is known, alongside the guard's
 * profile read instead of after it (route option `staticData.prefetchWithSession`, called by the
 * guard of /_authenticated when it starts). Only for data the database itself refuses to users
 * who may not see it (the guard redirects them anyway). `deps` are the route's loader deps,
 * `params` its path parameters; `session` resolves with the session (null when signed out: then nothing should be fetched).
 */
export type SessionPrefetch = (args: {
  queryClient: QueryClient;
  deps: unknown;
  params: unknown;
  session: Promise<Session | null>;
}) => void;

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    prefetchWithSession?: SessionPrefetch;
    /**
     * The page as it looks before its data and the signed-in user are known (heading, static
     * texts, loaders; no user data): shown while the guard of /_authenticated runs, and
     * prerendered by the build (src/prerender/page-shells.ts) for a returning user's first paint.
     */
    pendingShell?: () => ReactNode;
  }
}
