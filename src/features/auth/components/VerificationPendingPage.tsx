import {
  Alert,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconClock,
  IconLock,
  IconLogout,
  IconMail,
  IconUserSearch,
  IconUserX,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { currentProfileQueryOptions } from '../../../lib/session/current-profile';
import { useSignOut } from '../../../lib/session/sign-out';
import { usePageMeta } from '../../../lib/use-page-meta';
import { routeAfterSignIn } from '../post-sign-in-route';
import { SupportForm } from './SupportForm';

/**
 * How often the pending page asks whether the review is done (besides on returning to the tab):
 * the page moves on by itself once the account is approved.
 */
export const REVIEW_POLL_MS = 15_000;

const PENDING_STEPS = [
  { key: 'steps.review', icon: IconUserSearch },
  { key: 'steps.email', icon: IconMail },
  { key: 'steps.access', icon: IconLock },
] as const;

// A rejected account sees what it can still do, never the review steps of a pending one.
const REJECTED_STEPS = [
  { key: 'rejectedSteps.contact', icon: IconMail },
  { key: 'rejectedSteps.review', icon: IconUserSearch },
] as const;

export function VerificationPendingPage({ userId }: { userId: string }) {
  const { t } = useTranslation('auth');
  const { t: tCommon } = useTranslation();
  const { data: profile } = useQuery({
    ...currentProfileQueryOptions(userId),
    // A rejected account is decided: nothing to wait for.
    refetchInterval: (query) =>
      query.state.data?.verificationStatus === 'pending' ? REVIEW_POLL_MS : false,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
  });
  const rejected = profile?.verificationStatus === 'rejected';
  const navigate = useNavigate();
  const approved = profile?.verificationStatus === 'verified' ? profile : null;
  useEffect(() => {
    // Approved while the page is open: on to the dashboard (or the profile to complete).
    if (approved) void navigate({ href: routeAfterSignIn(approved), replace: true });
  }, [approved, navigate]);
  usePageMeta(
    t(rejected ? 'pending.rejectedTitle' : 'pending.title'),
    t(rejected ? 'pending.rejectedMetaDescription' : 'pending.metaDescription'),
  );
  const steps = rejected ? REJECTED_STEPS : PENDING_STEPS;
  const signOut = useSignOut();
  // The role of the current user; buyer when it is not known (spec).
  const role = profile?.role ?? 'investor';

  async function handleSignOut() {
    try {
      await signOut();
      await navigate({ to: '/' });
    } catch (error) {
      console.error('Logout failed', error);
      notifications.show({ color: 'red', message: t('errors.logoutFailed') });
    }
  }

  return (
    <Container size={720} py={64}>
      <Stack gap="xl">
        <Stack gap="xs" align="center" ta="center">
          <ThemeIcon
            size={64}
            radius="xl"
            variant="light"
            color={rejected ? 'red' : undefined}
            aria-hidden="true"
          >
            {rejected ? <IconUserX size={36} /> : <IconClock size={36} />}
          </ThemeIcon>
          <Title order={1}>{t(rejected ? 'pending.rejectedTitle' : 'pending.title')}</Title>
          <Text c="gray.7">{t(rejected ? 'pending.rejectedSubtitle' : 'pending.subtitle')}</Text>
          <Group gap="xs">
            <Text fw={500}>{t('pending.roleLabel')}:</Text>
            <Badge size="lg" variant="light" data-testid="pending-role">
              {tCommon(`roles.${role}`)}
            </Badge>
          </Group>
        </Stack>

        {rejected && (
          <Alert color="red" role="status" data-testid="rejected-notice">
            {t('pending.rejected')}
          </Alert>
        )}

        <Paper withBorder p="xl" radius="md" component="section" aria-labelledby="steps-title">
          <Title order={2} size="h3" id="steps-title">
            {t(rejected ? 'pending.rejectedStepsTitle' : 'pending.stepsTitle')}
          </Title>
          <Stack component="ol" gap="md" mt="md" p={0} style={{ listStyle: 'none' }}>
            {steps.map(({ key, icon: Icon }, index) => (
              <Group component="li" key={key} wrap="nowrap" align="flex-start">
                <ThemeIcon size={40} radius="xl" variant="light" aria-hidden="true">
                  <Icon size={22} />
                </ThemeIcon>
                <div>
                  <Text fw={600}>
                    {index + 1}. {t(`pending.${key}.title`)}
                  </Text>
                  <Text size="sm" c="gray.7">
                    {t(`pending.${key}.text`)}
                  </Text>
                </div>
              </Group>
            ))}
          </Stack>
        </Paper>

        {profile && <SupportForm userId={userId} email={profile.email} />}

        <Group justify="center">
          <Button
            variant="default"
            leftSection={<IconLogout size={18} aria-hidden="true" />}
            onClick={() => void handleSignOut()}
          >
            {t('pending.signOut')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
