import {
  Alert,
  Button,
  Center,
  Collapse,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { IconChartFunnel } from '@tabler/icons-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { FUNNEL_STEPS, useListingAnalytics } from '../api/listing-analytics';
import '../i18n';

// The charts (recharts through @mantine/charts) are loaded when the owner opens the panel:
// the dashboard pays nothing for them until then (budget in scripts/check-bundle-size.mjs).
const ListingAnalyticsCharts = lazy(() => import('./listing-analytics-charts'));

/** A listing owner's figures: views, inquiries, NDAs, access and offers, as funnel and by week. */
export function ListingAnalytics({ listingId }: { listingId: string }) {
  const { t, i18n } = useTranslation('analytics');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const analytics = useListingAnalytics(listingId, open);

  return (
    <Stack gap="xs">
      <Button
        size="xs"
        variant={open ? 'light' : 'default'}
        leftSection={<IconChartFunnel size={14} aria-hidden />}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        style={{ alignSelf: 'flex-start' }}
        data-testid="analytics-toggle"
      >
        {t('toggle')}
      </Button>
      <Collapse expanded={open} id={panelId}>
        {open && (
          <Paper withBorder p="md" radius="md" data-testid="listing-analytics">
            {analytics.isPending ? (
              <Center py="md">
                <Loader size="sm" aria-label={t('loading')} />
              </Center>
            ) : analytics.isError ? (
              <Alert color="red" role="alert">
                {t('loadFailed')}
              </Alert>
            ) : (
              <Stack gap="md">
                <SimpleGrid cols={{ base: 2, xs: 3, sm: 5 }} spacing="xs" component="dl" m={0}>
                  {FUNNEL_STEPS.map((step) => (
                    <div key={step} data-step={step}>
                      <Text component="dt" size="xs" c="dimmed">
                        {t(`steps.${step}`)}
                      </Text>
                      <Text component="dd" m={0} fw={700} size="lg">
                        {formatNumber(analytics.data.funnel[step], i18n.language)}
                      </Text>
                    </div>
                  ))}
                </SimpleGrid>
                <Text size="xs" c="dimmed">
                  {t('note', { viewers: analytics.data.funnel.viewers })}
                </Text>
                <Suspense
                  fallback={
                    <Center py="md">
                      <Loader size="sm" aria-label={t('loading')} />
                    </Center>
                  }
                >
                  <ListingAnalyticsCharts analytics={analytics.data} />
                </Suspense>
              </Stack>
            )}
          </Paper>
        )}
      </Collapse>
    </Stack>
  );
}
