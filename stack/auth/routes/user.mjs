// Endpoints of the signed-in user: GET/PUT /user, POST /logout.
import { Hono } from 'hono';
import { audit } from '../audit.mjs';
import { transaction } from '../db.mjs';
import { AuthHttpError, badRequest, unprocessable } from '../errors.mjs';
import {
  allowedRedirect,
  consumeReauthentication,
  notify,
  sendEmailChange,
  takeEmailBudget,
} from '../email-flows.mjs';
import { clientIp, readJson, requireUser } from '../request.mjs';
import { logout, sessionAssurance } from '../sessions.mjs';
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
    const email =
      body.email !== undefined && body.email !== '' ? validateEmail(body.email) : undefined;
    if (body.phone) throw badRequest('phone_provider_disabled', 'Unsupported phone provider');
    if (body.app_metadata !== undefined)
      throw new AuthHttpError(403, 'not_admin', 'Updating app_metadata requires admin privileges');
    const changesEmail = Boolean(email && email !== (row.email ?? '').toLowerCase());
    const changesPassword = body.password !== undefined && body.password !== '';
    const assurance = session
      ? await sessionAssurance(ctx.pool, session.id)
      : { aal: 'aal1', amr: [] };
    if (changesEmail || changesPassword) {
      const { rows } = await ctx.pool.query(
        `select 1 from auth.mfa_factors where user_id = $1 and status = 'verified' limit 1`,
        [row.id],
      );
      if (rows.length && assurance.aal !== 'aal2') {
        throw new AuthHttpError(
          401,
          'insufficient_aal',
          'AAL2 session is required to update email or password when MFA is enabled.',
        );
      }
    }
    /** @type {string | undefined} */
    let encrypted;
    if (changesPassword) {
      checkPasswordStrength(
        body.password,
        ctx.settings.minimumPasswordLength,
        ctx.settings.leakedPasswordProtection,
      );
      const nonce = typeof body.nonce === 'string' && body.nonce !== '' ? body.nonce : undefined;
      // GoTrue's UpdatePasswordRequireReauthentication (secure_password_change): a session older
      // than 24 hours needs the nonce of GET /reauthenticate.
      const sessionAge = session ? Date.now() / 1000 - Number(session.created) : Infinity;
      if (ctx.settings.securePasswordChange && sessionAge > 24 * 3600 && !nonce) {
        throw badRequest('reauthentication_needed', 'Password update requires reauthentication');
      }
      // A nonce given is checked (and used up) whether or not it is required; this stack also
      // accepts it in place of the current password, as proof of access to the mailbox.
      if (nonce) await consumeReauthentication(ctx, ctx.pool, row.id, nonce);
      // GoTrue's UpdatePasswordRequireCurrentPassword: not asked in a session a password-reset
      // link opened. (GoTrue's Session.IsRecovery also counts OTP and magic link sessions; the app
      // relies on being asked after an email change's link, so this stack counts recovery only.)
      const recovery = assurance.amr.some((a) => a.method === 'recovery');
      if (
        ctx.settings.updatePasswordRequireCurrentPassword &&
        row.encrypted_password &&
        !recovery &&
        !nonce
      ) {
        if (typeof body.current_password !== 'string' || body.current_password === '') {
          throw badRequest(
            'current_password_required',
            'Current password required when setting new password.',
          );
        }
        if (!(await passwordMatches(body.current_password, row.encrypted_password))) {
          throw badRequest(
            'current_password_mismatch',
            'Current password required when setting new password.',
          );
        }
      }
      if (await passwordMatches(body.password, row.encrypted_password)) {
        throw unprocessable(
          'same_password',
          'New password should be different from the old password.',
        );
      }
      encrypted = await hashPassword(body.password);
    }
    const ip = clientIp(c);
    if (changesEmail) takeEmailBudget(ctx, ip);
    const user = await transaction(ctx.pool, async (db) => {
      /** @type {Parameters<typeof updateUserColumns>[2]} */
      const fields = {};
      if (data) fields.raw_user_meta_data = mergeMetadata(row.raw_user_meta_data, data);
      if (encrypted) fields.encrypted_password = encrypted;
      if (Object.keys(fields).length) {
        await updateUserColumns(db, row.id, fields);
        await audit(db, { action: 'user_modified', actorId: row.id, actorEmail: row.email, ip });
      }
      if (changesEmail && email) {
        await db.query('select pg_advisory_xact_lock(hashtext($1))', [`auth-signup:${email}`]);
        if (await emailTaken(db, email, row.id)) {
          throw unprocessable(
            'email_exists',
            'A user with this email address has already been registered',
          );
        }
        // Secure email change: nothing changes until the link(s) mailed to the address(es) are followed.
        const current = await findUserRowById(db, row.id);
        await sendEmailChange(
          ctx,
          db,
          current,
          email,
          allowedRedirect(ctx.settings, c.req.query('redirect_to')),
        );
      }
      if (encrypted) {
        // A password change ends the user's other sessions (GoTrue: LogoutAllExceptMe).
        await logout(db, row.id, session?.id ?? null, 'others');
        await db.query(`update auth.users set recovery_token = '' where id = $1`, [row.id]);
        await audit(db, {
          action: 'user_updated_password',
          actorId: row.id,
          actorEmail: row.email,
          ip,
        });
      }
      return toUserJson(db, await findUserRowById(db, row.id));
    });
    if (encrypted) {
      await notify(ctx, 'password_changed', row.email, {
        Email: row.email,
        Data: row.raw_user_meta_data ?? {},
      });
    }
    return c.json(user);
  });

  app.post('/logout', async (c) => {
    const { row, session } = await requireUser(c, ctx);
    const scope = c.req.query('scope') ?? 'global';
    if (!['global', 'local', 'others'].includes(scope)) {
      throw badRequest('validation_failed', `Unsupported logout scope "${scope}"`);
    }
    await transaction(ctx.pool, async (db) => {
      await logout(
        db,
        row.id,
        session?.id ?? null,
        /** @type {'global' | 'local' | 'others'} */ (scope),
      );
      await audit(db, {
        action: 'logout',
        actorId: row.id,
        actorEmail: row.email,
        ip: clientIp(c),
      });
    });
    return c.body(null, 204);
  });

  return app;
}
