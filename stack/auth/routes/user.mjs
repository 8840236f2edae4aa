// Endpoints of the signed-in user: GET/PUT /user, POST /logout.
import { Hono } from 'hono';
import { audit } from '../audit.mjs';
import { transaction } from '../db.mjs';
import { badRequest, unprocessable } from '../errors.mjs';
import { clientIp, readJson, requireUser } from '../request.mjs';
import { logout } from '../sessions.mjs';
import {
  emailTaken,
  findUserRowById,
  hashPassword,
  mergeMetadata,
  passwordMatches,
  toUserJson,
  updateUserColumns,
} from '../users.mjs';
import { checkPasswordStrength, optionalObject, validateEmail } from '../validation.mjs';

/** @param {import('../request.mjs').AuthContext} ctx */
export function userRoutes(ctx) {
  const app = new Hono();

  app.get('/user', async (c) => {
    const { row } = await requireUser(c, ctx);
    return c.json(await toUserJson(ctx.pool, row));
  });

  app.put('/user', async (c) => {
    const { row, session } = await requireUser(c, ctx);
    const body = await readJson(c);
    const data = optionalObject(body.data, 'data');
    const email = body.email !== undefined && body.email !== '' ? validateEmail(body.email) : undefined;
    if (body.phone) throw badRequest('phone_provider_disabled', 'Unsupported phone provider');
    let encrypted;
    if (body.password !== undefined && body.password !== '') {
      checkPasswordStrength(body.password);
      if (await passwordMatches(body.password, row.encrypted_password)) {
        throw unprocessable('same_password', 'New password should be different from the old password.');
      }
      encrypted = await hashPassword(body.password);
    }
    const ip = clientIp(c);
    const user = await transaction(ctx.pool, async (db) => {
      /** @type {Parameters<typeof updateUserColumns>[2]} */
      const fields = {};
      if (data) fields.raw_user_meta_data = mergeMetadata(row.raw_user_meta_data, data);
      if (email && email !== (row.email ?? '').toLowerCase()) {
        await db.query('select pg_advisory_xact_lock(hashtext($1))', [`auth-signup:${email}`]);
        if (await emailTaken(db, email, row.id)) {
          throw unprocessable('email_exists', 'A user with this email address has already been registered');
        }
        // Mailer autoconfirm: the new address applies at once, as GoTrue does.
        fields.email = email;
        fields.email_confirmed_at = 'now';
      }
      if (encrypted) fields.encrypted_password = encrypted;
      if (Object.keys(fields).length) {
        await updateUserColumns(db, row.id, fields);
        await audit(db, { action: 'user_modified', actorId: row.id, actorEmail: email ?? row.email, ip });
      }
      if (encrypted) {
        // A password change ends the user's other sessions (GoTrue: LogoutAllExceptMe).
        await logout(db, row.id, session?.id ?? null, 'others');
        await audit(db, { action: 'user_updated_password', actorId: row.id, actorEmail: row.email, ip });
      }
      return toUserJson(db, await findUserRowById(db, row.id));
    });
    return c.json(user);
  });

  app.post('/logout', async (c) => {
    const { row, session } = await requireUser(c, ctx);
    const scope = c.req.query('scope') ?? 'global';
    if (!['global', 'local', 'others'].includes(scope)) {
      throw badRequest('validation_failed', `Unsupported logout scope "${scope}"`);
    }
    await transaction(ctx.pool, async (db) => {
      await logout(db, row.id, session?.id ?? null, /** @type {'global' | 'local' | 'others'} */ (scope));
      await audit(db, { action: 'logout', actorId: row.id, actorEmail: row.email, ip: clientIp(c) });
    });
    return c.body(null, 204);
  });

  return app;
}
