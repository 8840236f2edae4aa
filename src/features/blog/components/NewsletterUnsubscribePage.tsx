import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useUnsubscribeNewsletter } from '../api/unsubscribe-newsletter';

/**
 * The unsubscribe link of every newsletter email. Unsubscribing takes a click: mail scanners
 * that open links must not unsubscribe anyone.
 */
export function NewsletterUnsubscribePage({ token }: { token: string }) {
  const { t } = useTranslation('blog');
  usePageMeta(t('newsletter.unsubscribe.metaTitle'), t('newsletter.unsubscribe.title'));
  const unsubscribe = useUnsubscribeNewsletter();

  return (
    <Container size="sm" py={48}>
      <Stack gap="lg">
        <Title order={1}>{t('newsletter.unsubscribe.title')}</Title>
        {!unsubscribe.isSuccess && <Text>{t('newsletter.unsubscribe.question')}</Text>}
        <div role="status" aria-live="polite">
          {unsubscribe.isError && <Alert color="red">{t('newsletter.failed')}</Alert>}
          {unsubscribe.isSuccess &&
            (unsubscribe.data ? (
              <Alert color="teal" data-testid="newsletter-unsubscribed">
                {t('newsletter.unsubscribe.done')}
              </Alert>
            ) : (
              <Alert color="yellow">{t('newsletter.unsubscribe.invalid')}</Alert>
            ))}
        </div>
        <Group>
          {!unsubscribe.isSuccess && (
            <Button
              color="red"
              disabled={!token}
              loading={unsubscribe.isPending}
              onClick={() => unsubscribe.mutate(token)}
            >
              {t('newsletter.unsubscribe.submit')}
            </Button>
          )}
          <Button component={Link} to="/blog" variant="light">
            {t('newsletter.toBlog')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
