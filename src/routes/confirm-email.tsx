import { createFileRoute } from '@tanstack/react-router';
import { ConfirmEmailPage } from '../features/account/components/ConfirmEmailPage';

/** `email`: the address just registered (or refused with email_not_confirmed at sign-in). */
function validateConfirmEmailSearch(search: Record<string, unknown>): { email?: string } {
  return typeof search.email === 'string' && search.email.length <= 320
    ? { email: search.email }
    : {};
}

export const Route = createFileRoute('/confirm-email')({
  validateSearch: validateConfirmEmailSearch,
  component: ConfirmEmailRoute,
});

function ConfirmEmailRoute() {
  const { email } = Route.useSearch();
  return <ConfirmEmailPage email={email} />;
}
