import { createFileRoute } from '@tanstack/react-router';
import { SecuritySettings } from '../../features/account/components/SecuritySettings';
import { billingInfoQueryOptions } from '../../features/profile/api/get-billing-info';
import { ProfilePage } from '../../features/profile/components/ProfilePage';

export const Route = createFileRoute('/_authenticated/profile')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(billingInfoQueryOptions(context.profile.id)),
  component: ProfileRoute,
});

function ProfileRoute() {
  const { profile } = Route.useRouteContext();
  return <ProfilePage initialProfile={profile} securitySection={<SecuritySettings />} />;
}
