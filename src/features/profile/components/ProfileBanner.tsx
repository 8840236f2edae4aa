import { Alert, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDismissProfileBanner } from '../api/dismiss-profile-banner';

/** "Please complete your profile information" until dismissed (stored as has_seen_profile_banner). */
export function ProfileBanner({ userId }: { userId: string }) {
  const { t } = useTranslation('profile');
  const dismiss = useDismissProfileBanner(userId);
  return (
    <Alert
      color="yellow"
      icon={<IconInfoCircle aria-hidden="true" />}
      title={t('banner.title')}
      data-testid="profile-banner"
    >
      <Group justify="space-between" align="flex-end" gap="sm">
        <Text size="sm">{t('banner.text')}</Text>
        <Button
          size="xs"
          variant="white"
          color="dark"
          loading={dismiss.isPending}
          onClick={() =>
            dismiss.mutate(undefined, {
              onError: () =>
                notifications.show({ color: 'red', message: t('banner.dismissFailed') }),
            })
          }
        >
          {t('banner.dismiss')}
        </Button>
      </Group>
    </Alert>
  );
}
