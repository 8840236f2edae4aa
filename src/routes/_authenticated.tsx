import { createFileRoute, Outlet, useMatches } from '@tanstack/react-router';
import { requireVerifiedUser } from '../lib/session/guards';
import { getCurrentSession } from '../lib/session/session-store';

/**
 * Pathless layout of every protected page (/dashboard, /discover, /profile, ...).
 * Not signed in → /login?redirect=<requested URL>; signed in but not verified →
 * /verification-pending, except a deal team member's page of their deal (the database decides what
 * it reads). The profile is read from the database while it can change the answer
 * (unknown, or not verified yet: once per navigation, the sign-in's read counting for the
 * navigation it starts), so a newly verified user gets in at the next one. Children find `{ session, profile }` in their context.
 * A page whose data the database guards on its own (`staticData.prefetchWithSession`) starts
 * loading it as soon as the session is known, while the profile is read.
 */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: async ({ context, location, matches, preload }) => {
    const sessionPromise = getCurrentSession();
    for (const match of matches) {
      match.staticData.prefetchWithSession?.({
        queryClient: context.queryClient,
        deps: match.loaderDeps,
        params: match.params,
        session: sessionPromise,
      });
    }
    const { session, profile } = await requireVerifiedUser({
      context,
      location,
      session: sessionPromise,
      preload,
      // A deal team's member opens their deal's page while the account is under review.
      admitPending: async ({ profile: pending }) => {
        const dealId = /^\/deals\/([0-9a-f-]{36})\/?$/i.exec(location.pathname)?.[1];
        if (dealId === undefined) return false;
        // Loaded only here (it brings the database client): the first page load stays small.
        const { isDealMemberQueryOptions } =
          await import('../features/deal-team/api/my-membership');
        return context.queryClient.fetchQuery(isDealMemberQueryOptions(pending.id, dealId));
      },
    });
    // The top bar's counts are read with the page's data, not when their lazy components render.
    if (!preload)
      void import('./-live/top-bar-counts').then(
        ({ startTopBarCounts }) => startTopBarCounts(context.queryClient, session.user.id),
        () => undefined,
      );
    return { session, profile };
  },
  component: Outlet,
  // While the guard runs, the page's shell (`staticData.pendingShell`) shows at once, as the
  // prerendered HTML of the page does before the app starts: the same markup, so nothing jumps.
  pendingComponent: PendingPageShell,
  pendingMs: 0,
  pendingMinMs: 0,
});

function PendingPageShell() {
  const Shell = useMatches({
    select: (matches) => matches.findLast((match) => match.staticData.pendingShell)?.staticData,
  })?.pendingShell;
  return Shell ? <Shell /> : null;
}
