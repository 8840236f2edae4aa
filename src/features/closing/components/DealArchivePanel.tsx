import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useErrorWords } from '../../../lib/error-words';
import { formatDate } from '../../../lib/format';
import { useDealArchive } from '../api/deal-archive';
import { useDownloadDealArchive } from '../api/download-deal-archive';
import '../i18n';

type Props = {
  dealId: string;
  listingId: string;
  /** The viewer's side (admins download the seller's view: everything of the listing). */
  side: 'buyer' | 'seller';
  /** The deal's stage as the page knows it: the archive row is asked again when it changes. */
  stage: string | undefined;
};

/**
 * A closed deal's archive (issue 35): one ZIP with everything of the deal as the viewer's side
 * could see it and a SHA-256 manifest. Shown to the buyer, the listing's owner and admins once
 * the database recorded the closing (public.deal_archives); nothing while the deal is open.
 */
export function DealArchivePanel({ dealId, listingId, side, stage }: Props) {
  const { t, i18n } = useTranslation('closing');
  const archive = useDealArchive(dealId, stage);
  const download = useDownloadDealArchive();
  const errorWords = useErrorWords();
  const row = archive.data;
  if (!row) return null;
  const status = (download.error as { status?: number } | null)?.status;
  const failure =
    status === 409
      ? t('archive.errors.notClosed')
      : status === 410
        ? t('archive.errors.purged')
        : status === 404
          ? t('archive.errors.notFound')
          : errorWords(download.error);
  return (
    <Paper withBorder radius="md" p="md" data-testid="deal-archive">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4">
          {t('archive.heading')}
        </Title>
        {row.purged_at ? (
          <Alert color="gray" w="100%" data-testid="deal-archive-purged">
            {t('archive.purged', { date: formatDate(row.purged_at, i18n.language) })}
          </Alert>
        ) : (
          <>
            <Text size="sm">
              {t('archive.intro', { date: formatDate(row.closed_at, i18n.language) })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('archive.retention')}
            </Text>
            <Button
              variant="light"
              leftSection={<IconDownload size={16} aria-hidden />}
              loading={download.isPending}
              data-testid="deal-archive-download"
              onClick={() => download.mutate({ dealId, listingId, side })}
              styles={{ root: { maxWidth: '100%' }, label: { whiteSpace: 'normal' } }}
            >
              {t('archive.button')}
            </Button>
            {download.isPending && (
              <Text size="sm" c="dimmed" role="status" data-testid="deal-archive-building">
                {t('archive.building')}
              </Text>
            )}
            {download.isError && (
              <Alert color="red" role="alert" w="100%" data-testid="deal-archive-error">
                {t('archive.failed', { message: failure })}
              </Alert>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
