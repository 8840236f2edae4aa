import { Alert, Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isBackendUnreachable } from '../../../lib/db';
import { useErrorWords } from '../../../lib/error-words';

/** The deal could not be read: why (offline, or the server's words), and a retry. */
export function DealLoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation('deals');
  const errorWords = useErrorWords();
  const offline = isBackendUnreachable(error);
  return (
    <Alert color={offline ? 'yellow' : 'red'} role="alert">
      <Text size="sm">
        {offline ? t('modal.offline') : t('modal.loadFailed', { message: errorWords(error) })}
      </Text>
      <Button size="xs" mt="xs" variant="light" onClick={onRetry}>
        {t('modal.retry')}
      </Button>
    </Alert>
  );
}
