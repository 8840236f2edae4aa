import { createFileRoute, redirect } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { RegisterPage } from '../features/auth/components/RegisterPage';
import { PUBLIC_ROLES } from '../lib/constants';
import { loadSignedInUser } from '../lib/current-user';

// `role` preselects the role (scout, investor, company); unknown values are dropped.
const registerSearchSchema = z.object({
  role: z.catch(z.optional(z.enum(PUBLIC_ROLES)), undefined),
});

export const Route = createFileRoute('/register')({
  validateSearch: registerSearchSchema,
  beforeLoad: async ({ context }) => {
    // Verified users go on to their dashboard.
    const user = await loadSignedInUser(context.queryClient);
    if (user?.profile.verificationStatus === 'verified') throw redirect({ href: '/dashboard' });
  },
  component: RegisterRoute,
});

function RegisterRoute() {
  const { role } = Route.useSearch();
  // key: a new ?role= from the landing page starts a fresh form with that role.
  return <RegisterPage key={role ?? 'scout'} initialRole={role} />;
}
