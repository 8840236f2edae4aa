// The mailed one-time tokens of GoTrue: sign-up confirmation, recovery and email change. A token is a
// random 6-digit code; auth.users keeps only its hash (sha224 hex of email + code), which the link
// carries as `token`, so `POST /verify` accepts either { token_hash } or { email, token }.
import { createHash, randomInt } from 'node:crypto';
import { AuthHttpError, tooManyRequests } from './errors.mjs';

/** GoTrue's crypto.GenerateTokenHash. @param {string} email @param {string} otp */
export function tokenHash(email, otp) {
  return createHash('sha224')
    .update(email + otp)
    .digest('hex');
}

/** @param {number} length */
function newOtp(length) {
  let out = '';
  for (let i = 0; i < length; i += 1) out += String(randomInt(10));
  return out;
}

/**
 * The redirect target as GoTrue's utilities.GetReferrer decides it: the requested one when it is
 * the site URL or one of the additional redirect URLs (with `*`/`**` globs), else the site URL.
 * @param {import('./settings.mjs').AuthSettings} settings @param {string | undefined | null} requested
 */
export function allowedRedirect(settings, requested) {
  if (!requested) return settings.siteUrl;
  let url;
  try {
    url = new URL(requested);
  } catch {
    return settings.siteUrl;
  }
  const site = new URL(settings.siteUrl);
  if (url.host === site.host && url.protocol === site.protocol) return requested;
  for (const pattern of settings.additionalRedirectUrls) {
    const re = new RegExp(
      `^${pattern
        .split('**')
        .map((part) =>
          part
            .split('*')
            .map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
            .join('[^/.]*'),
        )
        .join('.*')}$`,
    );
    if (re.test(requested) || requested === pattern) return requested;
  }
  return settings.siteUrl;
}

/** Seconds until a new mail of this kind may go to the user (0: now). @param {string | null} sentAt @param {number} maxFrequency */
function waitSeconds(sentAt, maxFrequency) {
  if (!sentAt) return 0;
  const elapsed = (Date.now() - Date.parse(sentAt)) / 1000;
  return elapsed < maxFrequency ? Math.ceil(maxFrequency - elapsed) : 0;
}

/** GoTrue's over_email_send_rate_limit answer. @param {number} seconds */
export function frequencyError(seconds) {
  return tooManyRequests(
    'over_email_send_rate_limit',
    `For security purposes, you can only request this after ${seconds} seconds.`,
  );
}

/** @param {import('./request.mjs').AuthContext} ctx @param {string} ip */
export function takeEmailBudget(ctx, ip) {
  if (!ctx.emailLimiter.take(ip))
    throw tooManyRequests('over_email_send_rate_limit', 'Email rate limit exceeded');
}

/**
 * Sends a mail of `kind`; an SMTP failure becomes GoTrue's 500 (the caller's transaction rolls back).
 * @param {import('./request.mjs').AuthContext} ctx @param {string} kind @param {string} to @param {object} data @param {string} failure
 */
async function deliver(ctx, kind, to, data, failure) {
  if (!ctx.mailer) return;
  try {
    await ctx.mailer.send(/** @type {any} */ (kind), to, data);
  } catch (err) {
    console.error(`[auth] sending ${kind} mail failed:`, err instanceof Error ? err.message : err);
    throw new AuthHttpError(500, 'unexpected_failure', failure);
  }
}

/** @param {import('./request.mjs').AuthContext} ctx @param {string} hash @param {string} type @param {string} redirectTo */
function verifyUrl(ctx, hash, type, redirectTo) {
  const q = new URLSearchParams({ token: hash, type, redirect_to: redirectTo });
  return `${ctx.externalUrl}/auth/v1/verify?${q}`;
}

/** @param {import('./request.mjs').AuthContext} ctx @param {any} row @param {string} redirectTo */
function baseData(ctx, row, redirectTo) {
  return {
    SiteURL: ctx.settings.siteUrl,
    Email: row.email,
    RedirectTo: redirectTo,
    Data: row.raw_user_meta_data ?? {},
  };
}

/**
 * Sign-up confirmation mail (new token, confirmation_sent_at), respecting max_frequency.
 * @param {import('./request.mjs').AuthContext} ctx @param {import('pg').PoolClient} db @param {any} row @param {string} redirectTo
 */
