// Input checks with GoTrue's messages and codes.
import { dictionary } from '@zxcvbn-ts/language-common';
import { badRequest, unprocessable, weakPassword } from './errors.mjs';

export const PASSWORD_MIN_LENGTH = 8;
// The shape GoTrue's checkmail.ValidateFormat accepts, close enough for a local stack.
const EMAIL_RE =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/**
 * Validates and normalises (lower-cases) an email address.
 * @param {unknown} email
 * @returns {string}
 */
export function validateEmail(email) {
  if (typeof email !== 'string' || email.trim() === '') {
    throw badRequest('validation_failed', 'An email address is required');
  }
  const value = email.trim();
  if (value.length > 255) throw badRequest('validation_failed', 'An email address is too long');
  if (!EMAIL_RE.test(value)) {
    throw badRequest('validation_failed', 'Unable to validate email address: invalid format');
  }
  return value.toLowerCase();
}

// The common and leaked passwords zxcvbn-ts knows (about 49,000), compared case-insensitively:
// what GoTrue's Have-I-Been-Pwned check refuses as `pwned`, without a network lookup.
const COMMON_PASSWORDS = new Set(
  dictionary['passwords-common'].map((p) => String(p).toLowerCase()),
);

/**
 * GoTrue's checkPasswordStrength: length, then (with leaked password protection on, GoTrue's
 * HIBP check) the common and leaked passwords.
 * @param {unknown} password @param {number} [minLength] config.toml's minimum_password_length
 * @param {boolean} [checkLeaked] `[auth] leaked_password_protection` of config.toml
 */
export function checkPasswordStrength(
  password,
  minLength = PASSWORD_MIN_LENGTH,
  checkLeaked = true,
) {
  if (typeof password !== 'string' || [...password].length < minLength) {
    throw weakPassword(['length'], `Password should be at least ${minLength} characters.`);
  }
  if (Buffer.byteLength(password, 'utf8') > 72) {
    throw unprocessable('validation_failed', 'Password cannot be longer than 72 characters');
  }
  if (checkLeaked && COMMON_PASSWORDS.has(password.toLowerCase())) {
    throw weakPassword(
      ['pwned'],
      'Password is known to be weak and easy to guess, please choose a different one.',
    );
  }
}

// User metadata is copied into every access token: kept small and flat enough to stay a header.
export const METADATA_MAX_BYTES = 4096;
export const METADATA_MAX_KEYS = 20;

/** @param {Record<string, unknown>} value @param {string} name */
function checkMetadata(value, name) {
  if (Object.keys(value).length > METADATA_MAX_KEYS) {
    throw unprocessable('validation_failed', `${name} may have at most ${METADATA_MAX_KEYS} keys`);
  }
  if (Buffer.byteLength(JSON.stringify(value), 'utf8') > METADATA_MAX_BYTES) {
    throw unprocessable(
      'validation_failed',
      `${name} may be at most ${METADATA_MAX_BYTES} bytes as JSON`,
    );
  }
}

/**
 * @param {unknown} value
 * @param {string} name
 * @returns {Record<string, unknown> | undefined}
 */
export function optionalObject(value, name) {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest('bad_json', `Could not parse request body as JSON: ${name} must be an object`);
  }
  const object = /** @type {Record<string, unknown>} */ (value);
  checkMetadata(object, name);
  return object;
}

/** @param {string} id */
export function isUuid(id) {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
}
