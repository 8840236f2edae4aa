// auth.users / auth.identities access and the user JSON of GoTrue (models.User).
import { randomUUID } from 'node:crypto';
import bcrypt from 'bcryptjs';

export const INSTANCE_ID = '00000000-0000-0000-0000-000000000000';
const BCRYPT_COST = 10;

/** @typedef {import('pg').Pool | import('pg').PoolClient} Db */

const USER_COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, invited_at,
  confirmation_sent_at, recovery_sent_at, email_change, email_change_sent_at, last_sign_in_at,
  reauthentication_sent_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at, phone, phone_confirmed_at,
  phone_change, phone_change_sent_at, confirmed_at, banned_until, deleted_at, is_anonymous,
  is_sso_user`;

/** @param {string} password */
export function hashPassword(password) {
  return bcrypt.hash(password, BCRYPT_COST);
}

/**
 * Compares with a bcrypt hash ($2a$ from pgcrypto seeds, $2b$ from us).
 * @param {string} password
 * @param {string} hash
 */
export async function passwordMatches(password, hash) {
  if (typeof password !== 'string' || !hash) return false;
  try {
    return await bcrypt.compare(password, hash);
  } catch {
    return false;
  }
}

/**
 * GoTrue's JSON for an identity (models.Identity).
 * @param {import('pg').QueryResultRow} row a row of auth.identities
 */
function serializeIdentity(row) {
  return {
    identity_id: row.id,
    id: row.provider_id,
    user_id: row.user_id,
    identity_data: row.identity_data ?? {},
    provider: row.provider,
    last_sign_in_at: row.last_sign_in_at ?? undefined,
    created_at: row.created_at,
    updated_at: row.updated_at,
    email: row.email ?? undefined,
  };
}

/**
 * GoTrue's JSON for a user (fields with `omitempty` left out when empty).
 * @param {import('pg').QueryResultRow} row a row of USER_COLUMNS
 * @param {import('pg').QueryResultRow[]} identities rows of auth.identities
 * @param {import('pg').QueryResultRow[]} [factors] rows of auth.mfa_factors
 */
export function serializeUser(row, identities, factors = []) {
  /** @param {unknown} v */
  const optional = (v) => (v === null || v === undefined || v === '' ? undefined : v);
  return {
    id: row.id,
    aud: row.aud ?? '',
    role: row.role ?? '',
    email: row.email ?? '',
    email_confirmed_at: optional(row.email_confirmed_at),
    invited_at: optional(row.invited_at),
    phone: row.phone ?? '',
    phone_confirmed_at: optional(row.phone_confirmed_at),
    confirmation_sent_at: optional(row.confirmation_sent_at),
    confirmed_at: optional(row.confirmed_at),
    recovery_sent_at: optional(row.recovery_sent_at),
    new_email: optional(row.email_change),
    email_change_sent_at: optional(row.email_change_sent_at),
    new_phone: optional(row.phone_change),
    phone_change_sent_at: optional(row.phone_change_sent_at),
    last_sign_in_at: optional(row.last_sign_in_at),
    app_metadata: row.raw_app_meta_data ?? {},
    user_metadata: row.raw_user_meta_data ?? {},
    identities: identities.map(serializeIdentity),
    ...(factors.length ? { factors: factors.map(serializeFactor) } : {}),
    created_at: row.created_at,
    updated_at: row.updated_at,
    banned_until: optional(row.banned_until),
    deleted_at: optional(row.deleted_at),
    is_anonymous: Boolean(row.is_anonymous),
  };
}

/** @param {Db} db @param {string} id */
export async function findUserRowById(db, id) {
  const { rows } = await db.query(`select ${USER_COLUMNS} from auth.users where id = $1`, [id]);
  return rows[0] ?? null;
}

/** Email lookup as GoTrue does it (case-insensitive, non-SSO users). @param {Db} db @param {string} email */
export async function findUserRowByEmail(db, email) {
  const { rows } = await db.query(
    `select ${USER_COLUMNS} from auth.users
      where lower(email) = lower($1) and is_sso_user = false
      order by created_at limit 1`,
    [email],
  );
  return rows[0] ?? null;
}

/** @param {Db} db @param {string[]} userIds */
async function identitiesOf(db, userIds) {
  if (userIds.length === 0) return new Map();
  const { rows } = await db.query(
    `select id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at, email
       from auth.identities where user_id = any($1::uuid[]) order by created_at, id`,
    [userIds],
  );
  const byUser = new Map();
  for (const row of rows) {
    if (!byUser.has(row.user_id)) byUser.set(row.user_id, []);
    byUser.get(row.user_id).push(row);
  }
  return byUser;
}

/**
 * GoTrue's JSON for an MFA factor (models.Factor).
 * @param {import('pg').QueryResultRow} row a row of auth.mfa_factors
 */
export function serializeFactor(row) {
  return {
    id: row.id,
    friendly_name: row.friendly_name ?? '',
    factor_type: row.factor_type,
    status: row.status,
    created_at: row.created_at,
    updated_at: row.updated_at,
    ...(row.last_challenged_at ? { last_challenged_at: row.last_challenged_at } : {}),
  };
}

/** @param {Db} db @param {string[]} userIds */
export async function factorsOf(db, userIds) {
  const byUser = new Map();
  if (userIds.length === 0) return byUser;
  const { rows } = await db.query(
    `select id, user_id, friendly_name, factor_type::text as factor_type, status::text as status, created_at,
            updated_at, last_challenged_at
       from auth.mfa_factors where user_id = any($1::uuid[]) order by created_at, id`,
    [userIds],
  );
  for (const row of rows) {
    if (!byUser.has(row.user_id)) byUser.set(row.user_id, []);
    byUser.get(row.user_id).push(row);
  }
  return byUser;
}

/** The user JSON of a row. @param {Db} db @param {any} row */
export async function toUserJson(db, row) {
  const identities = await identitiesOf(db, [row.id]);
  const factors = await factorsOf(db, [row.id]);
  return serializeUser(row, identities.get(row.id) ?? [], factors.get(row.id) ?? []);
}

/** @param {Db} db @param {string} id */
export async function loadUser(db, id) {
  const row = await findUserRowById(db, id);
  return row ? toUserJson(db, row) : null;
}

/**
 * Inserts a user and its `email` identity (plain INSERTs, so database triggers see them).
 * @param {Db} db
 * @param {{ email: string, password?: string, emailConfirmed: boolean, userMetadata?: object,
 *   appMetadata?: object, role?: string }} input
 * @returns {Promise<string>} the new user's id
 */
export async function insertUser(
  db,
  { email, password, emailConfirmed, userMetadata, appMetadata, role },
) {
  const id = randomUUID();
  const hash = password ? await hashPassword(password) : '';
  const app = { provider: 'email', providers: ['email'], ...(appMetadata ?? {}) };
  await db.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
        raw_app_meta_data, raw_user_meta_data, created_at, updated_at, confirmation_token,
        recovery_token, email_change_token_new, email_change, is_sso_user, is_anonymous)
     values ($1, $2, 'authenticated', $3, $4, $5, case when $6 then now() end, $7, $8, now(), now(),
        '', '', '', '', false, false)`,
    [
      INSTANCE_ID,
      id,
      role || 'authenticated',
      email,
      hash,
      emailConfirmed,
      app,
      userMetadata ?? {},
    ],
  );
  await db.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3, 'email', now(), now(), now())`,
    [id, id, { sub: id, email, email_verified: emailConfirmed, phone_verified: false }],
  );
  return id;
}

/**
 * Merges metadata as GoTrue does: keys set, `null` values remove the key.
 * @param {Record<string, unknown> | null | undefined} current
 * @param {Record<string, unknown> | null | undefined} patch
 */
export function mergeMetadata(current, patch) {
  const out = { ...(current ?? {}) };
  for (const [k, v] of Object.entries(patch ?? {})) {
    if (v === null) delete out[k];
    else out[k] = v;
  }
  return out;
}

/**
 * Updates the given columns of a user (column names are fixed by the callers, values bound).
 * @param {Db} db @param {string} id
 * @param {{ email?: string, encrypted_password?: string, raw_user_meta_data?: object,
 *   raw_app_meta_data?: object, email_confirmed_at?: 'now' | null, banned_until?: string | null,
 *   role?: string }} fields
 */
export async function updateUserColumns(db, id, fields) {
  /** @type {(keyof typeof fields)[]} */
  const allowed = [
    'email',
    'encrypted_password',
    'raw_user_meta_data',
    'raw_app_meta_data',
    'banned_until',
    'role',
  ];
  const sets = [];
  /** @type {unknown[]} */
  const values = [id];
  for (const col of allowed) {
    if (fields[col] !== undefined) {
      values.push(fields[col]);
      sets.push(`${col} = $${values.length}`);
    }
  }
  if (fields.email_confirmed_at !== undefined) {
    sets.push(
      fields.email_confirmed_at === 'now'
        ? 'email_confirmed_at = coalesce(email_confirmed_at, now())'
        : 'email_confirmed_at = null',
    );
  }
  sets.push('updated_at = now()');
  await db.query(`update auth.users set ${sets.join(', ')} where id = $1`, values);
  if (fields.email !== undefined) {
    await db.query(
      `update auth.identities
          set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now()
        where user_id = $1 and provider = 'email'`,
      [id, fields.email],
    );
  }
}

/** @param {Db} db @param {string} id */
export async function touchLastSignIn(db, id) {
  await db.query(
    'update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1',
    [id],
  );
  await db.query(
    `update auth.identities set last_sign_in_at = now(), updated_at = now() where user_id = $1 and provider = 'email'`,
    [id],
  );
}

/** Another user holding this email? @param {Db} db @param {string} email @param {string} [exceptId] */
export async function emailTaken(db, email, exceptId) {
  const { rows } = await db.query(
    `select 1 from auth.users where lower(email) = lower($1) and is_sso_user = false and id is distinct from $2::uuid limit 1`,
    [email, exceptId ?? null],
  );
  return rows.length > 0;
}

/** @param {Db} db @param {string} id */
export async function deleteUser(db, id) {
  await db.query('delete from auth.refresh_tokens where user_id = $1', [id]);
  const { rowCount } = await db.query('delete from auth.users where id = $1', [id]);
  return (rowCount ?? 0) > 0;
}

/**
 * One page of users, newest first (GoTrue's default sort), with the total count.
 * @param {Db} db @param {{ page: number, perPage: number, filter?: string }} opts
 */
export async function listUsers(db, { page, perPage, filter }) {
  const where = filter
    ? `where coalesce(aud, 'authenticated') = 'authenticated' and (email ilike $1 or raw_user_meta_data->>'full_name' ilike $1)`
    : `where coalesce(aud, 'authenticated') = 'authenticated' and $1::text is null`;
  const pattern = filter ? `%${filter.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : null;
  const { rows: countRows } = await db.query(`select count(*)::int as n from auth.users ${where}`, [
    pattern,
  ]);
  const { rows } = await db.query(
    `select ${USER_COLUMNS} from auth.users ${where} order by created_at desc, id limit $2 offset $3`,
    [pattern, perPage, (page - 1) * perPage],
  );
  const identities = await identitiesOf(
    db,
    rows.map((r) => r.id),
  );
  const factors = await factorsOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    total: countRows[0].n,
    users: rows.map((r) => serializeUser(r, identities.get(r.id) ?? [], factors.get(r.id) ?? [])),
  };
}
