import { Alert, Code, Image, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { accountErrorCode } from '../account-error';
import { useEnrollTotp } from '../api/enroll-totp';
import { TotpCodeForm } from './TotpCodeForm';

/** Enrolls a TOTP factor: QR code and key, then the first code verifies it (session → aal2). */
export function TotpEnrollment({ onVerified }: { onVerified?: () => void }) {
  const { t } = useTranslation('account');
  const enroll = useEnrollTotp();
  const { mutate } = enroll;
  const started = useRef(false);
  // One enrollment per mount (also under StrictMode); an abandoned one expires after 5 minutes.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);
  if (enroll.isError)
    return (
      <Alert color="red" role="alert">
        {t(`errors.${accountErrorCode(enroll.error)}`)}
      </Alert>
    );
  if (!enroll.data) return <Loader aria-label={t('mfa.enrollTitle')} />;
  return (
    <Stack>
      <Image src={enroll.data.qrCode} alt={t('mfa.qrAlt')} w={200} h={200} data-testid="totp-qr" />
      <Text size="sm">
        {t('mfa.secret')}:{' '}
        <Code data-testid="totp-secret" style={{ overflowWrap: 'anywhere' }}>
          {enroll.data.secret}
        </Code>
      </Text>
      <TotpCodeForm factorId={enroll.data.factorId} onVerified={onVerified} />
    </Stack>
  );
}
