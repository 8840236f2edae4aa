// Endpoints without a user: health, settings, signup, token (password and refresh_token grants).
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { audit } from '../audit.mjs';
import { transaction } from '../db.mjs';
import { badRequest, forbidden, notFound, unprocessable } from '../errors.mjs';
import { allowedRedirect, sendConfirmation, takeEmailBudget } from '../email-flows.mjs';
import { clientIp, readJson, requireUser, signIn, tokenResponse } from '../request.mjs';
import {
  deleteSession,
  findActiveChild,
  findRefreshTokenForUpdate,
  rotateRefreshToken,
} from '../sessions.mjs';
import {
  findUserRowByEmail,
  findUserRowById,
  insertUser,
  passwordMatches,
  toUserJson,
} from '../users.mjs';
import { checkPasswordStrength, optionalObject, validateEmail } from '../validation.mjs';

export const GOTRUE_VERSION = 'v2.177.0';

const EXTERNAL_PROVIDERS = [
  'anonymous_users',
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'keycloak',
  'kakao',
  'linkedin',
  'linkedin_oidc',
  'notion',
  'spotify',
  'slack',
  'slack_oidc',
  'workos',
  'twitch',
  'twitter',
  'email',
  'phone',
  'zoom',
];

/** @param {import('../request.mjs').AuthContext} ctx */
export function publicRoutes(ctx) {
  const app = new Hono();

  app.get('/health', (c) =>
    c.json({
      version: GOTRUE_VERSION,
      name: 'GoTrue',
      description: 'GoTrue is a user registration and authentication API',
    }),
  );

  // Symmetric (HS256) projects publish no keys; auth-js getClaims() then verifies through /user.
  app.get('/.well-known/jwks.json', (c) => c.json({ keys: [] }));

  app.get('/settings', (c) =>
    c.json({
      external: Object.fromEntries(
        EXTERNAL_PROVIDERS.map((p) => [
          p,
          p === 'email' || (p === 'anonymous_users' && ctx.settings.enableAnonymousSignIns),
        ]),
      ),
      disable_signup: !ctx.settings.enableSignup,
      mailer_autoconfirm: ctx.settings.mailerAutoconfirm,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }),
  );

  app.post('/signup', async (c) => {
    const body = await readJson(c);
    if (!ctx.settings.enableSignup)
      throw forbidden('signup_disabled', 'Signups not allowed for this instance');
    if (body.phone) throw badRequest('phone_provider_disabled', 'Phone signups are disabled');
    // Neither email nor phone: GoTrue's anonymous sign-in, off unless config.toml enables it.
    if (!body.email && !body.phone) {
      throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
    }
    if (typeof body.password !== 'string' || body.password === '') {
      throw unprocessable('validation_failed', 'Signup requires a valid password');
    }
    checkPasswordStrength(
      body.password,
      ctx.settings.minimumPasswordLength,
      ctx.settings.leakedPasswordProtection,
    );
    const email = validateEmail(body.email);
    const data = optionalObject(body.data, 'data') ?? {};
    const ip = clientIp(c);
    const autoconfirm = ctx.settings.mailerAutoconfirm;
    const redirectTo = allowedRedirect(ctx.settings, c.req.query('redirect_to'));
    if (!autoconfirm) takeEmailBudget(ctx, ip);
    const response = await transaction(ctx.pool, async (db) => {
      // Serialise sign-ups of one address so two concurrent requests cannot both pass the check.
      await db.query('select pg_advisory_xact_lock(hashtext($1))', [`auth-signup:${email}`]);
      const existing = await findUserRowByEmail(db, email);
      if (existing && autoconfirm)
        throw unprocessable('user_already_exists', 'User already registered');
      if (existing) {
        // With confirmations GoTrue does not tell whether the address has an account: an unconfirmed
        // one gets its link again, a confirmed one an answer shaped like a new user's.
        if (!existing.email_confirmed_at) {
          await sendConfirmation(ctx, db, existing, redirectTo);
          return toUserJson(db, await findUserRowById(db, existing.id));
        }
        return obfuscatedUser(email, data);
      }
      const userId = await insertUser(db, {
        email,
        password: body.password,
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
      if (!autoconfirm) {
        await sendConfirmation(ctx, db, await findUserRowById(db, userId), redirectTo);
        return toUserJson(db, await findUserRowById(db, userId));
      }
      await audit(db, {
        action: 'login',
        actorId: userId,
        actorEmail: email,
        ip,
        traits: { provider: 'email' },
      });
      return signIn(ctx, db, userId, c);
    });
    return c.json(response);
  });

  app.post('/token', async (c) => {
    const grantType = c.req.query('grant_type');
    if (grantType === 'password') return c.json(await passwordGrant(c));
    if (grantType === 'refresh_token') return c.json(await refreshTokenGrant(c));
    // Grants of providers this stack has none of: GoTrue's answers with them disabled.
    if (grantType === 'web3')
      throw unprocessable('web3_provider_disabled', 'Web3 provider is disabled');
    if (grantType === 'id_token') throw await idTokenDisabled(c);
    throw badRequest('validation_failed', 'unsupported_grant_type');
  });

  /** GoTrue's token_oidc answer when the provider is not configured. @param {import('hono').Context} c */
  async function idTokenDisabled(c) {
    const body = await readJson(c);
    const provider = String(body.provider ?? '');
    if (provider.startsWith('custom:'))
      return badRequest('validation_failed', 'Custom OAuth providers are disabled');
    const issuer = ID_TOKEN_ISSUERS[/** @type {keyof typeof ID_TOKEN_ISSUERS} */ (provider)];
    if (issuer === undefined)
      return badRequest('validation_failed', `Custom OIDC provider "${provider}" not allowed`);
    return badRequest('provider_disabled', `Provider (issuer "${issuer}") is not enabled`);
  }

  // SAML SSO and manual identity linking are off (GoTrue's requireSAMLEnabled / requireManualLinkingEnabled).
  app.all('/sso', () => {
    throw notFound('saml_provider_disabled', 'SAML 2.0 is disabled');
  });
  app.all('/sso/*', () => {
    throw notFound('saml_provider_disabled', 'SAML 2.0 is disabled');
  });
  app.all('/user/identities/*', async (c) => {
    await requireUser(c, ctx);
    throw notFound('manual_linking_disabled', 'Manual linking is disabled');
  });

  /** @param {import('hono').Context} c */
  async function passwordGrant(c) {
    const body = await readJson(c);
    if (body.phone && !body.email)
      throw badRequest('phone_provider_disabled', 'Phone logins are disabled');
    const ip = clientIp(c);
    const emailKey = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    const fail = () => {
      ctx.limiter.recordFailure(ip);
      return badRequest('invalid_credentials', 'Invalid login credentials');
    };
    if (!emailKey || typeof body.password !== 'string') throw fail();
    const row = await findUserRowByEmail(ctx.pool, emailKey);
    if (!row || !(await passwordMatches(body.password, row.encrypted_password))) throw fail();
    if (row.banned_until && Date.parse(row.banned_until) > Date.now()) {
      throw badRequest('user_banned', 'User is banned');
    }
    if (!row.email_confirmed_at) throw badRequest('email_not_confirmed', 'Email not confirmed');
    return transaction(ctx.pool, async (db) => {
      await audit(db, {
        action: 'login',
        actorId: row.id,
        actorEmail: row.email,
        ip,
        traits: { provider: 'email' },
      });
      return signIn(ctx, db, row.id, c);
    });
  }

  /** @param {import('hono').Context} c */
  async function refreshTokenGrant(c) {
    const body = await readJson(c);
    if (typeof body.refresh_token !== 'string' || body.refresh_token === '') {
      throw badRequest('validation_failed', 'refresh_token required');
    }
    const ip = clientIp(c);
    const outcome = await transaction(ctx.pool, async (db) => {
      const row = await findRefreshTokenForUpdate(db, body.refresh_token);
      if (!row || !row.sid) return { error: 'not_found' };
      if (row.user_banned) return { error: 'banned' };
      if (row.session_expired) return { error: 'session_expired' };
      let next = null;
      if (row.revoked) {
        // GoTrue's reuse interval: the token just rotated may be presented again for a few seconds
        // (concurrent refreshes in several tabs) and yields the current token of the session.
        const child = await findActiveChild(db, row.token);
        if (child && row.age_seconds < ctx.refreshTokenReuseInterval) next = child;
        else {
          await deleteSession(db, row.session_id);
          await audit(db, { action: 'token_revoked', actorId: row.user_id, ip });
          return { error: 'reused' };
        }
      } else {
        next = await rotateRefreshToken(db, row);
      }
      await audit(db, { action: 'token_refreshed', actorId: row.user_id, ip });
      return {
        response: await tokenResponse(ctx, db, {
          userId: row.user_id,
          sessionId: row.session_id,
          refreshToken: next,
          authEpoch: Number(row.session_created),
        }),
      };
    });
    if (outcome.error === 'not_found') {
      throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    }
    if (outcome.error === 'banned') {
      throw badRequest('user_banned', 'Invalid Refresh Token: User Banned');
    }
    if (outcome.error === 'session_expired') {
      throw badRequest('session_expired', 'Invalid Refresh Token: Session Expired');
    }
    if (outcome.error === 'reused') {
      throw badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used');
    }
    return outcome.response;
  }

  return app;
}

/** The issuers GoTrue names for the built-in ID token providers. */
const ID_TOKEN_ISSUERS = {
  google: 'https://accounts.google.com',
  apple: 'https://appleid.apple.com',
  azure: 'https://login.microsoftonline.com/common/v2.0',
  facebook: 'https://www.facebook.com',
  keycloak: '',
  kakao: 'https://kauth.kakao.com',
  snapchat: 'https://accounts.snapchat.com',
};

/**
 * GoTrue's answer to a sign-up of a confirmed address with confirmations on: a made-up user.
 * @param {string} email
 * @param {Record<string, unknown>} data the sign-up's user metadata
 */
function obfuscatedUser(email, data) {
  const now = new Date().toISOString().replace(/\.(\d{3})Z$/, '.$1000Z');
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}
