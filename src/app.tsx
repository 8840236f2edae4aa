import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { createAppRouter } from './router';
import { cssVariablesResolver, theme } from './theme';

type AppProps = {
  router: ReturnType<typeof createAppRouter>;
  queryClient: QueryClient;
  /** Rendered before the pages (the browser's lazily loaded toast container). */
  children?: ReactNode;
};

/**
 * The app's providers and pages: one tree for the browser (src/main.tsx) and the build's
 * prerender step (src/prerender/render-page.tsx), so hydration meets the same markup.
 */
export function App({ router, queryClient, children }: AppProps) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      {children}
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
