import { Alert, Button, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { accountErrorCode } from '../account-error';
import { useVerifyTotp } from '../api/verify-totp';
import { totpCodeSchema, type TotpCodeInput } from '../schemas';
import { useSchemaForm } from '../../../components/forms/field-props';

/** A 6-digit code for a TOTP factor; on success the session is aal2. */
export function TotpCodeForm({
  factorId,
  onVerified,
}: {
  factorId: string;
  onVerified?: () => void;
}) {
  const { t } = useTranslation('account');
  const verify = useVerifyTotp();
  const { fieldProps, onSubmit } = useSchemaForm<TotpCodeInput>(
    totpCodeSchema,
    { code: '' },
    'account',
  );
  return (
    <form
      noValidate
      aria-label={t('mfa.code')}
      onSubmit={onSubmit((values) =>
        verify.mutate({ ...values, factorId }, { onSuccess: () => onVerified?.() }),
      )}
    >
      {verify.isError && (
        <Alert color="red" role="alert" mb="sm">
          {t(`errors.${accountErrorCode(verify.error)}`)}
        </Alert>
      )}
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label={t('mfa.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          w={160}
          data-autofocus
          {...fieldProps('code')}
        />
        <Button type="submit" loading={verify.isPending}>
          {t('mfa.verify')}
        </Button>
      </Group>
    </form>
  );
}
