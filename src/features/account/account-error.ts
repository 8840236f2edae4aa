/** Failures of the account flows, each with a text in the account namespace (`errors.<code>`). */
export type AccountErrorCode =
  | 'rateLimited'
  | 'wrongCode'
  | 'wrongCurrentPassword'
  | 'samePassword'
  | 'weakPassword'
  | 'emailTaken'
  | 'failed';

/** A Supabase Auth error (AuthApiError's `code`) → the message to show. */
export function accountErrorCode(error: unknown): AccountErrorCode {
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'over_email_send_rate_limit':
    case 'over_request_rate_limit':
      return 'rateLimited';
    case 'mfa_verification_failed':
    case 'mfa_challenge_expired':
      return 'wrongCode';
    case 'current_password_mismatch':
    case 'current_password_required':
      return 'wrongCurrentPassword';
    case 'same_password':
      return 'samePassword';
    case 'weak_password':
      return 'weakPassword';
    case 'email_exists':
      return 'emailTaken';
    default:
      return 'failed';
  }
}
