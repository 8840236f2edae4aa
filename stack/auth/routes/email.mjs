// Mailed links and codes: POST /recover, POST /resend, GET and POST /verify (GoTrue's answers).
import { Hono } from 'hono';
import { audit } from '../audit.mjs';
import { transaction } from '../db.mjs';
import { badRequest, forbidden, AuthHttpError } from '../errors.mjs';
import {
  allowedRedirect,
  notify,
  sendConfirmation,
  sendEmailChange,
  sendRecovery,
  takeEmailBudget,
  tokenHash,
} from '../email-flows.mjs';
import { clientIp, readJson, signIn } from '../request.mjs';
import { findUserRowByEmail } from '../users.mjs';
import { validateEmail } from '../validation.mjs';

const SINGLE_CONFIRMATION_ACCEPTED =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email';
const TOKEN_COLUMNS = {
  // An email OTP is the code of the confirmation mail (new user) or of the magic link mail.
  email: ['confirmation_token', 'recovery_token'],
  signup: ['confirmation_token'],
  invite: ['confirmation_token'],
  recovery: ['recovery_token'],
  magiclink: ['recovery_token'],
  email_change: ['email_change_token_new', 'email_change_token_current'],
};

/** @param {import('../request.mjs').AuthContext} ctx */
export function emailRoutes(ctx) {
  const app = new Hono();
  /**
   * @param {import('hono').Context} c
   */
  const redirectOf = (c) => allowedRedirect(ctx.settings, c.req.query('redirect_to'));

  app.post('/recover', async (c) => {
    const body = await readJson(c);
    const email = validateEmail(body.email);
    const ip = clientIp(c);
    takeEmailBudget(ctx, ip);
    await transaction(ctx.pool, async (db) => {
      const row = await findUserRowByEmail(db, email);
      if (!row) return; // the same answer for unknown addresses
      await audit(db, {
        action: 'user_recovery_requested',
        actorId: row.id,
        actorEmail: row.email,
        ip,
      });
      await sendRecovery(ctx, db, row, redirectOf(c));
    });
    return c.json({});
  });

  app.post('/resend', async (c) => {
    const body = await readJson(c);
    // GoTrue's ResendConfirmationParams.Validate, in its order.
    if (!['signup', 'email_change', 'sms', 'phone_change'].includes(body.type)) {
      throw badRequest(
        'validation_failed',
        'Missing one of these types: signup, email_change, sms, phone_change',
      );
    }
    if (!body.email && body.type === 'signup')
      throw badRequest('validation_failed', 'Type provided requires an email address');
    if (!body.phone && body.type === 'sms')
      throw badRequest('validation_failed', 'Type provided requires a phone number');
    if (body.email && body.phone) {
      throw badRequest(
        'validation_failed',
        'Only an email address or phone number should be provided.',
      );
    }
    if (body.phone) throw badRequest('phone_provider_disabled', 'Phone logins are disabled');
    if (!body.email) throw badRequest('validation_failed', 'Missing email address or phone number');
    const email = validateEmail(body.email);
    takeEmailBudget(ctx, clientIp(c));
    await transaction(ctx.pool, async (db) => {
      const row = await findUserRowByEmail(db, email);
      if (!row) return;
      if (body.type === 'signup' && !row.email_confirmed_at) {
        await audit(db, {
          action: 'user_confirmation_requested',
          actorId: row.id,
          actorEmail: row.email,
          ip: clientIp(c),
        });
        await sendConfirmation(ctx, db, row, redirectOf(c));
      }
      if (body.type === 'email_change' && row.email_change) {
        await sendEmailChange(ctx, db, row, row.email_change, redirectOf(c));
      }
    });
    return c.json({});
  });

  /**
   * Applies a verified token. Returns a session response, or { message } when an email change
   * waits for the other address's link.
   * @param {import('hono').Context} c
   * @param {{ type: string, hash?: string, email?: string, otp?: string }} p
   */
  async function verify(c, { type: requestedType, hash, email, otp }) {
    let type = requestedType;
    const columns = TOKEN_COLUMNS[/** @type {keyof typeof TOKEN_COLUMNS} */ (type)];
    if (!columns) throw badRequest('validation_failed', 'Unsupported verification type');
    const ip = clientIp(c);
    return transaction(ctx.pool, async (db) => {
      /** @type {string[]} */
      let candidates = [];
      if (hash) candidates = [hash];
      else if (email && otp) {
        // With { email, token }: for an email change the code may come from either address.
        const row = await findUserRowByEmail(db, email);
        candidates = [tokenHash(email, otp)];
        if (row?.email_change) candidates.push(tokenHash(row.email_change, otp));
      }
      const where = columns.map((col) => `${col} = any($1::text[])`).join(' or ');
      const { rows } = await db.query(
        `select id, email, email_change, email_change_token_new, email_change_token_current,
                email_change_confirm_status, banned_until, raw_user_meta_data, confirmation_token,
                recovery_token, invited_at, encrypted_password,
                confirmation_sent_at, recovery_sent_at, email_change_sent_at
           from auth.users where (${where}) and cardinality($1::text[]) > 0 for update`,
        [candidates.filter(Boolean)],
      );
      const row = rows[0];
      const invalid = () =>
        forbidden(
          'otp_expired',
          hash ? 'Email link is invalid or has expired' : 'Token has expired or is invalid',
        );
      if (!row) throw invalid();
      if (row.banned_until && Date.parse(row.banned_until) > Date.now())
        throw forbidden('user_banned', 'User is banned');
      // type "email": the confirmation code of a new user, else the magic link's (GoTrue's verifyTokenHash).
      if (type === 'email')
        type = candidates.includes(row.confirmation_token) ? 'signup' : 'magiclink';
      const sentAt =
        type === 'email_change'
          ? row.email_change_sent_at
          : type === 'signup' || type === 'invite'
            ? row.confirmation_sent_at
            : row.recovery_sent_at;
      if (!sentAt || Date.now() - Date.parse(sentAt) > ctx.settings.otpExpiry * 1000)
        throw invalid();

      if (type === 'signup' || type === 'invite') {
        // GoTrue gives an accepted invitation a password nobody knows and lets the OTP session
        // set another without it; this stack asks for the current password outside password
        // resets, so the invitee stays without one and chooses the first in the invite's session.
        await db.query(
          `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), confirmation_token = '', updated_at = now() where id = $1`,
          [row.id],
        );
        await markIdentityVerified(db, row.id);
        await audit(db, {
          action: 'user_signedup',
          actorId: row.id,
          actorEmail: row.email,
          ip,
          traits: { provider: 'email' },
        });
        return { session: await signIn(ctx, db, row.id, c, 'otp') };
      }
      if (type === 'recovery' || type === 'magiclink') {
        await db.query(
          `update auth.users set recovery_token = '', email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = $1`,
          [row.id],
        );
        await markIdentityVerified(db, row.id);
        await audit(db, {
          action: 'login',
          actorId: row.id,
          actorEmail: row.email,
          ip,
          traits: { provider: 'email' },
        });
        return {
          session: await signIn(ctx, db, row.id, c, type === 'recovery' ? 'recovery' : 'magiclink'),
        };
      }
      // email_change
      const matchedCurrent = candidates.includes(row.email_change_token_current);
      if (
        ctx.settings.doubleConfirmChanges &&
        row.email_change_token_current &&
        row.email_change_confirm_status === 0
      ) {
        await db.query(
          `update auth.users set email_change_confirm_status = 1, ${matchedCurrent ? 'email_change_token_current' : 'email_change_token_new'} = '' where id = $1`,
          [row.id],
        );
        return { message: SINGLE_CONFIRMATION_ACCEPTED };
      }
      const { rows: taken } = await db.query(
        `select 1 from auth.users where lower(email) = lower($1) and id <> $2 and is_sso_user = false`,
        [row.email_change, row.id],
      );
      if (taken.length)
        throw new AuthHttpError(
          422,
          'email_exists',
          'A user with this email address has already been registered',
        );
      await db.query(
        `update auth.users set email = email_change, email_change = '', email_change_token_new = '',
                email_change_token_current = '', email_change_confirm_status = 0,
                email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = $1`,
        [row.id],
      );
      await db.query(
        `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text, 'email_verified', true),
                updated_at = now() where user_id = $1 and provider = 'email'`,
        [row.id, row.email_change],
      );
      await audit(db, {
        action: 'user_modified',
        actorId: row.id,
        actorEmail: row.email_change,
        ip,
      });
      // The old address is told, so an unnoticed change does not go unnoticed.
      await notify(ctx, 'email_changed', row.email, {
        Email: row.email_change,
        OldEmail: row.email,
        Data: row.raw_user_meta_data ?? {},
      });
      return { session: await signIn(ctx, db, row.id, c, 'otp') };
    });
  }

  app.post('/verify', async (c) => {
    const body = await readJson(c);
    if (!body.type) throw badRequest('validation_failed', 'Verify requires a verification type');
    const hash =
      typeof body.token_hash === 'string' && body.token_hash ? body.token_hash : undefined;
    const otp = typeof body.token === 'string' && body.token ? body.token : undefined;
    // GoTrue's VerifyParams.Validate, in its order.
    if (!hash === !otp)
      throw badRequest('validation_failed', 'Verify requires either a token or a token hash');
    if (hash && (body.email || body.phone || body.redirect_to)) {
      throw badRequest('validation_failed', 'Only the token_hash and type should be provided');
    }
    let email;
    if (otp) {
      if (body.phone && !body.email) {
        // No user of this stack has a phone: every valid number's code is unknown.
        const phone = String(body.phone).replace(/[\s+]/g, '');
        if (!/^[1-9][0-9]{1,14}$/.test(phone)) {
          throw badRequest('validation_failed', 'Invalid phone number format (E.164 required)');
        }
        throw forbidden('otp_expired', 'Token has expired or is invalid');
      }
      if (!body.email || body.phone) {
        throw badRequest(
          'validation_failed',
          'Only an email address or phone number should be provided on verify',
        );
      }
      try {
        email = validateEmail(body.email);
      } catch {
        throw new AuthHttpError(422, 'validation_failed', 'Invalid email format');
      }
    }
    const result = await verify(c, { type: body.type, hash, email, otp });
    if (result.message) return c.json({ msg: result.message, code: 200 });
    return c.json(result.session);
  });

  app.get('/verify', async (c) => {
    const type = c.req.query('type') ?? '';
    const token = c.req.query('token') ?? '';
    const redirectTo = redirectOf(c);
    const target = new URL(redirectTo);
    const fragment = new URLSearchParams();
    try {
      if (!type) throw badRequest('validation_failed', 'Verify requires a verification type');
      if (!token) throw badRequest('validation_failed', 'Verify requires a token or a token hash');
      const result = await verify(c, { type, hash: token });
      if (result.message) fragment.set('message', result.message);
      else if (result.session) {
        const s = result.session;
        fragment.set('access_token', s.access_token);
        fragment.set('expires_at', String(s.expires_at));
        fragment.set('expires_in', String(s.expires_in));
        fragment.set('refresh_token', s.refresh_token);
        fragment.set('token_type', 'bearer');
        fragment.set('type', type);
      }
    } catch (err) {
      if (!(err instanceof AuthHttpError)) throw err;
      const oauth = {
        400: 'invalid_request',
        401: 'unauthorized_client',
        403: 'access_denied',
        500: 'server_error',
      };
      const name = oauth[/** @type {400} */ (err.status)];
      if (name) fragment.set('error', name);
      fragment.set('error_code', err.errorCode);
      fragment.set('error_description', err.message);
    }
    fragment.set('sb', '');
    target.hash = fragment.toString();
    return c.redirect(target.toString(), 303);
  });

  return app;
}

/** @param {import('pg').PoolClient} db @param {string} userId */
async function markIdentityVerified(db, userId) {
  await db.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
      where user_id = $1 and provider = 'email'`,
    [userId],
  );
}
