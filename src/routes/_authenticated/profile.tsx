import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SecuritySettings } from '../../features/account/components/SecuritySettings';
import { InvestmentTab } from '../../features/buyer-profile/components/InvestmentTab';
import { NotificationPreferences } from '../../features/notifications/components/NotificationPreferences';
import { billingInfoQueryOptions } from '../../features/profile/api/get-billing-info';
import { ProfilePage } from '../../features/profile/components/ProfilePage';
import { PROFILE_TABS, type ProfileTab } from '../../features/profile/profile-tabs';
import { SavedSearchList } from '../../features/saved-searches/components/SavedSearchList';

type ProfileSearch = { tab?: ProfileTab };

export const Route = createFileRoute('/_authenticated/profile')({
  // ?tab=notifications: the emails' "change which emails you get" link opens that tab.
  validateSearch: (raw: Record<string, unknown>): ProfileSearch =>
    (PROFILE_TABS as readonly unknown[]).includes(raw.tab) && raw.tab !== 'profile'
      ? { tab: raw.tab as ProfileTab }
      : {},
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(billingInfoQueryOptions(context.profile.id)),
  component: ProfileRoute,
});

function ProfileRoute() {
  const { profile } = Route.useRouteContext();
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  const { t } = useTranslation('buyerProfile');
  // The investment profile and saved searches are a buyer's: sellers and scouts list companies.
  const buyer = profile.role === 'investor';
  return (
    <ProfilePage
      initialProfile={profile}
      tab={tab ?? 'profile'}
      onTabChange={(next) =>
        void navigate({ search: next === 'profile' ? {} : { tab: next }, replace: true })
      }
      securitySection={<SecuritySettings />}
      notificationsSection={<NotificationPreferences userId={profile.id} role={profile.role} />}
      savedSearchesSection={
        buyer && profile.verificationStatus === 'verified' ? (
          <SavedSearchList userId={profile.id} />
        ) : undefined
      }
      investmentSection={buyer ? <InvestmentTab userId={profile.id} /> : undefined}
      investmentLabel={t('tab')}
    />
  );
}
