/**
 * Shells of signed-in pages for the build's prerender step (vite-prerender.ts): a page that
 * declares `staticData.pendingShell` (what it shows before the user and its data are known) is
 * written as HTML with the site's frame around that shell, so a returning user's browser paints
 * the page's heading and texts from the HTML instead of after the app's code, the session and the
 * profile read. The app renders over it afresh (no hydration: the frame then shows the real user),
 * and shows the same shell while the guard runs (src/routes/_authenticated.tsx).
 */
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  type AnyRoute,
} from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { SiteLayout } from '../components/layout/SiteLayout';
import { footerTopicGroups } from '../features/blog/content/footer-topics';
import { createQueryClient } from '../lib/query-client';
import { routeTree } from '../routeTree.gen';
import { cssVariablesResolver, theme } from '../theme';

/** Every route with a shell: its path (no parameters) and the shell. */
function routesWithShell(): { path: string; Shell: () => ReactNode }[] {
  const found: { path: string; Shell: () => ReactNode }[] = [];
  const visit = (route: AnyRoute) => {
    const Shell = route.options.staticData?.pendingShell;
    if (Shell) {
      if (route.fullPath.includes('$'))
        throw new Error(`${route.fullPath}: a shell needs a fixed path`);
      found.push({ path: route.fullPath, Shell });
    }
    const children = route.children as Record<string, AnyRoute> | AnyRoute[] | undefined;
    for (const child of Object.values(children ?? {})) visit(child);
  };
  visit(routeTree as AnyRoute);
  return found;
}

/** The paths whose shells the build writes. */
export function pageShellPaths(): string[] {
  return routesWithShell().map(({ path }) => path);
}

/**
 * The HTML of the site's frame around the shell of `path` (the content of #root). Rendered by a
 * router of its own that knows only this page: the real one would run the page's guard, which
 * has no session at build time.
 */
export async function renderPageShell(path: string): Promise<string> {
  const found = routesWithShell().find((route) => route.path === path);
  if (!found) throw new Error(`${path}: no route with a pendingShell`);
  const root = createRootRoute({
    component: () => (
      <SiteLayout topicGroups={footerTopicGroups}>
        <Outlet />
      </SiteLayout>
    ),
  });
  const page = createRoute({ getParentRoute: () => root, path, component: found.Shell });
  const router = createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
    {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        errors.push(error);
      },
    },
  );
  const html = await new Response(prelude).text();
  if (errors.length) throw new Error(`${path}: rendering the shell failed`, { cause: errors[0] });
  if (/<template id="B:|<script/.test(html)) {
    throw new Error(`${path}: part of the shell was still loading when it was rendered`);
  }
  return html.replace(/^(?:<link [^>]*\/>)+/, '');
}
