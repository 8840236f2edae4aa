import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Chip,
  Group,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isBackendUnreachable } from '../../../lib/db';
import { counterpartyKey, useListingCounterparties } from '../api/listing-counterparties';
import { useReceivedInquiries } from '../api/received-inquiries';
import { useUpdateInquiryStatus } from '../api/update-inquiry-status';
import { formatDate } from '../../../lib/format';
import { mailtoHref } from '../../../lib/mailto';

const OWNER_STATUSES = ['read', 'answered', 'closed'] as const;

/** Inquiries about the seller's listings; the seller marks them read, answered or closed. */
export function ReceivedInquiries({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation('dashboard');
  const inquiries = useReceivedInquiries(userId);
  const counterparties = useListingCounterparties(userId);
  const update = useUpdateInquiryStatus(userId);

  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('inquiries.heading')}
      </Title>
      {update.isError && (
        <Alert color="red" role="alert" withCloseButton onClose={() => update.reset()}>
          {t('inquiries.updateFailed')}
        </Alert>
      )}
      {inquiries.isPending ? (
        <Loader size="sm" aria-label={t('inquiries.heading')} />
      ) : inquiries.isError && !inquiries.data ? (
        <Alert color={isBackendUnreachable(inquiries.error) ? 'yellow' : 'red'} role="alert">
          <Text size="sm">
            {isBackendUnreachable(inquiries.error) ? t('statsOffline') : t('inquiries.loadFailed')}
          </Text>
          <Button size="xs" mt="xs" variant="light" onClick={() => void inquiries.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : inquiries.data.length === 0 ? (
        <Text c="dimmed">{t('inquiries.empty')}</Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {inquiries.data.map((inq) => {
            const title = inq.listings.listing_details?.title ?? inq.listing_id;
            const sender = counterparties.data?.get(counterpartyKey(inq.listing_id, inq.user_id));
            const name = sender?.name ?? t('inquiries.unknownSender');
            return (
              <Card
                key={inq.id}
                component="li"
                withBorder
                radius="md"
                padding="sm"
                aria-label={t('inquiries.about', { title })}
              >
                <Group justify="space-between" align="flex-start" gap="xs">
                  <Stack gap={2} style={{ flex: 1, minWidth: 200 }}>
                    <Group gap={6}>
                      <Badge color={inq.status === 'pending' ? 'blue' : 'gray'} variant="light">
                        {t(`inquiries.status.${inq.status}`)}
                      </Badge>
                      <Text size="sm" fw={600}>
                        {t('inquiries.about', { title })}
                      </Text>
                    </Group>
                    <Text size="sm">{inq.message}</Text>
                    <Text size="xs" c="dimmed">
                      {t('inquiries.from', { name })}
                      {sender && (
                        <>
                          {' '}
                          (
                          {sender.email ? (
                            <Anchor
                              href={mailtoHref(sender.email) ?? undefined}
                              size="xs"
                              underline="always"
                            >
                              {sender.email}
                            </Anchor>
                          ) : (
                            t('contactAfterAccess')
                          )}
                          )
                        </>
                      )}{' '}
                      ·{' '}
                      {t('inquiries.received', { date: formatDate(inq.created_at, i18n.language) })}
                    </Text>
                  </Stack>
                  {/* Chips, not a SegmentedControl: a pending inquiry has no status chosen yet,
                      and a SegmentedControl without a matching value highlighted the first one. */}
                  <Chip.Group
                    value={inq.status === 'pending' ? '' : inq.status}
                    onChange={(v) =>
                      update.mutate({
                        inquiryId: inq.id,
                        status: v as (typeof OWNER_STATUSES)[number],
                      })
                    }
                  >
                    <Group
                      gap={6}
                      role="radiogroup"
                      aria-label={t('inquiries.statusLabel', { title })}
                    >
                      {OWNER_STATUSES.map((s) => (
                        <Chip
                          key={s}
                          value={s}
                          type="radio"
                          size="xs"
                          disabled={update.isPending && update.variables?.inquiryId === inq.id}
                        >
                          {t(`inquiries.status.${s}`)}
                        </Chip>
                      ))}
                    </Group>
                  </Chip.Group>
                </Group>
              </Card>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
