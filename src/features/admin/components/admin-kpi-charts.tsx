import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import type { AdminKpis } from '../api/get-admin-kpis';

/** Sign-ups and verifications per week as bars (its own chunk: recharts is loaded on demand). */
export default function AdminKpiCharts({ kpis }: { kpis: AdminKpis }) {
  const { t, i18n } = useTranslation('admin');
  const signups = t('kpis.signupsShort');
  const verified = t('kpis.verifiedShort');
  const data = kpis.weeks.map((week) => ({
    week: formatDate(week.week_start, i18n.language),
    [signups]: week.signups,
    [verified]: week.verified,
  }));
  return (
    <Stack gap="xs" data-testid="kpi-chart">
      <Text size="sm" fw={600}>
        {t('kpis.chartTitle')}
      </Text>
      <BarChart
        h={220}
        data={data}
        dataKey="week"
        withLegend
        tickLine="none"
        series={[
          { name: signups, color: 'blue.5' },
          { name: verified, color: 'teal.6' },
        ]}
      />
    </Stack>
  );
}
