import { describe, expect, it } from 'vitest';
import { accountErrorCode } from './account-error';

describe('accountErrorCode', () => {
  it('maps the codes of Supabase Auth to the messages of the account flows', () => {
    expect(accountErrorCode({ code: 'over_email_send_rate_limit' })).toBe('rateLimited');
    expect(accountErrorCode({ code: 'mfa_verification_failed' })).toBe('wrongCode');
    expect(accountErrorCode({ code: 'current_password_mismatch' })).toBe('wrongCurrentPassword');
    expect(accountErrorCode({ code: 'same_password' })).toBe('samePassword');
    expect(accountErrorCode({ code: 'weak_password' })).toBe('weakPassword');
    expect(accountErrorCode({ code: 'email_exists' })).toBe('emailTaken');
    expect(accountErrorCode(new Error('offline'))).toBe('failed');
    expect(accountErrorCode(null)).toBe('failed');
  });
});
