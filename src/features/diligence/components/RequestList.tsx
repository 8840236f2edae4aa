import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDecisionModal } from '../../../components/ConfirmDecisionModal';
import { useErrorWords } from '../../../lib/error-words';
import { formatDate } from '../../../lib/format';
import { useChangeRequest } from '../api/change-request';
import {
  CATEGORIES,
  STATUSES,
  isOverdue,
  type DealDiligence,
  diligencePowers,
  type DiligenceRequest,
  type DiligenceStatus,
} from '../api/deal-diligence';
import { useDeleteRequest } from '../api/delete-request';
import { AnswerModal } from './AnswerModal';
import { RequestModal } from './RequestModal';

export const STATUS_COLOR: Record<DiligenceStatus, string> = {
  open: 'gray',
  in_progress: 'blue',
  answered: 'teal',
  accepted: 'green',
  reopened: 'orange',
};

type Props = {
  dealId: string;
  data: DealDiligence;
  userId: string;
  /** The data room's upload (composed by the route): the new document's id. */
  uploadDocument?: (file: File) => Promise<string>;
};

/** The request list with filters, status badges, due dates and each side's next steps. */
export function RequestList({ dealId, data, userId, uploadDocument }: Props) {
  const { t, i18n } = useTranslation('diligence');
  const errorWords = useErrorWords();
  const [status, setStatus] = useState<string | null>(null);
  const [category, setCategory] = useState<string | null>(null);
  const [overdueOnly, setOverdueOnly] = useState(false);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<DiligenceRequest | null>(null);
  const [answering, setAnswering] = useState<DiligenceRequest | null>(null);
  const [deleting, setDeleting] = useState<DiligenceRequest | null>(null);
  const change = useChangeRequest(dealId);
  const remove = useDeleteRequest(dealId);
  const isBuyer = data.side === 'buyer';
  // A view member reads only (the database refuses their writes too).
  const { canWrite } = diligencePowers(data);
  const words = search.trim().toLowerCase();

  const shown = data.requests.filter(
    (r) =>
      (!status || r.status === status) &&
      (!category || r.category === category) &&
      (!overdueOnly || isOverdue(r, data.today)) &&
      (!words ||
        `${r.ref_no} ${r.title} ${r.description ?? ''} ${r.answer_text ?? ''}`
          .toLowerCase()
          .includes(words)),
  );
  const step = (r: DiligenceRequest, next: DiligenceStatus) =>
    change.mutate({ requestId: r.id, change: { status: next } });

  return (
    <Stack gap="sm">
      <Group gap="xs" align="flex-end" wrap="wrap">
        <Select
          label={t('filters.status')}
          placeholder={t('filters.all')}
          data={STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          value={status}
          onChange={setStatus}
          clearable
          w={150}
          size="xs"
        />
        <Select
          label={t('filters.category')}
          placeholder={t('filters.all')}
          data={CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) }))}
          value={category}
          onChange={setCategory}
          clearable
          w={170}
          size="xs"
        />
        <TextInput
          label={t('filters.search')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={170}
          size="xs"
        />
        <Checkbox
          label={t('filters.overdueOnly')}
          checked={overdueOnly}
          onChange={(e) => setOverdueOnly(e.currentTarget.checked)}
          size="xs"
          mb={6}
        />
      </Group>
      {(change.isError || remove.isError) && (
        <Alert color="red" role="alert" withCloseButton onClose={() => change.reset()}>
          {t('saveFailed', { message: errorWords(change.error ?? remove.error) })}
        </Alert>
      )}
      {data.requests.length === 0 && (
        <Text size="sm" c="dimmed">
          {isBuyer ? t('emptyBuyer') : t('empty')}
        </Text>
      )}
      {data.requests.length > 0 && shown.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('noMatch')}
        </Text>
      )}
      {shown.map((r) => {
        const overdue = isOverdue(r, data.today);
        return (
          <Paper key={r.id} withBorder radius="md" p="sm" data-testid="diligence-request">
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                {`#${r.ref_no} ${r.title}`}
              </Text>
              <Badge color={STATUS_COLOR[r.status]} variant="light" style={{ flexShrink: 0 }}>
                {t(`status.${r.status}`)}
              </Badge>
            </Group>
            <Group gap={6} mt={4} wrap="wrap">
              <Badge variant="outline" color="gray" size="sm">
                {t(`category.${r.category}`)}
              </Badge>
              {r.priority !== 'normal' && (
                <Badge variant="outline" color={r.priority === 'high' ? 'red' : 'gray'} size="sm">
                  {t(`priority.${r.priority}`)}
                </Badge>
              )}
              {r.due_date && (
                <Text size="xs" c={overdue ? 'red.8' : 'dimmed'} fw={overdue ? 700 : undefined}>
                  {t('due', { date: formatDate(r.due_date, i18n.language) })}
                  {overdue ? ` · ${t('overdue')}` : ''}
                </Text>
              )}
              {r.assignee_name && (
                <Text size="xs" c="dimmed">
                  {t('assignee', { name: r.assignee_name })}
                </Text>
              )}
            </Group>
            {r.description && (
              <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                {r.description}
              </Text>
            )}
            {r.documents.length > 0 && (
              <Stack gap={2} mt={6} data-testid="diligence-documents">
                <Text size="xs" fw={600}>
                  {t('documents')}
                </Text>
                {r.documents.map((d) => (
                  <Group key={d.id} gap={4} wrap="nowrap">
                    <IconFileText size={14} aria-hidden />
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {d.name}
                    </Text>
                  </Group>
                ))}
                {isBuyer && (
                  <Text size="xs" c="dimmed">
                    {t('documentsHint')}
                  </Text>
                )}
              </Stack>
            )}
            {r.answer_text && (
              <Stack gap={2} mt={6}>
                <Text size="xs" fw={600}>
                  {t('answerText')}
                </Text>
                <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                  {r.answer_text}
                </Text>
              </Stack>
            )}
            <Group gap="xs" mt="xs" wrap="wrap" display={canWrite ? undefined : 'none'}>
              {isBuyer && r.status !== 'accepted' && (
                <Button size="compact-sm" variant="default" onClick={() => setEditing(r)}>
                  {t('actions.edit')}
                </Button>
              )}
              {isBuyer && r.status === 'open' && (
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  onClick={() => setDeleting(r)}
                >
                  {t('actions.delete')}
                </Button>
              )}
              {isBuyer && r.status === 'answered' && (
                <Button size="compact-sm" color="green" onClick={() => step(r, 'accepted')}>
                  {t('actions.accept')}
                </Button>
              )}
              {isBuyer && (r.status === 'answered' || r.status === 'accepted') && (
                <Button size="compact-sm" variant="default" onClick={() => step(r, 'reopened')}>
                  {t('actions.reopen')}
                </Button>
              )}
              {!isBuyer && r.status !== 'accepted' && r.assignee_id !== userId && (
                <Button
                  size="compact-sm"
                  variant="subtle"
                  onClick={() =>
                    change.mutate({ requestId: r.id, change: { assignee_id: userId } })
                  }
                >
                  {t('actions.take')}
                </Button>
              )}
              {!isBuyer && (r.status === 'open' || r.status === 'reopened') && (
                <Button size="compact-sm" variant="default" onClick={() => step(r, 'in_progress')}>
                  {t('actions.start')}
                </Button>
              )}
              {!isBuyer && r.status !== 'accepted' && (
                <Button size="compact-sm" onClick={() => setAnswering(r)}>
                  {t('actions.answer')}
                </Button>
              )}
            </Group>
          </Paper>
        );
      })}
      <RequestModal
        dealId={dealId}
        request={editing}
        opened={editing !== null}
        onClose={() => setEditing(null)}
      />
      <AnswerModal
        dealId={dealId}
        listingId={data.listing_id}
        request={answering}
        onClose={() => setAnswering(null)}
        uploadDocument={data.is_listing_owner ? uploadDocument : undefined}
      />
      <ConfirmDecisionModal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('deleteConfirm.title')}
        consequences={
          deleting
            ? [t('deleteConfirm.consequence', { ref: deleting.ref_no, title: deleting.title })]
            : []
        }
        confirmLabel={t('deleteConfirm.confirm')}
        color="red"
        loading={remove.isPending}
        onConfirm={() =>
          deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })
        }
      />
    </Stack>
  );
}
