import { Alert, Button, Checkbox, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorWords } from '../../../lib/error-words';
import type { DiligenceRequest } from '../api/deal-diligence';
import { useAnswerRequest } from '../api/link-documents';
import { useListingDocuments } from '../api/listing-documents';

type Props = {
  dealId: string;
  listingId: string;
  request: DiligenceRequest | null;
  onClose: () => void;
};

/** The owner's side answers a request: documents of the data room, a text, or both. */
export function AnswerModal({ dealId, listingId, request, onClose }: Props) {
  const { t } = useTranslation('diligence');
  return (
    <Modal
      opened={request !== null}
      onClose={onClose}
      title={request ? t('answerModal.title', { ref: request.ref_no }) : ''}
      centered
    >
      {request && (
        <AnswerForm dealId={dealId} listingId={listingId} request={request} onClose={onClose} />
      )}
    </Modal>
  );
}

function AnswerForm({
  dealId,
  listingId,
  request,
  onClose,
}: Omit<Props, 'request'> & { request: DiligenceRequest }) {
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
