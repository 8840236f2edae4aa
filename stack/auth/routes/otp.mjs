// Passwordless and invitation flows of GoTrue: POST /otp and /magiclink (email OTP / magic link),
// GET /reauthenticate (a nonce for a password change), POST /invite (admin), and the admin's
// POST /admin/generate_link (the links and codes without a mail).
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { audit } from '../audit.mjs';
import { transaction } from '../db.mjs';
import { badRequest, forbidden, notFound, unprocessable } from '../errors.mjs';
import {
  allowedRedirect,
  newToken,
  sendConfirmation,
  sendInvite,
  sendMagicLink,
  sendReauthentication,
  takeEmailBudget,
  tokenHash,
  verifyUrl,
} from '../email-flows.mjs';
import { bearerClaims, clientIp, readJson, requireUser } from '../request.mjs';
import {
  emailTaken,
  findUserRowByEmail,
  findUserRowById,
  insertUser,
  mergeMetadata,
  toUserJson,
} from '../users.mjs';
import { checkPasswordStrength, optionalObject, validateEmail } from '../validation.mjs';

const ADMIN_ROLES = ['service_role', 'supabase_admin'];
const DUPLICATE_EMAIL = 'A user with this email address has already been registered';

/** A password nobody knows, for users GoTrue creates without one (OTP sign-up, accepted invitation). */
export function randomPassword() {
  return randomBytes(33).toString('base64url');
}

/** @param {import('hono').Context} c @param {import('../request.mjs').AuthContext} ctx */
async function requireAdmin(c, ctx) {
  const claims = await bearerClaims(c, ctx);
  if (!ADMIN_ROLES.includes(claims.role)) throw forbidden('not_admin', 'User not allowed');
  return claims;
}

