import { Anchor, Button, Checkbox, Group, Radio, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { Trans, useTranslation } from 'react-i18next';
import { PUBLIC_ROLES, type PublicRole } from '../../../lib/constants';
import { usePageMeta } from '../../../lib/use-page-meta';
import { registerSchema, useRegister, type RegisterInput } from '../api/register';
import { authErrorCode } from '../auth-error';
import { useSchemaForm } from '../../../components/forms/field-props';
import { PasswordStrengthMeter } from '../../../components/forms/PasswordStrengthMeter';
import classes from './RegisterPage.module.css';
import {
  EmailField,
  NameField,
  NewPasswordField,
  PhoneField,
  WebsiteField,
} from '../../../components/forms/fields';
import { FormError, FormFields, FormPage } from '../../../components/forms/FormPage';

type RegisterPageProps = {
  /** Role chosen on the landing page (?role=); without it the visitor must choose. */
  initialRole?: PublicRole;
};

/** Form values: no role until the visitor picks one (never a silent default), consent unticked. */
type RegisterFormValues = Omit<RegisterInput, 'role' | 'consent'> & {
  role: PublicRole | '';
  consent: boolean;
};

export function RegisterPage({ initialRole }: RegisterPageProps) {
  const { t } = useTranslation('auth');
  usePageMeta(t('register.title'), t('register.metaDescription'));
  const navigate = useNavigate();
  const registration = useRegister();
  const { form, fieldProps, onSubmit } = useSchemaForm<RegisterFormValues>(
    registerSchema,
    {
      name: '',
      email: '',
      phoneNumber: '',
      website: '',
      password: '',
      role: initialRole ?? '',
      consent: false,
    },
    'auth',
  );

  const handleSubmit = onSubmit((values) =>
    // The resolver has checked the role against PUBLIC_ROLES and the consent.
    registration.mutate(
      { ...values, role: values.role as PublicRole, consent: true },
      {
        onSuccess: ({ email }) => void navigate({ to: '/confirm-email', search: { email } }),
      },
    ),
  );

  return (
    <FormPage
      size={560}
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      footer={
        <>
          {t('register.haveAccount')}{' '}
          <Anchor component={Link} to="/login" underline="always">
            {t('register.loginLink')}
          </Anchor>
        </>
      }
    >
      <FormFields label={t('register.title')} onSubmit={handleSubmit}>
        {registration.isError && (
          <FormError testId="register-error">
            {t(`errors.${authErrorCode(registration.error, 'registrationFailed')}`)}
            {authErrorCode(registration.error, 'registrationFailed') === 'emailTaken' && (
              <>
                {' '}
                <Anchor
                  component={Link}
                  to="/login"
                  underline="always"
                  data-testid="register-login-link"
                >
                  {t('register.loginLink')}
                </Anchor>
              </>
            )}
          </FormError>
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
        <NameField label={t('register.name')} {...fieldProps('name')} />
        <EmailField label={t('register.email')} {...fieldProps('email')} />
        <PhoneField label={t('register.phoneNumber')} {...fieldProps('phoneNumber')} />
        <WebsiteField
          label={t('register.website')}
          description={t('register.websiteHint')}
          data-testid="register-website"
          {...fieldProps('website')}
        />
        <NewPasswordField
          label={t('register.password')}
          description={t('register.passwordHint')}
          {...fieldProps('password')}
        />
        <PasswordStrengthMeter
          password={form.values.password}
          userInputs={[form.values.name, form.values.email]}
        />
        <Checkbox
          data-testid="register-consent"
          label={
            <Trans
              t={t}
              i18nKey="register.consent"
              components={{
                terms: <Anchor component={Link} to="/terms" target="_blank" underline="always" />,
                privacy: (
                  <Anchor component={Link} to="/privacy" target="_blank" underline="always" />
                ),
              }}
            />
          }
          {...fieldProps('consent', { type: 'checkbox' })}
        />
        <Button type="submit" loading={registration.isPending} fullWidth>
          {t('register.submit')}
        </Button>
      </FormFields>
    </FormPage>
  );
}
