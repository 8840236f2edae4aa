import { Alert, Anchor, Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../lib/use-page-meta';
import { accountErrorCode } from '../account-error';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { emailSchema, type EmailInput } from '../schemas';
import { useSchemaForm } from '../../../components/forms/field-props';
import { EmailField } from '../../../components/forms/fields';
import { FormError, FormFields, FormPage } from '../../../components/forms/FormPage';

export function ForgotPasswordPage() {
  const { t } = useTranslation('account');
  usePageMeta(t('forgot.title'), t('forgot.metaDescription'));
  const request = useRequestPasswordReset();
  const { fieldProps, onSubmit } = useSchemaForm<EmailInput>(emailSchema, { email: '' }, 'account');
  const handleSubmit = onSubmit((values) => request.mutate(values));
  return (
    <FormPage
      size={440}
      title={t('forgot.title')}
      subtitle={t('forgot.text')}
      footer={
        <>
          <Anchor component={Link} to="/login" underline="always">
            {t('forgot.backToLogin')}
          </Anchor>
        </>
      }
    >
      <FormFields label={t('forgot.title')} onSubmit={handleSubmit}>
        {request.isSuccess && (
          <Alert
            color="teal"
            role="status"
            data-testid="forgot-sent"
            style={{ overflowWrap: 'anywhere' }}
          >
            {t('forgot.sent', { email: request.data.email })}
          </Alert>
        )}
        {request.isError && <FormError>{t(`errors.${accountErrorCode(request.error)}`)}</FormError>}
        <EmailField label={t('forgot.email')} {...fieldProps('email')} />
        <Button type="submit" loading={request.isPending} fullWidth>
          {t('forgot.submit')}
        </Button>
      </FormFields>
    </FormPage>
  );
}
