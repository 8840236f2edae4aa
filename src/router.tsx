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
    // The router would scroll to the top after every render, the first page's too: a prerendered
    // page is readable (and scrolled) before the app starts, so that would throw the reader back
    // to the top. Route changes scroll (smoothly, as the spec asks) in ScrollToTop instead. The
    // function form is the router's only switch that also stops its scrolling after renders.
    scrollRestoration: () => false,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
