import {
  Anchor,
  Center,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatEur, formatNumber } from '../../../lib/format';
import { type AdminKpis as Kpis, FUNNEL_STAGES, useAdminKpis } from '../api/get-admin-kpis';
import type { ListFilter } from './AdminDashboard';
import { QueryErrorAlert } from './QueryErrorAlert';

// The charts (recharts through @mantine/charts) load with the key figures, not the first page.
const KpiCharts = lazy(() => import('./kpi-charts'));

const PERIODS = [4, 12, 26, 52] as const;

/** Opens a tab's list, filtered to what a figure counts (its period or status). */
type OpenList = (tab: 'users' | 'deals' | 'finance' | 'listings', filter?: ListFilter) => void;

const sum = (
  kpis: Kpis,
  field: 'signups' | 'verified' | 'listings_published' | 'access_decisions',
) => kpis.weeks.reduce((total, week) => total + week[field], 0);

/** One figure with its label; `hint` says what it counts. */
function Tile({
  label,
  value,
  hint,
  testId,
  onOpen,
}: {
  label: string;
  value: string;
  hint?: string;
  testId: string;
  /** Opens the list the figure counts. */
  onOpen?: () => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      data-testid={testId}
      component={onOpen ? 'button' : 'div'}
      type={onOpen ? 'button' : undefined}
      onClick={onOpen}
      title={onOpen ? t('kpis.openList') : undefined}
      style={onOpen ? { cursor: 'pointer', textAlign: 'start', width: '100%' } : undefined}
    >
      <Text size="xs" c="dimmed" fw={600} style={{ hyphens: 'auto' }}>
        {label}
      </Text>
      <Text fz="xl" fw={700} data-kpi-value>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Paper>
  );
}

/**
 * The operator's KPIs (admin_kpis()): sign-ups and verifications per week and how long verifying
 * takes, listings, access decisions and their time, the funnel from teaser views to won deals,
 * where the deals stand and the fees. Every figure is a count of rows (weeks from Monday, Berlin).
 */
