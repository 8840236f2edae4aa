import { createFileRoute } from '@tanstack/react-router';
import { NewsletterUnsubscribePage } from '../../features/blog/components/NewsletterUnsubscribePage';

/** /newsletter/unsubscribe?token=…: the unsubscribe link of every newsletter email. */
export const Route = createFileRoute('/newsletter/unsubscribe')({
  validateSearch: (raw: Record<string, unknown>): { token?: string } =>
    typeof raw.token === 'string' ? { token: raw.token.slice(0, 200) } : {},
  component: NewsletterUnsubscribeRoute,
});

function NewsletterUnsubscribeRoute() {
  const { token } = Route.useSearch();
  return <NewsletterUnsubscribePage token={token ?? ''} />;
}
