import './mantine-styles';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { lazy, StrictMode, Suspense, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ConfigErrorScreen } from './components/ConfigErrorScreen';
import { envResult } from './lib/env';
import { i18nReady } from './lib/i18n';
import { queryClient } from './lib/query-client';
import { whenIdle } from './lib/when-idle';
import { createAppRouter } from './router';
import { cssVariablesResolver, theme } from './theme';

// The toast container (and its transitions) is not needed for the first paint: it is loaded
// once the first page has rendered and the browser is idle. Toasts shown before it arrives wait
// in the notifications store and appear once it has mounted.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

const router = createAppRouter(queryClient);

/** Resolves once the first page has rendered (at the latest after 5 s). */
const firstPageRendered = new Promise<void>((resolve) => {
  const unsubscribe = router.subscribe('onRendered', () => {
    unsubscribe();
    resolve();
  });
  setTimeout(resolve, 5000);
});

function IdleNotifications() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    let cancel: (() => void) | undefined;
    let active = true;
    void firstPageRendered.then(() => {
      if (active) cancel = whenIdle(() => setWanted(true));
    });
    return () => {
      active = false;
      cancel?.();
    };
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <Notifications position="top-right" />
    </Suspense>
  ) : null;
}

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

if (envResult.ok) {
  // Start resolving the page now instead of after the texts: its guards and loaders (the router
  // joins this load when it mounts), and the code of all its routes, which the router would
  // otherwise fetch only once the guards have passed (for /discover: after the profile read).
  router.load().catch((error: unknown) => console.error(error));
  for (const { routeId } of router.matchRoutes(router.latestLocation)) {
    const route = router.routesById[routeId as keyof typeof router.routesById];
    router.loadRouteChunk(route)?.catch(() => undefined);
  }
}

// The texts of the user's language arrive in their own small chunk: render once they are there.
await i18nReady;

createRoot(container).render(
  <StrictMode>
    {envResult.ok ? (
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="light"
      >
        <IdleNotifications />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    ) : (
      <ConfigErrorScreen problems={envResult.problems} />
    )}
  </StrictMode>,
);
