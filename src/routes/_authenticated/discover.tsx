import { Container, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { dashboardKeys } from '../../features/dashboard/api/dashboard-stats';
import { DealActions } from '../../features/deals/components/DealActions';
import { discoverListingsQueryOptions } from '../../features/discover/api/discover-listings';
import { DealBrowser } from '../../features/discover/components/DealBrowser';
import { PromoTiles } from '../../features/discover/components/PromoTiles';
import {
  normalizeDiscoverSearch,
  validateDiscoverSearch,
} from '../../features/discover/discover-search';
import { usePageMeta } from '../../lib/use-page-meta';

export const Route = createFileRoute('/_authenticated/discover')({
  validateSearch: validateDiscoverSearch,
  loaderDeps: ({ search }) => normalizeDiscoverSearch(search),
  loader: async ({ context, deps }) => {
    // A failed load is shown by the page itself (offline notice with retry), not the error page.
    await context.queryClient
      .ensureInfiniteQueryData(discoverListingsQueryOptions(deps))
      .catch(() => undefined);
  },
  component: DiscoverRoute,
});

function DiscoverRoute() {
  const { t } = useTranslation('discover');
  usePageMeta(t('meta.title'), t('meta.description'));
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { profile } = Route.useRouteContext();
  const queryClient = useQueryClient();
  const viewer = { id: profile.id, role: profile.role };
  const onChanged = () =>
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.stats(profile.id) });

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('heading')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
        </div>
        <PromoTiles />
        <DealBrowser
          search={search}
          onSearchChange={(next) => void navigate({ search: next, replace: true })}
          renderActions={(listing) => (
            <DealActions
              listing={listing}
              viewer={viewer}
              viewerName={profile.name}
              onChanged={onChanged}
            />
          )}
        />
      </Stack>
    </Container>
  );
}
