import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload, IconFileText } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents, formatDate } from '../../../lib/format';
import {
  useDownloadCreditNote,
  useDownloadStatement,
  useScoutFees,
  type ScoutFee,
  type StatementPeriod,
} from '../api/scout-fees';

const STATUS_COLORS: Record<ScoutFee['status'], string> = {
  recorded: 'yellow',
  confirmed: 'blue',
  paid: 'green',
  declined: 'gray',
};

/** Months, quarters and years a statement can cover: the last twelve months, four quarters, two years. */
function periodOptions(
  language: string,
  t: (key: 'scoutFees.month' | 'scoutFees.quarter' | 'scoutFees.year') => string,
) {
  const now = new Date();
  const year = now.getFullYear();
  const month = now.getMonth() + 1;
  const monthName = new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric' });
  const months = Array.from({ length: 12 }, (_, i) => {
    const at = new Date(year, month - 1 - i, 1);
    return {
      value: JSON.stringify({ year: at.getFullYear(), month: at.getMonth() + 1 }),
      label: monthName.format(at),
    };
  });
  const quarter = Math.ceil(month / 3);
  const quarters = Array.from({ length: 4 }, (_, i) => {
    const q = ((quarter - 1 - i + 8) % 4) + 1;
    const y = year - (quarter - 1 - i < 0 ? 1 : 0);
    return { value: JSON.stringify({ year: y, quarter: q }), label: `Q${q} ${y}` };
  });
  const years = [year, year - 1].map((y) => ({
    value: JSON.stringify({ year: y }),
    label: String(y),
  }));
  return [
    { group: t('scoutFees.month'), items: months },
    { group: t('scoutFees.quarter'), items: quarters },
    { group: t('scoutFees.year'), items: years },
  ];
}

/**
 * The scout's fees per won deal with their status (recorded → confirmed → paid), each confirmed
 * fee's credit note (Gutschrift) and a statement per month, quarter or year, as PDFs.
 */
export function ScoutFees({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation('dashboard');
  const fees = useScoutFees(userId);
  const creditNote = useDownloadCreditNote();
  const statement = useDownloadStatement();
  const options = useMemo(() => periodOptions(i18n.language, t), [i18n.language, t]);
  const [period, setPeriod] = useState<string>(options[0].items[0].value);

  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="scout-fees-heading">
      <Title order={2} size="h5" id="scout-fees-heading" mb={4}>
        {t('scoutFees.heading')}
      </Title>
      {/* How the fee is set and how it reaches the scout, folded to one line (issue 33: the
          dashboard fits two phone screens); it opens on demand. */}
      <details
        data-testid="fee-explanation"
        aria-labelledby="fee-explanation"
        style={{ marginBottom: 'var(--mantine-spacing-xs)' }}
      >
        <Text
          component="summary"
          size="sm"
          fw={600}
          c="blue.8"
          id="fee-explanation"
          style={{ cursor: 'pointer' }}
        >
          {t('feeExplanation.title')}
        </Text>
        <Text size="sm" c="dimmed" mt={4}>
          {t('feeExplanation.text')}
        </Text>
        <Text size="sm" c="dimmed" mt={4}>
          {t('scoutFees.intro')}
        </Text>
      </details>
      {fees.isPending ? (
        <Loader size="sm" aria-label={t('scoutFees.heading')} />
      ) : fees.isError ? (
        <Alert color="red" role="alert">
          {t('scoutFees.loadFailed')}
          <Button size="xs" ml="xs" variant="light" onClick={() => void fees.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : fees.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('scoutFees.empty')}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {fees.data.map((fee) => (
            <Group
              key={fee.deal_id}
              component="li"
              justify="space-between"
              wrap="wrap"
              gap="xs"
              data-testid="scout-fee"
            >
              <div style={{ minWidth: 0 }}>
                <Group gap={6} wrap="wrap">
                  <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {fee.listing_title}
                  </Text>
                  <Badge size="sm" variant="light" color={STATUS_COLORS[fee.status]}>
                    {t(`scoutFees.status.${fee.status}`)}
                  </Badge>
                </Group>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {[
                    t('scoutFees.net', { amount: formatCents(fee.fee_cents, i18n.language) }),
                    fee.gross_cents !== fee.fee_cents
                      ? t('scoutFees.gross', {
                          amount: formatCents(fee.gross_cents, i18n.language),
                        })
                      : null,
                    t('scoutFees.wonOn', { date: formatDate(fee.marked_at, i18n.language) }),
                    fee.paid_at
                      ? t('scoutFees.paidOn', { date: formatDate(fee.paid_at, i18n.language) })
                      : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
                {fee.status !== 'recorded' && fee.status !== 'declined' && !fee.credit_note_id && (
                  <Text size="xs" c="orange.9" data-testid="credit-note-waiting">
                    {t('scoutFees.creditNoteWaiting')}
                  </Text>
                )}
              </div>
              {fee.credit_note_id && (
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconDownload size={14} aria-hidden />}
                  loading={
                    creditNote.isPending &&
                    creditNote.variables?.credit_note_id === fee.credit_note_id
                  }
                  onClick={() => creditNote.mutate(fee)}
                  aria-label={t('scoutFees.creditNoteLabel', { number: fee.credit_note_number })}
                >
                  {t('scoutFees.creditNote')}
                </Button>
              )}
            </Group>
          ))}
        </Stack>
      )}
      <Group gap="xs" mt="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('scoutFees.period')}
          data={options}
          value={period}
          onChange={(value) => value && setPeriod(value)}
          allowDeselect={false}
          style={{ flex: '1 1 9rem', maxWidth: 200 }}
          size="xs"
        />
        <Button
          size="xs"
          variant="default"
          leftSection={<IconFileText size={14} aria-hidden />}
          loading={statement.isPending}
          onClick={() => statement.mutate(JSON.parse(period) as StatementPeriod)}
        >
          {t('scoutFees.statement')}
        </Button>
      </Group>
      {(creditNote.isError || statement.isError) && (
        <Alert color="red" role="alert" mt="xs">
          {t('scoutFees.downloadFailed')}
        </Alert>
      )}
    </Paper>
  );
}
