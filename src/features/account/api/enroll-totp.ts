import { useMutation } from '@tanstack/react-query';
import { supabase } from '../../../lib/supabase';
import { toError } from '../../../lib/db';

export type TotpEnrollment = { factorId: string; qrCode: string; secret: string };

/** Starts a TOTP enrollment: the QR code (a data URL) and the secret of an unverified factor. */
export async function enrollTotp(): Promise<TotpEnrollment> {
  const { data, error } = await supabase.auth.mfa.enroll({
    factorType: 'totp',
    friendlyName: `Authenticator ${crypto.randomUUID().slice(0, 8)}`,
  });
  if (error) throw toError(error);
  return { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret };
}

export function useEnrollTotp() {
  return useMutation({ mutationFn: enrollTotp });
}
