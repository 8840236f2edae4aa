import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PUBLIC_ROLES } from '../../../lib/constants';
import { CONSENT_METADATA } from '../../../lib/legal-versions';
import { profileKeys } from '../../../lib/session/current-profile';
import { supabase } from '../../../lib/supabase';
import { websiteSchema } from '../../../lib/website';
import { AuthFlowError, classifySignUpError } from '../auth-error';

export const MIN_PASSWORD_LENGTH = 8;

/** Registration form: all fields but the website required, a valid email, a password of at least 8 characters. */
export const registerSchema = z.object({
  name: z.string().trim().min(1, { error: 'validation.nameRequired' }),
  email: z
    .string()
    .trim()
    .min(1, { error: 'validation.emailRequired' })
    .pipe(z.email({ error: 'validation.emailInvalid' })),
  phoneNumber: z.string().trim().min(1, { error: 'validation.phoneRequired' }),
  /** Optional; a missing scheme becomes https://, as the database normalises it. */
  website: websiteSchema,
  password: z
    .string()
    .min(1, { error: 'validation.passwordRequired', abort: true })
    .min(MIN_PASSWORD_LENGTH, { error: 'validation.passwordTooShort' }),
  role: z.enum(PUBLIC_ROLES, { error: 'validation.roleRequired' }),
  /** The terms of use and the privacy policy accepted (the database refuses a sign-up without). */
  consent: z.literal(true, { error: 'validation.consentRequired' }),
});

export type RegisterInput = z.input<typeof registerSchema>;

/**
 * Creates the account; the database creates the pending profile from the metadata (the role is
 * never admin there, whatever is sent; the accepted terms and privacy versions are stored). Auth
 * mails a confirmation link (in the user's language, kept in the metadata) that leads back to the
 * verification-pending page, signed in. An address that already has a confirmed account gets an
 * answer shaped like a new user's but without identities (Supabase Auth's sign of it): emailTaken.
 */
export async function register(
  input: RegisterInput,
  queryClient: QueryClient,
  language: string,
): Promise<{ email: string }> {
  const { name, email, phoneNumber, website, password, role } = registerSchema.parse(input);
  const { data, error } = await supabase.auth.signUp({
    email,
    password,
    options: {
      data: {
        name,
        phone_number: phoneNumber,
        ...(website ? { website } : {}),
        role,
        language: language === 'de' ? 'de' : 'en',
        ...CONSENT_METADATA,
      },
      emailRedirectTo: `${window.location.origin}/verification-pending`,
    },
  });
  if (error || !data.user) throw new AuthFlowError(classifySignUpError(error), error);
  if (data.user.identities?.length === 0) throw new AuthFlowError('emailTaken');
  // A stale "no profile" answer for this id must not survive.
  await queryClient.invalidateQueries({ queryKey: profileKeys.detail(data.user.id) });
  return { email };
}

export function useRegister() {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  return useMutation({
    mutationFn: (input: RegisterInput) => register(input, queryClient, i18n.language),
  });
}
