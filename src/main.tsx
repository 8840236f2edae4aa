import './mantine-styles';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConfigErrorScreen } from './components/ConfigErrorScreen';
import { envResult } from './lib/env';
import './lib/i18n';
import { queryClient } from './lib/query-client';
import { createAppRouter } from './router';
import { theme } from './theme';

const router = createAppRouter(queryClient);

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

createRoot(container).render(
  <StrictMode>
    {envResult.ok ? (
      <MantineProvider theme={theme} defaultColorScheme="light">
        <Notifications position="top-right" />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    ) : (
      <ConfigErrorScreen problems={envResult.problems} />
    )}
  </StrictMode>,
);
