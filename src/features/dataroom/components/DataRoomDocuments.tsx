import type { ReactNode } from 'react';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconLock, IconPlayerPause } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isBackendUnreachable } from '../../../lib/db';
import { useDataRoom } from '../api/data-room';
import { useOpenDocument } from '../api/open-document';
import { DataRoomLoadError } from './DataRoomLoadError';
import { DocumentList } from './DocumentList';
import { formatDateTime } from '../../../lib/format';

type Props = {
  listingId: string;
  /** Heading level: a section of the deal page (2) or of the listing's modal (3). */
  headingOrder?: 2 | 3;
  /** The deal's archive (its accepted letters of intent), shown with the documents. */
  archive?: ReactNode;
};

/**
 * A buyer's view of a listing's data room: the documents of their tier, to download (PDFs come
 * stamped with their name), what opens later, and why the room is paused during another
 * buyer's exclusivity. Renders nothing for whoever may not read the data room at all.
 */
export function DataRoomDocuments({ listingId, headingOrder = 2, archive }: Props) {
  const { t, i18n } = useTranslation('dataroom');
  const room = useDataRoom(listingId);
  const open = useOpenDocument(listingId);

  if (room.isPending) return <Loader size="sm" aria-label={t('title')} />;
  if (room.isError) {
    if (!isBackendUnreachable(room.error) && room.error.message === 'Company not found')
      // No data room to read (any more): the archive stays with the deal's parties.
      return archive ?? null;
    return (
      <>
        <DataRoomLoadError error={room.error} onRetry={() => void room.refetch()} />
        {archive}
      </>
    );
  }
  const data = room.data;
  const failedName = open.isError ? open.variables?.fileName : undefined;

  return (
    <Stack gap="sm" component="section" aria-label={t('title')} data-testid="data-room">
      <Title order={headingOrder} size={headingOrder === 2 ? 'h3' : 'h5'}>
        {t('title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('intro')}
      </Text>
      {data.paused_until && (
        <Alert
          color="orange"
          icon={<IconPlayerPause size={18} aria-hidden />}
          title={t('pausedTitle')}
          role="status"
        >
          {t('paused', { date: formatDateTime(data.paused_until, i18n.language) })}
        </Alert>
      )}
      {failedName && (
        <Alert color="red" role="alert" withCloseButton onClose={() => open.reset()}>
          <Text size="sm">{t('openFailed', { name: failedName })}</Text>
          <Button
            size="xs"
            mt="xs"
            variant="light"
            onClick={() => open.variables && open.mutate(open.variables)}
          >
            {t('retry')}
          </Button>
        </Alert>
      )}
      <DocumentList
        room={data}
        actions={(doc) => (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconDownload size={14} aria-hidden />}
            aria-label={t('downloadLabel', { name: doc.name })}
            loading={open.isPending && open.variables?.documentId === doc.id}
            onClick={() => open.mutate({ documentId: doc.id, fileName: doc.file_name })}
          >
            {doc.mime_type === 'application/pdf' && !data.is_owner
              ? t('downloadStamped')
              : t('download')}
          </Button>
        )}
      />
      {(['nda', 'access'] as const)
        .filter((tier) => (data.locked[tier] ?? 0) > 0)
        .map((tier) => (
          <Group key={tier} gap={6} wrap="nowrap">
            <IconLock size={16} aria-hidden style={{ flex: '0 0 auto' }} />
            <Text size="sm" c="dimmed" data-testid={`data-room-locked-${tier}`}>
              {t(`locked.${tier}`, { count: data.locked[tier] })}
            </Text>
          </Group>
        ))}
      {archive}
    </Stack>
  );
}
