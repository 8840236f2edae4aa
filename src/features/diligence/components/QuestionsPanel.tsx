import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDecisionModal } from '../../../components/ConfirmDecisionModal';
import { useSchemaForm } from '../../../components/forms/field-props';
import { useErrorWords } from '../../../lib/error-words';
import { formatDate } from '../../../lib/format';
import { useApproveAnswer, useSaveDraft, useSetFaq } from '../api/answer-question';
import { questionFormSchema, useAskQuestion, type QuestionFormValues } from '../api/ask-question';
import { diligencePowers, type DealDiligence, type DiligenceQuestion } from '../api/deal-diligence';
import { useListingDocuments } from '../api/listing-documents';

const STATE_COLOR = { open: 'gray', drafted: 'yellow', answered: 'teal' } as const;

type Props = { dealId: string; data: DealDiligence };

/** Questions and answers: the buyer asks; the owner's side drafts, approves, publishes as FAQ. */
export function QuestionsPanel({ dealId, data }: Props) {
  const { t } = useTranslation('diligence');
  const [search, setSearch] = useState('');
  const words = search.trim().toLowerCase();
  const shown = data.questions.filter(
    (q) => !words || `${q.body} ${q.answer ?? ''}`.toLowerCase().includes(words),
  );
  return (
    <Stack gap="sm">
      {data.side === 'buyer' && diligencePowers(data).canWrite && (
        <AskForm dealId={dealId} data={data} />
      )}
      <TextInput
        label={t('questions.search')}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        size="xs"
        maw={260}
      />
      {shown.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('questions.empty')}
        </Text>
      )}
      {shown.map((q) => (
        <QuestionItem key={q.id} dealId={dealId} data={data} question={q} />
      ))}
    </Stack>
  );
}

