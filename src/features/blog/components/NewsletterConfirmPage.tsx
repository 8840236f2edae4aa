import { Alert, Button, Container, Loader, Stack, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useConfirmNewsletter } from '../api/confirm-newsletter';

/** The confirmation link of the newsletter email (double opt-in): confirms on opening. */
export function NewsletterConfirmPage({ token }: { token: string }) {
  const { t } = useTranslation('blog');
  usePageMeta(t('newsletter.confirm.metaTitle'), t('newsletter.confirm.title'));
  const confirm = useConfirmNewsletter();
  const { mutate } = confirm;

  useEffect(() => {
    if (token) mutate(token);
  }, [mutate, token]);

  return (
    <Container size="sm" py={48}>
      <Stack gap="lg">
        <Title order={1}>{t('newsletter.confirm.title')}</Title>
        <div role="status" aria-live="polite">
          {confirm.isPending || (confirm.isIdle && token) ? (
            <Loader size="sm" aria-label={t('newsletter.confirm.confirming')} />
          ) : confirm.isError ? (
            <Alert color="red">{t('newsletter.failed')}</Alert>
          ) : confirm.data ? (
            <Alert color="teal" data-testid="newsletter-confirmed">
              {t('newsletter.confirm.confirmed')}
            </Alert>
          ) : (
            <Alert color="yellow">{t('newsletter.confirm.invalid')}</Alert>
          )}
        </div>
        <Button component={Link} to="/blog" variant="light" w="fit-content">
          {t('newsletter.toBlog')}
        </Button>
      </Stack>
    </Container>
  );
}
