// The mailed auth flows the deal teams need, through @supabase/supabase-js as the app and its
// edge functions call them: invitations, admin-generated links of every type, email OTP and
// magic links, reauthentication before a password change, and resend. Mails land in the local
// inbox in the user's language (user_metadata.language). Every test uses its own addresses. A new
// unconfirmed account carries the consent to the terms (the database refuses it otherwise).
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { createAuthApp } from '../../stack/auth/app.mjs';
import { CONSENT_METADATA } from '../../src/lib/legal-versions';
import { uniqueEmail } from '../support/accounts';
import { stackEnv } from '../support/env';
import { type Mail, verifyLink, waitForMail } from '../support/mail';

const PASSWORD = 'correct-horse-42';
const NEW_PASSWORD = 'battery-staple-77';
const REDIRECT = 'http://127.0.0.1:5173/welcome';

class NoRealtime {
  constructor() {
    throw new Error('realtime is not used by the auth tests');
  }
}
const options = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: NoRealtime as unknown as typeof WebSocket },
};
const client = (): SupabaseClient => createClient(stackEnv.url, stackEnv.anonKey, options);
const admin = () => createClient(stackEnv.url, stackEnv.serviceRoleKey, options).auth.admin;

/** A client signed in with the session of a token response (e.g. from verifyOtp). */
async function withSession(session: { access_token: string; refresh_token: string }) {
  const supabase = client();
  const { error } = await supabase.auth.setSession(session);
  expect(error).toBeNull();
  return supabase;
}

/** The 6-digit code a mail carries (a word of its own, unlike digits in the link's hash). */
const codeOf = (mail: Mail) => /(?:^|\s)(\d{6})(?:\s|$)/m.exec(mail.text)![1];

/** Follows a mailed /verify link: the session (or error) GoTrue puts into the redirect's fragment. */
async function follow(link: string) {
  const response = await fetch(link, { redirect: 'manual' });
  expect(response.status).toBe(303);
  const location = new URL(response.headers.get('location')!);
  return { location, fragment: new URLSearchParams(location.hash.slice(1)) };
}

/** A confirmed user with a password (created by the admin API), optionally with metadata. */
async function confirmedUser(tag: string, data: Record<string, unknown> = {}) {
  const email = uniqueEmail(tag);
  const { data: created, error } = await admin().createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: data,
  });
  expect(error).toBeNull();
  return { email, user: created.user! };
}

