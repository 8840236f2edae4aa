import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n';
import type { Language } from '../lib/language';
import { cssVariablesResolver, theme } from '../theme';

export type ProviderOptions = {
  /** UI language for the test (default 'en'). */
  language?: Language;
  /** Query client; a fresh one without retries by default. */
  queryClient?: QueryClient;
};

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

function Providers({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>
  );
}

export type ProvidersRenderResult = RenderResult & {
  user: ReturnType<typeof userEvent.setup>;
  queryClient: QueryClient;
};

/** Renders `ui` inside Mantine, i18n and TanStack Query (no router: see renderWithRouter). */
export function renderWithProviders(
  ui: ReactElement,
  {
    language = 'en',
    queryClient = createTestQueryClient(),
    ...options
  }: ProviderOptions & Omit<RenderOptions, 'wrapper'> = {},
): ProvidersRenderResult {
  void i18n.changeLanguage(language);
  const result = render(ui, {
    ...options,
    wrapper: ({ children }) => <Providers queryClient={queryClient}>{children}</Providers>,
  });
  return { ...result, user: userEvent.setup(), queryClient };
}

/**
 * Renders `ui` as the page at `path` inside a memory router (so <Link> works), plus all
 * providers. Await it: the router resolves before the promise does.
 */
export async function renderWithRouter(
  ui: ReactElement,
  { path = '/', ...options }: ProviderOptions & { path?: string } = {},
): Promise<ProvidersRenderResult & { router: ReturnType<typeof createTestRouter> }> {
  const router = createTestRouter(ui, path);
  await router.load();
  const result = renderWithProviders(<RouterProvider router={router} />, options);
  return { ...result, router };
}

function createTestRouter(ui: ReactElement, path: string) {
  const rootRoute = createRootRoute({ component: () => <Outlet /> });
  const pageRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '$',
    component: () => ui,
  });
  const indexRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    component: () => ui,
  });
  return createRouter({
    routeTree: rootRoute.addChildren([indexRoute, pageRoute]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
}