/** @param {import('../request.mjs').AuthContext} ctx */
export function otpRoutes(ctx) {
  const app = new Hono();
  /**
   * @param {import('hono').Context} c
   */
  const redirectOf = (c) => allowedRedirect(ctx.settings, c.req.query('redirect_to'));

  /**
   * GoTrue's MagicLink: a user without a confirmed address is signed up (a random password; with
   * confirmations on, the confirmation mail is what they get), a confirmed one gets the magic link.
   * @param {import('hono').Context} c @param {{ email: string, data: Record<string, unknown> }} params
   */
  async function magicLink(c, { email, data }) {
    const ip = clientIp(c);
    const redirectTo = redirectOf(c);
    takeEmailBudget(ctx, ip);
    await transaction(ctx.pool, async (db) => {
      await db.query('select pg_advisory_xact_lock(hashtext($1))', [`auth-signup:${email}`]);
      let row = await findUserRowByEmail(db, email);
      if (!row || !row.email_confirmed_at) {
        if (!ctx.settings.enableSignup)
          throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
        const autoconfirm = ctx.settings.mailerAutoconfirm;
        if (!row) {
          const userId = await insertUser(db, {
            email,
            password: randomPassword(),
            emailConfirmed: autoconfirm,
            userMetadata: data,
          });
          await audit(db, {
            action: 'user_signedup',
            actorId: userId,
            actorEmail: email,
            ip,
            traits: { provider: 'email' },
          });
          row = await findUserRowById(db, userId);
        }
        if (!autoconfirm) {
          await sendConfirmation(ctx, db, row, redirectTo);
          return;
        }
      }
      await audit(db, {
        action: 'user_recovery_requested',
        actorId: row.id,
        actorEmail: row.email,
        ip,
      });
      await sendMagicLink(ctx, db, row, redirectTo);
    });
  }

  app.post('/otp', async (c) => {
    const body = await readJson(c);
    const email = typeof body.email === 'string' ? body.email : '';
    const phone = typeof body.phone === 'string' ? body.phone : '';
    if (email && phone)
      throw badRequest(
        'validation_failed',
        'Only an email address or phone number should be provided',
      );
    if (email && body.channel)
      throw badRequest('validation_failed', 'Channel should only be specified with Phone OTP');
    const data = optionalObject(body.data, 'data') ?? {};
    if (body.create_user === false) {
      const found = email ? await findUserRowByEmail(ctx.pool, validateEmail(email)) : null;
      if (!found) throw unprocessable('otp_disabled', 'Signups not allowed for otp');
    }
    if (email) {
      await magicLink(c, { email: validateEmail(email), data });
      return c.json({});
    }
    if (phone) throw badRequest('phone_provider_disabled', 'Unsupported phone provider');
    throw badRequest('validation_failed', 'One of email or phone must be set');
  });

  app.post('/magiclink', async (c) => {
    const body = await readJson(c);
    if (!body.email)
      throw unprocessable('validation_failed', 'Password recovery requires an email');
    await magicLink(c, {
      email: validateEmail(body.email),
      data: optionalObject(body.data, 'data') ?? {},
    });
    return c.json({});
  });

  app.get('/reauthenticate', async (c) => {
    const { row } = await requireUser(c, ctx);
    if (!row.email) {
      throw badRequest(
        'validation_failed',
        'Reauthentication requires the user to have an email or a phone number',
      );
    }
    if (!row.email_confirmed_at)
      throw unprocessable('email_not_confirmed', 'Please verify your email first.');
    takeEmailBudget(ctx, clientIp(c));
    await transaction(ctx.pool, async (db) => {
      await audit(db, {
        action: 'user_reauthenticate_requested',
        actorId: row.id,
        actorEmail: row.email,
        ip: clientIp(c),
      });
      await sendReauthentication(ctx, db, row);
    });
    return c.json({});
  });

  app.post('/invite', async (c) => {
    const claims = await requireAdmin(c, ctx);
    const body = await readJson(c);
    const email = validateEmail(body.email);
    const data = optionalObject(body.data, 'data') ?? {};
    const ip = clientIp(c);
    const user = await transaction(ctx.pool, async (db) => {
      await db.query('select pg_advisory_xact_lock(hashtext($1))', [`auth-signup:${email}`]);
      let row = await findUserRowByEmail(db, email);
      if (row?.email_confirmed_at) throw unprocessable('email_exists', DUPLICATE_EMAIL);
      if (!row)
        row = await findUserRowById(
          db,
          await insertUser(db, { email, emailConfirmed: false, userMetadata: data }),
        );
      await audit(db, {
        action: 'user_invited',
        actorId: claims.sub ?? row.id,
        actorEmail: row.email,
        ip,
        traits: { user_id: row.id, user_email: row.email },
      });
      await sendInvite(ctx, db, row, redirectOf(c));
      return toUserJson(db, await findUserRowById(db, row.id));
    });
    return c.json(user);
  });

  app.post('/admin/generate_link', async (c) => {
    await requireAdmin(c, ctx);
    const body = await readJson(c);
    const email = validateEmail(body.email);
    let type = String(body.type ?? '');
    const requested =
      typeof body.redirect_to === 'string' && body.redirect_to
        ? body.redirect_to
        : c.req.query('redirect_to');
    const redirectTo = allowedRedirect(ctx.settings, requested);
    const data = optionalObject(body.data, 'data');
    const ip = clientIp(c);
    const result = await transaction(ctx.pool, async (db) => {
      await db.query('select pg_advisory_xact_lock(hashtext($1))', [`auth-signup:${email}`]);
      let row = await findUserRowByEmail(db, email);
      let password = typeof body.password === 'string' ? body.password : '';
      if (!row) {
        if (type === 'magiclink') {
          type = 'signup';
          password = randomPassword();
        } else if (['recovery', 'email_change_current', 'email_change_new'].includes(type)) {
          throw notFound('user_not_found', 'User with this email not found');
        }
      }
      const { otp, hash } = newToken(ctx, email);
      let linkHash = hash;
      switch (type) {
        case 'magiclink':
        case 'recovery':
          await audit(db, {
            action: 'user_recovery_requested',
            actorId: row.id,
            actorEmail: row.email,
            ip,
          });
          await db.query(
            'update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1',
            [row.id, hash],
          );
          break;
        case 'invite':
          if (row?.email_confirmed_at) throw unprocessable('email_exists', DUPLICATE_EMAIL);
          if (!row)
            row = await findUserRowById(
              db,
              await insertUser(db, { email, emailConfirmed: false, userMetadata: data ?? {} }),
            );
          await audit(db, {
            action: 'user_invited',
            actorId: row.id,
            actorEmail: row.email,
            ip,
            traits: { user_id: row.id, user_email: row.email },
          });
          await db.query(
            `update auth.users set confirmation_token = $2, confirmation_sent_at = now(), invited_at = now() where id = $1`,
            [row.id, hash],
          );
          break;
        case 'signup':
          if (row?.email_confirmed_at) throw unprocessable('email_exists', DUPLICATE_EMAIL);
          if (row) {
            if (data) {
              await db.query(
                'update auth.users set raw_user_meta_data = $2, updated_at = now() where id = $1',
                [row.id, mergeMetadata(row.raw_user_meta_data, data)],
              );
            }
          } else {
            if (!password)
              throw badRequest('validation_failed', 'Signup requires a valid password');
            checkPasswordStrength(
              password,
              ctx.settings.minimumPasswordLength,
              ctx.settings.leakedPasswordProtection,
            );
            const userId = await insertUser(db, {
              email,
              password,
              emailConfirmed: false,
              userMetadata: data ?? {},
            });
            await audit(db, {
              action: 'user_signedup',
              actorId: userId,
              actorEmail: email,
              ip,
              traits: { provider: 'email' },
            });
            row = await findUserRowById(db, userId);
          }
          await db.query(
            'update auth.users set confirmation_token = $2, confirmation_sent_at = now() where id = $1',
            [row.id, hash],
          );
          break;
        case 'email_change_current':
        case 'email_change_new': {
          if (type === 'email_change_current' && !ctx.settings.doubleConfirmChanges) {
            throw badRequest(
              'validation_failed',
              'Enable secure email change to generate link for current email',
            );
          }
          const newEmail = validateEmail(body.new_email);
          if (await emailTaken(db, newEmail, row.id))
            throw unprocessable('email_exists', DUPLICATE_EMAIL);
          const current = type === 'email_change_current' ? hash : '';
          const next = type === 'email_change_new' ? tokenHash(newEmail, otp) : '';
          linkHash = current || next;
          await db.query(
            `update auth.users set email_change = $2, email_change_token_current = $3, email_change_token_new = $4,
                    email_change_confirm_status = 0, email_change_sent_at = now() where id = $1`,
            [row.id, newEmail, current, next],
          );
          break;
        }
        default:
          throw badRequest(
            'validation_failed',
            `Invalid email action link type requested: ${type}`,
          );
      }
      const linkType = type.startsWith('email_change') ? 'email_change' : type;
      const user = await toUserJson(db, await findUserRowById(db, row.id));
      return {
        ...user,
        action_link: verifyUrl(ctx, linkHash, linkType, redirectTo),
        email_otp: otp,
        hashed_token: hash,
        verification_type: type,
        redirect_to: redirectTo,
      };
    });
    return c.json(result);
  });

  return app;
}
