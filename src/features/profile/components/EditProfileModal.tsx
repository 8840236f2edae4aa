import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CurrentProfile } from '../../../lib/session/current-profile';
import {
  EmailTakenError,
  profileEditSchema,
  useUpdateProfile,
  type ProfileEditInput,
} from '../api/update-profile';
import { useSchemaForm } from '../../../components/forms/field-props';
import { EmailField, NameField, PhoneField, WebsiteField } from '../../../components/forms/fields';

type EditProfileModalProps = { profile: CurrentProfile; opened: boolean; onClose: () => void };

export function EditProfileModal({ profile, opened, onClose }: EditProfileModalProps) {
  const { t } = useTranslation('profile');
  return (
    <Modal opened={opened} onClose={onClose} title={t('edit.title')} centered>
      {/* Mounted only while open: the form starts from the current profile each time. */}
      {opened && <EditProfileForm profile={profile} onClose={onClose} />}
    </Modal>
  );
}

function EditProfileForm({ profile, onClose }: { profile: CurrentProfile; onClose: () => void }) {
  const { t } = useTranslation('profile');
  const update = useUpdateProfile(profile.id, profile.email);
  const { fieldProps, onSubmit } = useSchemaForm<ProfileEditInput>(
    profileEditSchema,
    {
      name: profile.name,
      email: profile.email,
      phoneNumber: profile.phoneNumber ?? '',
      website: profile.website ?? '',
    },
    'profile',
  );

  const handleSubmit = onSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t('edit.saved') });
        onClose();
      },
    }),
  );

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('edit.title')}>
      <Stack>
        {update.isError && (
          <Alert
            color="red"
            icon={<IconAlertCircle aria-hidden="true" />}
            role="alert"
            data-testid="profile-edit-error"
          >
            {update.error instanceof EmailTakenError ? t('edit.emailTaken') : t('edit.failed')}
          </Alert>
        )}
        <NameField label={t('edit.name')} {...fieldProps('name')} />
        <EmailField
          label={t('edit.email')}
          description={t('edit.emailHint')}
          {...fieldProps('email')}
        />
        <PhoneField
          label={t('edit.phoneNumber')}
          {...fieldProps('phoneNumber')}
          withAsterisk={false}
        />
        <WebsiteField
          label={t('edit.website')}
          data-testid="profile-website"
          {...fieldProps('website')}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            {t('edit.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('edit.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
