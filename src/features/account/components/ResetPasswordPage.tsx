import { Alert, Anchor, Button, Loader, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../lib/use-page-meta';
import { accountErrorCode } from '../account-error';
import { useSetNewPassword } from '../api/set-new-password';
import { resetPasswordSchema, type ResetPasswordInput } from '../schemas';
import { useSchemaForm } from '../../../components/forms/field-props';
import { PasswordStrengthMeter } from '../../../components/forms/PasswordStrengthMeter';
import { NewPasswordField } from '../../../components/forms/fields';
import { FormError, FormFields, FormPage } from '../../../components/forms/FormPage';

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
  const { form, fieldProps, onSubmit } = useSchemaForm<ResetPasswordInput>(
    resetPasswordSchema,
    { password: '', confirmPassword: '' },
    'account',
  );
  const handleSubmit = onSubmit((values) => save.mutate(values, { onSuccess: onDone }));
  return (
    <FormPage size={440} title={t('reset.title')}>
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
        <FormFields label={t('reset.title')} onSubmit={handleSubmit}>
          {save.isError && <FormError>{t(`errors.${accountErrorCode(save.error)}`)}</FormError>}
          <NewPasswordField label={t('reset.password')} {...fieldProps('password')} />
          <PasswordStrengthMeter password={form.values.password} />
          <NewPasswordField label={t('reset.confirmPassword')} {...fieldProps('confirmPassword')} />
          <Button type="submit" loading={save.isPending} fullWidth>
            {t('reset.submit')}
          </Button>
        </FormFields>
      )}
    </FormPage>
  );
}
