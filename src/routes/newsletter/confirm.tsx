import { createFileRoute } from '@tanstack/react-router';
import { NewsletterConfirmPage } from '../../features/blog/components/NewsletterConfirmPage';

/** /newsletter/confirm?token=…: the link of the confirmation email. */
export const Route = createFileRoute('/newsletter/confirm')({
  validateSearch: (raw: Record<string, unknown>): { token?: string } =>
    typeof raw.token === 'string' ? { token: raw.token.slice(0, 200) } : {},
  component: NewsletterConfirmRoute,
});

function NewsletterConfirmRoute() {
  const { token } = Route.useSearch();
  return <NewsletterConfirmPage token={token ?? ''} />;
}
