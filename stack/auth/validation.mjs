// Input checks with GoTrue's messages and codes.
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

/** @param {unknown} password @param {number} [minLength] config.toml's minimum_password_length */
export function checkPasswordStrength(password, minLength = PASSWORD_MIN_LENGTH) {
  if (typeof password !== 'string' || [...password].length < minLength) {
    throw weakPassword(['length'], `Password should be at least ${minLength} characters.`);
  }
  if (Buffer.byteLength(password, 'utf8') > 72) {
    throw unprocessable('validation_failed', 'Password cannot be longer than 72 characters');
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
  return /** @type {Record<string, unknown>} */ (value);
}

/** @param {string} id */
export function isUuid(id) {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
}
