import { Alert, Button, Container, Group, Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { connectionState } from '../../lib/connection-state';
import { isBackendUnreachable } from '../../lib/db';

function useRequestsFailing(): boolean {
  return useSyncExternalStore(
    connectionState.subscribe,
    connectionState.isUnreachable,
    () => false,
  );
}

function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
    () => true,
  );
}

/**
 * Offline, or the server does not answer: a banner above the page says so, the page keeps the
 * data it had (TanStack Query keeps the last answer of a failed refetch), and "Try again" asks
 * the server again for what is on the screen and for what failed.
 */
export function ConnectionBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  // A request found no server; the next answer from the same service takes the banner down.
  const unreachable = useRequestsFailing();
  const queryClient = useQueryClient();
  const router = useRouter();
  const [retrying, setRetrying] = useState(false);
  // While "Try again" runs, the banner stays (with its button loading) though the failures were
  // forgotten: it goes when the retry has answered, or stays for what failed again.
  if (online && !unreachable && !retrying) return null;

  async function retry() {
    setRetrying(true);
    // A failure no query asks again (an upload, a function call) would otherwise keep it up.
    connectionState.reset();
    try {
      await Promise.allSettled([
        queryClient.refetchQueries({ type: 'active' }),
        // Failed queries no page shows any more would keep the banner up.
        queryClient.refetchQueries({
          predicate: (query) =>
            query.state.status === 'error' && isBackendUnreachable(query.state.error),
        }),
        // The page's own data (guard, loaders) once the browser is online again.
        online ? router.invalidate() : Promise.resolve(),
      ]);
    } finally {
      setRetrying(false);
    }
  }

  return (
    <Container py="xs">
      <Alert
        color="yellow"
        variant="light"
        role="alert"
        data-testid="connection-banner"
        icon={<IconWifiOff aria-hidden="true" />}
        title={online ? t('connection.unreachableTitle') : t('connection.offlineTitle')}
      >
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="sm">{t('connection.text')}</Text>
          <Button size="xs" variant="white" loading={retrying} onClick={() => void retry()}>
            {t('connection.retry')}
          </Button>
        </Group>
      </Alert>
    </Container>
  );
}
