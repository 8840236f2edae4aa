import { Alert, Anchor, Button, Container, Loader, Paper, PasswordInput, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { focusFirstInvalid } from '../../../components/forms/field-props';
import { usePageMeta } from '../../../lib/use-page-meta';
import { accountErrorCode } from '../account-error';
import { useSetNewPassword } from '../api/set-new-password';
import { resetPasswordSchema, type ResetPasswordInput } from '../schemas';
import { useFieldProps } from '../../../components/forms/field-props';
import { PasswordStrengthMeter } from '../../../components/forms/PasswordStrengthMeter';

type ResetPasswordPageProps = {
  /** Whether the recovery link opened a session (null while it is being read). */
  hasSession: boolean | null;
  /** After the new password is saved (the user is signed in). */
  onDone: () => void;
};

/** The page a recovery link opens: a new password, typed twice; then the user is signed in. */
export function ResetPasswordPage({ hasSession, onDone }: ResetPasswordPageProps) {
  const { t } = useTranslation('account');
  usePageMeta(t('reset.title'), t('reset.metaDescription'));
  const save = useSetNewPassword();
  const form = useForm<ResetPasswordInput>({
    mode: 'controlled',
    initialValues: { password: '', confirmPassword: '' },
    validate: zod4Resolver(resetPasswordSchema, { errorPriority: 'first' }),
  });
  const fieldProps = useFieldProps(form, 'account');
  const handleSubmit = form.onSubmit(
    (values) => save.mutate(values, { onSuccess: onDone }),
    (errors, _values, event) => focusFirstInvalid(errors, event?.currentTarget),
  );
  return (
    <Container size={440} py={64}>
      <Title order={1} ta="center">
        {t('reset.title')}
      </Title>
      <Paper withBorder shadow="sm" p="xl" mt="xl" radius="md">
        {hasSession === null && <Loader mx="auto" display="block" aria-label={t('reset.title')} />}
        {hasSession === false && (
          <Stack>
            <Alert color="red" role="alert" data-testid="reset-invalid">
              {t('reset.invalidLink')}
            </Alert>
            <Anchor component={Link} to="/forgot-password" underline="always">
              {t('reset.requestNew')}
            </Anchor>
          </Stack>
        )}
        {hasSession && (
          <form onSubmit={handleSubmit} noValidate aria-label={t('reset.title')}>
            <Stack>
              {save.isError && (
                <Alert color="red" role="alert">
                  {t(`errors.${accountErrorCode(save.error)}`)}
                </Alert>
              )}
              <PasswordInput
                label={t('reset.password')}
                name="password"
                autoComplete="new-password"
                withAsterisk
                {...fieldProps('password')}
              />
              <PasswordStrengthMeter password={form.values.password} />
              <PasswordInput
                label={t('reset.confirmPassword')}
                name="confirmPassword"
                autoComplete="new-password"
                withAsterisk
                {...fieldProps('confirmPassword')}
              />
              <Button type="submit" loading={save.isPending} fullWidth>
                {t('reset.submit')}
              </Button>
            </Stack>
          </form>
        )}
      </Paper>
    </Container>
  );
}
