import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type AdminStats as Stats, useAdminStats } from '../api/get-admin-stats';
import { QueryErrorAlert } from './QueryErrorAlert';

const TILES = [
  ['totalUsers', 'stats.totalUsers'],
  ['verifiedUsers', 'stats.verified'],
  ['pendingUsers', 'stats.pending'],
  ['rejectedUsers', 'stats.rejected'],
  ['totalScouts', 'stats.totalScouts'],
  ['totalInvestors', 'stats.totalInvestors'],
  ['totalCompanies', 'stats.totalCompanies'],
  ['totalListings', 'stats.totalListings'],
  ['totalInquiries', 'stats.totalInquiries'],
] as const satisfies readonly (readonly [keyof Stats, string])[];

/** Counts from the admin function: users by status and role, listings, inquiries. */
export function AdminStats() {
  const { t } = useTranslation('admin');
  const stats = useAdminStats();

  if (stats.isError) {
    return <QueryErrorAlert message={t('stats.loadFailed')} onRetry={() => void stats.refetch()} />;
  }

  return (
    <section aria-label={t('stats.label')}>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm">
        {TILES.map(([field, label]) => (
          <Paper key={field} withBorder p="sm" radius="md" data-testid={`stat-${field}`}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t(label)}
            </Text>
            {stats.data ? (
              <Text fz="xl" fw={700} aria-live="polite">
                {stats.data[field]}
              </Text>
            ) : (
              <Skeleton height={28} mt={4} />
            )}
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}
