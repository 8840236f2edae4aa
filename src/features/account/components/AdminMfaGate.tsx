import { Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMfaStatus } from '../api/get-mfa-status';
import { TotpCodeForm } from './TotpCodeForm';
import { TotpEnrollment } from './TotpEnrollment';

/**
 * The admin console opens only at aal2 (the database refuses admin data below): an admin with a
 * TOTP factor enters a code, one without enrolls one first.
 */
export function AdminMfaGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('account');
  const status = useMfaStatus();
  if (status.data?.currentLevel === 'aal2') return children;
  return (
    <Container size={560} py={64}>
      <Paper withBorder shadow="sm" p="xl" radius="md">
        {!status.data ? (
          <Loader mx="auto" display="block" aria-label={t('mfa.challengeTitle')} />
        ) : status.data.factorId ? (
          <Stack>
            <Title order={1} size="h2">
              {t('mfa.challengeTitle')}
            </Title>
            <Text c="gray.7">{t('mfa.challengeText')}</Text>
            <TotpCodeForm factorId={status.data.factorId} />
          </Stack>
        ) : (
          <Stack>
            <Title order={1} size="h2">
              {t('mfa.enrollTitle')}
            </Title>
            <Text c="gray.7">{t('mfa.enrollText')}</Text>
            <TotpEnrollment />
          </Stack>
        )}
      </Paper>
    </Container>
  );
}
