import {
  Alert,
  Button,
  Checkbox,
  FileButton,
  Group,
  Modal,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorWords } from '../../../lib/error-words';
import type { DiligenceRequest } from '../api/deal-diligence';
import { useAnswerRequest } from '../api/link-documents';
import { useListingDocuments } from '../api/listing-documents';
import { diligenceKeys } from '../api/query-keys';

type Props = {
  dealId: string;
  listingId: string;
  request: DiligenceRequest | null;
  onClose: () => void;
  /** The data room's upload (the listing's owner only): the new document's id. */
  uploadDocument?: (file: File) => Promise<string>;
};

/** The owner's side answers a request: documents of the data room, a text, or both. */
export function AnswerModal({ dealId, listingId, request, onClose, uploadDocument }: Props) {
  const { t } = useTranslation('diligence');
  return (
    <Modal
      opened={request !== null}
      onClose={onClose}
      title={request ? t('answerModal.title', { ref: request.ref_no }) : ''}
      centered
    >
      {request && (
        <AnswerForm
          dealId={dealId}
          listingId={listingId}
          request={request}
          onClose={onClose}
          uploadDocument={uploadDocument}
        />
      )}
    </Modal>
  );
}

function AnswerForm({
  dealId,
  listingId,
  request,
  onClose,
  uploadDocument,
}: Omit<Props, 'request'> & { request: DiligenceRequest }) {
  const queryClient = useQueryClient();
  const [uploading, setUploading] = useState<string | null>(null);
  const [uploadFailed, setUploadFailed] = useState<string | null>(null);
  const { t } = useTranslation('diligence');
  const errorWords = useErrorWords();
  const documents = useListingDocuments(listingId, true);
  const answer = useAnswerRequest(dealId);
  const [selected, setSelected] = useState<string[]>(request.documents.map((d) => d.id));
  const [text, setText] = useState(request.answer_text ?? '');
  const [tried, setTried] = useState(false);
  const empty = selected.length === 0 && text.trim() === '';

  return (
    <Stack gap="sm">
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {request.title}
      </Text>
      <Checkbox.Group label={t('answerModal.documents')} value={selected} onChange={setSelected}>
        <Stack gap={6} mt={6}>
          {documents.data?.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('answerModal.documentsNone')}
            </Text>
          )}
          {documents.data?.map((d) => (
            <Checkbox key={d.id} value={d.id} label={d.name} style={{ overflowWrap: 'anywhere' }} />
          ))}
        </Stack>
      </Checkbox.Group>
      {uploadDocument && (
        <Stack gap={4}>
          <FileButton
            onChange={(file) => {
              if (!file) return;
              setUploading(file.name);
              setUploadFailed(null);
              uploadDocument(file)
                .then(async (documentId) => {
                  // The new document is in the data room (access tier): ticked for this answer.
                  await queryClient.invalidateQueries({
                    queryKey: diligenceKeys.documents(listingId),
                  });
                  setSelected((ids) => [...ids, documentId]);
                })
                .catch(() => setUploadFailed(file.name))
                .finally(() => setUploading(null));
            }}
          >
            {(props) => (
              <Button
                size="xs"
                variant="light"
                loading={uploading !== null}
                data-testid="diligence-upload"
                {...props}
              >
                {t('answerModal.upload')}
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            {uploading
              ? t('answerModal.uploading', { name: uploading })
              : t('answerModal.uploadHint')}
          </Text>
          {uploadFailed && (
            <Alert color="red" role="alert" p="xs">
              {t('answerModal.uploadFailed', { name: uploadFailed })}
            </Alert>
          )}
        </Stack>
      )}
      <Textarea
        label={t('answerModal.text')}
        autosize
        minRows={3}
        maxLength={8000}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        error={tried && empty ? t('answerModal.needsAnswer') : undefined}
      />
      {answer.isError && (
        <Alert color="red" role="alert">
          {t('saveFailed', { message: errorWords(answer.error) })}
        </Alert>
      )}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onClose}>
          {t('actions.cancel')}
        </Button>
        <Button
          loading={answer.isPending}
          disabled={uploading !== null}
          onClick={() => {
            setTried(true);
            if (empty) return;
            answer.mutate(
              { requestId: request.id, documentIds: selected, text },
              { onSuccess: onClose },
            );
          }}
        >
          {t('answerModal.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
