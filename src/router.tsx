import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { AppErrorPage } from './components/errors/AppErrorPage';
import { NotFoundPage } from './components/errors/NotFoundPage';
import { routeTree } from './routeTree.gen';

export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient },
    defaultPreload: 'intent',
    // TanStack Query caches the data; the router should always ask it.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: AppErrorPage,
    defaultNotFoundComponent: NotFoundPage,
    scrollRestoration: false,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
