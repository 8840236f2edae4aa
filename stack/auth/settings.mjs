// The auth settings of supabase/config.toml, read as the Supabase CLI hands them to GoTrue
// (GOTRUE_* env of `supabase start`), with GoTrue's defaults for keys the file leaves out.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { readConfigToml } from '../lib/project-config.mjs';

/**
 * @typedef {{ subject?: string, content: string }} EmailTemplate
 * @typedef {object} AuthSettings
 * @property {string} siteUrl
 * @property {string[]} additionalRedirectUrls
 * @property {number} jwtExpiry seconds
 * @property {boolean} refreshTokenRotation
 * @property {number} refreshTokenReuseInterval seconds
 * @property {boolean} enableSignup
 * @property {boolean} enableAnonymousSignIns
 * @property {number} minimumPasswordLength
 * @property {boolean} leakedPasswordProtection refuse common and leaked passwords (hosted: "leaked password protection")
 * @property {boolean} mailerAutoconfirm !enable_confirmations
 * @property {boolean} doubleConfirmChanges
 * @property {boolean} securePasswordChange
 * @property {boolean} updatePasswordRequireCurrentPassword GoTrue's SECURITY_UPDATE_PASSWORD_REQUIRE_CURRENT_PASSWORD
 * @property {number} emailMaxFrequency seconds between two mails of one kind to one user
 * @property {number} otpExpiry seconds a mailed link or code stays valid
 * @property {number} otpLength digits of the mailed code
 * @property {number} emailSentPerHour [auth.rate_limit] email_sent, per client address
 * @property {boolean} totpEnroll
 * @property {boolean} totpVerify
 * @property {number} maxEnrolledFactors
 * @property {Record<string, boolean>} notifications security notifications turned on ([auth.email.notification.<kind>] enabled)
 * @property {Record<string, EmailTemplate>} templates by GoTrue's kind (confirmation, recovery, email_change, ...)
 */

/**
 * Go durations as config.toml writes them ("1m0s", "60s", "1h"), or seconds as numbers.
 * @param {unknown} value
 * @param {number} fallback
 */
export function durationSeconds(value, fallback) {
  if (value === undefined || value === null || value === '') return fallback;
  if (typeof value === 'number') return value;
  let total = 0;
  let matched = '';
  for (const m of String(value).matchAll(/(\d+(?:\.\d+)?)(h|m|s)/g)) {
    total += Number(m[1]) * { h: 3600, m: 60, s: 1 }[/** @type {'h'|'m'|'s'} */ (m[2])];
    matched += m[0];
  }
  if (matched !== String(value)) throw new Error(`config.toml: invalid duration "${value}"`);
  return total;
}

/**
 * @param {string} configPath path of supabase/config.toml
 * @returns {AuthSettings}
 */
export function loadAuthSettings(configPath) {
  const config = /** @type {any} */ (readConfigToml(configPath));
  const auth = config.auth ?? {};
  const email = auth.email ?? {};
  // As the Supabase CLI: content_path is relative to the project root (the folder above supabase/).
  const base = dirname(dirname(resolve(configPath)));
  /** @type {Record<string, EmailTemplate>} */
  const templates = {};
  for (const [kind, t] of Object.entries(email.template ?? {})) {
    const tpl = /** @type {any} */ (t);
    if (!tpl.content_path) continue;
    templates[kind] = {
      subject: tpl.subject,
      content: readFileSync(join(base, tpl.content_path), 'utf8'),
    };
  }
  /** @type {Record<string, boolean>} */
  const notifications = {};
  for (const [kind, n] of Object.entries(email.notification ?? {})) {
    const tpl = /** @type {any} */ (n);
    notifications[kind] = tpl.enabled === true;
    if (tpl.content_path) {
      templates[kind] = {
        subject: tpl.subject,
        content: readFileSync(join(base, tpl.content_path), 'utf8'),
      };
    }
  }
  return {
    notifications,
    siteUrl: auth.site_url ?? 'http://127.0.0.1:3000',
    additionalRedirectUrls: auth.additional_redirect_urls ?? [],
    jwtExpiry: auth.jwt_expiry ?? 3600,
    refreshTokenRotation: auth.enable_refresh_token_rotation ?? true,
    refreshTokenReuseInterval: auth.refresh_token_reuse_interval ?? 10,
    enableSignup: auth.enable_signup ?? true,
    enableAnonymousSignIns: auth.enable_anonymous_sign_ins ?? false,
    minimumPasswordLength: auth.minimum_password_length ?? 6,
    // Not a key of the Supabase CLI (it warns and ignores it): hosted projects turn it on in the
    // dashboard (Auth → Providers → Email → "Prevent use of leaked passwords"). Off as in GoTrue.
    leakedPasswordProtection: auth.leaked_password_protection ?? false,
    mailerAutoconfirm: !(email.enable_confirmations ?? false),
    doubleConfirmChanges: email.double_confirm_changes ?? true,
    securePasswordChange: email.secure_password_change ?? false,
    // config.toml has no key for it (hosted: Auth settings → "Require current password when
    // updating"); the app relies on it, so this stack always turns it on.
    updatePasswordRequireCurrentPassword: true,
    emailMaxFrequency: durationSeconds(email.max_frequency, 60),
    otpExpiry: email.otp_expiry ?? 3600,
    otpLength: email.otp_length ?? 6,
    emailSentPerHour: auth.rate_limit?.email_sent ?? 2,
    totpEnroll: auth.mfa?.totp?.enroll_enabled ?? false,
    totpVerify: auth.mfa?.totp?.verify_enabled ?? false,
    maxEnrolledFactors: auth.mfa?.max_enrolled_factors ?? 10,
    templates,
  };
}
