import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { ResetPasswordPage } from '../features/account/components/ResetPasswordPage';
import { getCurrentSession } from '../lib/session/session-store';
import { supabase } from '../lib/supabase';

/**
 * Where a recovery link lands: supabase-js reads the session from the URL fragment, or the
 * fragment carries error_code (a used or expired link). Only a session the link opened (amr
 * "recovery") may set a password without the current one, so only that one gets the form.
 */
export const Route = createFileRoute('/reset-password')({
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const navigate = useNavigate();
  const [linkFailed] = useState(() =>
    new URLSearchParams(window.location.hash.slice(1)).has('error_code'),
  );
  const [hasSession, setHasSession] = useState<boolean | null>(linkFailed ? false : null);
  useEffect(() => {
    if (linkFailed) return;
    let active = true;
    void (async () => {
      const session = await getCurrentSession();
      const { data } = session
        ? await supabase.auth.mfa.getAuthenticatorAssuranceLevel()
        : { data: null };
      const recovery = Boolean(
        data?.currentAuthenticationMethods.some(
          (m) => (typeof m === 'string' ? m : m.method) === 'recovery',
        ),
      );
      if (active) setHasSession(recovery);
    })();
    return () => {
      active = false;
    };
  }, [linkFailed]);
  return (
    <ResetPasswordPage hasSession={hasSession} onDone={() => void navigate({ to: '/dashboard' })} />
  );
}
