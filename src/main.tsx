import './mantine-styles';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { ConfigErrorScreen } from './components/ConfigErrorScreen';
import { envResult } from './lib/env';
import { i18nReady } from './lib/i18n';
import { queryClient } from './lib/query-client';
import { createAppRouter } from './router';
import { cssVariablesResolver, theme } from './theme';

// The toast container (and its transitions) is not needed for the first paint; toasts shown
// before it arrives wait in the notifications store and appear once it has mounted.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

const router = createAppRouter(queryClient);

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

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
        <Suspense fallback={null}>
          <Notifications position="top-right" />
        </Suspense>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    ) : (
      <ConfigErrorScreen problems={envResult.problems} />
    )}
  </StrictMode>,
);
