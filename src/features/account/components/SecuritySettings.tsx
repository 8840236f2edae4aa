import { Alert, Button, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirstInvalid } from '../../../components/forms/field-props';
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
import { useFieldProps } from '../../../components/forms/field-props';

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
  const form = useForm<ChangePasswordInput>({
    mode: 'controlled',
    initialValues: { currentPassword: '', newPassword: '' },
    validate: zod4Resolver(changePasswordSchema, { errorPriority: 'first' }),
  });
  const fieldProps = useFieldProps(form, 'account');
  return (
    <form
      noValidate
      aria-label={t('security.passwordTitle')}
      onSubmit={form.onSubmit(
        (values) =>
          change.mutate(values, {
            onSuccess: () => {
              form.reset();
              notifications.show({ color: 'teal', message: t('security.passwordChanged') });
            },
          }),
        (errors, _values, event) => focusFirstInvalid(errors, event?.currentTarget),
      )}
    >
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('security.passwordTitle')}
        </Title>
        {change.isError && (
          <Alert color="red" role="alert">
            {t(`errors.${accountErrorCode(change.error)}`)}
          </Alert>
        )}
        <PasswordInput
          label={t('security.currentPassword')}
          name="currentPassword"
          autoComplete="current-password"
          withAsterisk
          {...fieldProps('currentPassword')}
        />
        <PasswordInput
          label={t('security.newPassword')}
          name="newPassword"
          autoComplete="new-password"
          withAsterisk
          {...fieldProps('newPassword')}
        />
        <PasswordStrengthMeter password={form.values.newPassword} />
        <Group>
          <Button type="submit" loading={change.isPending}>
            {t('security.savePassword')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ChangeEmailForm() {
  const { t } = useTranslation('account');
  const user = useAuthUser();
  const change = useChangeEmail();
  const form = useForm<ChangeEmailInput>({
    mode: 'controlled',
    initialValues: { newEmail: '' },
    validate: zod4Resolver(changeEmailSchema, { errorPriority: 'first' }),
  });
  const fieldProps = useFieldProps(form, 'account');
  return (
    <form
      noValidate
      aria-label={t('security.emailTitle')}
      onSubmit={form.onSubmit(
        (values) => change.mutate(values, { onSuccess: () => form.reset() }),
        (errors, _values, event) => focusFirstInvalid(errors, event?.currentTarget),
      )}
    >
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('security.emailTitle')}
        </Title>
        {user.data && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('security.currentEmail', { email: user.data.email })}
          </Text>
        )}
        {user.data?.newEmail && (
          <Alert color="yellow" role="status" data-testid="email-pending" style={{ overflowWrap: 'anywhere' }}>
            {t('security.emailPending', { email: user.data.newEmail })}
          </Alert>
        )}
        {change.isError && (
          <Alert color="red" role="alert">
            {t(`errors.${accountErrorCode(change.error)}`)}
          </Alert>
        )}
        <TextInput
          label={t('security.newEmail')}
          name="newEmail"
          type="email"
          autoComplete="email"
          withAsterisk
          {...fieldProps('newEmail')}
        />
        <Group>
          <Button type="submit" loading={change.isPending}>
            {t('security.saveEmail')}
          </Button>
        </Group>
      </Stack>
    </form>
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
