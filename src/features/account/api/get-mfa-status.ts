import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '../../../lib/supabase';
import { accountKeys } from './query-keys';
import { toError } from '../../../lib/db';

export type MfaStatus = {
  /** aal of the current session: aal2 after a TOTP code in this session. */
  currentLevel: 'aal1' | 'aal2';
  /** The verified TOTP factor, if the user has one. */
  factorId: string | null;
};

export async function fetchMfaStatus(): Promise<MfaStatus> {
  const [aal, factors] = await Promise.all([
    supabase.auth.mfa.getAuthenticatorAssuranceLevel(),
    supabase.auth.mfa.listFactors(),
  ]);
  if (aal.error) throw toError(aal.error);
  if (factors.error) throw toError(factors.error);
  return {
    currentLevel: aal.data.currentLevel === 'aal2' ? 'aal2' : 'aal1',
    factorId: factors.data.totp[0]?.id ?? null,
  };
}

export const mfaStatusQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.mfa(), queryFn: fetchMfaStatus, staleTime: 0 });

export function useMfaStatus() {
  return useQuery(mfaStatusQueryOptions());
}
