// auth.sessions and auth.refresh_tokens: sessions, rotation, reuse detection, logout.
import { randomUUID } from 'node:crypto';
import { newRefreshToken } from './tokens.mjs';
import { INSTANCE_ID } from './users.mjs';

/** @typedef {import('pg').Pool | import('pg').PoolClient} Db */

/**
 * Opens a session with its first refresh token and the way the user proved who they are
 * (GoTrue's amr: password, otp, recovery, ...), kept in auth.mfa_amr_claims as GoTrue keeps it.
 * @param {Db} db @param {string} userId @param {{ userAgent?: string, ip?: string, method?: string }} meta
 */
export async function createSession(db, userId, { userAgent, ip, method = 'password' }) {
  const sessionId = randomUUID();
  const { rows } = await db.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
     values ($1, $2, now(), now(), 'aal1', $3, $4::inet) returning floor(extract(epoch from created_at))::bigint as created`,
    [sessionId, userId, userAgent ?? null, ipOrNull(ip)],
  );
  await addAmrClaim(db, sessionId, method);
  const token = await insertRefreshToken(db, { userId, sessionId, parent: null });
  return { sessionId, refreshToken: token, createdEpoch: Number(rows[0].created) };
}

/** Records (or renews) an authentication method of a session. @param {Db} db @param {string} sessionId @param {string} method */
export async function addAmrClaim(db, sessionId, method) {
  await db.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     values ($1, $2, now(), now(), $3)
     on conflict (session_id, authentication_method) do update set updated_at = now()`,
    [randomUUID(), sessionId, method],
  );
}

/**
 * The aal and amr of a session, as GoTrue puts them in its access tokens (newest method first).
 * @param {Db} db @param {string} sessionId
 * @returns {Promise<{ aal: string, amr: { method: string, timestamp: number }[] }>}
 */
export async function sessionAssurance(db, sessionId) {
  const { rows } = await db.query(
    `select s.aal::text as aal, c.authentication_method as method,
            floor(extract(epoch from c.updated_at))::bigint as ts
       from auth.sessions s left join auth.mfa_amr_claims c on c.session_id = s.id
      where s.id = $1 order by c.updated_at desc`,
    [sessionId],
  );
  return {
    aal: rows[0]?.aal ?? 'aal1',
    amr: rows.filter((r) => r.method).map((r) => ({ method: r.method, timestamp: Number(r.ts) })),
  };
}

/** Raises a session to aal2 after a verified factor. @param {Db} db @param {string} sessionId @param {string} factorId */
export async function raiseSessionToAal2(db, sessionId, factorId) {
  await db.query(
    `update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`,
    [sessionId, factorId],
  );
}

/** @param {string | undefined} ip */
function ipOrNull(ip) {
  if (!ip) return null;
  const v = ip.replace(/^::ffff:/, '');
  return /^[0-9a-fA-F:.]+$/.test(v) ? v : null;
}

/** @param {Db} db @param {{ userId: string, sessionId: string, parent: string | null }} t */
async function insertRefreshToken(db, { userId, sessionId, parent }) {
  const token = newRefreshToken();
  await db.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ($1, $2, $3, false, now(), now(), $4, $5)`,
    [INSTANCE_ID, token, userId, parent, sessionId],
  );
  return token;
}

/**
 * A refresh token row with its session, locked for the rotation.
 * @param {Db} db @param {string} token
 */
export async function findRefreshTokenForUpdate(db, token) {
  const { rows } = await db.query(
    `select rt.id, rt.token, rt.user_id, rt.revoked, rt.parent, rt.session_id,
            extract(epoch from (now() - rt.updated_at))::float8 as age_seconds,
            s.id as sid, floor(extract(epoch from s.created_at))::bigint as session_created,
            s.not_after < now() as session_expired,
            u.banned_until is not null and u.banned_until > now() as user_banned
       from auth.refresh_tokens rt left join auth.sessions s on s.id = rt.session_id
            left join auth.users u on u.id = s.user_id
      where rt.token = $1
      for update of rt`,
    [token],
  );
  return rows[0] ?? null;
}

/** The active (not revoked) child of a revoked token, if any. @param {Db} db @param {string} token */
export async function findActiveChild(db, token) {
  const { rows } = await db.query(
    `select token from auth.refresh_tokens where parent = $1 and revoked = false order by id desc limit 1`,
    [token],
  );
  return rows[0]?.token ?? null;
}

/**
 * Revokes `row` and issues its successor (parent = the old token).
 * @param {Db} db @param {{ id: string, token: string, user_id: string, session_id: string }} row
 */
export async function rotateRefreshToken(db, row) {
  await db.query(
    'update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1',
    [row.id],
  );
  await db.query(
    "update auth.sessions set refreshed_at = now() at time zone 'utc', updated_at = now() where id = $1",
    [row.session_id],
  );
  return insertRefreshToken(db, {
    userId: row.user_id,
    sessionId: row.session_id,
    parent: row.token,
  });
}

/**
 * A fresh refresh token for a session whose assurance changed (GoTrue rotates on MFA verify): the
 * session's active tokens are revoked and the new one descends from the latest of them.
 * @param {Db} db @param {string} userId @param {string} sessionId
 */
export async function issueRefreshToken(db, userId, sessionId) {
  const { rows } = await db.query(
    `update auth.refresh_tokens set revoked = true, updated_at = now()
      where session_id = $1 and revoked = false returning token, id`,
    [sessionId],
  );
  const parent = rows.length
    ? rows.reduce((a, b) => (Number(a.id) > Number(b.id) ? a : b)).token
    : null;
  return insertRefreshToken(db, { userId, sessionId, parent });
}

/** Ends a session: its row and (by cascade and explicitly) all its refresh tokens. @param {Db} db @param {string} sessionId */
export async function deleteSession(db, sessionId) {
  await db.query(
    'update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1',
    [sessionId],
  );
  await db.query('delete from auth.sessions where id = $1', [sessionId]);
}

/** @param {Db} db @param {string} sessionId */
export async function findSession(db, sessionId) {
  const { rows } = await db.query(
    'select id, user_id, floor(extract(epoch from created_at))::bigint as created from auth.sessions where id = $1',
    [sessionId],
  );
  return rows[0] ?? null;
}

/**
 * Logout with GoTrue's scopes: global (all sessions), local (this one), others (all but this one).
 * @param {Db} db @param {string} userId @param {string | null} sessionId @param {'global' | 'local' | 'others'} scope
 */
export async function logout(db, userId, sessionId, scope) {
  if (scope === 'local') {
    if (sessionId) await deleteSession(db, sessionId);
    return;
  }
  const except = scope === 'others' ? sessionId : null;
  await db.query(
    `delete from auth.refresh_tokens where user_id = $1 and (session_id is null or session_id is distinct from $2::uuid)`,
    [userId, except],
  );
  await db.query(`delete from auth.sessions where user_id = $1 and id is distinct from $2::uuid`, [
    userId,
    except,
  ]);
}
