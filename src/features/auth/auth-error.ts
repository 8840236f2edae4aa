/** Failures of the account flows, each with a translated message in the auth namespace (`errors.<code>`). */
export type AuthErrorCode =
  | 'invalidCredentials'
  | 'emailNotConfirmed'
  | 'loginFailed'
  | 'profileNotFound'
  | 'registrationFailed'
  | 'emailTaken'
  | 'weakPassword'
  | 'passwordPwned'
  | 'tooManyRequests'
  | 'supportMessageFailed';

export class AuthFlowError extends Error {
  readonly code: AuthErrorCode;

  constructor(code: AuthErrorCode, cause?: unknown) {
    super(code, { cause });
    this.name = 'AuthFlowError';
    this.code = code;
  }
}

/** The code of an error thrown by an account flow; anything unexpected maps to `fallback`. */
export function authErrorCode(error: unknown, fallback: AuthErrorCode): AuthErrorCode {
  return error instanceof AuthFlowError ? error.code : fallback;
}

type AuthLikeError =
  { code?: unknown; status?: unknown; message?: unknown; reasons?: unknown } | null | undefined;

/** Supabase Auth sign-in failure → invalidCredentials (code invalid_credentials) or loginFailed. */
export function classifySignInError(error: AuthLikeError): AuthErrorCode {
  if (!error) return 'loginFailed';
  if (error.code === 'invalid_credentials') return 'invalidCredentials';
  if (error.code === 'over_request_rate_limit') return 'tooManyRequests';
  if (error.code === 'email_not_confirmed') return 'emailNotConfirmed';
  // Older Auth servers answer 400 without a code.
  if (error.code === undefined && /invalid login credentials/i.test(String(error.message ?? '')))
    return 'invalidCredentials';
  return 'loginFailed';
}

/** Supabase Auth sign-up failure → emailTaken, weakPassword or registrationFailed. */
export function classifySignUpError(error: AuthLikeError): AuthErrorCode {
  if (!error) return 'registrationFailed';
  if (error.code === 'user_already_exists' || error.code === 'email_exists') return 'emailTaken';
  if (error.code === 'weak_password')
    return Array.isArray(error.reasons) && error.reasons.includes('pwned')
      ? 'passwordPwned'
      : 'weakPassword';
  if (error.code === 'over_request_rate_limit') return 'tooManyRequests';
  return 'registrationFailed';
}
