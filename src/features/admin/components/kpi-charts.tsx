import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import type { AdminKpis } from '../api/get-admin-kpis';

type Week = AdminKpis['weeks'][number];
type Field = 'signups' | 'verified' | 'listings_published' | 'access_decisions';

const CHARTS: {
  id: string;
  title: string;
  series: { field: Field; label: string; color: string }[];
}[] = [
  {
    id: 'accounts',
    title: 'kpis.chartTitle',
    series: [
      { field: 'signups', label: 'kpis.signups', color: 'blue.5' },
      { field: 'verified', label: 'kpis.verified', color: 'teal.6' },
    ],
  },
  {
    id: 'market',
    title: 'kpis.chartMarketTitle',
    series: [
      { field: 'listings_published', label: 'kpis.listingsPublished', color: 'indigo.6' },
      { field: 'access_decisions', label: 'kpis.accessDecisions', color: 'orange.6' },
    ],
  },
];

/**
 * The weekly figures as bars (its own chunk: recharts is loaded when the key figures open, so the
 * first load pays nothing for it; budget in scripts/check-bundle-size.mjs). The table below the
 * charts holds the same numbers in words, each opening its list.
 */
export default function KpiCharts({ weeks }: { weeks: Week[] }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      {CHARTS.map((chart) => (
        <Stack key={chart.id} gap="xs" data-testid={`kpi-chart-${chart.id}`}>
          <Text size="sm" fw={600}>
            {t(chart.title as 'kpis.chartTitle')}
          </Text>
          <BarChart
            h={200}
            data={weeks.map((week) => ({
              week: formatDate(week.week_start, i18n.language),
              ...Object.fromEntries(
                chart.series.map((s) => [t(s.label as 'kpis.signups'), week[s.field]]),
              ),
            }))}
            dataKey="week"
            withLegend
            // The series in their order (recharts sorts the legend by name otherwise).
            legendProps={{
              verticalAlign: 'bottom',
              itemSorter: (item) =>
                chart.series.findIndex((s) => t(s.label as 'kpis.signups') === String(item.value)),
            }}
            series={chart.series.map((s) => ({
              name: t(s.label as 'kpis.signups'),
              color: s.color,
            }))}
            tickLine="none"
            xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 16 }}
            yAxisProps={{ allowDecimals: false, width: 28 }}
          />
        </Stack>
      ))}
    </SimpleGrid>
  );
}
