import {
  Alert,
  Anchor,
  Button,
  Container,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../lib/use-page-meta';
import { signInSchema, useSignIn, type SignInInput } from '../api/sign-in';
import { authErrorCode } from '../auth-error';
import { routeAfterSignIn } from '../post-sign-in-route';
import { focusFirstInvalid, useFieldProps } from '../../../components/forms/field-props';

type LoginPageProps = {
  /** Where the guard wanted to go before sending the user here. */
  redirectTo?: string;
};

export function LoginPage({ redirectTo }: LoginPageProps) {
  const { t } = useTranslation('auth');
  usePageMeta(t('login.title'), t('login.metaDescription'));
  const navigate = useNavigate();
  const signIn = useSignIn();
  const form = useForm<SignInInput>({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: zod4Resolver(signInSchema, { errorPriority: 'first' }),
  });
  const fieldProps = useFieldProps(form, 'auth');

  const handleSubmit = form.onSubmit(
    (values) =>
      signIn.mutate(values, {
        onSuccess: (profile) => void navigate({ href: routeAfterSignIn(profile, redirectTo) }),
      }),
    (errors, _values, event) => focusFirstInvalid(errors, event?.currentTarget),
  );

  return (
    <Container size={440} py={64}>
      <Title order={1} ta="center">
        {t('login.title')}
      </Title>
      <Text c="gray.7" ta="center" mt="xs">
        {t('login.subtitle')}
      </Text>
      <Paper withBorder shadow="sm" p="xl" mt="xl" radius="md">
        <form onSubmit={handleSubmit} noValidate aria-label={t('login.title')}>
          <Stack>
            {signIn.isError && (
              <Alert
                color="red"
                icon={<IconAlertCircle aria-hidden="true" />}
                role="alert"
                data-testid="login-error"
              >
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
              </Alert>
            )}
            <TextInput
              label={t('login.email')}
              name="email"
              type="email"
              autoComplete="email"
              withAsterisk
              {...fieldProps('email')}
            />
            <PasswordInput
              label={t('login.password')}
              name="password"
              autoComplete="current-password"
              withAsterisk
              {...fieldProps('password')}
            />
            <Anchor component={Link} to="/forgot-password" size="sm" ta="right" underline="always">
              {t('login.forgotPassword')}
            </Anchor>
            <Button type="submit" loading={signIn.isPending} fullWidth>
              {t('login.submit')}
            </Button>
          </Stack>
        </form>
        <Text size="sm" ta="center" mt="md">
          {t('login.noAccount')}{' '}
          <Anchor component={Link} to="/register" underline="always">
            {t('login.registerLink')}
          </Anchor>
        </Text>
      </Paper>
    </Container>
  );
}
