import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireVerifiedUser } from '../lib/current-user';

/**
 * Pathless layout of every protected page (/dashboard, /discover, /profile, ...).
 * Not signed in → /login?redirect=<requested URL>; signed in but not verified →
 * /verification-pending. The profile is read from the database at each navigation, so a newly
 * verified user gets in at the next one. Children find `{ session, profile }` in their context.
 */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: async ({ context, location }) => {
    const { session, profile } = await requireVerifiedUser({ context, location });
    return { session, profile };
  },
  component: Outlet,
});
