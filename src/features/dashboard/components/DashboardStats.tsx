import { Alert, Button, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useErrorWords } from '../../../lib/error-words';
import { useDashboardStats } from '../api/dashboard-stats';
import { isBackendUnreachable } from '../../../lib/db';
import type { DashboardStats as Stats } from '../api/fetch-dashboard-stats';
import { formatEur, formatNumber } from '../../../lib/format';

export type StatsRole = 'scout' | 'company' | 'investor';

type Figure = { key: string; label: string; value: (s: Stats) => number; money?: boolean };

/** Which figures each role sees (labels from the spec; values from my_dashboard_stats). */
export const FIGURES: Record<StatsRole, Figure[]> = {
  scout: [
    { key: 'active', label: 'stats.activeListings', value: (s) => s.active_listings },
    { key: 'deals', label: 'stats.successfulDeals', value: (s) => s.successful_deals },
    {
      key: 'earnings',
      label: 'stats.totalEarnings',
      value: (s) => s.total_earnings_eur,
      money: true,
    },
    { key: 'views', label: 'stats.profileViews', value: (s) => s.profile_views },
  ],
  company: [
    { key: 'parties', label: 'stats.interestedParties', value: (s) => s.interested_parties },
    { key: 'messages', label: 'stats.newMessages', value: (s) => s.new_messages },
    { key: 'ndas', label: 'stats.ndasSigned', value: (s) => s.ndas_signed },
    { key: 'views', label: 'stats.profileViews', value: (s) => s.profile_views },
  ],
  investor: [
    { key: 'interests', label: 'stats.interests', value: (s) => s.interests },
    { key: 'viewed', label: 'stats.viewed', value: (s) => s.listings_viewed },
    { key: 'ndas', label: 'stats.ndas', value: (s) => s.ndas },
    { key: 'views', label: 'stats.views', value: (s) => s.views },
  ],
};

export function DashboardStats({ userId, role }: { userId: string; role: StatsRole }) {
  const { t, i18n } = useTranslation('dashboard');
  const stats = useDashboardStats(userId);
  const errorWords = useErrorWords();

  // A failed refetch keeps the figures read before (the connection banner says so).
  if (stats.isError && !stats.data) {
    return (
      <Alert color={isBackendUnreachable(stats.error) ? 'yellow' : 'red'} role="alert">
        <Text size="sm">
          {isBackendUnreachable(stats.error)
            ? t('statsOffline')
            : t('statsFailed', { message: errorWords(stats.error) })}
        </Text>
        <Button size="xs" mt="xs" variant="light" onClick={() => void stats.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  }

  const grid = (
    <SimpleGrid
      cols={{ base: 2, md: 4 }}
      spacing="xs"
      component="dl"
      aria-label={t('statsLabel')}
      m={0}
    >
      {FIGURES[role].map((f) => (
        <Paper
          key={f.key}
          withBorder
          radius="md"
          px="sm"
          py={{ base: 4, sm: 6 }}
          data-testid={`stat-${f.key}`}
        >
          <Text component="dt" size="xs" c="dimmed">
            {t(f.label as 'stats.views')}
          </Text>
          <Text component="dd" m={0} fz={{ base: 18, sm: 22 }} lh={1.3} fw={700}>
            {stats.data ? (
              f.money ? (
                formatEur(f.value(stats.data), i18n.language)
              ) : (
                formatNumber(f.value(stats.data), i18n.language)
              )
            ) : (
              <Skeleton h={22} w={60} />
            )}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
  // The scout's explanation of the fee sits with the fees (ScoutFees), folded (issue 33).
  return grid;
}
