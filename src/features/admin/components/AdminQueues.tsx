import { Paper, SimpleGrid, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type AdminQueue, useAdminQueues } from '../api/get-admin-queues';
import { QueryErrorAlert } from './QueryErrorAlert';

/** How old the oldest item is: hours under two days, else days. */
function ageOf(oldest: string): { unit: 'hoursAge' | 'days'; count: number } {
  const hours = Math.max(0, Math.floor((Date.now() - Date.parse(oldest)) / 3_600_000));
  return hours < 48
    ? { unit: 'hoursAge', count: hours }
    : { unit: 'days', count: Math.floor(hours / 24) };
}

/**
 * The admin's queues (admin_queues()), oldest item first: how many wait and for how long; each
 * opens its list (`onOpen` with the queue).
 */
export function AdminQueues({ onOpen }: { onOpen: (queue: AdminQueue) => void }) {
  const { t } = useTranslation('admin');
  const queues = useAdminQueues();
  const age = (oldest: string) => {
    const { unit, count } = ageOf(oldest);
    return unit === 'days' ? t('queues.days', { count }) : t('queues.hoursAge', { count });
  };
  if (queues.isError)
    return (
      <QueryErrorAlert message={t('queues.loadFailed')} onRetry={() => void queues.refetch()} />
    );
  if (!queues.data) return null;
  return (
    <section aria-labelledby="admin-queues-title" data-testid="admin-queues">
      <Title order={2} size="h4" id="admin-queues-title" mb="xs">
        {t('queues.title')}
      </Title>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="xs">
        {queues.data.map((queue) => (
          <UnstyledButton
            key={queue.queue}
            onClick={() => onOpen(queue.queue)}
            aria-label={t('queues.open', { queue: t(`queues.names.${queue.queue}`) })}
            data-testid={`queue-${queue.queue}`}
            data-count={queue.count}
          >
            <Paper withBorder p="xs" radius="md" h="100%">
              <Text size="xs" fw={600} c="dimmed" style={{ hyphens: 'auto' }}>
                {t(`queues.names.${queue.queue}`)}
              </Text>
              <Text fz="lg" fw={700}>
                {queue.count}
              </Text>
              <Text size="xs" c="dimmed">
                {queue.oldest_at
                  ? t('queues.oldest', { age: age(queue.oldest_at) })
                  : t('queues.empty')}
              </Text>
            </Paper>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </section>
  );
}