describe('auth: invitations', () => {
  it("invites by email in the invitee's language; the link signs in and the invitee chooses a password", async () => {
    const email = uniqueEmail('invite-de');
    const { data, error } = await admin().inviteUserByEmail(email, {
      data: { language: 'de', full_name: 'Berater', ...CONSENT_METADATA },
      redirectTo: REDIRECT,
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      email,
      user_metadata: { language: 'de', full_name: 'Berater' },
    });
    expect(data.user!.invited_at).toBeTruthy();
    expect(data.user!.email_confirmed_at).toBeUndefined();

    const mail = await waitForMail(email);
    expect(mail.subject).toBe('DealBridge: Ihre Einladung');
    expect(mail.text).toContain('Einladung annehmen');
    const link = verifyLink(mail);
    expect(new URL(link).searchParams.get('type')).toBe('invite');

    const { location, fragment } = await follow(link);
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT);
    expect(fragment.get('type')).toBe('invite');
    const supabase = await withSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    const { data: me } = await supabase.auth.getUser();
    expect(me.user!.email_confirmed_at).toBeTruthy();
    // The invitee has no password yet: the first one needs no current password.
    expect((await supabase.auth.updateUser({ password: NEW_PASSWORD })).error).toBeNull();
    const signedIn = await client().auth.signInWithPassword({ email, password: NEW_PASSWORD });
    expect(signedIn.error).toBeNull();
    // The link works once.
    const again = await follow(link);
    expect(again.fragment.get('error_code')).toBe('otp_expired');
    // A confirmed address cannot be invited again.
    const twice = await admin().inviteUserByEmail(email);
    expect(twice.error).toMatchObject({ status: 422, code: 'email_exists' });
  });

  it('mails an English invitation without a language, answers an invalid email as GoTrue, and refuses a user token', async () => {
    const email = uniqueEmail('invite-en');
    expect((await admin().inviteUserByEmail(email, { data: CONSENT_METADATA })).error).toBeNull();
    const mail = await waitForMail(email);
    expect(mail.subject).toBe('DealBridge: Your invitation');
    expect(mail.text).toContain('Accept the invitation');
    // The link's token_hash verifies through verifyOtp too.
    const tokenHash = new URL(verifyLink(mail)).searchParams.get('token')!;
    const verified = await client().auth.verifyOtp({ token_hash: tokenHash, type: 'invite' });
    expect(verified.error).toBeNull();
    expect(verified.data.user!.email).toBe(email);

    const invalid = await admin().inviteUserByEmail('not-an-email');
    expect(invalid.error?.message).toBe('Unable to validate email address: invalid format');
    expect(invalid.data.user).toBeNull();

    const { email: userEmail } = await confirmedUser('invite-attacker');
    const { data: signed } = await client().auth.signInWithPassword({
      email: userEmail,
      password: PASSWORD,
    });
    const response = await fetch(`${stackEnv.url}/auth/v1/invite`, {
      method: 'POST',
      headers: {
        apikey: stackEnv.anonKey,
        Authorization: `Bearer ${signed.session!.access_token}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ email: uniqueEmail('invite-by-user') }),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error_code: 'not_admin' });
  });
});

describe('auth: admin generateLink', () => {
  it('generates a signup link for a new user with metadata, and its hashed token confirms', async () => {
    const email = uniqueEmail('link-signup');
    const { data, error } = await admin().generateLink({
      type: 'signup',
      email,
      password: PASSWORD,
      options: { data: { status: 'alpha', ...CONSENT_METADATA }, redirectTo: REDIRECT },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, user_metadata: { status: 'alpha' } });
    expect(data.properties).toMatchObject({ verification_type: 'signup', redirect_to: REDIRECT });
    expect(data.properties!.email_otp).toMatch(/^\d{6}$/);
    const action = new URL(data.properties!.action_link);
    expect(action.pathname).toBe('/auth/v1/verify');
    expect(action.searchParams.get('token')).toBe(data.properties!.hashed_token);
    expect(action.searchParams.get('type')).toBe('signup');
    expect(action.searchParams.get('redirect_to')).toBe(REDIRECT);
    const verified = await client().auth.verifyOtp({
      token_hash: data.properties!.hashed_token,
      type: 'signup',
    });
    expect(verified.error).toBeNull();
    expect(verified.data.user!.email_confirmed_at).toBeTruthy();
    expect(
      (await client().auth.signInWithPassword({ email, password: PASSWORD })).error,
    ).toBeNull();
  });

  it('generates invite, magiclink and recovery links whose codes sign in', async () => {
    const invitee = uniqueEmail('link-invite');
    const invite = await admin().generateLink({
      type: 'invite',
      email: invitee,
      options: { data: CONSENT_METADATA },
    });
    expect(invite.error).toBeNull();
    expect(invite.data.user!.invited_at).toBeTruthy();
    expect(invite.data.properties!.verification_type).toBe('invite');
    const accepted = await client().auth.verifyOtp({
      email: invitee,
      token: invite.data.properties!.email_otp,
      type: 'invite',
    });
    expect(accepted.error).toBeNull();

    const { email } = await confirmedUser('link-magic');
    const magic = await admin().generateLink({ type: 'magiclink', email });
    expect(magic.data.properties!.verification_type).toBe('magiclink');
    expect(new URL(magic.data.properties!.action_link).searchParams.get('type')).toBe('magiclink');
    const signedIn = await client().auth.verifyOtp({
      email,
      token: magic.data.properties!.email_otp,
      type: 'magiclink',
    });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.session!.user.email).toBe(email);

    const recovery = await admin().generateLink({ type: 'recovery', email });
    expect(recovery.error).toBeNull();
    const recovered = await client().auth.verifyOtp({
      token_hash: recovery.data.properties!.hashed_token,
      type: 'recovery',
    });
    expect(recovered.error).toBeNull();
    expect(decodeJwt(recovered.data.session!.access_token).amr).toEqual([
      { method: 'recovery', timestamp: expect.any(Number) },
    ]);
  });

  it('turns a magiclink for an unknown address into a signup link; recovery of an unknown address is 404', async () => {
    const email = uniqueEmail('link-new');
    const magic = await admin().generateLink({
      type: 'magiclink',
      email,
      options: { data: CONSENT_METADATA },
    });
    expect(magic.error).toBeNull();
    expect(magic.data.properties!.verification_type).toBe('signup');
    expect(magic.data.user!.email).toBe(email);
    const confirmed = await client().auth.verifyOtp({
      email,
      token: magic.data.properties!.email_otp,
      type: 'email',
    });
    expect(confirmed.error).toBeNull();

    const recovery = await admin().generateLink({
      type: 'recovery',
      email: uniqueEmail('link-nobody'),
    });
    expect(recovery.error).toMatchObject({
      status: 404,
      code: 'user_not_found',
      message: 'User with this email not found',
    });
    const invalid = await admin().generateLink({
      type: 'signup',
      email: 'not-an-email',
      password: PASSWORD,
    });
    expect(invalid.error?.message).toBe('Unable to validate email address: invalid format');
    expect(invalid.data).toEqual({ properties: null, user: null });
  });

  it("generates email change links for the current or the new address; the new address's code confirms the change", async () => {
    const { email } = await confirmedUser('link-change');
    const newEmail = uniqueEmail('link-changed');
    const current = await admin().generateLink({ type: 'email_change_current', email, newEmail });
    expect(current.error).toBeNull();
    expect(current.data.user!.new_email).toBe(newEmail);
    expect(new URL(current.data.properties!.action_link).searchParams.get('type')).toBe(
      'email_change',
    );
    const next = await admin().generateLink({ type: 'email_change_new', email, newEmail });
    expect(next.error).toBeNull();
    // The second link replaced the first one's token pair: the new address's code confirms alone
    // (the current address's token is empty now), as GoTrue stores them.
    const done = await client().auth.verifyOtp({
      email: newEmail,
      token: next.data.properties!.email_otp,
      type: 'email_change',
    });
    expect(done.error).toBeNull();
    expect(done.data.user!.email).toBe(newEmail);

    const { email: taken } = await confirmedUser('link-taken');
    const clash = await admin().generateLink({
      type: 'email_change_new',
      email: newEmail,
      newEmail: taken,
    });
    expect(clash.error).toMatchObject({ status: 422, code: 'email_exists' });
  });
});

describe('auth: email OTP and magic links', () => {
  it('mails a confirmed user a magic link and a code in their language; the code signs in once', async () => {
    const { email } = await confirmedUser('otp-de', { language: 'de' });
    expect(
      (await client().auth.signInWithOtp({ email, options: { emailRedirectTo: REDIRECT } })).error,
    ).toBeNull();
    const mail = await waitForMail(email);
    expect(mail.subject).toBe('DealBridge: Ihr Anmeldelink');
    expect(new URL(verifyLink(mail)).searchParams.get('type')).toBe('magiclink');
    const token = codeOf(mail);
    const { data, error } = await client().auth.verifyOtp({ email, token, type: 'email' });
    expect(error).toBeNull();
    expect(data.session!.user.email).toBe(email);
    expect(decodeJwt(data.session!.access_token).amr).toEqual([
      { method: 'magiclink', timestamp: expect.any(Number) },
    ]);
    const again = await client().auth.verifyOtp({ email, token, type: 'email' });
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired' });
    // Another mail within max_frequency is refused, saying how long to wait.
    const soon = await client().auth.signInWithOtp({ email });
    expect(soon.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
  });

  it('signs in through the magic link itself (token_hash, English mail)', async () => {
    const { email } = await confirmedUser('otp-link');
    expect((await client().auth.signInWithOtp({ email })).error).toBeNull();
    const mail = await waitForMail(email);
    expect(mail.subject).toBe('DealBridge: Your sign-in link');
    const { fragment } = await follow(verifyLink(mail));
    expect(fragment.get('type')).toBe('magiclink');
    const supabase = await withSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect((await supabase.auth.getUser()).data.user!.email).toBe(email);
  });

  it('signs up an unknown address (confirmation mail, code of type email), unless shouldCreateUser is false', async () => {
    const email = uniqueEmail('otp-new');
    const refused = await client().auth.signInWithOtp({
      email,
      options: { shouldCreateUser: false },
    });
    expect(refused.error).toMatchObject({
      status: 422,
      code: 'otp_disabled',
      message: 'Signups not allowed for otp',
    });

    const { error } = await client().auth.signInWithOtp({
      email,
      options: { data: { language: 'de', ...CONSENT_METADATA } },
    });
    expect(error).toBeNull();
    const mail = await waitForMail(email);
    expect(mail.subject).toBe('DealBridge: Bitte bestätigen Sie Ihre E-Mail-Adresse');
    const { data, error: verifyError } = await client().auth.verifyOtp({
      email,
      token: codeOf(mail),
      type: 'email',
    });
    expect(verifyError).toBeNull();
    expect(data.user!.email_confirmed_at).toBeTruthy();
    expect(data.user!.user_metadata).toMatchObject({ language: 'de' });
  });

  it('answers a phone OTP and a missing address as GoTrue without a phone provider', async () => {
    const phone = await client().auth.signInWithOtp({ phone: '+491701234567' });
    expect(phone.error).toMatchObject({ status: 400, code: 'phone_provider_disabled' });
    const invalid = await client().auth.signInWithOtp({ email: 'not-an-email' });
    expect(invalid.error).toMatchObject({ status: 400, code: 'validation_failed' });
  });
});

describe('auth: reauthentication', () => {
  it('mails a nonce that allows one password change without the current password', async () => {
    const { email } = await confirmedUser('reauth', { language: 'de' });
    const supabase = client();
    expect(
      (await supabase.auth.signInWithPassword({ email, password: PASSWORD })).error,
    ).toBeNull();
    // Without nonce or current password the change is refused as before.
    const bare = await supabase.auth.updateUser({ password: NEW_PASSWORD });
    expect(bare.error).toMatchObject({ status: 400, code: 'current_password_required' });

    expect((await supabase.auth.reauthenticate()).error).toBeNull();
    const mail = await waitForMail(email);
    expect(mail.subject).toBe('DealBridge: Ihr Bestätigungscode');
    const nonce = codeOf(mail);
    // A second code within max_frequency is refused.
    const soon = await supabase.auth.reauthenticate();
    expect(soon.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    const wrong = await supabase.auth.updateUser({
      password: NEW_PASSWORD,
      nonce: nonce === '000000' ? '111111' : '000000',
    });
    expect(wrong.error).toMatchObject({
      status: 422,
      code: 'reauthentication_not_valid',
      message: 'Nonce has expired or is invalid',
    });
    const ok = await supabase.auth.updateUser({ password: NEW_PASSWORD, nonce });
    expect(ok.error).toBeNull();
    expect(
      (await client().auth.signInWithPassword({ email, password: NEW_PASSWORD })).error,
    ).toBeNull();
    // The nonce is used up.
    const reused = await supabase.auth.updateUser({ password: PASSWORD, nonce });
    expect(reused.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid' });
  });
});

describe('auth: resend', () => {
  it('resends an email change link, and answers the types GoTrue knows as it does', async () => {
    const { email } = await confirmedUser('resend-change');
    const supabase = client();
    await supabase.auth.signInWithPassword({ email, password: PASSWORD });
    const newEmail = uniqueEmail('resend-changed');
    expect((await supabase.auth.updateUser({ email: newEmail })).error).toBeNull();
    await waitForMail(newEmail);
    // max_frequency: the same change again at once is refused...
    const soon = await client().auth.resend({ type: 'email_change', email });
    expect(soon.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    // ...a confirmed address has no sign-up to resend, an unknown one gets the same quiet answer.
    expect((await client().auth.resend({ type: 'signup', email })).error).toBeNull();
    expect(
      (await client().auth.resend({ type: 'email_change', email: uniqueEmail('resend-nobody') }))
        .error,
    ).toBeNull();
    const sms = await client().auth.resend({ type: 'sms', phone: '+491701234567' });
    expect(sms.error).toMatchObject({ status: 400, code: 'phone_provider_disabled' });
    const wrongType = await client().auth.resend({ type: 'recovery', email } as never);
    expect(wrongType.error).toMatchObject({
      status: 400,
      message: 'Missing one of these types: signup, email_change, sms, phone_change',
    });
  });
});

describe('auth: leaked password protection is a setting', () => {
  it('refuses common passwords only when config.toml turns it on', async () => {
    const off = createAuthApp({
      databaseUrl: stackEnv.dbUrl,
      jwtSecret: stackEnv.jwtSecret,
      externalUrl: stackEnv.url,
    });
    const on = createAuthApp({
      databaseUrl: stackEnv.dbUrl,
      jwtSecret: stackEnv.jwtSecret,
      externalUrl: stackEnv.url,
      settings: { leakedPasswordProtection: true },
    });
    try {
      const signUp = (app: typeof off.app) =>
        app.request('/signup', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
          body: JSON.stringify({ email: uniqueEmail('leaked'), password: 'password123' }),
        });
      expect((await signUp(off.app)).status).toBe(200);
      const refused = await signUp(on.app);
      expect(refused.status).toBe(422);
      expect(await refused.json()).toMatchObject({
        code: 'weak_password',
        weak_password: { reasons: ['pwned'] },
      });
    } finally {
      await off.close();
      await on.close();
    }
  });
});
