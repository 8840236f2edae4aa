import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoginPage } from '../features/auth/components/LoginPage';
import { safeRedirectTarget } from '../features/auth/post-sign-in-route';
import { loadSignedInUser } from '../lib/session/guards';

/** `redirect`: the URL a guard sent the visitor away from; it wins after signing in. */
function validateLoginSearch(search: Record<string, unknown>): { redirect?: string } {
  return typeof search.redirect === 'string' ? { redirect: search.redirect } : {};
}

export const Route = createFileRoute('/login')({
  validateSearch: validateLoginSearch,
  beforeLoad: async ({ context, search, preload }) => {
    // Verified users go on to where they belong.
    const user = await loadSignedInUser(context.queryClient, { preload });
    if (user?.profile.verificationStatus === 'verified') {
      throw redirect({ href: safeRedirectTarget(search.redirect) ?? '/dashboard' });
    }
  },
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect: redirectTo } = Route.useSearch();
  return <LoginPage redirectTo={redirectTo} />;
}