export function AdminKpis({ onOpen }: { onOpen?: OpenList }) {
  const { t, i18n } = useTranslation(['admin', 'deals']);
  const [weeks, setWeeks] = useState<number>(12);
  const kpis = useAdminKpis(weeks);
  const language = i18n.language;
  const hours = (value: number | null | undefined) =>
    value == null
      ? t('admin:kpis.none')
      : t('admin:kpis.hours', { hours: formatNumber(value, language) });

  if (kpis.isError) {
    return (
      <QueryErrorAlert message={t('admin:kpis.loadFailed')} onRetry={() => void kpis.refetch()} />
    );
  }
  if (!kpis.data) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label={t('admin:common.loading')} />
      </Center>
    );
  }
  const data = kpis.data;
  const thisWeek = data.weeks[data.weeks.length - 1];
  // The window a figure counts, and a week's bounds: the lists open with exactly these.
  const whole = { from: data.from, until: data.until };
  const boundsOf = (week: Kpis['weeks'][number]) => ({ from: week.starts, until: week.ends });
  /** A week's figure that opens the list of its rows (or plain when there is nothing to open). */
  const weekFigure = (value: number, label: string, openIt: () => void) =>
    onOpen && value > 0 ? (
      <Anchor component="button" type="button" fz="sm" onClick={openIt} aria-label={label}>
        {formatNumber(value, language)}
      </Anchor>
    ) : (
      formatNumber(value, language)
    );
  const funnel = [
    { step: 'views', label: t('admin:kpis.funnel.views'), value: data.funnel.views },
    ...FUNNEL_STAGES.map((stage) => ({
      step: stage,
      label: t(`deals:stages.${stage}`),
      value: data.funnel.stages[stage] ?? 0,
    })),
  ];
  const stagesNow = Object.entries(data.stages_now).sort(([, a], [, b]) => b - a);

  return (
    <Stack gap="lg" data-testid="admin-kpis" aria-busy={kpis.isFetching}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={2} size="h3">
          {t('admin:kpis.title')}
        </Title>
        <SegmentedControl
          size="xs"
          value={String(weeks)}
          onChange={(value) => setWeeks(Number(value))}
          aria-label={t('admin:kpis.period')}
          data={PERIODS.map((value) => ({
            value: String(value),
            label: t('admin:kpis.weeks', { count: value }),
          }))}
        />
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
        <Tile
          testId="kpi-signups"
          onOpen={onOpen && (() => onOpen('users', { users: { field: 'created_at', ...whole } }))}
          label={t('admin:kpis.signups')}
          value={formatNumber(sum(data, 'signups'), language)}
        />
        <Tile
          testId="kpi-verified"
          onOpen={onOpen && (() => onOpen('users', { users: { field: 'verified_at', ...whole } }))}
          label={t('admin:kpis.verified')}
          value={formatNumber(sum(data, 'verified'), language)}
        />
        <Tile
          testId="kpi-verification-time"
          onOpen={
            onOpen &&
            thisWeek &&
            (() => onOpen('users', { users: { field: 'verified_at', ...boundsOf(thisWeek) } }))
          }
          label={t('admin:kpis.verificationTime')}
          value={hours(thisWeek?.median_hours_to_verification)}
          hint={t('admin:kpis.thisWeekMedian')}
        />
        <Tile
          testId="kpi-listings"
          onOpen={onOpen && (() => onOpen('listings', { listings: whole }))}
          label={t('admin:kpis.listingsPublished')}
          value={formatNumber(sum(data, 'listings_published'), language)}
        />
        <Tile
          testId="kpi-access-decisions"
          onOpen={onOpen && (() => onOpen('deals', { decisions: whole }))}
          label={t('admin:kpis.accessDecisions')}
          value={formatNumber(sum(data, 'access_decisions'), language)}
        />
        <Tile
          testId="kpi-access-time"
          onOpen={onOpen && thisWeek && (() => onOpen('deals', { decisions: boundsOf(thisWeek) }))}
          label={t('admin:kpis.accessDecisionTime')}
          value={hours(thisWeek?.median_hours_to_access_decision)}
          hint={t('admin:kpis.thisWeekMedian')}
        />
        <Tile
          testId="kpi-access-fees"
          onOpen={onOpen && (() => onOpen('finance'))}
          label={t('admin:kpis.accessFees')}
          value={formatEur(data.access_fees.amount_eur, language)}
          hint={t('admin:kpis.invoices', { count: data.access_fees.count })}
        />
        <Tile
          testId="kpi-success-fees-pending"
          onOpen={onOpen && (() => onOpen('deals'))}
          label={t('admin:kpis.successFeesPending')}
          value={formatEur(data.success_fees.pending_eur, language)}
          hint={t('admin:kpis.claims', { count: data.success_fees.pending })}
        />
        <Tile
          testId="kpi-success-fees-confirmed"
          onOpen={onOpen && (() => onOpen('deals'))}
          label={t('admin:kpis.successFeesConfirmed')}
          value={formatEur(data.success_fees.confirmed_eur, language)}
          hint={t('admin:kpis.claims', { count: data.success_fees.confirmed })}
        />
        <Tile
          testId="kpi-access-fees-paid"
          onOpen={onOpen && (() => onOpen('finance'))}
          label={t('admin:kpis.accessFeesPaid')}
          value={formatEur(data.access_fees.paid_eur, language)}
          hint={t('admin:kpis.invoices', { count: data.access_fees.paid })}
        />
        <Tile
          testId="kpi-scout-fees-owed"
          onOpen={onOpen && (() => onOpen('finance'))}
          label={t('admin:kpis.scoutFeesOwed')}
          value={formatEur(data.scout_fees.owed_eur, language)}
          hint={t('admin:kpis.fees', { count: data.scout_fees.owed })}
        />
        <Tile
          testId="kpi-scout-fees-paid"
          onOpen={onOpen && (() => onOpen('finance'))}
          label={t('admin:kpis.scoutFeesPaid')}
          value={formatEur(data.scout_fees.paid_eur, language)}
          hint={t('admin:kpis.fees', { count: data.scout_fees.paid })}
        />
      </SimpleGrid>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('admin:kpis.perWeek')}
        </Title>
        <Suspense fallback={<Loader size="sm" aria-label={t('admin:common.loading')} />}>
          <KpiCharts weeks={data.weeks} />
        </Suspense>
        <Table.ScrollContainer minWidth={360}>
          <Table data-testid="kpi-weeks" striped fz="sm" horizontalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin:kpis.week')}</Table.Th>
                <Table.Th ta="right">{t('admin:kpis.signupsShort')}</Table.Th>
                <Table.Th ta="right">{t('admin:kpis.verifiedShort')}</Table.Th>
                <Table.Th ta="right">{t('admin:kpis.medianHours')}</Table.Th>
                <Table.Th ta="right">{t('admin:kpis.listingsShort')}</Table.Th>
                <Table.Th ta="right">{t('admin:kpis.decisionsShort')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {[...data.weeks].reverse().map((week) => {
                const date = formatDate(week.week_start, language);
                const bounds = boundsOf(week);
                return (
                  <Table.Tr key={week.week_start} data-week={week.week_start}>
                    <Table.Td>{date}</Table.Td>
                    <Table.Td ta="right" data-field="signups">
                      {weekFigure(
                        week.signups,
                        t('admin:kpis.openWeek.signups', { count: week.signups, date }),
                        () => onOpen?.('users', { users: { field: 'created_at', ...bounds } }),
                      )}
                    </Table.Td>
                    <Table.Td ta="right" data-field="verified">
                      {weekFigure(
                        week.verified,
                        t('admin:kpis.openWeek.verified', { count: week.verified, date }),
                        () => onOpen?.('users', { users: { field: 'verified_at', ...bounds } }),
                      )}
                    </Table.Td>
                    <Table.Td ta="right">{hours(week.median_hours_to_verification)}</Table.Td>
                    <Table.Td ta="right" data-field="listings">
                      {weekFigure(
                        week.listings_published,
                        t('admin:kpis.openWeek.listings', {
                          count: week.listings_published,
                          date,
                        }),
                        () => onOpen?.('listings', { listings: bounds }),
                      )}
                    </Table.Td>
                    <Table.Td ta="right" data-field="decisions">
                      {weekFigure(
                        week.access_decisions,
                        t('admin:kpis.openWeek.decisions', {
                          count: week.access_decisions,
                          date,
                        }),
                        () => onOpen?.('deals', { decisions: bounds }),
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('admin:kpis.funnel.title')}
          </Title>
          <Table data-testid="kpi-funnel" striped>
            <Table.Tbody>
              {funnel.map((row) => (
                <Table.Tr key={row.step} data-step={row.step}>
                  <Table.Td>{row.label}</Table.Td>
                  <Table.Td ta="right">{formatNumber(row.value, language)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('admin:kpis.stagesNow')}
          </Title>
          <Table data-testid="kpi-stages-now" striped>
            <Table.Tbody>
              {stagesNow.map(([stage, deals]) => (
                <Table.Tr key={stage} data-stage={stage}>
                  <Table.Td>
                    {t(`deals:stages.${stage as (typeof FUNNEL_STAGES)[number]}`)}
                  </Table.Td>
                  <Table.Td ta="right">{formatNumber(deals, language)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
