// Types for TypeScript callers (tests).
export type EmailTemplate = { subject?: string; content: string };
export interface AuthSettings {
  siteUrl: string;
  additionalRedirectUrls: string[];
  jwtExpiry: number;
  refreshTokenRotation: boolean;
  refreshTokenReuseInterval: number;
  enableSignup: boolean;
  enableAnonymousSignIns: boolean;
  minimumPasswordLength: number;
  leakedPasswordProtection: boolean;
  mailerAutoconfirm: boolean;
  doubleConfirmChanges: boolean;
  securePasswordChange: boolean;
  updatePasswordRequireCurrentPassword: boolean;
  emailMaxFrequency: number;
  otpExpiry: number;
  otpLength: number;
  emailSentPerHour: number;
  totpEnroll: boolean;
  totpVerify: boolean;
  maxEnrolledFactors: number;
  notifications: Record<string, boolean>;
  templates: Record<string, EmailTemplate>;
}
export function loadAuthSettings(configPath: string): AuthSettings;
export function durationSeconds(value: unknown, fallback: number): number;