export async function sendConfirmation(ctx, db, row, redirectTo) {
  const wait = waitSeconds(row.confirmation_sent_at, ctx.settings.emailMaxFrequency);
  if (wait) throw frequencyError(wait);
  const otp = newOtp(ctx.settings.otpLength);
  const hash = tokenHash(row.email, otp);
  await db.query(
    'update auth.users set confirmation_token = $2, confirmation_sent_at = now() where id = $1',
    [row.id, hash],
  );
  await deliver(
    ctx,
    'confirmation',
    row.email,
    {
      ...baseData(ctx, row, redirectTo),
      Token: otp,
      TokenHash: hash,
      ConfirmationURL: verifyUrl(ctx, hash, 'signup', redirectTo),
    },
    'Error sending confirmation email',
  );
}

/**
 * Recovery mail. Returns silently when the last one is too recent: /recover answers the same for
 * every address, so its timing must not tell whether an account exists.
 * @param {import('./request.mjs').AuthContext} ctx @param {import('pg').PoolClient} db @param {any} row @param {string} redirectTo
 */
export async function sendRecovery(ctx, db, row, redirectTo) {
  if (waitSeconds(row.recovery_sent_at, ctx.settings.emailMaxFrequency)) return;
  const otp = newOtp(ctx.settings.otpLength);
  const hash = tokenHash(row.email, otp);
  await db.query(
    'update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1',
    [row.id, hash],
  );
  await deliver(
    ctx,
    'recovery',
    row.email,
    {
      ...baseData(ctx, row, redirectTo),
      Token: otp,
      TokenHash: hash,
      ConfirmationURL: verifyUrl(ctx, hash, 'recovery', redirectTo),
    },
    'Error sending recovery email',
  );
}

/**
 * Secure email change: a link to the new address and, with double_confirm_changes, one to the
 * current address too; the change applies once the required links are followed.
 * @param {import('./request.mjs').AuthContext} ctx @param {import('pg').PoolClient} db @param {any} row @param {string} newEmail @param {string} redirectTo
 */
export async function sendEmailChange(ctx, db, row, newEmail, redirectTo) {
  const wait =
    row.email_change === newEmail
      ? waitSeconds(row.email_change_sent_at, ctx.settings.emailMaxFrequency)
      : 0;
  if (wait) throw frequencyError(wait);
  const otpNew = newOtp(ctx.settings.otpLength);
  const hashNew = tokenHash(newEmail, otpNew);
  const double = ctx.settings.doubleConfirmChanges;
  const otpCurrent = double ? newOtp(ctx.settings.otpLength) : '';
  const hashCurrent = double ? tokenHash(row.email, otpCurrent) : '';
  await db.query(
    `update auth.users set email_change = $2, email_change_token_new = $3, email_change_token_current = $4,
            email_change_confirm_status = 0, email_change_sent_at = now(), updated_at = now() where id = $1`,
    [row.id, newEmail, hashNew, hashCurrent],
  );
  const data = { ...baseData(ctx, row, redirectTo), NewEmail: newEmail };
  await deliver(
    ctx,
    'email_change',
    newEmail,
    {
      ...data,
      Token: otpNew,
      TokenHash: hashNew,
      ConfirmationURL: verifyUrl(ctx, hashNew, 'email_change', redirectTo),
    },
    'Error sending email change email',
  );
  if (double) {
    await deliver(
      ctx,
      'email_change',
      row.email,
      {
        ...data,
        Token: otpCurrent,
        TokenHash: hashCurrent,
        ConfirmationURL: verifyUrl(ctx, hashCurrent, 'email_change', redirectTo),
      },
      'Error sending email change email',
    );
  }
}

/**
 * Security notification (GoTrue's [auth.email.notification.*]); a failure is logged, not raised.
 * @param {import('./request.mjs').AuthContext} ctx @param {'email_changed' | 'password_changed'} kind @param {string} to @param {object} data
 */
export async function notify(ctx, kind, to, data) {
  if (!ctx.mailer || !ctx.settings.notifications[kind]) return;
  try {
    await ctx.mailer.send(kind, to, { SiteURL: ctx.settings.siteUrl, ...data });
  } catch (err) {
    console.error(`[auth] ${kind} notification failed:`, err instanceof Error ? err.message : err);
  }
}

