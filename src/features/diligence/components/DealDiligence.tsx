import {
  Alert,
  Button,
  FileButton,
  Group,
  Loader,
  Menu,
  Paper,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import i18next from 'i18next';
import { isBackendUnreachable } from '../../../lib/db';
import { useErrorWords } from '../../../lib/error-words';
import {
  diligenceCounts,
  diligencePowers,
  useDealDiligence,
  type DealDiligence,
} from '../api/deal-diligence';
import { useImportChecklist } from '../api/import-checklist';
import { useImportRequests } from '../api/save-request';
import { requestsToSheet, sheetToRequests } from '../request-sheet';
import { parseCsv, parseXlsx, toCsv, toXlsx } from '../spreadsheet';
import { DiligenceProgress } from './DiligenceProgress';
import { FaqList } from './FaqList';
import { QuestionsPanel } from './QuestionsPanel';
import { RequestList } from './RequestList';
import { RequestModal } from './RequestModal';

type Props = {
  dealId: string;
  userId: string;
  /** The data room's upload, composed by the route (the listing's owner answers with a new file). */
  uploadDocument?: (file: File) => Promise<string>;
  /** The live channel's state (the route follows the tables), shown as data-live for tests. */
  live?: string;
};

/**
 * The deal's due diligence for both sides: counts at a glance, the request list, questions and
 * answers, the listing's FAQ. Shown once access is granted (the database decides: nothing else).
 */
export function DealDiligence({ dealId, userId, uploadDocument, live }: Props) {
  const { t } = useTranslation('diligence');
  const errorWords = useErrorWords();
  const diligence = useDealDiligence(dealId);
  if (diligence.isPending) return <Loader size="sm" aria-label={t('title')} />;
  if (diligence.isError && !diligence.data)
    return (
      <Alert color={isBackendUnreachable(diligence.error) ? 'yellow' : 'red'} role="alert">
        <Text size="sm">{t('loadFailed', { message: errorWords(diligence.error) })}</Text>
        <Button size="xs" mt="xs" variant="light" onClick={() => void diligence.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  if (!diligence.data) return null;
  return (
    <DiligenceBody
      dealId={dealId}
      userId={userId}
      data={diligence.data}
      uploadDocument={uploadDocument}
      live={live}
    />
  );
}

function download(name: string, bytes: Uint8Array | string, type: string) {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

function DiligenceBody({
  dealId,
  userId,
  data,
  uploadDocument,
  live,
}: Props & { data: DealDiligence }) {
  const { t } = useTranslation('diligence');
  const errorWords = useErrorWords();
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState<{ color: string; text: string } | null>(null);
  const checklist = useImportChecklist(dealId);
  const importRows = useImportRequests(dealId);
  const counts = diligenceCounts(data);
  const isBuyer = data.side === 'buyer';
  const { canWrite } = diligencePowers(data);
  const fileBase = `${t('sheet.name').replace(/\s+/g, '-').toLowerCase()}-${data.today}`;
  const failed = (error: unknown) =>
    setNotice({ color: 'red', text: t('saveFailed', { message: errorWords(error) }) });

  const importChecklist = (language: 'de' | 'en') =>
    checklist.mutate(language, {
      onSuccess: (count) =>
        setNotice({
          color: 'green',
          text: count > 0 ? t('checklistAdded', { count }) : t('checklistNone'),
        }),
      onError: failed,
    });

  const importFile = async (file: File | null) => {
    if (!file) return;
    let rows;
    try {
      const sheet = /\.xlsx$/i.test(file.name)
        ? await parseXlsx(new Uint8Array(await file.arrayBuffer()))
        : parseCsv(await file.text());
      const translators = ['en', 'de']
        .filter((language) => i18next.hasResourceBundle(language, 'diligence'))
        .map((language) => i18next.getFixedT(language, 'diligence'));
      rows = sheetToRequests(sheet, translators as never);
    } catch {
      setNotice({ color: 'red', text: t('importFailed') });
      return;
    }
    if (rows.length === 0) {
      setNotice({ color: 'orange', text: t('importEmpty') });
      return;
    }
    importRows.mutate(rows, {
      onSuccess: (count) => setNotice({ color: 'green', text: t('imported', { count }) }),
      onError: failed,
    });
  };

  return (
    <Stack
      gap="sm"
      component="section"
      aria-label={t('title')}
      data-testid="diligence"
      data-live={live}
    >
      <Title order={2} size="h3">
        {t('title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('intro')}
      </Text>
      <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs" data-testid="diligence-counts">
        {(['open', 'overdue', 'answered', 'accepted'] as const).map((key) => (
          <Paper key={key} withBorder radius="md" p="xs" data-testid={`diligence-count-${key}`}>
            <Text
              size="xl"
              fw={700}
              c={key === 'overdue' && counts.overdue > 0 ? 'red.8' : undefined}
            >
              {counts[key]}
            </Text>
            <Text size="xs" c="dimmed">
              {t(`counts.${key}`)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      {!canWrite && (
        <Alert color="gray" variant="light" p="xs" data-testid="diligence-read-only">
          <Text size="sm">{t('readOnly')}</Text>
        </Alert>
      )}
      {data.is_listing_owner && <DiligenceProgress listingId={data.listing_id} dealId={dealId} />}
      <Group gap="xs" wrap="wrap">
        {isBuyer && canWrite && (
          <>
            <Button size="xs" onClick={() => setCreating(true)}>
              {t('actions.newRequest')}
            </Button>
            <Menu position="bottom-start">
              <Menu.Target>
                <Button
                  size="xs"
                  variant="light"
                  loading={checklist.isPending}
                  rightSection={<IconChevronDown size={14} aria-hidden />}
                >
                  {t('actions.checklist')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item onClick={() => importChecklist('de')}>
                  {t('actions.checklistDe')}
                </Menu.Item>
                <Menu.Item onClick={() => importChecklist('en')}>
                  {t('actions.checklistEn')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
            <FileButton
              onChange={(file) => void importFile(file)}
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            >
              {(props) => (
                <Button size="xs" variant="default" loading={importRows.isPending} {...props}>
                  {t('actions.importFile')}
                </Button>
              )}
            </FileButton>
          </>
        )}
        <Button
          size="xs"
          variant="default"
          onClick={() =>
            download(
              `${fileBase}.xlsx`,
              toXlsx(requestsToSheet(data, t), t('sheet.name')),
              'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            )
          }
        >
          {t('actions.exportXlsx')}
        </Button>
        <Button
          size="xs"
          variant="default"
          onClick={() =>
            download(`${fileBase}.csv`, toCsv(requestsToSheet(data, t)), 'text/csv;charset=utf-8')
          }
        >
          {t('actions.exportCsv')}
        </Button>
      </Group>
      {notice && (
        <Alert color={notice.color} withCloseButton onClose={() => setNotice(null)} role="status">
          {notice.text}
        </Alert>
      )}
      <Tabs defaultValue="requests" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="requests">{t('tabs.requests')}</Tabs.Tab>
          <Tabs.Tab value="questions">
            {counts.questionsOpen > 0
              ? `${t('tabs.questions')} (${counts.questionsOpen})`
              : t('tabs.questions')}
          </Tabs.Tab>
          <Tabs.Tab value="faq">{t('tabs.faq')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="requests" pt="sm">
          <RequestList
            dealId={dealId}
            data={data}
            userId={userId}
            uploadDocument={uploadDocument}
          />
        </Tabs.Panel>
        <Tabs.Panel value="questions" pt="sm">
          <QuestionsPanel dealId={dealId} data={data} />
        </Tabs.Panel>
        <Tabs.Panel value="faq" pt="sm">
          <FaqList listingId={data.listing_id} />
        </Tabs.Panel>
      </Tabs>
      <RequestModal
        dealId={dealId}
        request={null}
        opened={creating}
        onClose={() => setCreating(false)}
      />
    </Stack>
  );
}
