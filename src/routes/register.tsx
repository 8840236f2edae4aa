import { createFileRoute, redirect } from '@tanstack/react-router';
import { RegisterPage } from '../features/auth/components/RegisterPage';
import { PUBLIC_ROLES, type PublicRole } from '../lib/constants';
import { loadSignedInUser } from '../lib/session/guards';

// `role` preselects the role (scout, investor, company); unknown values are dropped, and
// without it the visitor must choose one.
function validateRegisterSearch(search: Record<string, unknown>): { role?: PublicRole } {
  const role = PUBLIC_ROLES.find((publicRole) => publicRole === search.role);
  return role ? { role } : {};
}

export const Route = createFileRoute('/register')({
  validateSearch: validateRegisterSearch,
  beforeLoad: async ({ context, preload }) => {
    // Verified users go on to their dashboard.
    const user = await loadSignedInUser(context.queryClient, { preload });
    if (user?.profile.verificationStatus === 'verified') throw redirect({ href: '/dashboard' });
  },
  component: RegisterRoute,
});

function RegisterRoute() {
  const { role } = Route.useSearch();
  // key: a new ?role= from the landing page starts a fresh form with that role.
  return <RegisterPage key={role ?? 'none'} initialRole={role} />;
}
