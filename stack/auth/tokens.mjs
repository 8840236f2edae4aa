// Access tokens (HS256 JWTs with Supabase Auth's claims) and opaque refresh tokens.
import { randomInt } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { forbidden, unauthorized } from './errors.mjs';

/** @param {string} secret */
export function secretKey(secret) {
  return new TextEncoder().encode(secret);
}

/**
 * Signs an access token exactly as GoTrue does.
 * @param {{ key: Uint8Array, issuer: string, expSeconds: number }} cfg
 * @param {{ user: any, sessionId: string, amr: { method: string, timestamp: number }[], aal?: string }} input
 */
export async function signAccessToken(cfg, { user, sessionId, amr, aal = 'aal1' }) {
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + cfg.expSeconds;
  const claims = {
    iss: cfg.issuer,
    sub: user.id,
    aud: user.aud || 'authenticated',
    exp,
    iat,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.app_metadata ?? {},
    user_metadata: user.user_metadata ?? {},
    role: user.role || 'authenticated',
    aal,
    amr,
    session_id: sessionId,
    is_anonymous: Boolean(user.is_anonymous),
  };
  const token = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(cfg.key);
  return { token, exp, iat };
}

const BEARER_RE = /^\s*bearer\s+(\S+)\s*$/i;

/**
 * The bearer token of a request, or 401 no_authorization.
 * @param {string | undefined} header
 */
export function extractBearer(header) {
  const m = header ? BEARER_RE.exec(header) : null;
  if (!m) throw unauthorized('no_authorization', 'This endpoint requires a valid Bearer token');
  return m[1];
}

/**
 * Verifies an HS256 token (signature, exp); anything else is 403 bad_jwt.
 * @param {Uint8Array} key
 * @param {string} token
 * @returns {Promise<Record<string, any>>}
 */
export async function verifyToken(key, token) {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    return payload;
  } catch (err) {
    const reason =
      err && typeof err === 'object' && 'code' in err
        ? describeJoseError(err)
        : 'token is malformed';
    throw forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`);
  }
}

/** Messages in the style of golang-jwt, which GoTrue wraps. @param {any} err */
function describeJoseError(err) {
  switch (err.code) {
    case 'ERR_JWT_EXPIRED':
      return 'token has invalid claims: token is expired';
    case 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED':
      return 'token signature is invalid: signature is invalid';
    case 'ERR_JOSE_ALG_NOT_ALLOWED':
      return `token is unverifiable: signing method ${err.message?.match(/"([^"]+)"/)?.[1] ?? 'none'} is invalid`;
    case 'ERR_JWT_CLAIM_VALIDATION_FAILED':
      return `token has invalid claims: ${err.message}`;
    default:
      return 'token is malformed: could not parse the token';
  }
}

const REFRESH_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A 12-character alphanumeric refresh token, the shape GoTrue issues. */
export function newRefreshToken() {
  let out = '';
  for (let i = 0; i < 12; i += 1) out += REFRESH_ALPHABET[randomInt(REFRESH_ALPHABET.length)];
  return out;
}
