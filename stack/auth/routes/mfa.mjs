// MFA with TOTP through GoTrue's factor endpoints (what supabase.auth.mfa.* calls):
//   POST   /factors                  enroll { factor_type: 'totp', friendly_name?, issuer? }
//   POST   /factors/:id/challenge    { id, type, expires_at }
//   POST   /factors/:id/verify       { challenge_id, code } → a session at aal2
//   DELETE /factors/:id              unenroll (a verified factor only from an aal2 session)
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import { audit } from '../audit.mjs';
import { transaction } from '../db.mjs';
import { AuthHttpError, badRequest, forbidden, unprocessable } from '../errors.mjs';
import { clientIp, readJson, requireUser, tokenResponse } from '../request.mjs';
import {
  addAmrClaim,
  raiseSessionToAal2,
  sessionAssurance,
  issueRefreshToken,
} from '../sessions.mjs';
import { isUuid } from '../validation.mjs';

// GoTrue's defaults: unverified factors expire after 5 minutes, challenges after 5 minutes.
const FACTOR_EXPIRY_SECONDS = 300;
const CHALLENGE_EXPIRY_SECONDS = 300;

/** @param {string} secret base32 @param {string} issuer @param {string} label */
function totpOf(secret, issuer, label) {
  return new OTPAuth.TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
}

