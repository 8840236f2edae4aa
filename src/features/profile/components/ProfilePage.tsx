import { Button, Container, Group, Stack, Tabs, Title } from '@mantine/core';
import {
  IconBell,
  IconBookmark,
  IconCoins,
  IconLayoutDashboard,
  IconReceipt,
  IconShieldLock,
  IconUser,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  currentProfileQueryOptions,
  type CurrentProfile,
} from '../../../lib/session/current-profile';
import { usePageMeta } from '../../../lib/use-page-meta';
import { BillingSection } from './BillingForm';
import { InvoiceList } from './InvoiceList';
import { ProfileBanner } from './ProfileBanner';
import { ProfileOverview } from './ProfileOverview';
import type { ProfileTab } from '../profile-tabs';

type ProfilePageProps = {
  /** The profile the guard read; the page follows the cached query from there. */
  initialProfile: CurrentProfile;
  /** Sign-in and security settings (composed by the route from the account feature). */
  securitySection?: ReactNode;
  /** Notification preferences (composed by the route from the notifications feature). */
  notificationsSection?: ReactNode;
  /** Saved searches (composed by the route from the saved searches feature). */
  savedSearchesSection?: ReactNode;
  /** Investment profile and verified buying capacity (composed by the route from buyer-profile). */
  investmentSection?: ReactNode;
  /** The investment tab's label (the section's feature owns its texts). */
  investmentLabel?: string;
  /** The open tab (kept in the URL by the route). */
  tab?: ProfileTab;
  onTabChange?: (tab: ProfileTab) => void;
};

export function ProfilePage({
  initialProfile,
  securitySection,
  notificationsSection,
  savedSearchesSection,
  investmentSection,
  investmentLabel,
  tab,
  onTabChange,
}: ProfilePageProps) {
  const { t } = useTranslation('profile');
  usePageMeta(t('title'), t('metaDescription'));
  const { data } = useQuery(currentProfileQueryOptions(initialProfile.id));
  const profile = data ?? initialProfile;

  return (
    <Container py={48}>
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1}>{t('title')}</Title>
          <Button
            component={Link}
            to="/dashboard"
            variant="light"
            leftSection={<IconLayoutDashboard size={18} aria-hidden="true" />}
          >
            {t('dashboardLink')}
          </Button>
        </Group>

        {/* The billing details are what a buyer's access fee is invoiced to: a buyer whose
            profile is not complete is asked for them, nobody else. */}
        {profile.role === 'investor' &&
          !profile.profileComplete &&
          !profile.hasSeenProfileBanner && <ProfileBanner userId={profile.id} />}

        <Tabs
          value={tab ?? 'profile'}
          onChange={(value) => value && onTabChange?.(value as ProfileTab)}
          keepMounted={false}
        >
          <Tabs.List aria-label={t('tabs.label')}>
            <Tabs.Tab value="profile" leftSection={<IconUser size={16} aria-hidden="true" />}>
              {t('tabs.profile')}
            </Tabs.Tab>
            <Tabs.Tab value="billing" leftSection={<IconReceipt size={16} aria-hidden="true" />}>
              {t('tabs.billing')}
            </Tabs.Tab>
            {investmentSection && (
              <Tabs.Tab value="investment" leftSection={<IconCoins size={16} aria-hidden="true" />}>
                {investmentLabel}
              </Tabs.Tab>
            )}
            {securitySection && (
              <Tabs.Tab
                value="security"
                leftSection={<IconShieldLock size={16} aria-hidden="true" />}
              >
                {t('tabs.security')}
              </Tabs.Tab>
            )}
            {notificationsSection && (
              <Tabs.Tab
                value="notifications"
                leftSection={<IconBell size={16} aria-hidden="true" />}
              >
                {t('tabs.notifications')}
              </Tabs.Tab>
            )}
            {savedSearchesSection && (
              <Tabs.Tab
                value="searches"
                leftSection={<IconBookmark size={16} aria-hidden="true" />}
              >
                {t('tabs.searches')}
              </Tabs.Tab>
            )}
          </Tabs.List>
          <Tabs.Panel value="profile" pt="lg">
            <ProfileOverview profile={profile} />
          </Tabs.Panel>
          <Tabs.Panel value="billing" pt="lg">
            <Stack gap="xl">
              <BillingSection userId={profile.id} scout={profile.role === 'scout'} />
              <InvoiceList userId={profile.id} />
            </Stack>
          </Tabs.Panel>
          {investmentSection && (
            <Tabs.Panel value="investment" pt="lg">
              {investmentSection}
            </Tabs.Panel>
          )}
          {securitySection && (
            <Tabs.Panel value="security" pt="lg">
              {securitySection}
            </Tabs.Panel>
          )}
          {notificationsSection && (
            <Tabs.Panel value="notifications" pt="lg">
              {notificationsSection}
            </Tabs.Panel>
          )}
          {savedSearchesSection && (
            <Tabs.Panel value="searches" pt="lg">
              {savedSearchesSection}
            </Tabs.Panel>
          )}
        </Tabs>
      </Stack>
    </Container>
  );
}
