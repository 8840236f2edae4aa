import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { everAccepted } from '../api/download-loi';
import { useOfferThread } from '../api/offer-thread';
import { DownloadLoiButton } from './DownloadLoiButton';

type Props = { dealId: string; listingId: string };

/**
 * The deal's archive in its data room: the accepted letters of intent (the one in force and those
 * a later accepted change replaced), newest first, each a PDF both sides download alike. Reads the
 * offers panel's thread (same query, no request of its own); renders nothing without one (and for
 * team members, who do not read the versions).
 */
export function LoiArchive({ dealId, listingId }: Props) {
  const { t, i18n } = useTranslation('offers');
  const versions = useOfferThread(dealId).data ?? [];
  const accepted = everAccepted(versions);
  const entries = versions.filter((v) => accepted.has(v.id) && v.decided_at);
  if (!entries.length) return null;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="loi-archive">
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('archive.heading')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('archive.intro')}
        </Text>
        {entries.map((offer) => (
          <Group
            key={offer.id}
            justify="space-between"
            gap="xs"
            wrap="nowrap"
            data-testid="loi-archive-entry"
          >
            <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
              <IconFileText size={20} aria-hidden style={{ flex: '0 0 auto' }} />
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {t('archive.entry', { version: offer.version_no })}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('archive.acceptedOn', { date: formatDate(offer.decided_at!, i18n.language) })}
                  {offer.status === 'superseded' ? ` · ${t('archive.replaced')}` : ''}
                </Text>
              </div>
            </Group>
            <DownloadLoiButton
              dealId={dealId}
              listingId={listingId}
              offer={offer}
              label={t('archive.download')}
              ariaLabel={t('archive.downloadLabel', { version: offer.version_no })}
            />
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
