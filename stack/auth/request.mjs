// Per-request helpers shared by the routes: body parsing, client address, bearer authentication,
// and issuing a session response.
import { isIP } from 'node:net';
import { badRequest, forbidden } from './errors.mjs';
import { extractBearer, signAccessToken, verifyToken } from './tokens.mjs';
import { createSession, findSession, sessionAssurance } from './sessions.mjs';
import { findUserRowById, toUserJson, touchLastSignIn } from './users.mjs';

/**
 * @typedef {object} AuthContext
 * @property {import('pg').Pool} pool
 * @property {Uint8Array} key JWT secret
 * @property {string} issuer `${API_EXTERNAL_URL}/auth/v1`
 * @property {number} expSeconds access token lifetime
 * @property {import('./rate-limit.mjs').FailedSigninLimiter} limiter
 * @property {number} refreshTokenReuseInterval seconds a just-rotated token may still be presented
 * @property {import('./settings.mjs').AuthSettings} settings supabase/config.toml's [auth]
 * @property {import('./mailer.mjs').Mailer | null} mailer
 * @property {import('./rate-limit.mjs').EmailSendLimiter} emailLimiter
 * @property {string} externalUrl the gateway's URL (API_EXTERNAL_URL)
 */

/** The JSON body (empty body = `{}`), or 400 bad_json. @param {import('hono').Context} c */
export async function readJson(c) {
  const text = await c.req.text();
  if (!text.trim()) return {};
  try {
    const body = JSON.parse(text);
    if (body && typeof body === 'object' && !Array.isArray(body)) return body;
  } catch (err) {
    throw badRequest(
      'bad_json',
      `Could not parse request body as JSON: ${err instanceof Error ? err.message : err}`,
    );
  }
  throw badRequest('bad_json', 'Could not parse request body as JSON: expected an object');
}

/**
 * The client's address: on a request from the gateway (it carries the gateway's secret header),
 * the first address in X-Forwarded-For, as Supabase Auth reads it (utilities.GetIPAddress): the
 * gateway sets that header from the connection's peer and drops the client's own; else the
 * socket's peer (a forwarded address sent straight to the auth port is ignored).
 * @param {import('hono').Context} c
 */
export function clientIp(c) {
  const forwarded = c.get('trustForwarded') ? c.req.header('x-forwarded-for') : undefined;
  if (forwarded) {
    const first = forwarded
      .split(',')
      .map((p) => p.trim())
      .find((p) => isIP(p) !== 0);
    if (first) return first;
  }
  const incoming = /** @type {any} */ (c.env)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'unknown';
}

/** Verified claims of the bearer token. @param {import('hono').Context} c @param {AuthContext} ctx */
export async function bearerClaims(c, ctx) {
  const token = extractBearer(c.req.header('authorization'));
  return verifyToken(ctx.key, token);
}

/**
 * GoTrue's requireAuthentication + maybeLoadUserOrSession: a valid token of an existing user whose
 * session (if the token names one) still exists.
 * @param {import('hono').Context} c @param {AuthContext} ctx
 */
export async function requireUser(c, ctx) {
  const claims = await bearerClaims(c, ctx);
  if (typeof claims.sub !== 'string' || claims.sub === '') {
    throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
  }
  const row = /^[0-9a-f-]{36}$/i.test(claims.sub)
    ? await findUserRowById(ctx.pool, claims.sub)
    : null;
  if (!row) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
  let session = null;
  if (claims.session_id) {
    session = /^[0-9a-f-]{36}$/i.test(claims.session_id)
      ? await findSession(ctx.pool, claims.session_id)
      : null;
    if (!session || session.user_id !== row.id) {
      throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
    }
  }
  return { claims, row, session };
}

/**
 * The token response of GoTrue (AccessTokenResponse) for a session.
 * @param {AuthContext} ctx @param {import('pg').PoolClient | import('pg').Pool} db
 * @param {{ userId: string, sessionId: string, refreshToken: string, authEpoch?: number }} s
 */
export async function tokenResponse(ctx, db, { userId, sessionId, refreshToken }) {
  const row = await findUserRowById(db, userId);
  const user = await toUserJson(db, row);
  const { aal, amr } = await sessionAssurance(db, sessionId);
  const { token, exp } = await signAccessToken(ctx, { user, sessionId, amr, aal });
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ctx.expSeconds,
    expires_at: exp,
    refresh_token: refreshToken,
    user,
  };
}

/**
 * Signs a user in: a new session, last_sign_in_at, and the token response.
 * @param {AuthContext} ctx @param {import('pg').PoolClient} db @param {string} userId @param {import('hono').Context} c
 * @param {string} [method] amr method of the new session (password, otp, recovery)
 */
export async function signIn(ctx, db, userId, c, method = 'password') {
  const session = await createSession(db, userId, {
    userAgent: c.req.header('user-agent'),
    ip: clientIp(c),
    method,
  });
  await touchLastSignIn(db, userId);
  return tokenResponse(ctx, db, {
    userId,
    sessionId: session.sessionId,
    refreshToken: session.refreshToken,
    authEpoch: session.createdEpoch,
  });
}
