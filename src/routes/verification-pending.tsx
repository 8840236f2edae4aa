import { createFileRoute, redirect } from '@tanstack/react-router';
import { VerificationPendingPage } from '../features/auth/components/VerificationPendingPage';
import { routeAfterSignIn } from '../features/auth/post-sign-in-route';
import { requireSignedInUser } from '../lib/session/guards';

/** Signed-in users awaiting review; verified users go on (dashboard or profile). */
export const Route = createFileRoute('/verification-pending')({
  beforeLoad: async ({ context, location, preload }) => {
    const { profile } = await requireSignedInUser({ context, location, preload });
    if (profile.verificationStatus === 'verified')
      throw redirect({ href: routeAfterSignIn(profile) });
    return { userId: profile.id };
  },
  component: VerificationPendingRoute,
});

function VerificationPendingRoute() {
  const { userId } = Route.useRouteContext();
  return <VerificationPendingPage userId={userId} />;
}
