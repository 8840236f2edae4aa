import { describe, expect, it } from 'vitest';
import {
  AuthFlowError,
  authErrorCode,
  classifySignInError,
  classifySignUpError,
} from './auth-error';

describe('classifySignInError', () => {
  it('maps invalid_credentials to the invalid-credentials message, everything else to login failed', () => {
    expect(classifySignInError({ code: 'invalid_credentials', status: 400 })).toBe(
      'invalidCredentials',
    );
    expect(classifySignInError({ message: 'Invalid login credentials', status: 400 })).toBe(
      'invalidCredentials',
    );
    expect(classifySignInError({ code: 'validation_failed', status: 400 })).toBe('loginFailed');
    expect(classifySignInError(null)).toBe('loginFailed');
  });
});

describe('classifySignUpError', () => {
  it('has specific messages for a registered email and a weak password', () => {
    expect(classifySignUpError({ code: 'user_already_exists', status: 422 })).toBe('emailTaken');
    expect(classifySignUpError({ code: 'email_exists', status: 422 })).toBe('emailTaken');
    expect(classifySignUpError({ code: 'weak_password', status: 422 })).toBe('weakPassword');
  });

  it('falls back to registration failed', () => {
    expect(classifySignUpError({ code: 'validation_failed', status: 400 })).toBe(
      'registrationFailed',
    );
    expect(classifySignUpError({ status: 500 })).toBe('registrationFailed');
    expect(classifySignUpError(undefined)).toBe('registrationFailed');
  });
});

describe('rate limits and leaked passwords', () => {
  it('tells a leaked password and a rate limit apart from other failures', () => {
    expect(classifySignUpError({ code: 'weak_password', reasons: ['pwned'] })).toBe(
      'passwordPwned',
    );
    expect(classifySignUpError({ code: 'weak_password', reasons: ['length'] })).toBe(
      'weakPassword',
    );
    expect(classifySignUpError({ code: 'over_request_rate_limit', status: 429 })).toBe(
      'tooManyRequests',
    );
    expect(classifySignInError({ code: 'over_request_rate_limit', status: 429 })).toBe(
      'tooManyRequests',
    );
  });
});

describe('authErrorCode', () => {
  it('reads the code of flow errors and uses the fallback for anything else', () => {
    expect(authErrorCode(new AuthFlowError('profileNotFound'), 'loginFailed')).toBe(
      'profileNotFound',
    );
    expect(authErrorCode(new Error('network'), 'loginFailed')).toBe('loginFailed');
    expect(authErrorCode('x', 'registrationFailed')).toBe('registrationFailed');
  });
});
