import { createFileRoute } from '@tanstack/react-router';
import { AcceptInvitationPage } from '../features/deal-team/components/AcceptInvitationPage';
import { requireSignedInUser } from '../lib/session/guards';

/**
 * A deal team's invitation (the link of its email): signed in (the invite link signs a new
 * account in), verified or not: the invitee accepts the NDA before the account is reviewed.
 */
export const Route = createFileRoute('/team-invite/$memberId')({
  beforeLoad: async ({ context, location, preload }) => {
    const { profile } = await requireSignedInUser({ context, location, preload });
    return { profile };
  },
  component: TeamInviteRoute,
});

function TeamInviteRoute() {
  const { memberId } = Route.useParams();
  const { profile } = Route.useRouteContext();
  return (
    <AcceptInvitationPage
      key={memberId}
      memberId={memberId}
      userId={profile.id}
      email={profile.email}
      defaultName={profile.name}
      verified={profile.verificationStatus === 'verified'}
    />
  );
}
