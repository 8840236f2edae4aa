import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Paper,
  PasswordInput,
  Radio,
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
import { PUBLIC_ROLES, type PublicRole } from '../../../lib/constants';
import { usePageMeta } from '../../../lib/use-page-meta';
import { registerSchema, useRegister, type RegisterInput } from '../api/register';
import { authErrorCode } from '../auth-error';
import { focusFirstInvalid, useFieldProps } from '../../../components/forms/field-props';
import { PasswordStrengthMeter } from '../../../components/forms/PasswordStrengthMeter';
import classes from './RegisterPage.module.css';

type RegisterPageProps = {
  /** Role chosen on the landing page (?role=); without it the visitor must choose. */
  initialRole?: PublicRole;
};

/** Form values: no role until the visitor picks one (never a silent default). */
type RegisterFormValues = Omit<RegisterInput, 'role'> & { role: PublicRole | '' };

export function RegisterPage({ initialRole }: RegisterPageProps) {
  const { t } = useTranslation('auth');
  usePageMeta(t('register.title'), t('register.metaDescription'));
  const navigate = useNavigate();
  const registration = useRegister();
  const form = useForm<RegisterFormValues>({
    mode: 'controlled',
    initialValues: { name: '', email: '', phoneNumber: '', password: '', role: initialRole ?? '' },
    validate: zod4Resolver(registerSchema, { errorPriority: 'first' }),
  });
  const fieldProps = useFieldProps(form, 'auth');

  const handleSubmit = form.onSubmit(
    (values) =>
      // The resolver has checked the role against PUBLIC_ROLES.
      registration.mutate({ ...values, role: values.role as PublicRole }, {
        onSuccess: ({ email }) => void navigate({ to: '/confirm-email', search: { email } }),
      }),
    (errors, _values, event) => focusFirstInvalid(errors, event?.currentTarget),
  );

  return (
    <Container size={560} py={64}>
      <Title order={1} ta="center">
        {t('register.title')}
      </Title>
      <Text c="gray.7" ta="center" mt="xs">
        {t('register.subtitle')}
      </Text>
      <Paper withBorder shadow="sm" p="xl" mt="xl" radius="md">
        <form onSubmit={handleSubmit} noValidate aria-label={t('register.title')}>
          <Stack>
            {registration.isError && (
              <Alert
                color="red"
                icon={<IconAlertCircle aria-hidden="true" />}
                role="alert"
                data-testid="register-error"
              >
                {t(`errors.${authErrorCode(registration.error, 'registrationFailed')}`)}
              </Alert>
            )}
            <Radio.Group label={t('register.role')} withAsterisk {...fieldProps('role')}>
              <Stack gap="xs" mt="xs">
                {PUBLIC_ROLES.map((role) => (
                  <Radio.Card
                    key={role}
                    value={role}
                    p="sm"
                    radius="md"
                    className={classes.roleCard}
                    data-testid={`role-${role}`}
                  >
                    <Group wrap="nowrap" align="flex-start">
                      <Radio.Indicator />
                      <div>
                        <Text fw={600} className={classes.roleName}>
                          {t(`register.roles.${role}`)}
                        </Text>
                        <Text size="sm" c="gray.7">
                          {t(`register.roleDescriptions.${role}`)}
                        </Text>
                      </div>
                    </Group>
                  </Radio.Card>
                ))}
              </Stack>
            </Radio.Group>
            <TextInput
              label={t('register.name')}
              name="name"
              autoComplete="name"
              withAsterisk
              {...fieldProps('name')}
            />
            <TextInput
              label={t('register.email')}
              name="email"
              type="email"
              autoComplete="email"
              withAsterisk
              {...fieldProps('email')}
            />
            <TextInput
              label={t('register.phoneNumber')}
              name="phoneNumber"
              type="tel"
              autoComplete="tel"
              withAsterisk
              {...fieldProps('phoneNumber')}
            />
            <PasswordInput
              label={t('register.password')}
              description={t('register.passwordHint')}
              name="password"
              autoComplete="new-password"
              withAsterisk
              {...fieldProps('password')}
            />
            <PasswordStrengthMeter
              password={form.values.password}
              userInputs={[form.values.name, form.values.email]}
            />
            <Button type="submit" loading={registration.isPending} fullWidth>
              {t('register.submit')}
            </Button>
          </Stack>
        </form>
        <Text size="sm" ta="center" mt="md">
          {t('register.haveAccount')}{' '}
          <Anchor component={Link} to="/login" underline="always">
            {t('register.loginLink')}
          </Anchor>
        </Text>
      </Paper>
    </Container>
  );
}
