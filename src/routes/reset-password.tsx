import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { ResetPasswordPage } from '../features/account/components/ResetPasswordPage';
import { getCurrentSession } from '../lib/current-user';

/**
 * Where a recovery link lands: supabase-js reads the session from the URL fragment (or the
 * fragment carries error_code=otp_expired); then the new password is set and the user goes on.
 */
export const Route = createFileRoute('/reset-password')({
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const navigate = useNavigate();
  const [hasSession, setHasSession] = useState<boolean | null>(null);
  useEffect(() => {
    let active = true;
    void getCurrentSession().then((session) => {
      if (active) setHasSession(Boolean(session));
    });
    return () => {
      active = false;
    };
  }, []);
  return (
    <ResetPasswordPage hasSession={hasSession} onDone={() => void navigate({ to: '/dashboard' })} />
  );
}
