// Accounts people can trust (issue 13), proved with hand-made HTTP requests against the stack:
// the admin role cannot be claimed (unconfirmed addresses, email changes, direct writes), admin
// data and RPCs need an aal2 token, grants and revocations are journaled, banned users cannot
// refresh, an email change waits for the confirmations.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { withDb } from '../support/db';
import { stackEnv } from '../support/env';
import { mailsTo, verifyLink, waitForMail } from '../support/mail';
import { DEMO_ADMIN_TOTP_SECRET, totpCode } from '../support/totp';
import { CONSENT_METADATA } from '../../src/lib/legal-versions';
import { anonClient, DEMO_PASSWORD, serviceClient, uniqueEmail } from '../support/accounts';
import { createUser, SEED, signIn, type Identity } from './support/identities';

const service = serviceClient();
const OWNER = 'owner@dealbridge.test'; // in ADMIN_EMAILS (supabase/functions/.env), no seeded account

type Json = Record<string, unknown>;

async function http(
  method: string,
  path: string,
  { token, body }: { token?: string; body?: unknown } = {},
) {
  const response = await fetch(`${stackEnv.url}${path}`, {
    method,
    headers: {
      apikey: stackEnv.anonKey,
      Authorization: `Bearer ${token ?? stackEnv.anonKey}`,
      'Content-Type': 'application/json',
      'X-Supabase-Api-Version': '2024-01-01',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Json & Json[] };
}

/** Password sign-in by hand: { access_token, refresh_token, ... } at aal1. */
async function passwordToken(email: string, password = DEMO_PASSWORD) {
  const { status, body } = await http('POST', '/auth/v1/token?grant_type=password', {
    body: { email, password },
  });
  expect(status).toBe(200);
  return body as unknown as { access_token: string; refresh_token: string; user: { id: string } };
}

function claims(token: string): Json {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as Json;
}

async function profile(id: string) {
  const { data } = await service.from('profiles').select('*').eq('id', id).single();
  return data;
}

async function authUser(id: string) {
  const { data } = await service.auth.admin.getUserById(id);
  return data.user!;
}

let aal1Admin: { access_token: string };
let aal2Admin: Identity;

beforeAll(async () => {
  aal1Admin = await passwordToken('admin@dealbridge.test');
  aal2Admin = await signIn('admin@dealbridge.test');
});

describe('admin data and RPCs need aal2', () => {
  it('a password-only (aal1) admin token reads no confidential data and no admin table', async () => {
    expect(claims(aal1Admin.access_token)).toMatchObject({
      aal: 'aal1',
      amr: [{ method: 'password' }],
    });
    const details = await http('GET', '/rest/v1/listing_details?select=listing_id', {
      token: aal1Admin.access_token,
    });
    expect(details).toEqual({ status: 200, body: [] });
    const messages = await http('GET', '/rest/v1/messages?select=id', {
      token: aal1Admin.access_token,
    });
    expect(messages).toEqual({ status: 200, body: [] });
    const journal = await http('GET', '/rest/v1/admin_role_changes?select=id', {
      token: aal1Admin.access_token,
    });
    expect(journal).toEqual({ status: 200, body: [] });
    // Its own profile (to learn that it must pass TOTP) stays readable.
    const own = await http('GET', `/rest/v1/profiles?select=role&id=eq.${SEED.admin}`, {
      token: aal1Admin.access_token,
    });
    expect(own.body).toEqual([{ role: 'admin' }]);

    const aal2 = (await aal2Admin.client.auth.getSession()).data.session!.access_token;
    expect(claims(aal2)).toMatchObject({ aal: 'aal2' });
    expect((claims(aal2).amr as Json[]).map((a) => a.method).sort()).toEqual(['password', 'totp']);
    const all = await http('GET', '/rest/v1/listing_details?select=listing_id', { token: aal2 });
    expect(all.body.length).toBeGreaterThanOrEqual(40);
  });

  it('admin RPCs refuse an aal1 admin token and change nothing', async () => {
    const pending = await createUser('aal-target');
    const listingBefore = await service
      .from('listings')
      .select('*')
      .eq('id', SEED.listing(2))
      .single();
    for (const [fn, args] of [
      ['set_verification', { p_user_id: pending.id, p_status: 'verified' }],
      ['set_admin', { p_user_id: pending.id, p_admin: true }],
      ['close_listing', { p_listing_id: SEED.listing(2), p_success_fee_eur: 100 }],
      ['admin_stats', {}],
    ] as const) {
      const result = await http('POST', `/rest/v1/rpc/${fn}`, {
        token: aal1Admin.access_token,
        body: args,
      });
      expect(result.status, fn).toBe(403);
      expect(result.body).toMatchObject({ code: '42501' });
    }
    expect(await profile(pending.id!)).toMatchObject({
      verification_status: 'pending',
      role: 'scout',
    });
    const listingAfter = await service
      .from('listings')
      .select('*')
      .eq('id', SEED.listing(2))
      .single();
    expect(listingAfter.data).toEqual(listingBefore.data);
  });

  it('a wrong TOTP code keeps the session at aal1', async () => {
    const client = (await signIn('scout@dealbridge.test')).client;
    const admin = await passwordToken('admin@dealbridge.test');
    const factors = (await http('GET', '/auth/v1/user', { token: admin.access_token })).body
      .factors as Json[];
    const factorId = factors[0].id as string;
    const challenge = await http('POST', `/auth/v1/factors/${factorId}/challenge`, {
      token: admin.access_token,
      body: {},
    });
    expect(challenge.status).toBe(200);
    const wrong = String((Number(totpCode(DEMO_ADMIN_TOTP_SECRET)) + 500_000) % 1_000_000).padStart(
      6,
      '0',
    );
    const verify = await http('POST', `/auth/v1/factors/${factorId}/verify`, {
      token: admin.access_token,
      body: { challenge_id: challenge.body.id, code: wrong },
    });
    expect(verify).toMatchObject({ status: 422, body: { code: 'mfa_verification_failed' } });
    // Another user cannot challenge the admin's factor.
    const scoutToken = (await client.auth.getSession()).data.session!.access_token;
    const foreign = await http('POST', `/auth/v1/factors/${factorId}/challenge`, {
      token: scoutToken,
      body: {},
    });
    expect(foreign.status).toBe(404);
  });
});

describe('the admin role cannot be claimed', () => {
  it('the service role and users cannot write the role; set_admin grants and revokes, journaled', async () => {
    const target = await createUser('grant-target', { status: 'verified', role: 'investor' });
    const direct = await http('PATCH', `/rest/v1/profiles?id=eq.${target.id}`, {
      token: stackEnv.serviceRoleKey,
      body: { role: 'admin' },
    });
    expect(direct.status).toBe(403);
    expect(direct.body).toMatchObject({ code: '42501' });
    expect((await profile(target.id!))?.role).toBe('investor');

    const grant = await aal2Admin.client.rpc('set_admin', { p_user_id: target.id!, p_admin: true });
    expect(grant.error).toBeNull();
    expect(grant.data).toMatchObject({ role: 'admin', profile_complete: true });
    const revoke = await aal2Admin.client.rpc('set_admin', {
      p_user_id: target.id!,
      p_admin: false,
    });
    expect(revoke.error).toBeNull();
    expect(revoke.data).toMatchObject({ role: 'investor' });

    const journal = await aal2Admin.client
      .from('admin_role_changes')
      .select('user_id, changed_by, granted, via, created_at')
      .eq('user_id', target.id!)
      .order('created_at');
    expect(journal.data?.map(({ created_at: _, ...row }) => row)).toEqual([
      { user_id: target.id, changed_by: SEED.admin, granted: true, via: 'console' },
      { user_id: target.id, changed_by: SEED.admin, granted: false, via: 'console' },
    ]);
  });

  it('set_admin refuses pending accounts, unconfirmed addresses and the admin itself', async () => {
    const pending = await createUser('grant-pending');
    const refusedPending = await aal2Admin.client.rpc('set_admin', {
      p_user_id: pending.id!,
      p_admin: true,
    });
    expect(refusedPending.error?.message).toBe('Only verified accounts can become admins');

    // An address never confirmed cannot be verified (issue 27; tests/admin/users.test.ts), not even
    // by the service role, so set_admin refuses it as unverified.
    const email = `unconfirmed-${randomUUID()}@example.test`;
    const made = await service.auth.admin.createUser({
      email,
      password: DEMO_PASSWORD,
      email_confirm: false,
      // Unconfirmed, as a sign-up: it carries the accepted terms and privacy versions.
      user_metadata: { ...CONSENT_METADATA },
    });
    const id = made.data.user!.id;
    const forcedVerify = await service
      .from('profiles')
      .update({ verification_status: 'verified' })
      .eq('id', id);
    expect(forcedVerify.error?.message).toMatch(/not confirmed/);
    const refusedUnverified = await aal2Admin.client.rpc('set_admin', {
      p_user_id: id,
      p_admin: true,
    });
    expect(refusedUnverified.error?.message).toBe('Only verified accounts can become admins');
    // A verified account whose confirmation is gone (as the database owner can make it: an
    // account from before confirmations) is refused by set_admin's own check.
    const verified = await createUser('grant-unconfirmed', { status: 'verified' });
    await withDb((db) =>
      db.query('update auth.users set email_confirmed_at = null where id = $1', [verified.id]),
    );
    const refusedUnconfirmed = await aal2Admin.client.rpc('set_admin', {
      p_user_id: verified.id!,
      p_admin: true,
    });
    expect(refusedUnconfirmed.error?.code).toBe('42501');
    expect(refusedUnconfirmed.error?.message).toMatch(/not confirmed/);
    expect((await profile(id))?.role).toBe('scout');
    expect((await profile(verified.id!))?.role).toBe('scout');

    const self = await aal2Admin.client.rpc('set_admin', { p_user_id: SEED.admin, p_admin: false });
    expect(self.error?.message).toBe('Admins cannot change their own admin role');
  });

  it('a listed address is promoted only once confirmed; an email change to it does not count', async () => {
    // Start from no account with the listed address (a previous run may have left one).
    const existing = await service.from('profiles').select('id').eq('email', OWNER);
    for (const row of existing.data ?? []) await service.auth.admin.deleteUser(row.id);

    // A stranger changes their email to the listed address: nothing applies before confirmation.
    const stranger = await createUser('stranger', { status: 'verified' });
    const change = await http('PUT', '/auth/v1/user', {
      token: stranger.token!,
      body: { email: OWNER },
    });
    expect(change.status).toBe(200);
    expect(change.body).toMatchObject({ email: stranger.email, new_email: OWNER });
    const promoteStranger = await http('POST', '/functions/v1/admin', {
      token: stranger.token!,
      body: { action: 'promote' },
    });
    expect(promoteStranger.status).toBe(403);
    expect((await profile(stranger.id!))?.role).toBe('scout');

    // A stranger signs up with the listed address: no session, no sign-in until the link is followed.
    const signup = await http('POST', '/auth/v1/signup', {
      body: {
        email: OWNER,
        password: DEMO_PASSWORD,
        data: { role: 'investor', ...CONSENT_METADATA },
      },
    });
    expect(signup.status).toBe(200);
    expect(signup.body.access_token).toBeUndefined();
    const ownerId = signup.body.id as string;
    const refusedSignIn = await http('POST', '/auth/v1/token?grant_type=password', {
      body: { email: OWNER, password: DEMO_PASSWORD },
    });
    expect(refusedSignIn).toMatchObject({ status: 400, body: { code: 'email_not_confirmed' } });

    // The promotion itself, by hand with the service role, is refused by the database.
    const forced = await http('POST', '/rest/v1/rpc/promote_configured_admin', {
      token: stackEnv.serviceRoleKey,
      body: { p_user_id: ownerId },
    });
    expect(forced.status).toBe(403);
    expect(forced.body.message).toMatch(/not confirmed/);
    expect((await profile(ownerId))?.role).toBe('investor');
    // Not callable by users at all.
    const byUser = await http('POST', '/rest/v1/rpc/promote_configured_admin', {
      token: stranger.token!,
      body: { p_user_id: stranger.id },
    });
    expect([401, 403, 404]).toContain(byUser.status);

    // The owner follows the link from the inbox, signs in and is promoted.
    const mail = await waitForMail(OWNER, (m) => m.html.includes('type=signup'));
    const followed = await fetch(verifyLink(mail), { redirect: 'manual' });
    expect(followed.status).toBe(303);
    const owner = await passwordToken(OWNER);
    const promote = await http('POST', '/functions/v1/admin', {
      token: owner.access_token,
      body: { action: 'promote' },
    });
    expect(promote.status).toBe(200);
    // From an investor, pending and incomplete: admin, verified and complete.
    const promoted = await profile(ownerId);
    expect(promoted).toMatchObject({
      role: 'admin',
      verification_status: 'verified',
      profile_complete: true,
    });
    expect(promoted?.verified_at).toBeTruthy();
    // Repeating changes nothing.
    const again = await http('POST', '/functions/v1/admin', {
      token: owner.access_token,
      body: { action: 'promote' },
    });
    expect(again).toEqual({ status: 200, body: { profile: promoted } });
    expect(await profile(ownerId)).toEqual(promoted);
    const journal = await aal2Admin.client
      .from('admin_role_changes')
      .select('changed_by, granted, via')
      .eq('user_id', ownerId);
    expect(journal.data).toEqual([{ changed_by: null, granted: true, via: 'configured_admin' }]);
    await service.auth.admin.deleteUser(ownerId);
  });
});

describe('consent at registration (issue 32)', () => {
  it('a sign-up without the accepted terms and privacy versions is refused, and makes no account', async () => {
    const base = { name: 'No Consent', role: 'investor', phone_number: '+49 30 1' };
    const refusals = [
      base,
      { ...base, terms_version: CONSENT_METADATA.terms_version },
      { ...base, privacy_version: CONSENT_METADATA.privacy_version },
      { ...base, terms_version: '2000-01-01', privacy_version: CONSENT_METADATA.privacy_version },
      { ...base, terms_version: true, privacy_version: true },
    ];
    for (const data of refusals) {
      const email = uniqueEmail('no-consent');
      const signup = await http('POST', '/auth/v1/signup', {
        body: { email, password: DEMO_PASSWORD, data },
      });
      expect(signup.status, JSON.stringify(data)).toBeGreaterThanOrEqual(400);
      const rows = await service.from('profiles').select('id').eq('email', email);
      expect(rows.data, JSON.stringify(data)).toEqual([]);
      const users = await withDb((db) =>
        db.query('select id from auth.users where email = $1', [email]),
      );
      expect(users.rows).toEqual([]);
    }
  });

  it('a sign-up with consent stores the accepted versions and time; the user cannot change them', async () => {
    const email = uniqueEmail('consent');
    const client = anonClient();
    const before = Date.now();
    const { data, error } = await client.auth.signUp({
      email,
      password: DEMO_PASSWORD,
      options: { data: { name: 'With Consent', role: 'company', ...CONSENT_METADATA } },
    });
    expect(error).toBeNull();
    const id = data.user!.id;
    const row = (await profile(id))!;
    expect(row).toMatchObject({
      terms_version: CONSENT_METADATA.terms_version,
      privacy_version: CONSENT_METADATA.privacy_version,
    });
    expect(new Date(row.consented_at as string).getTime()).toBeGreaterThan(before - 60_000);

    // Confirmed, verified and signed in, the user tries to rewrite the record by hand.
    await service.auth.admin.updateUserById(id, { email_confirm: true });
    await service
      .from('profiles')
      .update({ verification_status: 'verified', verified_at: new Date().toISOString() })
      .eq('id', id);
    const token = await passwordToken(email);
    const rewrite = await http('PATCH', `/rest/v1/profiles?id=eq.${id}`, {
      token: token.access_token,
      body: { terms_version: '2099-01-01', consented_at: null },
    });
    expect(rewrite.status).toBeGreaterThanOrEqual(400);
    expect(await profile(id)).toMatchObject({
      terms_version: CONSENT_METADATA.terms_version,
      consented_at: row.consented_at,
    });
    await service.auth.admin.deleteUser(id);
  });
});

describe('email change and sessions', () => {
  it('an email change applies only after both addresses confirm; the old address is told', async () => {
    const user = await createUser('mover', { status: 'verified' });
    const newEmail = `moved-${randomUUID()}@example.test`;
    const change = await http('PUT', '/auth/v1/user', {
      token: user.token!,
      body: { email: newEmail },
    });
    expect(change.body).toMatchObject({ email: user.email, new_email: newEmail });
    expect((await authUser(user.id!)).email).toBe(user.email);
    expect((await profile(user.id!))?.email).toBe(user.email);
    // A seller would see the profile email: still the confirmed one.
    const toNew = await waitForMail(newEmail);
    const toOld = await waitForMail(user.email!, (m) => m.html.includes('type=email_change'));

    const first = await fetch(verifyLink(toNew), { redirect: 'manual' });
    expect(new URL(first.headers.get('location')!).hash).toContain(
      'message=Confirmation+link+accepted',
    );
    expect((await authUser(user.id!)).email).toBe(user.email);

    const second = await fetch(verifyLink(toOld), { redirect: 'manual' });
    expect(new URL(second.headers.get('location')!).hash).toContain('access_token=');
    expect((await authUser(user.id!)).email).toBe(newEmail);
    expect((await profile(user.id!))?.email).toBe(newEmail);
    const told = await waitForMail(
      user.email!,
      (m) => m.text.includes(newEmail) && !m.html.includes('/verify'),
    );
    expect(told.subject).toMatch(/changed|geändert/);
    // The used links do not work twice.
    const again = await fetch(verifyLink(toOld), { redirect: 'manual' });
    expect(new URL(again.headers.get('location')!).hash).toContain('error_code=otp_expired');
  });

  it("a banned user's refresh token is refused", async () => {
    const user = await createUser('banned', { status: 'verified' });
    const session = await passwordToken(user.email!);
    await service.auth.admin.updateUserById(user.id!, { ban_duration: '24h' });
    const refresh = await http('POST', '/auth/v1/token?grant_type=refresh_token', {
      body: { refresh_token: session.refresh_token },
    });
    expect(refresh).toEqual({
      status: 400,
      body: { code: 'user_banned', message: 'Invalid Refresh Token: User Banned' },
    });
    await service.auth.admin.updateUserById(user.id!, { ban_duration: 'none' });
    const lifted = await http('POST', '/auth/v1/token?grant_type=refresh_token', {
      body: { refresh_token: session.refresh_token },
    });
    expect(lifted.status).toBe(200);
  });

  it("a just-rotated refresh token yields the session's current token within the reuse interval", async () => {
    const user = await createUser('two-tabs', { status: 'verified' });
    const session = await passwordToken(user.email!);
    const tabA = await http('POST', '/auth/v1/token?grant_type=refresh_token', {
      body: { refresh_token: session.refresh_token },
    });
    const tabB = await http('POST', '/auth/v1/token?grant_type=refresh_token', {
      body: { refresh_token: session.refresh_token },
    });
    expect(tabA.status).toBe(200);
    expect(tabB.status).toBe(200);
    expect(tabB.body.refresh_token).toBe(tabA.body.refresh_token);
  });

  it('password change asks for the current password, except in a recovery session', async () => {
    const user = await createUser('pw-change', { status: 'verified' });
    const missing = await http('PUT', '/auth/v1/user', {
      token: user.token!,
      body: { password: 'N3w-Passw0rd!' },
    });
    expect(missing).toMatchObject({ status: 400, body: { code: 'current_password_required' } });
    const wrong = await http('PUT', '/auth/v1/user', {
      token: user.token!,
      body: { password: 'N3w-Passw0rd!', current_password: 'wrong-password' },
    });
    expect(wrong).toMatchObject({ status: 400, body: { code: 'current_password_mismatch' } });
    const right = await http('PUT', '/auth/v1/user', {
      token: user.token!,
      body: { password: 'N3w-Passw0rd!', current_password: DEMO_PASSWORD },
    });
    expect(right.status).toBe(200);

    // Forgot it: the recovery link opens a session that may set a new password without the old one.
    const before = (await mailsTo(user.email!)).length;
    const recover = await http('POST', '/auth/v1/recover', { body: { email: user.email } });
    const unknown = await http('POST', '/auth/v1/recover', {
      body: { email: `nobody-${randomUUID()}@example.test` },
    });
    expect(recover).toEqual({ status: 200, body: {} });
    expect(unknown).toEqual(recover);
    const mail = await waitForMail(user.email!, (m) => m.html.includes('type=recovery'));
    expect((await mailsTo(user.email!)).length).toBeGreaterThan(before);
    const redirect = await fetch(verifyLink(mail), { redirect: 'manual' });
    const fragment = new URLSearchParams(new URL(redirect.headers.get('location')!).hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    const recoveryToken = fragment.get('access_token')!;
    expect((claims(recoveryToken).amr as Json[])[0]).toMatchObject({ method: 'recovery' });
    const reset = await http('PUT', '/auth/v1/user', {
      token: recoveryToken,
      body: { password: 'Reset-Passw0rd!' },
    });
    expect(reset.status).toBe(200);
    expect((await passwordToken(user.email!, 'Reset-Passw0rd!')).access_token).toBeTruthy();
  });
});
