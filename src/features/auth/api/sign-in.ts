import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  currentProfileQueryOptions,
  handProfileToNextNavigation,
  type CurrentProfile,
} from '../../../lib/session/current-profile';
import { storeUser } from '../../../lib/local-state';
import { endSessionSilently } from '../../../lib/session/sign-out';
import { supabase } from '../../../lib/supabase';
import { AuthFlowError, classifySignInError } from '../auth-error';
import { needsAdminPromotion, requestAdminPromotion } from './request-admin-promotion';

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
 * Signs in and reads the profile: one request after the token's. The navigation that follows
 * takes this read as its own, so the dashboard's data is the second. Only the configured admin
 * account, not yet promoted, makes one more: the admin function's promotion, whose answer is the
 * promoted profile. A missing profile ends the session again ("User profile not found").
 */
export async function signIn(
  input: SignInInput,
  queryClient: QueryClient,
): Promise<CurrentProfile> {
  const { email, password } = signInSchema.parse(input);
  const { data, error } = await supabase.auth.signInWithPassword({ email, password });
  if (error || !data.user) throw new AuthFlowError(classifySignInError(error), error);

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
  if (needsAdminPromotion(profile)) {
    const promoted = await requestAdminPromotion();
    if (promoted) {
      profile = promoted;
      storeUser(profile);
      queryClient.setQueryData(currentProfileQueryOptions(profile.id).queryKey, profile);
    }
  }
  handProfileToNextNavigation(profile.id);
  return profile;
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInInput) => signIn(input, queryClient),
    // The profile query of the new user is filled by fetchQuery above: nothing to invalidate.
  });
}
