import {
  Button,
  Card,
  FileButton,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconDownload, IconFolderPlus, IconPencil, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateFolder } from '../api/create-folder';
import { useDataRoom, type DataRoomDocument, type DataRoomTier } from '../api/data-room';
import { ACCEPT } from '../api/file-types';
import { useOpenDocument } from '../api/open-document';
import { useDataRoomUploads } from '../api/upload-document';
import { DataRoomLoadError } from './DataRoomLoadError';
import { DocumentList } from './DocumentList';
import { EditDocumentModal } from './EditDocumentModal';
import { FolderSelect, TierSelect } from './PlacementSelects';
import { ReadLog } from './ReadLog';
import { UploadList } from './UploadList';

/** The owner's data room: upload by tier and folder, manage documents, see who opened what. */
export function OwnerDataRoom({ listingId }: { listingId: string }) {
  const { t } = useTranslation('dataroom');
  const room = useDataRoom(listingId);
  const uploads = useDataRoomUploads(listingId);
  const createFolder = useCreateFolder(listingId);
  const open = useOpenDocument(listingId);
  const [tier, setTier] = useState<DataRoomTier>('access');
  const [folder, setFolder] = useState('');
  const [folderName, setFolderName] = useState('');
  const [editing, setEditing] = useState<DataRoomDocument | null>(null);
  const [tab, setTab] = useState<string | null>('documents');

  if (room.isPending) return <Loader size="sm" aria-label={t('title')} />;
  if (room.isError)
    return <DataRoomLoadError error={room.error} onRetry={() => void room.refetch()} />;
  const data = room.data;

  return (
    <Tabs value={tab} onChange={setTab} keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="documents">{t('owner.tabDocuments')}</Tabs.Tab>
        <Tabs.Tab value="log">{t('owner.tabReadLog')}</Tabs.Tab>
      </Tabs.List>

      <Tabs.Panel value="documents" pt="md">
        <Stack gap="md">
          <Card withBorder radius="md" padding="sm">
            <Stack gap="xs">
              <Title order={3} size="h5">
                {t('owner.uploadHeading')}
              </Title>
              <Text size="xs" c="dimmed">
                {t('owner.uploadHint')}
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
                <TierSelect value={tier} onChange={setTier} />
                <FolderSelect room={data} value={folder} onChange={setFolder} />
              </SimpleGrid>
              <FileButton
                multiple
                accept={ACCEPT}
                onChange={(files) => uploads.start(files, { tier, folderId: folder || null })}
              >
                {(props) => (
                  <Button {...props} leftSection={<IconUpload size={16} aria-hidden />}>
                    {t('owner.upload')}
                  </Button>
                )}
              </FileButton>
              <UploadList
                items={uploads.items}
                canRetry={uploads.canRetry}
                onRetry={(id) => void uploads.retry(id)}
                onDismiss={uploads.dismiss}
              />
              <Group gap="xs" align="flex-end" wrap="wrap">
                <TextInput
                  label={t('owner.newFolder')}
                  placeholder={t('owner.newFolderPlaceholder')}
                  value={folderName}
                  maxLength={80}
                  onChange={(event) => setFolderName(event.currentTarget.value)}
                  style={{ flex: '1 1 12rem' }}
                />
                <Button
                  variant="default"
                  leftSection={<IconFolderPlus size={16} aria-hidden />}
                  disabled={!folderName.trim()}
                  loading={createFolder.isPending}
                  onClick={() =>
                    createFolder.mutate(folderName, { onSuccess: () => setFolderName('') })
                  }
                >
                  {t('owner.createFolder')}
                </Button>
              </Group>
              {createFolder.isError && (
                <Text size="xs" c="red" role="alert">
                  {t('owner.folderFailed')}
                </Text>
              )}
            </Stack>
          </Card>

          <DocumentList
            room={data}
            showEmptyFolders
            actions={(doc) => (
              <>
                <Button
                  size="xs"
                  variant="subtle"
                  aria-label={t('owner.originalLabel', { name: doc.name })}
                  leftSection={<IconDownload size={14} aria-hidden />}
                  loading={open.isPending && open.variables?.documentId === doc.id}
                  onClick={() => open.mutate({ documentId: doc.id, fileName: doc.file_name })}
                >
                  {t('owner.original')}
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  aria-label={t('owner.editLabel', { name: doc.name })}
                  leftSection={<IconPencil size={14} aria-hidden />}
                  onClick={() => setEditing(doc)}
                >
                  {t('owner.edit')}
                </Button>
              </>
            )}
          />
          <EditDocumentModal
            listingId={listingId}
            room={data}
            document={editing}
            onClose={() => setEditing(null)}
            onReplace={(file, doc) =>
              uploads.start([file], { tier: doc.tier, folderId: doc.folder_id, documentId: doc.id })
            }
          />
        </Stack>
      </Tabs.Panel>

      <Tabs.Panel value="log" pt="md">
        <ReadLog listingId={listingId} />
      </Tabs.Panel>
    </Tabs>
  );
}
