import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents, formatDate } from '../../../lib/format';
import { useDownloadScoutCreditNote, useDownloadScoutStatement } from '../api/scout-documents';
import {
  useAdminScoutFees,
  useMarkScoutFeePaid,
  useScoutFeeSummary,
  type AdminScoutFee,
  type ScoutFeeStatus,
} from '../api/scout-fees';

const STATUS_COLORS: Record<ScoutFeeStatus, string> = {
  recorded: 'yellow',
  confirmed: 'blue',
  paid: 'green',
  declined: 'gray',
};

/** Owed fees (to be marked paid) first, each group newest first as the database sends them. */
const owedFirst = (fees: AdminScoutFee[]) => [
  ...fees.filter((fee) => fee.status === 'confirmed'),
  ...fees.filter((fee) => fee.status !== 'confirmed'),
];

/**
 * The fees the marketplace owes scouts: recorded (awaiting the admin's confirmation of the won
 * deal), owed (confirmed, credit note issued) and paid, with sums in cents from the database, the
 * newest fees, and marking an owed fee paid (asks first).
 */
export function ScoutFeesPanel() {
  const { t, i18n } = useTranslation('admin');
  const fees = useAdminScoutFees();
  const summary = useScoutFeeSummary();
  const [paying, setPaying] = useState<AdminScoutFee | null>(null);
  const creditNote = useDownloadScoutCreditNote();
  const statement = useDownloadScoutStatement();
  const money = (cents: number) => formatCents(cents, i18n.language);
  /** The year (Europe/Berlin) the deal was won: the statement that lists the fee. */
  const wonYear = (fee: AdminScoutFee) =>
    Number(
      new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Europe/Berlin' }).format(
        new Date(fee.marked_at),
      ),
    );

  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-labelledby="scout-fees-admin">
      <Stack gap="sm">
        <div>
          <Text fw={600} size="sm" id="scout-fees-admin">
            {t('scoutFees.heading')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('scoutFees.intro')}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" data-testid="scout-fee-summary">
          {(['confirmed', 'paid', 'recorded'] as const).map((status) => (
            <Paper key={status} withBorder p="sm" radius="md">
              <Text size="xs" c="dimmed">
                {t(`scoutFees.total.${status}`)}
              </Text>
              <Text fw={700} data-testid={`scout-fees-${status}`}>
                {money(summary.data?.[status].grossCents ?? 0)}
              </Text>
              <Text size="xs" c="dimmed">
                {t('scoutFees.count', { count: summary.data?.[status].fees ?? 0 })}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
        {fees.isError ? (
          <Alert color="red" role="alert">
            {t('scoutFees.loadFailed')}
          </Alert>
        ) : fees.data && fees.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('scoutFees.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={720}>
            <Table aria-label={t('scoutFees.heading')} verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('scoutFees.columns.scout')}</Table.Th>
                  <Table.Th>{t('scoutFees.columns.won')}</Table.Th>
                  <Table.Th>{t('scoutFees.columns.amount')}</Table.Th>
                  <Table.Th>{t('scoutFees.columns.status')}</Table.Th>
                  <Table.Th>{t('finance.columns.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {owedFirst(fees.data ?? []).map((fee) => (
                  <Table.Tr key={fee.deal_id} data-testid="admin-scout-fee">
                    <Table.Td>
                      <Text size="sm">{fee.scout_name}</Text>
                      <Text size="xs" c="dimmed" lineClamp={1}>
                        {fee.listing_title}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{formatDate(fee.marked_at, i18n.language)}</Text>
                      {fee.credit_note_number && (
                        <Text size="xs" c="dimmed">
                          {fee.credit_note_number}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{money(fee.gross_cents)}</Text>
                      {fee.gross_cents !== fee.fee_cents && (
                        <Text size="xs" c="dimmed">
                          {t('scoutFees.net', { amount: money(fee.fee_cents) })}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={STATUS_COLORS[fee.status]}>
                        {t(`scoutFees.status.${fee.status}`)}
                      </Badge>
                      {fee.paid_at && (
                        <Text size="xs" c="dimmed">
                          {formatDate(fee.paid_at, i18n.language)}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Group gap={6} wrap="wrap">
                        {fee.credit_note_id && (
                          <Button
                            size="xs"
                            variant="default"
                            leftSection={<IconDownload size={14} aria-hidden />}
                            loading={
                              creditNote.isPending &&
                              creditNote.variables?.credit_note_id === fee.credit_note_id
                            }
                            aria-label={t('scoutFees.creditNoteLabel', {
                              number: fee.credit_note_number ?? '',
                            })}
                            onClick={() =>
                              creditNote.mutate(fee, {
                                onError: () =>
                                  notifications.show({
                                    color: 'red',
                                    message: t('scoutFees.downloadFailed'),
                                  }),
                              })
                            }
                          >
                            {t('scoutFees.creditNote')}
                          </Button>
                        )}
                        <Button
                          size="xs"
                          variant="default"
                          leftSection={<IconDownload size={14} aria-hidden />}
                          loading={
                            statement.isPending &&
                            statement.variables?.scoutId === fee.scout_id &&
                            statement.variables?.year === wonYear(fee)
                          }
                          aria-label={t('scoutFees.statementLabel', {
                            scout: fee.scout_name,
                            year: wonYear(fee),
                          })}
                          onClick={() =>
                            statement.mutate(
                              { scoutId: fee.scout_id, year: wonYear(fee) },
                              {
                                onError: () =>
                                  notifications.show({
                                    color: 'red',
                                    message: t('scoutFees.downloadFailed'),
                                  }),
                              },
                            )
                          }
                        >
                          {t('scoutFees.statement', { year: wonYear(fee) })}
                        </Button>
                        {fee.status === 'confirmed' && !fee.credit_note_number && (
                          <Text size="xs" c="dimmed" data-testid="credit-note-waiting">
                            {t('scoutFees.creditNoteWaiting')}
                          </Text>
                        )}
                        {fee.status === 'confirmed' && fee.credit_note_number && (
                          <Button
                            size="xs"
                            variant="light"
                            color="green"
                            aria-label={t('scoutFees.markPaidLabel', {
                              number: fee.credit_note_number ?? '',
                            })}
                            onClick={() => setPaying(fee)}
                          >
                            {t('finance.markPaid')}
                          </Button>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <MarkPaidModal fee={paying} onClose={() => setPaying(null)} />
    </Paper>
  );
}

/** Asks before marking a scout's fee paid, and says what it will do. */
function MarkPaidModal({ fee, onClose }: { fee: AdminScoutFee | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const markPaid = useMarkScoutFeePaid();
  const values = fee
    ? {
        amount: formatCents(fee.gross_cents, i18n.language),
        scout: fee.scout_name,
        number: fee.credit_note_number ?? '',
      }
    : {};
  return (
    <Modal opened={fee !== null} onClose={onClose} centered title={t('scoutFees.markPaidTitle')}>
      {fee && (
        <Stack gap="md">
          <Text size="sm">{t('scoutFees.markPaidText', values)}</Text>
          <Text size="sm" c="dimmed">
            {t('finance.irreversible')}
          </Text>
          <Group justify="flex-end" wrap="wrap">
            <Button variant="default" onClick={onClose}>
              {t('finance.back')}
            </Button>
            <Button
              color="green"
              loading={markPaid.isPending}
              onClick={() =>
                markPaid.mutate(fee.deal_id, {
                  onSuccess: () => {
                    notifications.show({
                      color: 'green',
                      message: t('scoutFees.markedPaid', values),
                    });
                    onClose();
                  },
                  onError: () => notifications.show({ color: 'red', message: t('finance.failed') }),
                })
              }
            >
              {t('finance.markPaidSubmit')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
