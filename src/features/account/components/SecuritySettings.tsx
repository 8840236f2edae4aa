import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordStrengthMeter } from '../../../components/forms/PasswordStrengthMeter';
import { accountErrorCode } from '../account-error';
import { useChangeEmail } from '../api/change-email';
import { useChangePassword } from '../api/change-password';
import { useAuthUser } from '../api/get-auth-user';
import { useMfaStatus } from '../api/get-mfa-status';
import { useUnenrollTotp } from '../api/unenroll-totp';
import {
  changeEmailSchema,
  changePasswordSchema,
  type ChangeEmailInput,
  type ChangePasswordInput,
} from '../schemas';
import { TotpCodeForm } from './TotpCodeForm';
import { TotpEnrollment } from './TotpEnrollment';
import { useSchemaForm } from '../../../components/forms/field-props';
import {
  CurrentPasswordField,
  EmailField,
  NewPasswordField,
} from '../../../components/forms/fields';
import { FormError, FormFields } from '../../../components/forms/FormPage';

/** Profile section: password (asks the current one), email (pending until confirmed), TOTP. */
export function SecuritySettings() {
  const { t } = useTranslation('account');
  return (
    <Paper withBorder p="xl" radius="md" component="section" aria-labelledby="security-title">
      <Title order={2} size="h3" id="security-title" mb="md">
        {t('security.title')}
      </Title>
      <Stack gap="xl">
        <ChangePasswordForm />
        <ChangeEmailForm />
        <TotpSettings />
      </Stack>
    </Paper>
  );
}

function ChangePasswordForm() {
  const { t } = useTranslation('account');
  const change = useChangePassword();
  const { form, fieldProps, onSubmit } = useSchemaForm<ChangePasswordInput>(
    changePasswordSchema,
    { currentPassword: '', newPassword: '' },
    'account',
  );
  return (
    <FormFields
      label={t('security.passwordTitle')}
      gap="sm"
      onSubmit={onSubmit((values) =>
        change.mutate(values, {
          onSuccess: () => {
            form.reset();
            notifications.show({ color: 'teal', message: t('security.passwordChanged') });
          },
        }),
      )}
    >
      <Title order={3} size="h4">
        {t('security.passwordTitle')}
      </Title>
      {change.isError && <FormError> {t(`errors.${accountErrorCode(change.error)}`)}</FormError>}
      <CurrentPasswordField
        label={t('security.currentPassword')}
        {...fieldProps('currentPassword')}
      />
      <NewPasswordField label={t('security.newPassword')} {...fieldProps('newPassword')} />
      <PasswordStrengthMeter password={form.values.newPassword} />
      <Group>
        <Button type="submit" loading={change.isPending}>
          {t('security.savePassword')}
        </Button>
      </Group>
    </FormFields>
  );
}

function ChangeEmailForm() {
  const { t } = useTranslation('account');
  const user = useAuthUser();
  const change = useChangeEmail();
  const { form, fieldProps, onSubmit } = useSchemaForm<ChangeEmailInput>(
    changeEmailSchema,
    { newEmail: '' },
    'account',
  );
  return (
    <FormFields
      label={t('security.emailTitle')}
      gap="sm"
      onSubmit={onSubmit((values) => change.mutate(values, { onSuccess: () => form.reset() }))}
    >
      <Title order={3} size="h4">
        {t('security.emailTitle')}
      </Title>
      {user.data && (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('security.currentEmail', { email: user.data.email })}
        </Text>
      )}
      {user.data?.newEmail && (
        <Alert
          color="yellow"
          role="status"
          data-testid="email-pending"
          style={{ overflowWrap: 'anywhere' }}
        >
          {t('security.emailPending', { email: user.data.newEmail })}
        </Alert>
      )}
      {change.isError && <FormError> {t(`errors.${accountErrorCode(change.error)}`)}</FormError>}
      <EmailField label={t('security.newEmail')} {...fieldProps('newEmail')} />
      <Group>
        <Button type="submit" loading={change.isPending}>
          {t('security.saveEmail')}
        </Button>
      </Group>
    </FormFields>
  );
}

/** Turn TOTP on (enroll) or off (remove; Supabase Auth first asks for a code: aal2). */
function TotpSettings() {
  const { t } = useTranslation('account');
  const status = useMfaStatus();
  const unenroll = useUnenrollTotp();
  const [mode, setMode] = useState<'idle' | 'enrolling' | 'confirmingOff'>('idle');
  const factorId = status.data?.factorId ?? null;

  const turnOff = (id: string) =>
    unenroll.mutate(id, {
      onSuccess: () => {
        setMode('idle');
        notifications.show({ color: 'teal', message: t('security.disabled') });
      },
    });

  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {t('security.totpTitle')}
      </Title>
      <Text size="sm" data-testid="totp-state">
        {factorId ? t('security.totpOn') : t('security.totpOff')}
      </Text>
      {unenroll.isError && (
        <Alert color="red" role="alert">
          {t(`errors.${accountErrorCode(unenroll.error)}`)}
        </Alert>
      )}
      {mode === 'enrolling' && !factorId && (
        <>
          <Text size="sm" c="gray.7">
            {t('mfa.enrollTextUser')}
          </Text>
          <TotpEnrollment
            onVerified={() => {
              setMode('idle');
              notifications.show({ color: 'teal', message: t('security.enabled') });
            }}
          />
        </>
      )}
      {mode === 'confirmingOff' && factorId && (
        <TotpCodeForm factorId={factorId} onVerified={() => turnOff(factorId)} />
      )}
      <Group>
        {!factorId && mode !== 'enrolling' && (
          <Button variant="light" onClick={() => setMode('enrolling')} disabled={!status.data}>
            {t('security.enable')}
          </Button>
        )}
        {factorId && mode !== 'confirmingOff' && (
          <Button
            variant="light"
            color="red"
            loading={unenroll.isPending}
            onClick={() =>
              status.data?.currentLevel === 'aal2' ? turnOff(factorId) : setMode('confirmingOff')
            }
          >
            {t('security.disable')}
          </Button>
        )}
        {mode !== 'idle' && (
          <Button variant="subtle" onClick={() => setMode('idle')}>
            {t('mfa.cancel')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
