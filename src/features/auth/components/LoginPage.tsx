import { Anchor, Button } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../lib/use-page-meta';
import { signInSchema, useSignIn, type SignInInput } from '../api/sign-in';
import { authErrorCode } from '../auth-error';
import { routeAfterSignIn } from '../post-sign-in-route';
import { useSchemaForm } from '../../../components/forms/field-props';
import { FormError, FormFields, FormPage } from '../../../components/forms/FormPage';
import { CurrentPasswordField, EmailField } from '../../../components/forms/fields';

type LoginPageProps = {
  /** Where the guard wanted to go before sending the user here. */
  redirectTo?: string;
};

export function LoginPage({ redirectTo }: LoginPageProps) {
  const { t } = useTranslation('auth');
  usePageMeta(t('login.title'), t('login.metaDescription'));
  const navigate = useNavigate();
  const signIn = useSignIn();
  const { form, fieldProps, onSubmit } = useSchemaForm<SignInInput>(
    signInSchema,
    { email: '', password: '' },
    'auth',
  );

  const handleSubmit = onSubmit((values) =>
    signIn.mutate(values, {
      onSuccess: (profile) => void navigate({ href: routeAfterSignIn(profile, redirectTo) }),
    }),
  );

  return (
    <FormPage
      size={440}
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <>
          {t('login.noAccount')}{' '}
          <Anchor component={Link} to="/register" underline="always">
            {t('login.registerLink')}
          </Anchor>
        </>
      }
    >
      <FormFields label={t('login.title')} onSubmit={handleSubmit}>
        {signIn.isError && (
          <FormError testId="login-error">
            {t(`errors.${authErrorCode(signIn.error, 'loginFailed')}`)}
            {authErrorCode(signIn.error, 'loginFailed') === 'emailNotConfirmed' && (
              <>
                {' '}
                <Anchor
                  href="/confirm-email"
                  underline="always"
                  onClick={(event) => {
                    event.preventDefault();
                    void navigate({
                      to: '/confirm-email',
                      search: { email: form.getValues().email.trim() },
                    });
                  }}
                >
                  {t('login.resendLink')}
                </Anchor>
              </>
            )}
          </FormError>
        )}
        <EmailField label={t('login.email')} {...fieldProps('email')} />
        <CurrentPasswordField label={t('login.password')} {...fieldProps('password')} />
        <Anchor component={Link} to="/forgot-password" size="sm" ta="right" underline="always">
          {t('login.forgotPassword')}
        </Anchor>
        <Button type="submit" loading={signIn.isPending} fullWidth>
          {t('login.submit')}
        </Button>
      </FormFields>
    </FormPage>
  );
}
