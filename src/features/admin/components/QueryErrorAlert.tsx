import { Alert, Button } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A failed load: the message of the error catalogue and a retry button. */
export function QueryErrorAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" title={message}>
      <Button variant="light" color="red" size="xs" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Alert>
  );
}
