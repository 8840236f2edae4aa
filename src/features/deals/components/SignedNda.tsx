import { Alert, Button, Group, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useErrorWords } from '../../../lib/error-words';
import { formatDate } from '../../../lib/format';
import { isLanguage } from '../../../lib/language';
import { useDownloadSignedNda } from '../api/download-signed-nda';

type Props = { deal: { id: string; listing_id: string; nda_signed_at: string } };

/** The signed NDA of the deal, as a PDF both parties can keep (same copy for buyer and owner). */
export function SignedNda({ deal }: Props) {
  const { t, i18n } = useTranslation('deals');
  const download = useDownloadSignedNda();
  const errorWords = useErrorWords();
  const language = isLanguage(i18n.language) ? i18n.language : 'de';
  return (
    <Paper withBorder radius="md" p="md" data-testid="signed-nda">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <div>
          <Title order={2} size="h4">
            {t('nda.documentHeading')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('nda.documentSigned', { date: formatDate(deal.nda_signed_at, i18n.language) })}
          </Text>
        </div>
        <Button
          variant="light"
          loading={download.isPending}
          onClick={() => download.mutate({ deal, language })}
        >
          {t('nda.download')}
        </Button>
      </Group>
      {download.isError && (
        <Alert color="red" role="alert" mt="sm">
          {t('nda.downloadFailed', { message: errorWords(download.error) })}
        </Alert>
      )}
    </Paper>
  );
}
