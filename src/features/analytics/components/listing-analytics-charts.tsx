import { BarChart, FunnelChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Box, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { FUNNEL_STEPS, type ListingAnalytics } from '../api/listing-analytics';
import '../i18n';

const COLORS = {
  views: 'blue.3',
  inquiries: 'blue.5',
  ndas: 'indigo.6',
  access: 'teal.6',
  offers: 'green.7',
} as const;

/** Funnel and weekly bars of a listing's figures (its own chunk: recharts is loaded on demand). */
export default function ListingAnalyticsCharts({ analytics }: { analytics: ListingAnalytics }) {
  const { t, i18n } = useTranslation('analytics');
  const funnel = FUNNEL_STEPS.map((step) => ({
    name: t(`steps.${step}`),
    value: analytics.funnel[step],
    color: COLORS[step],
  }));
  const weeks = analytics.weeks.map((week) => ({
    week: formatDate(week.week, i18n.language),
    ...Object.fromEntries(FUNNEL_STEPS.map((step) => [t(`steps.${step}`), week[step]])),
  }));
  const stepNames = FUNNEL_STEPS.map((step) => t(`steps.${step}`));
  const anything = FUNNEL_STEPS.some((step) => analytics.funnel[step] > 0);

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Stack gap="xs" data-testid="analytics-funnel">
        <Text size="sm" fw={600}>
          {t('funnelTitle')}
        </Text>
        {anything ? (
          <>
            <FunnelChart data={funnel} size={200} withTooltip withLabels labelsPosition="right" />
            {/* The funnel's labels are figures only: which colour is which step, in words. */}
            <Group gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-hidden>
              {funnel.map((step) => (
                <Group key={step.name} gap={4} component="li" wrap="nowrap">
                  <Box
                    w={10}
                    h={10}
                    style={{
                      borderRadius: 2,
                      background: `var(--mantine-color-${step.color.replace('.', '-')})`,
                    }}
                  />
                  <Text size="xs">
                    {step.name}: {step.value}
                  </Text>
                </Group>
              ))}
            </Group>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {t('empty')}
          </Text>
        )}
      </Stack>
      <Stack gap="xs" data-testid="analytics-weeks">
        <Text size="sm" fw={600}>
          {t('weeksTitle')}
        </Text>
        <BarChart
          h={220}
          data={weeks}
          dataKey="week"
          withLegend
          // Steps in funnel order (recharts sorts the legend by name otherwise).
          legendProps={{
            verticalAlign: 'bottom',
            itemSorter: (item) => stepNames.indexOf(String(item.value)),
          }}
          series={FUNNEL_STEPS.map((step) => ({ name: t(`steps.${step}`), color: COLORS[step] }))}
          tickLine="y"
          xAxisProps={{ interval: 'preserveStartEnd' }}
          yAxisProps={{ allowDecimals: false, width: 30 }}
        />
      </Stack>
    </SimpleGrid>
  );
}
