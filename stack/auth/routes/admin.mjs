// /admin/users: the service-role-only user administration of GoTrue.
import { Hono } from 'hono';
import { audit } from '../audit.mjs';
import { transaction } from '../db.mjs';
import { badRequest, forbidden, notFound, unprocessable } from '../errors.mjs';
import { bearerClaims, clientIp, readJson } from '../request.mjs';
import {
  deleteUser,
  emailTaken,
  factorsOf,
  serializeFactor,
  findUserRowById,
  hashPassword,
  insertUser,
  listUsers,
  loadUser,
  mergeMetadata,
  toUserJson,
  updateUserColumns,
} from '../users.mjs';
import { checkPasswordStrength, isUuid, optionalObject, validateEmail } from '../validation.mjs';

const ADMIN_ROLES = ['service_role', 'supabase_admin'];

/**
 * GoTrue's ban_duration: "none" lifts a ban, otherwise a Go duration such as "24h" or "1h30m".
 * @param {unknown} value @returns {string | null | undefined} banned_until (ISO), null, or unchanged
 */
function bannedUntil(value) {
  if (value === undefined || value === null || value === '') return undefined;
  if (value === 'none') return null;
  const re = /(\d+(?:\.\d+)?)(h|ms|m|s)/g;
  const units = { h: 3600e3, m: 60e3, s: 1e3, ms: 1 };
  let ms = 0;
  let consumed = '';
  for (const m of String(value).matchAll(re)) {
    ms += Number(m[1]) * units[/** @type {'h'|'m'|'s'|'ms'} */ (m[2])];
    consumed += m[0];
  }
  if (!consumed || consumed !== String(value)) {
    throw badRequest(
      'validation_failed',
      `invalid format for ban duration: time: invalid duration "${value}"`,
    );
  }
  return new Date(Date.now() + ms).toISOString();
}

