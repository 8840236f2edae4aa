import { Alert, Button, Card, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useReadLog, type AnonymousOpens, type ReadLogEntry } from '../api/read-log';
import { formatDateTime } from '../../../lib/format';

/**
 * Per buyer with a deal: which documents they opened, how often, first and last time. Readers
 * without a deal stay anonymous (counts per document only).
 */
export function ReadLog({ listingId }: { listingId: string }) {
  const { t, i18n } = useTranslation('dataroom');
  const log = useReadLog(listingId);
  if (log.isPending) return <Loader size="sm" aria-label={t('owner.tabReadLog')} />;
  if (log.isError)
    return (
      <Alert color="red" role="alert">
        <Text size="sm">{t('log.loadFailed')}</Text>
        <Button size="xs" mt="xs" variant="light" onClick={() => void log.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  const { named, anonymous } = log.data;
  if (named.length === 0 && anonymous.length === 0) return <Text size="sm">{t('log.empty')}</Text>;
  const readers = new Map<string, ReadLogEntry[]>();
  for (const entry of named)
    readers.set(entry.reader_id, [...(readers.get(entry.reader_id) ?? []), entry]);
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="read-log">
      {[...readers.values()].map((entries) => (
        <Card
          key={entries[0].reader_id}
          component="li"
          withBorder
          radius="md"
          padding="sm"
          aria-label={entries[0].reader_name}
        >
          <Text fw={600} size="sm">
            {entries[0].reader_name}
          </Text>
          <Text size="xs" c="dimmed" mb={6} style={{ overflowWrap: 'anywhere' }}>
            {entries[0].reader_email}
          </Text>
          <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {entries.map((entry) => (
              <li key={entry.document_id}>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {entry.document_name}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('log.opens', { count: entry.opens })} ·{' '}
                  {t('log.last', { date: formatDateTime(entry.last_read_at, i18n.language) })}
                  {entry.opens > 1 &&
                    ` · ${t('log.first', { date: formatDateTime(entry.first_read_at, i18n.language) })}`}
                </Text>
              </li>
            ))}
          </Stack>
        </Card>
      ))}
      {anonymous.length > 0 && <AnonymousCard opens={anonymous} />}
    </Stack>
  );
}

/** Opens by readers without a deal on the listing: how often, never who. */
function AnonymousCard({ opens }: { opens: AnonymousOpens[] }) {
  const { t } = useTranslation('dataroom');
  return (
    <Card
      component="li"
      withBorder
      radius="md"
      padding="sm"
      aria-label={t('log.anonymousTitle')}
      data-testid="read-log-anonymous"
    >
      <Text fw={600} size="sm">
        {t('log.anonymousTitle')}
      </Text>
      <Text size="xs" c="dimmed" mb={6}>
        {t('log.anonymousHint')}
      </Text>
      <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {opens.map((entry) => (
          <li key={entry.document_id}>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {entry.document_name}
            </Text>
            <Text size="xs" c="dimmed">
              {t('log.opens', { count: entry.opens })} ·{' '}
              {t('log.readers', { count: entry.readers })}
            </Text>
          </li>
        ))}
      </Stack>
    </Card>
  );
}
