import { Alert, Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isBackendUnreachable } from '../../../lib/db';

/** The data room could not be read: offline (yellow) or another failure (red), with a retry. */
export function DataRoomLoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation('dataroom');
  const offline = isBackendUnreachable(error);
  return (
    <Alert color={offline ? 'yellow' : 'red'} role="alert">
      <Text size="sm">{offline ? t('offline') : t('loadFailed')}</Text>
      <Button size="xs" mt="xs" variant="light" onClick={onRetry}>
        {t('retry')}
      </Button>
    </Alert>
  );
}