/** @param {import('../request.mjs').AuthContext} ctx */
export function adminRoutes(ctx) {
  const app = new Hono();

  app.use('*', async (c, next) => {
    const claims = await bearerClaims(c, ctx);
    if (!ADMIN_ROLES.includes(claims.role)) throw forbidden('not_admin', 'User not allowed');
    await next();
  });

  /** @param {string} id */
  const requireUserId = (id) => {
    if (!isUuid(id)) throw notFound('validation_failed', 'user_id must be an UUID');
    return id;
  };

  app.get('/users', async (c) => {
    // GoTrue parses both as unsigned integers and refuses anything else.
    /**
     * @param {string} name
     * @param {number} fallback
     */
    const unsigned = (name, fallback) => {
      const raw = c.req.query(name);
      if (raw === undefined || raw === '') return fallback;
      if (!/^\d+$/.test(raw)) {
        throw badRequest(
          'validation_failed',
          `Bad Pagination Parameters: strconv.ParseUint: parsing "${raw}": invalid syntax`,
        );
      }
      return Number(raw);
    };
    const page = Math.max(1, unsigned('page', 1));
    const perPage = Math.max(1, unsigned('per_page', 50));
    const filter = c.req.query('filter') || undefined;
    const { users, total } = await listUsers(ctx.pool, { page, perPage, filter });
    // GoTrue's addPaginationHeaders: "next" while pages remain, always "last".
    const totalPages = Math.ceil(total / perPage);
    /** @param {number} p */
    const link = (p) => {
      const q = new URLSearchParams(c.req.query());
      q.set('page', String(p));
      q.set('per_page', String(perPage));
      q.sort();
      return `<${new URL(c.req.url).pathname}?${q}>`;
    };
    let header = '';
    if (totalPages > page) header += `${link(page + 1)}; rel="next", `;
    header += `${link(totalPages)}; rel="last"`;
    c.header('Link', header);
    c.header('X-Total-Count', String(total));
    return c.json({ users, aud: 'authenticated' });
  });

  app.post('/users', async (c) => {
    const body = await readJson(c);
    if (body.phone) throw badRequest('phone_provider_disabled', 'Phone signups are disabled');
    const email = validateEmail(body.email);
    if (body.password !== undefined && body.password !== '')
      checkPasswordStrength(
        body.password,
        ctx.settings.minimumPasswordLength,
        ctx.settings.leakedPasswordProtection,
      );
    const userMetadata = optionalObject(body.user_metadata ?? body.data, 'user_metadata') ?? {};
    const appMetadata = optionalObject(body.app_metadata, 'app_metadata') ?? {};
    const banned = bannedUntil(body.ban_duration);
    const user = await transaction(ctx.pool, async (db) => {
      await db.query('select pg_advisory_xact_lock(hashtext($1))', [`auth-signup:${email}`]);
      if (await emailTaken(db, email)) {
        throw unprocessable(
          'email_exists',
          'A user with this email address has already been registered',
        );
      }
      const id = await insertUser(db, {
        email,
        password: body.password || undefined,
        emailConfirmed: body.email_confirm === true,
        userMetadata,
        appMetadata,
        role: typeof body.role === 'string' ? body.role : undefined,
      });
      if (banned !== undefined) await updateUserColumns(db, id, { banned_until: banned });
      await audit(db, {
        action: 'user_signedup',
        actorId: id,
        actorEmail: email,
        ip: clientIp(c),
        traits: { provider: 'email' },
      });
      return loadUser(db, id);
    });
    return c.json(user);
  });

  app.get('/users/:id', async (c) => {
    const user = await loadUser(ctx.pool, requireUserId(c.req.param('id')));
    if (!user) throw notFound('user_not_found', 'User not found');
    return c.json(user);
  });

  app.put('/users/:id', async (c) => {
    const id = requireUserId(c.req.param('id'));
    const body = await readJson(c);
    const row = await findUserRowById(ctx.pool, id);
    if (!row) throw notFound('user_not_found', 'User not found');
    const userMetadata = optionalObject(body.user_metadata ?? body.data, 'user_metadata');
    const appMetadata = optionalObject(body.app_metadata, 'app_metadata');
    const email =
      body.email !== undefined && body.email !== '' ? validateEmail(body.email) : undefined;
    /** @type {Parameters<typeof updateUserColumns>[2]} */
    const fields = {};
    if (body.password !== undefined && body.password !== '') {
      checkPasswordStrength(
        body.password,
        ctx.settings.minimumPasswordLength,
        ctx.settings.leakedPasswordProtection,
      );
      fields.encrypted_password = await hashPassword(body.password);
    }
    if (userMetadata)
      fields.raw_user_meta_data = mergeMetadata(row.raw_user_meta_data, userMetadata);
    if (appMetadata) fields.raw_app_meta_data = mergeMetadata(row.raw_app_meta_data, appMetadata);
    if (typeof body.role === 'string' && body.role) fields.role = body.role;
    if (body.email_confirm === true) fields.email_confirmed_at = 'now';
    const banned = bannedUntil(body.ban_duration);
    if (banned !== undefined) fields.banned_until = banned;
    const user = await transaction(ctx.pool, async (db) => {
      if (email && email !== (row.email ?? '').toLowerCase()) {
        await db.query('select pg_advisory_xact_lock(hashtext($1))', [`auth-signup:${email}`]);
        if (await emailTaken(db, email, id)) {
          throw unprocessable(
            'email_exists',
            'A user with this email address has already been registered',
          );
        }
        fields.email = email;
      }
      if (Object.keys(fields).length) {
        await updateUserColumns(db, id, fields);
        await audit(db, {
          action: 'user_modified',
          actorId: id,
          actorEmail: email ?? row.email,
          ip: clientIp(c),
        });
      }
      return toUserJson(db, await findUserRowById(db, id));
    });
    return c.json(user);
  });

  // MFA factors of a user (GoTrue's adminUserGetFactors / adminUserDeleteFactor).
  app.get('/users/:id/factors', async (c) => {
    const id = requireUserId(c.req.param('id'));
    if (!(await findUserRowById(ctx.pool, id))) throw notFound('user_not_found', 'User not found');
    const factors = await factorsOf(ctx.pool, [id]);
    return c.json((factors.get(id) ?? []).map(serializeFactor));
  });

  app.delete('/users/:id/factors/:factorId', async (c) => {
    const id = requireUserId(c.req.param('id'));
    const row = await findUserRowById(ctx.pool, id);
    if (!row) throw notFound('user_not_found', 'User not found');
    const factorId = c.req.param('factorId');
    if (!isUuid(factorId)) throw notFound('validation_failed', 'factor_id must be an UUID');
    const factor = await transaction(ctx.pool, async (db) => {
      const { rows } = await db.query(
        `delete from auth.mfa_factors where id = $1 and user_id = $2
         returning id, user_id, friendly_name, factor_type::text as factor_type, status::text as status,
                   created_at, updated_at, last_challenged_at`,
        [factorId, id],
      );
      if (!rows[0]) throw notFound('mfa_factor_not_found', 'Factor not found');
      // Sessions that reached aal2 with this factor fall back to aal1.
      await db.query(
        `update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where factor_id = $1`,
        [factorId],
      );
      await audit(db, {
        action: 'factor_deleted',
        actorId: id,
        actorEmail: row.email,
        ip: clientIp(c),
        traits: { user_id: id, factor_id: factorId },
      });
      return rows[0];
    });
    return c.json(serializeFactor(factor));
  });

  app.delete('/users/:id', async (c) => {
    const id = requireUserId(c.req.param('id'));
    const deleted = await transaction(ctx.pool, async (db) => {
      const row = await findUserRowById(db, id);
      if (!row) return false;
      await deleteUser(db, id);
      await audit(db, {
        action: 'user_deleted',
        actorId: id,
        actorEmail: row.email,
        ip: clientIp(c),
      });
      return true;
    });
    if (!deleted) throw notFound('user_not_found', 'User not found');
    return c.json({});
  });

  return app;
}
