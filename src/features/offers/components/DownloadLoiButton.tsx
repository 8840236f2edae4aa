import { Alert, Button, type ButtonProps, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useErrorWords } from '../../../lib/error-words';
import { isLanguage } from '../../../lib/language';
import { useDownloadLoi } from '../api/download-loi';
import type { OfferVersion } from '../api/offer-thread';

type Props = {
  dealId: string;
  listingId: string;
  offer: Pick<OfferVersion, 'id' | 'version_no'>;
  /** The button's text (default: "Download LOI (PDF)"). */
  label?: string;
  /** What a screen reader says when the label alone does not (the archive's short "PDF"). */
  ariaLabel?: string;
  size?: ButtonProps['size'];
};

/** Downloads an accepted version of the letter of intent as a PDF in the page's language. */
export function DownloadLoiButton({
  dealId,
  listingId,
  offer,
  label,
  ariaLabel,
  size = 'xs',
}: Props) {
  const { t, i18n } = useTranslation('offers');
  const download = useDownloadLoi();
  const errorWords = useErrorWords();
  const language = isLanguage(i18n.language) ? i18n.language : 'de';
  return (
    <Stack gap={4} align="flex-start">
      <Button
        size={size}
        variant="light"
        leftSection={<IconDownload size={14} aria-hidden />}
        loading={download.isPending}
        data-testid="download-loi"
        aria-label={ariaLabel}
        onClick={() => download.mutate({ dealId, listingId, offer, language })}
      >
        {label ?? t('download.button')}
      </Button>
      {download.isError && (
        <Alert color="red" role="alert" p="xs">
          {t('download.failed', { message: errorWords(download.error) })}
        </Alert>
      )}
    </Stack>
  );
}