/** @param {import('../request.mjs').AuthContext} ctx */
export function mfaRoutes(ctx) {
  const app = new Hono();

  /** The signed-in user with the session of their token (factors need one). @param {import('hono').Context} c */
  async function requireSession(c) {
    const { row, session } = await requireUser(c, ctx);
    if (!session)
      throw new AuthHttpError(
        401,
        'no_authorization',
        'A valid session and a registered user are required',
      );
    return { row, session };
  }

  /** @param {import('pg').Pool | import('pg').PoolClient} db @param {string} userId @param {string} id */
  async function factorOf(db, userId, id) {
    if (!isUuid(id)) throw notFoundFactor();
    const { rows } = await db.query(
      `select id, user_id, friendly_name, factor_type::text as factor_type, status::text as status, secret
         from auth.mfa_factors where id = $1`,
      [id],
    );
    if (!rows[0] || rows[0].user_id !== userId) throw notFoundFactor();
    return rows[0];
  }
  const notFoundFactor = () => new AuthHttpError(404, 'mfa_factor_not_found', 'Factor not found');

  app.post('/', async (c) => {
    const { row, session } = await requireSession(c);
    const body = await readJson(c);
    if (body.factor_type !== 'totp') {
      if (body.factor_type === 'phone')
        throw unprocessable('mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
      if (body.factor_type === 'webauthn')
        throw unprocessable(
          'mfa_webauthn_enroll_not_enabled',
          'MFA enroll is disabled for WebAuthn',
        );
      throw badRequest('validation_failed', 'factor_type needs to be totp, phone, or webauthn');
    }
    if (!ctx.settings.totpEnroll)
      throw unprocessable('mfa_totp_enroll_not_enabled', 'MFA enroll is disabled for TOTP');
    const friendlyName = typeof body.friendly_name === 'string' ? body.friendly_name : '';
    const issuer =
      typeof body.issuer === 'string' && body.issuer
        ? body.issuer
        : new URL(ctx.settings.siteUrl).host;
    const ip = clientIp(c);
    const result = await transaction(ctx.pool, async (db) => {
      await db.query(
        `delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and created_at < now() - make_interval(secs => $2)`,
        [row.id, FACTOR_EXPIRY_SECONDS],
      );
      const { rows: factors } = await db.query(
        `select friendly_name, status::text as status from auth.mfa_factors where user_id = $1`,
        [row.id],
      );
      if (friendlyName && factors.some((f) => f.friendly_name === friendlyName)) {
        throw unprocessable(
          'mfa_factor_name_conflict',
          `A factor with the friendly name "${friendlyName}" for this user already exists`,
        );
      }
      if (factors.length >= ctx.settings.maxEnrolledFactors) {
        throw unprocessable(
          'too_many_enrolled_mfa_factors',
          'Maximum number of verified factors reached, unenroll to continue',
        );
      }
      const verified = factors.filter((f) => f.status === 'verified').length;
      if (verified > 0 && (await sessionAssurance(db, session.id)).aal !== 'aal2') {
        throw forbidden('insufficient_aal', 'AAL2 required to enroll a new factor');
      }
      const secret = new OTPAuth.Secret({ size: 20 }).base32;
      const uri = totpOf(secret, issuer, row.email ?? '').toString();
      const id = randomUUID();
      await db.query(
        `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
         values ($1, $2, $3, 'totp', 'unverified', now(), now(), $4)`,
        [id, row.id, friendlyName, secret],
      );
      await audit(db, {
        action: 'factor_in_progress',
        actorId: row.id,
        actorEmail: row.email,
        ip,
        traits: { factor_id: id },
      });
      return { id, secret, uri };
    });
    const qr = await QRCode.toString(result.uri, {
      type: 'svg',
      errorCorrectionLevel: 'H',
      margin: 1,
    });
    return c.json({
      id: result.id,
      type: 'totp',
      friendly_name: friendlyName,
      totp: { qr_code: qr, secret: result.secret, uri: result.uri },
    });
  });

  app.post('/:id/challenge', async (c) => {
    const { row } = await requireSession(c);
    await readJson(c);
    if (!ctx.settings.totpVerify)
      throw unprocessable('mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP');
    const factor = await factorOf(ctx.pool, row.id, c.req.param('id'));
    const ip = clientIp(c).replace(/^::ffff:/, '');
    const challenge = await transaction(ctx.pool, async (db) => {
      const id = randomUUID();
      // The factor first: last_challenged_at is unique, so this update locks the factor's row
      // against its foreign keys too. The challenge's insert takes a key-share lock on that row;
      // taken before the update, two challenges of one factor at once each waited for the other
      // (deadlock detected, a 500 to one of them).
      await db.query(
        'update auth.mfa_factors set last_challenged_at = clock_timestamp(), updated_at = now() where id = $1',
        [factor.id],
      );
      const { rows } = await db.query(
        `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address) values ($1, $2, now(), $3::inet)
         returning floor(extract(epoch from created_at))::bigint as created`,
        [id, factor.id, /^[0-9a-fA-F:.]+$/.test(ip) ? ip : '0.0.0.0'],
      );
      await audit(db, {
        action: 'challenge_created',
        actorId: row.id,
        actorEmail: row.email,
        ip,
        traits: { factor_id: factor.id, factor_status: factor.status },
      });
      return { id, expiresAt: Number(rows[0].created) + CHALLENGE_EXPIRY_SECONDS };
    });
    return c.json({ id: challenge.id, type: 'totp', expires_at: challenge.expiresAt });
  });

  app.post('/:id/verify', async (c) => {
    const { row, session } = await requireSession(c);
    const body = await readJson(c);
    if (!ctx.settings.totpVerify)
      throw unprocessable('mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP');
    if (typeof body.code !== 'string' || body.code === '')
      throw badRequest('validation_failed', 'Code needs to be non-empty');
    const factor = await factorOf(ctx.pool, row.id, c.req.param('id'));
    const challengeId =
      typeof body.challenge_id === 'string' && isUuid(body.challenge_id) ? body.challenge_id : null;
    const ip = clientIp(c);
    const response = await transaction(ctx.pool, async (db) => {
      const { rows } = await db.query(
        `select id, verified_at, host(ip_address) as ip, now() - created_at > make_interval(secs => $3) as expired
           from auth.mfa_challenges where id = $1 and factor_id = $2 for update`,
        [challengeId, factor.id, CHALLENGE_EXPIRY_SECONDS],
      );
      const challenge = rows[0];
      if (!challenge || challenge.verified_at) {
        throw unprocessable(
          'mfa_factor_not_found',
          'MFA factor with the provided challenge ID not found',
        );
      }
      if (challenge.ip !== ip.replace(/^::ffff:/, '') && challenge.ip !== '0.0.0.0') {
        throw unprocessable(
          'mfa_ip_address_mismatch',
          'Challenge and verify IP addresses mismatch.',
        );
      }
      if (challenge.expired) {
        await db.query('delete from auth.mfa_challenges where id = $1', [challenge.id]);
        return { expired: challenge.id };
      }
      const valid =
        totpOf(factor.secret, 'x', row.email ?? '').validate({
          token: body.code.trim(),
          window: 1,
        }) !== null;
      await audit(db, {
        action: 'verification_attempted',
        actorId: row.id,
        actorEmail: row.email,
        ip,
        traits: { factor_id: factor.id, challenge_id: challenge.id, factor_type: 'totp' },
      });
      if (!valid) return { invalid: true };
      await db.query('update auth.mfa_challenges set verified_at = now() where id = $1', [
        challenge.id,
      ]);
      if (factor.status !== 'verified') {
        await db.query(
          `update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`,
          [factor.id],
        );
      }
      await db.query(
        `delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and factor_type = 'totp' and id <> $2`,
        [row.id, factor.id],
      );
      await raiseSessionToAal2(db, session.id, factor.id);
      await addAmrClaim(db, session.id, 'totp');
      const refreshToken = await issueRefreshToken(db, row.id, session.id);
      return {
        session: await tokenResponse(ctx, db, {
          userId: row.id,
          sessionId: session.id,
          refreshToken,
        }),
      };
    });
    if (response.expired) {
      throw unprocessable(
        'mfa_challenge_expired',
        `MFA challenge ${response.expired} has expired, verify against another challenge or create a new challenge.`,
      );
    }
    if (response.invalid)
      throw unprocessable('mfa_verification_failed', 'Invalid TOTP code entered');
    return c.json(response.session);
  });

  app.delete('/:id', async (c) => {
    const { row, session } = await requireSession(c);
    const factor = await factorOf(ctx.pool, row.id, c.req.param('id'));
    await transaction(ctx.pool, async (db) => {
      if (factor.status === 'verified' && (await sessionAssurance(db, session.id)).aal !== 'aal2') {
        throw unprocessable('insufficient_aal', 'AAL2 required to unenroll verified factor');
      }
      await db.query('delete from auth.mfa_factors where id = $1', [factor.id]);
      // Sessions that reached aal2 with this factor fall back to aal1.
      await db.query(
        `update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where factor_id = $1`,
        [factor.id],
      );
      await audit(db, {
        action: 'factor_unenrolled',
        actorId: row.id,
        actorEmail: row.email,
        ip: clientIp(c),
        traits: { factor_id: factor.id, factor_status: factor.status, session_id: session.id },
      });
    });
    return c.json({ id: factor.id });
  });

  return app;
}
