import {
  Alert,
  Anchor,
  Button,
  Container,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../lib/use-page-meta';
import { accountErrorCode } from '../account-error';
import { useResendConfirmation } from '../api/resend-confirmation';

/** After registering (or a sign-in refused with email_not_confirmed): confirm, or send again. */
export function ConfirmEmailPage({ email }: { email?: string }) {
  const { t } = useTranslation('account');
  usePageMeta(t('confirm.title'), t('confirm.metaDescription'));
  const resend = useResendConfirmation();
  return (
    <Container size={560} py={64}>
      <Paper withBorder shadow="sm" p="xl" radius="md">
        <Stack align="center" ta="center">
          <ThemeIcon size={64} radius="xl" variant="light" aria-hidden="true">
            <IconMailCheck size={36} />
          </ThemeIcon>
          <Title order={1}>{t('confirm.title')}</Title>
          <Text data-testid="confirm-email-text" style={{ overflowWrap: 'anywhere' }}>
            {email ? t('confirm.text', { email }) : t('confirm.textNoEmail')}
          </Text>
          <Text size="sm" c="gray.7">
            {t('confirm.hint')}
          </Text>
          {resend.isSuccess && (
            <Alert color="teal" role="status" w="100%">
              {t('confirm.resent')}
            </Alert>
          )}
          {resend.isError && (
            <Alert color="red" role="alert" w="100%">
              {t(`errors.${accountErrorCode(resend.error)}`)}
            </Alert>
          )}
          {email && (
            <Button
              variant="light"
              loading={resend.isPending}
              onClick={() => resend.mutate({ email })}
            >
              {t('confirm.resend')}
            </Button>
          )}
          <Anchor component={Link} to="/login" underline="always">
            {t('confirm.backToLogin')}
          </Anchor>
        </Stack>
      </Paper>
    </Container>
  );
}
