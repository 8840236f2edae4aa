// Errors on the wire exactly as Supabase Auth (GoTrue) sends them. GoTrue negotiates the body
// shape with the `X-Supabase-Api-Version` request header:
//   * header >= 2024-01-01 (what auth-js always sends): `{ code: "<error_code>", message }`, and the
//     version is echoed in the response header;
//   * no header (legacy clients, curl): `{ code: <http status>, error_code: "<error_code>", msg }`.
// Both shapes map to the same AuthApiError / AuthWeakPasswordError in auth-js.

export const API_VERSION_HEADER = 'X-Supabase-Api-Version';
const API_VERSION_2024 = Date.parse('2024-01-01T00:00:00Z');
const API_VERSION_RE = /^2[0-9]{3}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/;

export class AuthHttpError extends Error {
  /**
   * @param {number} status HTTP status
   * @param {string} errorCode GoTrue error code (e.g. `invalid_credentials`)
   * @param {string} message human-readable message
   * @param {Record<string, unknown>} [extra] additional body fields (e.g. weak_password)
   */
  constructor(status, errorCode, message, extra = undefined) {
    super(message);
    this.status = status;
    this.errorCode = errorCode;
    this.extra = extra;
  }
}

/**
 * @param {string} code
 * @param {string} msg
 */
export const badRequest = (code, msg) => new AuthHttpError(400, code, msg);
/**
 * @param {string} code
 * @param {string} msg
 */
export const unauthorized = (code, msg) => new AuthHttpError(401, code, msg);
/**
 * @param {string} code
 * @param {string} msg
 */
export const forbidden = (code, msg) => new AuthHttpError(403, code, msg);
/**
 * @param {string} code
 * @param {string} msg
 */
export const notFound = (code, msg) => new AuthHttpError(404, code, msg);
/**
 * @param {string} code
 * @param {string} msg
 */
export const unprocessable = (code, msg) => new AuthHttpError(422, code, msg);
/**
 * @param {string} code
 * @param {string} msg
 */
export const tooManyRequests = (code, msg) => new AuthHttpError(429, code, msg);

/** @param {string[]} reasons @param {string} message */
export function weakPassword(reasons, message) {
  return new AuthHttpError(422, 'weak_password', message, { weak_password: { reasons } });
}

/**
 * The API version the request asks for, as GoTrue determines it (null: initial/legacy).
 * @param {string | undefined | null} header
 * @returns {string | null}
 */
export function requestApiVersion(header) {
  if (!header || !API_VERSION_RE.test(header.trim())) return null;
  const value = header.trim();
  return Date.parse(`${value}T00:00:00Z`) >= API_VERSION_2024 ? '2024-01-01' : null;
}

/**
 * Renders an error as GoTrue does for the given request.
 * @param {import('hono').Context} c
 * @param {unknown} err
 */
export function renderError(c, err) {
  const version = requestApiVersion(c.req.header(API_VERSION_HEADER));
  if (version) c.header(API_VERSION_HEADER, version);
  const e =
    err instanceof AuthHttpError
      ? err
      : isDatabaseUnavailable(err)
        ? new AuthHttpError(
            503,
            'unexpected_failure',
            'Service temporarily unavailable, please retry',
          )
        : new AuthHttpError(
            500,
            'unexpected_failure',
            'Unexpected failure, please check server logs for more information',
          );
  if (!(err instanceof AuthHttpError)) console.error('[auth] unhandled error:', err);
  if (e.status === 503) c.header('Retry-After', '1');
  const body = version
    ? { code: e.errorCode, message: e.message, ...e.extra }
    : { code: e.status, error_code: e.errorCode, msg: e.message, ...e.extra };
  return c.json(body, /** @type {any} */ (e.status));
}

// Errors of a database that is down, restarting or unreachable (not of the request): the client
// may retry, so they are a 503 and never name a host or port.
const UNAVAILABLE_NET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection timeout|Client has encountered a connection error|the database system is (starting up|shutting down|in recovery mode)/i;

/** @param {unknown} err */
export function isDatabaseUnavailable(err) {
  if (!err || typeof err !== 'object') return false;
  const { code, message } = /** @type {{ code?: unknown, message?: unknown }} */ (err);
  if (
    typeof code === 'string' &&
    (UNAVAILABLE_NET_CODES.has(code) || /^(08|57P0[1-3]|53300)/.test(code))
  )
    return true;
  if (err instanceof AggregateError) return err.errors.some(isDatabaseUnavailable);
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message);
}
