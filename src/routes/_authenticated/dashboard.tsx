import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { createFileRoute, Navigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AdminMfaGate } from '../../features/account/components/AdminMfaGate';
import { AdminDashboard } from '../../features/admin/components/AdminDashboard';
import { ListingAnalytics } from '../../features/analytics/components/ListingAnalytics';
import { auditTrailQueryOptions, FIRST_AUDIT_PAGE } from '../../features/audit/api/audit-trail';
import { AuditTrail } from '../../features/audit/components/AuditTrail';
import { scoutFeesQueryOptions } from '../../features/dashboard/api/scout-fees';
import {
  dashboardKeys,
  dashboardStatsQueryOptions,
} from '../../features/dashboard/api/dashboard-stats';
import { CompanyProfileCard } from '../../features/dashboard/components/CompanyProfileCard';
import { DashboardStats } from '../../features/dashboard/components/DashboardStats';
import { ScoutFees } from '../../features/dashboard/components/ScoutFees';
import {
  decisionInboxQueryOptions,
  useDecisionInbox,
} from '../../features/dashboard/api/decision-inbox';
import { DecisionInbox } from '../../features/dashboard/components/DecisionInbox';
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
import { listingKeys } from '../../features/listings/api/query-keys';
import { ownListingsQueryOptions } from '../../features/listings/api/own-listings';
import { listingsOverviewQueryOptions } from '../../features/listings/api/listings-overview';
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
    if (profile.role !== 'admin') {
      loads.push(queryClient.ensureQueryData(dashboardStatsQueryOptions(profile.id)));
      // The inbox of every role; an owner's table with its figures: one request each, at once
      // (issue 29: no request per listing).
      loads.push(queryClient.ensureQueryData(decisionInboxQueryOptions(profile.id)));
    }
    if (profile.role === 'scout' || profile.role === 'company')
      loads.push(
        queryClient.ensureQueryData(ownListingsQueryOptions(profile.id)),
        queryClient.ensureQueryData(listingsOverviewQueryOptions(profile.id)),
        queryClient.ensureQueryData(auditTrailQueryOptions(profile.id, FIRST_AUDIT_PAGE)),
      );
    if (profile.role === 'scout')
      loads.push(queryClient.ensureQueryData(scoutFeesQueryOptions(profile.id)));
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
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.inbox(userId) });
    void queryClient.invalidateQueries({ queryKey: listingKeys.overview(userId) });
    if (alsoBrowse) void queryClient.invalidateQueries({ queryKey: discoverKeys.lists() });
  };
}

function ListerDashboard({ profile }: { profile: CurrentProfile }) {
  const { t } = useTranslation('dashboard');
  const role = profile.role === 'company' ? 'company' : 'scout';
  const onChanged = useOnChanged(profile.id, true);
  const anonymousTitle = useAnonymousListingTitle();
  // On phones the sections sit closer (issue 33: the dashboard fits two phone screens).
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  return (
    <Container py={phone ? 'xs' : 'md'}>
      <Stack gap={phone ? 'sm' : 'md'}>
        <div>
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            {t(`heading.${role}`)}
          </Title>
          <Text c="dimmed">{t('welcome', { name: profile.name })}</Text>
        </div>
        <DashboardStats userId={profile.id} role={role} />
        {/* Everything waiting for the owner, oldest first; each item opens its deal page. */}
        <DecisionInbox userId={profile.id} />
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
                onMoved={onChanged}
                buyerExtra={(buyerId, buyerIds) => (
                  <BuyerCapacityBadge buyerId={buyerId} buyerIds={buyerIds} />
                )}
              />
            </Stack>
          )}
        />
        {/* One pipeline per listing (opened in the table) holds every buyer: inquiries, NDAs and
            access requests are its stages; what waits for an answer is in the inbox above. */}
        {role === 'scout' && <ScoutFees userId={profile.id} />}
        {/* On phones the log folds to its title (the dashboard fits two screens). */}
        <FoldOnPhone label={t('activityLog')}>
          <AuditTrail userId={profile.id} scope="owner" />
        </FoldOnPhone>
      </Stack>
    </Container>
  );
}

function BuyerDashboard({ profile }: { profile: CurrentProfile }) {
  const { t } = useTranslation('dashboard');
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onChanged = useOnChanged(profile.id, false);
  const inbox = useDecisionInbox(profile.id);
  const needsMe = useMemo(
    () =>
      new Set(
        (inbox.data ?? [])
          .filter((i) => i.side === 'buyer' && i.team_role === null)
          .map((i) => i.deal_id),
      ),
    [inbox.data],
  );
  return (
    <Container py="xl">
      <Stack gap="xl">
        <div>
          <Title order={1}>{t('heading.investor')}</Title>
          <Text c="dimmed">{t('welcome', { name: profile.name })}</Text>
        </div>
        {/* Running deals first (what needs the buyer, then what waits on the seller), then the
            figures, recommendations and the browser with its saved searches. */}
        <MyDeals userId={profile.id} needsMe={needsMe} />
        {/* What waits for the buyer as a member of deal teams (theirs or others'); nothing when
            none waits (a view member has nothing to decide). */}
        <DecisionInbox userId={profile.id} scope="team" />
        <DashboardStats userId={profile.id} role="investor" />
        <RecommendedListings userId={profile.id} />
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

/** Its children on wider screens; on phones folded behind a button with `label`. */
function FoldOnPhone({ label, children }: { label: string; children: ReactNode }) {
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const [open, setOpen] = useState(false);
  if (!phone) return children;
  return (
    <div>
      <Button variant="light" fullWidth aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {label}
      </Button>
      {open && <div style={{ marginTop: 'var(--mantine-spacing-sm)' }}>{children}</div>}
    </div>
  );
}
