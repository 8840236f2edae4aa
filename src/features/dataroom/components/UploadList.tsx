import { ActionIcon, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { UploadItem } from '../api/upload-document';

type Props = {
  items: UploadItem[];
  canRetry: (id: string) => boolean;
  onRetry: (id: string) => void;
  onDismiss: (id: string) => void;
};

/** Progress of each file being uploaded; a failed one says why and offers a retry. */
export function UploadList({ items, canRetry, onRetry, onDismiss }: Props) {
  const { t } = useTranslation('dataroom');
  if (items.length === 0) return null;
  return (
    <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-live="polite">
      {items.map((item) => (
        <li key={item.id} data-testid="upload-item">
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
              {item.fileName}
            </Text>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('owner.dismiss')}
              onClick={() => onDismiss(item.id)}
            >
              <IconX size={14} aria-hidden />
            </ActionIcon>
          </Group>
          {item.status === 'error' ? (
            <Group gap="xs">
              <Text size="xs" c="red" role="alert">
                {t(`owner.errors.${item.error ?? 'failed'}`)}
              </Text>
              {canRetry(item.id) && (
                <Button size="compact-xs" variant="light" onClick={() => onRetry(item.id)}>
                  {t('retry')}
                </Button>
              )}
            </Group>
          ) : item.status === 'done' ? (
            <Group gap={4}>
              <IconCheck size={14} color="var(--mantine-color-teal-7)" aria-hidden />
              <Text size="xs" c="teal.8">
                {t('owner.done')}
              </Text>
            </Group>
          ) : (
            <>
              <Progress
                value={item.progress * 100}
                size="sm"
                animated={item.status === 'checking'}
              />
              <Text size="xs" c="dimmed">
                {item.status === 'checking'
                  ? t('owner.checking')
                  : t('owner.uploading', { percent: Math.round(item.progress * 100) })}
              </Text>
            </>
          )}
        </li>
      ))}
    </Stack>
  );
}
