/** Query keys of the account feature. */
export const accountKeys = {
  all: ['account'] as const,
  mfa: () => [...accountKeys.all, 'mfa'] as const,
  authUser: () => [...accountKeys.all, 'auth-user'] as const,
};
