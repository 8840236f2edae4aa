import { Alert, Anchor, Button, Container, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { focusFirstInvalid } from '../../../components/forms/field-props';
import { usePageMeta } from '../../../lib/use-page-meta';
import { accountErrorCode } from '../account-error';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { emailSchema, type EmailInput } from '../schemas';
import { useFieldProps } from '../../../components/forms/field-props';

export function ForgotPasswordPage() {
  const { t } = useTranslation('account');
  usePageMeta(t('forgot.title'), t('forgot.metaDescription'));
  const request = useRequestPasswordReset();
  const form = useForm<EmailInput>({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: zod4Resolver(emailSchema, { errorPriority: 'first' }),
  });
  const fieldProps = useFieldProps(form, 'account');
  const handleSubmit = form.onSubmit(
    (values) => request.mutate(values),
    (errors, _values, event) => focusFirstInvalid(errors, event?.currentTarget),
  );
  return (
    <Container size={440} py={64}>
      <Title order={1} ta="center">
        {t('forgot.title')}
      </Title>
      <Text c="gray.7" ta="center" mt="xs">
        {t('forgot.text')}
      </Text>
      <Paper withBorder shadow="sm" p="xl" mt="xl" radius="md">
        <form onSubmit={handleSubmit} noValidate aria-label={t('forgot.title')}>
          <Stack>
            {request.isSuccess && (
              <Alert color="teal" role="status" data-testid="forgot-sent" style={{ overflowWrap: 'anywhere' }}>
                {t('forgot.sent', { email: request.data.email })}
              </Alert>
            )}
            {request.isError && (
              <Alert color="red" role="alert">
                {t(`errors.${accountErrorCode(request.error)}`)}
              </Alert>
            )}
            <TextInput
              label={t('forgot.email')}
              name="email"
              type="email"
              autoComplete="email"
              withAsterisk
              {...fieldProps('email')}
            />
            <Button type="submit" loading={request.isPending} fullWidth>
              {t('forgot.submit')}
            </Button>
          </Stack>
        </form>
        <Text size="sm" ta="center" mt="md">
          <Anchor component={Link} to="/login" underline="always">
            {t('forgot.backToLogin')}
          </Anchor>
        </Text>
      </Paper>
    </Container>
  );
}