function AskForm({ dealId, data }: Props) {
  const { t } = useTranslation('diligence');
  const ask = useAskQuestion(dealId);
  // A question is on the deal, on one of its requests or on a document the buyer reads.
  const documents = useListingDocuments(data.listing_id, true);
  const { form, fieldProps, onSubmit } = useSchemaForm<QuestionFormValues>(
    questionFormSchema,
    { body: '', request_id: '', document_id: '', due_date: '' },
    'diligence',
  );
  const subjects = [
    {
      group: t('questions.requestsGroup'),
      items: data.requests.map((r) => ({ value: `r:${r.id}`, label: `#${r.ref_no} ${r.title}` })),
    },
    {
      group: t('questions.documentsGroup'),
      items: (documents.data ?? []).map((d) => ({ value: `d:${d.id}`, label: d.name })),
    },
  ].filter((group) => group.items.length > 0);
  const subject = form.values.request_id
    ? `r:${form.values.request_id}`
    : form.values.document_id
      ? `d:${form.values.document_id}`
      : null;
  return (
    <Paper withBorder radius="md" p="sm">
      <form
        noValidate
        onSubmit={onSubmit((values) => ask.mutate(values, { onSuccess: () => form.reset() }))}
      >
        <Stack gap="xs">
          <Textarea
            label={t('questions.body')}
            autosize
            minRows={2}
            maxLength={4000}
            {...fieldProps('body')}
          />
          <Select
            label={t('questions.subject')}
            placeholder={t('questions.onDeal')}
            data={subjects}
            clearable
            searchable
            data-testid="question-subject"
            value={subject}
            onChange={(value) => {
              form.setFieldValue('request_id', value?.startsWith('r:') ? value.slice(2) : '');
              form.setFieldValue('document_id', value?.startsWith('d:') ? value.slice(2) : '');
            }}
          />
          <TextInput
            type="date"
            label={t('questions.dueDate')}
            maw={220}
            {...fieldProps('due_date')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={ask.isPending}>
              {t('actions.ask')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function QuestionItem({
  dealId,
  data,
  question: q,
}: {
  dealId: string;
  data: DealDiligence;
  question: DiligenceQuestion;
}) {
  const { t, i18n } = useTranslation('diligence');
  const errorWords = useErrorWords();
  const [draft, setDraft] = useState(q.draft ?? '');
  const [confirm, setConfirm] = useState<'approve' | 'publish' | null>(null);
  const saveDraft = useSaveDraft(dealId);
  const approve = useApproveAnswer(dealId);
  const setFaq = useSetFaq(dealId, data.listing_id);
  const request = data.requests.find((r) => r.id === q.request_id);
  const isOwner = data.side === 'owner';
  const { canWrite, isLead } = diligencePowers(data);
  return (
    <Paper withBorder radius="md" p="sm" data-testid="diligence-question">
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Text
          size="sm"
          fw={600}
          style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap', minWidth: 0 }}
        >
          {q.body}
        </Text>
        <Badge color={STATE_COLOR[q.state]} variant="light" style={{ flexShrink: 0 }}>
          {isOwner || q.state === 'answered'
            ? t(`questions.state.${q.state}`)
            : t('questions.state.open')}
        </Badge>
      </Group>
      <Group gap={6} mt={4} wrap="wrap">
        <Text size="xs" c="dimmed">
          {t('questions.asked', { date: formatDate(q.created_at, i18n.language) })}
        </Text>
        {request && (
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {`${t('questions.onRequest')} #${request.ref_no}`}
          </Text>
        )}
        {q.document_name && (
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t('questions.onDocument', { name: q.document_name })}
          </Text>
        )}
        {q.due_date && (
          <Text
            size="xs"
            c={q.state !== 'answered' && q.due_date < data.today ? 'red.8' : 'dimmed'}
          >
            {t('due', { date: formatDate(q.due_date, i18n.language) })}
          </Text>
        )}
        {q.faq_published_at && (
          <Badge size="sm" variant="outline" color="violet">
            {t('questions.faqBadge')}
          </Badge>
        )}
      </Group>
      {q.answer && (
        <Stack gap={2} mt={6}>
          <Text size="xs" fw={600}>
            {t('questions.answerLabel')}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
            {q.answer}
          </Text>
        </Stack>
      )}
      {!isOwner && q.state === 'drafted' && (
        <Text size="xs" c="dimmed" mt={4}>
          {t('questions.waiting')}
        </Text>
      )}
      {isOwner && q.state !== 'answered' && canWrite && (
        <Stack gap="xs" mt="xs">
          <Textarea
            label={t('questions.draftLabel')}
            autosize
            minRows={2}
            maxLength={8000}
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
          />
          <Group gap="xs" wrap="wrap">
            <Button
              size="compact-sm"
              variant="default"
              disabled={draft.trim() === '' || draft === (q.draft ?? '')}
              loading={saveDraft.isPending}
              onClick={() =>
                saveDraft.mutate({ questionId: q.id, body: draft, exists: q.draft !== null })
              }
            >
              {t('actions.draft')}
            </Button>
            {isLead ? (
              <Button size="compact-sm" disabled={!q.draft} onClick={() => setConfirm('approve')}>
                {t('actions.approve')}
              </Button>
            ) : (
              q.draft && (
                <Text size="xs" c="dimmed">
                  {t('questions.leadApproves')}
                </Text>
              )
            )}
          </Group>
        </Stack>
      )}
      {isOwner && q.state === 'answered' && isLead && (
        <Group gap="xs" mt="xs">
          {q.faq_published_at ? (
            <Button
              size="compact-sm"
              variant="default"
              loading={setFaq.isPending}
              onClick={() => setFaq.mutate({ questionId: q.id, published: false })}
            >
              {t('actions.unpublish')}
            </Button>
          ) : (
            <Button size="compact-sm" variant="light" onClick={() => setConfirm('publish')}>
              {t('actions.publish')}
            </Button>
          )}
        </Group>
      )}
      {(saveDraft.isError || setFaq.isError) && (
        <Alert color="red" role="alert" mt="xs">
          {t('saveFailed', { message: errorWords(saveDraft.error ?? setFaq.error) })}
        </Alert>
      )}
      <ConfirmDecisionModal
        opened={confirm !== null}
        onClose={() => setConfirm(null)}
        title={confirm === 'publish' ? t('questions.publishTitle') : t('questions.approveTitle')}
        consequences={[
          confirm === 'publish'
            ? t('questions.publishConsequence')
            : t('questions.approveConsequence'),
        ]}
        footnote={confirm === 'publish' ? t('questions.publishFootnote') : undefined}
        confirmLabel={confirm === 'publish' ? t('actions.publish') : t('actions.approve')}
        loading={approve.isPending || setFaq.isPending}
        onConfirm={() => {
          const done = { onSuccess: () => setConfirm(null) };
          if (confirm === 'publish') setFaq.mutate({ questionId: q.id, published: true }, done);
          else approve.mutate(q.id, done);
        }}
      />
    </Paper>
  );
}
