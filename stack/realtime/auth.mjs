// JWT checks with the outcomes and messages of Realtime's ChannelsAuthorization / confirm_token.
import { decodeJwt, errors, jwtVerify } from 'jose';

/**
 * @returns {Promise<{ ok: true, claims: import('./database.mjs').Claims } | { ok: false, code: string,
 *   message: string, kind: string }>}
 * @param {unknown} token from the client: anything
 * @param {Uint8Array} secret the JWT secret's bytes
 */
export async function confirmToken(token, secret) {
  if (typeof token !== 'string' || token.split('.').length !== 3) {
    return {
      ok: false,
      kind: 'token_malformed',
      code: 'MalformedJWT',
      message: 'The token provided is not a valid JWT',
    };
  }
  let clean;
  try {
    clean = decodeURIComponent(token).replace(/\s/g, '');
  } catch {
    return {
      ok: false,
      kind: 'token_malformed',
      code: 'MalformedJWT',
      message: 'The token provided is not a valid JWT',
    };
  }
  let claims;
  try {
    ({ payload: claims } = await jwtVerify(clean, secret, {
      algorithms: ['HS256', 'HS384', 'HS512'],
      // Expiry is checked below, with Realtime's message.
      currentDate: new Date(0),
    }));
  } catch (error) {
    if (error instanceof errors.JWSSignatureVerificationFailed)
      return {
        ok: false,
        kind: 'signature_error',
        code: 'JwtSignatureError',
        message: 'Failed to validate JWT signature',
      };
    try {
      decodeJwt(clean);
    } catch {
      return {
        ok: false,
        kind: 'token_malformed',
        code: 'MalformedJWT',
        message: 'The token provided is not a valid JWT',
      };
    }
    return {
      ok: false,
      kind: 'signature_error',
      code: 'JwtSignatureError',
      message: 'Failed to validate JWT signature',
    };
  }
  if (!('role' in claims) || !('exp' in claims))
    return {
      ok: false,
      kind: 'missing_claims',
      code: 'InvalidJWTToken',
      message: 'Fields `role` and `exp` are required in JWT',
    };
  const now = Math.floor(Date.now() / 1000);
  if (typeof claims.exp !== 'number' || claims.exp <= 0)
    return {
      ok: false,
      kind: 'invalid_exp',
      code: 'InvalidJWTToken',
      message: 'Token expiration time is invalid',
    };
  if (claims.exp <= now)
    return {
      ok: false,
      kind: 'expired_token',
      code: 'InvalidJWTToken',
      message: `Token has expired ${now - claims.exp} seconds ago`,
    };
  return { ok: true, claims };
}
