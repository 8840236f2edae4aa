import { BarChart, LineChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import type { AdminKpis } from '../api/get-admin-kpis';

/** The weekly figures as bars and the median times as lines (its own chunk: recharts on demand). */
export default function AdminKpiCharts({ kpis }: { kpis: AdminKpis }) {
  const { t, i18n } = useTranslation('admin');
  const names = {
    signups: t('kpis.signups'),
    verified: t('kpis.verified'),
    listings: t('kpis.listingsPublished'),
    verification: t('kpis.verificationTime'),
    access: t('kpis.accessDecisionTime'),
  };
  const weeks = kpis.weeks.map((week) => ({
    week: formatDate(week.week_start, i18n.language),
    [names.signups]: week.signups,
    [names.verified]: week.verified,
    [names.listings]: week.listings_published,
    [names.verification]: week.median_hours_to_verification,
    [names.access]: week.median_hours_to_access_decision,
  }));

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Stack gap="xs" data-testid="kpi-weeks-chart">
        <Text size="sm" fw={600}>
          {t('kpis.perWeek')}
        </Text>
        <BarChart
          h={240}
          data={weeks}
          dataKey="week"
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          series={[
            { name: names.signups, color: 'blue.4' },
            { name: names.verified, color: 'teal.6' },
            { name: names.listings, color: 'indigo.6' },
          ]}
          tickLine="y"
          xAxisProps={{ interval: 'preserveStartEnd' }}
          yAxisProps={{ allowDecimals: false, width: 36 }}
        />
      </Stack>
      <Stack gap="xs" data-testid="kpi-times-chart">
        <Text size="sm" fw={600}>
          {t('kpis.mediansPerWeek')}
        </Text>
        <LineChart
          h={240}
          data={weeks}
          dataKey="week"
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          connectNulls
          series={[
            { name: names.verification, color: 'teal.6' },
            { name: names.access, color: 'orange.6' },
          ]}
          tickLine="y"
          xAxisProps={{ interval: 'preserveStartEnd' }}
          yAxisProps={{ width: 44 }}
        />
      </Stack>
    </SimpleGrid>
  );
}
