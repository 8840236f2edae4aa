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
import { IconClock, IconLock, IconLogout, IconMail, IconUserSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { currentProfileQueryOptions } from '../../../lib/session/current-profile';
import { useSignOut } from '../../../lib/session/sign-out';
import { usePageMeta } from '../../../lib/use-page-meta';
import { SupportForm } from './SupportForm';

const STEPS = [
  { key: 'review', icon: IconUserSearch },
  { key: 'email', icon: IconMail },
  { key: 'access', icon: IconLock },
] as const;

export function VerificationPendingPage({ userId }: { userId: string }) {
  const { t } = useTranslation('auth');
  const { t: tCommon } = useTranslation();
  usePageMeta(t('pending.title'), t('pending.metaDescription'));
  const { data: profile } = useQuery(currentProfileQueryOptions(userId));
  const signOut = useSignOut();
  const navigate = useNavigate();
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
          <ThemeIcon size={64} radius="xl" variant="light" aria-hidden="true">
            <IconClock size={36} />
          </ThemeIcon>
          <Title order={1}>{t('pending.title')}</Title>
          <Text c="gray.7">{t('pending.subtitle')}</Text>
          <Group gap="xs">
            <Text fw={500}>{t('pending.roleLabel')}:</Text>
            <Badge size="lg" variant="light" data-testid="pending-role">
              {tCommon(`roles.${role}`)}
            </Badge>
          </Group>
        </Stack>

        {profile?.verificationStatus === 'rejected' && (
          <Alert color="red" role="status">
            {t('pending.rejected')}
          </Alert>
        )}

        <Paper withBorder p="xl" radius="md" component="section" aria-labelledby="steps-title">
          <Title order={2} size="h3" id="steps-title">
            {t('pending.stepsTitle')}
          </Title>
          <Stack component="ol" gap="md" mt="md" p={0} style={{ listStyle: 'none' }}>
            {STEPS.map(({ key, icon: Icon }, index) => (
              <Group component="li" key={key} wrap="nowrap" align="flex-start">
                <ThemeIcon size={40} radius="xl" variant="light" aria-hidden="true">
                  <Icon size={22} />
                </ThemeIcon>
                <div>
                  <Text fw={600}>
                    {index + 1}. {t(`pending.steps.${key}.title`)}
                  </Text>
                  <Text size="sm" c="gray.7">
                    {t(`pending.steps.${key}.text`)}
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
