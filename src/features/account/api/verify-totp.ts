import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '../../../lib/supabase';
import { totpCodeSchema, type TotpCodeInput } from '../schemas';
import { toError } from '../../../lib/db';

/**
 * Challenge and verify a TOTP factor with a code: the session becomes aal2 (and an enrollment is
 * complete). Everything read before was read at aal1, so all queries are refetched.
 */
export async function verifyTotp({ factorId, ...input }: TotpCodeInput & { factorId: string }) {
  const { code } = totpCodeSchema.parse(input);
  const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId, code });
  if (error) throw toError(error);
}

export function useVerifyTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyTotp,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
