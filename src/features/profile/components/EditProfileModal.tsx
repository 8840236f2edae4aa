import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import type { CurrentProfile } from '../../../lib/session/current-profile';
import {
  EmailTakenError,
  profileEditSchema,
  useUpdateProfile,
  type ProfileEditInput,
} from '../api/update-profile';
import { focusFirstInvalid, useFieldProps } from '../../../components/forms/field-props';

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
  const form = useForm<ProfileEditInput>({
    mode: 'controlled',
    initialValues: {
      name: profile.name,
      email: profile.email,
      phoneNumber: profile.phoneNumber ?? '',
    },
    validate: zod4Resolver(profileEditSchema, { errorPriority: 'first' }),
  });
  const fieldProps = useFieldProps(form, 'profile');

  const handleSubmit = form.onSubmit(
    (values) =>
      update.mutate(values, {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('edit.saved') });
          onClose();
        },
      }),
    (errors, _values, event) => focusFirstInvalid(errors, event?.currentTarget),
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
        <TextInput
          label={t('edit.name')}
          name="name"
          autoComplete="name"
          withAsterisk
          {...fieldProps('name')}
        />
        <TextInput
          label={t('edit.email')}
          description={t('edit.emailHint')}
          name="email"
          type="email"
          autoComplete="email"
          withAsterisk
          {...fieldProps('email')}
        />
        <TextInput
          label={t('edit.phoneNumber')}
          name="phoneNumber"
          type="tel"
          autoComplete="tel"
          {...fieldProps('phoneNumber')}
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
