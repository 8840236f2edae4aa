import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { AppErrorPage } from './components/errors/AppErrorPage';
import { NotFoundPage } from './components/errors/NotFoundPage';
import { currentLanguage } from './lib/i18n';
import { localizedPath, stripLanguagePrefix } from './lib/localized-path';
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
    // German public pages live under /de (src/lib/localized-path.ts): the routes keep their plain
    // paths, the prefix is taken off incoming URLs and put on the links of the German app.
    rewrite: {
      input: ({ url }) => {
        const path = stripLanguagePrefix(url.pathname);
        if (path === url.pathname) return undefined;
        url.pathname = path;
        return url;
      },
      output: ({ url }) => {
        const path = localizedPath(url.pathname, currentLanguage());
        if (path === url.pathname) return undefined;
        url.pathname = path;
        return url;
      },
    },
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
