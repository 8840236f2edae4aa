import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { profileKeys } from '../../../lib/session/current-profile';
import { toError } from '../../../lib/db';
import { supabase } from '../../../lib/supabase';
import { websiteSchema } from '../../../lib/website';
import { isPlausiblePhoneNumber } from './phone';

/** Profile edit: name and email required, phone and website optional. */
export const profileEditSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: 'validation.nameRequired' })
    .max(200, { error: 'validation.nameTooLong' }),
  email: z
    .string()
    .trim()
    .min(1, { error: 'validation.emailRequired' })
    .pipe(z.email({ error: 'validation.emailInvalid' })),
  phoneNumber: z
    .string()
    .trim()
    .max(50, { error: 'validation.phoneTooLong' })
    .refine((value) => value === '' || isPlausiblePhoneNumber(value), {
      error: 'validation.phoneInvalid',
    }),
  /** Optional; normalised and checked as the database does (profiles_website_form). */
  website: websiteSchema,
});

export type ProfileEditInput = z.input<typeof profileEditSchema>;

export class EmailTakenError extends Error {
  constructor(cause: unknown) {
    super('Email already registered', { cause });
    this.name = 'EmailTakenError';
  }
}

/**
 * Saves name, phone and website in public.profiles and, when it changed, the email through Supabase Auth
 * (the database copies it to profiles.email).
 */
export async function updateProfile(
  userId: string,
  currentEmail: string,
  input: ProfileEditInput,
): Promise<void> {
  const { name, email, phoneNumber, website } = profileEditSchema.parse(input);
  const { error } = await supabase
    .from('profiles')
    .update({
      name,
      phone_number: phoneNumber === '' ? null : phoneNumber,
      website: website === '' ? null : website,
    })
    .eq('id', userId)
    .select('id')
    .single();
  if (error) throw toError(error);
  if (email.toLowerCase() !== currentEmail.toLowerCase()) {
    const { error: authError } = await supabase.auth.updateUser({ email });
    if (authError) {
      if (authError.code === 'email_exists' || authError.code === 'user_already_exists')
        throw new EmailTakenError(authError);
      throw toError(authError);
    }
  }
}

export function useUpdateProfile(userId: string, currentEmail: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileEditInput) => updateProfile(userId, currentEmail, input),
    // Also after a partial failure (name saved, email refused): show what is stored.
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.detail(userId) }),
  });
}
