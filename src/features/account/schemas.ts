import { z } from 'zod';

export const MIN_PASSWORD_LENGTH = 8;

const email = z
  .string()
  .trim()
  .min(1, { error: 'validation.emailRequired' })
  .pipe(z.email({ error: 'validation.emailInvalid' }));

const newPassword = z
  .string()
  .min(1, { error: 'validation.passwordRequired', abort: true })
  .min(MIN_PASSWORD_LENGTH, { error: 'validation.passwordTooShort' });

/** "Forgot password?" and "send again": one email address. */
export const emailSchema = z.object({ email });
export type EmailInput = z.input<typeof emailSchema>;

/** New password after a recovery link, typed twice. */
export const resetPasswordSchema = z
  .object({ password: newPassword, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    error: 'validation.passwordsDiffer',
    path: ['confirmPassword'],
  });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** Password change from the profile: the current password, then the new one. */
export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, { error: 'validation.currentPasswordRequired' }),
  newPassword,
});
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export const changeEmailSchema = z.object({ newEmail: email });
export type ChangeEmailInput = z.input<typeof changeEmailSchema>;

/** A TOTP code: 6 digits (spaces ignored). */
export const totpCodeSchema = z.object({
  code: z
    .string()
    .transform((v) => v.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, { error: 'validation.codeInvalid' })),
});
export type TotpCodeInput = z.input<typeof totpCodeSchema>;
