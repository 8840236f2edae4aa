import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Group } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { dashboardKeys } from '../../features/dashboard/api/dashboard-stats';
import {
  DiscoverPageFrame,
  DiscoverPageShell,
} from '../../features/discover/components/DiscoverPageFrame';
import {
  normalizeDiscoverSearch,
  validateDiscoverSearch,
  type DiscoverSearch,
} from '../../features/discover/discover-search';
import { SaveSearchButton } from '../../features/saved-searches/components/SaveSearchButton';
import { usePageMeta } from '../../lib/use-page-meta';
import { BuyerDealBrowser } from '../-components/BuyerDealBrowser';

/** The listings' fetcher and query options: their code is loaded on demand. */
const loadListingsApi = () => import('../../features/discover/api/discover-listings');

/**
 * Starts loading the first page of listings without waiting for it: the page (heading, filters)
 * shows at once and the grid shows its loader until the cards are there. A failed load is shown
 * by the grid itself (offline notice with retry), not the error page.
 */
function prefetchListings(
  queryClient: QueryClient,
  search: DiscoverSearch,
  api: ReturnType<typeof loadListingsApi> = loadListingsApi(),
) {
  // Code that cannot be loaded (offline) is the grid's to report: its own query fails.
  api
    .then((module) =>
      queryClient.prefetchInfiniteQuery(module.discoverListingsQueryOptions(search)),
    )
    .catch(() => undefined);
}

/** Starts reading the buyer's deals (the cards' stages); the cards' own query reports failures. */
function prefetchMyDeals(queryClient: QueryClient, userId: string) {
  import('../../features/deals/api/my-deals')
    .then((module) => queryClient.prefetchQuery(module.myDealsQueryOptions(userId)))
    .catch(() => undefined);
}

export const Route = createFileRoute('/_authenticated/discover')({
  validateSearch: validateDiscoverSearch,
  loaderDeps: ({ search }) => normalizeDiscoverSearch(search),
  // The loader only starts a fetch whose code is loaded on demand: it stays in this file rather
  // than in a chunk of its own, which would cost a round trip before the page can render.
  codeSplitGroupings: [['component'], ['errorComponent'], ['notFoundComponent']],
  staticData: {
    pendingShell: DiscoverPageShell,
    // The listings do not wait for the guard's profile read: search_listings() itself refuses
    // unverified callers (42501), and the guard sends them to /verification-pending anyway.
    // The fetcher's code loads while the session is read.
    prefetchWithSession: ({ queryClient, deps, session }) => {
      const api = loadListingsApi();
      void session
        .then((signedIn) => {
          if (signedIn) prefetchListings(queryClient, deps as DiscoverSearch, api);
        })
        // Offline: the guard, reading the same session, shows the failure.
        .catch(() => undefined);
    },
  },
  loader: ({ context, deps }) => {
    prefetchListings(context.queryClient, deps);
    // The cards show the buyer's own stage of each listing (one query for all cards): read with
    // the listings instead of once the cards have rendered, which rendered the cards twice.
    if (context.profile.role !== 'admin') prefetchMyDeals(context.queryClient, context.profile.id);
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
  const onChanged = () =>
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.stats(profile.id) });

  return (
    <DiscoverPageFrame>
      <Group justify="flex-end">
        {/* Saved searches are a buyer's (alerts of new listings to buy). */}
        {profile.role === 'investor' && <SaveSearchButton userId={profile.id} search={search} />}
      </Group>
      <BuyerDealBrowser
        profile={profile}
        search={search}
        onSearchChange={(next) => void navigate({ search: next, replace: true })}
        onChanged={onChanged}
      />
    </DiscoverPageFrame>
  );
}
