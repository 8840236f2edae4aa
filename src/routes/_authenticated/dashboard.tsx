import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute, Navigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AdminMfaGate } from '../../features/account/components/AdminMfaGate';
import { AdminDashboard } from '../../features/admin/components/AdminDashboard';
import { ListingAnalytics } from '../../features/analytics/components/ListingAnalytics';
import { AuditTrail } from '../../features/audit/components/AuditTrail';
import {
  dashboardKeys,
  dashboardStatsQueryOptions,
} from '../../features/dashboard/api/dashboard-stats';
import { CompanyProfileCard } from '../../features/dashboard/components/CompanyProfileCard';
import { DashboardStats } from '../../features/dashboard/components/DashboardStats';
import { ScoutFees } from '../../features/dashboard/components/ScoutFees';
import { ListingActivityPanel } from '../../features/dashboard/components/ListingActivityPanel';
import { ReceivedInquiries } from '../../features/dashboard/components/ReceivedInquiries';
import { DataRoomButton } from '../../features/dataroom/components/DataRoomButton';
import { BuyerCapacityBadge } from '../../features/buyer-profile/components/BuyerCapacityBadge';
import { RequiredBandSetting } from '../../features/buyer-profile/components/RequiredBandSetting';
import { ListingPipeline } from '../../features/deals/components/ListingPipeline';
import { MyDeals } from '../../features/deals/components/MyDeals';
import {
  discoverKeys,
  discoverListingsQueryOptions,
} from '../../features/discover/api/discover-listings';
import {
  normalizeDiscoverSearch,
  validateDiscoverSearch,
} from '../../features/discover/discover-search';
import { OwnListings } from '../../features/listings/components/OwnListings';
import { MatchingBuyers } from '../../features/matching/components/MatchingBuyers';
import { RecommendedListings } from '../../features/matching/components/RecommendedListings';
import type { CurrentProfile } from '../../lib/session/current-profile';
import { useAnonymousListingTitle } from '../../lib/listing-title';
import { usePageMeta } from '../../lib/use-page-meta';
import { BuyerDealBrowser } from '../-components/BuyerDealBrowser';

export const Route = createFileRoute('/_authenticated/dashboard')({
  // The buyer dashboard browses listings: its search and filters live in the URL as on /discover.
  validateSearch: validateDiscoverSearch,
  loaderDeps: ({ search }) => normalizeDiscoverSearch(search),
  loader: async ({ context, deps }) => {
    const { queryClient, profile } = context;
    // Failures are shown by the page (offline notice with retry), not the error page.
    const loads: Promise<unknown>[] = [];
    if (profile.role !== 'admin')
      loads.push(queryClient.ensureQueryData(dashboardStatsQueryOptions(profile.id)));
    if (profile.role === 'investor')
      loads.push(queryClient.ensureInfiniteQueryData(discoverListingsQueryOptions(deps)));
    await Promise.allSettled(loads);
  },
  component: DashboardRoute,
});

function DashboardRoute() {
  const { t } = useTranslation('dashboard');
  usePageMeta(t('meta.title'), t('meta.description'));
  const { profile } = Route.useRouteContext();

  switch (profile.role) {
    case 'admin':
      return <AdminDashboardPage userId={profile.id} />;
    case 'scout':
    case 'company':
      return <ListerDashboard profile={profile} />;
    case 'investor':
      return <BuyerDashboard profile={profile} />;
    default:
      return <Navigate to="/login" />;
  }
}

/** The console opens once the session is aal2 (password and TOTP), as the database requires. */
function AdminDashboardPage({ userId }: { userId: string }) {
  return (
    <AdminMfaGate>
      <Container py="xl">
        <AdminDashboard auditTrail={<AuditTrail userId={userId} scope="admin" />} />
      </Container>
    </AdminMfaGate>
  );
}

/** Refreshes what the user's own actions change: their figures, and the browse list. */
function useOnChanged(userId: string, alsoBrowse: boolean) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.stats(userId) });
    if (alsoBrowse) void queryClient.invalidateQueries({ queryKey: discoverKeys.lists() });
  };
}

function ListerDashboard({ profile }: { profile: CurrentProfile }) {
  const { t } = useTranslation('dashboard');
  const role = profile.role === 'company' ? 'company' : 'scout';
  const onChanged = useOnChanged(profile.id, true);
  const anonymousTitle = useAnonymousListingTitle();
  return (
    <Container py="xl">
      <Stack gap="xl">
        <div>
          <Title order={1}>{t(`heading.${role}`)}</Title>
          <Text c="dimmed">{t('welcome', { name: profile.name })}</Text>
        </div>
        <DashboardStats userId={profile.id} role={role} />
        {role === 'scout' && <ScoutFees userId={profile.id} />}
        {role === 'company' && <CompanyProfileCard profile={profile} />}
        <OwnListings
          userId={profile.id}
          onChanged={onChanged}
          renderBelow={(listing) => (
            <Stack gap="sm">
              <Group>
                <DataRoomButton
                  listingId={listing.id}
                  title={listing.listing_details?.title ?? anonymousTitle(listing)}
                />
              </Group>
              <MatchingBuyers listingId={listing.id} />
              <ListingAnalytics listingId={listing.id} />
              <ListingPipeline
                ownerId={profile.id}
                listing={{
                  id: listing.id,
                  title: listing.listing_details?.title ?? anonymousTitle(listing),
                }}
                settings={<RequiredBandSetting listingId={listing.id} />}
                buyerExtra={(buyerId, buyerIds) => (
                  <BuyerCapacityBadge buyerId={buyerId} buyerIds={buyerIds} />
                )}
              />
            </Stack>
          )}
        />
        {/* Scouts list businesses too: inquiries, NDAs and unlocks on their listings reach them. */}
        <ReceivedInquiries userId={profile.id} />
        <ListingActivityPanel userId={profile.id} />
        <AuditTrail userId={profile.id} scope="owner" />
      </Stack>
    </Container>
  );
}

function BuyerDashboard({ profile }: { profile: CurrentProfile }) {
  const { t } = useTranslation('dashboard');
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onChanged = useOnChanged(profile.id, false);
  return (
    <Container py="xl">
      <Stack gap="xl">
        <div>
          <Title order={1}>{t('heading.investor')}</Title>
          <Text c="dimmed">{t('welcome', { name: profile.name })}</Text>
        </div>
        <DashboardStats userId={profile.id} role="investor" />
        <RecommendedListings userId={profile.id} />
        <MyDeals userId={profile.id} />
        <Title order={2} size="h3">
          {t('buyer.browseHeading')}
        </Title>
        <BuyerDealBrowser
          profile={profile}
          search={search}
          onSearchChange={(next) => void navigate({ search: next, replace: true })}
          onChanged={onChanged}
        />
      </Stack>
    </Container>
  );
}