/**
 * Invitation (GoTrue's sendInvite): a new confirmation token, invited_at and confirmation_sent_at;
 * the link verifies as type `invite`. No max_frequency check, as in GoTrue.
 * @param {import('./request.mjs').AuthContext} ctx @param {import('pg').PoolClient} db @param {any} row @param {string} redirectTo
 */
export async function sendInvite(ctx, db, row, redirectTo) {
  const otp = newOtp(ctx.settings.otpLength);
  const hash = tokenHash(row.email, otp);
  await db.query(
    `update auth.users set confirmation_token = $2, confirmation_sent_at = now(), invited_at = now() where id = $1`,
    [row.id, hash],
  );
  await deliver(
    ctx,
    'invite',
    row.email,
    {
      ...baseData(ctx, row, redirectTo),
      Token: otp,
      TokenHash: hash,
      ConfirmationURL: verifyUrl(ctx, hash, 'invite', redirectTo),
    },
    'Error sending invite email',
  );
}

/**
 * Magic link / email OTP of a confirmed user (GoTrue's sendMagicLink): the recovery token column and
 * its timer, so max_frequency applies across recovery and magic link mails.
 * @param {import('./request.mjs').AuthContext} ctx @param {import('pg').PoolClient} db @param {any} row @param {string} redirectTo
 */
export async function sendMagicLink(ctx, db, row, redirectTo) {
  const wait = waitSeconds(row.recovery_sent_at, ctx.settings.emailMaxFrequency);
  if (wait) throw frequencyError(wait);
  const otp = newOtp(ctx.settings.otpLength);
  const hash = tokenHash(row.email, otp);
  await db.query(
    'update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1',
    [row.id, hash],
  );
  await deliver(
    ctx,
    'magic_link',
    row.email,
    {
      ...baseData(ctx, row, redirectTo),
      Token: otp,
      TokenHash: hash,
      ConfirmationURL: verifyUrl(ctx, hash, 'magiclink', redirectTo),
    },
    'Error sending magic link email',
  );
}

/**
 * Reauthentication code (GoTrue's sendReauthenticationOtp): a nonce for `PUT /user { nonce }`.
 * @param {import('./request.mjs').AuthContext} ctx @param {import('pg').PoolClient} db @param {any} row
 */
export async function sendReauthentication(ctx, db, row) {
  const wait = waitSeconds(row.reauthentication_sent_at, ctx.settings.emailMaxFrequency);
  if (wait) throw frequencyError(wait);
  const otp = newOtp(ctx.settings.otpLength);
  const hash = tokenHash(row.email, otp);
  await db.query(
    'update auth.users set reauthentication_token = $2, reauthentication_sent_at = now() where id = $1',
    [row.id, hash],
  );
  await deliver(
    ctx,
    'reauthentication',
    row.email,
    {
      ...baseData(ctx, row, ctx.settings.siteUrl),
      Token: otp,
      TokenHash: hash,
    },
    'Error sending reauthentication email',
  );
}

/**
 * GoTrue's verifyReauthentication: the nonce must match the last code mailed and be within otp_expiry;
 * it is used up. Throws 422 reauthentication_not_valid otherwise.
 * @param {import('./request.mjs').AuthContext} ctx @param {import('pg').PoolClient | import('pg').Pool} db @param {string} userId @param {string} nonce
 */
export async function consumeReauthentication(ctx, db, userId, nonce) {
  const { rows } = await db.query(
    `select email, reauthentication_token, reauthentication_sent_at from auth.users where id = $1 for update`,
    [userId],
  );
  const row = rows[0];
  const invalid = () =>
    new AuthHttpError(422, 'reauthentication_not_valid', 'Nonce has expired or is invalid');
  if (!row?.reauthentication_token || !row.reauthentication_sent_at) throw invalid();
  const expired =
    Date.now() - Date.parse(row.reauthentication_sent_at) > ctx.settings.otpExpiry * 1000;
  if (expired || tokenHash(row.email, nonce) !== row.reauthentication_token) throw invalid();
  await db.query(
    `update auth.users set reauthentication_token = '', reauthentication_sent_at = null where id = $1`,
    [userId],
  );
}

/**
 * The token of an admin-generated link (GoTrue's adminGenerateLink): a code and its hash without a
 * mail. @param {import('./request.mjs').AuthContext} ctx @param {string} email
 */
export function newToken(ctx, email) {
  const otp = newOtp(ctx.settings.otpLength);
  return { otp, hash: tokenHash(email, otp) };
}

export { verifyUrl };
