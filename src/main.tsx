import './mantine-styles';
import {
  lazy,
  startTransition,
  StrictMode,
  Suspense,
  useEffect,
  useLayoutEffect,
  useState,
} from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { config as zodConfig } from 'zod/v4/core';
import { App } from './app';
import { ConfigErrorScreen } from './components/ConfigErrorScreen';
import { envResult } from './lib/env';
import { currentLanguage, i18nReady } from './lib/i18n';
import { claimPrerenderedHtml, removePageShell, revealRoot } from './lib/prerendered-page';
import { queryClient } from './lib/query-client';
import { nextTask, whenIdle } from './lib/when-idle';
import { createAppRouter } from './router';

// The toast container (and its transitions) is not needed for the first paint: it is loaded
// once the first page has rendered and the browser is idle. Toasts shown before it arrives wait
// in the notifications store and appear once it has mounted.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

// zod compiles a fast parser (new Function) for each object schema on its first parse: a page
// parses each of its responses once or a few times, so the compilation costs more main-thread
// time than it saves. Set before any schema is built (they are built when their chunks load).
zodConfig({ jitless: true });

/** Resolves once the first page has rendered (at the latest 5 s after the router exists). */
let firstPageRenderedNow = () => {};
const firstPageRendered = new Promise<void>((resolve) => {
  firstPageRenderedNow = resolve;
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

/**
 * Starts the app. Each step runs in a task of its own (nextTask): with the evaluation of the
 * app's modules they made one task of 25–40 ms on a phone, during which input waited.
 */
async function start(container: HTMLElement) {
  await nextTask();
  const router = createAppRouter(queryClient);
  const unsubscribe = router.subscribe('onRendered', () => {
    unsubscribe();
    firstPageRenderedNow();
  });
  setTimeout(firstPageRenderedNow, 5000);

  // The page's HTML was prerendered in the language the app shows (src/prerender/): hydrate it.
  const hydrating = envResult.ok && claimPrerenderedHtml(container, location, currentLanguage());

  let routerLoaded: Promise<void> = Promise.resolve();
  if (envResult.ok) {
    await nextTask();
    // Start resolving the page now instead of after the texts: its guards and loaders (the
    // router joins this load when it mounts), and the code of all its routes, which the router
    // would otherwise fetch only once the guards have passed (for /discover: after the profile
    // read).
    routerLoaded = router.load().catch((error: unknown) => console.error(error));
    for (const { routeId } of router.matchRoutes(router.latestLocation)) {
      const route = router.routesById[routeId as keyof typeof router.routesById];
      router.loadRouteChunk(route)?.catch(() => undefined);
    }
  }
  await render(container, router, hydrating, routerLoaded);
}

/**
 * Shows the root once the app has rendered over prerendered HTML it could not hydrate, and takes
 * away a signed-in page's prerendered shell in the same frame (the app shows the same shell while
 * its guard runs).
 */
function RevealRoot() {
  useLayoutEffect(() => {
    removePageShell();
    revealRoot();
  }, []);
  return null;
}

/**
 * Marks the page as the app's (data-app-ready on <html>) once its first render is committed: the
 * early script of prerendered pages (vite-preload-first-page.ts) then gives the clicks it held
 * again, and tests know the page is interactive. Rendered after the app, so its effect runs last.
 */
function MarkAppReady() {
  useEffect(() => {
    document.documentElement.setAttribute('data-app-ready', '');
  }, []);
  return null;
}

/**
 * Renders once the texts (and, to hydrate, the page's code) are there. Not awaited at the top
 * level: the pages' chunks import this entry's module, which must have finished evaluating.
 */
async function render(
  container: HTMLElement,
  router: ReturnType<typeof createAppRouter>,
  hydrating: boolean,
  routerLoaded: Promise<void>,
) {
  // The texts of the user's language arrive in their own small chunk.
  await i18nReady;
  if (hydrating) {
    // The first render must equal the prerendered one: the page is resolved first (its code
    // loaded), and the router renders as after TanStack Router's own SSR hydration (router.ssr
    // set: no suspense boundary at the root, as on the server).
    await routerLoaded;
    router.ssr = { manifest: undefined };
    // In a transition, hydration yields to the browser every few milliseconds instead of running
    // as one long task: the page is already painted and readable, and input stays responsive.
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App router={router} queryClient={queryClient}>
            <IdleNotifications />
          </App>
          <MarkAppReady />
        </StrictMode>,
      );
    });
  } else {
    // No prerendered HTML for this page and language (another language, a private page served
    // the SPA fallback, a signed-in page's shell): render afresh; React replaces whatever the
    // container holds. In a transition, as hydration above: a shell is already painted, and the
    // first render yields to the browser instead of blocking it in one long task.
    // The first render waits for the page to be resolved (its guard's profile read and its code),
    // at most a second: its shell is painted already, and rendering the app's pending shell first
    // meant a second render of the whole page (and store updates mid-render, redone
    // synchronously) right after it. A slow network still gets the app's own pending view.
    await Promise.race([routerLoaded, new Promise((resolve) => setTimeout(resolve, 1000))]);
    const root = createRoot(container);
    startTransition(() => {
      root.render(
        <StrictMode>
          <RevealRoot />
          {envResult.ok ? (
            <App router={router} queryClient={queryClient}>
              <IdleNotifications />
            </App>
          ) : (
            <ConfigErrorScreen problems={envResult.problems} />
          )}
          <MarkAppReady />
        </StrictMode>,
      );
    });
  }
}

void start(container);
