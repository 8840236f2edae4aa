import { Alert, Button, FileButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataRoom, type DataRoomDocument, type DataRoomTier } from '../api/data-room';
import { useDeleteDocument } from '../api/delete-document';
import { ACCEPT } from '../api/file-types';
import { useUpdateDocument } from '../api/update-document';
import { FolderSelect, TierSelect } from './PlacementSelects';

type Props = {
  listingId: string;
  room: DataRoom;
  document: DataRoomDocument | null;
  onClose: () => void;
  /** Upload a file as the document's new version (the parent shows the progress). */
  onReplace: (file: File, document: DataRoomDocument) => void;
};

/** Rename, move, re-tier, replace or delete one document. */
export function EditDocumentModal(props: Props) {
  // A fresh form for each document opened.
  return props.document ? (
    <EditDocumentForm key={props.document.id} {...props} document={props.document} />
  ) : null;
}

function EditDocumentForm({
  listingId,
  room,
  document,
  onClose,
  onReplace,
}: Props & { document: DataRoomDocument }) {
  const { t } = useTranslation('dataroom');
  const update = useUpdateDocument(listingId);
  const remove = useDeleteDocument(listingId);
  const [name, setName] = useState(document.name);
  const [folder, setFolder] = useState<string>(document.folder_id ?? '');
  const [tier, setTier] = useState<DataRoomTier>(document.tier);
  const [confirming, setConfirming] = useState(false);

  const trimmed = name.trim();
  const save = () =>
    update.mutate(
      {
        documentId: document.id,
        change: { name: trimmed, folder_id: folder || null, tier },
      },
      { onSuccess: onClose },
    );

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('owner.editTitle')}
      closeButtonProps={{ 'aria-label': t('owner.close') }}
    >
      <Stack gap="sm">
        <TextInput
          label={t('owner.name')}
          value={name}
          maxLength={200}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <FolderSelect room={room} value={folder} onChange={setFolder} />
        <TierSelect value={tier} onChange={setTier} />
        {update.isError && (
          <Alert color="red" role="alert">
            {t('owner.saveFailed')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button
            onClick={save}
            loading={update.isPending}
            disabled={!trimmed || trimmed.length > 200}
          >
            {t('owner.save')}
          </Button>
        </Group>
        <Stack gap={4}>
          <FileButton
            accept={ACCEPT}
            onChange={(file) => {
              if (!file) return;
              onReplace(file, document);
              onClose();
            }}
          >
            {(props) => (
              <Button
                {...props}
                variant="default"
                leftSection={<IconUpload size={16} aria-hidden />}
              >
                {t('owner.replace')}
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            {t('owner.replaceHint')}
          </Text>
        </Stack>
        {confirming ? (
          <Alert color="red" title={t('owner.delete')}>
            <Text size="sm">{t('owner.deleteConfirm', { name: document.name })}</Text>
            {remove.isError && (
              <Text size="sm" c="red" role="alert">
                {t('owner.deleteFailed')}
              </Text>
            )}
            <Group mt="xs" gap="xs">
              <Button
                color="red"
                size="xs"
                loading={remove.isPending}
                onClick={() => remove.mutate(document.id, { onSuccess: onClose })}
              >
                {t('owner.delete')}
              </Button>
              <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
                {t('owner.close')}
              </Button>
            </Group>
          </Alert>
        ) : (
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => setConfirming(true)}
          >
            {t('owner.delete')}
          </Button>
        )}
      </Stack>
    </Modal>
  );
}
