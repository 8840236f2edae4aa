import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  currentProfileQueryOptions,
  endSessionSilently,
  type CurrentProfile,
} from '../../../lib/current-user';
import { supabase } from '../../../lib/supabase';
import { AuthFlowError, classifySignInError } from '../auth-error';
import { requestAdminPromotion } from './request-admin-promotion';

/** Login form (spec section 5): email (an email address) and password required. */
export const signInSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { error: 'validation.emailRequired' })
    .pipe(z.email({ error: 'validation.emailInvalid' })),
  password: z.string().min(1, { error: 'validation.passwordRequired' }),
});

export type SignInInput = z.input<typeof signInSchema>;

/**
 * Signs in, lets the admin function promote the configured admin account, and reads the profile
 * afresh. A missing profile ends the session again ("User profile not found").
 */
export async function signIn(
  input: SignInInput,
  queryClient: QueryClient,
): Promise<CurrentProfile> {
  const { email, password } = signInSchema.parse(input);
  const { data, error } = await supabase.auth.signInWithPassword({ email, password });
  if (error || !data.user) throw new AuthFlowError(classifySignInError(error), error);

  await requestAdminPromotion();

  let profile: CurrentProfile | null;
  try {
    profile = await queryClient.fetchQuery({
      ...currentProfileQueryOptions(data.user.id),
      staleTime: 0,
    });
  } catch (cause) {
    await endSessionSilently();
    throw new AuthFlowError('loginFailed', cause);
  }
  if (!profile) {
    await endSessionSilently();
    throw new AuthFlowError('profileNotFound');
  }
  return profile;
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInInput) => signIn(input, queryClient),
    // The profile query of the new user is filled by fetchQuery above: nothing to invalidate.
  });
}
