import { Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataRoom, DataRoomDocument } from '../api/data-room';
import { DocumentIcon } from './DocumentIcon';
import { formatDateTime } from '../../../lib/format';
import { formatSize } from './format-size';
import { TierBadge } from './TierBadge';

/**
 * Documents grouped by folder, in the folders' order, documents without a folder first. Empty
 * folders are left out unless `withEmptyFolders` (the owner's view: a folder just created shows).
 */
export function groupByFolder(room: DataRoom, withEmptyFolders = false) {
  const groups: { id: string | null; name: string | null; documents: DataRoomDocument[] }[] = [
    { id: null, name: null, documents: room.documents.filter((d) => d.folder_id === null) },
    ...room.folders.map((f) => ({
      id: f.id,
      name: f.name,
      documents: room.documents.filter((d) => d.folder_id === f.id),
    })),
  ];
  return groups.filter((g) => g.documents.length > 0 || (withEmptyFolders && g.id !== null));
}

type Props = {
  room: DataRoom;
  /** The buttons after a document's tier: the owner's and a buyer's differ. */
  actions: (doc: DataRoomDocument) => ReactNode;
  /** Lists folders without documents too ("empty"): the owner's view. */
  showEmptyFolders?: boolean;
};

/**
 * A data room's documents by folder, as both the owner and a buyer see them: name, size, last
 * change, versions (the owner's list has them), tier and the given actions.
 */
export function DocumentList({ room, actions, showEmptyFolders = false }: Props) {
  const { t, i18n } = useTranslation('dataroom');
  const groups = groupByFolder(room, showEmptyFolders);
  if (groups.length === 0) return <Text size="sm">{t('empty')}</Text>;
  return groups.map((group) => (
    <Stack key={group.id ?? 'none'} gap={6} data-testid="data-room-folder">
      <Text fw={600} size="sm">
        {group.name ?? t('noFolder')}
      </Text>
      {group.documents.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('emptyFolder')}
        </Text>
      )}
      <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {group.documents.map((doc) => (
          <Card
            key={doc.id}
            component="li"
            withBorder
            radius="md"
            padding="xs"
            aria-label={doc.name}
          >
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Group gap="xs" wrap="nowrap" style={{ flex: '1 1 14rem', minWidth: 0 }}>
                <DocumentIcon mimeType={doc.mime_type} />
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                    {doc.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatSize(doc.size_bytes, i18n.language)} ·{' '}
                    {formatDateTime(doc.updated_at, i18n.language)}
                    {(doc.versions ?? 1) > 1 && ` · ${t('versions', { count: doc.versions ?? 1 })}`}
                  </Text>
                </Stack>
              </Group>
              <Group gap="xs" wrap="wrap" justify="flex-end">
                <TierBadge tier={doc.tier} />
                {actions(doc)}
              </Group>
            </Group>
          </Card>
        ))}
      </Stack>
    </Stack>
  ));
}
