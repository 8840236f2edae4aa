import { createFileRoute } from '@tanstack/react-router';
import { SecuritySettings } from '../../features/account/components/SecuritySettings';
import { billingInfoQueryOptions } from '../../features/profile/api/get-billing-info';
import { ProfilePage } from '../../features/profile/components/ProfilePage';

const TABS = ['profile', 'billing', 'security'] as const;
type ProfileTab = (typeof TABS)[number];

export const Route = createFileRoute('/_authenticated/profile')({
  // ?tab=billing opens the billing tab (links from a deal's fee and from a missing billing info).
  validateSearch: (search: Record<string, unknown>): { tab?: ProfileTab } =>
    TABS.includes(search.tab as ProfileTab) ? { tab: search.tab as ProfileTab } : {},
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(billingInfoQueryOptions(context.profile.id)),
  component: ProfileRoute,
});

function ProfileRoute() {
  const { profile } = Route.useRouteContext();
  const { tab } = Route.useSearch();
  return (
    <ProfilePage
      key={tab ?? 'profile'}
      initialProfile={profile}
      initialTab={tab}
      securitySection={<SecuritySettings />}
    />
  );
}
