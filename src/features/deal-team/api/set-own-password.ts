import { supabase } from '../../../lib/supabase';

/** The shortest password Auth accepts here (as for the sign-up and the password reset). */
export const MIN_INVITEE_PASSWORD_LENGTH = 8;

/**
 * An account the invitation created has no password: the invitee chooses one in the session the
 * invitation's link opened (Auth's PUT /user; an account without a password is not asked for a
 * current one). Asked again with the same password (a retry after a failed acceptance), Auth's
 * "same_password" means it is set already.
 */
export async function setOwnPassword(password: string): Promise<void> {
  const { error } = await supabase.auth.updateUser({ password });
  if (error && error.code !== 'same_password') throw error;
}
