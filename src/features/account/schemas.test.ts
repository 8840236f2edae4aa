import { describe, expect, it } from 'vitest';
import { changePasswordSchema, emailSchema, resetPasswordSchema, totpCodeSchema } from './schemas';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('account schemas', () => {
  it('check the email, the repeated password, the current password and the code', () => {
    expect(messages(emailSchema.safeParse({ email: 'nope' }))).toEqual(['validation.emailInvalid']);
    expect(emailSchema.parse({ email: ' a@b.de ' })).toEqual({ email: 'a@b.de' });
    expect(
      messages(
        resetPasswordSchema.safeParse({ password: 'long-enough', confirmPassword: 'other' }),
      ),
    ).toEqual(['validation.passwordsDiffer']);
    expect(
      messages(resetPasswordSchema.safeParse({ password: 'short', confirmPassword: 'short' })),
    ).toEqual(['validation.passwordTooShort']);
    expect(
      messages(changePasswordSchema.safeParse({ currentPassword: '', newPassword: 'long-enough' })),
    ).toEqual(['validation.currentPasswordRequired']);
    expect(totpCodeSchema.parse({ code: '123 456' })).toEqual({ code: '123456' });
    expect(messages(totpCodeSchema.safeParse({ code: '12345' }))).toEqual([
      'validation.codeInvalid',
    ]);
  });
});
